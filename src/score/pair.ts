import type { PairScore } from "../report/schema";
import { clip } from "./stats";
import type { ItemVerdict, PairObservation, RubricKind, RunObservation } from "./types";

export type InvalidReason = "timeout" | "judge_failed" | "empty_rubric" | "skill_not_used";

/** First matching reason wins, in this order, so a pair has exactly one reason. */
export function invalidReason(pair: PairObservation): InvalidReason | null {
  if (pair.with.timedOut || pair.without.timedOut) return "timeout";
  if (pair.judgeFailed) return "judge_failed";
  if (pair.items.length === 0) return "empty_rubric";
  if (!pair.skillUsed) return "skill_not_used";
  return null;
}

function passRateGain(items: readonly ItemVerdict[], kind?: RubricKind): number | null {
  const xs = kind ? items.filter((i) => i.kind === kind) : items;
  if (xs.length === 0) return null;
  let gain = 0;
  for (const i of xs) gain += Number(i.passWith) - Number(i.passWithout);
  return gain / xs.length;
}

/** Effective input tokens: cache reads are not fresh input (paper, section 4.4). */
export function effectiveInput(run: RunObservation): number {
  return Math.max(0, run.inputTokens - run.cacheReadTokens);
}

/**
 * Relative saving clip((wo − wi)/wo, −1, 1). A zero baseline has no relative
 * saving, so it yields null (and the pair drops out of the efficiency set)
 * rather than an invented ±1.
 */
export function relativeGain(without: number, withSkill: number): number | null {
  if (!(without > 0)) return null;
  return clip((without - withSkill) / without, -1, 1);
}

/**
 * Scores one with/without pair. Invalid pairs keep their counts for the report
 * but carry no PRG and no efficiency numbers. A pair is efficiency-valid when it
 * is valid, both runs pass at least one item, and both relative gains are
 * defined (non-zero baseline wall time and effective input tokens).
 */
export function scorePair(pair: PairObservation, alpha = 0.5): PairScore {
  if (!(alpha >= 0 && alpha <= 1)) throw new RangeError(`alpha must be in [0, 1], got ${alpha}`);
  const reason = invalidReason(pair);
  const n = pair.items.length;
  const nWith = pair.items.filter((i) => i.passWith).length;
  const nWithout = pair.items.filter((i) => i.passWithout).length;
  const evidence = [pair.with.evidence, pair.without.evidence, pair.judgment].filter((e) => e !== "");
  const kind = (k: RubricKind) => {
    const xs = pair.items.filter((i) => i.kind === k);
    return {
      n: xs.length,
      nWith: xs.filter((i) => i.passWith).length,
      nWithout: xs.filter((i) => i.passWithout).length,
    };
  };
  const use = (r: RunObservation) => ({ wallTimeMs: r.wallTimeMs, effectiveInputTokens: effectiveInput(r) });
  const base = {
    scenarioId: pair.scenarioId,
    trial: pair.trial,
    n,
    nWith,
    nWithout,
    evidence,
    kinds: { goal: kind("goal"), instruction: kind("instruction") },
    runs: { with: use(pair.with), without: use(pair.without) },
  };
  const none = { eg: null, cg: null, ecg: null, deltaTMs: null, deltaTokens: null, efficiencyValid: false };

  if (reason !== null) {
    return {
      ...base,
      valid: false,
      invalidReason: reason,
      ceiling: false,
      prg: null,
      prgGoal: null,
      prgInstruction: null,
      ...none,
    };
  }

  const scored = {
    ...base,
    valid: true,
    ceiling: nWithout === n,
    prg: passRateGain(pair.items),
    prgGoal: passRateGain(pair.items, "goal"),
    prgInstruction: passRateGain(pair.items, "instruction"),
  };

  const tWo = pair.without.wallTimeMs;
  const tWi = pair.with.wallTimeMs;
  const qWo = effectiveInput(pair.without);
  const qWi = effectiveInput(pair.with);
  const eg = relativeGain(tWo, tWi);
  const cg = relativeGain(qWo, qWi);
  if (nWith === 0 || nWithout === 0 || eg === null || cg === null) return { ...scored, ...none };
  return {
    ...scored,
    efficiencyValid: true,
    eg,
    cg,
    ecg: alpha * eg + (1 - alpha) * cg,
    deltaTMs: tWo - tWi,
    deltaTokens: qWo - qWi,
  };
}
