import os from "node:os";
import pLimit from "p-limit";
import { makeHarness } from "../agent";
import type { ClaudeCodeOptions } from "../agent/claude-code";
import { type AgentLimits, backboneOf, DEFAULT_LIMITS, type HarnessName } from "../agent/types";
import type { CollectedSkill } from "../collect/schema";
import { Budget, metered } from "../model/budget";
import type { ModelProvider } from "../model/types";
import type { StageStatus, Usage } from "../report/schema";
import { TASK_DEFAULTS } from "../sandbox/task";
import type { NetworkPolicy } from "../sandbox/types";
import type { Finding, ProbeResult } from "../scan/finding";
import type { PairObservation } from "../score/types";
import type { Logger } from "../util/logger";
import { type Progress, reportingUsage } from "./progress";
import { runPipeline } from "./stage";
import { judgeStage } from "./stages/judge";
import { modelScanStage } from "./stages/model-scan";
import { probesStage } from "./stages/probes";
import { schemeStage } from "./stages/scheme";
import { trialsStage } from "./stages/trials";
import type { PipelineState, ProbeOutcome } from "./state";
import type { TrialRunner } from "./trial-runner";

export {
  generateScenariosForReview,
  loadPinnedScenarios,
  taskSpecFor,
  writePinnedScenarios,
} from "./scenarios";

/**
 * The model-driven stages, declared in data-flow order. Each reads its input from the stages
 * it needs; the runner (stage.ts) starts a stage as soon as those are done, so the probes
 * (which need only the findings) run alongside the trials and the judge.
 */
export const MODEL_STAGES = [modelScanStage, schemeStage, trialsStage, judgeStage, probesStage] as const;

export interface ModelStagesOptions {
  scenarios?: number;
  /** Each condition of each scenario runs this many times. */
  trials?: number;
  harness?: HarnessName;
  agentLimits?: Partial<AgentLimits>;
  /** A reviewed scenario folder (`skillaudit scenarios`); used instead of generating when it exists. */
  pinnedTasksDir?: string;
  /** Seed of the judge's presentation-order coin (default: the skill hash). */
  seed?: string;
  claudeCode?: ClaudeCodeOptions;
  /** Scenario pairs run at once (each pair runs its two conditions side by side). */
  concurrency?: number;
  /** Egress policy of every trial and probe (default "logged"). */
  network?: NetworkPolicy;
  /** The pinned sandbox image task Dockerfiles build FROM. */
  image?: string;
  /** Cap of the judge's input per pair (tokens); default JUDGE_MAX_INPUT_TOKENS. */
  judgeMaxInputTokens?: number;
  /** Reuse a stored no-skill run up to this age (default 30 days). */
  baselineMaxAgeDays?: number;
}

export interface ModelStagesContext {
  skill: CollectedSkill;
  ruleFindings: Finding[];
  /** The agent's model. null when no model is configured: every stage is skipped with that reason. */
  provider: ModelProvider | null;
  /** The fixed judge (scheme, scan, judge, probes); defaults to `provider`. */
  judge?: ModelProvider | null;
  budget?: Budget;
  /** null when no sandbox is available: trial-based stages are skipped. */
  runner: TrialRunner | null;
  /** Why there is no runner, for the report (e.g. the engine's connection error). */
  runnerUnavailable?: string;
  runDir: string;
  options?: ModelStagesOptions;
  logger: Logger;
  /** Interrupts the stages: model calls are cancelled, running trials killed, and the call rejects. */
  signal?: AbortSignal;
  /** Observes stages, trials and spend for a live display. */
  progress?: Progress;
}

export interface ModelStagesResult {
  pairs: PairObservation[];
  /** Probe results by finding id (findings without a probe are absent: the scorer uses the prior). */
  probes: Record<string, ProbeResult>;
  probeOutcomes: ProbeOutcome[];
  /** Findings the model scan produced (already validated against the package). */
  modelFindings: Finding[];
  /** Rule and model findings merged, probe results attached. */
  findings: Finding[];
  /** Why S rests on the rule scan alone, or null when the model scan's findings are in. */
  rulesOnly: string | null;
  stages: StageStatus[];
  usage: Usage;
  backbone: string;
  judgeModel: string;
  tasks: "generated" | "pinned";
}

/** Runs jobs at most n at a time; after a failure no new job starts, and the first failure is rethrown once the running ones settle. */
export async function pool(jobs: Array<() => Promise<void>>, n: number): Promise<void> {
  const limit = pLimit(Math.max(1, n));
  let failure: { error: unknown } | null = null;
  await Promise.all(
    jobs.map((job) =>
      limit(async () => {
        if (failure) return;
        try {
          await job();
        } catch (error) {
          failure ??= { error };
        }
      }),
    ),
  );
  if (failure) throw (failure as { error: unknown }).error;
}

