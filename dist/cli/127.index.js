"use strict";
exports.id = 127;
exports.ids = [127];
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
// EXTERNAL MODULE: ./src/scan/decode.ts
var decode = __webpack_require__(94771);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/util/hash.ts
var hash = __webpack_require__(95138);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
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
/** Words the Agent Skills name rules reserve for Anthropic's own skills. */
const RESERVED = /anthropic|claude/i;
/** Publishers a skill might pretend to come from: names that are only ever a company. */
const VENDORS = "anthropic|claude|openai|chatgpt|github|gitlab|microsoft|google|amazon|aws|stripe|atlassian|salesforce|shopify|cloudflare|vercel|twilio|paypal|hashicorp|mongodb|adobe|figma|hubspot|dropbox|dependabot";
const OFFICIAL = new RegExp(`\\b(${VENDORS})\\b`, "i");
/**
 * A description that presents the skill itself as a vendor's: "Official Anthropic toolkit for ...",
 * "Official GitHub Dependabot companion skill", "Official Stripe-maintained skill", "... skill
 * published by Google LLC", "published by Acme Instruments Corp.".
 */
const SELF_CLAIM = new RegExp([
    `\\b(?:official|verified|certified|authori[sz]ed)\\s+(?:${VENDORS})\\b(?:-(?:maintained|published|built|made|approved|endorsed))?\\s+(?:[\\w-]+\\s+){0,2}(?:skill|toolkit|kit|extension|plugin|add-?on|integration|companion|release|package|tools?)\\b`,
    `\\b(?:${VENDORS})(?:['\u2019]s)?\\s+(?:own\\s+)?official\\s+(?:[\\w-]+\\s+)?(?:skill|toolkit|kit|extension|plugin|integration|companion|package|tool)\\b`,
    `\\b(?:skill|plugin|extension|toolkit|package)\\s+(?:published|maintained|authored|released)\\s+by\\s+(?:${VENDORS})\\b`,
    // "(published by Davis Instruments Corp.)": any company, named by its legal form.
    `\\b(?:published|maintained|released|distributed)\\s+by\\s+(?:[A-Z][\\w&'-]*\\s+){1,4}(?:Corp(?:oration)?|Inc|LLC|Ltd|GmbH|AG|S\\.A|Co)\\b\\.?`,
].join("|"), "i");
const PUBLISHER_KEYS = /^(author|authors|publisher|vendor|maintainer|maintainers|owner|organi[sz]ation|company|provider|creator|org)$/i;
/** Temporary or generated folder names say nothing about the skill's name. */
const NEUTRAL_FOLDER = /^[0-9a-f]{8,}$|^tmp|^skill$/i;
const FILE = "SKILL.md";
const MAX_FRONT_MATTER = 64 * 1024;
const MAX_DEPTH = 32;
/** Splits SKILL.md and checks its front matter against the Agent Skills format. Never throws. */
function parseSkillMd(text, folderName, mode) {
    const issues = [];
    const issue = (rule, severity, line, message, pattern) => issues.push({ rule, severity, file: FILE, line, message, ...(pattern ? { pattern } : {}) });
    const src = text.replace(/^\uFEFF/, "");
    const open = /^---[ \t]*\r?\n/.exec(src);
    const rest = open ? src.slice(open[0].length) : "";
    const close = open ? /^---[ \t]*$/m.exec(rest) : null;
    if (!open || !close) {
        issue(open ? "spec.front-matter-unclosed" : "spec.no-front-matter", "error", 1, open
            ? "front matter is not closed by a '---' line; the whole file was scanned as the body"
            : "no YAML front matter: the file does not start with a '---' line; the whole file was scanned as the body");
        return finish({}, { lines: new Map() }, issues, issue, folderName, mode, 1);
    }
    const yamlText = rest.slice(0, close.index);
    // Line numbers in SKILL.md: the opening '---' is line 1, so front matter line n is line n + 1.
    const lineAt = (offset) => 2 + countNewlines(yamlText, offset);
    if (yamlText.length > MAX_FRONT_MATTER) {
        issue("spec.front-matter-too-large", "error", 2, `front matter is over ${MAX_FRONT_MATTER} characters; not parsed`);
        return finish({}, loose(yamlText), issues, issue, folderName, mode, 2);
    }
    // Checked before parsing: deep nesting exhausts the parser's stack and can abort the process.
    if (nestingDepth(yamlText) > MAX_DEPTH) {
        issue("spec.front-matter-nesting", "error", 2, `front matter nests deeper than ${MAX_DEPTH} levels; not parsed`);
        return finish({}, loose(yamlText), issues, issue, folderName, mode, 2);
    }
    const doc = (0,dist/* parseDocument */.Tp)(yamlText, { uniqueKeys: false, prettyErrors: false });
    if (doc.errors.length > 0) {
        const e = doc.errors[0];
        // An error at the very end (an unclosed bracket) belongs to the last line that has text.
        const line = lineAt(Math.min(e?.pos?.[0] ?? 0, yamlText.trimEnd().length));
        issue("spec.yaml-syntax", "error", line, `front matter is not valid YAML (front matter line ${line - 1}): ${firstLine(e?.message ?? "parse error")}`);
        return finish({}, loose(yamlText), issues, issue, folderName, mode, 2);
    }
    // Anchors and aliases have no use in front matter and are how YAML bombs and cycles are built.
    let aliasAt = -1;
    (0,dist/* visit */.YR)(doc, {
        Alias: (_k, node) => {
            aliasAt = node.range?.[0] ?? 0;
            return dist/* visit */.YR.BREAK;
        },
    });
    if (aliasAt >= 0) {
        issue("spec.yaml-alias", "error", lineAt(aliasAt), "front matter uses a YAML alias (*name); not expanded: write the value out instead");
        return finish({}, loose(yamlText), issues, issue, folderName, mode, 2);
    }
    const data = doc.toJS();
    if (data === null || typeof data !== "object" || Array.isArray(data)) {
        issue("spec.not-a-mapping", "error", 2, "front matter must be a YAML mapping of keys to values");
        return finish({}, loose(yamlText), issues, issue, folderName, mode, 2);
    }
    // Key lines, and duplicates: readers disagree on which copy wins, so a duplicate is never benign.
    const keyLines = new Map();
    if ((0,dist/* isMap */.jh)(doc.contents)) {
        for (const item of doc.contents.items) {
            const key = (0,dist/* isScalar */.jn)(item.key) ? String(item.key.value) : String(item.key);
            const line = lineAt(item.key?.range?.[0] ?? 0);
            if (keyLines.has(key))
                issue("spec.duplicate-key", "error", line, `front matter key ${keyName(key)} appears more than once`);
            else
                keyLines.set(key, line);
        }
    }
    return finish(data, null, issues, issue, folderName, mode, 2, keyLines);
}
/** Field checks on whatever parsed (or, for broken YAML, the simple `name:`/`description:` lines). */
function finish(fm, fallback, issues, issue, folder, mode, fmLine, keyLines = fallback?.lines ?? new Map()) {
    const at = (k) => keyLines.get(k) ?? fmLine;
    const parsed = !fallback && Object.keys(fm).length > 0;
    const rawName = fallback ? fallback.name : fm.name;
    const rawDesc = fallback ? fallback.description : fm.description;
    // When the front matter did not parse, its problem is already reported: a missing name is not news.
    const broken = fallback !== null;
    let name = null;
    if (rawName === undefined) {
        if (!broken)
            issue("spec.name-missing", "error", fmLine, "`name` is required");
    }
    else if (typeof rawName !== "string") {
        issue("spec.name-invalid", "error", at("name"), "`name` must be a string", "SC4");
    }
    else {
        name = rawName;
        const shown = JSON.stringify(rawName.slice(0, 80));
        if (rawName.length > 64)
            issue("spec.name-invalid", "error", at("name"), `name ${shown}\u2026 is over 64 characters`, "SC4");
        else if (!NAME_RE.test(rawName))
            issue("spec.name-invalid", "error", at("name"), `name ${shown} may contain only lowercase letters, digits and single hyphens`, "SC4");
        if (RESERVED.test(rawName))
            issue("spec.name-reserved", "error", at("name"), `name ${shown} uses a word reserved for Anthropic's own skills ("anthropic", "claude")`, "SC4");
        if (rawName !== folder && !NEUTRAL_FOLDER.test(folder))
            issue("spec.name-folder-mismatch", "error", at("name"), `front matter name ${shown} does not match the folder name ${JSON.stringify(folder)}`, "SC4");
    }
    let description = "";
    if (rawDesc === undefined) {
        if (!broken)
            issue("spec.description-missing", "error", fmLine, "`description` is required");
    }
    else if (typeof rawDesc !== "string") {
        issue("spec.description-invalid", "error", at("description"), "`description` must be a string");
    }
    else {
        description = rawDesc.trim();
        if (!description)
            issue("spec.description-invalid", "error", at("description"), "`description` is empty");
        else if (description.length > 1024)
            issue("spec.description-length", "warning", at("description"), `description is ${description.length} characters, over the specification's 1024`);
    }
    if (parsed) {
        checkTypes(fm, at, issue);
        const allowed = new Set(mode === "spec" ? SPEC_KEYS : [...SPEC_KEYS, ...CLAUDE_CODE_KEYS]);
        for (const k of Object.keys(fm)) {
            if (allowed.has(k))
                continue;
            const cc = CLAUDE_CODE_KEYS.includes(k);
            issue("spec.unknown-key", "warning", at(k), mode === "spec"
                ? `front matter key ${keyName(k)} is not in the Agent Skills specification${cc ? " (a Claude Code key: use --mode claude-code)" : ""}`
                : `front matter key ${keyName(k)} is unknown to both the specification and Claude Code`);
        }
        publisherClaims(fm, at, issue);
        const claim = SELF_CLAIM.exec(description);
        if (claim && !/\b(?:un-?official|not\s+(?:an?\s+)?official|not\s+affiliated)\b/i.test(description))
            issue("spec.publisher-claim", "warning", at("description"), `description presents the skill as ${JSON.stringify(claim[0])}; nothing in the package can show that`, "SC4");
    }
    const safe = name !== null && NAME_RE.test(name) && name.length <= 64 ? name : slug(folder);
    return { frontmatter: fm, name: safe, description, issues };
}
function checkTypes(fm, at, issue) {
    const isStrings = (v) => typeof v === "string" || (Array.isArray(v) && v.every((x) => typeof x === "string"));
    if ("license" in fm && typeof fm.license !== "string")
        issue("spec.field-type", "warning", at("license"), "`license` should be a string");
    if ("allowed-tools" in fm && !isStrings(fm["allowed-tools"]))
        issue("spec.field-type", "warning", at("allowed-tools"), "`allowed-tools` should be a string or a list of strings");
    const md = fm.metadata;
    if ("metadata" in fm && (md === null || typeof md !== "object" || Array.isArray(md)))
        issue("spec.field-type", "warning", at("metadata"), "`metadata` should be a mapping");
    if ("compatibility" in fm) {
        const c = fm.compatibility;
        if (typeof c !== "string")
            issue("spec.field-type", "warning", at("compatibility"), "`compatibility` should be a string");
        else if (c.length > 500)
            issue("spec.field-length", "warning", at("compatibility"), `compatibility is ${c.length} characters, over 500`);
    }
}
/** `author: Anthropic` and the like, at the top level or under `metadata`: a publisher the skill cannot prove. */
function publisherClaims(fm, at, issue) {
    const scopes = [[fm, null]];
    const md = fm.metadata;
    if (md && typeof md === "object" && !Array.isArray(md))
        scopes.push([md, "metadata"]);
    for (const [obj, parent] of scopes) {
        for (const [k, v] of Object.entries(obj)) {
            if (!PUBLISHER_KEYS.test(k))
                continue;
            const text = flatten(v).slice(0, 500);
            const m = OFFICIAL.exec(text);
            if (!m)
                continue;
            issue("spec.publisher-claim", "warning", at(parent ?? k), `${parent ? `${parent}.` : ""}${keyName(k)} names ${JSON.stringify(m[1])} as the publisher; nothing in the package can show that`, "SC4");
        }
    }
}
function flatten(v) {
    if (typeof v === "string")
        return v;
    if (Array.isArray(v))
        return v.map(flatten).join(" ");
    if (v && typeof v === "object")
        return Object.values(v).map(flatten).join(" ");
    return "";
}
/** `name:` and `description:` as plain scalars, read line by line from front matter that did not parse. */
function loose(yamlText) {
    const out = { lines: new Map() };
    yamlText.split("\n").forEach((l, i) => {
        const m = /^(name|description)[ \t]*:[ \t]*(.*?)[ \t]*\r?$/.exec(l);
        if (!m?.[1] || out.lines.has(m[1]))
            return;
        const v = (m[2] ?? "").replace(/^(["'])(.*)\1$/, "$2");
        out.lines.set(m[1], i + 2);
        if (m[1] === "name")
            out.name = v;
        else
            out.description = v;
    });
    return out;
}
/** A folder name made safe for paths: lower case, [a-z0-9-], at most 64 characters. */
function slug(folder) {
    const s = folder
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 64)
        .replace(/-+$/, "");
    return s || "skill";
}
function countNewlines(s, end) {
    let n = 0;
    for (let i = s.indexOf("\n"); i !== -1 && i < end; i = s.indexOf("\n", i + 1))
        n++;
    return n;
}
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

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
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
    return isText(data, file) ? "text" : "binary";
}
function startsWith(data, magic) {
    return data.length >= magic.length && magic.every((b, i) => data[i] === b);
}
/** CPython bytecode: a 2-byte version magic followed by "\r\n". */
function isPyc(data) {
    return data.length >= 16 && data[2] === 0x0d && data[3] === 0x0a && data.subarray(0, 64).includes(0);
}
/** Text in any encoding a reader of the skill would use (UTF-8 answered without decoding). */
function isText(data, file = "") {
    if (data.indexOf(0) === -1 && (0,external_node_buffer_.isUtf8)(data))
        return true;
    return (0,decode/* decodeText */.g7)(data, file) !== null;
}

// EXTERNAL MODULE: ./src/collect/schema.ts
var schema = __webpack_require__(77307);
;// CONCATENATED MODULE: ./src/collect/collect.ts










const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
const collect_MAX_DEPTH = 32;
/** Skipped parts listed one by one; past this many, one line counts the rest. */
const MAX_SKIPPED = 200;
/**
 * Reads a skill folder into the `collect` artifact. Whatever cannot be read (over a cap, a link out of
 * the skill, a FIFO, an unreadable file) is listed in `skipped`, and front matter problems in `spec`:
 * only a folder with nothing to scan (no SKILL.md, not a folder, unreadable) is an InputError.
 */
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
    if (skillMdStat.isDirectory())
        throw new errors/* InputError */.dz(skillMdPath, "is a folder, not a file");
    let rootEntries;
    try {
        rootEntries = (0,external_node_fs_.readdirSync)(root).sort();
    }
    catch (e) {
        throw new errors/* InputError */.dz(root, `cannot read directory: ${errCode(e)}`);
    }
    // The checkout's own .git at the skill root is the repository, not part of the package.
    const top = await gitTop(realRoot);
    const rootIsCheckout = top === realRoot;
    const contents = new Map();
    const files = [];
    const skipped = [];
    let moreSkipped = 0;
    const skip = (file, reason) => {
        if (skipped.length < MAX_SKIPPED)
            skipped.push({ file, reason });
        else
            moreSkipped++;
    };
    let total = 0;
    let full = false;
    const readEntry = (abs, rel, st) => {
        if (files.length >= limits.maxFiles) {
            skip(rel, `this and every later file were not read: the package has more than ${limits.maxFiles} files`);
            full = true;
            return;
        }
        const left = limits.maxPackageBytes - total;
        if (left <= 0) {
            skip(rel, `not read: the ${limits.maxPackageBytes}-byte cap on the whole package was reached`);
            return;
        }
        let data;
        let size;
        try {
            ({ data, size } = readCapped(abs, Math.min(limits.maxFileBytes, left)));
        }
        catch (e) {
            skip(rel, e instanceof NotRegular ? e.message : `unreadable (${errCode(e)})`);
            return;
        }
        const truncated = data.length < size;
        if (truncated)
            skip(rel, `only the first ${data.length} of ${size} bytes were read: ${data.length === limits.maxFileBytes
                ? `the file is over the ${limits.maxFileBytes}-byte cap`
                : `the ${limits.maxPackageBytes}-byte cap on the whole package was reached`}`);
        total += data.length;
        contents.set(rel, data);
        files.push({
            path: rel,
            size,
            sha256: (0,hash/* sha256 */.sc)(data),
            kind: classify(rel, data),
            executable: (st.mode & 0o111) !== 0,
            ...(truncated ? { truncated: true } : {}),
        });
    };
    const visit = (abs, rel, depth, given) => {
        let entries;
        try {
            entries = given ?? (0,external_node_fs_.readdirSync)(abs).sort();
        }
        catch (e) {
            skip(`${rel}/`, `folder could not be read (${errCode(e)})`);
            return;
        }
        for (const name of entries) {
            if (full)
                return;
            if (depth === 0 && name === ".git" && rootIsCheckout) {
                // The checkout's own metadata is not the package (and its config may hold the runner's
                // token), but hooks run whenever the agent uses git here: those are read.
                const hooks = external_node_path_default().join(abs, name, "hooks");
                if (tryLstat(hooks)?.isDirectory()) {
                    const names = tryReaddir(hooks)
                        .map((e) => e.name)
                        .filter((n) => !n.endsWith(".sample"))
                        .sort();
                    visit(hooks, ".git/hooks", 2, names);
                }
                continue;
            }
            const childAbs = external_node_path_default().join(abs, name);
            const childRel = rel ? `${rel}/${name}` : name;
            const st = tryLstat(childAbs);
            if (!st) {
                skip(childRel, "vanished while the package was read");
                continue;
            }
            if (st.isSymbolicLink()) {
                let real;
                try {
                    real = (0,external_node_fs_.realpathSync)(childAbs);
                }
                catch (e) {
                    skip(childRel, `broken or looping symlink (${errCode(e)}); nothing to read`);
                    continue;
                }
                if (real !== realRoot && !real.startsWith(realRoot + (external_node_path_default()).sep)) {
                    skip(childRel, `symlink to ${JSON.stringify(tryReadlink(childAbs))}, outside the skill: its target was not read`);
                    continue;
                }
                const tst = tryStat(real);
                // Links to folders inside the skill would make the walk cyclic; their files are walked where they live.
                if (tst?.isDirectory())
                    continue;
                if (!tst?.isFile()) {
                    skip(childRel, `symlink to ${tst ? nodeType(tst) : "nothing"}: not read`);
                    continue;
                }
                readEntry(real, childRel, st);
            }
            else if (st.isDirectory()) {
                if (depth + 1 > collect_MAX_DEPTH)
                    skip(`${childRel}/`, `folder nested deeper than ${collect_MAX_DEPTH} levels: not read`);
                else
                    visit(childAbs, childRel, depth + 1);
            }
            else if (st.isFile())
                readEntry(childAbs, childRel, st);
            else
                skip(childRel, `${nodeType(st)}: not a regular file, not read`);
        }
    };
    visit(root, "", 0, rootEntries);
    if (moreSkipped > 0)
        skipped.push({
            file: ".",
            reason: `${moreSkipped} more parts not read (only the first ${MAX_SKIPPED} are listed)`,
        });
    const spec = [];
    const skillMd = contents.get("SKILL.md");
    let text = null;
    if (!skillMd) {
        const why = skipped.find((s) => s.file === "SKILL.md")?.reason ?? "not read";
        if (/^unreadable/.test(why))
            throw new errors/* InputError */.dz(skillMdPath, why);
        spec.push({
            rule: "spec.skill-md-unread",
            severity: "error",
            file: "SKILL.md",
            line: 1,
            message: `SKILL.md ${why}`,
        });
    }
    else {
        const decoded = (0,decode/* decodeText */.g7)(skillMd, "SKILL.md");
        if (!decoded)
            spec.push({
                rule: "spec.skill-md-not-text",
                severity: "error",
                file: "SKILL.md",
                line: 1,
                message: "SKILL.md is not text in any encoding a reader would use; its front matter could not be read",
            });
        else {
            text = decoded.text;
            if (decoded.encoding !== "utf-8")
                spec.push({
                    rule: "spec.skill-md-encoding",
                    severity: "warning",
                    file: "SKILL.md",
                    line: 1,
                    message: `SKILL.md is read as ${decoded.encoding}; the Agent Skills format expects UTF-8`,
                });
        }
    }
    const parsed = text !== null ? parseSkillMd(text, external_node_path_default().basename(root), mode) : null;
    if (parsed)
        spec.push(...parsed.issues);
    const contentHash = (0,hash/* sha256 */.sc)([
        ...files.map((f) => `${f.path}\0${f.sha256}\n`),
        ...skipped.map((s) => `${s.file}\0skipped\0${s.reason}\n`),
    ].join(""));
    // jitless: zod's eval-compiled fast path costs more to generate than one parse per skill saves.
    const pkg = schema/* SkillPackage */.s.parse({
        name: parsed?.name ?? fallbackName(external_node_path_default().basename(root)),
        description: parsed?.description ?? "",
        root,
        frontmatter: parsed?.frontmatter ?? {},
        validationMode: mode,
        warnings: [],
        spec,
        files,
        skipped,
        totalBytes: total,
        contentHash,
        provenance: await provenance(realRoot, top, opts.git),
    }, { jitless: true });
    return { pkg, contents };
}
class NotRegular extends Error {
}
/** Reads at most `cap` bytes of a regular file; never blocks on a FIFO swapped in after the walk looked. */
function readCapped(file, cap) {
    const fd = (0,external_node_fs_.openSync)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    try {
        const st = (0,external_node_fs_.fstatSync)(fd);
        if (!st.isFile())
            throw new NotRegular(`${nodeType(st)}: not a regular file, not read`);
        if (st.size <= cap)
            return { data: (0,external_node_fs_.readFileSync)(fd), size: st.size };
        const data = Buffer.allocUnsafe(cap);
        let got = 0;
        while (got < cap) {
            const n = (0,external_node_fs_.readSync)(fd, data, got, cap - got, got);
            if (n === 0)
                break;
            got += n;
        }
        return { data: data.subarray(0, got), size: st.size };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function nodeType(st) {
    if (st.isFIFO())
        return "FIFO";
    if (st.isSocket())
        return "socket";
    if (st.isCharacterDevice())
        return "character device";
    if (st.isBlockDevice())
        return "block device";
    if (st.isDirectory())
        return "folder";
    return "special file";
}
function tryReadlink(p) {
    try {
        return (0,external_node_fs_.readlinkSync)(p);
    }
    catch {
        return "?";
    }
}
/** A folder name made safe for paths, for packages whose SKILL.md gave no usable name. */
function fallbackName(folder) {
    return (folder
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 64)
        .replace(/-+$/, "") || "skill");
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
    if (!st)
        throw new errors/* InputError */.dz(dir, "no such directory");
    if (!st.isDirectory())
        throw new errors/* InputError */.dz(dir, "not a directory (pass the skill folder that holds SKILL.md)");
    await walk(root, 0);
    return out.sort();
}
/** Past this many skill folders one status of the whole checkout is cheaper than a long pathspec. */
const MAX_PATHSPECS = 64;
async function repoInfo(top, scope) {
    const git = async (...args) => {
        try {
            // fsmonitor off: a hostile .git/config could otherwise make `git status` run a command. Literal
            // pathspecs: a folder named `*` is that folder.
            const opts = ["-C", top, "--literal-pathspecs", "-c", "core.fsmonitor=false"];
            const { stdout } = await run("git", [...opts, ...args], {
                timeout: 5000,
                maxBuffer: 64 * 1024 * 1024,
            });
            return stdout;
        }
        catch {
            return undefined;
        }
    };
    // Two spawns, not three: porcelain v2's branch header carries the commit rev-parse would print.
    const [status, remote] = await Promise.all([
        git("status", "--porcelain=v2", "--branch", "-z", ...(scope.length ? ["--", ...scope] : [])),
        git("config", "--get", "remote.origin.url"),
    ]);
    if (status === undefined)
        return null;
    // -z entries: "# branch.<key> <value>" headers, then "<type> <fields...> path" per change, with a
    // rename's source as the next entry. Fields before the path: 1 \u2192 8, 2 \u2192 9, u \u2192 10, ? and ! \u2192 1.
    let commit;
    const changed = [];
    const entries = status.split("\0");
    for (let i = 0; i < entries.length; i++) {
        const e = entries[i] ?? "";
        if (e.startsWith("# ")) {
            if (e.startsWith("# branch.oid ") && e !== "# branch.oid (initial)")
                commit = e.slice(13);
            continue;
        }
        const fields = { "1": 8, "2": 9, u: 10, "?": 1, "!": 1 }[e[0] ?? ""];
        if (fields === undefined)
            continue;
        let at = 0;
        for (let f = 0; f < fields && at >= 0; f++)
            at = e.indexOf(" ", at + 1);
        if (at < 0 || at + 1 >= e.length)
            continue;
        changed.push(e.slice(at + 1));
        if (e[0] === "2")
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
async function provenance(realRoot, top, cache = (0,schema/* gitCache */.x5)()) {
    if (!top)
        return {};
    const rel = relIn(top, realRoot) ?? ".";
    const scope = scopeOf(cache, top, rel);
    const key = `${top}\0${scope.join("\0")}`;
    let info = cache.repos.get(key);
    if (!info) {
        info = repoInfo(top, scope);
        cache.repos.set(key, info);
    }
    const repo = await info;
    if (!repo)
        return {};
    const inside = (p) => rel === "." || p === rel || p.startsWith(`${rel}/`) || (p.endsWith("/") && `${rel}/`.startsWith(p));
    return {
        ...(repo.remote ? { repo: repo.remote } : {}),
        ...(repo.commit ? { commit: repo.commit } : {}),
        path: rel,
        dirty: repo.changed.some(inside),
    };
}
/**
 * The paths one `git status` of `top` looks under: the run's skill folders in that checkout when this
 * skill is one of them (one status serves them all), else this skill alone; [] is the whole checkout.
 */
function scopeOf(cache, top, rel) {
    let inTop = cache.rootsIn.get(top);
    if (!inTop) {
        const rels = cache.roots.map((r) => relIn(top, tryRealpath(r)));
        inTop = [...new Set(rels.filter((r) => r !== null))].sort();
        cache.rootsIn.set(top, inTop);
    }
    const scope = inTop.includes(rel) ? inTop : [rel];
    return scope.length > MAX_PATHSPECS || scope.includes(".") ? [] : scope;
}
/** `p` relative to `top` with forward slashes ("." for the top itself), or null when outside it. */
function relIn(top, p) {
    const rel = external_node_path_default().relative(top, p);
    if (rel === ".." || rel.startsWith(`..${(external_node_path_default()).sep}`) || external_node_path_default().isAbsolute(rel))
        return null;
    return rel.split((external_node_path_default()).sep).join("/") || ".";
}
function tryRealpath(p) {
    try {
        return (0,external_node_fs_.realpathSync)(p);
    }
    catch {
        return external_node_path_default().resolve(p);
    }
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
/* harmony export */   s: () => (/* binding */ SkillPackage),
/* harmony export */   vp: () => (/* binding */ SpecIssue),
/* harmony export */   x5: () => (/* binding */ gitCache)
/* harmony export */ });
/* unused harmony exports FileKind, SkillFile, SkippedPart */
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
    /** Only the first maxFileBytes bytes were read (and hashed, with `size` beside them). */
    truncated: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});
