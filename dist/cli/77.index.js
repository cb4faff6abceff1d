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
// EXTERNAL MODULE: ./src/sandbox/sweep.ts
var sweep = __webpack_require__(29163);
// EXTERNAL MODULE: ./src/sandbox/trial.ts + 3 modules
var sandbox_trial = __webpack_require__(1779);
;// CONCATENATED MODULE: ./src/sandbox/runner.ts




/** As many trials as CPUs, and no more than 3/4 of the memory can hold at `memoryMb` each. */
function defaultConcurrency(memoryMb, cpus = external_node_os_default().cpus().length, totalBytes = external_node_os_default().totalmem()) {
    const byMemory = Math.floor((totalBytes * 0.75) / (memoryMb * 1024 * 1024));
    return Math.max(1, Math.min(cpus, byMemory));
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
        await (0,sweep/* sweepDeadRuns */.t)(engine, logger);
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
 * and proves it answers. Throws StageError("sandbox", "no Docker engine answered at \u2026").
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

/***/ 29163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ sweepDeadRuns)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _container__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58668);
/* harmony import */ var _proxy__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(19326);





/**
 * What a run killed outright (kill -9, a crashed runner) leaves: its stopped containers and
 * its proxies' temp directories. Swept at the start of every sandboxed audit and trial run,
 * and only those of processes gone from this host: other runs sharing the engine or the temp
 * folder (a concurrent audit, another developer's tests) are alive and left alone.
 */
async function sweepDeadRuns(engine, logger) {
    const [containers, proxyDirs] = await Promise.all([sweepContainers(engine), sweepProxyDirs()]);
    if (containers || proxyDirs)
        logger.info(`sandbox: removed ${containers} container(s) and ${proxyDirs} proxy dir(s) left by runs that are gone`);
    return { containers, proxyDirs };
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
const deadPid = (raw) => {
    const pid = Number(raw);
    return Number.isInteger(pid) && pid > 0 && !pidAlive(pid);
};
async function sweepContainers(engine) {
    const list = await engine.docker.listContainers({ all: true, filters: { label: [_container__WEBPACK_IMPORTED_MODULE_3__/* .LABELS */ .kg.run] } });
    const host = node_os__WEBPACK_IMPORTED_MODULE_1___default().hostname();
    let removed = 0;
    for (const c of list) {
        // Another host's containers (shared engine) and live processes' containers are not ours to remove.
        if (c.Labels[_container__WEBPACK_IMPORTED_MODULE_3__/* .LABELS */ .kg.host] !== host || !deadPid(c.Labels[_container__WEBPACK_IMPORTED_MODULE_3__/* .LABELS */ .kg.pid]))
            continue;
        await engine.docker
            .getContainer(c.Id)
            .remove({ force: true, v: true })
            .then(() => {
            removed++;
        })
            .catch(() => { });
    }
    return removed;
}
/** `<tmp>/skillaudit-proxy-<pid>-XXXXXX` of a dead pid, owned by this user. */
async function sweepProxyDirs() {
    const tmp = node_os__WEBPACK_IMPORTED_MODULE_1___default().tmpdir();
    const pattern = new RegExp(`^${_proxy__WEBPACK_IMPORTED_MODULE_4__/* .PROXY_DIR_PREFIX */ ._s}(\\d+)-[A-Za-z0-9]{6}$`);
    const uid = process.getuid?.();
    let removed = 0;
    for (const name of await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(tmp).catch(() => [])) {
        const m = pattern.exec(name);
        if (!m || !deadPid(m[1]))
            continue;
        const dir = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(tmp, name);
        const st = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(dir).catch(() => null);
        if (!st?.isDirectory() || (uid !== undefined && st.uid !== uid))
            continue;
        await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.rm(dir, { recursive: true, force: true }).then(() => {
            removed++;
        }, () => { });
    }
    return removed;
}


/***/ }),

/***/ 96618:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ stderrLogger)
/* harmony export */ });
/* unused harmony export memoryLogger */
/* harmony import */ var _safe_text__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54747);

/** Logs to stderr so stdout stays clean for machine-readable output; one escaped line per message. */
function stderrLogger(opts = {}) {
    return {
        info: (m) => {
            if (!opts.quiet)
                process.stderr.write(`${(0,_safe_text__WEBPACK_IMPORTED_MODULE_0__/* .safeLine */ .o)(m)}\n`);
        },
        warn: (m) => process.stderr.write(`warning: ${(0,_safe_text__WEBPACK_IMPORTED_MODULE_0__/* .safeLine */ .o)(m)}\n`),
        debug: (m) => {
            if (opts.verbose)
                process.stderr.write(`debug: ${(0,_safe_text__WEBPACK_IMPORTED_MODULE_0__/* .safeLine */ .o)(m)}\n`);
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


/***/ }),

/***/ 54747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ safeLines),
/* harmony export */   o: () => (/* binding */ safeLine)
/* harmony export */ });
/**
 * One line of plain text for a terminal or a CI log, whatever the data in it. File and skill
 * names come from the skill: a name holding a newline could start a new line with `::warning::`
 * or `::add-mask::`, which the Actions runner executes as a workflow command, and escape
 * sequences could rewrite a terminal. Controls are shown as escapes, never sent.
 */
// C0 and C1 controls, DEL, zero-width and bidi controls, BOM, line/paragraph separators, Unicode tags.
const UNSAFE = 
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
/[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]|[\u{e0000}-\u{e007f}]/gu;
const NAMED = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
function escapeChar(c) {
    const code = c.codePointAt(0);
    if (NAMED[c])
        return NAMED[c];
    if (code < 0x100)
        return `\\x${code.toString(16).padStart(2, "0")}`;
    return `<U+${code.toString(16).toUpperCase().padStart(4, "0")}>`;
}
/** A workflow command starts a line (after blanks) with `::`; the legacy form with `##[`. */
const COMMAND_START = /^(\s*)(::|##\[)/;
function safeLine(text) {
    const flat = text.replace(UNSAFE, escapeChar);
    return flat.replace(COMMAND_START, (_m, lead, cmd) => `${lead}${escapeChar(cmd[0])}${cmd.slice(1)}`);
}
/** Each line of a multi-line text made safe on its own: the line breaks that are ours stay. */
function safeLines(lines) {
    return lines.map(safeLine).join("\n");
}


/***/ })

};
;