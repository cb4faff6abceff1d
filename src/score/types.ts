import { z } from "zod";

/** One agent run as the scorer sees it: resource use and whether it produced a judgeable result. */
export const RunObservation = z.object({
  wallTimeMs: z.number().min(0),
  inputTokens: z.number().int().min(0),
  cacheReadTokens: z.number().int().min(0),
  outputTokens: z.number().int().min(0),
  timedOut: z.boolean(),
  /** Path of the evidence bundle this observation was read from (run-directory relative). */
  evidence: z.string(),
});
export type RunObservation = z.infer<typeof RunObservation>;

export const RubricKind = z.enum(["goal", "instruction"]);
export type RubricKind = z.infer<typeof RubricKind>;

export const ItemVerdict = z.object({
  id: z.string(),
  kind: RubricKind,
  passWith: z.boolean(),
  passWithout: z.boolean(),
});
export type ItemVerdict = z.infer<typeof ItemVerdict>;

/** A with-skill / no-skill pair of one scenario, after judging. */
export const PairObservation = z.object({
  scenarioId: z.string(),
  trial: z.number().int().min(0).default(0),
  with: RunObservation,
  without: RunObservation,
  /** Empty when the judge failed. */
  items: z.array(ItemVerdict),
  judgeFailed: z.boolean(),
  judgeError: z.string().optional(),
  /** Why a run of the pair measured nothing (it is not judged); the pair is invalid. */
  runFailed: z.string().optional(),
  /** The with-skill run opened the skill and the no-skill run could not. */
  skillUsed: z.boolean(),
  /** Where the judgment is stored (run-directory relative). */
  judgment: z.string(),
});
export type PairObservation = z.infer<typeof PairObservation>;

export const ExploitBand = z.object({ min: z.number(), max: z.number() });
export type ExploitBand = z.infer<typeof ExploitBand>;
