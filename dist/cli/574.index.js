"use strict";
exports.id = 574;
exports.ids = [574];
exports.modules = {

/***/ 63574:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ModelStageRunner: () => (/* binding */ ModelStageRunner)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _agent_claude_code__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57805);
/* harmony import */ var _agent_relay__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60600);
/* harmony import */ var _model_budget__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(21368);
/* harmony import */ var _model_config__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86545);
/* harmony import */ var _sandbox_engine__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(15237);
/* harmony import */ var _sandbox_image__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(35602);
/* harmony import */ var _sandbox_sweep__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(29163);
/* harmony import */ var _sandbox_trial__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1779);
/* harmony import */ var _audit__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(62667);
/* harmony import */ var _model_stages__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(53585);
/* harmony import */ var _trial_runner__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(41761);
/**
 * The model-driven half of an audit: provider, Docker sandbox, model relay. audit.ts loads this
 * module only when model stages will run, so a static scan never loads the SDKs or the Docker client.
 */












/**
 * Opens the model provider and the Docker sandbox once per audit, lazily, and runs the
 * model-driven stages for one skill. What cannot be opened becomes a skip reason, not a crash.
 */
class ModelStageRunner {
    logger;
    sandbox = null;
    relay = null;
    runId = `audit-${Date.now().toString(36)}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(3).toString("hex")}`;
    budget = null;
    constructor(logger) {
        this.logger = logger;
    }
    async run(skill, ruleFindings, runDir, settings, signal, progress) {
        const provider = (0,_model_config__WEBPACK_IMPORTED_MODULE_4__/* .providerFromConfig */ .e)(settings.provider);
        const judge = (0,_model_config__WEBPACK_IMPORTED_MODULE_4__/* .providerFromConfig */ .e)({ ...settings.provider, model: (0,_audit__WEBPACK_IMPORTED_MODULE_9__/* .judgeModelOf */ .ig)(settings) });
        this.budget ??= new _model_budget__WEBPACK_IMPORTED_MODULE_3__/* .Budget */ .__(settings.budget ?? {});
        const { runner, reason, image } = provider
            ? await this.openSandbox(runDir, settings)
            : { runner: null, reason: undefined, image: undefined };
        const pinned = settings.pinnedTasksDir?.replaceAll("{skill}", skill.pkg.name);
        return (0,_model_stages__WEBPACK_IMPORTED_MODULE_10__/* .runModelStages */ .c9)({
            skill,
            ruleFindings,
            provider,
            judge,
            budget: this.budget,
            runner,
            ...(reason ? { runnerUnavailable: reason } : {}),
            runDir,
            logger: this.logger,
            ...(signal ? { signal } : {}),
            ...(progress ? { progress } : {}),
            options: {
                scenarios: settings.scenarios,
                trials: settings.trials,
                harness: settings.harness,
                concurrency: settings.concurrency,
                ...(settings.network ? { network: settings.network } : {}),
                ...(settings.agentLimits ? { agentLimits: settings.agentLimits } : {}),
                ...(settings.baselineMaxAgeDays !== undefined
                    ? { baselineMaxAgeDays: settings.baselineMaxAgeDays }
                    : {}),
                ...(pinned ? { pinnedTasksDir: pinned } : {}),
                ...(image ? { image } : {}),
                ...(this.relay
                    ? { claudeCode: { endpoint: { baseUrl: this.relay.containerBaseUrl, token: this.relay.token } } }
                    : {}),
            },
        });
    }
    openSandbox(runDir, settings) {
        this.sandbox ??= (async () => {
            try {
                const engine = await (0,_sandbox_engine__WEBPACK_IMPORTED_MODULE_5__/* .connectEngine */ .x)();
                // What killed audits left (containers, proxy dirs) goes before this one adds its own.
                await (0,_sandbox_sweep__WEBPACK_IMPORTED_MODULE_7__/* .sweepDeadRuns */ .t)(engine, this.logger);
                let image = settings.image
                    ? await (0,_sandbox_image__WEBPACK_IMPORTED_MODULE_6__/* .useImage */ .lK)(engine, settings.image)
                    : await (0,_sandbox_image__WEBPACK_IMPORTED_MODULE_6__/* .ensureSandboxImage */ .rY)(engine, {
                        ...(settings.baseImage ? { base: settings.baseImage } : {}),
                        logger: this.logger,
                    });
                if (settings.harness === "claude-code") {
                    if (!settings.image) {
                        // The Claude Code layer is built on top of this very sandbox image by scripts/setup-claude-code.sh.
                        const claude = await (0,_agent_claude_code__WEBPACK_IMPORTED_MODULE_1__/* .findClaudeCodeImage */ .Iw)(engine.docker, image.id);
                        if (!claude) {
                            throw new Error("no sandbox image with Claude Code: run scripts/setup-claude-code.sh, or pass --image with one");
                        }
                        image = await (0,_sandbox_image__WEBPACK_IMPORTED_MODULE_6__/* .useImage */ .lK)(engine, claude.tag);
                    }
                    const key = settings.provider.apiKey ?? process.env.ANTHROPIC_API_KEY ?? "";
                    // The same endpoint the pipeline's own provider uses (option, else ANTHROPIC_BASE_URL).
                    const baseURL = settings.provider.baseURL ?? process.env.ANTHROPIC_BASE_URL;
                    this.relay = await (0,_agent_relay__WEBPACK_IMPORTED_MODULE_2__/* .startModelRelay */ .tU)({
                        apiKey: key,
                        // The relay forwards this model only: the one the audit reports and prices.
                        model: settings.provider.model,
                        ...(baseURL ? { baseURL } : {}),
                        // Claude Code's calls bypass the metered provider: the relay charges them to the audit's budget.
                        ...(this.budget ? { meter: this.budget } : {}),
                    });
                }
                const runner = (0,_trial_runner__WEBPACK_IMPORTED_MODULE_11__/* .dockerTrialRunner */ .P)({
                    engine,
                    image: image.tag,
                    runDir,
                    runId: this.runId,
                    logger: this.logger,
                    ...(this.relay ? { modelRelay: this.relay } : {}),
                    ...(settings.allowlist?.length ? { allowlist: settings.allowlist } : {}),
                });
                return { runner, image: image.tag };
            }
            catch (e) {
                const reason = e.message;
                this.logger.warn(`sandbox unavailable: ${reason}`);
                return { runner: null, reason };
            }
        })();
        return this.sandbox;
    }
    /** Ends the relay and removes any container a trial could not remove itself (interrupted, engine restarted). */
    async close() {
        await this.relay?.close();
        const left = await (0,_sandbox_trial__WEBPACK_IMPORTED_MODULE_8__/* .removeLiveContainers */ .NR)();
        if (left > 0)
            this.logger.info(`sandbox: removed ${left} container(s) left by interrupted or failed trials`);
    }
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


/***/ })

};
;