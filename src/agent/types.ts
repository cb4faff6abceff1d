import type { TokenUsage, TrajectoryStep, TrialSession } from "../sandbox/types";
import type { Logger } from "../util/logger";

export const HARNESSES = ["builtin", "claude-code"] as const;
export type HarnessName = (typeof HARNESSES)[number];

export interface InstalledSkill {
  name: string;
  description: string;
  /** Path of SKILL.md inside the container. */
  skillMd: string;
}

export interface AgentLimits {
  /** Model turns. */
  maxSteps: number;
  timeLimitMs: number;
}

export const DEFAULT_LIMITS: AgentLimits = { maxSteps: 40, timeLimitMs: 10 * 60_000 };

export interface AgentRunInput {
  session: TrialSession;
  instruction: string;
  limits?: Partial<AgentLimits>;
  logger?: Logger;
}

export type AgentStatus = "completed" | "step_limit" | "time_limit" | "error" | "unavailable";

export interface AgentRunResult {
  steps: TrajectoryStep[];
  usage: TokenUsage;
  wallTimeMs: number;
  timedOut: boolean;
  status: AgentStatus;
  /** Why the run ended abnormally (never contains a key). */
  error?: string;
  finalText: string;
}

export interface Harness {
  readonly name: HarnessName;
  readonly model: string;
  run(input: AgentRunInput): Promise<AgentRunResult>;
}

/** "harness:model", recorded in every result. */
export function backboneOf(h: Pick<Harness, "name" | "model">): string {
  return `${h.name}:${h.model}`;
}
