"use strict";
exports.id = 413;
exports.ids = [413];
exports.modules = {

/***/ 77413:
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
// EXTERNAL MODULE: ./node_modules/dockerode/lib/docker.js
var docker = __webpack_require__(39040);
var docker_default = /*#__PURE__*/__webpack_require__.n(docker);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __webpack_require__(70017);
;// CONCATENATED MODULE: ./src/sandbox/engine.ts


const DEFAULT_SOCKET = "/var/run/docker.sock";
function clientFor(host) {
    if (!host)
        return { docker: new (docker_default())({ socketPath: DEFAULT_SOCKET }), endpoint: `unix://${DEFAULT_SOCKET}` };
    if (host.startsWith("unix://")) {
        const socketPath = host.slice("unix://".length) || DEFAULT_SOCKET;
        return { docker: new (docker_default())({ socketPath }), endpoint: `unix://${socketPath}` };
    }
    const url = new URL(host.replace(/^tcp:/, "http:"));
    const protocol = url.protocol === "https:" ? "https" : "http";
    return {
        docker: new (docker_default())({ host: url.hostname, port: Number(url.port || 2375), protocol }),
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
        throw new errors/* StageError */.Zu("sandbox", `no Docker engine answered at ${endpoint} (${why}); start one (scripts/setup-docker.sh) or set DOCKER_HOST`, { cause: err });
    }
}
function withTimeout(p, ms) {
    let timer;
    const t = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    });
    return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

// EXTERNAL MODULE: ./src/sandbox/image.ts
var sandbox_image = __webpack_require__(35602);
// EXTERNAL MODULE: ./src/sandbox/trial.ts + 1 modules
var trial = __webpack_require__(34471);
// EXTERNAL MODULE: ./src/pipeline/model-stages.ts + 27 modules
var model_stages = __webpack_require__(80925);
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
        this.budget ??= new budget/* Budget */.__(settings.budget ?? {});
        const { runner, reason } = provider
            ? await this.openSandbox(runDir, settings)
            : { runner: null, reason: undefined };
        const pinned = settings.pinnedTasksDir?.replaceAll("{skill}", skill.pkg.name);
        return (0,model_stages/* runModelStages */.c9)({
            skill,
            ruleFindings,
            provider,
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
                ...(pinned ? { pinnedTasksDir: pinned } : {}),
                ...(this.relay
                    ? { claudeCode: { endpoint: { baseUrl: this.relay.containerBaseUrl, token: this.relay.token } } }
                    : {}),
            },
        });
    }
    openSandbox(runDir, settings) {
        this.sandbox ??= (async () => {
            try {
                const engine = await connectEngine();
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
                });
                return { runner };
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