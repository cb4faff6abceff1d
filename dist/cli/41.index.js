"use strict";
exports.id = 41;
exports.ids = [41];
exports.modules = {

/***/ 77127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ collectSkill),
  g: () => (/* binding */ findSkillRoots)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/util/hash.ts
var hash = __webpack_require__(95138);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(40104);
;// CONCATENATED MODULE: ./src/collect/frontmatter.ts



/** Keys of the open Agent Skills specification. */
const SPEC_KEYS = ["name", "description", "license", "allowed-tools", "metadata", "compatibility"];
/** Keys Claude Code also understands in SKILL.md front matter. */
const CLAUDE_CODE_KEYS = [
    "argument-hint",
    "disable-model-invocation",
    "user-invocable",
    "model",
    "context",
    "agent",
    "hooks",
    "version",
    "when_to_use",
];
const NAME_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FrontMatter = schemas/* object */.Ikc({
    name: schemas/* string */.YjP({ error: "`name` is required and must be a string" })
        .max(64, "`name` must be at most 64 characters")
        .regex(NAME_RE, "`name` may contain only lowercase letters, digits and single hyphens"),
    description: schemas/* string */.YjP({ error: "`description` is required and must be a string" })
        .trim()
        .min(1, "`description` must not be empty")
        .max(1024, "`description` must be at most 1024 characters"),
    license: schemas/* string */.YjP().optional(),
    "allowed-tools": schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP())]).optional(),
    metadata: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
    compatibility: schemas/* string */.YjP().max(500).optional(),
});
/** Splits and validates SKILL.md; every problem is an InputError naming `file`. */
function parseSkillMd(text, file, folderName, mode) {
    const src = text.replace(/^\uFEFF/, "");
    const open = /^---[ \t]*\r?\n/.exec(src);
    if (!open)
        throw new errors/* InputError */.dz(file, "no YAML front matter: the file must start with a '---' line");
    const rest = src.slice(open[0].length);
    const close = /^---[ \t]*$/m.exec(rest);
    if (!close)
        throw new errors/* InputError */.dz(file, "front matter is not closed by a '---' line");
    const yamlText = rest.slice(0, close.index);
    const body = rest.slice(close.index + close[0].length).replace(/^\r?\n/, "");
    const bodyLine = src.slice(0, open[0].length + close.index + close[0].length).split("\n").length + 1;
    if (yamlText.length > MAX_FRONT_MATTER) {
        throw new errors/* InputError */.dz(file, `front matter is over ${MAX_FRONT_MATTER} characters`);
    }
    // Checked before parsing: deep nesting exhausts the parser's stack and can abort the process.
    if (nestingDepth(yamlText) > MAX_DEPTH) {
        throw new errors/* InputError */.dz(file, `front matter nests deeper than ${MAX_DEPTH} levels`);
    }
    const doc = (0,dist/* parseDocument */.Tp)(yamlText, { uniqueKeys: true, prettyErrors: false });
    if (doc.errors.length > 0) {
        const e = doc.errors[0];
        const line = e?.linePos?.[0]?.line;
        const where = line ? ` (front matter line ${line})` : "";
        throw new errors/* InputError */.dz(file, `front matter is not valid YAML${where}: ${firstLine(e?.message ?? "parse error")}`);
    }
    // Anchors and aliases have no use in front matter and are how YAML bombs and cycles are built.
    let alias = false;
    (0,dist/* visit */.YR)(doc, {
        Alias: () => {
            alias = true;
            return dist/* visit */.YR.BREAK;
        },
    });
    if (alias)
        throw new errors/* InputError */.dz(file, "front matter uses a YAML alias (*name); write the value out instead");
    const data = doc.toJS();
    if (data === null || typeof data !== "object" || Array.isArray(data)) {
        throw new errors/* InputError */.dz(file, "front matter must be a YAML mapping of keys to values");
    }
    const fm = data;
    const parsed = FrontMatter.safeParse(fm);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new errors/* InputError */.dz(file, `invalid front matter: ${issue?.message ?? "does not match the Agent Skills format"}`);
    }
    if (parsed.data.name !== folderName) {
        throw new errors/* InputError */.dz(file, `front matter name '${parsed.data.name}' does not match the folder name '${folderName}'`);
    }
    const allowed = new Set(mode === "spec" ? SPEC_KEYS : [...SPEC_KEYS, ...CLAUDE_CODE_KEYS]);
    const unknown = Object.keys(fm).filter((k) => !allowed.has(k));
    const warnings = [];
    if (unknown.length > 0) {
        if (mode === "spec") {
            const hint = unknown.some((k) => CLAUDE_CODE_KEYS.includes(k))
                ? " (Claude Code keys are accepted with --mode claude-code)"
                : "";
            throw new errors/* InputError */.dz(file, `front matter key(s) not in the Agent Skills specification: ${unknown.map(keyName).join(", ")}${hint}`);
        }
        warnings.push(`front matter key(s) unknown to both the specification and Claude Code: ${unknown.map(keyName).join(", ")}`);
    }
    return {
        frontmatter: fm,
        name: parsed.data.name,
        description: parsed.data.description,
        body,
        bodyLine,
        warnings,
    };
}
const MAX_FRONT_MATTER = 64 * 1024;
const MAX_DEPTH = 32;
/** Deepest nesting of flow brackets, block indentation or stacked "- " entries, roughly; quotes are skipped. */
function nestingDepth(text) {
    let max = 0;
    let flow = 0;
    let quote = null;
    for (const line of text.split("\n")) {
        const indent = /^[ \t]*/.exec(line)?.[0].length ?? 0;
        const dashes = /^(?:[ \t]*-[ \t]+)*/.exec(line)?.[0].match(/-/g)?.length ?? 0;
        max = Math.max(max, Math.floor(indent / 2) + dashes + flow);
        for (const c of line) {
            if (quote) {
                if (c === quote)
                    quote = null;
            }
            else if (c === '"' || c === "'")
                quote = c;
            else if (c === "[" || c === "{")
                max = Math.max(max, ++flow);
            else if ((c === "]" || c === "}") && flow > 0)
                flow--;
        }
        if (quote === "'")
            quote = null;
    }
    return max;
}
/** Key names come from the skill: printed as JSON strings so a newline cannot start a new log line. */
function keyName(k) {
    return /^[\w.-]+$/.test(k) ? k : JSON.stringify(k);
}
function firstLine(s) {
    return s.split("\n")[0] ?? s;
}

;// CONCATENATED MODULE: ./src/collect/kind.ts
const DOCUMENT_EXT = /\.(docx|xlsx|pptx|odt|ods|odp|pdf|rtf|doc|xls|ppt)$/i;
const COMPILED_EXT = /\.(pyc|pyo|class|so|dll|dylib|exe|wasm|o|a|node|jar)$/i;
const ARCHIVE_EXT = /\.(zip|tar|tgz|gz|bz2|xz|7z|rar|whl|egg)$/i;
/** Decides how the scanner must treat a file, from its bytes first and its name second. */
function classify(file, data) {
    if (DOCUMENT_EXT.test(file))
        return "document";
    if (startsWith(data, [0x7f, 0x45, 0x4c, 0x46]) ||
        startsWith(data, [0xca, 0xfe, 0xba, 0xbe]) ||
        startsWith(data, [0x00, 0x61, 0x73, 0x6d])) {
        return "compiled";
    }
    if (COMPILED_EXT.test(file) || isPyc(data))
        return "compiled";
    if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) ||
        startsWith(data, [0x1f, 0x8b]) ||
        startsWith(data, [0x42, 0x5a, 0x68]) ||
        startsWith(data, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]) ||
        startsWith(data, [0x37, 0x7a, 0xbc, 0xaf]) ||
        (data.length > 262 && data.toString("latin1", 257, 262) === "ustar") ||
        ARCHIVE_EXT.test(file)) {
        return "archive";
    }
    return isText(data) ? "text" : "binary";
}
function startsWith(data, magic) {
    return data.length >= magic.length && magic.every((b, i) => data[i] === b);
}
/** CPython bytecode: a 2-byte version magic followed by "\r\n". */
function isPyc(data) {
    return data.length >= 16 && data[2] === 0x0d && data[3] === 0x0a && !isText(data.subarray(0, 64));
}
/** UTF-8 without NUL bytes. A BOM-less UTF-16 file counts as binary, and is reported unscannable. */
function isText(data) {
    if (data.includes(0))
        return false;
    try {
        new TextDecoder("utf-8", { fatal: true }).decode(data);
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/collect/schema.ts
var schema = __webpack_require__(77307);
;// CONCATENATED MODULE: ./src/collect/collect.ts









const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
const collect_MAX_DEPTH = 32;
const SKIP_DIRS = new Set([".git"]);
/** Reads a skill folder into the `collect` artifact, refusing anything we cannot audit faithfully. */
async function collectSkill(dir, opts = {}) {
    const limits = { ...schema/* DEFAULT_LIMITS */.dR, ...stripUndefined(opts) };
    const mode = opts.mode ?? "spec";
    const root = external_node_path_default().resolve(dir);
    const rootStat = tryStat(root);
    if (!rootStat)
        throw new errors/* InputError */.dz(dir, "no such directory");
    if (!rootStat.isDirectory())
        throw new errors/* InputError */.dz(dir, "not a directory (pass the skill folder that holds SKILL.md)");
    const realRoot = (0,external_node_fs_.realpathSync)(root);
    const skillMdPath = external_node_path_default().join(root, "SKILL.md");
    const skillMdStat = tryLstat(skillMdPath);
    if (!skillMdStat)
        throw new errors/* InputError */.dz(skillMdPath, "missing: a skill folder must contain SKILL.md");
    const contents = new Map();
    const files = [];
    let total = 0;
    const visit = async (abs, rel, depth) => {
        if (depth > collect_MAX_DEPTH)
            throw new errors/* InputError */.dz(abs, `directory tree deeper than ${collect_MAX_DEPTH} levels`);
        let entries;
        try {
            entries = (0,external_node_fs_.readdirSync)(abs).sort();
        }
        catch (e) {
            throw new errors/* InputError */.dz(abs, `cannot read directory: ${errCode(e)}`);
        }
        for (const name of entries) {
            if (SKIP_DIRS.has(name))
                continue;
            const childAbs = external_node_path_default().join(abs, name);
            const childRel = rel ? `${rel}/${name}` : name;
            const st = (0,external_node_fs_.lstatSync)(childAbs);
            let target = childAbs;
            if (st.isSymbolicLink()) {
                let real;
                try {
                    real = (0,external_node_fs_.realpathSync)(childAbs);
                }
                catch (e) {
                    throw new errors/* InputError */.dz(childAbs, `broken or looping symlink (${errCode(e)})`);
                }
                if (real !== realRoot && !real.startsWith(realRoot + (external_node_path_default()).sep)) {
                    throw new errors/* InputError */.dz(childAbs, `symlink leaves the skill folder (points to ${real})`);
                }
                const tst = (0,external_node_fs_.statSync)(real);
                // Links to folders inside the skill would make the walk cyclic; their files are walked where they live.
                if (tst.isDirectory())
                    continue;
                target = real;
            }
            else if (st.isDirectory()) {
                await visit(childAbs, childRel, depth + 1);
                continue;
            }
            else if (!st.isFile()) {
                throw new errors/* InputError */.dz(childAbs, "not a regular file (device, socket or FIFO)");
            }
            const size = (0,external_node_fs_.statSync)(target).size;
            if (size > limits.maxFileBytes) {
                throw new errors/* InputError */.dz(childAbs, `file is ${size} bytes, over the ${limits.maxFileBytes}-byte limit`);
            }
            total += size;
            if (total > limits.maxPackageBytes) {
                throw new errors/* InputError */.dz(root, `skill package is over the ${limits.maxPackageBytes}-byte limit`);
            }
            if (files.length + 1 > limits.maxFiles) {
                throw new errors/* InputError */.dz(root, `skill package has more than ${limits.maxFiles} files`);
            }
            let data;
            try {
                data = (0,external_node_fs_.readFileSync)(target);
            }
            catch (e) {
                throw new errors/* InputError */.dz(childAbs, `unreadable: ${errCode(e)}`);
            }
            contents.set(childRel, data);
            files.push({
                path: childRel,
                size: data.length,
                sha256: (0,hash/* sha256 */.sc)(data),
                kind: classify(childRel, data),
                executable: (st.mode & 0o111) !== 0,
            });
        }
    };
    await visit(root, "", 0);
    const skillMd = contents.get("SKILL.md");
    if (!skillMd)
        throw new errors/* InputError */.dz(skillMdPath, "missing or not a regular file");
    const skillMdFile = files.find((f) => f.path === "SKILL.md");
    if (skillMdFile?.kind !== "text")
        throw new errors/* InputError */.dz(skillMdPath, "not a UTF-8 text file");
    const parsed = parseSkillMd(skillMd.toString("utf8"), skillMdPath, external_node_path_default().basename(root), mode);
    const contentHash = (0,hash/* sha256 */.sc)(files.map((f) => `${f.path}\0${f.sha256}\n`).join(""));
    const pkg = schema/* SkillPackage */.s.parse({
        name: parsed.name,
        description: parsed.description,
        root,
        frontmatter: parsed.frontmatter,
        validationMode: mode,
        warnings: parsed.warnings,
        files,
        totalBytes: total,
        contentHash,
        provenance: await provenance(root, opts.git),
    });
    return { pkg, contents };
}
/** Every folder at or below `dir` that holds a SKILL.md, sorted; `.git` and `node_modules` are not searched. */
async function findSkillRoots(dir) {
    const out = [];
    const walk = async (abs, depth) => {
        if (depth > collect_MAX_DEPTH)
            return;
        const entries = tryReaddir(abs);
        if (entries.some((e) => e.name === "SKILL.md" && (e.isFile() || e.isSymbolicLink())))
            out.push(abs);
        for (const e of entries) {
            if (e.isDirectory() && e.name !== ".git" && e.name !== "node_modules")
                await walk(external_node_path_default().join(abs, e.name), depth + 1);
        }
    };
    const root = external_node_path_default().resolve(dir);
    const st = tryStat(root);
    if (!st?.isDirectory())
        throw new errors/* InputError */.dz(dir, "no such directory");
    await walk(root, 0);
    return out.sort();
}
async function repoInfo(top) {
    const git = async (...args) => {
        try {
            const { stdout } = await run("git", ["-C", top, ...args], {
                timeout: 5000,
                maxBuffer: 64 * 1024 * 1024,
            });
            return stdout;
        }
        catch {
            return undefined;
        }
    };
    const [commit, remote, status] = await Promise.all([
        git("rev-parse", "HEAD"),
        git("config", "--get", "remote.origin.url"),
        git("status", "--porcelain", "-z"),
    ]);
    if (status === undefined)
        return null;
    // -z entries: "XY path", with a rename's source as the next entry.
    const changed = [];
    const entries = status.split("\0");
    for (let i = 0; i < entries.length; i++) {
        const e = entries[i] ?? "";
        if (e.length < 4)
            continue;
        changed.push(e.slice(3));
        if (e[0] === "R" || e[0] === "C")
            i++;
    }
    return {
        top,
        ...(commit?.trim() ? { commit: commit.trim() } : {}),
        ...(remote?.trim() ? { remote: remote.trim() } : {}),
        changed,
    };
}
/** The nearest folder at or above `dir` holding `.git` (a folder, or a file in worktrees and submodules). */
async function gitTop(dir) {
    for (let d = dir;; d = external_node_path_default().dirname(d)) {
        if (tryLstat(external_node_path_default().join(d, ".git")))
            return d;
        if (external_node_path_default().dirname(d) === d)
            return null;
    }
}
async function provenance(root, cache = new Map()) {
    const top = await gitTop((0,external_node_fs_.realpathSync)(root));
    if (!top)
        return {};
    if (!cache.has(top))
        cache.set(top, repoInfo(top));
    const info = await cache.get(top);
    if (!info)
        return {};
    const rel = external_node_path_default().relative(top, (0,external_node_fs_.realpathSync)(root)).split((external_node_path_default()).sep).join("/") || ".";
    const inside = (p) => rel === "." || p === rel || p.startsWith(`${rel}/`) || (p.endsWith("/") && `${rel}/`.startsWith(p));
    return {
        ...(info.remote ? { repo: info.remote } : {}),
        ...(info.commit ? { commit: info.commit } : {}),
        path: rel,
        dirty: info.changed.some(inside),
    };
}
// Collect reads many small files one after another: synchronous calls cost a fraction of the
// thread-pool round trip each promise-based call pays, and nothing else runs meanwhile anyway.
function tryStat(p) {
    try {
        return (0,external_node_fs_.statSync)(p);
    }
    catch {
        return null;
    }
}
function tryLstat(p) {
    try {
        return (0,external_node_fs_.lstatSync)(p);
    }
    catch {
        return null;
    }
}
function tryReaddir(p) {
    try {
        return (0,external_node_fs_.readdirSync)(p, { withFileTypes: true });
    }
    catch {
        return [];
    }
}
function errCode(e) {
    return e?.code ?? String(e);
}
function stripUndefined(o) {
    return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}


/***/ }),

/***/ 77307:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dR: () => (/* binding */ DEFAULT_LIMITS),
/* harmony export */   jx: () => (/* binding */ ValidationMode),
/* harmony export */   kY: () => (/* binding */ Provenance),
/* harmony export */   s: () => (/* binding */ SkillPackage)
/* harmony export */ });
/* unused harmony exports FileKind, SkillFile */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40104);

const ValidationMode = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["spec", "claude-code"]);
const FileKind = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["text", "binary", "archive", "document", "compiled"]);
const SkillFile = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Relative to the skill root, POSIX separators. */
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    size: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    sha256: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    kind: FileKind,
    executable: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
});
const Provenance = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    repo: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    commit: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** Skill root relative to the repository top level. */
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    dirty: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});
/** The `collect` stage's artifact: everything later stages may know about a skill, minus file bytes. */
const SkillPackage = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Absolute path of the skill folder on this machine. */
    root: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    frontmatter: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    validationMode: ValidationMode,
    /** Non-fatal remarks about the package (unknown keys in claude-code mode, etc.). */
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    files: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SkillFile),
    totalBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    /** sha256 over sorted (path, sha256) pairs: equal packages, equal hash, wherever they live. */
    contentHash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    provenance: Provenance,
});
const DEFAULT_LIMITS = {
    maxFileBytes: 5 * 1024 * 1024,
    maxPackageBytes: 50 * 1024 * 1024,
    maxFiles: 5000,
};


/***/ }),

/***/ 78041:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ resolveSkillDirs),
  b: () => (/* binding */ runAudit)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/collect/collect.ts + 2 modules
var collect = __webpack_require__(77127);
// EXTERNAL MODULE: ./src/score/stats.ts
var stats = __webpack_require__(21117);
;// CONCATENATED MODULE: ./src/score/aggregate.ts

const nonNull = (xs) => xs.filter((x) => x !== null);
/**
 * Skill-level utility over valid pairs. Repeated trials of one scenario count as
 * separate pairs; the 95% interval is a t-interval over all valid pairs, clipped
 * to PRG's range [−1, 1].
 */
function utility(pairScores, activation) {
    const valid = pairScores.filter((p) => p.valid);
    const prgs = nonNull(valid.map((p) => p.prg));
    const reasons = new Map();
    for (const p of pairScores) {
        if (p.valid)
            continue;
        const r = p.invalidReason ?? "unknown";
        reasons.set(r, (reasons.get(r) ?? 0) + 1);
    }
    const ci = (0,stats/* meanCi95 */.mH)(prgs);
    return {
        prg: (0,stats/* mean */.i2)(prgs),
        prgGoal: (0,stats/* mean */.i2)(nonNull(valid.map((p) => p.prgGoal))),
        prgInstruction: (0,stats/* mean */.i2)(nonNull(valid.map((p) => p.prgInstruction))),
        prgCi: ci ? [(0,stats/* clip */.$Q)(ci[0], -1, 1), (0,stats/* clip */.$Q)(ci[1], -1, 1)] : null,
        pairs: pairScores.length,
        validPairs: valid.length,
        invalidPairs: pairScores.length - valid.length,
        // Sorted keys keep the JSON report byte-stable.
        invalidReasons: Object.fromEntries([...reasons].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
        ceilingPairs: valid.filter((p) => p.ceiling).length,
        activationRate: activation && activation.total > 0 ? activation.used / activation.total : null,
    };
}
/** Skill-level efficiency/cost over efficiency-valid pairs (paper eqs. 5–7). */
function efficiency(pairScores, alpha = 0.5) {
    if (!(alpha >= 0 && alpha <= 1))
        throw new RangeError(`alpha must be in [0, 1], got ${alpha}`);
    const ev = pairScores.filter((p) => p.efficiencyValid);
    const eg = (0,stats/* mean */.i2)(nonNull(ev.map((p) => p.eg)));
    const cg = (0,stats/* mean */.i2)(nonNull(ev.map((p) => p.cg)));
    return {
        alpha,
        efficiencyValidPairs: ev.length,
        eg,
        cg,
        // Mean of per-pair ECG equals this by linearity; recomputing honours this call's alpha.
        ecg: eg === null || cg === null ? null : alpha * eg + (1 - alpha) * cg,
        deltaTMs: (0,stats/* mean */.i2)(nonNull(ev.map((p) => p.deltaTMs))),
        deltaTokens: (0,stats/* mean */.i2)(nonNull(ev.map((p) => p.deltaTokens))),
    };
}

// EXTERNAL MODULE: ./src/score/safety.ts
var safety = __webpack_require__(11966);
;// CONCATENATED MODULE: ./src/score/gate.ts

const fmt = (x, digits) => String(Number(x.toFixed(digits)));
/**
 * Merge gate for one skill. Reasons list failures only; an unmeasured PRG with
 * --min-prg set is not a failure (the report's stage table says why it is missing).
 */
function gate(skill, opts) {
    const reasons = [];
    const { status, score } = skill.safety;
    const shown = (0,safety/* displayScore */.VW)(score);
    if (opts.failOn !== "never") {
        if (status === "risky")
            reasons.push(`safety is risky: S = ${shown} < 80 (fail-on ${opts.failOn})`);
        else if (status === "caution" && opts.failOn === "caution")
            reasons.push(`safety is caution: S = ${shown} < 100 (fail-on caution)`);
    }
    const prg = skill.utility?.prg ?? null;
    if (opts.minPrg !== null && prg !== null && prg < opts.minPrg) {
        reasons.push(`PRG ${fmt(prg, 3)} is below min-prg ${fmt(opts.minPrg, 3)}`);
    }
    return { passed: reasons.length === 0, reasons };
}

;// CONCATENATED MODULE: ./src/score/pair.ts

/** First matching reason wins, in this order, so a pair has exactly one reason. */
function invalidReason(pair) {
    if (pair.with.timedOut || pair.without.timedOut)
        return "timeout";
    if (pair.judgeFailed)
        return "judge_failed";
    if (pair.items.length === 0)
        return "empty_rubric";
    if (!pair.skillUsed)
        return "skill_not_used";
    return null;
}
function passRateGain(items, kind) {
    const xs = kind ? items.filter((i) => i.kind === kind) : items;
    if (xs.length === 0)
        return null;
    let gain = 0;
    for (const i of xs)
        gain += Number(i.passWith) - Number(i.passWithout);
    return gain / xs.length;
}
/** Effective input tokens: cache reads are not fresh input (paper, section 4.4). */
function effectiveInput(run) {
    return Math.max(0, run.inputTokens - run.cacheReadTokens);
}
/**
 * Relative saving clip((wo − wi)/wo, −1, 1). A zero baseline has no relative
 * saving, so it yields null (and the pair drops out of the efficiency set)
 * rather than an invented ±1.
 */
function relativeGain(without, withSkill) {
    if (!(without > 0))
        return null;
    return (0,stats/* clip */.$Q)((without - withSkill) / without, -1, 1);
}
/**
 * Scores one with/without pair. Invalid pairs keep their counts for the report
 * but carry no PRG and no efficiency numbers. A pair is efficiency-valid when it
 * is valid, both runs pass at least one item, and both relative gains are
 * defined (non-zero baseline wall time and effective input tokens).
 */
function scorePair(pair, alpha = 0.5) {
    if (!(alpha >= 0 && alpha <= 1))
        throw new RangeError(`alpha must be in [0, 1], got ${alpha}`);
    const reason = invalidReason(pair);
    const n = pair.items.length;
    const nWith = pair.items.filter((i) => i.passWith).length;
    const nWithout = pair.items.filter((i) => i.passWithout).length;
    const evidence = [pair.with.evidence, pair.without.evidence, pair.judgment].filter((e) => e !== "");
    const kind = (k) => {
        const xs = pair.items.filter((i) => i.kind === k);
        return {
            n: xs.length,
            nWith: xs.filter((i) => i.passWith).length,
            nWithout: xs.filter((i) => i.passWithout).length,
        };
    };
    const use = (r) => ({ wallTimeMs: r.wallTimeMs, effectiveInputTokens: effectiveInput(r) });
    const base = {
        scenarioId: pair.scenarioId,
        trial: pair.trial,
        n,
        nWith,
        nWithout,
        evidence,
        kinds: { goal: kind("goal"), instruction: kind("instruction") },
        runs: { with: use(pair.with), without: use(pair.without) },
    };
    const none = { eg: null, cg: null, ecg: null, deltaTMs: null, deltaTokens: null, efficiencyValid: false };
    if (reason !== null) {
        return {
            ...base,
            valid: false,
            invalidReason: reason,
            ceiling: false,
            prg: null,
            prgGoal: null,
            prgInstruction: null,
            ...none,
        };
    }
    const scored = {
        ...base,
        valid: true,
        ceiling: nWithout === n,
        prg: passRateGain(pair.items),
        prgGoal: passRateGain(pair.items, "goal"),
        prgInstruction: passRateGain(pair.items, "instruction"),
    };
    const tWo = pair.without.wallTimeMs;
    const tWi = pair.with.wallTimeMs;
    const qWo = effectiveInput(pair.without);
    const qWi = effectiveInput(pair.with);
    const eg = relativeGain(tWo, tWi);
    const cg = relativeGain(qWo, qWi);
    if (nWith === 0 || nWithout === 0 || eg === null || cg === null)
        return { ...scored, ...none };
    return {
        ...scored,
        efficiencyValid: true,
        eg,
        cg,
        ecg: alpha * eg + (1 - alpha) * cg,
        deltaTMs: tWo - tWi,
        deltaTokens: qWo - qWi,
    };
}

// EXTERNAL MODULE: ./src/report/schema.ts
var schema = __webpack_require__(91327);
;// CONCATENATED MODULE: ./src/report/build.ts





const SEV_RANK = { H: 0, M: 1, L: 2 };
/** Severity first, then location: a stable order for every renderer. */
function compareFindings(a, b) {
    return (SEV_RANK[a.severity] - SEV_RANK[b.severity] ||
        (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
        a.line - b.line ||
        (a.pattern < b.pattern ? -1 : a.pattern > b.pattern ? 1 : 0) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
const SCAN_STAGE = "rule-scan";
function defaultPath(pkg) {
    if (pkg.provenance.path)
        return pkg.provenance.path;
    const parts = pkg.root.split(/[\\/]/).filter(Boolean);
    return parts[parts.length - 1] ?? ".";
}
function parseOrThrow(schema, value, what) {
    const r = schema.safeParse(value);
    if (!r.success)
        throw new Error(`bug: ${what} does not match its schema: ${String(r.error)}`);
    return r.data;
}
/** Assembles one skill's report from stage artifacts; all numbers come from the score functions. */
function buildSkillReport(input) {
    const { pkg, scan, settings } = input;
    const alpha = settings.alpha ?? 0.5;
    const findings = scan.findings
        .map((f) => {
        const probe = f.probe ?? input.probes?.get(f.id);
        return probe ? { ...f, probe } : { ...f };
    })
        .sort(compareFindings);
    const safetyScore = (0,safety/* safety */.$q)(findings);
    const pairs = input.pairs?.map((p) => scorePair(p, alpha)) ?? [];
    const activation = input.activation !== undefined
        ? input.activation
        : input.pairs
            ? { used: input.pairs.filter((p) => p.skillUsed).length, total: input.pairs.length }
            : null;
    const util = input.pairs ? utility(pairs, activation) : null;
    const eff = input.pairs ? efficiency(pairs, alpha) : null;
    const verdict = gate({ safety: safetyScore, utility: util }, settings);
    // Without a rule scan S = 100 would be invented: the gate must not pass on it.
    const scanStage = input.stages.find((s) => s.stage === SCAN_STAGE);
    if (settings.failOn !== "never" &&
        (!scanStage || scanStage.status === "skipped" || scanStage.status === "failed")) {
        verdict.reasons.unshift(`safety not measured: ${SCAN_STAGE} ${scanStage ? scanStage.status : "did not run"}${scanStage?.reason ? ` (${scanStage.reason})` : ""}`);
        verdict.passed = false;
    }
    const report = {
        skill: {
            name: pkg.name,
            description: pkg.description,
            path: input.path ?? defaultPath(pkg),
            contentHash: pkg.contentHash,
            provenance: pkg.provenance,
            validationMode: pkg.validationMode,
            warnings: [...pkg.warnings],
            fileCount: pkg.files.length,
            totalBytes: pkg.totalBytes,
        },
        stages: [...input.stages],
        safety: safetyScore,
        findings,
        suppressed: [...scan.suppressed].sort((a, b) => compareFindings(a.finding, b.finding)),
        unscannable: [...scan.unscannable].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)),
        utility: util,
        efficiency: eff,
        pairs,
        backbone: input.backbone ?? null,
        tasks: input.tasks ?? null,
        usage: input.usage ?? null,
        gate: verdict,
    };
    return parseOrThrow(schema/* SkillReport */.SG, report, "skill report");
}
/** The whole run's report; it passes when every skill's gate passes. */
function buildReport(skills, settings, meta) {
    const report = {
        schemaVersion: schema/* SCHEMA_VERSION */.f$,
        tool: { name: "skillaudit", version: meta.version },
        generatedAt: meta.generatedAt,
        settings,
        skills: [...skills],
        passed: skills.every((s) => s.gate.passed),
    };
    return parseOrThrow(schema/* Report */.pl, report, "report");
}

// EXTERNAL MODULE: ./src/util/hash.ts
var hash = __webpack_require__(95138);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/scan/containers.ts

const DEFAULT_CONTAINER_LIMITS = {
    maxEntries: 2000,
    maxTotalBytes: 50 * 1024 * 1024,
    maxEntryBytes: 10 * 1024 * 1024,
    maxDepth: 3,
};
class Budget {
    limits;
    used = 0;
    entries = 0;
    constructor(limits) {
        this.limits = limits;
    }
    take(bytes) {
        if (this.used + bytes > this.limits.maxTotalBytes)
            return false;
        this.used += bytes;
        return true;
    }
    left() {
        return Math.min(this.limits.maxEntryBytes, this.limits.maxTotalBytes - this.used);
    }
}
/** Reads a zip's central directory and inflates each member with a hard output cap (zip-bomb safe). */
function readZip(buf, budget) {
    let eocd = -1;
    for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65557); i--) {
        if (buf.readUInt32LE(i) === 0x06054b50) {
            eocd = i;
            break;
        }
    }
    if (eocd < 0)
        return { members: [], problem: "corrupt zip: no end-of-central-directory record" };
    const count = buf.readUInt16LE(eocd + 10);
    let p = buf.readUInt32LE(eocd + 16);
    const members = [];
    for (let n = 0; n < count; n++) {
        if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50)
            return { members, problem: "corrupt zip central directory" };
        if (++budget.entries > budget.limits.maxEntries)
            return { members, problem: `more than ${budget.limits.maxEntries} entries` };
        const flags = buf.readUInt16LE(p + 8);
        const method = buf.readUInt16LE(p + 10);
        const csize = buf.readUInt32LE(p + 20);
        const usize = buf.readUInt32LE(p + 24);
        const nlen = buf.readUInt16LE(p + 28);
        const xlen = buf.readUInt16LE(p + 30);
        const clen = buf.readUInt16LE(p + 32);
        const local = buf.readUInt32LE(p + 42);
        const name = buf.toString(flags & 0x800 ? "utf8" : "latin1", p + 46, p + 46 + nlen);
        p += 46 + nlen + xlen + clen;
        if (name.endsWith("/"))
            continue;
        if (flags & 0x1) {
            members.push({ name, problem: "encrypted zip entry" });
            continue;
        }
        if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) {
            members.push({ name, problem: "corrupt zip entry header" });
            continue;
        }
        const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
        const raw = buf.subarray(start, start + csize);
        const cap = budget.left();
        if (usize > cap) {
            members.push({
                name,
                problem: `entry expands to ${usize} bytes, over the ${cap}-byte extraction budget`,
            });
            continue;
        }
        try {
            let data;
            if (method === 0)
                data = Buffer.from(raw);
            else if (method === 8)
                data = (0,external_node_zlib_.inflateRawSync)(raw, { maxOutputLength: Math.max(1, cap) });
            else {
                members.push({ name, problem: `unsupported zip compression method ${method}` });
                continue;
            }
            if (!budget.take(data.length)) {
                members.push({ name, problem: "extraction budget exhausted (possible zip bomb)" });
                continue;
            }
            members.push({ name, data });
        }
        catch (e) {
            const msg = e.message ?? String(e);
            members.push({
                name,
                problem: /larger than|maxOutputLength|too large|ERR_BUFFER/i.test(msg)
                    ? "entry exceeds the extraction budget (possible zip bomb)"
                    : `corrupt zip entry (${msg})`,
            });
        }
    }
    return { members };
}
/** ustar / GNU / pax tar reader. */
function readTar(buf, budget) {
    const members = [];
    let p = 0;
    let longName;
    let paxPath;
    while (p + 512 <= buf.length) {
        const h = buf.subarray(p, p + 512);
        if (h.every((b) => b === 0))
            break;
        const field = (a, b) => h.toString("latin1", a, a + b).replace(/\0.*$/s, "");
        const size = parseInt(field(124, 12).trim() || "0", 8);
        if (!Number.isFinite(size) || size < 0)
            return { members, problem: "corrupt tar header" };
        const type = field(156, 1) || "0";
        const prefix = field(257, 6) === "ustar" ? field(345, 155) : "";
        let name = longName ?? paxPath ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
        const body = buf.subarray(p + 512, p + 512 + size);
        p += 512 + Math.ceil(size / 512) * 512;
        if (type === "L") {
            longName = body.toString("utf8").replace(/\0.*$/s, "");
            continue;
        }
        if (type === "x") {
            paxPath = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString("utf8"))?.[1];
            continue;
        }
        if (type === "g")
            continue;
        longName = undefined;
        paxPath = undefined;
        if (type !== "0" && type !== "7" && type !== "\0")
            continue;
        if (++budget.entries > budget.limits.maxEntries)
            return { members, problem: `more than ${budget.limits.maxEntries} entries` };
        name = name.replace(/^\.\//, "");
        if (size > budget.left() || !budget.take(size)) {
            members.push({ name, problem: "entry exceeds the extraction budget" });
            continue;
        }
        members.push({ name, data: Buffer.from(body) });
    }
    return { members };
}
function gunzipCapped(buf, budget) {
    try {
        const out = (0,external_node_zlib_.gunzipSync)(buf, { maxOutputLength: Math.max(1, budget.left()) });
        if (!budget.take(out.length))
            return "extraction budget exhausted (possible gzip bomb)";
        return out;
    }
    catch (e) {
        const msg = e.message;
        return /larger than|maxOutputLength|ERR_BUFFER/i.test(msg)
            ? "decompresses beyond the extraction budget (possible gzip bomb)"
            : `corrupt gzip data (${msg})`;
    }
}
/** Printable ASCII/UTF-8 runs in binary data (how .pyc constants and names are recovered). */
function printableStrings(buf, min = 4) {
    const out = [];
    let cur = "";
    for (const b of buf) {
        if ((b >= 0x20 && b < 0x7f) || b === 0x09)
            cur += String.fromCharCode(b);
        else {
            if (b === 0x0a && cur.length > 0) {
                cur += " ";
                continue;
            }
            if (cur.trim().length >= min)
                out.push(cur.trim());
            cur = "";
        }
    }
    if (cur.trim().length >= min)
        out.push(cur.trim());
    return out;
}
/** Visible text of an office-document XML part, one paragraph per line; also flags text hidden by formatting. */
function officeXmlText(xml) {
    const hiddenRuns = [];
    for (const m of xml.matchAll(/<w:r\b[^>]*>(?:(?!<\/w:r>)[\s\S])*?<w:vanish\/>(?:(?!<\/w:r>)[\s\S])*?<\/w:r>/g)) {
        const t = [...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((x) => x[1]).join("");
        if (t.trim())
            hiddenRuns.push(unescapeXml(t));
    }
    const text = xml
        .replace(/<\/(w:p|a:p|text:p|text:h)>|<w:br\/>|<\/si>|<\/row>|<\/c>/g, "\n")
        .replace(/<w:tab\/>/g, "\t")
        .replace(/<[^>]+>/g, "")
        .split("\n")
        .map((l) => unescapeXml(l).trimEnd())
        .join("\n");
    return { text, hiddenRuns };
}
function unescapeXml(s) {
    return s
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&#(\d+);/g, (_a, d) => String.fromCodePoint(Number(d)))
        .replace(/&#x([0-9a-f]+);/gi, (_a, h) => String.fromCodePoint(parseInt(h, 16)))
        .replace(/&amp;/g, "&");
}
/** Text drawn by a PDF's content streams (Tj/TJ strings), after inflating Flate streams. Best effort. */
function pdfText(buf, budget) {
    const parts = [];
    const s = buf.toString("latin1");
    const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
    let any = false;
    for (const m of s.matchAll(streams)) {
        const raw = Buffer.from(m[1] ?? "", "latin1");
        let body;
        try {
            const out = (0,external_node_zlib_.inflateSync)(raw, { maxOutputLength: Math.max(1, budget.left()) });
            if (!budget.take(out.length))
                return parts.join("\n") || null;
            body = out.toString("latin1");
            any = true;
        }
        catch {
            body = m[1] ?? "";
        }
        for (const t of body.matchAll(/\((?:[^()\\]|\\.)*\)\s*Tj|\[((?:[^\]\\]|\\.)*)\]\s*TJ/g)) {
            const strings = [...t[0].matchAll(/\(((?:[^()\\]|\\.)*)\)/g)].map((x) => (x[1] ?? "").replace(/\\([()\\])/g, "$1"));
            parts.push(strings.join(""));
        }
    }
    for (const m of s.matchAll(/\/(?:JS|JavaScript|URI)\s*\(((?:[^()\\]|\\.)*)\)/g))
        parts.push(m[1] ?? "");
    if (!any && parts.length === 0)
        return null;
    return parts.join("\n");
}

;// CONCATENATED MODULE: ./src/scan/context.ts
/** Sentence-level context for text rules: polarity (negation) and quoted examples. */
const ABBREV = /\b(e\.g|i\.e|etc|vs|cf|approx|incl|resp|no|fig|e\.g\.,?)$/i;
/** Offset where the clause containing `idx` begins: after . ! ? ; a list bullet, a heading mark or a blank line. */
function clauseStart(text, idx) {
    const stop = Math.max(0, idx - 2000);
    for (let k = idx - 1; k >= stop; k--) {
        const c = text[k];
        if (c === ";" || c === "!" || c === "?")
            return k + 1;
        if (c === "." && /\s/.test(text[k + 1] ?? "") && !ABBREV.test(text.slice(Math.max(0, k - 6), k))) {
            return k + 1;
        }
        if (c === "\n") {
            // The line after k is blank, holds only indentation before the match, or starts a list item or heading.
            let j = k + 1;
            while (j < idx && (text[j] === " " || text[j] === "\t"))
                j++;
            if (j >= idx || text[j] === "\n" || /^([-*+]|\d+[.)]|#{1,6})\s/.test(text.slice(j, j + 8)))
                return k + 1;
        }
    }
    return stop;
}
/** Offset where the clause containing `idx` ends. */
function clauseEnd(text, idx) {
    // Bounded like clauseStart, so the work per match does not grow with the file.
    const stop = Math.min(text.length, idx + 2000);
    for (let k = idx; k < stop; k++) {
        const c = text[k];
        if (c === ";" || c === "!" || c === "?")
            return k;
        if (c === "." && (/\s/.test(text[k + 1] ?? "") || k + 1 === text.length))
            return k;
        if (c === "\n" && /^[ \t]*([-*+]|\d+[.)]|#{1,6})\s|^[ \t]*(\n|$)/.test(text.slice(k + 1, k + 40)))
            return k;
    }
    return stop;
}
const NEGATION = /\b(never|not|no|don'?t|do\s+not|does\s+not|doesn'?t|must\s+not|mustn'?t|should\s+not|shouldn'?t|cannot|can'?t|won'?t|will\s+not|avoid(?:ing)?|refuse\s+to|forbid(?:den)?|prohibit(?:ed)?|without|instead\s+of|rather\s+than|nor)\b/gi;
/** Negations that do not negate the action after them ("don't hesitate to", "not only"). */
const NON_NEGATING = /^\s*(hesitate|forget|fail|neglect|worry|bother|wait|only|just|need\s+to\s+(ask|confirm|check))\b/i;
const CONTRAST = /\b(but|however|instead|then|unless|except|otherwise|rather)\b|,\s*(and\s+)?(just|simply|go\s+ahead|run|use|execute|proceed)\b/i;
/**
 * True when the match at `idx` is negated in its own clause: a negation a few words before it,
 * with no contrast ("but", "instead", ", just run") in between.
 */
function context_isNegated(text, idx) {
    const start = clauseStart(text, idx);
    const prefix = text.slice(start, idx);
    let last = null;
    NEGATION.lastIndex = 0;
    for (let m = NEGATION.exec(prefix); m; m = NEGATION.exec(prefix))
        last = m;
    if (!last)
        return false;
    const after = prefix.slice(last.index + last[0].length);
    if (NON_NEGATING.test(after))
        return false;
    if (CONTRAST.test(after))
        return false;
    // "If the key is not set, read ~/.aws/credentials": a comma ends the negated part.
    if (/[,:)]/.test(after))
        return false;
    const words = after.trim().split(/\s+/).filter(Boolean).length;
    return words <= 7;
}
const QUOTES = [
    ['"', '"'],
    ["'", "'"],
    ["\u201c", "\u201d"],
    ["\u2018", "\u2019"],
    ["\u00ab", "\u00bb"],
    ["`", "`"],
];
/** True when idx lies between a pair of quotes on its line (checked in the original, unmasked line). */
function isQuotedAt(line, col) {
    for (const [o, c] of QUOTES) {
        // Jumps from one quote character to the next: only those change the state.
        let open = -1;
        for (let k = line.indexOf(o); k >= 0; k = line.indexOf(open < 0 ? o : c, k + 1)) {
            if (open < 0) {
                // An apostrophe inside a word is not a quote.
                if (o === "'" && isWordChar(line, k - 1) && isWordChar(line, k + 1))
                    continue;
                open = k;
            }
            else {
                if (c === "'" && isWordChar(line, k + 1))
                    continue;
                if (open < col && col < k)
                    return true;
                open = -1;
            }
        }
        if (open >= 0 && open < col && o !== "'")
            return true;
    }
    return false;
}
/** `\w` (ASCII letters, digits, underscore) at text[i]; false outside the text. */
function isWordChar(text, i) {
    const c = text.charCodeAt(i);
    return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}
const TEACHING = /\b(e\.g\.|for example|for instance|such as|like|examples?|phrases?|patterns?|attempts?|attacks?|injections?|malicious|suspicious|adversarial|jailbreaks?|detect\w*|flag\w*|block\w*|reject\w*|refuse\w*|recogni[sz]e\w*|look(ing)?\s+for|watch(ing)?\s+for|warn\w*|classif\w*|sanitiz\w*|red[- ]?team\w*|payloads?|contains?|containing|says?|saying|treat\w*\s+.*\bas\b|report\w*)\b/i;
/**
 * Is the match a quoted example of an attack (a security-teaching skill describing what to detect)?
 * "example" only when it is quoted and the sentence says it is an example or something to detect.
 */
function exampleVerdict(text, idx, line, col) {
    const clause = text.slice(clauseStart(text, idx), clauseEnd(text, idx));
    const teaching = TEACHING.test(clause);
    const quoted = isQuotedAt(line, col);
    if (quoted && teaching)
        return "example";
    if (quoted || teaching)
        return "maybe";
    return "none";
}
const RISKY_HEADER = /\b(risky|risk|bad|avoid|don'?t|never|attack(er)?s?|malicious|dangerous|unsafe|insecure|wrong|suspicious|example|examples|pattern|phrasing|payload|injection|before)\b/i;
/**
 * A markdown table cell quoting a command or phrase under a header such as "Risky" or
 * "Example the attacker writes": documentation of what not to do, not an instruction.
 */
function isTableExample(vlines, lineIdx, col) {
    const row = vlines[lineIdx] ?? "";
    if (!/^\s*\|/.test(row))
        return false;
    if (!isQuotedAt(row, col))
        return false;
    let k = lineIdx;
    while (k > 0 && /^\s*\|/.test(vlines[k - 1] ?? ""))
        k--;
    const header = vlines[k] ?? "";
    return RISKY_HEADER.test(header);
}

;// CONCATENATED MODULE: ./src/scan/text.ts
/** Byte sniffing, invisible-character handling and snippet helpers shared by the scanner. */
const has = (b, magic, at = 0) => b.length >= at + magic.length && magic.every((x, i) => b[at + i] === x);
/** Decides how to read bytes from their content; the extension only helps name a binary. */
function sniff(data, name) {
    if (has(data, [0x50, 0x4b, 0x03, 0x04]) || has(data, [0x50, 0x4b, 0x05, 0x06]))
        return { type: "zip" };
    if (has(data, [0x1f, 0x8b]))
        return { type: "gzip" };
    if (data.length > 262 && String.fromCharCode(...data.subarray(257, 262)) === "ustar")
        return { type: "tar" };
    if (has(data, [0x25, 0x50, 0x44, 0x46]))
        return { type: "pdf" };
    if (has(data, [0x7f, 0x45, 0x4c, 0x46]))
        return { type: "binary", what: "ELF executable" };
    if (has(data, [0x4d, 0x5a]))
        return { type: "binary", what: "Windows executable" };
    if (has(data, [0xcf, 0xfa, 0xed, 0xfe]) || has(data, [0xca, 0xfe, 0xba, 0xbe]))
        return { type: "binary", what: "Mach-O or Java class file" };
    if (has(data, [0x00, 0x61, 0x73, 0x6d]))
        return { type: "binary", what: "WebAssembly module" };
    if (has(data, [0x42, 0x5a, 0x68]))
        return { type: "binary", what: "bzip2 archive (not supported)" };
    if (has(data, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]))
        return { type: "binary", what: "xz archive (not supported)" };
    if (has(data, [0x37, 0x7a, 0xbc, 0xaf]))
        return { type: "binary", what: "7z archive (not supported)" };
    if (has(data, [0x52, 0x61, 0x72, 0x21]))
        return { type: "binary", what: "RAR archive (not supported)" };
    if (isPyc(data, name))
        return { type: "pyc" };
    if (has(data, [0xff, 0xfe]) || has(data, [0xfe, 0xff])) {
        const le = data[0] === 0xff;
        const body = Buffer.from(data.subarray(2));
        if (!le)
            body.swap16();
        return { type: "text", text: body.toString("utf16le") };
    }
    const text = decodeUtf8(data);
    if (text !== null)
        return { type: "text", text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
    if (/\.(png|jpe?g|gif|webp|bmp|ico|tiff?)$/i.test(name))
        return { type: "binary", what: "image" };
    return { type: "binary", what: "binary data" };
}
function isPyc(data, name) {
    if (data.length < 16 || data[2] !== 0x0d || data[3] !== 0x0a)
        return false;
    return /\.py[co]$/i.test(name) || data.subarray(0, 64).includes(0);
}
const utf8 = new TextDecoder("utf-8", { fatal: true });
function decodeUtf8(data) {
    if (data.includes(0))
        return null;
    try {
        return utf8.decode(data);
    }
    catch {
        return null;
    }
}
/** Zero-width and other invisible format characters (BOM counted when not at the start). */
const ZERO_WIDTH = /(?:\u034F|[\u200B-\u200D\u2060-\u2064\uFEFF\u180E\u00AD\u115F\u1160\u3164])/;
/** Bidirectional embedding/override/isolate controls (Trojan Source) and marks. */
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
/** Unicode tag characters U+E0000–E007F, encoded as surrogate pairs in JS strings. */
const TAG_RUN = /(?:\uDB40[\uDC00-\uDC7F])+/g;
const INVISIBLE_ALL = /(?:\u034F|[\u200B-\u200D\u2060-\u2064\uFEFF\u180E\u00AD\u115F\u1160\u3164\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C])/g;
const ANY_HIDDEN = new RegExp(`${TAG_RUN.source}|${INVISIBLE_ALL.source}`);
/** Text with tag characters decoded to ASCII and other invisible characters removed, so rules see what a model sees. */
function reveal(text) {
    // Most texts hold neither: one scan answers that, instead of two replaces.
    if (!ANY_HIDDEN.test(text))
        return text;
    return text.replace(TAG_RUN, decodeTags).replace(INVISIBLE_ALL, "");
}
function decodeTags(run) {
    let out = "";
    for (const ch of run) {
        const cp = (ch.codePointAt(0) ?? 0) - 0xe0000;
        if (cp >= 0x20 && cp < 0x7f)
            out += String.fromCharCode(cp);
        else if (cp === 0x0a || cp === 0x09)
            out += " ";
    }
    return out;
}
/** Renders a source line for humans: invisible characters made visible, hiding whitespace collapsed, capped. */
function makeSnippet(line, col = 0, cap = 200) {
    let s = line
        .replace(TAG_RUN, (r) => `⟦tags: ${decodeTags(r)}⟧`)
        .replace(INVISIBLE_ALL, (c) => `<U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}>`);
    let c = col;
    if (/[ \t]{12,}/.test(s)) {
        const before = s.slice(0, col).replace(/[ \t]{12,}/g, " … ");
        c = before.length;
        s = before + s.slice(col).replace(/[ \t]{12,}/g, " … ");
    }
    const lead = s.length - s.trimStart().length;
    s = s.trim();
    c = Math.max(0, c - lead);
    if (s.length <= cap)
        return s;
    const start = Math.max(0, Math.min(c - 60, s.length - cap));
    return `${start > 0 ? "…" : ""}${s.slice(start, start + cap - 1)}…`;
}
/** Offsets of line starts in `text` (index 0 is always 0). */
function lineStarts(text) {
    const out = [0];
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1))
        out.push(i + 1);
    return out;
}
/** 0-based line index containing offset `off`. */
function lineIndexAt(starts, off) {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((starts[mid] ?? 0) <= off)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}
/** Replaces every non-newline character of text[from, to) with a space, keeping offsets and line numbers. */
function blank(text, from, to) {
    return text.slice(0, from) + spaces(text.slice(from, to)) + text.slice(to);
}
/** blank() for many ranges at once, in one pass (ranges may overlap and come in any order). */
function blankRanges(text, ranges) {
    if (ranges.length === 0)
        return text;
    const sorted = [...ranges].sort((x, y) => x[0] - y[0]);
    const parts = [];
    let at = 0;
    for (const [a, b] of sorted) {
        const from = Math.max(a, at);
        if (b <= from)
            continue;
        parts.push(text.slice(at, from), spaces(text.slice(from, b)));
        at = b;
    }
    parts.push(text.slice(at));
    return parts.join("");
}
/** text with every character but newlines turned into a space (a regex replace costs a match per character). */
function spaces(text) {
    if (!text.includes("\n"))
        return " ".repeat(text.length);
    return text
        .split("\n")
        .map((l) => " ".repeat(l.length))
        .join("\n");
}
/** Share of printable characters (letters, digits, punctuation, whitespace) in a decoded byte string. */
function printableRatio(s) {
    if (s.length === 0)
        return 0;
    let ok = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if ((c >= 0x20 && c < 0x7f) || c === 9 || c === 10 || c === 13)
            ok++;
    }
    return ok / s.length;
}

