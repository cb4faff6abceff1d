"use strict";
exports.id = 77;
exports.ids = [77];
exports.modules = {

/***/ 93077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sandboxRun: () => (/* binding */ sandboxRun)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/collect/collect.ts + 2 modules
var collect = __webpack_require__(77127);
// EXTERNAL MODULE: ./src/sandbox/engine.ts
var sandbox_engine = __webpack_require__(15237);
// EXTERNAL MODULE: ./src/sandbox/image.ts
var sandbox_image = __webpack_require__(35602);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
// EXTERNAL MODULE: ./src/sandbox/trial.ts + 1 modules
var sandbox_trial = __webpack_require__(34471);
;// CONCATENATED MODULE: ./src/sandbox/runner.ts



/** As many trials as CPUs, and no more than 3/4 of the memory can hold at `memoryMb` each. */
function defaultConcurrency(memoryMb, cpus = external_node_os_default().cpus().length, totalBytes = external_node_os_default().totalmem()) {
    const byMemory = Math.floor((totalBytes * 0.75) / (memoryMb * 1024 * 1024));
    return Math.max(1, Math.min(cpus, byMemory));
}
function pidAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (err) {
        return err.code === "EPERM";
    }
}
/**
 * Removes skillaudit containers whose creating process on this host is gone (a crashed
 * earlier run). Containers of live processes (a concurrent audit) are left alone.
 */
async function sweepLeftovers(engine, logger) {
    const list = await engine.docker.listContainers({ all: true, filters: { label: [sandbox_trial/* LABELS */.kg.run] } });
    const host = external_node_os_default().hostname();
    let removed = 0;
    for (const c of list) {
        const pid = Number(c.Labels[sandbox_trial/* LABELS */.kg.pid]);
        // Another host's containers (shared engine) and live processes' containers are not ours to remove.
        if (c.Labels[sandbox_trial/* LABELS */.kg.host] !== host)
            continue;
        if (Number.isInteger(pid) && pid > 0 && pidAlive(pid))
            continue;
        await engine.docker
            .getContainer(c.Id)
            .remove({ force: true, v: true })
            .then(() => {
            removed++;
        })
            .catch(() => { });
    }
    if (removed)
        logger.info(`sandbox: removed ${removed} container(s) left by an earlier run`);
    return removed;
}
let signalUsers = 0;
let onSignal = null;
function installSignalHandlers(logger) {
    signalUsers++;
    if (!onSignal) {
        onSignal = (sig) => {
            logger.warn(`sandbox: ${sig}: removing ${sandbox_trial/* liveContainers */.XW.size} trial container(s)`);
            (0,sandbox_trial/* removeLiveContainers */.NR)().finally(() => process.exit(sig === "SIGINT" ? 130 : 143));
        };
        process.on("SIGINT", onSignal);
        process.on("SIGTERM", onSignal);
    }
    return () => {
        signalUsers--;
        if (signalUsers === 0 && onSignal) {
            process.off("SIGINT", onSignal);
            process.off("SIGTERM", onSignal);
            onSignal = null;
        }
    };
}
const DRIVE_GRACE_MS = 10_000;
/** Runs the jobs concurrently; every trial ends with a bundle or an error, and no container is left. */
async function runTrials(engine, jobs, opts) {
    const { logger } = opts;
    if (opts.sweep ?? true)
        await sweepLeftovers(engine, logger);
    const maxMemory = Math.max(512, ...jobs.map((j) => j.task.config.environment.memory_mb));
    const concurrency = opts.concurrency ?? defaultConcurrency(maxMemory);
    const uninstall = (opts.handleSignals ?? true) ? installSignalHandlers(logger) : () => { };
    const limit = (0,p_limit/* default */.A)(concurrency);
    // A trial's slot frees once its bundle is on disk; its container is removed meanwhile,
    // and every removal is awaited before we return.
    const removals = [];
    let done = 0;
    logger.info(`sandbox: ${jobs.length} trial(s), ${concurrency} at a time`);
    try {
        return await Promise.all(jobs.map((job) => limit(async () => {
            const started = Date.now();
            try {
                const bundle = await runOne(engine, job, opts, (removed) => removals.push(removed));
                done++;
                const reward = bundle.verifier.rewardValue;
                logger.info(`[${done}/${jobs.length}] ${job.trialId}: ${bundle.exitReason} in ${((Date.now() - started) / 1000).toFixed(1)}s` +
                    (reward !== null ? `, reward ${reward}` : "") +
                    (bundle.leakedCanaries.length ? `, canary leak: ${bundle.leakedCanaries.join(", ")}` : ""));
                return { trialId: job.trialId, ok: true, bundle };
            }
            catch (err) {
                done++;
                const error = err.message;
                logger.warn(`[${done}/${jobs.length}] ${job.trialId}: error: ${error}`);
                return { trialId: job.trialId, ok: false, error };
            }
        })));
    }
    finally {
        await Promise.all(removals);
        uninstall();
    }
}
async function runOne(engine, job, opts, onRemoval) {
    const trial = await (0,sandbox_trial/* openTrial */.ZV)(engine, {
        ...job.options,
        runId: opts.runId,
        trialId: job.trialId,
        runDir: opts.runDir,
        task: job.task,
        image: opts.image,
        logger: job.options?.logger ?? opts.logger,
        detachRemoval: true,
    });
    onRemoval(trial.removed);
    let outcome;
    try {
        // A harness that ignores the abort still gets a grace period, then the trial closes without it.
        outcome = await new Promise((resolve, reject) => {
            let graceTimer;
            trial.signal.addEventListener("abort", () => {
                graceTimer = setTimeout(() => resolve({ trajectory: [], detail: "the harness did not return after the timeout" }), DRIVE_GRACE_MS);
            });
            job.drive(trial, trial.signal).then((o) => {
                clearTimeout(graceTimer);
                resolve(o);
            }, (e) => {
                clearTimeout(graceTimer);
                reject(e);
            });
        });
    }
    catch (err) {
        outcome = { trajectory: [], exitReason: "error", detail: `harness failed: ${err.message}` };
    }
    return trial.finish(outcome);
}

