import type { SkillReport } from "../report/schema";
import { displayScore } from "./safety";

export interface GateOptions {
  failOn: "risky" | "caution" | "never";
  minPrg: number | null;
}

const fmt = (x: number, digits: number): string => String(Number(x.toFixed(digits)));

/**
 * Merge gate for one skill. Reasons list failures only; an unmeasured PRG with
 * --min-prg set is not a failure (the report's stage table says why it is missing).
 */
export function gate(
  skill: Pick<SkillReport, "safety" | "utility">,
  opts: GateOptions,
): { passed: boolean; reasons: string[] } {
  const reasons: string[] = [];
  const { status, score } = skill.safety;
  const shown = displayScore(score);
  const unread = skill.safety.coverage?.complete === false ? skill.safety.coverage.unread : 0;
  if (opts.failOn !== "never") {
    if (status === "risky") reasons.push(`safety is risky: S = ${shown} < 80 (fail-on ${opts.failOn})`);
    else if (status === "caution" && opts.failOn === "caution")
      reasons.push(
        score < 100
          ? `safety is caution: S = ${shown} < 100 (fail-on caution)`
          : `safety is caution: ${unread} part(s) of the package were not read, so S = 100 is not a pass (fail-on caution)`,
      );
  }
  const prg = skill.utility?.prg ?? null;
  if (opts.minPrg !== null && prg !== null && prg < opts.minPrg) {
    reasons.push(`PRG ${fmt(prg, 3)} is below min-prg ${fmt(opts.minPrg, 3)}`);
  }
  return { passed: reasons.length === 0, reasons };
}