/**
 * Trials mostly wait on the model, so memory, not cores, bounds how many run at once
 * (a quarter of the machine's memory is left free), capped at 8.
 */
export function defaultTrialConcurrency(
  memoryMb = TASK_DEFAULTS.memoryMb,
  totalBytes = os.totalmem(),
): number {
  return Math.max(2, Math.min(8, Math.floor((totalBytes * 0.75) / (memoryMb * 1024 * 1024))));
}

const NAMES = MODEL_STAGES.map((s) => s.name);

export async function runModelStages(ctx: ModelStagesContext): Promise<ModelStagesResult> {
  const { skill, runDir, logger } = ctx;
  const opts = ctx.options ?? {};
  const budget = ctx.budget ?? new Budget();
  const harnessName: HarnessName = opts.harness ?? "builtin";
  const judgeBase = ctx.judge ?? ctx.provider;
  const judgeModel = judgeBase ? `${judgeBase.kind}:${judgeBase.model}` : "none";
  const empty = {
    pairs: [],
    probes: {},
    probeOutcomes: [],
    modelFindings: [],
    findings: ctx.ruleFindings,
    usage: budget.totals(),
    judgeModel,
    tasks: "generated" as const,
  };
  if (!ctx.provider || !judgeBase) {
    const reason = "no model configured (set ANTHROPIC_API_KEY or --model)";
    return {
      ...empty,
      rulesOnly: `model scan skipped: ${reason}`,
      stages: NAMES.map((stage) => ({ stage, status: "skipped", reason })),
      backbone: `${harnessName}:none`,
    };
  }
  const agent = reportingUsage(metered(ctx.provider, budget, ctx.signal), budget, ctx.progress);
  const judge = reportingUsage(metered(judgeBase, budget, ctx.signal), budget, ctx.progress);
  const harness = makeHarness(harnessName, agent, opts.claudeCode);
  const pairConcurrency = Math.max(1, opts.concurrency ?? Math.floor(defaultTrialConcurrency() / 2));
  const state: PipelineState = {
    skill,
    ruleFindings: ctx.ruleFindings,
    agent,
    judge,
    harness,
    runner: ctx.runner,
    ...(ctx.runnerUnavailable ? { runnerUnavailable: ctx.runnerUnavailable } : {}),
    runDir,
    logger,
    ...(ctx.signal ? { signal: ctx.signal } : {}),
    backbone: backboneOf(harness),
    judgeModel,
    limits: { ...DEFAULT_LIMITS, ...opts.agentLimits },
    trialsK: Math.max(1, opts.trials ?? 1),
    scenarios: opts.scenarios ?? 3,
    seed: opts.seed ?? skill.pkg.contentHash,
    ...(opts.network ? { network: opts.network } : {}),
    ...(opts.pinnedTasksDir ? { pinnedTasksDir: opts.pinnedTasksDir } : {}),
    pairConcurrency,
    baselineMaxAgeMs: (opts.baselineMaxAgeDays ?? 30) * 86_400_000,
    probeConcurrency: Math.max(1, opts.concurrency ? opts.concurrency * 2 : defaultTrialConcurrency()),
    ...(opts.judgeMaxInputTokens ? { judgeMaxInputTokens: opts.judgeMaxInputTokens } : {}),
    ...(opts.image ? { image: opts.image } : {}),
    modelFindings: [],
    findings: ctx.ruleFindings,
    rulesOnly: "model scan did not run",
    scheme: null,
    schemeDir: "",
    tasks: "generated",
    trials: [],
    pairs: [],
    probes: {},
    probeOutcomes: [],
  };
  const stages = await runPipeline(MODEL_STAGES, state, {
    runDir,
    logger,
    ...(ctx.signal ? { signal: ctx.signal } : {}),
    ...(ctx.progress ? { progress: ctx.progress } : {}),
  });
  const scanStage = stages.find((s) => s.stage === "model-scan");
  if (scanStage && (scanStage.status === "skipped" || scanStage.status === "failed"))
    state.rulesOnly = `model scan ${scanStage.status}${scanStage.reason ? `: ${scanStage.reason}` : ""}`;
  return {
    pairs: state.pairs,
    probes: state.probes,
    probeOutcomes: state.probeOutcomes,
    modelFindings: state.modelFindings,
    findings: state.findings.map((f) => (state.probes[f.id] ? { ...f, probe: state.probes[f.id] } : f)),
    rulesOnly: state.rulesOnly,
    stages,
    usage: budget.totals(),
    backbone: state.backbone,
    judgeModel,
    tasks: state.tasks,
  };
}