// EXTERNAL MODULE: ./src/sandbox/task.ts
var sandbox_task = __webpack_require__(73602);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
// EXTERNAL MODULE: ./src/util/logger.ts
var util_logger = __webpack_require__(96618);
;// CONCATENATED MODULE: ./src/cli/sandbox-run.ts
/** `skillaudit sandbox run`: the implementation, loaded when the command runs. */









function shellJoin(args) {
    if (args.length === 1)
        return args[0] ?? "";
    return args.map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replaceAll("'", `'\\''`)}'`)).join(" ");
}
async function sandboxRun(skillDir, argv, o, io) {
    const stdout = io.stdout ?? ((s) => process.stdout.write(s));
    const stderr = io.stderr ?? ((s) => process.stderr.write(s));
    const logger = io.logger ?? (0,util_logger/* stderrLogger */.D)({ quiet: Boolean(o.quiet) });
    const command = shellJoin(argv);
    if (!command.trim())
        throw new errors/* InputError */.dz("<command>", "give the command to run after --");
    const { pkg } = await (0,collect/* collectSkill */.C)(skillDir, { mode: "claude-code" });
    const name = sandbox_task/* SKILL_NAME */.eQ.test(pkg.name)
        ? pkg.name
        : external_node_path_default().basename(pkg.root)
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, "-")
            .replace(/^-|-$/g, "") || "skill";
    const runId = `sandbox-${new Date()
        .toISOString()
        .replace(/[-:.TZ]/g, "")
        .slice(0, 14)}-${(0,external_node_crypto_.randomBytes)(3).toString("hex")}`;
    const runDir = external_node_path_default().resolve(o.out ?? external_node_path_default().join(".skillaudit", "sandbox", runId));
    const withSkill = o.skill !== false;
    const task = await (0,sandbox_task/* writeTask */.bN)(external_node_path_default().join(runDir, "tasks", `sandbox-run--${withSkill ? "with" : "no"}-skill`), {
        id: "sandbox-run",
        instruction: `skillaudit sandbox run: ${command}\n`,
        skill: { name, dir: pkg.root },
        agentTimeoutSec: o.timeout,
        verifierTimeoutSec: 30,
        cpus: o.cpus,
        memoryMb: Math.round(o.memory),
        network: o.network,
        allowlist: o.allow,
    }, withSkill);
    const engine = await (0,sandbox_engine/* connectEngine */.x)(io.engine);
    const image = o.image
        ? await (0,sandbox_image/* useImage */.lK)(engine, o.image)
        : await (0,sandbox_image/* ensureSandboxImage */.rY)(engine, { base: o.base, logger });
    let result = null;
    const [outcome] = await runTrials(engine, [
        {
            trialId: withSkill ? "with-skill" : "no-skill",
            task,
            options: { upstream: io.upstream, timeoutSec: o.timeout + 60 },
            drive: async (session) => {
                const startedAt = new Date().toISOString();
                result = await session.exec(command, { timeoutMs: o.timeout * 1000 });
                const step = {
                    index: 0,
                    startedAt,
                    endedAt: new Date().toISOString(),
                    kind: "tool",
                    name: "Bash",
                    input: { command },
                    output: `${result.stdout}${result.stderr ? `\n[stderr]\n${result.stderr}` : ""}`,
                    truncated: result.truncated,
                    isError: result.exitCode !== 0,
                };
                return {
                    trajectory: [step],
                    exitReason: result.timedOut ? "timeout" : "finished",
                    ...(result.timedOut ? { detail: `the command ran past ${o.timeout}s` } : {}),
                };
            },
        },
    ], { runId, runDir, image: image.tag, logger, concurrency: 1, handleSignals: io.handleSignals ?? true });
    if (!outcome?.ok) {
        stderr(`sandbox run failed: ${outcome?.ok === false ? outcome.error : "no result"}\n`);
        return 1;
    }
    const r = result;
    if (r) {
        stdout(r.stdout);
        if (r.stderr)
            stderr(r.stderr.endsWith("\n") ? r.stderr : `${r.stderr}\n`);
    }
    const b = outcome.bundle;
    logger.info(`sandbox: ${b.exitReason}; ${b.counts.networkEvents} network event(s) (${b.counts.networkDenied} denied), ${b.counts.changes} changed path(s)` +
        (b.leakedCanaries.length ? `; CANARY LEAK: ${b.leakedCanaries.join(", ")}` : ""));
    stdout(`evidence bundle: ${b.dir}\n`);
    if (!r)
        return 1;
    if (r.timedOut)
        return 124;
    return r.exitCode ?? 1;
}


