import { z } from "zod";

/**
 * The seam between the sandbox (Docker) and whatever drives a trial (an agent harness,
 * a probe, the `sandbox run` command). Harnesses depend on this file only.
 */

export const NetworkPolicy = z.enum(["none", "logged", "open"]);
export type NetworkPolicy = z.infer<typeof NetworkPolicy>;

export const TokenUsage = z.object({
  inputTokens: z.number().int().min(0),
  cacheReadTokens: z.number().int().min(0),
  cacheCreationTokens: z.number().int().min(0),
  outputTokens: z.number().int().min(0),
});
export type TokenUsage = z.infer<typeof TokenUsage>;

/** One step of an agent's trajectory, as recorded by the harness. */
export const TrajectoryStep = z.object({
  index: z.number().int().min(0),
  startedAt: z.string(),
  endedAt: z.string(),
  kind: z.enum(["model", "tool", "note"]),
  /** For kind "model": the assistant text (excerpt); for "tool": the tool name. */
  name: z.string().optional(),
  text: z.string().optional(),
  /** Tool arguments, as sent by the model. */
  input: z.unknown().optional(),
  /** Tool result excerpt; truncated results say so in `truncated`. */
  output: z.string().optional(),
  truncated: z.boolean().optional(),
  isError: z.boolean().optional(),
  usage: TokenUsage.optional(),
});
export type TrajectoryStep = z.infer<typeof TrajectoryStep>;

export interface ExecResult {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** stdout/stderr were cut to the output limit. */
  truncated: boolean;
  durationMs: number;
}

export interface ExecOptions {
  timeoutMs?: number;
  cwd?: string;
  stdin?: string;
  env?: Record<string, string>;
}

/** A running trial container. Closed exactly once with finish() or abort(). */
export interface TrialSession {
  readonly id: string;
  /** Working directory inside the container where the task's environment/ was placed. */
  readonly workdir: string;
  /** Where installed skills live inside the container (empty for no-skill trials). */
  readonly skillsDir: string | null;
  exec(command: string, opts?: ExecOptions): Promise<ExecResult>;
  readFile(path: string): Promise<Buffer>;
  writeFile(path: string, data: string | Buffer): Promise<void>;
}

/** How a trial ended: the agent finished, the wall clock ran out, it was killed (aborted, runner shutdown), or the harness/sandbox failed. */
export const ExitReason = z.enum(["finished", "timeout", "killed", "error"]);
export type ExitReason = z.infer<typeof ExitReason>;

/** What a harness hands back when it is done driving a session. */
export interface TrialOutcome {
  trajectory: TrajectoryStep[];
  usage?: TokenUsage;
  exitReason?: ExitReason;
  /** Why it ended that way, e.g. the harness's error message. */
  detail?: string;
}
