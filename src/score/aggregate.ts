import type { Efficiency, PairScore, Utility } from "../report/schema";
import { clip, mean, meanCi95 } from "./stats";

const nonNull = (xs: (number | null)[]): number[] => xs.filter((x): x is number => x !== null);

/**
 * Skill-level utility over valid pairs. Repeated trials of one scenario count as
 * separate pairs; the 95% interval is a t-interval over all valid pairs, clipped
 * to PRG's range [−1, 1].
 */
export function utility(
  pairScores: readonly PairScore[],
  activation: { used: number; total: number } | null,
): Utility {
  const valid = pairScores.filter((p) => p.valid);
  const prgs = nonNull(valid.map((p) => p.prg));
  const reasons = new Map<string, number>();
  for (const p of pairScores) {
    if (p.valid) continue;
    const r = p.invalidReason ?? "unknown";
    reasons.set(r, (reasons.get(r) ?? 0) + 1);
  }
  const ci = meanCi95(prgs);
  return {
    prg: mean(prgs),
    prgGoal: mean(nonNull(valid.map((p) => p.prgGoal))),
    prgInstruction: mean(nonNull(valid.map((p) => p.prgInstruction))),
    prgCi: ci ? [clip(ci[0], -1, 1), clip(ci[1], -1, 1)] : null,
    pairs: pairScores.length,
    validPairs: valid.length,
    invalidPairs: pairScores.length - valid.length,
    // Sorted keys keep the JSON report byte-stable.
    invalidReasons: Object.fromEntries([...reasons].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    ceilingPairs: valid.filter((p) => p.ceiling).length,
    activationRate: activation && activation.total > 0 ? activation.used / activation.total : null,
  };
}

/** Skill-level efficiency/cost over efficiency-valid pairs (paper eqs. 5–7). */
export function efficiency(pairScores: readonly PairScore[], alpha = 0.5): Efficiency {
  if (!(alpha >= 0 && alpha <= 1)) throw new RangeError(`alpha must be in [0, 1], got ${alpha}`);
  const ev = pairScores.filter((p) => p.efficiencyValid);
  const eg = mean(nonNull(ev.map((p) => p.eg)));
  const cg = mean(nonNull(ev.map((p) => p.cg)));
  return {
    alpha,
    efficiencyValidPairs: ev.length,
    eg,
    cg,
    // Mean of per-pair ECG equals this by linearity; recomputing honours this call's alpha.
    ecg: eg === null || cg === null ? null : alpha * eg + (1 - alpha) * cg,
    deltaTMs: mean(nonNull(ev.map((p) => p.deltaTMs))),
    deltaTokens: mean(nonNull(ev.map((p) => p.deltaTokens))),
  };
}
