/**
 * The model-driven half of an audit: provider, Docker sandbox, model relay. audit.ts loads this
 * module only when model stages will run, so a static scan never loads the SDKs or the Docker client.
 */
import { randomBytes } from "node:crypto";
import { findClaudeCodeImage } from "../agent/claude-code";
import { type ModelRelay, startModelRelay } from "../agent/relay";
import type { CollectedSkill } from "../collect/schema";
import { Budget } from "../model/budget";
import { providerFromConfig } from "../model/config";
import { connectEngine } from "../sandbox/engine";
import { ensureSandboxImage, useImage } from "../sandbox/image";
import { sweepDeadRuns } from "../sandbox/sweep";
import { removeLiveContainers } from "../sandbox/trial";
import type { Finding } from "../scan/finding";
import type { Logger } from "../util/logger";
import type { ModelSettings } from "./audit";
import { type ModelStagesResult, runModelStages } from "./model-stages";
import type { Progress } from "./progress";
import { dockerTrialRunner, type TrialRunner } from "./trial-runner";

/**
 * Opens the model provider and the Docker sandbox once per audit, lazily, and runs the
 * model-driven stages for one skill. What cannot be opened becomes a skip reason, not a crash.
 */
export class ModelStageRunner {
  private sandbox: Promise<{ runner: TrialRunner | null; reason?: string }> | null = null;
  private relay: ModelRelay | null = null;
  private readonly runId = `audit-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
  private budget: Budget | null = null;

  constructor(private readonly logger: Logger) {}

  async run(
    skill: CollectedSkill,
    ruleFindings: Finding[],
    runDir: string,
    settings: ModelSettings,
    signal?: AbortSignal,
    progress?: Progress,
  ): Promise<ModelStagesResult> {
    const provider = providerFromConfig(settings.provider);
    this.budget ??= new Budget(settings.budget ?? {});
    const { runner, reason } = provider
      ? await this.openSandbox(runDir, settings)
      : { runner: null, reason: undefined };
    const pinned = settings.pinnedTasksDir?.replaceAll("{skill}", skill.pkg.name);
    return runModelStages({
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

  private openSandbox(runDir: string, settings: ModelSettings) {
    this.sandbox ??= (async () => {
      try {
        const engine = await connectEngine();
        // What killed audits left (containers, proxy dirs) goes before this one adds its own.
        await sweepDeadRuns(engine, this.logger);
        let image = settings.image
          ? await useImage(engine, settings.image)
          : await ensureSandboxImage(engine, {
              ...(settings.baseImage ? { base: settings.baseImage } : {}),
              logger: this.logger,
            });
        if (settings.harness === "claude-code") {
          if (!settings.image) {
            // The Claude Code layer is built on top of this very sandbox image by scripts/setup-claude-code.sh.
            const claude = await findClaudeCodeImage(engine.docker, image.id);
            if (!claude) {
              throw new Error(
                "no sandbox image with Claude Code: run scripts/setup-claude-code.sh, or pass --image with one",
              );
            }
            image = await useImage(engine, claude.tag);
          }
          const key = settings.provider.apiKey ?? process.env.ANTHROPIC_API_KEY ?? "";
          // The same endpoint the pipeline's own provider uses (option, else ANTHROPIC_BASE_URL).
          const baseURL = settings.provider.baseURL ?? process.env.ANTHROPIC_BASE_URL;
          this.relay = await startModelRelay({
            apiKey: key,
            // The relay forwards this model only: the one the audit reports and prices.
            model: settings.provider.model,
            ...(baseURL ? { baseURL } : {}),
            // Claude Code's calls bypass the metered provider: the relay charges them to the audit's budget.
            ...(this.budget ? { meter: this.budget } : {}),
          });
        }
        const runner = dockerTrialRunner({
          engine,
          image: image.tag,
          runDir,
          runId: this.runId,
          logger: this.logger,
          ...(this.relay ? { modelRelay: this.relay } : {}),
        });
        return { runner };
      } catch (e) {
        const reason = (e as Error).message;
        this.logger.warn(`sandbox unavailable: ${reason}`);
        return { runner: null, reason };
      }
    })();
    return this.sandbox;
  }

  /** Ends the relay and removes any container a trial could not remove itself (interrupted, engine restarted). */
  async close(): Promise<void> {
    await this.relay?.close();
    const left = await removeLiveContainers();
    if (left > 0)
      this.logger.info(`sandbox: removed ${left} container(s) left by interrupted or failed trials`);
  }
}
