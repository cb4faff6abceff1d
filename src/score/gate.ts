import type { SkillReport } from "../report/schema";
import type { Finding } from "../scan/finding";
import { displayScore } from "./safety";

export type FailOn = "risky" | "caution" | "never";
/** The lowest severity of an unrefuted finding that fails the gate by itself. */
export type FailOnSeverity = "high" | "medium" | "low" | "never";

export interface GateOptions {
  failOn: FailOn;
  /** Default "high": S alone can stay in Caution with two obvious high-severity findings. */
  failOnSeverity?: FailOnSeverity;
  minPrg: number | null;
}

/** Which input's rule failed, so the comment and the check can both say it. */
export type GateRule = "fail-on" | "fail-on-severity" | "min-prg";
export interface GateCheck {
  rule: GateRule;
  reason: string;
}

/** The rule scan's stage name: without it, S = 100 would be invented. */
export const SCAN_STAGE = "rule-scan";

const SEVERITIES: Record<Exclude<FailOnSeverity, "never">, Finding["severity"][]> = {
  high: ["H"],
  medium: ["H", "M"],
  low: ["H", "M", "L"],
};
const WORD = { H: "high", M: "medium", L: "low" } as const;

const fmt = (x: number, digits: number): string => String(Number(x.toFixed(digits)));

/**
 * A finding counts against the severity rule unless a runtime probe refuted it: only
 * "likely_false_positive" does. No probe, a probe that was not exercised, or the agent refusing
 * is not a refutation.
 */
export function refuted(f: Finding): boolean {
  return f.probe?.verdict === "likely_false_positive";
}

type GateInput = Pick<SkillReport, "safety" | "utility" | "findings" | "stages">;

/**
 * The merge gate for one skill, the single definition the report, the CLI's exit code, the PR
 * comment and the check run all use. Failures only; an unmeasured PRG with min-prg set is a note
 * (the report's stage table says why it is missing).
 */
export function gateChecks(skill: GateInput, opts: GateOptions): { failures: GateCheck[]; notes: string[] } {
  const failures: GateCheck[] = [];
  const notes: string[] = [];
  const fail = (rule: GateRule, reason: string) => failures.push({ rule, reason });
  const { status, score } = skill.safety;
  const shown = displayScore(score);
  const unread = skill.safety.coverage?.complete === false ? skill.safety.coverage.unread : 0;

  const scan = skill.stages.find((s) => s.stage === SCAN_STAGE);
  if (opts.failOn !== "never" && (!scan || scan.status === "skipped" || scan.status === "failed"))
    fail(
      "fail-on",
      `safety not measured: ${SCAN_STAGE} ${scan ? scan.status : "did not run"}${scan?.reason ? ` (${scan.reason})` : ""}`,
    );

  const sev = opts.failOnSeverity ?? "high";
  if (sev !== "never") {
    const counted = skill.findings.filter((f) => SEVERITIES[sev].includes(f.severity) && !refuted(f));
    const f = counted[0];
    if (f) {
      const more = counted.length > 1 ? ` and ${counted.length - 1} more` : "";
      fail(
        "fail-on-severity",
        `${WORD[f.severity]}-severity finding ${f.pattern} at ${f.file}:${f.line}${more} not refuted by a probe (fail-on-severity: ${sev})`,
      );
    }
  }

  if (opts.failOn !== "never") {
    if (status === "risky") fail("fail-on", `safety is risky: S = ${shown} < 80 (fail-on ${opts.failOn})`);
    else if (status === "caution" && opts.failOn === "caution")
      fail(
        "fail-on",
        score < 100
          ? `safety is caution: S = ${shown} < 100 (fail-on caution)`
          : `safety is caution: ${unread} part(s) of the package were not read, so S = 100 is not a pass (fail-on caution)`,
      );
  }

  const u = skill.utility;
  const prg = u?.prg ?? null;
  if (opts.minPrg !== null && u && prg !== null) {
    // With an interval the gate asks that the skill's gain is credibly above the bar: the lower bound.
    const lower = u.prgCi?.[0] ?? null;
    if (lower !== null) {
      notes.push(
        `min-prg ${fmt(opts.minPrg, 3)} compared with the lower 95% bound of PRG (${fmt(lower, 3)}, t over ${u.scenarios} scenarios)`,
      );
      if (lower < opts.minPrg)
        fail("min-prg", `PRG lower 95% bound ${fmt(lower, 3)} is below min-prg ${fmt(opts.minPrg, 3)}`);
    } else {
      notes.push(
        `min-prg ${fmt(opts.minPrg, 3)} compared with the PRG point estimate (${fmt(prg, 3)}): ${u.intervalNote ?? "no interval"}`,
      );
      if (prg < opts.minPrg) fail("min-prg", `PRG ${fmt(prg, 3)} is below min-prg ${fmt(opts.minPrg, 3)}`);
    }
  } else if (opts.minPrg !== null) {
    notes.push(`PRG not measured, so min-prg ${fmt(opts.minPrg, 3)} was not checked`);
  }
  return { failures, notes };
}

/** The verdict stored in the report. */
export function gate(
  skill: GateInput,
  opts: GateOptions,
): { passed: boolean; reasons: string[]; notes: string[] } {
  const { failures, notes } = gateChecks(skill, opts);
  return { passed: failures.length === 0, reasons: failures.map((f) => f.reason), notes };
}
