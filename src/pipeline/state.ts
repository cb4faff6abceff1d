import type { ClaudeCodeOptions } from "../agent/claude-code";
import type { AgentLimits, Harness } from "../agent/types";
import type { CollectedSkill } from "../collect/schema";
import type { ModelProvider } from "../model/types";
import type { LoadedBundle } from "../sandbox/evidence";
import type { NetworkPolicy } from "../sandbox/types";
import type { Finding, ProbeResult } from "../scan/finding";
import type { Scheme } from "../scheme/types";
import type { PairObservation } from "../score/types";
import type { Logger } from "../util/logger";
import type { TrialRunner } from "./trial-runner";

/** What a probe found out about one finding (the report's probe table). */
export interface ProbeOutcome {
  findingId: string;
  /** judged: a verdict stands; not_exercised: the agent never touched the skill or the flagged code. */
  outcome: "judged" | "not_exercised";
  reason?: string;
  bundle?: string;
}

/** One scenario trial's two runs (with and without the skill). */
export interface TrialPair {
  scenarioId: string;
  trial: number;
  with: LoadedBundle;
  without: LoadedBundle;
}

/**
 * Everything the model stages read and write, in data-flow order. Each stage reads the
 * fields its `needs` stages filled in and fills in its own; nothing else is shared.
 */
export interface PipelineState {
  // inputs
  skill: CollectedSkill;
  ruleFindings: Finding[];
  /** The agent's provider (metered). */
  agent: ModelProvider;
  /** The fixed judge: grades pairs, writes scenarios and probes, scans the skill (metered). */
  judge: ModelProvider;
  harness: Harness;
  runner: TrialRunner | null;
  runnerUnavailable?: string;
  runDir: string;
  logger: Logger;
  signal?: AbortSignal;
  backbone: string;
  judgeModel: string;
  limits: AgentLimits;
  trialsK: number;
  scenarios: number;
  seed: string;
  network?: NetworkPolicy;
  pinnedTasksDir?: string;
  pairConcurrency: number;
  /** A stored no-skill run older than this is run again rather than reused. */
  baselineMaxAgeMs: number;
  probeConcurrency: number;
  claudeCode?: ClaudeCodeOptions;
  judgeMaxInputTokens?: number;
  /** The pinned sandbox image (task Dockerfiles build FROM it). */
  image?: string;

  // model-scan
  modelFindings: Finding[];
  findings: Finding[];
  /** Why S rests on the rule scan alone (the model scan failed or did not run), or null. */
  rulesOnly: string | null;
  // scheme
  scheme: Scheme | null;
  schemeDir: string;
  tasks: "generated" | "pinned";
  // trials
  trials: TrialPair[];
  // judge
  pairs: PairObservation[];
  // probes
  probes: Record<string, ProbeResult>;
  probeOutcomes: ProbeOutcome[];
}