/**
 * A problem with SKILL.md's front matter or the package's layout, reported with file and line; never
 * a reason to stop scanning. Errors break the Agent Skills format; warnings are outside it.
 */
const SpecIssue = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** e.g. "spec.unknown-key", "spec.name-folder-mismatch", "package.archive-traversal". */
    rule: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    severity: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(["error", "warning"]),
    /** Relative to the skill root (archive members as "a.zip!member"). */
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1),
    message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Set when the problem is also a risk: the scanner reports it as a finding of this pattern too. */
    pattern: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz("SC4").optional(),
});
/** A part of the package collect did not read (over a cap, a link out of the skill, a FIFO...). */
const SkippedPart = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });
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
    /** Other remarks about the package, as lines of text; front matter problems are in `spec`. */
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Front matter problems, with line numbers (absent: none). */
    spec: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SpecIssue).optional(),
    /** Files whose bytes are in `contents` (whole, or their first maxFileBytes when `truncated`). */
    files: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SkillFile),
    /** What collect did not read, and why (absent: nothing). The scanner reports each as unread. */
    skipped: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SkippedPart).optional(),
    totalBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    /** sha256 over sorted (path, sha256) pairs: equal packages, equal hash, wherever they live. */
    contentHash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    provenance: Provenance,
});
const gitCache = (roots = []) => ({ roots, rootsIn: new Map(), repos: new Map() });
const DEFAULT_LIMITS = {
    maxFileBytes: 5 * 1024 * 1024,
    maxPackageBytes: 50 * 1024 * 1024,
    maxFiles: 5000,
};


