import { readFile } from "node:fs/promises";
import path from "node:path";
import type { AgentLimits, HarnessName } from "../agent/types";
import { collectSkill, findSkillRoots } from "../collect/collect";
import {
  type CollectedSkill,
  type CollectOptions,
  type GitCache,
  gitCache,
  type ValidationMode,
} from "../collect/schema";
import type { BudgetLimits } from "../model/budget";
import type { ModelConfig } from "../model/config";
import { buildReport, buildSkillReport } from "../report/build";
import type { Report, SkillReport, StageName, StageStatus } from "../report/schema";
import { scanSkill } from "../scan/scanner";
import {
  DEFAULT_SUPPRESSIONS_PATH,
  isSelfSuppression,
  parseSuppressions,
  type SuppressionSet,
} from "../scan/suppressions";
import type { FailOnSeverity } from "../score/gate";
import { InputError } from "../util/errors";
import type { Logger } from "../util/logger";
import type { ModelStageRunner } from "./model-runner";
import type { Progress } from "./progress";
import { lockRunDir } from "./run-dir";
import { RunStore } from "./store";

export interface AuditOptions {
  /** Skill folders, or folders to search for skills. */
  skills: string[];
  /** Run directory; when absent nothing is written (a plain `scan`). */
  outDir?: string;
  mode?: ValidationMode;
  limits?: Omit<CollectOptions, "mode">;
  failOn: "risky" | "caution" | "never";
  /** Default "high". */
  failOnSeverity?: FailOnSeverity;
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
  /** Observes the run for a live display; never read back. */
  progress?: Progress;
  version: string;
  now?: () => Date;
}

/** The judge when --judge-model is not given: one fixed strong model per provider, whatever the agent backbone. */
export const DEFAULT_JUDGE_MODEL = { anthropic: "claude-opus-4-6", openai: "gpt-4.1" } as const;

export interface ModelSettings {
  /** The agent's model (and how to reach the provider). */
  provider: ModelConfig;
  /** The fixed judge model (scheme, model scan, judge, probes); default DEFAULT_JUDGE_MODEL for the provider. */
  judgeModel?: string;
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
  /** Reuse a stored no-skill run of the same scenario up to this age (default 30 days). */
  baselineMaxAgeDays?: number;
}

export interface AuditResult {
  report: Report;
  outDir: string | null;
  files: { json: string; markdown: string; html: string; sarif: string } | null;
}

const MODEL_STAGES: StageName[] = ["model-scan", "scheme", "trials", "judge", "probes"];

/**
 * The fixed judge. Bedrock and Vertex name models by their own ids (and per region), so there is no
 * default to guess: without --judge-model the agent's model judges, which the report records.
 */
export function judgeModelOf(m: ModelSettings): string {
  if (m.judgeModel) return m.judgeModel;
  const p = m.provider.provider ?? "anthropic";
  return p === "anthropic" || p === "openai" ? DEFAULT_JUDGE_MODEL[p] : m.provider.model;
}

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

  // One writer per run directory: a second audit into the same --out stops here.
  const release = store ? await lockRunDir(store.dir, logger) : null;
  try {
    return await auditInto(dirs, store, opts);
  } finally {
    await release?.();
  }
}

async function auditInto(dirs: string[], store: RunStore | null, opts: AuditOptions): Promise<AuditResult> {
  const { logger } = opts;
  const mode = opts.mode ?? "spec";
  // The SDKs, the Docker client and the sandbox load only when model stages will run.
  const modelStages =
    opts.modelSkipReason === null && opts.model && store
      ? new (await import("./model-runner")).ModelStageRunner(logger)
      : null;
  const git = gitCache(dirs);
  const skills: SkillReport[] = [];
  try {
    for (const [i, dir] of dirs.entries()) {
      opts.signal?.throwIfAborted();
      opts.progress?.skill?.(path.basename(dir), i, dirs.length);
      skills.push(await auditSkill(dir, opts, store, modelStages, git));
    }
  } finally {
    await modelStages?.close();
  }

  const report = buildReport(
    skills,
    {
      failOn: opts.failOn,
      failOnSeverity: opts.failOnSeverity ?? "high",
      minPrg: opts.minPrg,
      validationMode: mode,
      model: opts.modelSkipReason === null && opts.model ? opts.model.provider.model : null,
      judgeModel: opts.modelSkipReason === null && opts.model ? judgeModelOf(opts.model) : null,
      harness: opts.modelSkipReason === null && opts.model ? (opts.model.harness ?? "builtin") : null,
    },
    { version: opts.version, generatedAt: (opts.now?.() ?? new Date()).toISOString() },
  );
  if (!store) return { report, outDir: null, files: null };
  // An interrupted audit writes no report: a complete earlier one stays as it was.
  opts.signal?.throwIfAborted();

  // Renderers first, then the writes, so a renderer failure leaves no partial report set behind.
  const { renderBadges, renderHtml, renderJson, renderMarkdown, renderSarif } = await import(
    "../report/render"
  );
  opts.progress?.stage?.("report");
  const rendered = {
    json: renderJson(report),
    markdown: renderMarkdown(report, { variant: "full" }),
    html: renderHtml(report),
    sarif: renderSarif(report),
    badges: renderBadges(report),
  };
  for (const b of rendered.badges) await store.write(`badges/${b.file}`, b.svg);
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
  modelStages: ModelStageRunner | null,
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
  opts.progress?.stage?.("rule-scan");
  const scan = scanSkill(collected, {
    ...(suppressions ? { suppressions } : {}),
    skillPathInRepo,
  });
  const unread = scan.unscannable.filter((u) => u.kind === "unread").length;
  stages.push({
    stage: "rule-scan",
    status: "ran",
    // Said where every surface lists the stages: a scan that did not see everything is not clean.
    ...(unread > 0
      ? { reason: `incomplete: ${unread} part(s) of the package not read (see unscannable)` }
      : {}),
    ...(await artifact("rule-scan.json", scan)),
  });
  opts.logger.info(
    `${pkg.name}: ${pkg.files.length} files, ${scan.findings.length} rule findings (${Date.now() - started} ms)`,
  );

  const skip = opts.modelSkipReason ?? (store ? null : "no run directory to store trials in");
  const model =
    skip === null && opts.model && store && modelStages
      ? await modelStages.run(collected, scan.findings, store.dir, opts.model, opts.signal, opts.progress)
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
          probeOutcomes: model.probeOutcomes,
          usage: model.usage,
          backbone: model.backbone,
          tasks: model.tasks,
        }
      : {}),
    rulesOnly: model ? model.rulesOnly : `model scan skipped: ${skip ?? "no model settings"}`,
    settings: { failOn: opts.failOn, failOnSeverity: opts.failOnSeverity ?? "high", minPrg: opts.minPrg },
  });
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
