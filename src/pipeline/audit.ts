import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { findClaudeCodeImage } from "../agent/claude-code";
import { type ModelRelay, startModelRelay } from "../agent/relay";
import type { AgentLimits, HarnessName } from "../agent/types";
import { collectSkill, findSkillRoots } from "../collect/collect";
import type { CollectedSkill, CollectOptions, GitCache, ValidationMode } from "../collect/schema";
import { Budget, type BudgetLimits } from "../model/budget";
import { type ModelConfig, providerFromConfig } from "../model/config";
import { buildReport, buildSkillReport } from "../report/build";
import { renderHtml } from "../report/render/html";
import { renderJson } from "../report/render/json";
import { renderMarkdown } from "../report/render/markdown";
import { renderSarif } from "../report/render/sarif";
import type { Report, SkillReport, StageName, StageStatus } from "../report/schema";
import { connectEngine } from "../sandbox/engine";
import { ensureSandboxImage, useImage } from "../sandbox/image";
import { removeLiveContainers } from "../sandbox/trial";
import type { Finding } from "../scan/finding";
import { scanSkill } from "../scan/scanner";
import {
  DEFAULT_SUPPRESSIONS_PATH,
  isSelfSuppression,
  parseSuppressions,
  type SuppressionSet,
} from "../scan/suppressions";
import { InputError } from "../util/errors";
import type { Logger } from "../util/logger";
import { type ModelStagesResult, runModelStages } from "./model-stages";
import { RunStore } from "./store";
import { dockerTrialRunner, type TrialRunner } from "./trial-runner";

export interface AuditOptions {
  /** Skill folders, or folders to search for skills. */
  skills: string[];
  /** Run directory; when absent nothing is written (a plain `scan`). */
  outDir?: string;
  mode?: ValidationMode;
  limits?: Omit<CollectOptions, "mode">;
  failOn: "risky" | "caution" | "never";
  minPrg: number | null;
  /** Explicit suppression file; by default `.skillaudit/suppressions.yml` at the repository top is used when present. */
  suppressionsFile?: string;
  /**
   * Suppressions given as data (the Action reads them from a PR's base commit); null: none at all.
   * When set, no file is read. A skill at the repository top is still never suppressed by them.
   */
  suppressions?: SuppressionSet | null;
  /** Why the model-driven stages do not run; null when they should run (then `model` says how). */
  modelSkipReason: string | null;
  model?: ModelSettings;
  logger: Logger;
  signal?: AbortSignal;
  version: string;
  now?: () => Date;
}

export interface ModelSettings {
  provider: ModelConfig;
  harness?: HarnessName;
  scenarios?: number;
  trials?: number;
  budget?: BudgetLimits;
  /** Sandbox image to run trials in; built from sandbox/Dockerfile when absent. */
  image?: string;
  /** Base image for that build (default: the locally imported Debian base). */
  baseImage?: string;
  concurrency?: number;
  /** Sandbox egress policy for trials and probes (the Action's `network` input); default "logged". */
  network?: "none" | "logged" | "open";
  /** Reviewed scenarios folder; `{skill}` is replaced by the skill's name. */
  pinnedTasksDir?: string;
  /** Per agent run: wall-clock limit and model turns. */
  agentLimits?: Partial<AgentLimits>;
  /** Hosts every trial may reach (policy logged) besides the task's own. */
  allowlist?: string[];
}

export interface AuditResult {
  report: Report;
  outDir: string | null;
  files: { json: string; markdown: string; html: string; sarif: string } | null;
}

const MODEL_STAGES: StageName[] = ["model-scan", "scheme", "trials", "judge", "probes"];

/** Expands the inputs to skill roots: a folder with SKILL.md is one skill, any other folder is searched. */
export async function resolveSkillDirs(inputs: string[]): Promise<string[]> {
  const out = new Set<string>();
  for (const input of inputs) {
    const roots = await findSkillRoots(input);
    const abs = path.resolve(input);
    if (roots.length === 0) {
      throw new InputError(
        path.join(input, "SKILL.md"),
        "missing: no skill (a folder holding SKILL.md) found here",
      );
    }
    // A skill folder given directly is audited alone, not together with skills nested in it.
    if (roots.includes(abs)) out.add(abs);
    else for (const r of roots) out.add(r);
  }
  return [...out];
}

