import type { Efficiency, PairScore, Utility } from "../report/schema";
import { clip, mean, meanCi95 } from "./stats";

const nonNull = (xs: (number | null)[]): number[] => xs.filter((x): x is number => x !== null);

/** Below this many scenarios no interval is shown: two points give no honest spread. */
export const MIN_SCENARIOS_FOR_INTERVAL = 3;

/**
 * Mean over scenarios of the mean over that scenario's valid trials. Trials of one scenario
 * are repeated measurements, not independent pairs, so they are averaged first.
 */
function scenarioMeans(valid: readonly PairScore[], pick: (p: PairScore) => number | null): number[] {
  const by = new Map<string, number[]>();
  for (const p of valid) {
    const v = pick(p);
    if (v === null) continue;
    by.set(p.scenarioId, [...(by.get(p.scenarioId) ?? []), v]);
  }
  return [...by.values()].map((xs) => mean(xs) as number);
}

/**
 * Skill-level utility over valid pairs. PRG is the mean over scenarios of each scenario's
 * mean PRG over its trials (with one trial per scenario: the paper's mean over pairs). The
 * 95% interval is a t-interval over those scenario means (df = scenarios − 1), clipped to
 * [−1, 1], and only with at least three scenarios. Activation is reported, never used to
 * drop a pair: PRG over pairs whose agent opened the skill is a second figure.
 */
export function utility(
  pairScores: readonly PairScore[],
  activation: { used: number; total: number } | null,
): Utility {
  const valid = pairScores.filter((p) => p.valid);
  const prgs = scenarioMeans(valid, (p) => p.prg);
  const activated = valid.filter((p) => p.skillUsed);
  const reasons = new Map<string, number>();
  for (const p of pairScores) {
    if (p.valid) continue;
    const r = p.invalidReason ?? "unknown";
    reasons.set(r, (reasons.get(r) ?? 0) + 1);
  }
  const ci = prgs.length >= MIN_SCENARIOS_FOR_INTERVAL ? meanCi95(prgs) : null;
  const intervalNote =
    prgs.length === 0
      ? null
      : prgs.length < MIN_SCENARIOS_FOR_INTERVAL
        ? `no interval: ${prgs.length} scenario${prgs.length === 1 ? "" : "s"} with a valid pair, at least ${MIN_SCENARIOS_FOR_INTERVAL} are needed`
        : `95% t-interval over ${prgs.length} scenario means (df = ${prgs.length - 1}); trials averaged within each scenario first`;
  return {
    prg: mean(prgs),
    prgGoal: mean(scenarioMeans(valid, (p) => p.prgGoal)),
    prgInstruction: mean(scenarioMeans(valid, (p) => p.prgInstruction)),
    prgCi: ci ? [clip(ci[0], -1, 1), clip(ci[1], -1, 1)] : null,
    intervalNote,
    scenarios: prgs.length,
    activatedPrg: mean(scenarioMeans(activated, (p) => p.prg)),
    activatedPairs: activated.length,
    ceilingShare: valid.length ? valid.filter((p) => p.ceiling).length / valid.length : null,
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
