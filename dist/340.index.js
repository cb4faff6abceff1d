"use strict";
exports.id = 340;
exports.ids = [340];
exports.modules = {

/***/ 51340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ModelStageRunner: () => (/* binding */ ModelStageRunner)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/agent/claude-code.ts
var claude_code = __webpack_require__(57805);
// EXTERNAL MODULE: ./src/agent/relay.ts
var relay = __webpack_require__(60600);
// EXTERNAL MODULE: ./src/model/budget.ts
var budget = __webpack_require__(21368);
// EXTERNAL MODULE: ./src/model/config.ts + 422 modules
var config = __webpack_require__(37730);
// EXTERNAL MODULE: ./src/sandbox/engine.ts
var sandbox_engine = __webpack_require__(15237);
// EXTERNAL MODULE: ./src/sandbox/image.ts
var sandbox_image = __webpack_require__(35602);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/sandbox/container.ts
var container = __webpack_require__(58668);
// EXTERNAL MODULE: ./src/sandbox/proxy.ts + 1 modules
var proxy = __webpack_require__(19326);
;// CONCATENATED MODULE: ./src/sandbox/sweep.ts





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
    const list = await engine.docker.listContainers({ all: true, filters: { label: [container/* LABELS */.kg.run] } });
    const host = external_node_os_default().hostname();
    let removed = 0;
    for (const c of list) {
        // Another host's containers (shared engine) and live processes' containers are not ours to remove.
        if (c.Labels[container/* LABELS */.kg.host] !== host || !deadPid(c.Labels[container/* LABELS */.kg.pid]))
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
    const tmp = external_node_os_default().tmpdir();
    const pattern = new RegExp(`^${proxy/* PROXY_DIR_PREFIX */._s}(\\d+)-[A-Za-z0-9]{6}$`);
    const uid = process.getuid?.();
    let removed = 0;
    for (const name of await external_node_fs_.promises.readdir(tmp).catch(() => [])) {
        const m = pattern.exec(name);
        if (!m || !deadPid(m[1]))
            continue;
        const dir = external_node_path_default().join(tmp, name);
        const st = await external_node_fs_.promises.lstat(dir).catch(() => null);
        if (!st?.isDirectory() || (uid !== undefined && st.uid !== uid))
            continue;
        await external_node_fs_.promises.rm(dir, { recursive: true, force: true }).then(() => {
            removed++;
        }, () => { });
    }
    return removed;
}

// EXTERNAL MODULE: ./src/sandbox/trial.ts + 3 modules
var trial = __webpack_require__(1779);
// EXTERNAL MODULE: ./src/pipeline/audit.ts + 41 modules
var audit = __webpack_require__(72563);
// EXTERNAL MODULE: ./src/pipeline/model-stages.ts + 36 modules
var model_stages = __webpack_require__(42650);
// EXTERNAL MODULE: ./src/pipeline/trial-runner.ts
var trial_runner = __webpack_require__(41761);
;// CONCATENATED MODULE: ./src/pipeline/model-runner.ts
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
    runId = `audit-${Date.now().toString(36)}-${(0,external_node_crypto_.randomBytes)(3).toString("hex")}`;
    budget = null;
    constructor(logger) {
        this.logger = logger;
    }
    async run(skill, ruleFindings, runDir, settings, signal, progress) {
        const provider = (0,config/* providerFromConfig */.e)(settings.provider);
        const judge = (0,config/* providerFromConfig */.e)({ ...settings.provider, model: (0,audit/* judgeModelOf */.ig)(settings) });
        this.budget ??= new budget/* Budget */.__(settings.budget ?? {});
        const { runner, reason, image } = provider
            ? await this.openSandbox(runDir, settings)
            : { runner: null, reason: undefined, image: undefined };
        const pinned = settings.pinnedTasksDir?.replaceAll("{skill}", skill.pkg.name);
        return (0,model_stages/* runModelStages */.c9)({
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
                const engine = await (0,sandbox_engine/* connectEngine */.x)();
                // What killed audits left (containers, proxy dirs) goes before this one adds its own.
                await sweepDeadRuns(engine, this.logger);
                let image = settings.image
                    ? await (0,sandbox_image/* useImage */.lK)(engine, settings.image)
                    : await (0,sandbox_image/* ensureSandboxImage */.rY)(engine, {
                        ...(settings.baseImage ? { base: settings.baseImage } : {}),
                        logger: this.logger,
                    });
                if (settings.harness === "claude-code") {
                    if (!settings.image) {
                        // The Claude Code layer is built on top of this very sandbox image by scripts/setup-claude-code.sh.
                        const claude = await (0,claude_code/* findClaudeCodeImage */.Iw)(engine.docker, image.id);
                        if (!claude) {
                            throw new Error("no sandbox image with Claude Code: run scripts/setup-claude-code.sh, or pass --image with one");
                        }
                        image = await (0,sandbox_image/* useImage */.lK)(engine, claude.tag);
                    }
                    const key = settings.provider.apiKey ?? process.env.ANTHROPIC_API_KEY ?? "";
                    // The same endpoint the pipeline's own provider uses (option, else ANTHROPIC_BASE_URL).
                    const baseURL = settings.provider.baseURL ?? process.env.ANTHROPIC_BASE_URL;
                    this.relay = await (0,relay/* startModelRelay */.tU)({
                        apiKey: key,
                        // The relay forwards this model only: the one the audit reports and prices.
                        model: settings.provider.model,
                        ...(baseURL ? { baseURL } : {}),
                        // Claude Code's calls bypass the metered provider: the relay charges them to the audit's budget.
                        ...(this.budget ? { meter: this.budget } : {}),
                    });
                }
                const runner = (0,trial_runner/* dockerTrialRunner */.P)({
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
        const left = await (0,trial/* removeLiveContainers */.NR)();
        if (left > 0)
            this.logger.info(`sandbox: removed ${left} container(s) left by interrupted or failed trials`);
    }
}


/***/ })

};
;