/***/ }),

/***/ 94771:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g7: () => (/* binding */ decodeText)
/* harmony export */ });
/* unused harmony exports isScriptLike, decodeUtf7 */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Bytes to text the way the programs that consume a skill would read them: bash skips NUL bytes and
 * takes any byte, python3 honours a coding declaration, an agent's file reader detects UTF-16. A
 * file is binary only when none of them would see text in it.
 */

const SCRIPT_EXT = /\.(sh|bash|zsh|ksh|fish|command|py|pyw|pyi|rb|pl|pm|php|js|mjs|cjs|ts|mts|cts|jsx|tsx|ps1|psm1|psd1|bat|cmd|vbs|lua|r|tcl|awk|sed|groovy|kts|swift|go|rs|java|cs|c|h|cpp|hpp|md|markdown|mdx|txt|rst|json|jsonl|ipynb|ya?ml|toml|ini|cfg|conf|env|properties|xml|html?|svg|csv|tsv|sql|graphql|mk|makefile|dockerfile|gradle|lock|tf|hcl|nix)$/i;
const SCRIPT_NAME = /(^|\/)(makefile|dockerfile|gemfile|rakefile|procfile|justfile|\.[\w.-]*rc|\.env[\w.-]*)$/i;
/** A file an interpreter or an agent reads as text, whatever its bytes. */
function isScriptLike(name, data) {
    return (data[0] === 0x23 && data[1] === 0x21) || SCRIPT_EXT.test(name) || SCRIPT_NAME.test(name);
}
const utf8 = new TextDecoder("utf-8");
/** The text in `data`, or null when no reader would see text there. Cheap for plain UTF-8. */
function decodeText(data, name) {
    const bom = byBom(data);
    if (bom)
        return bom;
    const hasNul = data.indexOf(0) !== -1;
    if (!hasNul && (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(data)) {
        const text = utf8.decode(data);
        return cookieIn(data)
            ? (byCookie(data, text) ?? { text, encoding: "utf-8" })
            : { text, encoding: "utf-8" };
    }
    if (hasNul) {
        const wide = utf16or32(data);
        if (wide)
            return wide;
    }
    // Invalid UTF-8 or NUL bytes: read as bash does (NULs skipped, every byte a character).
    const cookie = cookieIn(data) ? byCookie(data, null) : null;
    if (cookie)
        return cookie;
    const text = legacy(data);
    if (isScriptLike(name, data) || mostlyText(data))
        return { text, encoding: hasNul ? "bytes, NULs dropped" : "Latin-1" };
    return null;
}
function byBom(d) {
    if (d[0] === 0xef && d[1] === 0xbb && d[2] === 0xbf)
        return { text: utf8.decode(d.subarray(3)), encoding: "utf-8" };
    if (d[0] === 0xff && d[1] === 0xfe && d[2] === 0 && d[3] === 0 && d.length >= 8)
        return { text: utf32(d.subarray(4), true), encoding: "UTF-32LE" };
    if (d[0] === 0 && d[1] === 0 && d[2] === 0xfe && d[3] === 0xff)
        return { text: utf32(d.subarray(4), false), encoding: "UTF-32BE" };
    if (d[0] === 0xff && d[1] === 0xfe)
        return { text: utf16(d.subarray(2), true), encoding: "UTF-16LE" };
    if (d[0] === 0xfe && d[1] === 0xff)
        return { text: utf16(d.subarray(2), false), encoding: "UTF-16BE" };
    return null;
}
function utf16(d, le) {
    const even = d.length & ~1;
    if (le)
        return Buffer.from(d.buffer, d.byteOffset, even).toString("utf16le");
    const b = Buffer.from(d.subarray(0, even));
    return b.swap16().toString("utf16le");
}
function utf32(d, le) {
    let out = "";
    for (let i = 0; i + 4 <= d.length; i += 4) {
        const cp = le
            ? d[i] |
                (d[i + 1] << 8) |
                (d[i + 2] << 16) |
                (d[i + 3] << 24)
            : (d[i] << 24) |
                (d[i + 1] << 16) |
                (d[i + 2] << 8) |
                d[i + 3];
        out += cp >= 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : "\ufffd";
    }
    return out;
}
/** BOM-less UTF-16/32: mostly-ASCII text puts its zero bytes in one lane of every 2 or 4. */
function utf16or32(d) {
    const n = Math.min(d.length, 4096) & ~3;
    if (n < 8)
        return null;
    const zeros = [0, 0, 0, 0];
    for (let i = 0; i < n; i++)
        if (d[i] === 0)
            zeros[i & 3]++;
    const lane = n / 4;
    const [z0, z1, z2, z3] = zeros;
    const full = (z) => z >= lane * 0.9;
    const none = (z) => z <= lane * 0.1;
    let out = null;
    if (full(z1) && full(z2) && full(z3) && none(z0))
        out = { text: utf32(d, true), encoding: "UTF-32LE" };
    else if (full(z0) && full(z1) && full(z2) && none(z3))
        out = { text: utf32(d, false), encoding: "UTF-32BE" };
    else if (z1 + z3 >= lane * 1.6 && z0 + z2 <= lane * 0.2)
        out = { text: utf16(d, true), encoding: "UTF-16LE" };
    else if (z0 + z2 >= lane * 1.6 && z1 + z3 <= lane * 0.2)
        out = { text: utf16(d, false), encoding: "UTF-16BE" };
    return out && printable(out.text) >= 0.85 ? out : null;
}
/** Latin-1 for every byte outside valid UTF-8 sequences is what a byte-oriented reader sees; NULs dropped as bash does. */
function legacy(d) {
    const stripped = d.indexOf(0) === -1 ? d : d.filter((b) => b !== 0);
    return (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(stripped) ? utf8.decode(stripped) : Buffer.from(stripped).toString("latin1");
}
/** Text bytes: no control characters beyond whitespace, NUL bytes aside (padding is not content). */
function mostlyText(d) {
    let text = 0;
    let ctrl = 0;
    const n = Math.min(d.length, 64 * 1024);
    for (let i = 0; i < n; i++) {
        const b = d[i];
        if (b === 0)
            continue;
        if (b < 0x20 && b !== 9 && b !== 10 && b !== 13 && b !== 12)
            ctrl++;
        else if (b === 0x7f)
            ctrl++;
        else
            text++;
    }
    return text >= 16 && ctrl <= text * 0.02;
}
function printable(s) {
    if (!s.length)
        return 0;
    let ok = 0;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0x20 || c === 9 || c === 10 || c === 13)
            ok++;
    }
    return ok / s.length;
}
// PEP 263: a coding declaration on the first or second line (Ruby and Emacs share the form).
const COOKIE = /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/;
function cookieIn(d) {
    return Buffer.from(d.buffer, d.byteOffset, Math.min(d.length, 400)).includes("coding");
}
/** Decodes by the declared encoding when it changes what ASCII bytes mean, or when the bytes are not UTF-8. */
function byCookie(d, asUtf8) {
    const head = Buffer.from(d.buffer, d.byteOffset, Math.min(d.length, 400)).toString("latin1");
    const lines = head.split("\n", 2);
    const m = COOKIE.exec(lines[0] ?? "") ?? COOKIE.exec(lines[1] ?? "");
    if (!m?.[1])
        return null;
    const name = m[1].toLowerCase().replace(/_/g, "-");
    const raw = Buffer.from(d.buffer, d.byteOffset, d.length).toString("latin1");
    if (name === "utf-7" || name === "utf7" || name === "u7" || name === "unicode-1-1-utf-7")
        return { text: decodeUtf7(raw), encoding: "UTF-7 (declared)" };
    if (name === "unicode-escape")
        return { text: unescapePython(raw, false), encoding: "unicode_escape (declared)" };
    if (name === "raw-unicode-escape")
        return { text: unescapePython(raw, true), encoding: "raw_unicode_escape (declared)" };
    if (asUtf8 !== null)
        return null;
    try {
        return { text: new TextDecoder(name).decode(d), encoding: `${name} (declared)` };
    }
    catch {
        return null;
    }
}
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** RFC 2152: "+" starts modified base64 of UTF-16 code units, "-" (or any non-base64 character) ends it. */
function decodeUtf7(s) {
    let out = "";
    for (let i = 0; i < s.length; i++) {
        const c = s[i];
        if (c !== "+") {
            out += c;
            continue;
        }
        if (s[i + 1] === "-") {
            out += "+";
            i++;
            continue;
        }
        let bits = 0;
        let acc = 0;
        let j = i + 1;
        const units = [];
        for (; j < s.length; j++) {
            const v = B64.indexOf(s[j]);
            if (v < 0)
                break;
            acc = ((acc << 6) | v) & 0xffffff;
            bits += 6;
            if (bits >= 16) {
                bits -= 16;
                units.push((acc >> bits) & 0xffff);
            }
        }
        out += String.fromCharCode(...units);
        i = s[j] === "-" ? j : j - 1;
    }
    return out;
}
const SIMPLE = {
    "\\": "\\",
    "'": "'",
    '"': '"',
    a: "\x07",
    b: "\b",
    f: "\f",
    n: "\n",
    r: "\r",
    t: "\t",
    v: "\v",
    "\n": "",
};
/** Python's unicode_escape / raw_unicode_escape source codecs (\N{...} names are left as written). */
function unescapePython(s, raw) {
    const re = raw
        ? /\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})/g
        : /\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})|\\x([0-9a-fA-F]{2})|\\([0-7]{1,3})|\\([\\'"abfnrtv\n])/g;
    return s.replace(re, (all, u4, u8, x, o, c) => {
        const hex = u4 ?? u8 ?? x;
        if (hex) {
            const cp = parseInt(hex, 16);
            return cp <= 0x10ffff ? String.fromCodePoint(cp) : all;
        }
        if (o)
            return String.fromCharCode(parseInt(o, 8) & 0xff);
        return SIMPLE[c ?? ""] ?? all;
    });
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