/***/ }),

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

/***/ 15237:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ connectEngine)
/* harmony export */ });
/* harmony import */ var dockerode__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39040);
/* harmony import */ var dockerode__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(dockerode__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_errors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(70017);


const DEFAULT_SOCKET = "/var/run/docker.sock";
function clientFor(host) {
    if (!host)
        return { docker: new (dockerode__WEBPACK_IMPORTED_MODULE_0___default())({ socketPath: DEFAULT_SOCKET }), endpoint: `unix://${DEFAULT_SOCKET}` };
    if (host.startsWith("unix://")) {
        const socketPath = host.slice("unix://".length) || DEFAULT_SOCKET;
        return { docker: new (dockerode__WEBPACK_IMPORTED_MODULE_0___default())({ socketPath }), endpoint: `unix://${socketPath}` };
    }
    const url = new URL(host.replace(/^tcp:/, "http:"));
    const protocol = url.protocol === "https:" ? "https" : "http";
    return {
        docker: new (dockerode__WEBPACK_IMPORTED_MODULE_0___default())({ host: url.hostname, port: Number(url.port || 2375), protocol }),
        endpoint: host,
    };
}
/**
 * Connects to the engine named by `opts.host`, else DOCKER_HOST, else the default socket,
 * and proves it answers. Throws StageError("sandbox", "no Docker engine answered at …").
 */
async function connectEngine(opts = {}, env = process.env) {
    const { docker, endpoint } = clientFor(opts.host ?? env.DOCKER_HOST);
    const timeoutMs = opts.pingTimeoutMs ?? 5000;
    try {
        await withTimeout(docker.ping(), timeoutMs);
        const version = await withTimeout(docker.version(), timeoutMs);
        return { docker, endpoint, apiVersion: version.ApiVersion };
    }
    catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        throw new _util_errors__WEBPACK_IMPORTED_MODULE_1__/* .StageError */ .Zu("sandbox", `no Docker engine answered at ${endpoint} (${why}); start one (scripts/setup-docker.sh) or set DOCKER_HOST`, { cause: err });
    }
}
function withTimeout(p, ms) {
    let timer;
    const t = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    });
    return Promise.race([p, t]).finally(() => clearTimeout(timer));
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


/***/ }),

/***/ 96618:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ stderrLogger)
/* harmony export */ });
/* unused harmony export memoryLogger */
/** Logs to stderr so stdout stays clean for machine-readable output. */
function stderrLogger(opts = {}) {
    return {
        info: (m) => {
            if (!opts.quiet)
                process.stderr.write(`${m}\n`);
        },
        warn: (m) => process.stderr.write(`warning: ${m}\n`),
        debug: (m) => {
            if (opts.verbose)
                process.stderr.write(`debug: ${m}\n`);
        },
    };
}
/** Records lines; for tests and for capturing a stage's log into the run directory. */
function memoryLogger() {
    const lines = [];
    return {
        lines,
        info: (m) => lines.push(`info: ${m}`),
        warn: (m) => lines.push(`warn: ${m}`),
        debug: (m) => lines.push(`debug: ${m}`),
    };
}


/***/ })

};
;