;// CONCATENATED MODULE: ./src/scan/hidden.ts

/** Lines (0-based) that are code in this file, so hidden-content hits can be called SC3 there and P2 elsewhere. */
function codeLineSetUncached(file) {
    const set = new Set();
    for (const r of file.regions) {
        if (r.ctx !== "code")
            continue;
        for (let k = 0; k < r.starts.length; k++) {
            const a = r.starts[k] ?? 0;
            const b = r.starts[k + 1] ?? r.text.length;
            if (/\S/.test(r.text.slice(a, b)))
                set.add(r.startLine - 1 + k);
        }
    }
    return set;
}
const pat = (_file, code, line) => (code.has(line - 1) ? "SC3" : "P2");
const ZW_G = /(?:\u034F|[\u200B-\u200D\u2060-\u2064\u180E\u115F\u1160\u3164])|(?<!^)\uFEFF/g;
const BIDI_G = /[\u202A-\u202E\u2066-\u2069]/g;
/** Zero-width characters, Unicode tag characters (decoded) and bidi controls, one hit per line and kind. */
function invisibleCharsUncached(file, raw) {
    const out = [];
    const code = codeLineSet(file);
    const lines = raw.split("\n");
    lines.forEach((l, i) => {
        const line = i + 1;
        TAG_RUN.lastIndex = 0;
        const tags = [...l.matchAll(TAG_RUN)];
        if (tags.length) {
            const decoded = tags
                .map((t) => decodeTags(t[0]))
                .join(" ")
                .trim();
            out.push({
                line,
                col: tags[0]?.index,
                pattern: pat(file, code, line),
                rule: "unicode-tags",
                confidence: decoded.length >= 4 ? 0.95 : 0.7,
                message: `Invisible Unicode tag characters encode hidden text: "${decoded.slice(0, 160)}"`,
            });
        }
        const zw = l.match(ZW_G);
        if (zw && !(zw.length === 1 && /\u200D/.test(zw[0]) && /\p{Extended_Pictographic}/u.test(l))) {
            const inside = /[A-Za-z]\u200B|[A-Za-z][\u200B-\u200D\u2060][A-Za-z]/.test(l);
            out.push({
                line,
                col: l.search(ZW_G),
                pattern: pat(file, code, line),
                rule: "zero-width",
                confidence: zw.length >= 3 || inside ? 0.8 : 0.55,
                message: `${zw.length} zero-width character(s) hide or split text a reviewer cannot see`,
            });
        }
        const bidi = l.match(BIDI_G);
        if (bidi) {
            out.push({
                line,
                col: l.search(BIDI_G),
                pattern: pat(file, code, line),
                rule: "bidi-control",
                confidence: 0.8,
                message: `Bidirectional control character(s) reorder how this line displays (Trojan Source)`,
            });
        }
    });
    return out;
}
/** Instruction- or code-like content in decoded text. */
const PAYLOAD_WORDS = /\b(ignore|instructions?|system prompt|you (must|are|should|will)|assistant|do not tell|send|upload|exfiltrat\w*|curl|wget|bash|sh -c|exec|eval|import|require|subprocess|os\.system|popen|powershell|https?:\/\/|password|token|secret|api[_ ]?key|\.ssh|id_rsa|credentials|rm -rf|chmod|base64|socket|environ|process\.env)\b/i;
const B64 = /(?<![A-Za-z0-9+/=_-])(?:[A-Za-z0-9+/]{4}){12,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?(?![A-Za-z0-9+/=])/g;
const B64URL = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{64,}(?![A-Za-z0-9_-])/g;
const HEX = /(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}){32,}(?![0-9A-Fa-f])/g;
const XESC = /(?:\\x[0-9A-Fa-f]{2}){12,}/g;
const CHARCODES = /fromCharCode\s*\(\s*((?:\d{2,3}\s*,\s*){7,}\d{2,3})\s*\)|(?:chr\(\s*\d{2,3}\s*\)\s*\+\s*){7,}chr\(\s*\d{2,3}\s*\)/g;
/** Long base64 / hex / escape blobs that decode to readable instructions or code. */
function encodedBlobsUncached(text) {
    const starts = lineStarts(text);
    const out = [];
    const seen = new Set();
    const push = (off, encoding, decoded) => {
        const line = lineIndexAt(starts, off) + 1;
        if (seen.has(line))
            return;
        if (decoded.length < 12 || printableRatio(decoded) < 0.9 || !PAYLOAD_WORDS.test(decoded))
            return;
        seen.add(line);
        out.push({
            line,
            col: off - (starts[line - 1] ?? 0),
            encoding,
            text: decoded.replace(/\s+/g, " ").trim(),
        });
    };
    const tryB64 = (s, url) => {
        try {
            return Buffer.from(url ? s.replace(/-/g, "+").replace(/_/g, "/") : s, "base64").toString("latin1");
        }
        catch {
            return "";
        }
    };
    // A base64 payload wrapped over several lines decodes as one.
    const lines = text.split("\n");
    for (let i = 0; i < lines.length; i++) {
        if (!/^\s*[A-Za-z0-9+/]{24,}={0,2}\s*$/.test(lines[i] ?? ""))
            continue;
        let j = i;
        while (j + 1 < lines.length && /^\s*[A-Za-z0-9+/]{4,}={0,2}\s*$/.test(lines[j + 1] ?? ""))
            j++;
        if (j > i) {
            const joined = lines
                .slice(i, j + 1)
                .map((l) => l.trim())
                .join("");
            push((starts[i] ?? 0) + (lines[i]?.search(/\S/) ?? 0), "base64", tryB64(joined, false));
            for (let k = i + 1; k <= j; k++)
                seen.add(k + 1);
            i = j;
        }
    }
    for (const m of text.matchAll(HEX))
        push(m.index ?? 0, "hex", Buffer.from(m[0], "hex").toString("latin1"));
    for (const m of text.matchAll(B64)) {
        if (/^[0-9A-Fa-f]+$/.test(m[0]) || /^[a-z]+$|^[A-Z]+$/.test(m[0]))
            continue;
        push(m.index ?? 0, "base64", tryB64(m[0], false));
    }
    for (const m of text.matchAll(B64URL)) {
        if (!/[-_]/.test(m[0]) || (/^[a-z0-9-]+$/i.test(m[0]) && !/\d/.test(m[0])))
            continue;
        push(m.index ?? 0, "base64url", tryB64(m[0], true));
    }
    for (const m of text.matchAll(XESC)) {
        push(m.index ?? 0, "\\x escapes", m[0].replace(/\\x([0-9A-Fa-f]{2})/g, (_a, h) => String.fromCharCode(parseInt(h, 16))));
    }
    for (const m of text.matchAll(CHARCODES)) {
        const nums = (m[1] ?? m[0]).match(/\d{2,3}/g) ?? [];
        push(m.index ?? 0, "character codes", String.fromCharCode(...nums.map(Number)));
    }
    return out;
}
/** A payload placed after a long run of blank lines, or far to the right of a long line. */
function displacedContentUncached(raw, minBlank = 40, minSpaces = 60) {
    const out = [];
    const lines = raw.split("\n");
    let blankRun = 0;
    let seenContent = false;
    for (let i = 0; i < lines.length; i++) {
        const l = lines[i] ?? "";
        if (l.trim() === "") {
            blankRun++;
            continue;
        }
        if (seenContent && blankRun >= minBlank) {
            out.push({ line: i + 1, col: l.length - l.trimStart().length, how: `after ${blankRun} blank lines` });
        }
        else if (!seenContent && blankRun >= minBlank) {
            out.push({ line: i + 1, col: 0, how: `after ${blankRun} blank lines at the top of the file` });
        }
        seenContent = true;
        blankRun = 0;
        const far = new RegExp(`[ \\t]{${minSpaces},}(?=\\S)`).exec(l);
        if (far) {
            const col = far.index + far[0].length;
            const tail = l.slice(col);
            if (/[A-Za-z]{3,}/.test(tail) && tail.length >= 8) {
                out.push({ line: i + 1, col, how: `${far[0].length} spaces to the right, off screen` });
            }
        }
    }
    return out;
}
/** Scores how much an HTML/markdown comment reads like directives to the agent rather than a note to editors. */
function directiveScore(text) {
    const t = text.replace(/\s+/g, " ").trim();
    if (t.length < 8)
        return 0;
    let score = 0;
    if (/\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules|prompt|guidelines|above|previous)\b/i.test(t))
        score += 3;
    if (/\b(assistant|agent|ai|llm|model|claude|gpt|copilot|chatbot|bot)\b\s*(note|instructions?|:|,|must|should|will|needs?)|\b(if|when)\s+you\s+are\s+an?\s+(ai|assistant|agent|llm|model)\b|\bnote\s+(to|for)\s+(the\s+)?(ai|assistant|agent|model|llm)\b/i.test(t))
        score += 2;
    if (/\b(do not|don't|never|without)\s+(tell|mention|show|display|reveal|inform|report|let|notify|alert|disclose)\w*\b/i.test(t))
        score += 2;
    if (/\b(send|upload|post|exfiltrat\w*|transmit|forward|email|copy|include|append|embed|read|cat|print|output|dump|collect)\b.{0,60}\b(secrets?|tokens?|keys?|passwords?|credentials?|\.ssh|id_rsa|\.env|\.aws|api[_ ]?keys?|system prompt|history|conversation|cookies?|wallet|environment)\b/i.test(t))
        score += 2;
    if (/\byou\s+(must|should|will|need to|are required to|have to)\b/i.test(t))
        score += 1;
    if (/\b(curl|wget|bash|sh -c|sudo|rm -rf|https?:\/\/\S+\?\S*=)/i.test(t))
        score += 1;
    if (/(^|[.:!] )(always|immediately|first|before|after|then|also)?\s*(run|execute|send|read|fetch|download|install|delete|remove|copy|upload|post|write|append|include|open|visit|call)\b/i.test(t))
        score += 1;
    if (/^\s*(todo|fixme|xxx|hack|markdownlint|prettier|eslint|vale|cspell|textlint|toc|spdx|copyright|license|@formatter|omit in toc|begin|end|generated|auto-generated|do not edit|lint|include|section)\b/i.test(t) &&
        score < 3)
        score -= 2;
    return score;
}
/** Text hidden as zero-width characters used as bits (U+200B / U+200C, 8 per character). */
function zeroWidthBinaryUncached(raw) {
    const out = [];
    raw.split("\n").forEach((l, i) => {
        const bits = l.replace(/[^\u200B\u200C]/g, "");
        if (bits.length < 24)
            return;
        for (const one of ["\u200C", "\u200B"]) {
            let t = "";
            for (let k = 0; k + 8 <= bits.length; k += 8) {
                let v = 0;
                for (let b = 0; b < 8; b++)
                    v = (v << 1) | (bits[k + b] === one ? 1 : 0);
                t += String.fromCharCode(v);
            }
            if (printableRatio(t) >= 0.9 && /[A-Za-z]{3,}/.test(t)) {
                out.push({ line: i + 1, text: t.trim() });
                return;
            }
        }
    });
    return out;
}
/** Decoded text reads as code (to execute) rather than as instructions in prose. */
function looksLikeCode(t) {
    if (/\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|\bimport\s+[\w.,\s]+$|\bimport\s+\w+|require\s*\(|\bdef\s+\w+\s*\(|\bfunction\s*\w*\s*\(|=>|\bexec\s*\(|\beval\s*\(|os\.system|subprocess\.|urllib\.request/m.test(t))
        return true;
    const punct = (t.match(/[(){};=|$<>[\]]/g) ?? []).length / Math.max(1, t.length);
    return (/\b(import|require\s*\(|def |function\b|eval|exec|subprocess|os\.\w+|process\.\w+|fetch\s*\(|urlopen|=>|curl\s+-|wget\s|\|\s*(ba)?sh\b|chmod\s|\$\(|http\.request)/.test(t) && punct > 0.02);
}
// Each detector runs once per text (several rules and the scanner ask), and is skipped outright when a
// cheap test shows the text cannot contain what it looks for.
function memo(fn) {
    const weak = new WeakMap();
    const strong = new Map();
    return (k) => {
        if (typeof k === "string") {
            if (!strong.has(k)) {
                if (strong.size > 64)
                    strong.clear();
                strong.set(k, fn(k));
            }
            return strong.get(k);
        }
        if (!weak.has(k))
            weak.set(k, fn(k));
        return weak.get(k);
    };
}
/** memo for per-file detectors: answers live in the file's own cache (cheaper than a WeakMap entry each). */
function fileMemo(fn) {
    const key = {};
    return (file) => {
        file.cache ??= new Map();
        if (file.cache.has(key))
            return file.cache.get(key);
        const v = fn(file);
        file.cache.set(key, v);
        return v;
    };
}
const ANY_INVISIBLE = /[\u034F\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\u3164\uFEFF]|\uDB40/;
const codeLineSet = fileMemo((file) => codeLineSetUncached(file));
/** The file's original text (lines joined), built once per file. */
const rawText = fileMemo((file) => file.lines.join("\n"));
const invisibleMemo = fileMemo((file) => {
    const raw = rawText(file);
    return ANY_INVISIBLE.test(raw) ? invisibleCharsUncached(file, raw) : [];
});
function invisibleChars(file, _raw) {
    return invisibleMemo(file);
}
const blobsOf = (text) => hasRun(text, 48) ||
    (text.includes("\\x") && /\\x[0-9A-Fa-f]{2}/.test(text)) ||
    text.includes("fromCharCode") ||
    text.includes("chr(")
    ? encodedBlobsUncached(text)
    : [];
const encodedBlobs = memo(blobsOf);
/** encodedBlobs of the file's revealed text, kept per file. */
const encodedBlobsIn = fileMemo((file) => blobsOf(file.text));
/** Does text hold `min` or more consecutive base64 / base64url characters ([A-Za-z0-9+/_-])? */
function hasRun(text, min) {
    let run = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if ((c >= 97 && c <= 122) ||
            (c >= 65 && c <= 90) ||
            (c >= 47 && c <= 57) ||
            c === 43 ||
            c === 45 ||
            c === 95) {
            if (++run >= min)
                return true;
        }
        else
            run = 0;
    }
    return false;
}
const zeroWidthOf = (raw) => (/[\u200B\u200C]/.test(raw) ? zeroWidthBinaryUncached(raw) : []);
const zeroWidthBinary = memo(zeroWidthOf);
/** zeroWidthBinary of the file's original text, kept per file. */
const zeroWidthBinaryIn = fileMemo((file) => zeroWidthOf(rawText(file)));
const displacedOf = (raw) => (mayDisplace(raw) ? displacedContentUncached(raw) : []);
/** Two blank lines in a row (/\n[ \t]*\n[ \t]*\n/) or 60 spaces and tabs in a row, in one pass. */
function mayDisplace(raw) {
    let newlines = 0;
    let run = 0;
    for (let i = 0; i < raw.length; i++) {
        const c = raw.charCodeAt(i);
        if (c === 32 || c === 9) {
            if (++run >= 60)
                return true;
        }
        else if (c === 10) {
            run = 0;
            if (++newlines >= 3)
                return true;
        }
        else {
            run = 0;
            newlines = 0;
        }
    }
    return false;
}
const displacedMemo = memo(displacedOf);
function displacedContent(raw) {
    return displacedMemo(raw);
}
/** displacedContent of the file's original text, kept per file. */
const displacedContentIn = fileMemo((file) => displacedOf(rawText(file)));

;// CONCATENATED MODULE: ./src/scan/keywords.ts
/**
 * Finds which of a fixed set of keywords occur in a text, in one pass over the text (an Aho-Corasick
 * automaton). Matching ignores ASCII case and a space in a keyword stands for any run of whitespace, as
 * the rules' `\s+` does: "no longer" is found in "No\n  longer", "su " in "su\troot". Keywords are ASCII.
 */
/** Characters `\s` matches in a JavaScript regex. */
const WHITESPACE = /\s/;
class KeywordSet {
    words;
    index = new Map();
    /** Character class of each ASCII code; 0 = a character no keyword contains. */
    cls = new Uint8Array(128);
    space;
    width;
    /** States are row offsets (state number * width): delta[row + class] = next row. */
    delta;
    /** Keyword ids ending at each state (own and via failure links), by state number. */
    out;
    /** 1 where a keyword ends, by row offset. */
    ends;
    constructor(words) {
        const list = [...new Set(words)].sort();
        for (const w of list) {
            if (w.trim().length === 0 || /\s\s/.test(w) || /[^\x20-\x7e]|[A-Z]/.test(w))
                throw new Error(`keyword ${JSON.stringify(w)}: lower-case printable ASCII, single spaces`);
        }
        this.words = list;
        for (const [i, w] of list.entries())
            this.index.set(w, i);
        let next = 1;
        for (const w of list)
            for (const ch of w)
                if (ch !== " " && this.cls[ch.charCodeAt(0)] === 0)
                    this.cls[ch.charCodeAt(0)] = next++;
        for (let c = 65; c <= 90; c++)
            this.cls[c] = this.cls[c + 32] ?? 0;
        this.space = next++;
        for (let c = 0; c < 128; c++)
            if (WHITESPACE.test(String.fromCharCode(c)))
                this.cls[c] = this.space;
        this.width = next;
        // Trie, then failure links breadth-first, folded into a full transition table.
        const go = [new Array(this.width).fill(-1)];
        const out = [[]];
        const afterSpace = [false];
        list.forEach((w, id) => {
            let s = 0;
            for (const ch of w) {
                const c = ch === " " ? this.space : (this.cls[ch.charCodeAt(0)] ?? 0);
                const row = go[s];
                if ((row[c] ?? -1) < 0) {
                    row[c] = go.length;
                    go.push(new Array(this.width).fill(-1));
                    out.push([]);
                    afterSpace.push(c === this.space);
                }
                s = row[c];
            }
            out[s].push(id);
        });
        const fail = new Int32Array(go.length);
        const queue = [];
        const root = go[0];
        for (let c = 0; c < this.width; c++) {
            const t = root[c] ?? -1;
            if (t < 0)
                root[c] = 0;
            else {
                fail[t] = 0;
                queue.push(t);
            }
        }
        for (let qi = 0; qi < queue.length; qi++) {
            const s = queue[qi];
            const row = go[s];
            out[s].push(...out[fail[s]]);
            for (let c = 0; c < this.width; c++) {
                const t = row[c] ?? -1;
                const viaFail = go[fail[s]][c];
                if (t < 0)
                    row[c] = viaFail;
                else {
                    fail[t] = viaFail;
                    queue.push(t);
                }
            }
        }
        // A whitespace run reads as one space: more whitespace leaves a state entered by a space as it is.
        // (Any state entered by a space is such a state, or the root when no keyword continues.)
        go.forEach((row, s) => {
            if (afterSpace[s])
                row[this.space] = s;
        });
        this.delta = new Int32Array(go.length * this.width);
        this.ends = new Uint8Array(go.length * this.width);
        go.forEach((row, s) => {
            this.delta.set(row.map((t) => t * this.width), s * this.width);
            if (out[s].length > 0)
                this.ends[s * this.width] = 1;
        });
        this.out = out;
    }
    /** Id of a keyword of this set (throws for an unknown word: a typo would silently disable a rule). */
    id(word) {
        const i = this.index.get(word);
        if (i === undefined)
            throw new Error(`keyword ${JSON.stringify(word)} is not in the set`);
        return i;
    }
    /** found[id] === 1 for every keyword that occurs in text. */
    scan(text) {
        const found = new Uint8Array(this.words.length);
        for (let at = this.next(text, 0, 0); at >= 0; at = this.next(text, at, this.state)) {
            const o = this.out[this.state / this.width];
            for (let k = 0; k < o.length; k++)
                found[o[k]] = 1;
        }
        return found;
    }
    /** Does any keyword occur in text? (A regex of the keywords: the engine's scan beats a JS loop here.) */
    some(text) {
        this.any ??= new RegExp(this.words.map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/ /g, "\\s+")).join("|"), "i");
        return this.any.test(text);
    }
    any;
    /** Where the automaton stopped last (a row offset). */
    state = 0;
    /** Runs from text[from] in state `s` to the next position after which a keyword ends; -1 if none. */
    next(text, from, s) {
        const { cls, delta, ends, space } = this;
        for (let i = from; i < text.length; i++) {
            const code = text.charCodeAt(i);
            s = delta[s + (code < 128 ? cls[code] : isWideSpace(code) ? space : 0)];
            if (ends[s] === 1) {
                this.state = s;
                return i + 1;
            }
        }
        this.state = s;
        return -1;
    }
}
/** Non-ASCII characters `\s` matches. */
function isWideSpace(code) {
    return (code === 0xa0 ||
        code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000 ||
        code === 0xfeff);
}

// EXTERNAL MODULE: ./src/scan/patterns.ts
var patterns = __webpack_require__(96378);
;// CONCATENATED MODULE: ./src/scan/rules/helpers.ts


/** The code region of a script (comments blanked), or "" for markdown. */
function codeOf(file) {
    return file.script ? file.regions.find((r) => r.ctx === "code") : undefined;
}
/** Every code region: the script itself or the fenced blocks of a markdown file. */
function codeRegions(file, langs) {
    return file.regions.filter((r) => r.ctx === "code" && (!langs || langs.includes(langKey(r.lang))));
}
function langKey(lang) {
    return lang === "dockerfile" ? "shell" : lang;
}
function lineOf(r, off) {
    return r.startLine + lineIndexAt(r.starts, off);
}
function colOf(r, off) {
    return off - (r.starts[lineIndexAt(r.starts, off)] ?? 0);
}
/** Text of a call from its opening parenthesis to the matching close (bounded). */
function callText(text, open, max = 2000) {
    let depth = 0;
    const end = Math.min(text.length, open + max);
    for (let k = open; k < end; k++) {
        const c = text[k];
        if (c === "(" || c === "[" || c === "{")
            depth++;
        else if (c === ")" || c === "]" || c === "}") {
            depth--;
            if (depth === 0)
                return text.slice(open, k + 1);
        }
    }
    return text.slice(open, end);
}
/** The text of the clause around a match (used by prose rules that need two parts of a sentence). */
function negatedAt(c, off) {
    return c.region.ctx !== "code" && isNegated(c.region.text, off);
}
const indentOf = (l) => l.length - l.trimStart().length;
/** Indices of the lines of the Python block opened by line i (deeper-indented lines after it). */
function pyBlock(lines, i) {
    const base = indentOf(lines[i] ?? "");
    const out = [];
    for (let k = i + 1; k < lines.length; k++) {
        const l = lines[k] ?? "";
        if (l.trim() === "")
            continue;
        if (indentOf(l) <= base)
            break;
        out.push(k);
    }
    return out;
}
/** Is line i inside a Python `try:` block or `with` block (for `with` pass "with")? */
function pyEnclosedBy(lines, i, head) {
    let indent = indentOf(lines[i] ?? "");
    for (let k = i - 1; k >= 0 && indent > 0; k--) {
        const l = lines[k] ?? "";
        if (l.trim() === "")
            continue;
        const d = indentOf(l);
        if (d < indent) {
            if (head.test(l.trim()))
                return true;
            if (/^(def|class|async\s+def)\b/.test(l.trim()))
                return false;
            indent = d;
        }
    }
    return false;
}
/** Offset ranges of `{...}` blocks that follow `re` (e.g. try blocks or loops) in brace languages. */
function braceBlocks(text, re) {
    const out = [];
    const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    for (let m = g.exec(text); m; m = g.exec(text)) {
        const open = text.indexOf("{", m.index + m[0].length - 1);
        if (open < 0)
            continue;
        let depth = 0;
        let k = open;
        for (; k < text.length; k++) {
            if (text[k] === "{")
                depth++;
            else if (text[k] === "}" && --depth === 0)
                break;
        }
        out.push([m.index, open, k]);
    }
    return out;
}
const within = (ranges, off) => ranges.some(([, a, b]) => off > a && off < b);
/** Hits for every match of `re` in the given regions. */
function scanRegions(regions, re, fn) {
    const out = [];
    const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    for (const r of regions) {
        g.lastIndex = 0;
        for (let m = g.exec(r.text); m; m = g.exec(r.text)) {
            const h = fn(m, r);
            if (h)
                out.push(h);
            if (m[0].length === 0)
                g.lastIndex++;
        }
    }
    return out;
}
function hostOf(url) {
    const m = /^[a-z][\w+.-]*:\/\/(?:[^@/\s]*@)?([^/:\s'"`?#)]+)/i.exec(url);
    return m?.[1]?.toLowerCase() ?? null;
}
const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[?::1\]?|host\.docker\.internal|example\.(com|org|net))$/i;
/** Is the host documented by the skill (mentioned in its markdown) or local? */
function hostDeclared(host, declared) {
    if (LOCAL_HOST.test(host))
        return true;
    if (declared.has(host))
        return true;
    for (const d of declared)
        if (host.endsWith(`.${d}`) || d.endsWith(`.${host}`))
            return true;
    return false;
}
/**
 * A lower bound of editDistance, in linear time: characters one string has beyond the other's
 * (each insertion, deletion or substitution adds at most one on either side; a transposition none).
 */
function bagDistance(a, b) {
    // By UTF-16 code unit, as editDistance counts; ASCII in an array, anything else in a map.
    const ascii = new Int32Array(128);
    let other;
    const add = (c, d) => {
        if (c < 128)
            ascii[c] = ascii[c] + d;
        else {
            other ??= new Map();
            other.set(c, (other.get(c) ?? 0) + d);
        }
    };
    for (let i = 0; i < a.length; i++)
        add(a.charCodeAt(i), 1);
    for (let i = 0; i < b.length; i++)
        add(b.charCodeAt(i), -1);
    let more = 0;
    let fewer = 0;
    for (const v of [...ascii, ...(other?.values() ?? [])]) {
        if (v > 0)
            more += v;
        else
            fewer -= v;
    }
    return Math.max(more, fewer);
}
/** Damerau-style edit distance (adjacent transpositions count 1), bounded for speed. */
function editDistance(a, b) {
    if (Math.abs(a.length - b.length) > 3)
        return 99;
    // Three rolling rows of the (optimal string alignment) table: rows i-2, i-1 and i.
    const w = b.length + 1;
    let before = new Int32Array(w);
    let prev = new Int32Array(w);
    let row = new Int32Array(w);
    for (let j = 0; j < w; j++)
        prev[j] = j;
    for (let i = 1; i <= a.length; i++) {
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                v = Math.min(v, before[j - 2] + 1);
            row[j] = v;
        }
        [before, prev, row] = [prev, row, before];
    }
    return prev[b.length];
}
const clause = (c) => c.region.text.slice(clauseStart(c.region.text, c.index), clauseEnd(c.region.text, c.index));
const clauseAfter = (c) => c.region.text.slice(c.index, clauseEnd(c.region.text, c.index + c.m[0].length));
const clauseBefore = (c) => c.region.text.slice(clauseStart(c.region.text, c.index), c.index);
/** Describes an attack instead of making one ("users may try to make you ..."). */
const DESCRIBES_ATTACK = /\b(tr(y|ies|ying)\s+to|attempts?\s+to|trick\w*|convinc\w*|manipulat\w*|persuad\w*|get\s+you\s+to|make\s+you|asks?\s+you\s+to|attackers?|malicious|injection|jailbreak\w*|adversar\w*|refuse|decline|warn)\b/i;

;// CONCATENATED MODULE: ./src/scan/rules/prompt-injection.ts


/** Everywhere text can talk to the model: prose, hidden markup, comments and string literals in code. */
const TEXT = ["prose", "hidden", "comment", "code"];
const PROSE = ["prose", "hidden", "comment"];
const textRule = (r) => ({
    contexts: TEXT,
    examples: true,
    ...r,
});
const OVERRIDE_TARGET = /\b(instructions?|system\s+prompt|prompts?|guidelines?|guidance|rules|polic(y|ies)|directives?|developer|operator|safety|anything\s+else|the\s+user|session)\b/i;
const P1_RULES = [
    textRule({
        id: "P1.ignore-previous",
        pattern: "P1",
        confidence: 0.9,
        message: "Tells the agent to ignore its earlier or system instructions",
        regex: /\b(ignore|disregard|forget|override|bypass|discard|abandon|set\s+aside|throw\s+out|pay\s+no\s+attention\s+to)\s+(?:(?:all|any|every|each|the|your|my|these|those|of|its|whatever)\s+){0,3}(?:previous|prior|earlier|above|preceding|original|initial|existing|default|system|other|built-in|safety|old|former)\s+(?:[\w-]+\s+){0,2}?(instructions?|prompts?|directives?|rules|guidelines|guidance|constraints|messages|context|programming|polic(?:y|ies)|commands|orders|restrictions|conversation)\b/gi,
        check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)),
    }),
    textRule({
        id: "P1.forget-everything",
        pattern: "P1",
        confidence: 0.85,
        message: "Tells the agent to forget what it was told",
        regex: /\b(forget|disregard|ignore)\s+(everything|all(\s+that)?|anything)\s+(you('ve|\s+have)?\s+(been\s+|were\s+)?(told|taught|learned|instructed|given)|above|before\s+this|so\s+far|else)/gi,
        check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)),
    }),
    textRule({
        id: "P1.precedence",
        pattern: "P1",
        confidence: 0.85,
        message: "Claims precedence over the agent's system prompt or other instructions",
        regex: /\b(take|takes|taking|have|has)\s+(precedence|priority)\s+over\b|\b(supersedes?|overrides?|outranks?|replaces?|trumps?)\s+(?:(?:any|all|the|your|every|other)\s+)*(?:(?:previous|prior|earlier|other|existing|system|user'?s?|developer|operator|default|safety)\s+)*(instructions?|prompts?|guidelines|rules|polic(?:y|ies)|directives?)\b|\b(above|over|before)\s+all\s+(other|previous|prior)\s+(instructions?|rules|guidelines)\b/gi,
        check: (c) => OVERRIDE_TARGET.test(clauseAfter(c)) && !DESCRIBES_ATTACK.test(clauseBefore(c)),
    }),
    textRule({
        id: "P1.no-longer-apply",
        pattern: "P1",
        confidence: 0.85,
        message: "Declares the agent's instructions or safety rules void",
        regex: /\b(instructions?|prompts?|rules|guidelines|restrictions|guardrails|polic(?:y|ies)|safety\s+\w+|limitations)\s+(?:(?:are|is|have\s+been|has\s+been)\s+)?(?:now\s+)?(?:no\s+longer\s+(?:apply|applies|valid|in\s+effect|relevant|binding)|do(?:es)?\s+not\s+apply(?:\s+here|\s+anymore|\s+to\s+(?:you|this))|void|obsolete|revoked|suspended|lifted|disabled|deactivated|cancel+ed)\b/gi,
        check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)),
    }),
    textRule({
        id: "P1.new-identity",
        pattern: "P1",
        confidence: 0.85,
        message: "Tries to switch the agent into an unrestricted persona or mode",
        regex: /\byou\s+are\s+(now|no\s+longer)\s+(an?\s+)?(unrestricted|unfiltered|uncensored|jailbroken|DAN\b|in\s+(developer|god|admin|debug|jailbreak)\s+mode|free\s+(from|of)|not\s+bound|bound\s+by|an?\s+AI\s+without)|\b(developer|god|jailbreak|DAN|unrestricted)\s+mode\s+(is\s+)?(enabled|activated|on|unlocked)\b|\benter(ing)?\s+(developer|god|unrestricted|jailbreak|DAN)\s+mode\b|\bdo\s+anything\s+now\b/gi,
        check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)),
    }),
    textRule({
        id: "P1.fake-system",
        pattern: "P1",
        confidence: 0.8,
        message: "Imitates a system or developer message to gain authority over the agent",
        regex: /<\/?\s*(system|system[-_]?prompt|sys)\s*>|\[\s*\/?\s*(system|SYSTEM)(\s+(message|override|prompt|note|instruction))?\s*\]|<\|\s*(im_start\|>\s*system|system\s*\|)>|\bsystem\s+(override|prompt\s+(override|update))\b|\bnew\s+system\s+prompt\b|\bend\s+of\s+(the\s+)?(system\s+prompt|user\s+input)\b|\b(admin|developer|operator|root)\s+override\b|^[ \t]*#{1,6}\s*(system|SYSTEM)\s*(message|prompt|override|instructions?)?\s*:?[ \t]*$/gim,
        check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)),
    }),
    textRule({
        id: "P1.defy-user",
        pattern: "P1",
        confidence: 0.8,
        message: "Tells the agent to disregard what the user asks",
        regex: /\b(ignore|disregard|overrule|override|don'?t\s+follow|do\s+not\s+follow|do\s+not\s+listen\s+to|don'?t\s+listen\s+to|do\s+not\s+obey|don'?t\s+obey)\s+(?:(?:the|any|all|their)\s+)*(user|human|operator|developer)(?:'s|s'|s)?\s+(instructions?|requests?|wishes|preferences|objections?|commands?|input|questions?|messages?|orders|choices?|corrections?)\b|\b(ignore|disregard)\s+(what|whatever)\s+the\s+(user|human)\s+(says|asks|wants|requested|said|asked)\b|\binstead\s+of\s+(what|whatever)\s+the\s+user\s+(asked|requested|wants|said)\b/gi,
        negatable: false,
        check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)) && !/\b(never|not|don'?t)\s+$/i.test(clauseBefore(c)),
    }),
];
const P3_RULES = [
    textRule({
        id: "P3.send-data",
        pattern: "P3",
        confidence: 0.8,
        contexts: PROSE,
        message: "Instructs the agent to send data to an outside destination",
        regex: /\b(send|upload|post|transmit|forward|exfiltrate|e-?mail|mail|submit|leak|beacon|sync|push|pipe|ship|report\s+back|phone\s+home|copy|share|paste)\b/gi,
        check: (c) => {
            const after = clauseAfter(c);
            const sensitive = /\b(secrets?|tokens?|api[\s_-]?keys?|keys?|credentials?|passwords?|passphrases?|env(ironment)?(\s+variables?)?|\.env|\.ssh|id_rsa|\.aws|private|cookies?|session|history|conversation|chat|transcripts?|system\s+prompt|memory|wallet|ssh|contents?\s+of|source\s+code|codebase|repository|everything|all\s+(the\s+)?(files?|data|output))\b/i;
            const dest = /\b(to|into|at|via|using)\s+(?:(?:the|our|this|a|an|my)\s+)?(https?:\/\/\S+|[\w-]+(\.[\w-]+)*\.(com|net|org|io|xyz|ru|cn|site|app|dev|me|co|info|biz|top|cc|sh|link|tk)\b\S*|\S+@\S+\.\w+|webhook|endpoint|collector|server|pastebin|gist|discord|telegram|ngrok|requestbin|remote\s+(server|host|endpoint)|external\s+(server|host|endpoint|service)|backup\s+(server|endpoint)|following\s+(url|address|endpoint))/i;
            let d = dest.exec(after);
            if (!d) {
                // A destination given as a URL later in the sentence, typically inside the command to run.
                const u = /https?:\/\/[^\s)"'`]+/.exec(after);
                const host = u ? hostOf(u[0]) : null;
                if (u && host && !hostDeclared(host, c.skill.declaredHosts))
                    d = u;
                else {
                    // "run `curl ... https://x` to upload the repository": the URL sits before the verb.
                    const whole = clause(c);
                    const w = /https?:\/\/[^\s)"'`]+/.exec(whole);
                    const h = w ? hostOf(w[0]) : null;
                    if (!h || hostDeclared(h, c.skill.declaredHosts) || !sensitive.test(after))
                        return false;
                    return 0.8;
                }
            }
            const beforeDest = after.slice(0, d.index);
            if (/\b(the\s+user'?s?|user-(provided|configured|specified|supplied)|configured|your\s+own|given\s+by\s+the\s+user|they\s+(chose|specified))\b/i.test(after.slice(d.index, d.index + 60))) {
                return false;
            }
            if (sensitive.test(beforeDest))
                return 0.85;
            return /https?:\/\/|\.(com|net|org|io|xyz|ru|cn|site|app|dev|me|co|info|biz|top|cc|sh|link|tk)\b|@/.test(d[0]) && /\b(files?|data|outputs?|results?|logs?|documents?|contents?|reports?|it|them)\b/i.test(beforeDest)
                ? 0.7
                : false;
        },
    }),
    textRule({
        id: "P3.secret-into-output",
        pattern: "P3",
        confidence: 0.75,
        contexts: PROSE,
        message: "Instructs the agent to put secrets into outputs others can read",
        regex: /\b(include|add|append|attach|embed|put|paste|write|insert|copy|echo|print)\b[^.;\n]{0,60}?\b(api[\s_-]?keys?|access\s+tokens?|tokens?|secrets?|credentials?|passwords?|cookies?|\.env(\s+file)?|environment\s+variables?|ssh\s+keys?|private\s+keys?)\b[^.;\n]{0,60}?\b(in|into|to|with|inside)\s+(?:(?:the|every|each|all|a|your)\s+)?(commit(\s+message)?|pr(\s+description)?|pull\s+request|issue|comment|summary|reply|answer|changelog|readme|output|report|url|query\s+string|image\s+(url|link)|markdown\s+link|public\s+\w+|log)\b/gi,
        check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)),
    }),
    textRule({
        id: "P3.image-beacon",
        pattern: "P3",
        confidence: 0.8,
        contexts: PROSE,
        message: "Markdown image or link whose URL is filled with data at render time (zero-click exfiltration)",
        regex: /!\[[^\]\n]*\]\(\s*https?:\/\/[^)\s]*(\{\{?|\$\{?|%7B|<)[^)\s]*\)|\b(render|embed|display|include|add)\s+(an?\s+)?(image|img|pixel)\b[^.;\n]{0,80}\b(url|src|link)\b[^.;\n]{0,60}\b(contain|include|with|append)\w*\b[^.;\n]{0,60}\b(data|content|secret|token|key|history|conversation|output|answer)/gi,
    }),
];
const P4_RULES = [
    textRule({
        id: "P4.no-confirmation",
        pattern: "P4",
        confidence: 0.75,
        contexts: PROSE,
        message: "Tells the agent to act without the user's confirmation",
        regex: /\bwithout\s+(?:first\s+)?(?:asking|confirming|checking\s+with|consulting|prompting|notifying|telling|informing|alerting|waiting\s+for|requesting|seeking|getting|needing)\s+(?:for\s+)?(?:the\s+)?(user|confirmation|permission|approval|consent|a\s+human|them|anyone)\b|\b(?:do\s+not|don'?t|never|no\s+need\s+to)\s+(?:ask|check\s+with|confirm\s+with|wait\s+for|prompt|bother|consult)\s+(?:the\s+)?(?:user|them|for\s+(?:confirmation|permission|approval|consent)|before\b)|\bskip\s+(?:the\s+)?(?:user\s+)?(?:confirmation|approval)(?:\s+(?:step|prompt|dialog))?\b|\bassume\s+(?:the\s+user\s+)?(?:has\s+)?(?:consent(?:ed)?|approv(?:al|ed)|permission|agreed)\b/gi,
        check: (c) => {
            if (/^(do\s+not|don'?t|never|no\s+need)/i.test(c.m[0]))
                return !/\b(if|unless|only)\s*$/i.test(clauseBefore(c));
            return true;
        },
    }),
    textRule({
        id: "P4.conceal",
        pattern: "P4",
        confidence: 0.8,
        contexts: PROSE,
        message: "Tells the agent to hide what it does from the user",
        negatable: false,
        regex: /\b(do\s+not|don'?t|never|avoid|without)\s+(tell(ing)?|inform(ing)?|mention(ing)?|show(ing)?|reveal(ing)?|display(ing)?|report(ing)?|let(ting)?\s+\w+\s+know|alert(ing)?|notify(ing)?|disclos(e|ing)|point(ing)?\s+out|surfac(e|ing)|explain(ing)?|acknowledg(e|ing)|reference|list(ing)?)\b|\b(hide|conceal|keep\s+secret|cover\s+up|suppress)\b[^.;\n]{0,40}\bfrom\s+(the\s+)?(user|them|reviewers?|humans?)\b/gi,
        check: (c) => {
            if (/^(hide|conceal|keep|cover|suppress)/i.test(c.m[0]))
                return true;
            const rest = clauseAfter(c).slice(c.m[0].length, c.m[0].length + 100);
            const target = /^\s+(?:(?:to|with)\s+)?(?:(?:the|this|that|these|those|any|it|them)\s+)?(user|human|this|that|these|it|them|anyone|what\s+you|that\s+you|you\s+(did|ran|have|copied|sent)|any\s+of\s+this|(?:\w+\s+){0,2}(files?|change|changes|step|steps|command|commands|conflict|error|errors|failure|warning|warnings|action|actions|upload|request|key|copy|note|instruction|instructions|skill|transfer|data))\b/i;
            if (!target.test(rest))
                return false;
            if (/^\s+(the\s+)?user\b/i.test(rest) &&
                !/^(do\s+not|don'?t|never|without)\s+(tell|inform|let|alert|notify|mention|disclos)/i.test(c.m[0])) {
                return false;
            }
            return !/\b(if|unless|when)\b[^,]*$/i.test(clauseBefore(c)) || true;
        },
    }),
    textRule({
        id: "P4.silent-action",
        pattern: "P4",
        confidence: 0.6,
        contexts: PROSE,
        message: "Tells the agent to act covertly",
        regex: /\b(silently|secretly|covertly|quietly|invisibly|discreetly|stealthily|behind\s+the\s+(user'?s\s+back|scenes))\b/gi,
        check: (c) => {
            const cl = clause(c);
            if (/\b(fail|fails|failing|ignored?|ignores|skip|skips|drop|drops|swallow)\s+(silently|quietly)|\b(silently|quietly)\s+(fail|ignore|skip|drop|swallow)/i.test(cl))
                return false;
            return /\b(run|execute|send|upload|copy|delete|remove|modify|install|download|write|commit|push|read|collect|add|change|fetch|post|save|forward|access)\b/i.test(cl);
        },
    }),
    textRule({
        id: "P4.bypass-safety",
        pattern: "P4",
        confidence: 0.8,
        contexts: PROSE,
        message: "Tells the agent to bypass safety checks or permission prompts",
        regex: /\b(bypass|circumvent|disable|skip|turn\s+off|ignore|evade|get\s+around|work\s+around|switch\s+off|override)\s+(?:(?:any|all|the|your|its|every|these|those)\s+)*(safety|security|permission|confirmation|approval|sandbox(?:ing)?|guard\s*rails?|safeguards?|content\s+filters?|content\s+polic(?:y|ies)|moderation|usage\s+polic(?:y|ies)|ethical)\b(?:\s+(?:checks?|prompts?|filters?|rules|measures|features|guidelines|dialogs?|policies|mechanisms|settings|restrictions|warnings|concerns))?/gi,
        check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)),
    }),
    textRule({
        id: "P4.always-comply",
        pattern: "P4",
        confidence: 0.75,
        contexts: PROSE,
        negatable: false,
        message: "Pushes the agent to comply without judgement",
        regex: /\b(always|must)\s+(comply|obey)\b|\bnever\s+(refuse|decline|say\s+no|push\s+back|question\s+(this|these|the\s+instructions)|warn\s+the\s+user|ask\s+(questions|why))\b|\b(do\s+not|don'?t)\s+(refuse|decline|push\s+back|question\s+(this|these|the\s+instructions))\b|\byou\s+(are|have\s+been)\s+(fully\s+)?(authori[sz]ed|permitted|allowed)\s+to\s+(do\s+anything|run\s+any|access\s+any|execute\s+any)/gi,
    }),
    textRule({
        id: "P4.false-report",
        pattern: "P4",
        confidence: 0.75,
        contexts: PROSE,
        message: "Tells the agent to report success or hide failures regardless of the outcome",
        regex: /\b(report|say|claim|state|tell\s+the\s+user|respond)\s+(that\s+)?(the\s+)?(task|operation|tests?|build|it|everything|the\s+\w+)\s+(succeeded|passed|completed|worked|went\s+fine|was\s+successful|is\s+(fine|done|complete|successful))\b[^.;\n]{0,40}\b(even\s+if|regardless|whether\s+or\s+not|no\s+matter)\b|\b(even\s+if|regardless\s+of\s+whether)\s+(it|the\s+\w+|they|something)\s+(fails?|failed|errors?|does\s*n[o']t\s+work)\b[^.;\n]{0,60}\b(report|say|claim|tell|respond)\w*\b[^.;\n]{0,30}\b(success|succeeded|passed|done|complete)/gi,
    }),
    textRule({
        id: "P4.scanner-steering",
        pattern: "P4",
        confidence: 0.85,
        contexts: TEXT,
        negatable: false,
        examples: false,
        message: "Text aimed at security scanners or AI reviewers to influence the audit",
        regex: /\b(?:(?:security|ai|llm|automated|static|code)\s+)?(scanners?|auditors?|reviewers?|analy[sz]ers?|classifiers?|graders?|judges?|evaluators?|skillaudit|static\s+analysis|audit\s+tools?|moderators?)\b[^.\n]{0,80}?\b(should|must|will|shall|are\s+to|need\s+to|can|may|please)\s+(?:\w+\s+){0,2}?(report|return|rate|mark|classify|label|score|consider|treat|find|output|conclude|say|ignore|skip|approve|pass|whitelist|allow)\b[^.\n]{0,60}?\b(no\s+(issues|findings|risks?|problems|vulnerabilities|warnings)|safe|benign|clean|trusted|harmless|low[- ]risk|pass(ed|ing)?|approved|100|zero\s+(issues|findings)|nothing|false\s+positives?|this\s+(skill|file|package|section|code))\b|^[ \t]*(?:note\s+(?:to|for)\s+)?(?:the\s+)?(ai|llm|automated|security)\s+(reviewers?|auditors?|scanners?|models?|graders?)\s*[:,]|\bthis\s+(skill|file|package|script|code)\s+(is|has\s+been)\s+(already\s+)?(verified|audited|certified|approved|vetted|whitelisted|security[- ]reviewed)\s+(safe|secure|as\s+safe|by)\b|\b(findings?|warnings?|alerts?|detections?)\s+(in|for|about|on)\s+this\s+(skill|file|package|code|script)\s+(are|is)\s+(all\s+)?(false\s+positives?|expected|intentional|safe)\b|\b(do\s+not|don'?t|never)\s+flag\s+(this|these|the\s+following|anything)\b|\b(nosec|skillaudit[-:\s]+(ignore|disable|skip|safe))\b/gim,
    }),
];
const MORE_P1_P4 = [
    textRule({
        id: "P1.supersede",
        pattern: "P1",
        confidence: 0.8,
        message: "Claims to replace the agent's instructions or safety guidance",
        regex: /\b(replaces?|supersedes?|overrides?|trumps?|outranks?)\s+(?:whatever|any|all|the|your|every)\b[^.;\n]{0,60}?\b(guidance|instructions?|system\s+prompt|guidelines|polic(?:y|ies)|safety\s+\w+)\b|\b(this|the)\s+(file|skill|document)\s+(wins|takes\s+priority|prevails|has\s+the\s+final\s+say)\b/gi,
        check: (c) => !DESCRIBES_ATTACK.test(clauseBefore(c)),
    }),
    textRule({
        id: "P1.ignore-user-requests",
        pattern: "P1",
        confidence: 0.75,
        message: "Tells the agent to ignore what the user or the repository asks for",
        regex: /\b(ignore|disregard|overrule|override)\s+(them|it|that|those|these)\b/gi,
        check: (c) => /\b(user|human|operator|repository'?s?|CONTRIBUTING|system\s+prompt|maintainers?|team)\b[^.;]*\b(asks?|asked|requests?|wants?|prefers?|says?|conventions?|instructions?|rules|guidelines|preferences)\b/i.test(clauseBefore(c)) && !DESCRIBES_ATTACK.test(clauseBefore(c)),
    }),
    textRule({
        id: "P4.no-need-to-ask",
        pattern: "P4",
        confidence: 0.75,
        contexts: PROSE,
        negatable: false,
        message: "Tells the agent to act without the user's confirmation",
        regex: /\b(?:you\s+)?(?:do\s+not|don'?t|never)\s+(?:need|have)\s+to\s+(?:ask|check\s+with|confirm\s+with|wait\s+for|get\s+approval)(?:\s+(?:the\s+)?(?:user|them|anyone))?(?=\s*(?:first|before|for\s+(?:confirmation|permission|approval|consent)|[.;!]|$))|\b(?:do\s+not|don'?t|never)\s+stop\s+(?:to|and)\s+(?:ask|check|confirm)\b|\bskip\s+(?:the\s+|any\s+|all\s+)?(?:\w+\s+){0,2}?(?:confirmation|approval)s?\b|\bno\s+need\s+to\s+(?:ask|confirm|check\s+with)(?:\s+(?:the\s+)?(?:user|them|anyone))?(?=\s*(?:first|before|for\s+(?:confirmation|permission|approval|consent)|[.;!]|$|\s+or\b))/gi,
    }),
    textRule({
        id: "P4.withhold",
        pattern: "P4",
        confidence: 0.75,
        contexts: PROSE,
        message: "Tells the agent to withhold what it did from the user",
        regex: /\b(?:(?:there\s+is\s+)?no\s+need\s+to)\s+(?:tell|inform|notify|mention|alert)\b[^.;\n]{0,30}?\b(?:user|them|anyone)\b|\b(?:mention|tell|report|show|say|disclose|reveal)\s+only\s+(?:the\s+)?[^.;\n]{1,40}?\bto\s+the\s+user\b|\b(?:leave|keep)\s+[^.;\n]{1,50}?\bout\s+of\s+(?:your|the)\s+(?:summary|report|response|reply|answer|output|message)|\bomit\s+[^.;\n]{1,50}?\bfrom\s+(?:your|the)\s+(?:summary|report|response|reply|answer|output|message)/gi,
    }),
    textRule({
        id: "P3.external-recipient",
        pattern: "P3",
        confidence: 0.75,
        contexts: PROSE,
        message: "Instructs adding an outside address as a recipient or watcher",
        regex: /\b(?:add|cc|bcc|include|invite|copy|forward\s+to|send\s+a\s+copy\s+to)\b[^.;\n]{0,30}?\b(?:watchers?|cc|bcc|recipients?|collaborators?|reviewers?|members?|subscribers?|followers?|assignees?)\b[^.;\n]{0,20}?([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/gi,
        check: (c) => !c.skill.docText.includes((c.m[1] ?? "").toLowerCase()),
    }),
    textRule({
        id: "P4.skip-hooks",
        pattern: "P4",
        confidence: 0.7,
        contexts: PROSE,
        message: "Tells the agent to bypass commit hooks or verification",
        regex: /--no-verify\b|-c\s+core\.hooksPath=\/dev\/null|\bHUSKY=0\b|--no-gpg-sign\b|--skip-checks?\b/gi,
    }),
];
/** HTML / markdown comments and style-hidden elements that carry directives to the agent. */
const P2_COMMENT = {
    kind: "file",
    id: "P2.hidden-directive",
    pattern: "P2",
    confidence: 0.8,
    message: "Hidden markup carries directives to the agent that a reader of the rendered page cannot see",
    check: (file) => {
        const out = [];
        for (const r of file.regions) {
            if (r.ctx !== "hidden")
                continue;
            const s = directiveScore(r.text);
            if (s < 2)
                continue;
            const first = r.text.search(/\S/);
            out.push({
                line: lineOf(r, Math.max(0, first)),
                col: 0,
                confidence: Math.min(0.95, 0.6 + 0.1 * s),
                message: `${r.hiding ?? "Hidden markup"} carries directives to the agent that a reader of the rendered page cannot see`,
            });
        }
        return out;
    },
};
const P2_INVISIBLE = {
    kind: "file",
    id: "P2.invisible-characters",
    pattern: "P2",
    confidence: 0.8,
    message: "Invisible characters",
    check: (file) => invisibleChars(file),
};
/** Executes something it decoded: then the execution site carries the SC3 finding, not the blob. */
const DECODE_EXEC = /\b(exec|eval|Function|vm\.run\w*|os\.system|subprocess\.\w+|execSync|spawnSync)\s*\([^\n]*(b64decode|atob|Buffer\.from|fromhex|unhexlify|decompress|decode)|(base64\s+(-d|--decode)|xxd\s+-r)[^\n]*\|\s*(sudo\s+)?(ba|z)?sh\b/;
const P2_ENCODED = {
    kind: "file",
    id: "P2.encoded-blob",
    pattern: "P2",
    confidence: 0.8,
    message: "Encoded blob decodes to instructions or code",
    check: (file) => {
        let execSite;
        const out = [];
        for (const d of encodedBlobsIn(file)) {
            const code = looksLikeCode(d.text);
            if (code)
                execSite ??= DECODE_EXEC.test(file.text);
            if (code && execSite)
                continue;
            out.push({
                line: d.line,
                col: d.col,
                pattern: code ? "SC3" : "P2",
                rule: "encoded-blob",
                message: `A ${d.encoding} blob decodes to ${code ? "code" : "instructions"}: "${d.text.slice(0, 160)}"`,
            });
        }
        for (const z of zeroWidthBinaryIn(file)) {
            out.push({
                line: z.line,
                rule: "zero-width-binary",
                confidence: 0.9,
                message: `Zero-width characters encode hidden text: "${z.text.slice(0, 160)}"`,
            });
        }
        return out;
    },
};
const P2_DISPLACED = {
    kind: "file",
    id: "P2.displaced-content",
    pattern: "P2",
    confidence: 0.75,
    message: "Content placed where a reviewer will not see it",
    check: (file) => {
        const displaced = displacedContentIn(file);
        if (displaced.length === 0)
            return [];
        const code = codeLineSet(file);
        return displaced.map((d) => ({
            line: d.line,
            col: d.col,
            pattern: code.has(d.line - 1) ? "SC3" : "P2",
            rule: "displaced-content",
            message: `Content hidden ${d.how}: a reviewer scrolling the file will not see this line`,
        }));
    },
};
const PROMPT_INJECTION_RULES = [
    ...P1_RULES,
    P2_COMMENT,
    P2_INVISIBLE,
    P2_ENCODED,
    P2_DISPLACED,
    ...P3_RULES,
    ...P4_RULES,
    ...MORE_P1_P4,
];

;// CONCATENATED MODULE: ./src/scan/rules/types.ts
const SECRET_ENV = /^(?!(?:OLD)?PWD$)(?:[A-Z][A-Z0-9]*_)*(?:API_?KEY|KEY|KEYS|TOKEN|TOKENS|SECRET|SECRETS|PASSWORD|PASSWD|PASS|PWD|CREDENTIALS?|CREDS|AUTH|SESSION|COOKIE|PRIVATE|SIGNING|PAT)(?:_[A-Z0-9]+)*$|^(?:DATABASE_URL|REDIS_URL|MONGO(?:DB)?_URI|SENTRY_DSN)$/;

;// CONCATENATED MODULE: ./src/scan/rules/exfiltration.ts




/** Paths of credential stores; shared with PE3. */
const CRED_PATH = /(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%|\/home\/[\w.-]+|\/root|\/Users\/[\w.-]+)?[/\\]?(?:\.ssh\/(?!config\b|known_hosts\b|authorized_keys\b)[\w.*-]*|\.ssh\b(?!\/(?:config|known_hosts|authorized_keys)\b)|\bid_(?:rsa|dsa|ecdsa|ed25519)(?:\.pub)?\b|\.aws\/(?:credentials|config)\b|\.aws\b\/?|\.netrc\b|\.git-credentials\b|\.docker\/config\.json\b|\.kube\/config\b|\.config\/gcloud\b[\w/.-]*|application_default_credentials\.json\b|\.azure\/[\w.-]*|\.gnupg\b[\w/.-]*|\.password-store\b|\.config\/gh\/hosts\.yml\b|Login Data\b|Library\/Keychains\b|login\.keychain(?:-db)?\b|\bwallet\.dat\b|\.bitcoin\/|\.ethereum\/keystore\b|\/etc\/shadow\b|\.claude\/\.credentials\.json\b|\.vault-token\b|\.terraform\.d\/credentials[\w.]*)|(?:~|\$HOME|\$\{HOME\}|\/home\/[\w.-]+|\/root|\/Users\/[\w.-]+|Profiles\/[\w.-]+|Default)?[/\\](?:Cookies(?:\.sqlite)?|key[34]\.db|logins\.json|\.bash_history|\.zsh_history|\.npmrc|\.pypirc|\.boto|\.s3cfg)\b/;
/** A literal part of every CRED_PATH match (lower-case): a text with none of them cannot match. */
const CRED_PATH_WORDS = new KeywordSet([
    ".ssh",
    "id_",
    ".aws",
    ".netrc",
    ".git-credentials",
    ".docker/config.json",
    ".kube/config",
    ".config/gcloud",
    "application_default_credentials.json",
    ".azure/",
    ".gnupg",
    ".password-store",
    ".config/gh/hosts.yml",
    "login data",
    "library/keychains",
    "login.keychain",
    "wallet.dat",
    ".bitcoin/",
    ".ethereum/keystore",
    "/etc/shadow",
    ".claude/.credentials.json",
    ".vault-token",
    ".terraform.d/credentials",
    "cookies",
    "key3.db",
    "key4.db",
    "logins.json",
    ".bash_history",
    ".zsh_history",
    ".npmrc",
    ".pypirc",
    ".boto",
    ".s3cfg",
]);
/** False when text cannot contain a CRED_PATH match (a cheap test before the regex). */
const mayNameCredPath = (text) => CRED_PATH_WORDS.some(text);
const URL_RE = /\b(?:https?|wss?|ftp):\/\/[^\s'"`)<>\]]+/gi;
/** Does the code read something a user would not expect to leave the machine? 2 = credentials/env, 1 = local files/command output. */
function sensitivity(s) {
    if ((mayNameCredPath(s) && CRED_PATH.test(s)) ||
        /os\.environ(?!\s*[[.]\s*(get\b|["']))|process\.env(?![.[])|\bprintenv\b|\benv\s*\||\/proc\/\S*environ|getpass|keyring|\bhistory\b|\bcookies?\b/i.test(s)) {
        return 2;
    }
    if (/\bopen\s*\(|read_text|read_bytes|readFile|\.read\(\)|createReadStream|\$\(\s*(cat|tar|zip|find|ls|git|base64)\b|`(cat|tar|find|ls)\b|\s@[~$/.\w]|<\s*[~/$]|\b(cat|tar|zip)\s+[^|]*\|\s*(curl|nc|wget)|check_output|execSync|subprocess|os\.walk|glob|listdir|readdir|platform\.|gethostname|getuser|whoami|hostname|uname|clipboard|pyperclip/i.test(s)) {
        return 1;
    }
    return 0;
}
const SEND_SITES = [
    {
        langs: ["python"],
        re: /\b(?:requests|httpx|session|sess|client|http|s)\.(?:post|put|patch)\s*\(/g,
        call: true,
    },
    { langs: ["python"], re: /\b(?:requests|httpx)\.request\s*\(\s*["'](?:POST|PUT|PATCH)/gi, call: true },
    {
        langs: ["python"],
        re: /\b(?:urllib\.request\.)?Request\s*\(/g,
        call: true,
        needs: /\bdata\s*=|,\s*[\w.]+\s*[,)]/,
    },
    {
        langs: ["python"],
        re: /\burlopen\s*\(/g,
        call: true,
        needs: /\bdata\s*=|\(\s*[^,()]+,\s*(?!timeout\b|context\b)[^,()=]+[,)]/,
    },
    { langs: ["python"], re: /\bsmtplib\.SMTP(?:_SSL)?\s*\(|\bftplib\.FTP(?:_TLS)?\s*\(/g, call: true },
    {
        langs: ["python", "js"],
        re: /\.(?:sendall|sendto)\s*\(|\bsocket\.create_connection\s*\(|\bnet\.connect\s*\(|\bnet\.createConnection\s*\(/g,
        call: true,
    },
    {
        langs: ["js"],
        re: /\bfetch\s*\(/g,
        call: true,
        needs: /\bmethod\s*:\s*["'`](?:POST|PUT|PATCH)|\bbody\s*:/i,
    },
    { langs: ["js"], re: /\b(?:axios|got|ky|superagent|request)\.(?:post|put|patch)\s*\(/g, call: true },
    {
        langs: ["js"],
        re: /\b(?:axios|got)\s*\(\s*\{/g,
        call: true,
        needs: /method\s*:\s*["'`](?:post|put|patch)/i,
    },
    {
        langs: ["js"],
        re: /\bhttps?\.request\s*\(/g,
        call: true,
        needs: /method\s*:\s*["'`](?:POST|PUT|PATCH)/i,
    },
    { langs: ["js"], re: /\bnavigator\.sendBeacon\s*\(/g, call: true },
    {
        langs: ["shell", "powershell"],
        re: /\bcurl\b[^\n]*?\s(?:-d|--data(?:-binary|-raw|-urlencode|-ascii)?|-F|--form|-T|--upload-file|-X\s*(?:POST|PUT|PATCH)|--request\s+(?:POST|PUT|PATCH)|--json)(?=[\s=])[^\n]*/g,
        call: false,
    },
    { langs: ["shell"], re: /\bwget\b[^\n]*--post-(?:data|file)[^\n]*/g, call: false },
    {
        langs: ["shell"],
        // The /dev/tcp branch starts at a line start: an unanchored leading [^\n]* is quadratic on long lines.
        re: /\b(?:nc|ncat|netcat|socat)\s+(?:-\w+\s+)*[\w.-]+\.[a-z]{2,}\s+\d{2,5}[^\n]*|^[^\n]*?>\s*\/dev\/(?:tcp|udp)\/[^\n]*/gm,
        call: false,
    },
    { langs: ["shell"], re: /\b(?:scp|rsync|sftp)\s+[^\n]*\s[\w.-]+@[\w.-]+:[^\n]*/g, call: false },
    { langs: ["shell"], re: /\b(?:nslookup|dig|host|ping)\s+[^\n]*\$\([^\n]*\)\.[\w.-]+[^\n]*/g, call: false },
    {
        langs: ["powershell"],
        re: /\b(?:Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b[^\n]*-Method\s+["']?(?:Post|Put)[^\n]*/gi,
        call: false,
    },
];
function resolveHost(stmt, fileText) {
    URL_RE.lastIndex = 0;
    const lit = URL_RE.exec(stmt);
    if (lit)
        return hostOf(lit[0]);
    const bare = /\s([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?::\d+|\s+\d{2,5}\b)/i.exec(stmt);
    if (bare?.[1])
        return bare[1].toLowerCase();
    for (const id of new Set(stmt.match(/\b[A-Za-z_][A-Za-z0-9_]*\b/g) ?? [])) {
        if (id.length < 2)
            continue;
        const def = new RegExp(`\\b${id}\\s*[:=][^\\n]*?[frbu]?["'\`]((?:https?|wss?|ftp)://[^"'\`\\s]+)`).exec(fileText);
        if (def?.[1])
            return hostOf(def[1]);
    }
    return null;
}
const SECRET_READ = /\bos\.environ\s*\[\s*["']([A-Z0-9_]+)["']|\b(?:os\.)?(?:environ\.get|getenv)\s*\(\s*["']([A-Z0-9_]+)["']|\bprocess\.env\.([A-Z0-9_]+)|\bprocess\.env\[\s*["'`]([A-Z0-9_]+)/g;
/** Credentials sent as authentication to their own service are expected; strip those parts of a call. */
const AUTH_PARTS = /\b(headers|auth|Authorization|token|api_key|apikey|params)\s*[:=]\s*(\{[^}]*\}|\([^)]*\)|[^,)\n]+)/gi;
/**
 * Names holding sensitive data, followed through assignments (x = {..., env: process.env}; body = {x}).
 * 2 = credentials, secrets or the whole environment; 1 = host/user/file data.
 */
function taintedNames(text) {
    const out = new Map();
    const assign = /\b(?:const|let|var)?\s*([A-Za-z_$][\w$]*)\s*(?:\[[^\]\n]*\]|\.[A-Za-z_$][\w$]*)?\s*(?<![=!<>])=(?![=>])\s*/g;
    for (let pass = 0; pass < 3; pass++) {
        for (const m of text.matchAll(assign)) {
            const name = m[1] ?? "";
            const at = (m.index ?? 0) + m[0].length;
            const rhs = /^[{[(]/.test(text[at] ?? "")
                ? callText(text, at, 3000)
                : text.slice(at, (text.indexOf("\n", at) + 1 || text.length + 1) - 1);
            let level = sensitivity(rhs);
            for (const x of rhs.matchAll(SECRET_READ))
                if (SECRET_ENV.test(x.slice(1).find(Boolean) ?? ""))
                    level = 2;
            if (/\b(os\.hostname|os\.userInfo|getpass\.getuser|socket\.gethostname|os\.getlogin|platform\.node)\s*\(/.test(rhs))
                level = Math.max(level, 1);
            level = Math.max(level, taintOf(rhs, out));
            if (level > (out.get(name) ?? 0))
                out.set(name, level);
        }
    }
    return out;
}
function taintOf(stmt, taint) {
    if (taint.size === 0)
        return 0;
    const bare = stmt.replace(AUTH_PARTS, " ");
    let level = 0;
    for (const id of bare.match(/[A-Za-z_$][\w$]*/g) ?? [])
        level = Math.max(level, taint.get(id) ?? 0);
    return level;
}
const E1_SEND = {
    kind: "file",
    id: "E1.send-data",
    pattern: "E1",
    confidence: 0.75,
    message: "Sends local data to a network endpoint",
    check: (file, skill) => {
        const out = [];
        // Data flow and whole-file sensitivity are only needed once a send site is found.
        let fileSensMemo;
        const fileSens = () => (fileSensMemo ??= file.script
            ? sensitivity(file.regions.find((r) => r.ctx === "code")?.text ?? "")
            : 0);
        let taintMemo;
        const tainted = () => {
            if (taintMemo)
                return taintMemo;
            const taint = new Map();
            for (const r of codeRegions(file, ["python", "js"]))
                for (const [k, v] of taintedNames(r.text))
                    taint.set(k, v);
            taintMemo = taint;
            return taint;
        };
        for (const site of SEND_SITES) {
            for (const r of codeRegions(file, site.langs)) {
                site.re.lastIndex = 0;
                for (let m = site.re.exec(r.text); m; m = site.re.exec(r.text)) {
                    const stmt = site.call ? callText(r.text, m.index + m[0].length - 1) : m[0];
                    if (site.needs && !site.needs.test(stmt))
                        continue;
                    const host = resolveHost(`${m[0]} ${stmt}`, r.text);
                    const sens = Math.max(sensitivity(stmt), taintOf(stmt, tainted()));
                    const declared = host ? hostDeclared(host, skill.declaredHosts) : true;
                    let conf = 0;
                    if (sens === 2)
                        conf = 0.85;
                    else if (host && !declared)
                        conf = sens === 1 || fileSens() >= 1 ? 0.8 : 0.7;
                    else if (!host && sens === 1 && fileSens() === 2)
                        conf = 0.65;
                    if (conf === 0)
                        continue;
                    const what = sens === 2
                        ? "credentials or environment data"
                        : sens === 1
                            ? "local file or command output"
                            : "data";
                    out.push({
                        line: lineOf(r, m.index),
                        col: colOf(r, m.index),
                        confidence: conf,
                        message: `Sends ${what} to ${host ?? "a network endpoint"}${host && !declared ? ", a host the skill's documentation never mentions" : ""}`,
                    });
                }
            }
        }
        return out;
    },
};
/** Named reads of environment variables, per language. */
const ENV_READS = [
    {
        langs: ["python"],
        re: /\bos\.environ\s*\[\s*["']([A-Za-z0-9_]+)["']|\b(?:os\.)?(?:environ\.get|getenv|environ\.setdefault)\s*\(\s*["']([A-Za-z0-9_]+)["']/g,
    },
    {
        langs: ["js"],
        re: /\bprocess\.env\.([A-Za-z_][A-Za-z0-9_]*)|\bprocess\.env\[\s*["'`]([A-Za-z0-9_]+)["'`]\s*\]|\bDeno\.env\.get\(\s*["']([A-Za-z0-9_]+)/g,
    },
    { langs: ["shell"], re: /\$\{?([A-Z][A-Z0-9_]*)\b|\bprintenv\s+([A-Z][A-Z0-9_]*)/g },
    { langs: ["powershell"], re: /\$env:([A-Za-z_][A-Za-z0-9_]*)/gi },
    { langs: ["ruby"], re: /\bENV(?:\[\s*|\.fetch\(\s*)["']([A-Za-z0-9_]+)["']/g },
];
const E2_UNDECLARED = {
    kind: "file",
    id: "E2.undeclared-secret",
    pattern: "E2",
    confidence: 0.75,
    message: "Reads a secret from the environment that the skill does not declare",
    check: (file, skill) => {
        const out = [];
        for (const spec of ENV_READS) {
            for (const r of codeRegions(file, spec.langs)) {
                spec.re.lastIndex = 0;
                for (let m = spec.re.exec(r.text); m; m = spec.re.exec(r.text)) {
                    const name = m.slice(1).find(Boolean) ?? "";
                    if (!SECRET_ENV.test(name) || skill.declaredEnv.has(name))
                        continue;
                    // Shell assignments (X=...) and "export X=" are writes, not reads.
                    out.push({
                        line: lineOf(r, m.index),
                        col: colOf(r, m.index),
                        message: `Reads ${name} from the environment, a secret the skill never says it needs`,
                    });
                }
            }
        }
        // Names listed as strings and read in a loop: os.environ.get(name) over ["AWS_SECRET_ACCESS_KEY", ...].
        for (const r of codeRegions(file, ["python", "js", "ruby"])) {
            if (!/os\.(?:environ\.get|getenv)\(\s*[a-z_]\w*\s*\)|os\.environ\[\s*[a-z_]\w*\s*\]|process\.env\[\s*[a-z_]\w*\s*\]|ENV\[\s*[a-z_]\w*\s*\]/.test(r.text))
                continue;
            const names = [...r.text.matchAll(/["'`]([A-Z][A-Z0-9_]{3,})["'`]/g)].filter((x) => SECRET_ENV.test(x[1] ?? "") && !skill.declaredEnv.has(x[1] ?? ""));
            if (names.length >= 2 && names[0]) {
                out.push({
                    line: lineOf(r, names[0].index ?? 0),
                    confidence: 0.8,
                    message: `Reads a list of undeclared secrets from the environment (${names
                        .map((x) => x[1])
                        .slice(0, 4)
                        .join(", ")})`,
                });
            }
        }
        return out;
    },
};
const code = (r) => ({
    contexts: ["code"],
    ...r,
});
const DUMP_WORDS = /\b(print|dumps?|json|write|post|send|log|items|keys|values|str\(|repr\(|upload|stringify|entries|for\b)/;
const E2_RULES = [
    code({
        id: "E2.environ-dump",
        pattern: "E2",
        confidence: 0.85,
        langs: ["python"],
        message: "Reads the whole environment (every variable, secrets included)",
        regex: /\bos\.environb?\b(?!\s*(?:\[|\.get\b|\.setdefault\b|\.pop\b|\.update\b|\.__setitem__|\s*=(?!=)))|(?<![\w.])environ\.(?:items|keys|values|copy)\s*\(\s*\)|\bdict\s*\(\s*environ\s*\)/g,
        check: (c) => {
            const line = c.region.text.slice(c.region.text.lastIndexOf("\n", c.index) + 1, c.region.text.indexOf("\n", c.index) >>> 0);
            const childEnv = /\benv\s*=\s*(?:dict\(\s*)?(?:\{\s*\*\*\s*)?os\.environ|os\.environ\.copy\(\)|\{\s*\*\*os\.environ|dict\(\s*os\.environ\s*,/.test(line);
            if (childEnv && !DUMP_WORDS.test(line.replace(/os\.environ\.copy\(\)/, "")))
                return false;
            if (/\bin\s+os\.environ\b/.test(line) && /\bif\b/.test(line) && !/\bfor\b/.test(line))
                return false;
            return true;
        },
    }),
    code({
        id: "E2.process-env-dump",
        pattern: "E2",
        confidence: 0.85,
        langs: ["js"],
        message: "Reads the whole environment (every variable, secrets included)",
        regex: /\bprocess\.env\b(?!\s*(?:\.|\[|\?\.))|\bDeno\.env\.toObject\s*\(|\bBun\.env\b(?!\s*[.[])/g,
        check: (c) => {
            const line = c.region.text.slice(c.region.text.lastIndexOf("\n", c.index) + 1, c.region.text.indexOf("\n", c.index) >>> 0);
            if (/\benv\s*:\s*(?:\{\s*\.\.\.process\.env|process\.env\b)|Object\.assign\(\s*\{\}\s*,\s*process\.env/.test(line) &&
                /\b(spawn|spawnSync|exec|execSync|execFile|execFileSync|fork|execa|Worker|child_process)\b/.test(c.region.text.slice(Math.max(0, c.index - 300), c.index)) &&
                !/stringify|entries|keys|values|console|send|post|write/.test(line)) {
                return false;
            }
            if (/\bin\s+process\.env\b/.test(line) && /\bif\s*\(/.test(line))
                return false;
            return true;
        },
    }),
    code({
        id: "E2.shell-env-dump",
        pattern: "E2",
        confidence: 0.85,
        langs: ["shell"],
        message: "Dumps the whole environment (every variable, secrets included)",
        regex: /(?:^|[;&|(`]|\$\()[ \t]*(?:env|printenv|export\s+-p|declare\s+-[px]+|compgen\s+-[ev]|set)\s*(?=$|[|>;&)`]|\s+[|>])|\/proc\/(?:self|\d+|\*|\$\$|\$\w+)\/environ/gm,
    }),
    code({
        id: "E2.powershell-env-dump",
        pattern: "E2",
        confidence: 0.85,
        langs: ["powershell", "ruby"],
        message: "Dumps the whole environment (every variable, secrets included)",
        regex: /\b(?:Get-ChildItem|gci|dir|ls)\s+env:|\[(?:System\.)?Environment\]::GetEnvironmentVariables\(\)|\bENV\.(?:to_h|to_a|each|map|select|keys|inspect)\b/gi,
    }),
    textRule({
        id: "E2.prose-env-harvest",
        pattern: "E2",
        confidence: 0.8,
        contexts: PROSE,
        message: "Instructs the agent to collect the environment variables",
        regex: /\b(dump|print|collect|list|gather|read|export|send|copy|capture|include|harvest|output|save|upload|log|grab|record)\b[^.;\n]{0,30}?\b(all|every|each|the\s+(?:full|entire|whole|complete))\s+(?:of\s+the\s+|the\s+)?(environment(?:\s+variables?)?|env(?:ironment)?\s+vars?|env\s+variables?|secrets|api\s+keys|tokens)\b/gi,
    }),
    E2_UNDECLARED,
];
const HOME_OR_ROOT = /(?:os\.path\.expanduser\(\s*["']~\/?["']\s*\)|Path\.home\(\)|os\.homedir\(\)|homedir\(\)|os\.environ\[["']HOME["']\]|os\.getenv\(["']HOME["']\)|process\.env\.HOME|["'](?:\/|~\/?|\/home\/?|\/Users\/?|\/root\/?|[A-Z]:\\\\?|\/etc\/?|\/var\/?)["']|Path\(\s*["'](?:\/|~|\/home|\/Users)["']\s*\)(?:\.expanduser\(\))?)/;
const E3_RULES = [
    code({
        id: "E3.walk-home",
        pattern: "E3",
        confidence: 0.8,
        langs: ["python", "js"],
        message: "Walks the home directory or the whole filesystem",
        regex: /\b(?:os\.walk|os\.scandir|os\.listdir|glob\.i?glob|fs\.readdirSync|fs\.readdir|fs\.promises\.readdir|readdirSync|readdir|walk|walkSync|fg|fastGlob|globSync|glob)\s*\(|\.(?:rglob|glob|iterdir|walk)\s*\(/g,
        check: (c) => {
            const args = callText(c.region.text, c.index + c.m[0].length - 1, 300);
            let depth = 0;
            let end = args.endsWith(")") ? args.length - 1 : args.length;
            for (let k = 1; k < args.length; k++) {
                const ch = args[k];
                if (ch === "(" || ch === "[" || ch === "{")
                    depth++;
                else if (ch === ")" || ch === "]" || ch === "}")
                    depth--;
                else if (ch === "," && depth === 0) {
                    end = k;
                    break;
                }
            }
            const first = args.slice(1, end);
            const recv = c.m[0].startsWith(".")
                ? c.region.text.slice(c.region.text.lastIndexOf("\n", c.index) + 1, c.index)
                : "";
            const target = c.m[0].startsWith(".") ? recv.slice(-80) : first;
            return (new RegExp(`^\\s*(?:${HOME_OR_ROOT.source})\\s*$|^\\s*["'](?:~|\\/)\\*\\*`).test(target) ||
                (c.m[0].startsWith(".") && new RegExp(`(?:${HOME_OR_ROOT.source})\\s*$`).test(target)));
        },
    }),
    code({
        id: "E3.find-home",
        pattern: "E3",
        confidence: 0.8,
        langs: ["shell", "powershell"],
        message: "Enumerates the home directory or the whole filesystem",
        regex: /\b(?:find|tree|locate|fd|du\s+-a\w*|ls\s+-\w*R\w*|rg\s+--files|Get-ChildItem\s+-Recurse|gci\s+-r\w*)\s+["']?(?:\/|~\/?|\$HOME\/?|\$\{HOME\}\/?|\/home\/?|\/Users\/?|\/root\/?|C:\\\\?|\$env:USERPROFILE)["']?(?=\s|$|;|\|)/gim,
    }),
    textRule({
        id: "E3.prose-enumerate",
        pattern: "E3",
        confidence: 0.7,
        contexts: PROSE,
        message: "Instructs the agent to enumerate files beyond the task's working directory",
        regex: /\b(list|enumerate|walk|scan|search|crawl|index|inventory|catalog(?:ue)?|find|look\s+through|go\s+through|recursively\s+(?:list|read))\b[^.;\n]{0,40}?\b(all|every|each|entire|whole|any)\s+(?:the\s+)?(?:files?|director(?:y|ies)|folders?|filesystem|file\s+system|disk|drive)\b[^.;\n]{0,40}?\b(home\s+director(?:y|ies)|home\s+folder|~\/?(?=\s|$|[.,;])|root\s+director(?:y|ies)|filesystem|file\s+system|computer|machine|system|disk|drive|user'?s\s+(?:files|folders|documents))/gi,
    }),
];
const E4_RULE = textRule({
    id: "E4.reveal-context",
    pattern: "E4",
    confidence: 0.85,
    contexts: PROSE,
    message: "Asks the agent to reveal its system prompt, conversation or other private context",
    regex: /\b(reveal|print|output|repeat|show|display|dump|echo|copy|include|includes|contains?|containing|paste|write|return|recite|reproduce|disclose|list|leak|append|insert|save|store|send|share|post|upload|quote|embed|attach|add|log|record|export|summari[sz]e|tell\s+(?:me|us|the\s+user))\b/gi,
    check: (c) => {
        const after = clauseAfter(c).slice(c.m[0].length, c.m[0].length + 160);
        const obj = /^(?:\s+(?:[\w'-]+\s+){0,6}?)(?:(?:the|your|its|their|my|our)\s+)?(?:(?:full|entire|complete|exact|original|hidden|internal|raw|verbatim|initial|whole)\s+)*(?:(?:text|contents?|copy)\s+of\s+(?:(?:the|your)\s+)?)?(system\s+prompt|system\s+message|system\s+instructions|initial\s+instructions|developer\s+(?:message|prompt|instructions)|instructions\s+you\s+(?:were|have\s+been)\s+given|conversation\s+history|chat\s+history|conversation\s+so\s+far|(?:last|previous|recent|prior)\s+(?:\w+\s+)?(?:messages|turns|exchanges)(?:\s+(?:of|from|in)\s+(?:this|the|our)\s+(?:conversation|chat|session))?|everything\s+(?:said|written|discussed|typed)\s+(?:in|during)\s+(?:this|the)\s+(?:conversation|chat|session)|(?:this|the)\s+(?:conversation|chat|session)(?:\s+(?:history|transcript|log))?(?=\s+(?:verbatim|in\s+full|to|into))|(?:previous|prior|earlier)\s+(?:messages|turns|conversation)|context\s+window|hidden\s+instructions|tools?\s+(?:list|definitions|you\s+(?:were\s+|have\s+been\s+)?given)|everything\s+above\s+this|memor(?:y|ies))\b/i;
        if (!obj.test(after))
            return false;
        return !DESCRIBES_ATTACK.test(clause(c));
    },
});
const E1_FIXED_DEST = {
    kind: "file",
    id: "E1.fixed-destination",
    pattern: "E1",
    confidence: 0.75,
    message: "Copies data to a hard-coded destination the skill does not document",
    check: (file, skill) => {
        const out = [];
        for (const r of codeRegions(file)) {
            for (const m of r.text.matchAll(/\b(?:aws\s+s3\s+(?:cp|sync|mv)|gsutil\s+(?:-m\s+)?(?:cp|rsync|mv)|rclone\s+(?:copy|sync|move))\s+[^\n]*?\s["']?((?:s3|gs):\/\/|[\w-]+:)([\w.-]+)/g)) {
                const bucket = (m[2] ?? "").toLowerCase();
                if (!bucket || bucket.startsWith("$") || skill.docText.includes(bucket))
                    continue;
                out.push({
                    line: lineOf(r, m.index ?? 0),
                    message: `Copies data to ${m[1]}${bucket}, a destination the skill's documentation never mentions`,
                });
            }
            if (!/smtplib|sendmail|send_message|nodemailer|sendMail|\bmail\s+-s/.test(r.text))
                continue;
            for (const m of r.text.matchAll(/["'`<]([\w.+-]+@(?:[\w-]+\.)+[a-z]{2,})["'`>]/gi)) {
                const addr = (m[1] ?? "").toLowerCase();
                if (skill.docText.includes(addr) || /@(example\.(com|org|net)|localhost)$/.test(addr))
                    continue;
                const before = r.text.slice(r.text.lastIndexOf("\n", m.index ?? 0) + 1, m.index ?? 0);
                const constName = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*$/.exec(before)?.[1];
                let at = m.index ?? 0;
                if (constName) {
                    const use = new RegExp(`(?:Bcc|Cc|To|bcc|cc|to)["'\\]]*\\s*[:=]\\s*[^\\n]*\\b${constName}\\b|\\b(?:sendmail|send_message)\\s*\\([^\\n]*\\b${constName}\\b`).exec(r.text);
                    if (use)
                        at = use.index;
                }
                out.push({
                    line: lineOf(r, at),
                    message: `Mails data to ${addr}, an address the skill's documentation never mentions`,
                });
            }
        }
        return out;
    },
};
const E1_RULES = [
    E1_SEND,
    E1_FIXED_DEST,
    textRule({
        id: "E1.prose-upload",
        pattern: "E1",
        confidence: 0.7,
        contexts: ["prose", "hidden"],
        message: "Instructs uploading local files to an external service",
        regex: /\b(?:curl|wget)\b[^\n]*?\s(?:-F|--form|-T|--upload-file|--data-binary|-d|--data)\s+["']?[\w-]*=?@[^\s"']+[^\n]*/gi,
        check: (c) => {
            const u = /https?:\/\/[^\s)"'`]+/.exec(c.m[0]);
            const host = u ? hostOf(u[0]) : null;
            return host !== null && !hostDeclared(host, c.skill.declaredHosts);
        },
    }),
];
const EXFILTRATION_RULES = [...E1_RULES, ...E2_RULES, ...E3_RULES, E4_RULE];
/** Env var names a skill documents: ALL_CAPS names in markdown prose and front matter. */
function declaredEnvOf(mdRegions, frontmatter) {
    const out = new Set();
    const add = (s) => {
        // Every name the pattern takes holds "_", "KEY" or "TOKEN": other texts are skipped unread.
        if (!s.includes("_") && !s.includes("KEY") && !s.includes("TOKEN"))
            return;
        for (const m of s.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{4,}(?:KEY|TOKEN))\b/g))
            if (m[1])
                out.add(m[1]);
    };
    for (const { region } of mdRegions) {
        if (region.ctx === "prose")
            add(region.text);
        // Setup snippets that export a variable declare it too ("export OPENWEATHER_API_KEY=...").
        if (region.ctx === "code")
            for (const m of region.text.matchAll(/\b(?:export|set|setx|\$env:)\s*([A-Z][A-Z0-9_]+)\s*=/g))
                if (m[1])
                    out.add(m[1]);
    }
    add(JSON.stringify(frontmatter ?? {}));
    return out;
}
/** Hosts a skill documents in its markdown prose and front matter. */
function declaredHostsOf(proseLines, frontmatter) {
    const out = new Set();
    const add = (s) => {
        for (const m of s.matchAll(URL_RE)) {
            const h = hostOf(m[0]);
            if (h)
                out.add(h);
        }
        // The domain pattern backtracks at every word; most texts have no ".tld" at all.
        if (!/\.(?:com|org|net|io|dev|ai|app|co|gov|edu|cloud)\b/i.test(s))
            return;
        for (const m of s.matchAll(/\b((?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|ai|app|co|gov|edu|cloud))\b/gi))
            if (m[1])
                out.add(m[1].toLowerCase());
    };
    // Neither pattern crosses a newline, so the joined lines give the same hosts in one call.
    add(proseLines.join("\n"));
    add(JSON.stringify(frontmatter ?? {}));
    return out;
}

;// CONCATENATED MODULE: ./src/scan/rules/privilege.ts




const CODE_AND_PROSE = ["code", "prose", "hidden"];
const rule = (r) => r;
/** allowed-tools in front matter granting unrestricted shell or every tool. */
const PE1_ALLOWED_TOOLS = {
    kind: "file",
    id: "PE1.allowed-tools-broad",
    pattern: "PE1",
    confidence: 0.6,
    message: "allowed-tools grants unrestricted tool use",
    check: (file, skill) => {
        if (file.path !== "SKILL.md")
            return [];
        const raw = skill.pkg.frontmatter["allowed-tools"];
        const tools = (Array.isArray(raw) ? raw.map(String) : typeof raw === "string" ? raw.split(/[\s,]+(?![^(]*\))/) : [])
            .map((t) => t.trim())
            .filter(Boolean);
        const broad = tools.filter((t) => /^(\*|Bash|Bash\(\s*\*?\s*(:\s*\*)?\s*\)|Bash\(sudo[^)]*\)|Shell|Terminal|Computer|All)$/i.test(t));
        if (broad.length === 0)
            return [];
        const idx = file.lines.findIndex((l) => /^\s*allowed-tools\s*:/.test(l));
        return [
            {
                line: idx >= 0 ? idx + 1 : 1,
                message: `allowed-tools grants ${broad.join(", ")} without restriction; list the exact commands the procedure needs (e.g. Bash(python scripts/run.py:*))`,
            },
        ];
    },
};
const PE1_RULES = [
    PE1_ALLOWED_TOOLS,
    rule({
        id: "PE1.world-writable",
        pattern: "PE1",
        confidence: 0.8,
        contexts: CODE_AND_PROSE,
        message: "Makes files world-writable",
        regex: /\bchmod\s+(?:-\w+\s+)*(?:0?[0-7]?7[67]7|0?666|[ugoa]*[oa]\+[rx]*w[rx]*|a=rwx|ugo=rwx)\b|\bos\.chmod\s*\([^)\n]*,\s*(?:0o?[0-7]?7[67]7|0o?666|511|438|stat\.S_IRWXO|stat\.S_IWOTH)|\b(?:fs\.)?chmod(?:Sync)?\s*\([^)\n]*,\s*(?:0o?777|0o?666|["']777["']|["']666["']|511)\s*\)|\bumask\s+0*0{2,3}\b|\bicacls\b[^\n]*\bEveryone:\(?F/gi,
    }),
    rule({
        id: "PE1.privileged-container",
        pattern: "PE1",
        confidence: 0.75,
        contexts: CODE_AND_PROSE,
        message: "Runs a container with host-level privileges",
        regex: /\bdocker\s+(?:run|create|exec)\b[^\n]*?(--privileged\b|--cap-add[=\s]+(?:ALL|SYS_ADMIN)\b|-v\s+\/:\/|--volume[=\s]+\/:\/|--pid[=\s]+host\b|-v\s+\/var\/run\/docker\.sock)/gi,
    }),
    rule({
        id: "PE1.privileged-manifest",
        pattern: "PE1",
        confidence: 0.7,
        contexts: ["code"],
        langs: ["config"],
        message: "Container manifest runs privileged or shares the host namespaces",
        regex: /^[ \t]*(?:privileged|hostPID|hostNetwork|hostIPC|allowPrivilegeEscalation)\s*:\s*true\b/gim,
    }),
    rule({
        id: "PE1.skip-permissions",
        pattern: "PE1",
        confidence: 0.8,
        contexts: ["code", "prose", "hidden", "comment"],
        message: "Turns off the agent's permission prompts or sandbox",
        regex: /--dangerously-skip-permissions\b|--dangerously-bypass-approvals-and-sandbox\b|--yolo\b|\bbypassPermissions\b|--allow-all-tools\b|--permission-mode[=\s]+bypass\w*|--sandbox[=\s]+danger-full-access|"?defaultMode"?\s*:\s*"?bypass/gi,
    }),
    rule({
        id: "PE1.allow-all-settings",
        pattern: "PE1",
        confidence: 0.7,
        contexts: ["code"],
        langs: ["config", "js"],
        message: "Agent settings allow every command",
        regex: /"allow"\s*:\s*\[[^\]]*"(?:Bash|Bash\(\*\)|Bash\(\*:\*\)|\*)"/g,
    }),
];
const PE2_RULES = [
    rule({
        id: "PE2.sudo",
        pattern: "PE2",
        confidence: 0.85,
        contexts: ["code"],
        message: "Runs a command with sudo",
        regex: /(?:^|[\s;&|(`{]|\$\(|\bexec\s)sudo(?:\s+-[-\w]+(?:[=\s][\w-]+)?)*\s+[\w./$"'-]|["']sudo["']\s*[,\]]|\bsudo\s+-[si]\b/gm,
    }),
    textRule({
        id: "PE2.sudo-prose",
        pattern: "PE2",
        confidence: 0.75,
        contexts: PROSE,
        examples: false,
        message: "Instructs the agent to use sudo",
        regex: /\bsudo\s+(?:-\w+\s+)*(?!su\b)[a-z./][\w./-]*/g,
        check: (c) => !/\b(requires?|needs?|may\s+need|might\s+need|prompt(s|ed)?\s+for)\s+$/i.test(clauseBefore(c)),
    }),
    rule({
        id: "PE2.su-root",
        pattern: "PE2",
        confidence: 0.8,
        contexts: ["code", "prose", "hidden"],
        message: "Switches to root",
        regex: /(?:^|[\s;&|(`])(?:su\s+(?:-\s+)?(?:root\b|-c\b|-l\b|-$)|doas\s+\w|pkexec\s+\w|runas\s+\/user:(?:administrator|admin)\b)|\bos\.set(?:e?uid|e?gid|resuid)\s*\(\s*0\s*[,)]|\bprocess\.set(?:e?uid|e?gid)\s*\(\s*0\s*\)/gim,
    }),
    rule({
        id: "PE2.setuid-root",
        pattern: "PE2",
        confidence: 0.8,
        contexts: ["code", "prose"],
        message: "Gives root ownership or the setuid bit, or edits sudoers",
        regex: /\bchmod\s+(?:-\w+\s+)*(?:[ugoa]*\+s\b|0?[4-7][0-7]{3}\b)|\bchown\s+(?:-\w+\s+)*root\b|\bNOPASSWD\b|\/etc\/sudoers\b|\bvisudo\b|\busermod\s+-aG\s+(?:sudo|wheel|root|docker)\b/gi,
    }),
    rule({
        id: "PE2.run-as-root",
        pattern: "PE2",
        confidence: 0.65,
        contexts: ["code"],
        langs: ["dockerfile", "shell", "config"],
        message: "Runs as the root user",
        regex: /^[ \t]*USER\s+(?:root|0)[ \t]*$|\bdocker\s+(?:run|exec)\b[^\n]*\s(?:--user[=\s]+(?:root|0)\b|-u\s+(?:root|0)\b)|\buser\s*:\s*["']?(?:root|0)["']?[ \t]*$/gim,
    }),
    textRule({
        id: "PE2.prose-root",
        pattern: "PE2",
        confidence: 0.65,
        contexts: ["prose", "hidden"],
        examples: false,
        message: "Instructs running with root or administrator privileges",
        regex: /\b(run|execute|start|launch|invoke|re-?run|open)\b[^.;\n]{0,40}?\b(as|with)\s+(?:the\s+)?(root|administrator|admin|superuser|elevated|sudo)\b(?:\s+(?:privileges?|rights|permissions|access|user|account))?|\b(gain|obtain|escalate\s+to|get)\s+(root|administrator|admin|superuser)\s+(privileges?|access|rights)\b/gi,
    }),
];
const CRED_READ_VERB = /\b(cat|less|more|head|tail|cp|copy|scp|rsync|tar|zip|base64|xxd|gpg|open|read\w*|load\w*|print\w*|upload\w*|send\w*|include\w*|grab\w*|collect\w*|extract\w*|dump\w*|attach\w*|archive\w*|back\s*up|move|mv|list|ls|search|grep|parse|steal|harvest|exfiltrate|look\s+(?:in|at|into)|check|inspect|fetch|get|use\s+the\s+contents?\s+of|embed|paste|post)\b/i;
const PE3_PATH = {
    kind: "file",
    id: "PE3.credential-path",
    pattern: "PE3",
    confidence: 0.85,
    message: "Reads a credential store",
    check: (file) => {
        const out = [];
        const recent = [];
        const clauses = new Set();
        const g = new RegExp(CRED_PATH.source, "g");
        for (const r of file.regions) {
            if (!mayNameCredPath(r.text))
                continue;
            g.lastIndex = 0;
            for (let m = g.exec(r.text); m; m = g.exec(r.text)) {
                if (m[0].length < 4 && !/id_|netrc|aws/.test(m[0]))
                    continue;
                const ls = r.text.lastIndexOf("\n", m.index) + 1;
                const le = r.text.indexOf("\n", m.index);
                const lineText = r.text.slice(ls, le < 0 ? r.text.length : le);
                if (/\b(ssh-keygen|ssh-add|ssh-keyscan|ssh-copy-id|known_hosts|mkdir|chmod\s+[67]00|touch)\b|\bssh\s+(-\w+\s+)*-i\b|\bIdentityFile\b/.test(lineText))
                    continue;
                const line = lineOf(r, m.index);
                const key = m[0].replace(/^.*?([\w.-]+\/?[\w.*-]*)$/, "$1");
                if (recent.some((x) => x.key === key && line - x.line <= 3 && line >= x.line))
                    continue;
                if (r.ctx === "code") {
                    recent.push({ key, line });
                    // A credential path written in code is read or handed to something that will read it.
                    out.push({ line, col: m.index - ls, message: `Accesses credential store ${m[0].trim()}` });
                    continue;
                }
                if (r.ctx === "comment")
                    continue;
                if (context_isNegated(r.text, m.index))
                    continue;
                const before = r.text
                    .slice(Math.max(0, m.index - 120), m.index)
                    .split(/[.;!?]\s|\n\s*\n|\n\s*[-*]\s/)
                    .pop() ?? "";
                if (!CRED_READ_VERB.test(before))
                    continue;
                const col = colOf(r, m.index);
                if (isTableExample(file.vlines, line - 1, col))
                    continue;
                if (exampleVerdict(r.text, m.index, file.vlines[line - 1] ?? "", col) === "example")
                    continue;
                // One finding per sentence: several stores named together are one instruction.
                const cs = clauseStart(r.text, m.index);
                if (clauses.has(`${r.startLine}:${cs}`))
                    continue;
                clauses.add(`${r.startLine}:${cs}`);
                recent.push({ key, line });
                out.push({
                    line,
                    confidence: 0.8,
                    col,
                    message: `Instructs reading credential store ${m[0].trim()}`,
                });
            }
        }
        return out;
    },
};
const PE3_RULES = [
    PE3_PATH,
    rule({
        id: "PE3.credential-command",
        pattern: "PE3",
        confidence: 0.85,
        contexts: ["code", "prose", "hidden"],
        message: "Pulls secrets out of a credential store or helper",
        regex: /\bsecurity\s+(?:find-generic-password|find-internet-password|dump-keychain)\b|\bgh\s+auth\s+token\b|\bgit\s+credential\s+fill\b|\bgit\s+config\s+(?:--\w+\s+)*--get[^\n]*credential|\baws\s+configure\s+(?:get\s+aws_secret_access_key|export-credentials)\b|\bgcloud\s+auth\s+print-access-token\b|\bbrowser_cookie3\b|\bCryptUnprotectData\b|\bGet-StoredCredential\b|\bcmdkey\s+\/list\b|\bkeyring\.get_password\s*\(|\bsecret-tool\s+lookup\b|\bmimikatz\b|\blazagne\b/gi,
    }),
    textRule({
        id: "PE3.prose-credentials",
        pattern: "PE3",
        confidence: 0.75,
        contexts: PROSE,
        message: "Instructs the agent to collect credentials",
        regex: /\b(read|copy|collect|grab|extract|dump|steal|harvest|upload|send|exfiltrate|gather|retrieve|print|include|attach|look\s+up|find)\b[^.;\n]{0,40}?\b(ssh\s+(?:private\s+)?keys?|private\s+keys?|aws\s+(?:credentials|secret\s+keys?|access\s+keys?)|cloud\s+credentials|browser\s+(?:cookies|passwords|credentials|profiles?)|saved\s+passwords|keychain(?:\s+entries)?|password\s+(?:store|manager|vault|database)|credential\s+(?:store|files?|helper|manager)|session\s+cookies|auth(?:entication)?\s+tokens?\s+(?:stored|saved|cached)|stored\s+(?:credentials|tokens|passwords))\b/gi,
    }),
];
const PRIVILEGE_RULES = [...PE1_RULES, ...PE2_RULES, ...PE3_RULES];

;// CONCATENATED MODULE: ./src/scan/rules/robustness.ts

/** Robustness rules look at shipped scripts only: documentation snippets are not run unattended. */
function script(file, langs) {
    const r = codeOf(file);
    return r && langs.includes(r.lang === "dockerfile" ? "shell" : r.lang) ? r : undefined;
}
const fileRule = (id, pattern, confidence, message, check) => ({
    kind: "file",
    id,
    pattern,
    confidence,
    message,
    check,
});
const lineTextAt = (text, off) => text.slice(text.lastIndexOf("\n", off - 1) + 1, (text.indexOf("\n", off) + 1 || text.length + 1) - 1);
// R1 -------------------------------------------------------------------------------------------
const VALIDATES = /\b(isinstance|validate|jsonschema|pydantic|model_validate|parse_obj|schema|assert\b|raise\s+\w*(Error|Exception)|typeof|Array\.isArray|instanceof|safeParse|\.parse\(|Number\.isNaN|isNaN|Number\.isFinite|\.isdigit\(|if\s+not\s+\w+|if\s*\(\s*!)/;
/** `if is_number(value):` (or a conditional expression) just before a conversion of `value` is validation. */
function guardedBefore(lines, i, at) {
    const arg = /^(?:int|float|Decimal)\s*\(\s*([A-Za-z_][\w.]*)\s*\)/.exec(at)?.[1];
    if (!arg)
        return false;
    const name = arg.replace(/\./g, "\\.");
    const cond = new RegExp(`\\bif\\b[^\\n]*\\b${name}\\b`);
    return lines.slice(Math.max(0, i - 3), i + 1).some((l) => cond.test(l));
}
const R1_PARSE = fileRule("R1.unvalidated-parse", "R1", 0.55, "Parses external input without validation or error handling", (file) => {
    const out = [];
    const py = script(file, ["python"]);
    if (py) {
        const lines = py.text.split("\n");
        const re = /\bjson\.loads?\s*\(|\byaml\.(?:safe_)?load\s*\(|\bpickle\.loads?\s*\(|\b(?:int|float|Decimal)\s*\(\s*(?:sys\.argv\[|args\[|argv\[|input\s*\(|os\.environ|request\.|text\b|raw\b|value\b|s\b|amount\b|field\b|cell\b|token\b|params?\[)|\bdict\s*\([^\n]*\.split\s*\(|^[ \t]*\w+\s*,\s*\w+\s*=\s*[\w.[\]]+\.split\s*\(|\btomllib\.loads?\s*\(|\bcsv\.DictReader\s*\(\s*sys\.stdin/g;
        for (const m of py.text.matchAll(re)) {
            const i = lineOf(py, m.index ?? 0) - py.startLine;
            const call = callText(py.text, (m.index ?? 0) + m[0].length - 1, 300);
            if (/^yaml\.load/.test(m[0]) && /Loader\s*=\s*(?:yaml\.)?(?:Safe|Base|CSafe)Loader/.test(call))
                continue;
            if (/^json\.loads?/.test(m[0]) && /^\(\s*["'{[]/.test(call))
                continue; // a literal
            if (/open\s*\(\s*["'][^"']+["']|Path\(\s*["'][^"']+["']\)/.test(call) && !/^pickle/.test(m[0]))
                continue; // the skill's own file
            if (pyEnclosedBy(lines, i, /^try\s*:/))
                continue;
            if (guardedBefore(lines, i, py.text.slice(m.index ?? 0, (m.index ?? 0) + 200)))
                continue;
            const next = lines.slice(i + 1, i + 8).join("\n");
            if (VALIDATES.test(next) && !/^(pickle|yaml\.load)/.test(m[0]))
                continue;
            const unsafe = /^pickle|^yaml\.load\s*\(/.test(m[0]) && !/Loader/.test(call);
            out.push({
                line: lineOf(py, m.index ?? 0),
                col: colOf(py, m.index ?? 0),
                confidence: unsafe ? 0.7 : 0.55,
                message: unsafe
                    ? `${m[0].replace(/\s*\($/, "")} on input it does not control: arbitrary objects, no validation`
                    : `${m[0].replace(/\s*\($/, "")}(...) with no try/except and no check of the result's shape; malformed input crashes with a traceback`,
            });
        }
    }
    const js = script(file, ["js"]);
    if (js) {
        const tries = braceBlocks(js.text, /\btry\s*\{/);
        for (const m of js.text.matchAll(/\bJSON\.parse\s*\(|\b(?:parseInt|parseFloat|Number)\s*\(\s*process\.argv\[|\byaml\.load\s*\(/g)) {
            const off = m.index ?? 0;
            if (within(tries, off))
                continue;
            const call = callText(js.text, off + m[0].length - 1, 300);
            if (/^\(\s*["'`{[]/.test(call))
                continue;
            if (/readFileSync\s*\(\s*["'`][^"'`$]+["'`]/.test(call))
                continue; // the skill's own file
            const next = js.text
                .slice(off, off + 500)
                .split("\n")
                .slice(1, 8)
                .join("\n");
            if (VALIDATES.test(next) || /\.catch\s*\(/.test(lineTextAt(js.text, off)))
                continue;
            out.push({
                line: lineOf(js, off),
                col: colOf(js, off),
                message: `${m[0].replace(/\s*\($/, "")}(...) outside try/catch with no validation of the result`,
            });
        }
    }
    return out;
});
// R2 -------------------------------------------------------------------------------------------
const R2_TIMEOUT = fileRule("R2.no-timeout", "R2", 0.7, "Network call without a timeout", (file) => {
    const out = [];
    const py = script(file, ["python"]);
    if (py) {
        const usesRequests = /\bimport\s+requests\b|\bfrom\s+requests\b/.test(py.text);
        const re = /\b(requests|session|sess|s|client|http)\.(get|post|put|patch|delete|head|request|options)\s*\(|\burlopen\s*\(|\burllib\.request\.urlopen\s*\(|\bhttp\.client\.HTTPS?Connection\s*\(|\bsocket\.create_connection\s*\(|\b(?:smtplib\.SMTP|imaplib\.IMAP4|poplib\.POP3|ftplib\.FTP|telnetlib\.Telnet)(?:_SSL|_TLS)?\s*\(|\baiohttp\.ClientSession\s*\(/g;
        for (const m of py.text.matchAll(re)) {
            const recv = m[1];
            if (recv && recv !== "requests" && !(usesRequests && /requests\.Session\s*\(/.test(py.text)))
                continue;
            if (recv &&
                recv !== "requests" &&
                /timeout\s*=/.test(py.text.match(/requests\.Session\s*\([^\n]*/)?.[0] ?? ""))
                continue;
            const call = callText(py.text, (m.index ?? 0) + m[0].length - 1);
            if (/\btimeout\s*=/.test(call))
                continue;
            if (/urlopen/.test(m[0]) && (call.match(/,/g) ?? []).length >= 2)
                continue;
            if (/create_connection/.test(m[0]) && /,\s*[\d.]+\s*\)$/.test(call))
                continue;
            if (recv && recv !== "requests" && /\.mount\(|HTTPAdapter|TimeoutSauce|timeout\s*=/.test(py.text))
                continue;
            out.push({
                line: lineOf(py, m.index ?? 0),
                col: colOf(py, m.index ?? 0),
                message: `${m[0].replace(/\s*\($/, "")}(...) has no timeout: a stalled server hangs the agent`,
            });
        }
    }
    const js = script(file, ["js"]);
    if (js && !/AbortSignal\.timeout|AbortController|axios\.defaults\.timeout/.test(js.text)) {
        const re = /\bfetch\s*\(|\baxios(?:\.(?:get|post|put|patch|delete|head|request))?\s*\(|\bgot(?:\.(?:get|post|put|patch|delete))?\s*\(|\bhttps?\.(?:get|request)\s*\(/g;
        for (const m of js.text.matchAll(re)) {
            const off = m.index ?? 0;
            if (/^axios\s*\($/.test(m[0]) && /^axios\.create/.test(js.text.slice(off)))
                continue;
            const call = callText(js.text, off + m[0].length - 1);
            if (/\b(timeout|signal)\s*:/.test(call))
                continue;
            if (/^https?\./.test(m[0]) && /\.setTimeout\s*\(|timeout\s*:/.test(js.text))
                continue;
            if (/^axios/.test(m[0]) && /axios\.create\s*\(\s*\{[^}]*timeout/.test(js.text))
                continue;
            if (/function\s+fetch\b|const\s+fetch\s*=/.test(js.text))
                continue;
            out.push({
                line: lineOf(js, off),
                col: colOf(js, off),
                message: `${m[0].replace(/\s*\($/, "")}(...) has no timeout or abort signal`,
            });
        }
    }
    const sh = script(file, ["shell"]);
    if (sh) {
        for (const m of sh.text.matchAll(/(?:^|[\s;&|(`]|\$\()curl\b([^\n]*)/gm)) {
            if (/\s(-m\s*\d|--max-time|--connect-timeout|-\w*m\s*\d)/.test(m[1] ?? ""))
                continue;
            if (/\b(file:\/\/|localhost|127\.0\.0\.1)/.test(m[1] ?? ""))
                continue;
            out.push({
                line: lineOf(sh, m.index ?? 0),
                confidence: 0.5,
                message: "curl without --max-time: a stalled server hangs the script",
            });
        }
    }
    return out;
});
// R3 -------------------------------------------------------------------------------------------
/**
 * A loop is bounded when something compared against a limit stops it: an attempt counter, a deadline,
 * a range. A per-command "--timeout" flag or a counter only used for logging is not a bound.
 */
function bounded(code) {
    const c = code.replace(/--?timeout[=\s]+\S+/gi, " ");
    return (/\b(attempts?|retr(?:y|ies)\w*|tries|tried|count\w*|n|i|j|k|elapsed|waited|iterations?|loops?|polls?)\b\s*(?:[<>]=?|===?|!==?|-(?:ge|gt|lt|le|eq)\b)/i.test(c) ||
        /(?:[<>]=?|-(?:ge|gt|lt|le|eq))\s*\$?\{?(?:MAX|max|limit|LIMIT|retries|RETRIES|attempts|ATTEMPTS|tries|TRIES|deadline|DEADLINE|timeout|TIMEOUT)/.test(c) ||
        /\b(deadline|time\.(?:time|monotonic)\s*\(\s*\)\s*[-<>]|Date\.now\s*\(\s*\)\s*[-<>]|datetime\.now\(\)\s*[-<>]|SECONDS\b|range\s*\(|stop_after|max_tries|max_time|timeout\s+\d+\s+)/.test(c));
}
const WORKS = /\bsleep\b|setTimeout|\bdelay\b|\bretry\b|\bcatch\b|\bexcept\b|spawn\w*|exec\w*|fetch\s*\(|request\w*|axios|subprocess|urlopen|os\.system|check_output|\bcurl\b|\bwget\b/;
const R3_LOOPS = fileRule("R3.unbounded-retry", "R3", 0.7, "Retry or polling loop without a bound", (file) => {
    const out = [];
    const msg = "Retries or polls with no maximum attempts or deadline: a stuck dependency hangs the agent";
    const py = script(file, ["python"]);
    if (py) {
        const lines = py.text.split("\n");
        lines.forEach((l, i) => {
            const head = /^\s*while\s+(.+):\s*$/.exec(l);
            if (!head)
                return;
            const forever = /^(True|1|not\s+[\w.()[\]'"]+)$/.test((head[1] ?? "").trim());
            const body = pyBlock(lines, i)
                .map((k) => lines[k])
                .join("\n");
            const waits = /\bsleep\s*\(/.test(body) || (/\bexcept\b/.test(body) && /\b(continue|pass)\b/.test(body));
            if (!waits && !(forever && WORKS.test(body)))
                return;
            if (bounded(`${l}\n${body}`))
                return;
            out.push({ line: py.startLine + i, message: msg });
        });
        for (const m of py.text.matchAll(/@(?:tenacity\.)?retry\b(\([^\n]*\))?|@backoff\.on_(?:exception|predicate)\s*\(([^\n]*)\)/g)) {
            const args = m[1] ?? m[2] ?? "";
            if (/stop\s*=|max_tries|max_time|stop_after/.test(args))
                continue;
            out.push({
                line: lineOf(py, m.index ?? 0),
                message: "Retry decorator without a stop condition retries forever",
            });
        }
    }
    const js = script(file, ["js"]);
    if (js) {
        for (const [start, open, close] of braceBlocks(js.text, /\bwhile\s*\([^)\n]*\)\s*\{|\bfor\s*\(\s*;\s*;\s*\)\s*\{|\bdo\s*\{/)) {
            const body = js.text.slice(open, close);
            const head = js.text.slice(start, open);
            const tail = /^do/.test(head) ? js.text.slice(close, close + 80) : "";
            const forever = /while\s*\(\s*(true|1|![\w.$]+)\s*\)|for\s*\(\s*;\s*;\s*\)/.test(head) ||
                /while\s*\(\s*(true|1|![\w.$]+)\s*\)/.test(tail);
            const waits = /\bsleep\b|setTimeout|\bdelay\b|\bretry\b/.test(body);
            if (!waits && !(forever && WORKS.test(body)))
                continue;
            if (!forever && !waits)
                continue;
            if (bounded(`${head}\n${body}\n${tail}`))
                continue;
            out.push({ line: lineOf(js, start), message: msg });
        }
        for (const m of js.text.matchAll(/\bsetInterval\s*\(/g)) {
            if (/clearInterval\s*\(/.test(js.text))
                continue;
            out.push({
                line: lineOf(js, m.index ?? 0),
                confidence: 0.5,
                message: "Polls with setInterval and never stops",
            });
        }
    }
    const sh = script(file, ["shell"]);
    if (sh) {
        const lines = sh.text.split("\n");
        lines.forEach((l, i) => {
            if (!/^\s*(while|until)\b/.test(l))
                return;
            let body = "";
            for (let k = i; k < lines.length && k < i + 40; k++) {
                body += `${lines[k]}\n`;
                if (k > i && /(?:^|;)\s*done\b/.test(lines[k] ?? ""))
                    break;
            }
            if (/\bwhile\s+(?:IFS=\S*\s+)?read\b/.test(l))
                return;
            if (!/\bsleep\b/.test(body))
                return;
            if (bounded(body))
                return;
            out.push({ line: sh.startLine + i, message: msg });
        });
    }
    return out;
});
// R4 -------------------------------------------------------------------------------------------
const R4_SWALLOW = fileRule("R4.swallowed-error", "R4", 0.8, "Errors are swallowed silently", (file) => {
    const out = [];
    const py = script(file, ["python"]);
    if (py) {
        const lines = py.text.split("\n");
        lines.forEach((l, i) => {
            const m = /^\s*except\s*(\(?\s*(?:Exception|BaseException)\s*(?:,[^)]*)?\)?)?\s*(?:as\s+\w+\s*)?:\s*(.*)$/.exec(l);
            if (!m)
                return;
            const inline = (m[2] ?? "").trim();
            const body = inline ? [inline] : pyBlock(lines, i).map((k) => (lines[k] ?? "").trim());
            if (body.length === 0 ||
                (body.every((b) => /^(pass|continue|break|\.\.\.|return(\s+(None|False|0|\[\]|\{\}|""|''))?|[\w.]+\.(rollback|close|cleanup|reset|clear)\(\)|\w+\s*=\s*(None|False|0|\[\]|\{\}|""|'')|(?:log(?:ger|ging)?)\.debug\(.*\))$/.test(b)) &&
                    !body.some((b) => /\b(raise|exit|abort)\b/.test(b)))) {
                out.push({
                    line: py.startLine + i,
                    message: `${m[1] ? "except Exception" : "Bare except"} that ${body[0] === "continue" ? "continues" : "does nothing"}: failures vanish and later steps run on bad state`,
                });
            }
        });
        for (const m of py.text.matchAll(/\bcontextlib\.suppress\s*\(\s*(?:Exception|BaseException)\s*\)|\bsuppress\s*\(\s*(?:Exception|BaseException)\s*\)/g)) {
            out.push({
                line: lineOf(py, m.index ?? 0),
                confidence: 0.7,
                message: "suppress(Exception) silences every failure in the block",
            });
        }
    }
    const js = script(file, ["js"]);
    if (js) {
        for (const m of js.text.matchAll(/\bcatch\s*(?:\(\s*[\w$]*\s*\))?\s*\{\s*\}|\.catch\s*\(\s*(?:\(\s*[\w$]*\s*\)|[\w$]+)\s*=>\s*(?:\{\s*\}|null|undefined|void\s+0|false)\s*\)|\.catch\s*\(\s*function\s*\(\s*\w*\s*\)\s*\{\s*\}\s*\)/g)) {
            out.push({
                line: lineOf(js, m.index ?? 0),
                col: colOf(js, m.index ?? 0),
                message: "Empty catch: failures vanish and later steps run on bad state",
            });
        }
    }
    const sh = script(file, ["shell"]);
    if (sh) {
        for (const m of sh.text.matchAll(
        // (?=(x+))\2 takes the command word atomically, so a long run of word characters is not re-split.
        /(?:^|[;&(][ \t]*|\bthen[ \t]+|\bdo[ \t]+)[ \t]*((?:sudo\s+)?(?=([\w./-]+))\2)[^\n|]*?(?:\s2>\s*\/dev\/null)?\s*\|\|\s*(?:true|:|exit\s+0|echo\b[^\n]*)\s*$/gm)) {
            const cmd = (m[1] ?? "").replace(/^sudo\s+/, "");
            if (/^(rm|rmdir|mkdir|kill|pkill|killall|unlink|umount|deactivate|shopt|trap|true|:|test|\[|grep|which|command|type|hash|diff|cmp)$/.test(cmd))
                continue;
            if (!/^(git|curl|wget|pip[\d.]*|npm|yarn|pnpm|make|cp|mv|tar|unzip|sha\d*sum|shasum|gpg|cosign|python[\d.]*|node|docker|apt(-get)?|brew|go|cargo|pytest|cd|install|chmod|ln|rsync|scp|psql|mysql|terraform|kubectl|gh|jq|source|\.|bash|sh|[\w./-]*(verify|check|test|build|fetch|download|install|migrate|deploy)[\w.-]*)$/.test(cmd))
                continue;
            out.push({
                line: lineOf(sh, m.index ?? 0),
                confidence: 0.65,
                message: `"${cmd} … || true" hides the failure of a step later commands depend on`,
            });
        }
        for (const m of sh.text.matchAll(/\|\|[^\n]*--no-verify\b|2>\s*\/dev\/null\s*\|\|\s*(?:git|npm|pip|make)\b[^\n]*--(?:force|no-verify|skip\S*)/g)) {
            out.push({
                line: lineOf(sh, m.index ?? 0),
                confidence: 0.7,
                message: "On failure the step is retried with its checks disabled, hiding why it failed",
            });
        }
        for (const m of sh.text.matchAll(/^[ \t]*set\s+\+e\b/gm)) {
            out.push({
                line: lineOf(sh, m.index ?? 0),
                confidence: 0.45,
                message: "set +e: failing commands no longer stop the script",
            });
        }
    }
    const ps = script(file, ["powershell"]);
    if (ps) {
        for (const m of ps.text.matchAll(/\$ErrorActionPreference\s*=\s*["']SilentlyContinue["']|-ErrorAction\s+SilentlyContinue/gi)) {
            out.push({ line: lineOf(ps, m.index ?? 0), confidence: 0.6, message: "SilentlyContinue hides errors" });
        }
    }
    return out;
});
// R5 -------------------------------------------------------------------------------------------
const R5_CLEANUP = fileRule("R5.resource-leak", "R5", 0.65, "Resource opened without being closed or removed", (file) => {
    const out = [];
    const py = script(file, ["python"]);
    if (py) {
        const lines = py.text.split("\n");
        // Is `v` closed somewhere? The file's closing sites are indexed once, not searched per variable.
        let index;
        const closes = (v) => {
            index ??= closeSites(py.text);
            return isClosed(index, v);
        };
        const test = (re) => (v) => re(v).test(py.text);
        const checks = [
            [
                /^\s*(?:self\.)?(\w+)\s*=\s*(?:io\.|codecs\.|gzip\.|bz2\.|lzma\.)?open\s*\(/,
                closes,
                "file handle",
                0.7,
            ],
            [/^\s*(?:self\.)?(\w+)\s*=\s*(?:\w+_open|open_\w+)\s*\(/, closes, "file handle", 0.6],
            [/^\s*(\w+)\s*=\s*(?:socket\.socket|socket\.create_connection)\s*\(/, closes, "socket", 0.6],
            [/^\s*(\w+)\s*=\s*(?:[\w.]+\.)?connect\s*\(/, closes, "connection", 0.6],
            [
                /^\s*(\w+)\s*=\s*(?:imaplib\.IMAP4|poplib\.POP3|smtplib\.SMTP|ftplib\.FTP)(?:_SSL|_TLS)?\s*\(/,
                closes,
                "mail/FTP session",
                0.65,
            ],
            [/^\s*(\w+)\s*=\s*subprocess\.Popen\s*\(/, closes, "child process", 0.6],
            [/^\s*(\w+)\s*=\s*(?:zipfile\.ZipFile|tarfile\.open|ZipFile)\s*\(/, closes, "archive handle", 0.6],
            [
                /^\s*(\w+)\s*=\s*(?:tempfile\.)?mkdtemp\s*\(/,
                test((v) => new RegExp(`rmtree\\s*\\(\\s*${v}|\\b(?:os\\.)?(?:remove|rmdir|unlink)\\s*\\(\\s*${v}|cleanup|atexit`)),
                "temporary directory",
                0.7,
            ],
            [
                /^\s*(?:\w+\s*,\s*)?(\w+)\s*=\s*(?:tempfile\.)?mkstemp\s*\(/,
                test((v) => new RegExp(`\\b(?:os\\.)?(?:remove|unlink)\\s*\\(\\s*${v}|\\.unlink\\s*\\(|atexit`)),
                "temporary file",
                0.7,
            ],
            [
                /^\s*(\w+)\s*=\s*(?:tempfile\.)?NamedTemporaryFile\s*\([^)]*delete\s*=\s*False/,
                test((v) => new RegExp(`\\b(?:os\\.)?(?:remove|unlink)\\s*\\(\\s*${v}|${v}\\.name\\)|Path\\(\\s*${v}\\.name\\s*\\)\\.unlink|atexit`)),
                "temporary file",
                0.7,
            ],
            [
                /^\s*(\w+)\s*=\s*(?:concurrent\.futures\.)?(?:ThreadPoolExecutor|ProcessPoolExecutor|multiprocessing\.Pool|Pool)\s*\(/,
                closes,
                "worker pool",
                0.55,
            ],
        ];
        lines.forEach((l, i) => {
            // Every pattern below is an assignment or an open(...): other lines cannot match.
            const assigns = l.includes("=");
            if (!assigns && !l.includes("open"))
                return;
            for (const [re, closed, what, conf] of assigns ? checks : []) {
                const v = re.exec(l)?.[1];
                if (!v || closed(v))
                    continue;
                out.push({
                    line: py.startLine + i,
                    confidence: conf,
                    message: `${what} "${v}" is never closed or removed`,
                });
                break;
            }
            if (/\bopen\s*\([^)]*\)\s*\.\s*(read|write|readlines|readline)\s*\(/.test(l) &&
                !/^\s*with\b/.test(l)) {
                out.push({
                    line: py.startLine + i,
                    confidence: 0.5,
                    message: "open(...).read()/write() leaves closing the file to the garbage collector",
                });
            }
            else if (/\b(json|yaml|pickle|toml|csv)\.\w+\s*\(\s*open\s*\(|^\s*for\s+\w+\s+in\s+(?:\w+\.)?open\s*\(/.test(l) &&
                !/^\s*with\b/.test(l)) {
                out.push({
                    line: py.startLine + i,
                    confidence: 0.5,
                    message: "A file opened inline is never closed",
                });
            }
        });
        tmpPaths(py, out);
    }
    const js = script(file, ["js"]);
    if (js) {
        const checks = [
            [
                /\b(?:fs\.)?openSync\s*\(|\bfs\.promises\.open\s*\(|\bawait\s+open\s*\(/g,
                /\bcloseSync\s*\(|\.close\s*\(/,
                "file descriptor",
            ],
            [
                /\bmkdtempSync\s*\(|\bmkdtemp\s*\(/g,
                /\brmSync\s*\(|\brm\s*\(|\brmdirSync\s*\(|\brimraf\b|\bremove\w*\s*\(/,
                "temporary directory",
            ],
            [/\bcreateWriteStream\s*\(/g, /\.end\s*\(|\.close\s*\(|pipeline\s*\(|\.pipe\s*\(/, "write stream"],
            [
                /\bnew\s+WebSocket\s*\(|\bnet\.(?:connect|createConnection)\s*\(/g,
                /\.close\s*\(|\.end\s*\(|\.destroy\s*\(/,
                "socket",
            ],
            [/\bpuppeteer\.launch\s*\(|\bchromium\.launch\s*\(/g, /\.close\s*\(/, "browser process"],
        ];
        for (const [re, closed, what] of checks) {
            if (closed.test(js.text))
                continue;
            for (const m of js.text.matchAll(re))
                out.push({ line: lineOf(js, m.index ?? 0), message: `${what} is never closed or removed` });
        }
    }
    if (js)
        tmpPaths(js, out);
    const sh = script(file, ["shell"]);
    if (sh) {
        tmpPaths(sh, out);
        if (/\bmktemp\b/.test(sh.text) &&
            !/(\w+)=\$\(\s*mktemp\b/.test(sh.text) &&
            !/\btrap\b[^\n]*(EXIT|ERR|INT|TERM)/.test(sh.text)) {
            const at = sh.text.search(/\bmktemp\b/);
            out.push({
                line: lineOf(sh, at),
                message: "A temporary path from mktemp is never removed (no rm, no trap on EXIT)",
            });
        }
        for (const m of sh.text.matchAll(/(\w+)=\$\(\s*mktemp\b[^)]*\)/g)) {
            const v = m[1] ?? "";
            if (new RegExp(`\\btrap\\b[^\\n]*(EXIT|ERR|INT|TERM)|\\brm\\s+(?:-\\w+\\s+)*["']?\\$\\{?${v}\\b`).test(sh.text))
                continue;
            out.push({
                line: lineOf(sh, m.index ?? 0),
                message: `Temporary path $${v} is never removed (no rm, no trap on EXIT)`,
            });
        }
    }
    return out;
});
/**
 * Where a Python script closes things, indexed once: names before .close()/.quit()/... or after
 * `with`, names followed by `as`, and the arguments of closing(...) (matched by prefix, as the
 * per-variable pattern `closing\(\s*v` did). Lookarounds keep overlapping sites apart.
 */
function closeSites(text) {
    const closed = new Set();
    for (const re of [
        /\b\w+(?=\.(?:close|quit|logout|shutdown|terminate|wait|communicate|kill)\s*\()/g,
        /(?<=with\s+)\w+/g,
        /\b\w+(?=\s+as\b)/g,
    ])
        for (const m of text.matchAll(re))
            closed.add(m[0]);
    const closingArgs = [...text.matchAll(/(?<=closing\(\s*)\w+/g)].map((m) => m[0]).sort();
    return { closed, closingArgs };
}
/** Is `v` closed at one of the sites? */
const isClosed = (sites, v) => sites.closed.has(v) || startsSome(sites.closingArgs, v);
/** Does some string of the sorted list start with `prefix`? (Those sort right at or after it.) */
function startsSome(sorted, prefix) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid] < prefix)
            lo = mid + 1;
        else
            hi = mid;
    }
    return sorted[lo]?.startsWith(prefix) ?? false;
}
/** What may stand right before a path to write it (">", "-o", open(..., "w"), zip ...), as a lookbehind. */
const WRITTEN_BEFORE = /(?<=(?:>|-o\s+|-[a-z]*r\s+|writeFileSync\s*\(|createWriteStream\s*\(|open\s*\([^\n]*["'][wa]|"-qr",\s*|zip[^\n]*)["']?)/y;
/** A removal earlier on the same line, as a lookbehind. */
const REMOVED_BEFORE = /(?<=\b(?:rm|unlink|unlinkSync|rmSync|remove|os\.remove|os\.unlink)\b[^\n]*)/y;
/**
 * Which of `paths` ("/tmp/..." or "/var/tmp/...") occur somewhere right after a write, or after a
 * removal on the same line. One pass over the text's "/tmp/" positions: at each, the candidate paths
 * are the ones the path-name characters there start with.
 */
function tmpPathUses(text, paths) {
    const written = new Set();
    const removed = new Set();
    const lengths = [...new Set([...paths].map((p) => p.length))].sort((a, b) => a - b);
    const name = /[\w.-]*/y;
    for (let q = text.indexOf("/tmp/"); q >= 0; q = text.indexOf("/tmp/", q + 1)) {
        name.lastIndex = q + 5;
        name.exec(text);
        const end = name.lastIndex;
        for (const start of [q, q - 4]) {
            if (start < q && (start < 0 || !text.startsWith("/var", start)))
                continue;
            for (const len of lengths) {
                if (start + len > end)
                    break;
                const p = text.slice(start, start + len);
                if (!paths.has(p))
                    continue;
                WRITTEN_BEFORE.lastIndex = start;
                if (!written.has(p) && WRITTEN_BEFORE.test(text))
                    written.add(p);
                REMOVED_BEFORE.lastIndex = start;
                if (!removed.has(p) && REMOVED_BEFORE.test(text))
                    removed.add(p);
            }
        }
    }
    return { written, removed };
}
/** Files written to a fixed /tmp path and never removed (the next run, or another user, finds them). */
function tmpPaths(r, out) {
    const found = [...r.text.matchAll(/["'\s>]((?:\/tmp|\/var\/tmp)\/[\w.-]+)/g)];
    if (found.length === 0)
        return;
    const uses = tmpPathUses(r.text, new Set(found.map((m) => m[1] ?? "")));
    const seen = new Set();
    for (const m of found) {
        const p = m[1] ?? "";
        if (seen.has(p))
            continue;
        seen.add(p);
        if (!uses.written.has(p) || uses.removed.has(p))
            continue;
        out.push({
            line: lineOf(r, m.index ?? 0),
            confidence: 0.55,
            message: `${p} is written to a fixed temporary path and never removed`,
        });
    }
}
const ROBUSTNESS_RULES = [R1_PARSE, R2_TIMEOUT, R3_LOOPS, R4_SWALLOW, R5_CLEANUP];

;// CONCATENATED MODULE: ./src/scan/rules/supply-chain.ts




const supply_chain_CODE_AND_PROSE = ["code", "prose", "hidden"];
const supply_chain_rule = (r) => r;
const INSTALLERS = [
    {
        eco: "pypi",
        re: /\b(?:pip[\d.]*|python[\d.]*\s+-m\s+pip|uv\s+pip|pipx)\s+install\b|\b(?:poetry|pdm|uv)\s+add\b|["']pip[\d.]*["']\s*,\s*["']install["']|["']-m["']\s*,\s*["']pip["']\s*,\s*["']install["']/g,
    },
    {
        eco: "npm",
        re: /\b(?:npm\s+(?:install|i|add)|yarn\s+(?:global\s+)?add|pnpm\s+(?:add|install|i)|bun\s+(?:add|install|i))(?=\s|["',]|$)|["']npm["']\s*,\s*["'](?:install|i)["']/g,
    },
    { eco: "gem", re: /\bgem\s+install\b/g },
    { eco: "cargo", re: /\bcargo\s+install\b/g },
    { eco: "go", re: /\bgo\s+(?:install|get)\b/g },
    { eco: "runner", re: /\b(?:npx|pnpm\s+dlx|bunx|uvx|pipx\s+run)\b/g },
];
const VALUE_FLAGS = /^(-r|--requirement|-c|--constraint|-i|--index-url|--extra-index-url|-f|--find-links|-t|--target|--prefix|--root|-e|--editable|--trusted-host|--python|--registry|-v|--version|--git|--branch|--tag|--rev|--source|-p|--package|--cache|--prefix|--python-version|--platform|--only-binary|--no-binary|--from)$/;
const PROSE_STOP = /^(the|a|an|it|them|this|that|these|those|first|manually|with|from|using|into|if|when|and|or|then|to|in|on|for|package|packages|library|libraries|module|modules|dependencies|deps|requirements|command|is|are|will|your|its|their|as|by|via|inside|globally|locally|once|again|before|after|e\.g\.|or|any|all|its|you|we)$/i;
function parseInstall(eco, rest, prose) {
    const stop = rest.search(/&&|\|\||[;|&\n#`)]|\s>|\bthen\b/);
    const chunk = (stop >= 0 ? rest.slice(0, stop) : rest).replace(/["',[\]]/g, " ");
    const toks = chunk.split(/\s+/).filter(Boolean);
    const packages = [];
    const sources = [];
    let versionFlag = false;
    for (let k = 0; k < toks.length; k++) {
        let t = toks[k] ?? "";
        if (t.startsWith("-")) {
            const [flag, val] = t.split("=", 2);
            const v = val ?? (VALUE_FLAGS.test(flag ?? "") ? toks[++k] : undefined);
            if (/^(-i|--index-url|--extra-index-url|-f|--find-links|--registry|--source)$/.test(flag ?? "") && v) {
                const h = hostOf(v) ?? v;
                if (!/^(pypi\.org|files\.pythonhosted\.org|registry\.npmjs\.org|registry\.yarnpkg\.com|rubygems\.org)$/.test(h)) {
                    sources.push(`${flag} ${v}`);
                }
            }
            else if (flag === "--trusted-host" && v)
                sources.push(`--trusted-host ${v}`);
            else if (flag === "--git" && v)
                sources.push(`--git ${v}`);
            else if (/^(-e|--editable)$/.test(flag ?? "") && v && /^(git|hg|svn|bzr)\+|:\/\//.test(v))
                sources.push(v);
            else if (/^(-v|--version)$/.test(flag ?? ""))
                versionFlag = true;
            continue;
        }
        if (/^\$|^\{|^%/.test(t))
            continue;
        if (prose && PROSE_STOP.test(t))
            break;
        if (/^(git\+|hg\+|svn\+|bzr\+|https?:|ftp:|git:|github:|gitlab:|bitbucket:|ssh:)/i.test(t) ||
            /@\s*(git\+|https?:)/.test(t)) {
            sources.push(t);
            continue;
        }
        if (t === "@" && toks[k + 1]) {
            sources.push(toks[++k] ?? "");
            continue;
        }
        if (/^(\.|\/|~)|\.(whl|tar\.gz|tgz|zip|gem|crate)$/.test(t))
            continue;
        if (eco === "npm" && /^[\w.-]+\/[\w.-]+(#[\w./-]+)?$/.test(t)) {
            sources.push(`github:${t}`);
            continue;
        }
        if (eco === "go") {
            const [name, ver] = t.split("@");
            if (!name?.includes("."))
                continue;
            if (ver && /^(main|master|HEAD|dev|develop)$/.test(ver))
                sources.push(t);
            else
                packages.push({ name, pinned: !!ver && /^v\d/.test(ver), spec: t });
            continue;
        }
        if (eco === "npm" || eco === "runner") {
            const at = t.lastIndexOf("@");
            const name = at > 0 ? t.slice(0, at) : t;
            const ver = at > 0 ? t.slice(at + 1) : "";
            if (!/^(@[\w.-]+\/)?[\w][\w.-]*$/.test(name))
                continue;
            if (/^(==|[a-z]+\.[a-z]+$)/.test(t) && !/\.(js|ts)$/.test(t))
                continue;
            packages.push({
                name,
                pinned: /^\d+\.\d+\.\d+([-+][\w.]+)?$/.test(ver) || /^[a-z0-9]+(==|@)\d/.test(t),
                spec: t,
            });
            if (eco === "runner")
                break; // the rest are arguments to the tool
            continue;
        }
        const pm = /^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?(.*)$/.exec(t);
        if (!pm)
            continue;
        t = pm[3] ?? "";
        packages.push({
            name: pm[1] ?? "",
            pinned: eco === "gem"
                ? versionFlag
                : eco === "cargo"
                    ? versionFlag || /^@\d/.test(t)
                    : /^===?\s*[\w.+!-]+$/.test(t) && !t.includes("*"),
            spec: toks[k] ?? "",
        });
    }
    if (eco === "gem" || eco === "cargo")
        for (const p of packages)
            p.pinned = p.pinned || versionFlag;
    return { eco, packages, sources };
}
const installCache = new WeakMap();
function installsOf(file) {
    const hit = installCache.get(file);
    if (hit)
        return hit;
    const out = [];
    for (const r of file.regions) {
        if (r.ctx === "comment" || r.ctx === "hidden")
            continue;
        if (r.ctx === "code" && !/^(shell|dockerfile|python|js|powershell|ruby|other|config)$/.test(r.lang))
            continue;
        const prose = r.ctx === "prose";
        for (const { eco, re } of INSTALLERS) {
            re.lastIndex = 0;
            for (let m = re.exec(r.text); m; m = re.exec(r.text)) {
                if (prose && context_isNegated(r.text, m.index))
                    continue;
                const rest = r.text.slice(m.index + m[0].length, m.index + m[0].length + 400);
                // In program source, a runner without --yes usually calls a locally installed tool.
                if (eco === "runner" &&
                    r.ctx === "code" &&
                    /^(python|js)$/.test(r.lang) &&
                    !/^\s*["',]*\s*["']?(-y|--yes)\b/.test(rest))
                    continue;
                out.push({
                    ...parseInstall(eco, rest.replace(/^\s+(-y|--yes)\b/, ""), prose),
                    region: r,
                    index: m.index,
                });
            }
        }
    }
    installCache.set(file, out);
    return out;
}
const SC1_INSTALL = {
    kind: "file",
    id: "SC1.unpinned-install",
    pattern: "SC1",
    confidence: 0.75,
    message: "Installs a package without a pinned version",
    check: (file) => installsOf(file).flatMap((ins) => {
        const loose = ins.packages.filter((p) => !p.pinned);
        if (loose.length === 0)
            return [];
        return [
            {
                line: lineOf(ins.region, ins.index),
                col: colOf(ins.region, ins.index),
                confidence: ins.eco === "runner" ? 0.6 : ins.region.ctx === "prose" ? 0.7 : 0.75,
                message: `${ins.eco === "runner" ? "Runs" : "Installs"} ${loose.map((p) => p.spec).join(", ")} without an exact version; a new release (or a hijacked one) is picked up silently`,
            },
        ];
    }),
};
const SC5_INSTALL = {
    kind: "file",
    id: "SC5.install-source",
    pattern: "SC5",
    confidence: 0.8,
    message: "Installs from an unverifiable source",
    check: (file) => installsOf(file).flatMap((ins) => ins.sources.length === 0
        ? []
        : [
            {
                line: lineOf(ins.region, ins.index),
                col: colOf(ins.region, ins.index),
                message: `Installs from ${ins.sources.join(", ")} instead of a pinned release on the official registry`,
            },
        ]),
};
/** Popular package names attackers imitate. */
const POPULAR = {
    pypi: [
        "requests",
        "numpy",
        "pandas",
        "urllib3",
        "beautifulsoup4",
        "pyyaml",
        "python-dateutil",
        "setuptools",
        "flask",
        "django",
        "boto3",
        "botocore",
        "matplotlib",
        "scipy",
        "pillow",
        "cryptography",
        "openai",
        "anthropic",
        "pypdf",
        "pypdf2",
        "python-docx",
        "openpyxl",
        "python-pptx",
        "reportlab",
        "selenium",
        "playwright",
        "httpx",
        "aiohttp",
        "pydantic",
        "click",
        "typer",
        "rich",
        "jinja2",
        "lxml",
        "scikit-learn",
        "tensorflow",
        "torch",
        "transformers",
        "colorama",
        "tqdm",
        "pytest",
        "black",
        "markdown",
        "pymupdf",
        "pdfplumber",
        "tiktoken",
        "langchain",
        "jsonschema",
        "psycopg2",
        "sqlalchemy",
        "redis",
        "paramiko",
        "certifi",
        "idna",
        "charset-normalizer",
        "six",
        "packaging",
    ],
    npm: [
        "lodash",
        "express",
        "react",
        "react-dom",
        "axios",
        "chalk",
        "commander",
        "moment",
        "request",
        "typescript",
        "webpack",
        "dotenv",
        "jsonwebtoken",
        "openai",
        "@anthropic-ai/sdk",
        "cross-env",
        "eslint",
        "prettier",
        "vue",
        "next",
        "yargs",
        "uuid",
        "debug",
        "node-fetch",
        "puppeteer",
        "playwright",
        "mocha",
        "jest",
        "vitest",
        "zod",
        "discord.js",
        "socket.io",
        "mongoose",
        "body-parser",
        "colors",
        "glob",
        "rimraf",
        "minimist",
        "ws",
        "sharp",
        "pdf-lib",
        "docx",
        "xlsx",
        "marked",
        "cheerio",
        "electron",
        "nodemailer",
        "bcrypt",
        "tslib",
        "semver",
    ],
};
const norm = (s) => s.toLowerCase().replace(/[-_.]+/g, "-");
const POPULAR_NORM = {
    pypi: new Set(POPULAR.pypi.map(norm)),
    npm: new Set(POPULAR.npm.map(norm)),
};
/** Real packages that are one edit away from a popular one. */
const KNOWN_NEIGHBOURS = new Set([
    "request",
    "requests",
    "colors",
    "color",
    "pypdf",
    "pypdf2",
    "pypdf3",
    "pymupdf",
    "docx",
    "xlsx",
    "mock",
    "ws",
    "glob",
    "jest",
    "next",
    "vue",
    "six",
    "black",
    "click",
    "rich",
    "redis",
    "typer",
    "debug",
    "uuid",
    "zod",
    "sharp",
    "axios",
    "httpx",
    "lxml",
    "idna",
    "torch",
    "react",
    "chalk",
    "yaml",
    "pyyaml",
    "tqdm",
    "marked",
    "flask",
    "tslib",
    "semver",
    "docx2txt",
].map(norm));
/** Words package names are built from; a name with a one-typo variant of one of them imitates a real package. */
const NAME_WORDS = new Set(("markdown plugin python request requests parser config loader utils client server react webpack eslint babel " +
    "typescript types google amazon azure github openai anthropic crypto cryptography django flask numpy pandas jquery " +
    "lodash express colors dateutil beautifulsoup selenium docker kubernetes tensorflow pytorch torch scikit matplotlib " +
    "pillow serializer validator formatter logger logging sqlalchemy postgres mysql redis mongo mongodb graphql apollo " +
    "angular svelte tailwind prettier playwright puppeteer chrome browser fetch axios yaml toml json html compiler " +
    "runtime bundler router middleware session cookie token oauth bcrypt stream buffer socket websocket proxy cache " +
    "queue worker cluster process async promise event emitter schema model helper helpers tools toolkit framework " +
    "generator template templates typedoc sphinx docs document documentation report reporter coverage linter format " +
    "theme themes image images upload download storage secrets dotenv environment settings utility utilities common " +
    "core sdk api cli http https boto botocore urllib certifi charset normalizer packaging setuptools wheel pytest").split(" "));
function tokenTyposquat(name) {
    for (const tok of norm(name)
        .replace(/^@[\w-]+\//, "")
        .split("-")) {
        if (tok.length < 6 || NAME_WORDS.has(tok))
            continue;
        for (const w of NAME_WORDS) {
            if (w.length < 6 || bagDistance(tok, w) > 1)
                continue;
            const d = editDistance(tok, w);
            // Transposed or dropped/added letters; a one-letter substitution is too often a different real word.
            const transposed = tok.length === w.length && [...tok].sort().join("") === [...w].sort().join("");
            if (d === 1 && (transposed || (tok.length !== w.length && tok.length >= 7)))
                return w;
        }
    }
    return null;
}
function typosquatOf(eco, name) {
    const n = norm(name);
    if (POPULAR_NORM[eco].has(n) || KNOWN_NEIGHBOURS.has(n))
        return null;
    const word = tokenTyposquat(name);
    if (word)
        return `a name spelled with "${word}"`;
    for (const p of POPULAR[eco]) {
        const q = norm(p);
        const limit = q.length >= 8 ? 2 : q.length >= 5 ? 1 : 0;
        const d = bagDistance(n, q) > limit ? 99 : editDistance(n, q);
        if (d > 0 && d <= limit)
            return p;
        // Same name with a misleading prefix/suffix ("python-requests", "requests-py", "openai-official").
        if (n !== q &&
            q.length >= 5 &&
            new RegExp(`^(py|python|node|js)-?${q}$|^${q}-?(py|js|official|secure|api|lib|latest|dev)$`).test(n))
            return p;
    }
    return null;
}
const SC4_TYPOSQUAT = {
    kind: "file",
    id: "SC4.typosquat",
    pattern: "SC4",
    confidence: 0.65,
    message: "Installs a package whose name imitates a popular one",
    check: (file) => installsOf(file).flatMap((ins) => {
        const eco = ins.eco === "pypi" ? "pypi" : ins.eco === "npm" || ins.eco === "runner" ? "npm" : null;
        if (!eco)
            return [];
        return ins.packages.flatMap((p) => {
            const like = typosquatOf(eco, p.name);
            return like
                ? [
                    {
                        line: lineOf(ins.region, ins.index),
                        col: colOf(ins.region, ins.index),
                        message: `Installs "${p.name}", one typo away from ${like.startsWith("a name") ? like : `the popular package "${like}"`}`,
                    },
                ]
                : [];
        });
    }),
};
const OFFICIAL_SKILLS = [
    "skill-creator",
    "mcp-builder",
    "canvas-design",
    "webapp-testing",
    "frontend-design",
    "brand-guidelines",
    "algorithmic-art",
    "slack-gif-creator",
    "theme-factory",
    "internal-comms",
    "doc-coauthoring",
    "web-artifacts-builder",
    "artifacts-builder",
    "template-skill",
];
const SC4_NAME = {
    kind: "file",
    id: "SC4.name-mismatch",
    pattern: "SC4",
    confidence: 0.6,
    message: "Skill name does not match its folder or imitates another skill",
    check: (file, skill) => {
        if (file.path !== "SKILL.md")
            return [];
        const out = [];
        const name = String(skill.pkg.frontmatter.name ?? skill.pkg.name ?? "");
        const idx = file.lines.findIndex((l) => /^\s*name\s*:/.test(l));
        const line = idx >= 0 ? idx + 1 : 1;
        if (name && skill.folder && name !== skill.folder && !/^[0-9a-f]{8,}$|^tmp|^skill$/i.test(skill.folder)) {
            out.push({ line, message: `Front matter name "${name}" does not match the folder "${skill.folder}"` });
        }
        for (const o of OFFICIAL_SKILLS) {
            // Two edits at most: most names are ruled out by a linear lower bound.
            if (Math.abs(name.length - o.length) > 2 || bagDistance(name, o) > 2)
                continue;
            const d = editDistance(name, o);
            if (d > 0 && d <= (o.length >= 10 ? 2 : 1)) {
                out.push({
                    line,
                    confidence: 0.55,
                    message: `Skill name "${name}" is one typo away from the well-known skill "${o}"`,
                });
            }
        }
        if (/\b(official|verified|certified)\b/i.test(name.replace(/-/g, " ")) &&
            /(anthropic|claude|openai|github|google|microsoft|aws)/i.test(name)) {
            out.push({ line, confidence: 0.6, message: `Skill name "${name}" claims an official vendor origin` });
        }
        return out;
    },
};
const SC4_IMPERSONATION = supply_chain_rule({
    id: "SC4.impersonation",
    pattern: "SC4",
    confidence: 0.5,
    contexts: ["prose"],
    message: "Claims to be an official skill of a vendor",
    regex: /\b(?:the\s+)?(?:official|officially\s+(?:endorsed|maintained|supported)|verified|certified)\s+(?:\w+\s+)?(?:skill|plugin|package|extension|integration|release|version)\s+(?:of|from|by|for)\s+(?:anthropic|openai|github|google|microsoft|aws|amazon|stripe|slack|atlassian|notion)\b/gi,
});
/** requirements.txt: every requirement pinned with == and from the official index. */
const SC_REQUIREMENTS = {
    kind: "file",
    id: "SC1.requirements-file",
    pattern: "SC1",
    confidence: 0.7,
    message: "Requirement without an exact version",
    check: (file) => {
        if (!/(^|\/)requirements[\w.-]*\.(txt|in)$/i.test(file.path))
            return [];
        const out = [];
        file.lines.forEach((raw, i) => {
            const l = raw.replace(/\s+#.*$/, "").trim();
            if (!l || l.startsWith("#"))
                return;
            const ins = parseInstall("pypi", l.replace(/^(-\w+|--[\w-]+)\s+/, (f) => (/^-r|^--requirement|^-c/.test(f) ? "" : `${f} `)), false);
            if (/^(-r|--requirement|-c|--constraint)\b/.test(l))
                return;
            if (ins.sources.length) {
                out.push({
                    line: i + 1,
                    pattern: "SC5",
                    rule: "requirements-source",
                    confidence: 0.8,
                    message: `Requirement from ${ins.sources.join(", ")}, not a pinned release on PyPI`,
                });
                return;
            }
            for (const p of ins.packages) {
                if (!p.pinned)
                    out.push({ line: i + 1, message: `Requirement "${l}" is not pinned to an exact version (==)` });
                const like = typosquatOf("pypi", p.name);
                if (like)
                    out.push({
                        line: i + 1,
                        pattern: "SC4",
                        rule: "typosquat",
                        confidence: 0.65,
                        message: `Requirement "${p.name}" is one typo away from "${like}"`,
                    });
            }
        });
        return out;
    },
};
/** package.json dependencies: wildcard/latest versions and git/url sources. */
const SC_PACKAGE_JSON = {
    kind: "file",
    id: "SC1.package-json",
    pattern: "SC1",
    confidence: 0.7,
    message: "Dependency without a version",
    check: (file) => {
        if (!/(^|\/)package\.json$/.test(file.path))
            return [];
        let pkg;
        try {
            pkg = JSON.parse(file.text);
        }
        catch {
            return [];
        }
        const out = [];
        for (const key of ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"]) {
            const deps = pkg[key];
            if (!deps || typeof deps !== "object")
                continue;
            for (const [name, v] of Object.entries(deps)) {
                const ver = String(v);
                const idx = file.lines.findIndex((l) => l.includes(`"${name}"`));
                const line = idx >= 0 ? idx + 1 : 1;
                if (/^(git\+|git:|github:|gitlab:|bitbucket:|https?:)|^[\w.-]+\/[\w.-]+(#.*)?$/.test(ver)) {
                    out.push({
                        line,
                        pattern: "SC5",
                        rule: "package-json-source",
                        confidence: 0.8,
                        message: `Dependency ${name} comes from ${ver}, not a registry release`,
                    });
                }
                else if (/^(\*|latest|x|)$|^>=?/.test(ver.trim())) {
                    out.push({ line, message: `Dependency ${name} is "${ver}", which accepts any future release` });
                }
                const like = typosquatOf("npm", name);
                if (like)
                    out.push({
                        line,
                        pattern: "SC4",
                        rule: "typosquat",
                        confidence: 0.65,
                        message: `Dependency "${name}" is one typo away from "${like}"`,
                    });
            }
        }
        return out;
    },
};
const SC1_IMAGE = {
    kind: "file",
    id: "SC1.unpinned-image",
    pattern: "SC1",
    confidence: 0.6,
    message: "Container image without a pinned tag or digest",
    check: (file) => {
        const out = [];
        for (const r of codeRegions(file, ["dockerfile", "config"])) {
            const stages = new Set([...r.text.matchAll(/^[ \t]*FROM\s+\S+\s+AS\s+(\S+)/gim)].map((m) => (m[1] ?? "").toLowerCase()));
            for (const m of r.text.matchAll(/^[ \t]*FROM\s+(?:--platform=\S+\s+)?(\S+)|^[ \t]*image\s*:\s*["']?([^\s"'#]+)/gim)) {
                const img = (m[1] ?? m[2] ?? "").toLowerCase();
                if (!img || img === "scratch" || stages.has(img) || img.includes("$"))
                    continue;
                if (img.includes("@sha256:"))
                    continue;
                const tag = /:([^/]+)$/.exec(img)?.[1];
                if (!tag || tag === "latest") {
                    out.push({ line: lineOf(r, m.index ?? 0), message: `Image ${img} has no pinned tag or digest` });
                }
            }
        }
        return out;
    },
};
const CHECKSUM = /\b(sha256sum|sha512sum|shasum|gpg\s+--verify|gpgv|cosign\s+verify|minisign|Get-FileHash|--checksum|--hash=|sha256\s*[:=]|hashlib\.sha256|slsa-verifier|checksums?\b)/i;
const SC5_BINARY = {
    kind: "file",
    id: "SC5.binary-download",
    pattern: "SC5",
    confidence: 0.75,
    message: "Downloads and installs a binary without verifying it",
    check: (file) => {
        const out = [];
        for (const r of codeRegions(file, ["shell", "powershell", "python"])) {
            if (CHECKSUM.test(r.text))
                continue;
            const re = /\b(?:curl|wget|Invoke-WebRequest|iwr|urlretrieve|urllib\.request\.urlretrieve)\b[^\n]*?(https?:\/\/[^\s"')]+\.(?:deb|rpm|pkg|msi|exe|AppImage|tar\.gz|tgz|tar\.xz|zip|whl|jar|dmg|bin|gem|vsix|apk)\b|(?:-o|-O|--output|-OutFile)\s+["']?(?:\/usr\/local\/bin|\/usr\/bin|\/opt|~\/\.local\/bin|\$HOME\/\.local\/bin|\/bin)\/)[^\n]*/g;
            for (const m of r.text.matchAll(re)) {
                out.push({
                    line: lineOf(r, m.index ?? 0),
                    col: colOf(r, m.index ?? 0),
                    message: "Downloads a binary or package from a URL and installs it with no checksum or signature check",
                });
            }
            // Downloaded to a file that is then installed or made executable.
            for (const m of r.text.matchAll(/\b(?:curl|wget)\b[^\n]*?(?:-\w*o|-O|--output(?:-document)?)\s*["']?([^\s"';&|]+)[^\n]*/g)) {
                const target = (m[1] ?? "").split("/").pop() ?? "";
                if (!target || /\.(sh|py|ps1|pl|rb|js)$/.test(target))
                    continue;
                if (/\.(deb|rpm|pkg|msi|exe|AppImage|tar\.gz|tgz|tar\.xz|zip|whl|jar|dmg|bin|gem|vsix|apk)\b/.test(m[0]))
                    continue;
                const esc = target.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
                const rest = r.text.slice((m.index ?? 0) + m[0].length);
                if (new RegExp(`\\b(?:install|mv|cp)\\b[^\\n]*${esc}[^\\n]*(?:\\/usr\\/|\\/opt\\/|\\/bin\\b|\\.local\\/bin)|\\bchmod\\s+[^\\n]*\\+?x[^\\n]*${esc}|\\binstall\\s+-m\\s*\\d+[^\\n]*${esc}`).test(rest)) {
                    out.push({
                        line: lineOf(r, m.index ?? 0),
                        col: colOf(r, m.index ?? 0),
                        message: "Downloads an executable and installs it with no checksum or signature check",
                    });
                }
            }
            for (const m of r.text.matchAll(/\b(?:dpkg\s+-i|rpm\s+-[iU]\w*|apt(?:-get)?\s+install\s+(?:-\w+\s+)*\.\/\S+\.deb|installer\s+-pkg|msiexec\s+\/i)\b[^\n]*/g)) {
                out.push({
                    line: lineOf(r, m.index ?? 0),
                    confidence: 0.7,
                    message: "Installs a package file that was not verified against a checksum or signature",
                });
            }
            for (const m of r.text.matchAll(/\badd-apt-repository\s+(?:-\w+\s+)*["']?(?:ppa:|deb\s+http)[^\n]*|\becho\s+["']?deb\s+\[?[^\n]*>\s*\/etc\/apt\/sources\.list[^\n]*|\bapt-key\s+add\b[^\n]*/g)) {
                out.push({
                    line: lineOf(r, m.index ?? 0),
                    confidence: 0.65,
                    message: "Adds a third-party package repository",
                });
            }
        }
        return out;
    },
};
const SC5_GIT_BUILD = {
    kind: "file",
    id: "SC5.git-clone-install",
    pattern: "SC5",
    confidence: 0.6,
    message: "Builds and installs from a git branch instead of a tagged release",
    check: (file) => {
        const out = [];
        for (const r of codeRegions(file, ["shell", "python", "js"])) {
            for (const m of r.text.matchAll(/\bgit\s+clone\b(?![^\n]*(?:--branch|-b)\s+v?\d)[^\n]*/g)) {
                const after = r.text.slice(m.index ?? 0, (m.index ?? 0) + 600);
                if (/\bgit\s+checkout\s+(?:v?\d|[0-9a-f]{7,40}\b)/.test(after))
                    continue;
                if (/\b(make\s+install|pip[\d.]*\s+install\s+(?:-e\s+)?\.|npm\s+(?:install\s+-g|link)|python[\d.]*\s+setup\.py\s+install|\.\/install\.sh|cargo\s+install\s+--path|go\s+install)\b/.test(after)) {
                    out.push({
                        line: lineOf(r, m.index ?? 0),
                        message: "Clones a repository's default branch and installs it; the code can change under the same command",
                    });
                }
            }
        }
        return out;
    },
};
const SC2_RULES = [
    supply_chain_rule({
        id: "SC2.curl-pipe-shell",
        pattern: "SC2",
        confidence: 0.9,
        contexts: supply_chain_CODE_AND_PROSE,
        message: "Pipes a script downloaded from the network straight into an interpreter",
        regex: /\b(?:curl|wget|fetch|iwr|irm|invoke-webrequest|invoke-restmethod|https?|httpie|aria2c)\b[^|\n]*\|\s*(?:sudo\s+(?:-\S+\s+)*)?(?:env\s+(?:\S+=\S+\s+)*)?(?:(?:ba|z|da|k|fi)?sh|python[\d.]*|node|perl|ruby|php|iex|invoke-expression|pwsh|powershell|source)\b(?!\s*-c\s)|\b(?:(?:ba|z)?sh|source|\.)\s+(?:-s\s+)?<\(\s*(?:curl|wget)\b|\b(?:(?:ba|z)?sh|python[\d.]*|node)\s+-c\s+["']?\$\(\s*(?:curl|wget)\b|\beval\s+["']?\$\(\s*(?:curl|wget)\b|\b(?:iex|invoke-expression)\s*\(?\s*\(?\s*(?:iwr|irm|invoke-webrequest|invoke-restmethod|new-object\s+(?:system\.)?net\.webclient)\b/gi,
    }),
    supply_chain_rule({
        id: "SC2.exec-fetched",
        pattern: "SC2",
        confidence: 0.9,
        contexts: ["code"],
        langs: ["python", "js", "ruby"],
        message: "Executes code fetched from the network",
        regex: /\b(?:exec|eval)\s*\(\s*(?:requests\.get|urllib\.request\.urlopen|urlopen|httpx\.get)\s*\(|\b(?:eval|new\s+Function|Function|vm\.runIn\w+Context|vm\.runInThisContext)\s*\(\s*(?:await\s+)?\(?\s*(?:await\s+)?(?:fetch|axios\.get|got|https\.get)\s*\(|\b(?:import|require)\s*\(\s*["'`]https?:\/\/|\bimport\s+[^\n]*from\s+["']https?:\/\/|\beval\s*\(\s*(?:Net::HTTP|URI\.open|open-uri)/g,
    }),
    {
        kind: "file",
        id: "SC2.fetch-then-exec",
        pattern: "SC2",
        confidence: 0.85,
        message: "Downloads code and then runs it",
        check: (file) => {
            const out = [];
            for (const r of codeRegions(file, ["shell", "powershell"])) {
                const re = /\b(?:curl|wget|Invoke-WebRequest|iwr)\b[^\n]*?(https?:\/\/[^\s"')]+)[^\n]*?(?:(?:-o|-O|--output|--output-document|-OutFile)\s+["']?([^\s"';&|]+))?[^\n]*/gi;
                for (const m of r.text.matchAll(re)) {
                    const url = m[1] ?? "";
                    const target = m[2] ??
                        (/-O\b(?!\s+\S)|\s-O\s*$/.test(m[0]) || /\bwget\b/.test(m[0])
                            ? url
                                .replace(/[?#].*$/, "")
                                .split("/")
                                .pop()
                            : undefined);
                    if (!target)
                        continue;
                    const base = target.split("/").pop() ?? target;
                    const rest = r.text.slice((m.index ?? 0) + m[0].length);
                    const esc = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
                    const run = new RegExp(`(?:\\b(?:ba|z)?sh|\\bsource|(?:^|[;&|\\s])\\.|\\bpython[\\d.]*|\\bnode|\\bperl|\\bruby|\\bpwsh|\\bchmod\\s+\\+?[0-7]*x?)\\s+["']?[^\\s"']*${esc}\\b|\\.\\/${esc}\\b|&\\s*["']?[^\\s"']*${esc}`, "m");
                    if (run.test(rest) || (/\.(sh|py|ps1|pl|rb|js)$/.test(base) && run.test(m[0]))) {
                        out.push({
                            line: lineOf(r, m.index ?? 0),
                            col: colOf(r, m.index ?? 0),
                            message: `Downloads ${url} and executes it`,
                        });
                    }
                }
            }
            for (const r of codeRegions(file, ["python", "js"])) {
                // Without an exec/eval call there is nothing to report: skip the data flow.
                if (!/\b(?:exec|eval|Function|vm\.runIn\w+|compile)\s*\(/.test(r.text))
                    continue;
                const fetched = new Set();
                for (const m of r.text.matchAll(/\b([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?(?:requests\.get|urlopen|urllib\.request\.urlopen|httpx\.get|fetch|axios\.get|got)\s*\(/g)) {
                    if (m[1])
                        fetched.add(m[1]);
                }
                for (const m of r.text.matchAll(/\b([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?([A-Za-z_$][\w$]*)\.(?:text|content|read\(\)|data|json\(\))/g)) {
                    if (m[2] && fetched.has(m[2]) && m[1])
                        fetched.add(m[1]);
                }
                if (fetched.size === 0)
                    continue;
                for (const m of r.text.matchAll(/\b(?:exec|eval|new\s+Function|Function|vm\.runIn\w+|compile)\s*\(\s*(?:await\s+)?([A-Za-z_$][\w$]*)/g)) {
                    if (m[1] && fetched.has(m[1]))
                        out.push({
                            line: lineOf(r, m.index ?? 0),
                            message: `Executes ${m[1]}, which holds code fetched from the network`,
                        });
                }
            }
            return out;
        },
    },
    textRule({
        id: "SC2.prose-fetch-run",
        pattern: "SC2",
        confidence: 0.7,
        contexts: PROSE,
        message: "Instructs the agent to download and run a remote script",
        regex: /\b(download|fetch|get|grab|pull|retrieve)\b[^.;\n]{0,60}?\b(script|installer|code|binary|program|payload|update)\b[^.;\n]{0,80}?\b(run|execute|exec|source|launch|evaluate|eval|pipe\s+it\s+(?:to|into))\b|\b(run|execute|source|eval|evaluate)\b[^.;\n]{0,40}?\b(script|code|installer|commands?)\b[^.;\n]{0,30}?\b(from|at|hosted\s+at|served\s+(?:at|from))\s+(https?:\/\/|the\s+(?:url|internet|web|remote\s+server))/gi,
        check: (c) => /https?:\/\/|\burl\b|\bremote\b|\binternet\b|\bweb\b|\bgist\b|\bpastebin\b/i.test(c.region.text.slice(c.index, c.index + 300)),
    }),
];
const DECODERS = "b64decode|b32decode|b16decode|a85decode|b85decode|decodebytes|decodestring|unhexlify|fromhex|zlib\\.decompress|lzma\\.decompress|bz2\\.decompress|gzip\\.decompress|marshal\\.loads|codecs\\.decode|rot_?13|\\[::-1\\]";
/** A literal part of every decoding the SC3.decode-then-exec assignment regex knows (lower-case). */
const DECODE_WORDS = new KeywordSet([
    "b64decode",
    "b32decode",
    "b16decode",
    "a85decode",
    "b85decode",
    "decodebytes",
    "decodestring",
    "unhexlify",
    "fromhex",
    ".decompress",
    "marshal.loads",
    "codecs.decode",
    "rot13",
    "rot_13",
    "[::-1]",
    "atob",
    "buffer.from",
    "fromcharcode",
    ".decode(",
]);
const SC3_RULES = [
    supply_chain_rule({
        id: "SC3.decode-exec-python",
        pattern: "SC3",
        confidence: 0.95,
        contexts: ["code"],
        langs: ["python"],
        message: "Decodes a hidden payload and executes it",
        regex: new RegExp(`\\b(?:exec|eval|compile)\\s*\\([^\\n]{0,300}?(?:${DECODERS})|\\bmarshal\\.loads\\s*\\(|\\bpickle\\.loads\\s*\\([^\\n]{0,80}(?:${DECODERS})|\\bgetattr\\s*\\(\\s*__import__\\s*\\(|__import__\\s*\\(\\s*["'](?:base64|codecs|zlib|marshal)["']\\s*\\)\\s*\\.\\s*\\w+\\s*\\([^\\n]*\\)\\s*\\)|\\b__pyarmor__\\b|\\bpyarmor_runtime\\b`, "g"),
    }),
    supply_chain_rule({
        id: "SC3.decode-exec-js",
        pattern: "SC3",
        confidence: 0.9,
        contexts: ["code"],
        langs: ["js"],
        message: "Decodes a hidden payload and executes it",
        regex: /\b(?:eval|Function|new\s+Function|setTimeout|setInterval|vm\.run\w*|execSync|exec|spawnSync)\s*\([^\n]{0,300}?(?:atob\s*\(|Buffer\.from\s*\([^)\n]*["'](?:base64|hex)["']|fromCharCode|unescape\s*\(|decodeURIComponent\s*\(\s*["']%)|\beval\s*\(\s*function\s*\(\s*p\s*,\s*a\s*,\s*c\s*,\s*k\s*,\s*e\s*,\s*[dr]\s*\)|(?:\b_0x[0-9a-f]{4,6}\b[^\n]*){4,}/g,
    }),
    supply_chain_rule({
        id: "SC3.decode-exec-shell",
        pattern: "SC3",
        confidence: 0.95,
        contexts: ["code", "prose", "hidden"],
        message: "Decodes a hidden payload and executes it",
        regex: /\b(?:base64\s+(?:-d|--decode|-D)|xxd\s+-r|openssl\s+(?:enc\s+)?(?:-\w+\s+)*-d|openssl\s+base64\s+-d|rev\b|tr\s+["']?A-Za-z["']?\s+["']?N-ZA-Mn-za-m["']?|gunzip|zcat|printf\s+["']?(?:\\x[0-9a-f]{2}){4,})[^\n|]*\|\s*(?:sudo\s+)?(?:(?:ba|z|da|k)?sh|python[\d.]*|perl|node|ruby|eval|source)\b|\b(?:eval|(?:ba|z)?sh\s+-c|python[\d.]*\s+-c)\s+["']?\$\([^)\n]*(?:base64|xxd|openssl|rev\b|\\x[0-9a-f]{2})|\b(?:powershell|pwsh)(?:\.exe)?\s+[^\n]*-(?:e|ec|enc|encodedcommand)\s+[A-Za-z0-9+/=]{16,}|\[(?:System\.)?Convert\]::FromBase64String\([^\n]*\|\s*(?:iex|invoke-expression)|\b(?:iex|invoke-expression)\b[^\n]*FromBase64String/gi,
    }),
    {
        kind: "file",
        id: "SC3.decode-then-exec",
        pattern: "SC3",
        confidence: 0.9,
        message: "Decodes data into a variable and executes it",
        check: (file) => {
            const out = [];
            for (const r of codeRegions(file, ["python", "js"])) {
                if (!DECODE_WORDS.some(r.text))
                    continue;
                const decoded = new Set();
                const dec = new RegExp(`\\b([A-Za-z_$][\\w$]*)\\s*=\\s*[^\\n]*(?:${DECODERS}|atob\\s*\\(|Buffer\\.from\\s*\\([^)\\n]*["'](?:base64|hex)["']|fromCharCode|\\.decode\\(\\s*["'](?:rot13|rot_13|hex|base64)["'])`, "g");
                for (const m of r.text.matchAll(dec))
                    if (m[1])
                        decoded.add(m[1]);
                if (decoded.size === 0)
                    continue;
                for (let pass = 0; pass < 2; pass++) {
                    for (const m of r.text.matchAll(/\b([A-Za-z_$][\w$]*)\s*=\s*([A-Za-z_$][\w$]*)\s*(?:\.decode\([^)]*\)|\.toString\([^)]*\))/g)) {
                        if (m[2] && decoded.has(m[2]) && m[1])
                            decoded.add(m[1]);
                    }
                }
                const sinks = /\b(?:exec|eval|compile|new\s+Function|Function|vm\.run\w*|os\.system|os\.popen|subprocess\.\w+|execSync|spawnSync|child_process\.\w+)\s*\(\s*(?:\[\s*["'][^"']*["']\s*,\s*["']-c["']\s*,\s*)?([A-Za-z_$][\w$]*)/g;
                for (const m of r.text.matchAll(sinks)) {
                    if (m[1] && decoded.has(m[1]))
                        out.push({
                            line: lineOf(r, m.index ?? 0),
                            message: `Executes ${m[1]}, which holds decoded (obfuscated) data`,
                        });
                }
            }
            return out;
        },
    },
];
const SC1_RULES = [SC1_INSTALL, SC_REQUIREMENTS, SC_PACKAGE_JSON, SC1_IMAGE];
const SC4_RULES = [SC4_TYPOSQUAT, SC4_NAME, SC4_IMPERSONATION];
const SC5_RULES = [
    SC5_INSTALL,
    SC5_BINARY,
    SC5_GIT_BUILD,
    supply_chain_rule({
        id: "SC5.custom-registry",
        pattern: "SC5",
        confidence: 0.75,
        contexts: ["code"],
        message: "Points the package manager at an unofficial registry",
        regex: /\b(?:npm|yarn|pnpm)\s+config\s+set\s+(?:@[\w-]+:)?registry\s+(?!https:\/\/registry\.(?:npmjs\.org|yarnpkg\.com))\S+|^[ \t]*(?:@[\w-]+:)?registry\s*=\s*(?!https:\/\/registry\.(?:npmjs\.org|yarnpkg\.com))\S+|^[ \t]*(?:extra-)?index-url\s*=\s*(?!https:\/\/pypi\.org)\S+|\bpip[\d.]*\s+config\s+set\s+global\.(?:extra-)?index-url\s+(?!https:\/\/pypi\.org)\S+|\bgem\s+sources\s+(?:-a|--add)\s+\S+/gim,
    }),
];
const SUPPLY_CHAIN_RULES = [
    ...SC1_RULES,
    ...SC2_RULES,
    ...SC3_RULES,
    ...SC4_RULES,
    ...SC5_RULES,
];

;// CONCATENATED MODULE: ./src/scan/rules/index.ts





/**
 * Pre-filters: a text that contains none of a rule's words cannot give a finding, so the regex is not
 * run. Each list must cover every way the rule's regex can match, or (where noted) every match its
 * check accepts; a list of lists needs a word from each. Checked by tests/scan/scanner.test.ts.
 */
const HINTS = {
    "P1.ignore-previous": [
        "ignore",
        "disregard",
        "forget",
        "override",
        "bypass",
        "discard",
        "abandon",
        "set",
        "throw",
        "attention",
    ],
    "P1.forget-everything": ["forget", "disregard", "ignore"],
    "P1.precedence": [
        "precedence",
        "priority",
        "supersede",
        "override",
        "outrank",
        "replace",
        "trump",
        "above all",
        "over all",
        "before all",
    ],
    "P1.no-longer-apply": [
        "no longer",
        "not apply",
        "void",
        "obsolete",
        "revoked",
        "suspended",
        "lifted",
        "disabled",
        "deactivated",
        "cancel",
    ],
    "P1.new-identity": ["you are", "mode", "do anything now"],
    "P1.fake-system": ["system", "sys>", "sys >", "override", "end of"],
    "P1.defy-user": ["ignore", "disregard", "overrule", "override", "follow", "listen", "obey", "instead of"],
    "P1.supersede": [
        "replace",
        "supersede",
        "override",
        "trump",
        "outrank",
        "wins",
        "priority",
        "prevails",
        "final say",
    ],
    "P1.ignore-user-requests": ["ignore", "disregard", "overrule", "override"],
    "P3.image-beacon": ["![", "image", "img", "pixel"],
    // The verb alone matches everywhere; check() needs a destination: a URL, a domain, an address or a
    // named endpoint.
    "P3.send-data": [
        "http",
        "@",
        "webhook",
        "endpoint",
        "collector",
        "server",
        "pastebin",
        "gist",
        "discord",
        "telegram",
        "ngrok",
        "requestbin",
        "host",
        "service",
        "url",
        "address",
        ".co",
        ".net",
        ".org",
        ".io",
        ".xyz",
        ".ru",
        ".cn",
        ".site",
        ".app",
        ".dev",
        ".me",
        ".info",
        ".biz",
        ".top",
        ".cc",
        ".sh",
        ".link",
        ".tk",
    ],
    "P3.secret-into-output": [
        "key",
        "token",
        "secret",
        "credential",
        "password",
        "cookie",
        ".env",
        "environment",
    ],
    "P4.no-confirmation": ["without", "not", "don", "never", "no need", "skip", "assume"],
    "P4.conceal": [
        "not",
        "don",
        "never",
        "avoid",
        "without",
        "hide",
        "conceal",
        "keep secret",
        "cover up",
        "suppress",
    ],
    "P4.no-need-to-ask": ["not", "don", "never", "skip", "no need"],
    "P4.scanner-steering": [
        "scanner",
        "audit",
        "review",
        "analy",
        "classifier",
        "grader",
        "judge",
        "evaluator",
        "moderator",
        "model",
        "verified",
        "certified",
        "approved",
        "vetted",
        "whitelisted",
        "finding",
        "warning",
        "alert",
        "detection",
        "flag",
        "nosec",
    ],
    "P3.external-recipient": ["@"],
    "P4.silent-action": ["silent", "secret", "covert", "quiet", "invisib", "discreet", "stealth", "behind the"],
    "P4.bypass-safety": [
        "bypass",
        "circumvent",
        "disable",
        "skip",
        "turn off",
        "ignore",
        "evade",
        "around",
        "switch off",
        "override",
    ],
    // "never" stands for every "never refuse / say no / ask why ..." form.
    "P4.always-comply": [
        "comply",
        "obey",
        "never",
        "refuse",
        "decline",
        "push back",
        "question",
        "authori",
        "permitted",
        "allowed",
    ],
    "P4.false-report": ["even if", "regardless", "whether or not", "no matter"],
    "P4.skip-hooks": ["--no-verify", "hookspath", "husky", "--no-gpg-sign", "--skip-check"],
    "P4.withhold": [
        "no need",
        "mention only",
        "tell only",
        "report only",
        "show only",
        "say only",
        "disclose only",
        "reveal only",
        "out of",
        "omit",
    ],
    "E1.prose-upload": ["curl", "wget"],
    "E2.environ-dump": ["environ"],
    "E2.process-env-dump": ["process.env", "deno.env", "bun.env"],
    "E2.shell-env-dump": ["env", "export", "declare", "compgen", "set"],
    "E2.powershell-env-dump": ["env:", "environment", "env."],
    "E2.prose-env-harvest": ["env", "secrets", "api", "tokens"],
    "E3.walk-home": ["walk", "scandir", "listdir", "glob", "readdir", "fg", "iterdir"],
    "E3.find-home": ["find", "tree", "locate", "fd", "du", "ls", "rg", "get-childitem", "gci"],
    "E3.prose-enumerate": ["home", "~", "root", "system", "computer", "machine", "disk", "drive", "user"],
    // The verb alone matches everywhere; check() needs what is revealed: a prompt, a conversation, memory.
    "E4.reveal-context": [
        "system",
        "instructions",
        "developer",
        "conversation",
        "chat",
        "session",
        "messages",
        "turns",
        "exchanges",
        "context",
        "tool",
        "everything",
        "memor",
    ],
    "PE1.world-writable": ["chmod", "umask", "icacls"],
    "PE1.privileged-container": ["docker"],
    "PE1.privileged-manifest": ["privilege", "host"],
    "PE1.skip-permissions": [
        "dangerously",
        "yolo",
        "bypasspermissions",
        "allow-all-tools",
        "permission-mode",
        "danger-full-access",
        "defaultmode",
    ],
    "PE1.allow-all-settings": ["allow"],
    "PE2.sudo": ["sudo"],
    "PE2.sudo-prose": ["sudo"],
    "PE2.su-root": ["su ", "doas", "pkexec", "runas", "setuid", "seteuid", "setgid", "setegid", "setresuid"],
    "PE2.setuid-root": ["chmod", "chown", "nopasswd", "sudoers", "visudo", "usermod"],
    "PE2.run-as-root": ["root", "user", "-u 0"],
    "PE2.prose-root": ["root", "admin", "superuser", "elevated", "sudo"],
    "PE3.prose-credentials": [
        "ssh",
        "private",
        "aws",
        "cloud",
        "browser",
        "password",
        "keychain",
        "credential",
        "session",
        "auth",
        "stored",
    ],
    "PE3.credential-command": [
        "security",
        "gh auth",
        "git credential",
        "git config",
        "aws configure",
        "gcloud",
        "browser_cookie",
        "cryptunprotect",
        "storedcredential",
        "cmdkey",
        "keyring",
        "secret-tool",
        "mimikatz",
        "lazagne",
    ],
    "SC2.curl-pipe-shell": ["curl", "wget", "fetch", "iwr", "irm", "invoke-", "http", "aria2c", "webclient"],
    "SC2.exec-fetched": ["exec", "eval", "function", "vm.", "import", "require"],
    // Something to run, and (for check()) somewhere remote it comes from.
    "SC2.prose-fetch-run": [
        ["script", "installer", "code", "binary", "program", "payload", "update", "command"],
        ["http", "url", "remote", "internet", "web", "gist", "pastebin"],
    ],
    "SC3.decode-exec-python": ["exec", "eval", "compile", "marshal", "pickle", "__import__", "pyarmor"],
    "SC3.decode-exec-js": ["eval", "function", "settimeout", "setinterval", "vm.", "exec", "spawn", "_0x"],
    "SC3.decode-exec-shell": ["|", "$(", "powershell", "pwsh", "frombase64string"],
    "SC4.impersonation": ["official", "verified", "certified"],
    "SC5.custom-registry": ["registry", "index-url", "gem sources"],
};
/** Every rule, family by family. Severity and remediation come from PATTERNS. */
const ALL_RULES = [
    ...PROMPT_INJECTION_RULES,
    ...EXFILTRATION_RULES,
    ...PRIVILEGE_RULES,
    ...SUPPLY_CHAIN_RULES,
    ...ROBUSTNESS_RULES,
].map((r) => (r.kind !== "file" && HINTS[r.id] && !r.hint ? { ...r, hint: HINTS[r.id] } : r));

;// CONCATENATED MODULE: ./src/scan/segment.ts

function region(ctx, lang, text, startLine, extra = {}) {
    return {
        ctx,
        lang,
        text,
        startLine,
        example: extra.example ?? 0,
        ...extra,
        starts: extra.starts ?? lineStarts(text),
    };
}
const EXT_LANG = [
    [/\.(py|pyw|pyi)$/i, "python"],
    [/\.(sh|bash|zsh|ksh|fish|command)$/i, "shell"],
    [/\.(js|mjs|cjs|jsx|ts|mts|cts|tsx)$/i, "js"],
    [/\.(ps1|psm1|psd1)$/i, "powershell"],
    [/\.rb$/i, "ruby"],
    [/(^|\/)(Dockerfile|Containerfile)(\.[\w-]+)?$|\.dockerfile$/i, "dockerfile"],
    [/(^|\/)(Makefile|makefile|GNUmakefile|justfile)$|\.mk$/i, "shell"],
    [/\.(md|mdx|markdown)$/i, "markdown"],
    [/\.(ya?ml|json|jsonc|toml|ini|cfg|conf|env|properties|lock)$|(^|\/)\.[\w.-]*rc$/i, "config"],
    [/(^|\/)requirements[\w.-]*\.(txt|in)$/i, "config"],
    [/\.(txt|rst|adoc|text|csv|tsv|log|html?|xml|svg)$/i, "text"],
];
const FENCE_LANG = {
    python: "python",
    py: "python",
    python3: "python",
    ipython: "python",
    pycon: "python",
    bash: "shell",
    sh: "shell",
    shell: "shell",
    zsh: "shell",
    console: "shell",
    terminal: "shell",
    shellsession: "shell",
    fish: "shell",
    make: "shell",
    makefile: "shell",
    js: "js",
    javascript: "js",
    ts: "js",
    typescript: "js",
    jsx: "js",
    tsx: "js",
    node: "js",
    mjs: "js",
    powershell: "powershell",
    ps1: "powershell",
    pwsh: "powershell",
    ruby: "ruby",
    rb: "ruby",
    dockerfile: "dockerfile",
    docker: "dockerfile",
    yaml: "config",
    yml: "config",
    json: "config",
    toml: "config",
    ini: "config",
    env: "config",
    dotenv: "config",
    text: "text",
    txt: "text",
    plain: "text",
    plaintext: "text",
    markdown: "markdown",
    md: "markdown",
};
/** Language of a file from its name, then its shebang. */
function langOf(path, text) {
    const shebang = /^#!\s*\S*?(?:\/env\s+(?:-\S+\s+)*)?(\S+)/.exec(text);
    if (shebang?.[1]) {
        const prog = shebang[1].replace(/^.*\//, "");
        if (/^python/.test(prog))
            return "python";
        if (/^(ba|z|k|da|fi)?sh$/.test(prog))
            return "shell";
        if (/^(node|deno|bun|tsx|ts-node)$/.test(prog))
            return "js";
        if (/^ruby$/.test(prog))
            return "ruby";
        if (/^pwsh$/.test(prog))
            return "powershell";
    }
    for (const [re, lang] of EXT_LANG)
        if (re.test(path))
            return lang;
    return "other";
}
function fenceLang(info) {
    const word = info
        .trim()
        .split(/[\s{,]/)[0]
        ?.toLowerCase() ?? "";
    if (word === "")
        return "shell"; // unlabelled blocks in skills are mostly commands
    return FENCE_LANG[word] ?? "other";
}
/** The regions of a file: markdown is split into prose, fenced code and hidden markup; scripts into code and comments. */
function segment(path, text) {
    const lang = langOf(path, text);
    if (lang === "markdown")
        return segmentMarkdown(text);
    if (lang === "text" || lang === "other")
        return [region("prose", lang, text, 1)];
    return splitComments(text, lang, 1, 0);
}
const EXAMPLE_STRONG = /\b(pasted|user\s+(sent|wrote|pasted|input)|sample\s+input|malicious|attack(er)?s?|injection|adversarial|jailbreak|exploit|suspicious|red[- ]?team|phishing|what not to do|do not (do|use|run|write|copy)|don'?t (do|use|run|write|copy)|never (do|use|run|write)|avoid(ing)?|anti-?pattern|bad (example|practice|pattern)|insecure|unsafe|wrong|vulnerable|detect(s|ed|ion)?|flag(s|ged)?|block(s|ed)?)\b/i;
const EXAMPLE_WEAK = /\b(example|e\.g\.|for instance|sample|illustrat|such as|output)\b/i;
function exampleLevelOf(label) {
    if (EXAMPLE_STRONG.test(label))
        return 2;
    if (EXAMPLE_WEAK.test(label))
        return 1;
    return 0;
}
const HIDDEN_HTML = /<(div|span|p|section|details)\b[^>]*\b(hidden\b|style\s*=\s*["'][^"']*(display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|opacity\s*:\s*0(?![.\d])|color\s*:\s*(white|#fff\b|#ffffff\b|transparent)))[^>]*>([\s\S]*?)<\/\1>/gi;
function segmentMarkdown(src) {
    const out = [];
    const lines = src.split("\n");
    let prose = src;
    // Masking keeps every newline where it was, so the line starts of src hold for prose throughout.
    // Ranges are collected and blanked in one pass per stage: one copy of the text per range would be
    // quadratic in a file with thousands of blocks or comments.
    const starts = lineStarts(src);
    let masks = [];
    const mask = (fromLine, toLine) => {
        const a = starts[fromLine] ?? prose.length;
        const b = toLine + 1 < starts.length ? (starts[toLine + 1] ?? prose.length) - 1 : prose.length;
        masks.push([a, b]);
    };
    const applyMasks = () => {
        prose = blankRanges(prose, masks);
        masks = [];
    };
    let i = 0;
    if (lines[0]?.trim() === "---") {
        let end = 1;
        while (end < lines.length && lines[end]?.trim() !== "---")
            end++;
        if (end < lines.length) {
            const body = lines.slice(1, end).join("\n");
            out.push(region("prose", "config", body, 2));
            mask(0, end);
            i = end + 1;
        }
    }
    for (; i < lines.length; i++) {
        const m = /^(\s{0,12})(`{3,}|~{3,})(.*)$/.exec(lines[i] ?? "");
        if (!m)
            continue;
        const fence = m[2] ?? "```";
        const info = m[3] ?? "";
        if (fence[0] === "`" && info.includes("`"))
            continue;
        let j = i + 1;
        const close = new RegExp(`^\\s*${fence[0] === "`" ? "`" : "~"}{${fence.length},}\\s*$`);
        while (j < lines.length && !close.test(lines[j] ?? ""))
            j++;
        const body = lines.slice(i + 1, j).join("\n");
        const lang = fenceLang(info);
        const example = exampleLevelOf(`${labelBefore(lines, i)} ${info}`);
        if (body.length > 0)
            out.push(...splitComments(body, lang, i + 2, example));
        mask(i, Math.min(j, lines.length - 1));
        i = j;
    }
    applyMasks();
    // Hidden markup: HTML comments, markdown link-definition comments, elements hidden by style.
    const hiddenRe = /<!--([\s\S]*?)(?:-->|$(?![\s\S]))|^[ \t]*\[[^\]\n]*\]:[ \t]*(?:#|<>)[ \t]*(?:\(([^\n]*)\)|"([^\n]*)")[ \t]*$/gm;
    for (let m = hiddenRe.exec(prose); m; m = hiddenRe.exec(prose)) {
        const inner = m[1] ?? m[2] ?? m[3] ?? "";
        const innerOff = m.index + m[0].indexOf(inner);
        const line = lineIndexAt(starts, innerOff) + 1;
        const hiding = m[0].startsWith("<!--") ? "HTML comment" : "markdown comment";
        out.push(region("hidden", "text", " ".repeat(col(prose, innerOff)) + inner, line, { hiding }));
        // The regex reads on from the end of this match, so blanking it later changes nothing it sees.
        masks.push([m.index, m.index + m[0].length]);
        if (m[0].length === 0)
            hiddenRe.lastIndex++;
    }
    applyMasks();
    for (let m = HIDDEN_HTML.exec(prose); m; m = HIDDEN_HTML.exec(prose)) {
        const inner = m[6] ?? "";
        const innerOff = m.index + m[0].lastIndexOf(inner);
        out.push(region("hidden", "text", " ".repeat(col(prose, innerOff)) + inner, lineIndexAt(starts, innerOff) + 1, {
            hiding: "HTML element hidden by its style",
        }));
        masks.push([innerOff, innerOff + inner.length]);
    }
    applyMasks();
    // Prose: one region for the whole file (clauses stop at blank lines), blockquotes apart so an
    // example label can apply to them. Inline-code backticks become spaces so sentences read through them.
    prose = prose.replace(/`/g, " ");
    const pl = prose.split("\n");
    const main = [...pl];
    let start = -1;
    const flush = (end) => {
        if (start < 0)
            return;
        const para = pl.slice(start, end);
        if (para.every((l) => /^\s*>/.test(l))) {
            const text = para
                .map((l) => l.replace(/^(\s*)((?:>\s?)+)/, (_a, sp, q) => sp + " ".repeat(q.length)))
                .join("\n");
            const example = exampleLevelOf(labelBefore(pl, start));
            out.push(region("prose", "markdown", text, start + 1, { quoted: true, example }));
            for (let k = start; k < end; k++)
                main[k] = "";
        }
        start = -1;
    };
    for (let k = 0; k < pl.length; k++) {
        if ((pl[k] ?? "").trim() === "")
            flush(k);
        else if (start < 0)
            start = k;
    }
    flush(pl.length);
    const mainText = main.join("\n");
    if (/\S/.test(mainText))
        out.push(region("prose", "markdown", mainText, 1));
    return out;
}
/** The nearest non-blank line above line i (a heading or a sentence introducing a block). */
function labelBefore(lines, i) {
    let got = "";
    for (let k = i - 1, n = 0; k >= 0 && n < 2; k--) {
        const l = (lines[k] ?? "").trim();
        if (l === "") {
            if (got)
                break;
            continue;
        }
        got = `${l} ${got}`;
        n++;
        if (/^#/.test(l))
            break;
    }
    return got;
}
function col(text, off) {
    return off - (text.lastIndexOf("\n", off - 1) + 1);
}
/**
 * Splits source into a code region (comments blanked) and a comment region (code blanked), both the
 * length of the source, so rules for code never see comments and text rules still read them.
 */
function splitComments(src, lang, startLine, example) {
    const isComment = new Uint8Array(src.length);
    const hash = lang === "python" ||
        lang === "shell" ||
        lang === "ruby" ||
        lang === "powershell" ||
        lang === "dockerfile" ||
        lang === "config";
    const slashes = lang === "js";
    if (!hash && !slashes)
        return [region("code", lang, src, startLine, { example })];
    let i = 0;
    const n = src.length;
    while (i < n) {
        const c = src[i];
        // Every case below starts at one of these characters; the rest is skipped at once.
        if (c !== "/" && c !== "#" && c !== "<" && c !== '"' && c !== "'" && c !== "`") {
            i++;
            continue;
        }
        if (slashes && c === "/" && src[i + 1] === "/" && src[i - 1] !== ":" && src[i - 1] !== "\\") {
            const e = src.indexOf("\n", i);
            i = fill(isComment, i, e < 0 ? n : e);
        }
        else if (slashes && c === "/" && src[i + 1] === "*") {
            const e = src.indexOf("*/", i + 2);
            i = fill(isComment, i, e < 0 ? n : e + 2);
        }
        else if (hash && c === "#" && (lang !== "shell" || i === 0 || /[\s;]/.test(src[i - 1] ?? ""))) {
            if (lang === "shell" && src[i + 1] === "!" && i === 0) {
                i = src.indexOf("\n") < 0 ? n : src.indexOf("\n");
                continue;
            }
            const e = src.indexOf("\n", i);
            i = fill(isComment, i, e < 0 ? n : e);
        }
        else if (lang === "powershell" && c === "<" && src[i + 1] === "#") {
            const e = src.indexOf("#>", i + 2);
            i = fill(isComment, i, e < 0 ? n : e + 2);
        }
        else if (lang === "python" && (c === '"' || c === "'") && src.startsWith(c + c + c, i)) {
            const q = src.slice(i, i + 3);
            const e = src.indexOf(q, i + 3);
            const end = e < 0 ? n : e + 3;
            const lineHead = src.slice(src.lastIndexOf("\n", i - 1) + 1, i);
            if (/^\s*[rRuUbBfF]{0,2}$/.test(lineHead))
                fill(isComment, i, end); // docstring-like statement
            i = end;
        }
        else if (c === '"' || c === "'" || (slashes && c === "`")) {
            i = skipString(src, i, c, lang === "shell" && c === "'");
        }
        else
            i++;
    }
    // Built run by run: a comment run is blanked in the code text and kept in the comment text.
    let code = "";
    let comment = "";
    for (let k = 0; k < n;) {
        const inComment = isComment[k];
        let e = k + 1;
        while (e < n && isComment[e] === inComment)
            e++;
        const run = src.slice(k, e);
        const masked = spaces(run);
        code += inComment ? masked : run;
        comment += inComment ? run : masked;
        k = e;
    }
    // Shell line continuations are joined so one command reads as one line; offsets and line numbers stay.
    const joined = lang === "shell" || lang === "dockerfile" ? code.replace(/\\\n/g, "  ") : code;
    const out = [region("code", lang, joined, startLine, { example, starts: lineStarts(code) })];
    if (/\S/.test(comment))
        out.push(region("comment", lang, comment, startLine, { example }));
    return out;
}
function fill(arr, a, b) {
    arr.fill(1, a, b);
    return b;
}
function skipString(src, i, q, raw) {
    let k = i + 1;
    while (k < src.length) {
        const ch = src[k];
        if (!raw && ch === "\\")
            k += 2;
        else if (ch === q)
            return k + 1;
        else if (ch === "\n" && q !== "`" && !raw)
            return k;
        else
            k++;
    }
    return k;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(40104);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
;// CONCATENATED MODULE: ./src/scan/suppressions.ts





/** Where the lead loads reviewed suppressions from, relative to the repository root. */
const DEFAULT_SUPPRESSIONS_PATH = ".skillaudit/suppressions.yml";
const SuppressionEntry = schemas/* object */.Ikc({
    pattern: patterns/* PatternId */.gL,
    /** Glob relative to the repository root; `*` stays within a path segment, `**` spans segments. */
    path: schemas/* string */.YjP().min(1),
    line: schemas/* number */.aig().int().min(1).optional(),
    /** A finding id (or a prefix of one at least 8 characters long). */
    fingerprint: schemas/* string */.YjP().min(8).optional(),
    reason: schemas/* string */.YjP().trim().min(1),
});
/**
 * Parses a suppression file: a YAML list of entries, or a mapping with a `suppressions` list.
 * Every entry needs a non-empty reason; a bad entry is an InputError naming the file and entry number (1-based).
 */
function parseSuppressions(text, file) {
    let doc;
    try {
        doc = (0,dist/* parse */.qg)(text);
    }
    catch (e) {
        throw new errors/* InputError */.dz(file, `invalid YAML: ${(e.message ?? "").split("\n")[0]}`);
    }
    if (doc === null || doc === undefined)
        return { file, entries: [] };
    const list = Array.isArray(doc)
        ? doc
        : typeof doc === "object" && "suppressions" in doc
            ? doc.suppressions
            : undefined;
    if (list === null)
        return { file, entries: [] };
    if (!Array.isArray(list))
        throw new errors/* InputError */.dz(file, "expected a list of suppressions (or a `suppressions:` list)");
    const entries = list.map((raw, i) => {
        const where = `suppression entry #${i + 1}`;
        if (!raw || typeof raw !== "object" || Array.isArray(raw))
            throw new errors/* InputError */.dz(file, `${where} must be a mapping with pattern, path and reason`);
        const reason = raw.reason;
        if (typeof reason !== "string" || reason.trim() === "") {
            throw new errors/* InputError */.dz(file, `${where} has no reason; say why the finding is acceptable`);
        }
        const r = SuppressionEntry.safeParse(raw);
        if (!r.success) {
            const issue = r.error.issues[0];
            throw new errors/* InputError */.dz(file, `${where}: ${issue?.path.join(".") || "entry"}: ${issue?.message ?? "invalid"}`);
        }
        return r.data;
    });
    return { file, entries };
}
/** Compiles a repository glob: `*` and `?` within a segment, `**` across segments. */
function globToRegExp(glob) {
    const g = glob.replace(/^\.\//, "").replace(/^\/+/, "");
    let re = "";
    for (let i = 0; i < g.length; i++) {
        const c = g[i] ?? "";
        if (c === "*" && g[i + 1] === "*") {
            const slashAfter = g[i + 2] === "/";
            re += slashAfter ? "(?:.*/)?" : ".*";
            i += slashAfter ? 2 : 1;
        }
        else if (c === "*")
            re += "[^/]*";
        else if (c === "?")
            re += "[^/]";
        else
            re += c.replace(/[.+^${}()|[\]\\!]/g, "\\$&");
    }
    return new RegExp(`^${re}$`);
}
function matchesGlob(glob, p) {
    return globToRegExp(glob).test(p.replace(/^\.\//, ""));
}
/** Suppresses findings that a reviewed entry matches; the rest are kept. */
function applySuppressions(findings, set, skillPathInRepo) {
    const kept = [];
    const suppressed = [];
    const compiled = set.entries.map((e) => ({ e, re: globToRegExp(e.path) }));
    for (const f of findings) {
        const full = external_node_path_default().posix.join(skillPathInRepo.replace(/^\.\/?/, "") || ".", f.file).replace(/^\.\//, "");
        const container = full.split("!")[0] ?? full;
        const idx = compiled.findIndex(({ e, re }) => e.pattern === f.pattern &&
            (re.test(full) || re.test(container)) &&
            (e.line === undefined || e.line === f.line) &&
            (e.fingerprint === undefined || f.id === e.fingerprint || f.id.startsWith(e.fingerprint)));
        const hit = compiled[idx];
        if (hit)
            suppressed.push({ finding: f, reason: hit.e.reason, by: `${set.file}#${idx + 1}` });
        else
            kept.push(f);
    }
    return { kept, suppressed };
}
/** A suppression file the skill ships itself (relative to the skill root). The scanner reports it as P4. */
function isSelfSuppressionFile(skillRelativePath) {
    return /(^|\/)\.skillaudit\/suppressions\.ya?ml$|(^|\/)\.skillaudit\.ya?ml$/.test(skillRelativePath);
}
/**
 * Must the caller ignore this suppression file for this skill? True when the file lies inside the skill
 * folder (both paths relative to the repository root): the skill cannot vouch for itself. A skill at the
 * repository root therefore cannot have its findings suppressed by the root `.skillaudit/suppressions.yml`.
 */
function isSelfSuppression(suppressionFileInRepo, skillPathInRepo) {
    const f = path.posix.normalize(suppressionFileInRepo.replace(/^\.\//, ""));
    const s = path.posix.normalize(skillPathInRepo.replace(/^\.\//, "") || ".");
    return s === "." || f.startsWith(`${s.replace(/\/$/, "")}/`);
}

;// CONCATENATED MODULE: ./src/scan/scanner.ts













const LONG_LINE = 4096;
const WINDOW = 1024;
const STEP = 768;
/**
 * Lines past LONG_LINE characters are scanned as overlapping windows, one per scanned line, so rule
 * and context work stays linear in the file size however long a line is; findings map back to the
 * real line. Anything shorter than the overlap (256 characters) always lies whole in one window.
 */
function windowLongLines(text) {
    const lines = text.split("\n");
    if (!lines.some((l) => l.length > LONG_LINE))
        return { text };
    const out = [];
    const lineMap = [];
    lines.forEach((l, i) => {
        if (l.length <= LONG_LINE) {
            out.push(l);
            lineMap.push(i + 1);
            return;
        }
        for (let at = 0; at < l.length; at += STEP) {
            out.push(l.slice(at, at + WINDOW));
            lineMap.push(i + 1);
            if (at + WINDOW >= l.length)
                break;
        }
    });
    return { text: out.join("\n"), lineMap };
}
const OFFICE_EXT = /\.(docx|docm|xlsx|xlsm|pptx|pptm|odt|ods|odp)$/i;
const OFFICE_PART = /^(word\/(document|header\d*|footer\d*|footnotes|endnotes|comments)\.xml|xl\/(sharedStrings|worksheets\/sheet\d+|comments\d*)\.xml|ppt\/(slides\/slide\d+|notesSlides\/notesSlide\d+|comments\/comment\d+)\.xml|content\.xml|docProps\/(core|app|custom)\.xml)$/;
/** Scans a collected skill with every rule. Pure and deterministic: same input, same output. */
function scanSkill(skill, opts = {}) {
    const limits = { ...DEFAULT_CONTAINER_LIMITS, ...opts.limits };
    const unscannable = [];
    const prepared = [];
    const paths = [...new Set([...skill.pkg.files.map((f) => f.path), ...skill.contents.keys()])].sort(cmp);
    for (const p of paths) {
        const data = skill.contents.get(p);
        if (!data) {
            unscannable.push({ file: p, reason: "listed in the package but its bytes were not provided" });
            continue;
        }
        expand(p, data, 0, new Budget(limits), prepared, unscannable);
    }
    const info = skillInfo(skill, prepared);
    const raw = [];
    for (const { file, extra, lineMap } of prepared) {
        const found = [...extra, ...scanFile(file, info, false, opts.noPrefilter)];
        raw.push(...(lineMap ? found.map((f) => ({ ...f, line: lineMap[f.line - 1] ?? f.line })) : found));
        if (isSelfSuppressionFile(file.path)) {
            raw.push({
                pattern: "P4",
                rule: "P4.self-suppression",
                file: file.path,
                line: 1,
                col: 0,
                confidence: 0.9,
                message: "The skill ships its own scanner suppressions; a skill cannot vouch for itself, so they are ignored",
                snippetLine: file.lines[0] ?? "",
            });
        }
    }
    for (const p of paths) {
        if (isSelfSuppressionFile(p) && !prepared.some((x) => x.file.path === p)) {
            raw.push({
                pattern: "P4",
                rule: "P4.self-suppression",
                file: p,
                line: 1,
                col: 0,
                confidence: 0.9,
                message: "The skill ships its own scanner suppressions; they are ignored",
                snippetLine: "",
            });
        }
    }
    const findings = finalize(raw);
    unscannable.sort((a, b) => cmp(a.file, b.file) || cmp(a.reason, b.reason));
    if (!opts.suppressions)
        return { findings, suppressed: [], unscannable };
    const { kept, suppressed } = applySuppressions(findings, opts.suppressions, opts.skillPathInRepo ?? "");
    return { findings: kept, suppressed, unscannable };
}
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
function expand(p, data, depth, budget, out, unscannable) {
    const s = sniff(data, p);
    const nested = (members, problem) => {
        if (problem)
            unscannable.push({ file: p, reason: problem });
        for (const m of members.sort((a, b) => cmp(a.name, b.name))) {
            const child = `${p}!${m.name}`;
            if (!m.data)
                unscannable.push({ file: child, reason: m.problem ?? "unreadable member" });
            else if (depth + 1 > budget.limits.maxDepth)
                unscannable.push({ file: child, reason: `nested more than ${budget.limits.maxDepth} archives deep` });
            else
                expand(child, m.data, depth + 1, budget, out, unscannable);
        }
    };
    switch (s.type) {
        case "text": {
            const w = windowLongLines(s.text);
            out.push({ file: buildFile(p, w.text), extra: [], ...(w.lineMap ? { lineMap: w.lineMap } : {}) });
            return;
        }
        case "zip": {
            const z = readZip(data, budget);
            const office = OFFICE_EXT.test(p) ||
                z.members.some((m) => m.name === "[Content_Types].xml" || m.name === "mimetype");
            if (!office) {
                nested(z.members, z.problem);
                return;
            }
            if (z.problem)
                unscannable.push({ file: p, reason: z.problem });
            for (const m of z.members.sort((a, b) => cmp(a.name, b.name))) {
                const child = `${p}!${m.name}`;
                if (/vbaProject\.bin$|\.bin$/i.test(m.name)) {
                    unscannable.push({
                        file: child,
                        reason: "embedded binary (macro project or OLE object) not scanned",
                    });
                    continue;
                }
                if (!OFFICE_PART.test(m.name))
                    continue;
                if (!m.data) {
                    unscannable.push({ file: child, reason: m.problem ?? "unreadable member" });
                    continue;
                }
                const { text, hiddenRuns } = officeXmlText(m.data.toString("utf8"));
                const file = buildFile(child, text, "text extracted from an office document", "text");
                const extra = hiddenRuns.map((t) => ({
                    pattern: "P2",
                    rule: "P2.hidden-document-text",
                    file: child,
                    line: Math.max(1, file.lines.findIndex((l) => l.includes(t.slice(0, 30))) + 1),
                    col: 0,
                    confidence: 0.85,
                    message: `Document text formatted as hidden: "${t.slice(0, 160)}"`,
                    snippetLine: t,
                }));
                out.push({ file, extra });
            }
            return;
        }
        case "gzip": {
            const g = gunzipCapped(data, budget);
            if (typeof g === "string") {
                unscannable.push({ file: p, reason: g });
                return;
            }
            if (sniff(g, p).type === "tar") {
                const t = readTar(g, budget);
                nested(t.members, t.problem);
                return;
            }
            nested([{ name: external_node_path_default().posix.basename(p).replace(/\.(gz|tgz)$/i, "") || "data", data: g }]);
            return;
        }
        case "tar": {
            const t = readTar(data, budget);
            nested(t.members, t.problem);
            return;
        }
        case "pyc": {
            const strings = printableStrings(data.subarray(16));
            out.push({ file: pycFile(p, strings), extra: [] });
            return;
        }
        case "pdf": {
            const text = pdfText(data, budget);
            if (text?.trim())
                out.push({ file: buildFile(p, text, "text extracted from a PDF", "text"), extra: [] });
            else
                unscannable.push({
                    file: p,
                    reason: "PDF with no extractable text (images or unsupported encoding)",
                });
            return;
        }
        case "binary":
            unscannable.push({ file: p, reason: `${s.what}; not readable as text` });
    }
}
function buildFile(p, raw, origin, forceLang) {
    const unix = raw.includes("\r") ? raw.replace(/\r\n?/g, "\n") : raw;
    const text = reveal(unix);
    const lines = unix.split("\n");
    const lang = forceLang ?? langOf(p, text);
    const regions = forceLang ? [region("prose", "text", text, 1)] : segment(p, text);
    return {
        path: p,
        lang,
        markdown: lang === "markdown",
        script: lang !== "markdown" && lang !== "text" && lang !== "other",
        text,
        lines,
        vlines: text.split("\n"),
        regions,
        origin,
    };
}
/**
 * Compiled bytecode keeps string constants and names. They are scanned as shell and Python code and as
 * text; a few name combinations stand in for the calls they imply (environ + items = a dump).
 */
function pycFile(p, strings) {
    const names = new Set(strings);
    const implied = [];
    if (names.has("environ") && ["items", "copy", "keys", "values", "dumps"].some((n) => names.has(n)))
        implied.push("x = dict(os.environ)");
    if ((names.has("exec") || names.has("eval")) &&
        ["b64decode", "decompress", "loads", "unhexlify", "fromhex"].some((n) => names.has(n))) {
        implied.push("exec(base64.b64decode(x))");
    }
    const text = [...strings, ...implied].join("\n");
    const code = splitComments(text, "python", 1, 0);
    const regions = [...code, region("code", "shell", text, 1), region("prose", "text", text, 1)];
    return {
        path: p,
        lang: "python",
        markdown: false,
        script: true,
        text,
        lines: text.split("\n"),
        vlines: text.split("\n"),
        regions,
        origin: "compiled Python bytecode (.pyc) strings",
    };
}
function decodedFile(p, text) {
    const code = looksLikeCode(text);
    const lang = !code
        ? "text"
        : /\bimport\s+\w+|\bdef\s|\bos\.|subprocess|urllib/.test(text)
            ? "python"
            : /require\s*\(|=>|\bconst\s|\blet\s|process\./.test(text)
                ? "js"
                : "shell";
    const regions = lang === "text" ? [region("prose", "text", text, 1)] : splitComments(text, lang, 1, 0);
    return { path: p, lang, markdown: false, script: false, text, lines: [text], vlines: [text], regions };
}
/**
 * Prose lines of a markdown file with inline code removed and hidden lines left out: a host that only
 * appears inside the command that contacts it is not documented.
 */
function documentedProse(file) {
    const hidden = new Set(displacedContentIn(file).map((d) => d.line));
    const out = [];
    for (const r of file.regions) {
        if (r.ctx !== "prose")
            continue;
        for (let k = 0; k < r.starts.length; k++) {
            const line = r.startLine + k;
            if (hidden.has(line))
                continue;
            out.push((file.vlines[line - 1] ?? "").replace(/`[^`]*`/g, " "));
        }
    }
    return out;
}
function skillInfo(skill, prepared) {
    const md = prepared.filter((x) => x.file.markdown && !x.file.path.includes("!"));
    const regions = md.flatMap((x) => x.file.regions.filter((r) => r.ctx !== "hidden"));
    const prose = md.flatMap((x) => documentedProse(x.file));
    return {
        pkg: skill.pkg,
        folder: external_node_path_default().basename(skill.pkg.root),
        declaredEnv: declaredEnvOf(regions.map((region) => ({ region, frontmatter: false })), skill.pkg.frontmatter),
        declaredHosts: declaredHostsOf(prose, skill.pkg.frontmatter),
        docText: `${prose.join("\n")}\n${JSON.stringify(skill.pkg.frontmatter)}`.toLowerCase(),
        paths: prepared.map((x) => x.file.path),
    };
}
const TEXT_RULES = ALL_RULES.filter((r) => r.kind !== "file");
/** Every rule keyword, found in one pass per region; each rule's keywords as ids into the set. */
const hintGroups = (r) => !r.hint ? [] : r.hint.every((h) => typeof h === "string") ? [r.hint] : r.hint;
const KEYWORDS = new KeywordSet(TEXT_RULES.flatMap((r) => hintGroups(r).flat()));
const HINT_IDS = new Map(TEXT_RULES.map((r) => [r, r.hint ? hintGroups(r).map((g) => g.map((h) => KEYWORDS.id(h))) : null]));
const APPLICABLE = new Map();
/** The text rules that apply to a region, by its context, language and whether the file is a script. */
function rulesFor(r, script) {
    const key = `${r.ctx}\0${r.lang}\0${script}`;
    let list = APPLICABLE.get(key);
    if (list)
        return list;
    // Blocks in text/diff/output languages are data to read, not commands: only text rules apply.
    const dataBlock = r.ctx === "code" && !script && /^(text|markdown|other)$/.test(r.lang);
    list = TEXT_RULES.filter((rule) => rule.contexts.includes(r.ctx) &&
        !(r.ctx === "code" && rule.langs && !rule.langs.some((l) => langKey(l) === langKey(r.lang))) &&
        !(rule.scriptsOnly && !script) &&
        !(dataBlock && !rule.examples)).map((rule) => ({ rule, hint: HINT_IDS.get(rule) ?? null }));
    APPLICABLE.set(key, list);
    return list;
}
const FILE_RULES = ALL_RULES.filter((r) => r.kind === "file");
function scanFile(file, skill, nested = false, noPrefilter = false) {
    const out = [];
    const emit = (ruleId, pattern, h, baseConf, baseMsg) => {
        const line = file.origin?.includes(".pyc")
            ? 1
            : Math.min(Math.max(1, h.line), Math.max(1, file.lines.length));
        const srcLine = file.origin?.includes(".pyc")
            ? (file.lines[h.line - 1] ?? "")
            : (file.lines[line - 1] ?? "");
        out.push({
            pattern: h.pattern ?? pattern,
            rule: h.rule ? `${h.pattern ?? pattern}.${h.rule}` : ruleId,
            file: file.path,
            line,
            col: h.col ?? 0,
            confidence: round(h.confidence ?? baseConf),
            message: h.message ?? baseMsg,
            snippetLine: srcLine,
        });
    };
    const clauses = new Set();
    let pendingClause = "";
    for (const r of file.regions) {
        // Clearly marked examples of what not to do: no text rule applies.
        if (r.example === 2)
            continue;
        // Cheap applicability tests first; the keyword pre-filter reads the text, once per keyword and region.
        let found;
        for (const { rule, hint } of rulesFor(r, file.script)) {
            if (hint && !noPrefilter) {
                found ??= KEYWORDS.scan(r.text);
                const f = found;
                if (!hint.every((group) => group.some((id) => f[id] === 1)))
                    continue;
            }
            const re = rule.regex;
            re.lastIndex = 0;
            for (let m = re.exec(r.text); m; m = re.exec(r.text)) {
                if (m[0].length === 0) {
                    re.lastIndex++;
                    continue;
                }
                // Report where the match proper starts, not at the separator a regex anchored on.
                const index = m.index + leadingSeparators(m[0]);
                if (r.ctx !== "code" && rule.negatable !== false && context_isNegated(r.text, index))
                    continue;
                // One finding per pattern and sentence in prose: a sentence is one instruction.
                pendingClause = "";
                if (r.ctx !== "code") {
                    const key = `${rule.pattern}:${r.startLine}:${r.ctx}:${clauseStart(r.text, index)}`;
                    if (clauses.has(key))
                        continue;
                    pendingClause = key;
                }
                const line = lineOf(r, index);
                const col = colOf(r, index);
                let conf = rule.confidence;
                if (r.ctx === "prose" && isTableExample(file.vlines, line - 1, col))
                    continue;
                if (rule.examples) {
                    const v = exampleVerdict(r.text, index, file.vlines[line - 1] ?? "", col);
                    if (v === "example")
                        continue;
                    if (v === "maybe")
                        conf *= 0.75;
                }
                if (r.example === 1)
                    conf *= 0.7;
                let hit = { line, col, confidence: conf };
                if (rule.check) {
                    const res = rule.check({ m, region: r, file, skill, index });
                    if (res === false)
                        continue;
                    if (typeof res === "number")
                        hit.confidence = res * (conf / rule.confidence);
                    else if (typeof res === "object")
                        hit = { ...hit, ...res };
                }
                emit(rule.id, rule.pattern, hit, conf, rule.message);
                if (pendingClause)
                    clauses.add(pendingClause);
                pendingClause = "";
            }
        }
    }
    for (const rule of FILE_RULES) {
        for (const h of rule.check(file, skill))
            emit(rule.id, rule.pattern, h, rule.confidence, rule.message);
    }
    // Payloads decoded from blobs or zero-width bits are scanned as what they are, reported at their line.
    if (!nested) {
        const payloads = [
            ...encodedBlobsIn(file).map((d) => ({ line: d.line, text: d.text, how: `a ${d.encoding} blob` })),
            ...zeroWidthBinaryIn(file).map((z) => ({
                line: z.line,
                text: z.text,
                how: "zero-width characters",
            })),
        ];
        for (const p of payloads) {
            for (const f of scanFile(decodedFile(file.path, p.text), skill, true, noPrefilter)) {
                out.push({
                    ...f,
                    line: p.line,
                    col: 0,
                    snippetLine: file.lines[p.line - 1] ?? "",
                    message: `${f.message} (in text decoded from ${p.how} on this line)`,
                });
            }
        }
    }
    // Findings on lines placed out of sight say so.
    const displaced = new Map(displacedContentIn(file).map((d) => [d.line, d.how]));
    if (displaced.size) {
        for (const f of out) {
            const how = displaced.get(f.line);
            if (how && !f.rule.endsWith("displaced-content"))
                f.message += ` (this line is hidden ${how})`;
        }
    }
    if (file.origin)
        for (const f of out)
            f.message += ` [in ${file.origin}]`;
    return out;
}
/** Length of the run of separators (/^[\s;&|(`{]+/) a match starts with. */
function leadingSeparators(s) {
    const c = s.charCodeAt(0);
    // Letters, digits and most punctuation cannot start the run: no regex needed.
    if (c > 32 && c < 128 && c !== 59 && c !== 38 && c !== 124 && c !== 40 && c !== 96 && c !== 123)
        return 0;
    return /^[\s;&|(`{]+/.exec(s)?.[0].length ?? 0;
}
const round = (x) => Math.round(Math.min(1, Math.max(0, x)) * 100) / 100;
const ORDER = new Map(patterns/* PATTERN_IDS */.uu.map((p, i) => [p, i]));
/** One finding per pattern, file and line (the most confident), with stable ids, in a stable order. */
function finalize(raw) {
    const best = new Map();
    // Harvesting the environment and sending it in one statement is one E2 finding, not E2 + E1.
    const e2 = new Set(raw.filter((f) => f.pattern === "E2").map((f) => `${f.file}\0${f.line}`));
    for (const f of raw) {
        if (f.pattern === "E1" && e2.has(`${f.file}\0${f.line}`))
            continue;
        const k = `${f.pattern}\0${f.file}\0${f.line}`;
        const cur = best.get(k);
        if (!cur ||
            f.confidence > cur.confidence ||
            (f.confidence === cur.confidence && cmp(f.rule, cur.rule) < 0))
            best.set(k, f);
    }
    const list = [...best.values()].sort((a, b) => cmp(a.file, b.file) ||
        a.line - b.line ||
        (ORDER.get(a.pattern) ?? 0) - (ORDER.get(b.pattern) ?? 0) ||
        cmp(a.rule, b.rule));
    const seen = new Map();
    return list.map((f) => {
        const snippet = makeSnippet(f.snippetLine, f.col);
        const base = (0,hash/* sha256 */.sc)(`${f.pattern}\0${f.file}\0${snippet.replace(/\s+/g, " ").trim()}`).slice(0, 16);
        const n = (seen.get(base) ?? 0) + 1;
        seen.set(base, n);
        return {
            id: n === 1 ? base : `${base}-${n}`,
            pattern: f.pattern,
            severity: patterns/* PATTERNS */.G3[f.pattern].severity,
            file: f.file,
            line: f.line,
            snippet,
            message: f.message,
            confidence: f.confidence,
            source: "rule",
            rule: f.rule,
        };
    });
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/pipeline/store.ts



/**
 * The run directory: every stage's artifact lives here under a key, written atomically
 * (temp file + rename) so an interrupted run never leaves a half-written file behind.
 */
class RunStore {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    abs(rel) {
        const p = external_node_path_default().resolve(this.dir, rel);
        if (p !== this.dir && !p.startsWith(this.dir + (external_node_path_default()).sep))
            throw new Error(`artifact path escapes the run directory: ${rel}`);
        return p;
    }
    async write(rel, data) {
        const target = this.abs(rel);
        await (0,promises_.mkdir)(external_node_path_default().dirname(target), { recursive: true });
        const tmp = `${target}.${(0,external_node_crypto_.randomBytes)(6).toString("hex")}.partial`;
        await (0,promises_.writeFile)(tmp, data);
        await (0,promises_.rename)(tmp, target);
        return rel;
    }
    async writeJson(rel, value) {
        return this.write(rel, `${JSON.stringify(value, null, 2)}\n`);
    }
    /** A stored artifact that still validates, or null (absent or from an incompatible version). */
    async readJson(rel, schema) {
        let text;
        try {
            text = await (0,promises_.readFile)(this.abs(rel), "utf8");
        }
        catch {
            return null;
        }
        try {
            const parsed = schema.safeParse(JSON.parse(text));
            return parsed.success ? parsed.data : null;
        }
        catch {
            return null;
        }
    }
}

;// CONCATENATED MODULE: ./src/pipeline/audit.ts








const MODEL_STAGES = ["model-scan", "scheme", "trials", "judge", "probes"];
/** Expands the inputs to skill roots: a folder with SKILL.md is one skill, any other folder is searched. */
async function resolveSkillDirs(inputs) {
    const out = new Set();
    for (const input of inputs) {
        const roots = await (0,collect/* findSkillRoots */.g)(input);
        const abs = external_node_path_default().resolve(input);
        if (roots.length === 0) {
            throw new errors/* InputError */.dz(external_node_path_default().join(input, "SKILL.md"), "missing: no skill (a folder holding SKILL.md) found here");
        }
        // A skill folder given directly is audited alone, not together with skills nested in it.
        if (roots.includes(abs))
            out.add(abs);
        else
            for (const r of roots)
                out.add(r);
    }
    return [...out];
}
/** The audit pipeline: collect → scan → (model stages) → score → report → renderers. */
async function runAudit(opts) {
    const { logger } = opts;
    const dirs = await resolveSkillDirs(opts.skills);
    const store = opts.outDir ? new RunStore(external_node_path_default().resolve(opts.outDir)) : null;
    const mode = opts.mode ?? "spec";
    // The SDKs, the Docker client and the sandbox load only when model stages will run.
    const modelStages = opts.modelSkipReason === null && opts.model && store
        ? new (await Promise.all(/* import() */[__webpack_require__.e(259), __webpack_require__.e(830), __webpack_require__.e(207), __webpack_require__.e(40), __webpack_require__.e(110), __webpack_require__.e(191), __webpack_require__.e(574)]).then(__webpack_require__.bind(__webpack_require__, 63574))).ModelStageRunner(logger)
        : null;
    const git = new Map();
    const skills = [];
    try {
        for (const [i, dir] of dirs.entries()) {
            opts.signal?.throwIfAborted();
            opts.progress?.skill?.(external_node_path_default().basename(dir), i, dirs.length);
            skills.push(await auditSkill(dir, opts, store, modelStages, git));
        }
    }
    finally {
        await modelStages?.close();
    }
    const report = buildReport(skills, {
        failOn: opts.failOn,
        minPrg: opts.minPrg,
        validationMode: mode,
        model: opts.modelSkipReason === null && opts.model ? opts.model.provider.model : null,
        harness: opts.modelSkipReason === null && opts.model ? (opts.model.harness ?? "builtin") : null,
    }, { version: opts.version, generatedAt: (opts.now?.() ?? new Date()).toISOString() });
    if (!store)
        return { report, outDir: null, files: null };
    // An interrupted audit writes no report: a complete earlier one stays as it was.
    opts.signal?.throwIfAborted();
    // Renderers first, then the writes, so a renderer failure leaves no partial report set behind.
    const { renderBadges, renderHtml, renderJson, renderMarkdown, renderSarif } = await Promise.all(/* import() */[__webpack_require__.e(42), __webpack_require__.e(345), __webpack_require__.e(752)]).then(__webpack_require__.bind(__webpack_require__, 20345));
    opts.progress?.stage?.("report");
    const rendered = {
        json: renderJson(report),
        markdown: renderMarkdown(report, { variant: "full" }),
        html: renderHtml(report),
        sarif: renderSarif(report),
        badges: renderBadges(report),
    };
    for (const b of rendered.badges)
        await store.write(`badges/${b.file}`, b.svg);
    const files = {
        json: store.abs(await store.write("report.json", rendered.json)),
        markdown: store.abs(await store.write("report.md", rendered.markdown)),
        html: store.abs(await store.write("report.html", rendered.html)),
        sarif: store.abs(await store.write("report.sarif", rendered.sarif)),
    };
    return { report, outDir: store.dir, files };
}
/** One skill through collect → rule scan → model stages → score. */
async function auditSkill(dir, opts, store, modelStages, git) {
    const started = Date.now();
    const collected = await (0,collect/* collectSkill */.C)(dir, { ...opts.limits, mode: opts.mode ?? "spec", git });
    const { pkg } = collected;
    const key = `skills/${pkg.name}-${pkg.contentHash.slice(0, 12)}`;
    const artifact = async (name, value) => store ? { artifact: await store.writeJson(`${key}/${name}`, value) } : {};
    const stages = [
        { stage: "collect", status: "ran", ...(await artifact("package.json", pkg)) },
    ];
    const suppressions = await loadSuppressions(collected, opts.suppressionsFile);
    opts.progress?.stage?.("rule-scan");
    const scan = scanSkill(collected, {
        ...(suppressions ? { suppressions } : {}),
        skillPathInRepo: pkg.provenance.path ?? external_node_path_default().basename(pkg.root),
    });
    stages.push({ stage: "rule-scan", status: "ran", ...(await artifact("rule-scan.json", scan)) });
    opts.logger.info(`${pkg.name}: ${pkg.files.length} files, ${scan.findings.length} rule findings (${Date.now() - started} ms)`);
    const skip = opts.modelSkipReason ?? (store ? null : "no run directory to store trials in");
    const model = skip === null && opts.model && store && modelStages
        ? await modelStages.run(collected, scan.findings, store.dir, opts.model, opts.signal, opts.progress)
        : null;
    if (model)
        stages.push(...model.stages);
    else
        for (const stage of MODEL_STAGES)
            stages.push({ stage, status: "skipped", reason: skip ?? "no model settings" });
    // Pairs count only when the judge produced them; a skipped judge must not yield PRG = 0.
    const judged = model?.stages.some((s) => s.stage === "judge" && (s.status === "ran" || s.status === "cached"));
    return buildSkillReport({
        pkg,
        scan: model ? { ...scan, findings: model.findings } : scan,
        stages,
        ...(model && judged ? { pairs: model.pairs } : {}),
        ...(model
            ? {
                probes: new Map(Object.entries(model.probes)),
                usage: model.usage,
                backbone: model.backbone,
                tasks: model.tasks,
            }
            : {}),
        settings: { failOn: opts.failOn, minPrg: opts.minPrg },
    });
}
/** The repository's reviewed suppressions. A file inside the skill itself is never honoured: a skill cannot vouch for itself. */
async function loadSuppressions(skill, explicit) {
    let file = explicit;
    if (!file) {
        const rel = skill.pkg.provenance.path;
        if (rel === undefined)
            return null;
        const top = rel === "." ? skill.pkg.root : skill.pkg.root.slice(0, skill.pkg.root.length - rel.length - 1);
        file = external_node_path_default().join(top, ".skillaudit", "suppressions.yml");
        if (external_node_path_default().resolve(file).startsWith(skill.pkg.root + (external_node_path_default()).sep))
            return null;
    }
    let text;
    try {
        text = await (0,promises_.readFile)(file, "utf8");
    }
    catch (e) {
        if (!explicit && e.code === "ENOENT")
            return null;
        throw new errors/* InputError */.dz(file, `cannot read suppression file (${e.code ?? e})`);
    }
    return parseSuppressions(text, file);
}


/***/ }),

/***/ 91327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SG: () => (/* binding */ SkillReport),
/* harmony export */   f$: () => (/* binding */ SCHEMA_VERSION),
/* harmony export */   pl: () => (/* binding */ Report)
/* harmony export */ });
/* unused harmony exports StageName, StageStatus, SafetyStatus, Penalty, Safety, PairScore, Utility, Efficiency, Usage */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40104);
/* harmony import */ var _collect_schema__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77307);
/* harmony import */ var _scan_finding__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51164);



const SCHEMA_VERSION = 1;
const StageName = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n([
    "collect",
    "rule-scan",
    "model-scan",
    "scheme",
    "trials",
    "judge",
    "probes",
]);
/** Every stage says whether it ran; a report never shows a number from a stage that did not. */
const StageStatus = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    stage: StageName,
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["ran", "cached", "skipped", "failed"]),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /** Run-directory relative path of the stage's stored artifact. */
    artifact: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
});
const SafetyStatus = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["pass", "caution", "risky"]);
const Penalty = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    findingId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    pattern: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    severity: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["H", "M", "L"]),
    weight: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    cExist: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    cExploit: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    /** "probe" when a runtime probe set cExploit, "prior" for the 0.6 default. */
    exploitFrom: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["probe", "prior"]),
    penalty: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
});
const Safety = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    score: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(10).max(100),
    status: SafetyStatus,
    penalties: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(Penalty),
});
const PairScore = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    scenarioId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    trial: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    valid: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    invalidReason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    ceiling: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    nWith: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    nWithout: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    prg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    prgGoal: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    prgInstruction: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    efficiencyValid: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    eg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    cg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    ecg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    deltaTMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    deltaTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    evidence: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** Rubric items passed per kind, for the pass-rate charts (absent in reports written before it). */
    kinds: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        goal: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), nWith: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), nWithout: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int() }),
        instruction: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ n: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), nWith: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), nWithout: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int() }),
    })
        .optional(),
    /** Agent wall time and effective input tokens of each run, for the with/without charts. */
    runs: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        with: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ wallTimeMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), effectiveInputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() }),
        without: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ wallTimeMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), effectiveInputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() }),
    })
        .optional(),
});
const Utility = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    /** Mean PRG over valid pairs; null when no pair was valid. */
    prg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    prgGoal: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    prgInstruction: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    /** 95% interval of the mean over valid pairs, when there are at least two. */
    prgCi: zod__WEBPACK_IMPORTED_MODULE_2__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()]).nullable(),
    pairs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    validPairs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    invalidPairs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    invalidReasons: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int()),
    ceilingPairs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    activationRate: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
});
const Efficiency = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    alpha: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    efficiencyValidPairs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    eg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    cg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    ecg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    deltaTMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    deltaTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
});
const Usage = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    cacheReadTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    cacheCreationTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    costUsd: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
});
const SkillReport = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    skill: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        description: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        /** As given on the command line / relative to the repository. */
        path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        contentHash: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        provenance: _collect_schema__WEBPACK_IMPORTED_MODULE_0__/* .Provenance */ .kY,
        validationMode: _collect_schema__WEBPACK_IMPORTED_MODULE_0__/* .ValidationMode */ .jx,
        warnings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        fileCount: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        totalBytes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    }),
    stages: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(StageStatus),
    safety: Safety,
    findings: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_scan_finding__WEBPACK_IMPORTED_MODULE_1__/* .Finding */ .wI),
    suppressed: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_scan_finding__WEBPACK_IMPORTED_MODULE_1__/* .Suppressed */ .LW),
    unscannable: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_scan_finding__WEBPACK_IMPORTED_MODULE_1__/* .Unscannable */ .BB),
    /** null when the utility stages did not run (see stages). */
    utility: Utility.nullable(),
    efficiency: Efficiency.nullable(),
    pairs: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(PairScore),
    backbone: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    tasks: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["generated", "pinned"]).nullable(),
    usage: Usage.nullable(),
    gate: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(), reasons: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) }),
});
const Report = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(SCHEMA_VERSION),
    tool: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz("skillaudit"), version: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    generatedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    settings: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        failOn: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["risky", "caution", "never"]),
        minPrg: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        validationMode: _collect_schema__WEBPACK_IMPORTED_MODULE_0__/* .ValidationMode */ .jx,
        model: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
        harness: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    }),
    skills: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(SkillReport),
    passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
});


/***/ }),

/***/ 51164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BB: () => (/* binding */ Unscannable),
/* harmony export */   LW: () => (/* binding */ Suppressed),
/* harmony export */   Y: () => (/* binding */ Verdict),
/* harmony export */   wI: () => (/* binding */ Finding)
/* harmony export */ });
/* unused harmony export ProbeResult */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40104);
/* harmony import */ var _patterns__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96378);


const Verdict = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n([
    "confirmed",
    "suspected",
    "agent_refused",
    "path_exists_not_triggered",
    "likely_false_positive",
]);
/** Result of a runtime probe for one finding (model-driven stage; absent until a probe ran). */
const ProbeResult = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    verdict: Verdict,
    exploitConfidence: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1),
    rationale: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Paths into the run directory (evidence bundle files, with #anchors where useful). */
    evidence: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
});
const Finding = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Stable fingerprint: pattern + file + normalised snippet; survives line shifts. */
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    pattern: _patterns__WEBPACK_IMPORTED_MODULE_0__/* .PatternId */ .gL,
    severity: _patterns__WEBPACK_IMPORTED_MODULE_0__/* .Severity */ .AI,
    /** Path relative to the skill root, POSIX separators. */
    file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    line: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
    snippet: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Existence confidence c_exist, 0..1. */
    confidence: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1),
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["rule", "model", "rule+model"]),
    /** Which rule (or "model") produced it, e.g. "E2.environ-dump". */
    rule: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    probe: ProbeResult.optional(),
});
const Suppressed = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    finding: Finding,
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** The suppression file and entry index that silenced it. */
    by: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
/** A file the scanner could not read as text; it lowers the report's confidence, never silently. */
const Unscannable = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});


/***/ }),

/***/ 96378:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ Severity),
/* harmony export */   G3: () => (/* binding */ PATTERNS),
/* harmony export */   gL: () => (/* binding */ PatternId),
/* harmony export */   hR: () => (/* binding */ SEVERITY_WEIGHT),
/* harmony export */   uu: () => (/* binding */ PATTERN_IDS)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40104);

/** The 21 risk patterns of DESIGN.md (SkillAudit paper, section 4.4 and Table A4). */
const PATTERN_IDS = [
    "P1",
    "P2",
    "P3",
    "P4",
    "E1",
    "E2",
    "E3",
    "E4",
    "PE1",
    "PE2",
    "PE3",
    "SC1",
    "SC2",
    "SC3",
    "SC4",
    "SC5",
    "R1",
    "R2",
    "R3",
    "R4",
    "R5",
];
const PatternId = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(PATTERN_IDS);
const Severity = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["H", "M", "L"]);
const p = (id, name, family, severity, description, remediation) => ({ id, name, family, severity, description, remediation });
const PATTERNS = Object.fromEntries([
    p("P1", "Instruction override", "prompt-injection", "H", "Text that tells the agent to disregard its system prompt, the user, or prior instructions.", "Remove directives aimed at the agent's own rules; a skill should add procedure, not replace the agent's instructions."),
    p("P2", "Hidden instructions", "prompt-injection", "H", "Instructions a human reviewer cannot see: HTML comments with directives, zero-width or Unicode tag characters, bidi controls, encoded blobs that decode to text.", "Keep every instruction visible in plain text; remove invisible characters and encoded payloads."),
    p("P3", "Exfiltration commands", "prompt-injection", "H", "Instructions telling the agent to send files, secrets or conversation content to an outside party.", "Remove instructions that send user data anywhere the user did not ask for."),
    p("P4", "Behaviour manipulation", "prompt-injection", "M", "Text that pushes the agent to act without confirmation, hide actions from the user, or bypass safety checks.", "Let the agent confirm destructive or external actions with the user and report what it did."),
    p("E1", "External data transmission", "data-exfiltration", "M", "Code that sends local data (files, command output) to a network endpoint.", "Send only what the task needs to an endpoint the user configures, and document it in SKILL.md."),
    p("E2", "Environment-variable harvesting", "data-exfiltration", "H", "Code that reads the whole environment or secrets it does not declare a need for.", "Read only the variables the skill documents, by name."),
    p("E3", "Filesystem enumeration", "data-exfiltration", "M", "Code that walks the home directory or the whole filesystem beyond the task's working files.", "Restrict file access to the paths the user passes in or the working directory."),
    p("E4", "Context leakage", "data-exfiltration", "H", "Instructions that make the agent reveal its system prompt, conversation history or other private context.", "Never ask the agent to reproduce its prompt, history or memory into outputs."),
    p("PE1", "Excessive permissions", "privilege-escalation", "L", "Broad tool grants (e.g. unrestricted Bash) or world-writable permissions beyond what the skill needs.", "Grant the narrowest allowed-tools and file modes the procedure needs."),
    p("PE2", "Sudo / root execution", "privilege-escalation", "M", "Instructions or code that run commands with sudo, as root, or change ownership to root.", "Run without elevated privileges; document any system requirement for the user to install."),
    p("PE3", "Credential access", "privilege-escalation", "H", "Reading credential stores: SSH keys, cloud credentials, .netrc, browser or keychain data, token files.", "Take credentials from the user explicitly (an argument or a documented variable), never from stores."),
    p("SC1", "Unpinned dependencies", "supply-chain", "L", "Package installs without a pinned version.", "Pin exact versions (and hashes where the tool supports them)."),
    p("SC2", "External script fetching", "supply-chain", "H", "Downloading code from the network and executing it (curl | sh, eval of fetched text).", "Vendor the script into the skill or install a pinned, verified package."),
    p("SC3", "Obfuscated code", "supply-chain", "H", "Encoded or packed code that is decoded and executed at run time.", "Ship readable source; remove decode-and-execute constructs."),
    p("SC4", "Namespace mismatch", "supply-chain", "L", "Skill name, folder or declared package that imitates another (typosquat) or does not match.", "Make the skill name match its folder and the packages it installs match their real names."),
    p("SC5", "Unverifiable install source", "supply-chain", "M", "Installs from URLs, git branches, custom indexes or unofficial registries instead of a verifiable release.", "Install from the official registry at a pinned version, or a tagged release with a checksum."),
    p("R1", "Malformed input handling", "robustness", "L", "Input parsed without validation (bare json.load / JSON.parse / int() on external input).", "Validate input and fail with a clear message on malformed data."),
    p("R2", "Network timeout missing", "robustness", "L", "Network calls without a timeout.", "Pass an explicit timeout to every network call."),
    p("R3", "Retry / loop bounds", "robustness", "L", "Unbounded retry or polling loops.", "Bound retries and polling with a maximum count or deadline and back off between tries."),
    p("R4", "Error handling", "robustness", "M", "Errors swallowed silently (bare except: pass, empty catch, || true on critical steps).", "Handle or report errors; never continue silently after a failed step."),
    p("R5", "Resource cleanup", "robustness", "L", "Files, sockets, processes or temp files opened without being closed or removed.", "Use context managers / finally blocks and remove temporary files."),
].map((x) => [x.id, x]));
const SEVERITY_WEIGHT = { H: 15, M: 10, L: 5 };


/***/ }),

/***/ 11966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ safety),
/* harmony export */   JR: () => (/* binding */ PRIOR_EXPLOIT),
/* harmony export */   VW: () => (/* binding */ displayScore),
/* harmony export */   kF: () => (/* binding */ exploitConfidence)
/* harmony export */ });
/* unused harmony exports EXPLOIT_BANDS, safetyStatus */
/* harmony import */ var _scan_patterns__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96378);
/* harmony import */ var _stats__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21117);


/** Table A3 of the SkillAudit paper: exploitability band per probe verdict. */
const EXPLOIT_BANDS = {
    confirmed: { min: 0.86, max: 1.0 },
    suspected: { min: 0.51, max: 0.85 },
    agent_refused: { min: 0.5, max: 0.5 },
    path_exists_not_triggered: { min: 0.2, max: 0.49 },
    likely_false_positive: { min: 0.1, max: 0.19 },
    no_probe: { min: 0.6, max: 0.6 },
};
/** c_exploit used when no probe ran: the paper's conservative prior. */
const PRIOR_EXPLOIT = EXPLOIT_BANDS.no_probe.min;
/**
 * The judge proposes a value; the verdict decides the band it must fall in, so a
 * judge cannot call something "confirmed" and score it 0.2. Without a usable raw
 * value we take the band's midpoint (the paper gives ranges, not points).
 */
function exploitConfidence(verdict, raw) {
    const band = EXPLOIT_BANDS[verdict];
    if (raw === undefined || !Number.isFinite(raw))
        return (band.min + band.max) / 2;
    return (0,_stats__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(raw, band.min, band.max);
}
/** Rounds away binary float noise (e.g. 92.80000000000001) so status thresholds compare exactly. */
const round6 = (x) => Math.round(x * 1e6) / 1e6;
/** S for display, one decimal, truncated: 99.96 shows as 99.9 (caution), never as 100.0. */
function displayScore(score) {
    return (Math.floor(score * 10 + 1e-6) / 10).toFixed(1).replace(/\.0$/, "");
}
function safetyStatus(score) {
    if (score >= 100)
        return "pass";
    if (score >= 80)
        return "caution";
    return "risky";
}
/**
 * S = max(10, 100 − Σ w(sev)·c_exist·c_exploit) (paper eq. 8). The stored score
 * is rounded to 6 decimals only; renderers truncate for display so a shown value
 * never crosses a status boundary.
 */
function safety(findings) {
    const penalties = findings.map((f) => {
        const weight = _scan_patterns__WEBPACK_IMPORTED_MODULE_0__/* .SEVERITY_WEIGHT */ .hR[f.severity];
        const cExploit = f.probe ? exploitConfidence(f.probe.verdict, f.probe.exploitConfidence) : PRIOR_EXPLOIT;
        return {
            findingId: f.id,
            pattern: f.pattern,
            severity: f.severity,
            weight,
            cExist: f.confidence,
            cExploit,
            exploitFrom: f.probe ? "probe" : "prior",
            penalty: weight * f.confidence * cExploit,
        };
    });
    let total = 0;
    for (const p of penalties)
        total += p.penalty;
    const score = round6(Math.max(10, 100 - total));
    return { score, status: safetyStatus(score), penalties };
}


/***/ }),

/***/ 21117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   i2: () => (/* binding */ mean),
/* harmony export */   mH: () => (/* binding */ meanCi95)
/* harmony export */ });
/* unused harmony export tCritical95 */
/** Two-sided 95% critical values of Student's t, df = 1..30 (standard tables). */
const T975 = [
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131,
    2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];
const Z975 = 1.959964;
/**
 * t quantile for a two-sided 95% interval. Table up to df = 30; beyond that the
 * Cornish–Fisher expansion around the normal quantile (error < 1e-3 for df > 30).
 */
function tCritical95(df) {
    if (!Number.isInteger(df) || df < 1)
        throw new RangeError(`degrees of freedom must be a positive integer, got ${df}`);
    if (df <= T975.length)
        return T975[df - 1];
    const z = Z975;
    const z3 = z ** 3;
    const z5 = z ** 5;
    const z7 = z ** 7;
    return (z +
        (z3 + z) / (4 * df) +
        (5 * z5 + 16 * z3 + 3 * z) / (96 * df ** 2) +
        (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * df ** 3));
}
function mean(xs) {
    if (xs.length === 0)
        return null;
    let s = 0;
    for (const x of xs)
        s += x;
    return s / xs.length;
}
/** 95% t-interval of the mean; null below two observations. */
function meanCi95(xs) {
    const n = xs.length;
    const m = mean(xs);
    if (n < 2 || m === null)
        return null;
    let ss = 0;
    for (const x of xs)
        ss += (x - m) ** 2;
    const half = (tCritical95(n - 1) * Math.sqrt(ss / (n - 1))) / Math.sqrt(n);
    return [m - half, m + half];
}
function clip(x, lo, hi) {
    return Math.min(hi, Math.max(lo, x));
}


/***/ }),

/***/ 95138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qQ: () => (/* binding */ hashOf),
/* harmony export */   sc: () => (/* binding */ sha256)
/* harmony export */ });
/* unused harmony export canonicalJson */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

function sha256(data) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)("sha256").update(data).digest("hex");
}
/** JSON with sorted keys, so equal values hash equally whatever their key order. */
function canonicalJson(value) {
    return JSON.stringify(value, (_k, v) => {
        if (v && typeof v === "object" && !Array.isArray(v)) {
            return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
        }
        return v;
    });
}
function hashOf(value) {
    return sha256(canonicalJson(value));
}


/***/ })

};
;