/** The audit pipeline: collect → scan → (model stages) → score → report → renderers. */
export async function runAudit(opts: AuditOptions): Promise<AuditResult> {
  const { logger } = opts;
  const dirs = await resolveSkillDirs(opts.skills);
  const store = opts.outDir ? new RunStore(path.resolve(opts.outDir)) : null;
  const mode = opts.mode ?? "spec";

  const modelStages = new ModelStageRunner(logger);
  const git: GitCache = new Map();
  const skills: SkillReport[] = [];
  try {
    for (const dir of dirs) {
      opts.signal?.throwIfAborted();
      skills.push(await auditSkill(dir, opts, store, modelStages, git));
    }
  } finally {
    await modelStages.close();
  }

  const report = buildReport(
    skills,
    {
      failOn: opts.failOn,
      minPrg: opts.minPrg,
      validationMode: mode,
      model: opts.modelSkipReason === null && opts.model ? opts.model.provider.model : null,
      harness: opts.modelSkipReason === null && opts.model ? (opts.model.harness ?? "builtin") : null,
    },
    { version: opts.version, generatedAt: (opts.now?.() ?? new Date()).toISOString() },
  );
  if (!store) return { report, outDir: null, files: null };
  // An interrupted audit writes no report: a complete earlier one stays as it was.
  opts.signal?.throwIfAborted();

  // Renderers first, then the writes, so a renderer failure leaves no partial report set behind.
  const rendered = {
    json: renderJson(report),
    markdown: renderMarkdown(report, { variant: "full" }),
    html: renderHtml(report),
    sarif: renderSarif(report),
  };
  const files = {
    json: store.abs(await store.write("report.json", rendered.json)),
    markdown: store.abs(await store.write("report.md", rendered.markdown)),
    html: store.abs(await store.write("report.html", rendered.html)),
    sarif: store.abs(await store.write("report.sarif", rendered.sarif)),
  };
  return { report, outDir: store.dir, files };
}

/** One skill through collect → rule scan → model stages → score. */
async function auditSkill(
  dir: string,
  opts: AuditOptions,
  store: RunStore | null,
  modelStages: ModelStageRunner,
  git: GitCache,
): Promise<SkillReport> {
  const started = Date.now();
  const collected = await collectSkill(dir, { ...opts.limits, mode: opts.mode ?? "spec", git });
  const { pkg } = collected;
  const key = `skills/${pkg.name}-${pkg.contentHash.slice(0, 12)}`;
  const artifact = async (name: string, value: unknown) =>
    store ? { artifact: await store.writeJson(`${key}/${name}`, value) } : {};
  const stages: StageStatus[] = [
    { stage: "collect", status: "ran", ...(await artifact("package.json", pkg)) },
  ];

  const skillPathInRepo = pkg.provenance.path ?? path.basename(pkg.root);
  const suppressions =
    opts.suppressions !== undefined
      ? opts.suppressions && !isSelfSuppression(DEFAULT_SUPPRESSIONS_PATH, skillPathInRepo)
        ? opts.suppressions
        : null
      : await loadSuppressions(collected, opts.suppressionsFile);
  const scan = scanSkill(collected, {
    ...(suppressions ? { suppressions } : {}),
    skillPathInRepo,
  });
  stages.push({ stage: "rule-scan", status: "ran", ...(await artifact("rule-scan.json", scan)) });
  opts.logger.info(
    `${pkg.name}: ${pkg.files.length} files, ${scan.findings.length} rule findings (${Date.now() - started} ms)`,
  );

  const skip = opts.modelSkipReason ?? (store ? null : "no run directory to store trials in");
  const model =
    skip === null && opts.model && store
      ? await modelStages.run(collected, scan.findings, store.dir, opts.model, opts.signal)
      : null;
  if (model) stages.push(...model.stages);
  else
    for (const stage of MODEL_STAGES)
      stages.push({ stage, status: "skipped", reason: skip ?? "no model settings" });

  // Pairs count only when the judge produced them; a skipped judge must not yield PRG = 0.
  const judged = model?.stages.some(
    (s) => s.stage === "judge" && (s.status === "ran" || s.status === "cached"),
  );
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

/**
 * Opens the model provider and the Docker sandbox once per audit, lazily, and runs the
 * model-driven stages for one skill. What cannot be opened becomes a skip reason, not a crash.
 */
class ModelStageRunner {
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
      options: {
        scenarios: settings.scenarios,
        trials: settings.trials,
        harness: settings.harness,
        concurrency: settings.concurrency,
        ...(settings.network ? { network: settings.network } : {}),
        ...(settings.agentLimits ? { agentLimits: settings.agentLimits } : {}),
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
          ...(settings.allowlist?.length ? { allowlist: settings.allowlist } : {}),
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

/** The repository's reviewed suppressions. A file inside the skill itself is never honoured: a skill cannot vouch for itself. */
async function loadSuppressions(skill: CollectedSkill, explicit?: string): Promise<SuppressionSet | null> {
  let file = explicit;
  if (!file) {
    const rel = skill.pkg.provenance.path;
    if (rel === undefined) return null;
    const top =
      rel === "." ? skill.pkg.root : skill.pkg.root.slice(0, skill.pkg.root.length - rel.length - 1);
    file = path.join(top, ".skillaudit", "suppressions.yml");
    if (path.resolve(file).startsWith(skill.pkg.root + path.sep)) return null;
  }
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    if (!explicit && (e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new InputError(file, `cannot read suppression file (${(e as NodeJS.ErrnoException).code ?? e})`);
  }
  return parseSuppressions(text, file);
}
