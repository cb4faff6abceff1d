import type { Report } from "../report/schema";
import type { Finding } from "../scan/finding";
import { displayScore } from "../score/safety";

export type FailOn = "risky" | "caution" | "never";
/** The lowest severity of an unrefuted finding that fails the gate by itself. */
export type FailOnSeverity = "high" | "medium" | "low" | "never";

export interface GatePolicy {
  failOn: FailOn;
  failOnSeverity: FailOnSeverity;
  minPrg: number | null;
}

export interface GateFailure {
  skill: string;
  /** Which input's rule failed, so the comment can say it. */
  rule: "fail-on" | "fail-on-severity" | "min-prg" | "pipeline";
  reason: string;
}

export interface GateResult {
  passed: boolean;
  failures: GateFailure[];
  /** Things the gate could not check (e.g. PRG when the utility stages did not run). */
  notes: string[];
}

const SEVERITIES: Record<Exclude<FailOnSeverity, "never">, Finding["severity"][]> = {
  high: ["H"],
  medium: ["H", "M"],
  low: ["H", "M", "L"],
};
const WORD = { H: "high", M: "medium", L: "low" } as const;

/**
 * A finding counts against the severity rule unless a runtime probe refuted it: only
 * "likely_false_positive" does. No probe, a probe that was not exercised, or the agent refusing
 * is not a refutation: S alone can stay in Caution with two obvious high-severity findings.
 */
export function refuted(f: Finding): boolean {
  return f.probe?.verdict === "likely_false_positive";
}

/** The merge gate, decided from the report alone: high-severity findings, safety status, then PRG. */
export function evaluateGate(report: Report, policy: GatePolicy): GateResult {
  const { failOn, failOnSeverity, minPrg } = policy;
  const failures: GateFailure[] = [];
  const notes: string[] = [];
  const sameSettings = report.settings.failOn === failOn && report.settings.minPrg === minPrg;
  for (const s of report.skills) {
    const name = s.skill.path || s.skill.name;
    const before = failures.length;
    if (failOnSeverity !== "never") {
      const counted = s.findings.filter(
        (f) => SEVERITIES[failOnSeverity].includes(f.severity) && !refuted(f),
      );
      if (counted.length > 0) {
        const f = counted[0] as Finding;
        const more = counted.length > 1 ? ` and ${counted.length - 1} more` : "";
        failures.push({
          skill: name,
          rule: "fail-on-severity",
          reason: `${WORD[f.severity]}-severity finding ${f.pattern} at ${f.file}:${f.line}${more} not refuted by a probe (fail-on-severity: ${failOnSeverity})`,
        });
      }
    }
    const st = s.safety.status;
    if ((failOn === "risky" && st === "risky") || (failOn === "caution" && st !== "pass")) {
      failures.push({
        skill: name,
        rule: "fail-on",
        reason: `safety ${st} (S = ${displayScore(s.safety.score)}; fail-on: ${failOn}; ${s.findings.length} finding${s.findings.length === 1 ? "" : "s"})`,
      });
    }
    if (minPrg !== null) {
      const prg = s.utility?.prg ?? null;
      if (prg === null) notes.push(`${name}: PRG not measured, so min-prg ${minPrg} was not checked`);
      else if (prg < minPrg)
        failures.push({
          skill: name,
          rule: "min-prg",
          reason: `PRG ${round(prg)} is below min-prg ${minPrg}`,
        });
    }
    // The pipeline's own verdict can know more (e.g. the scan did not run); honour it when it was made with our settings.
    if (failures.length === before && sameSettings && !s.gate.passed) {
      for (const reason of s.gate.reasons) failures.push({ skill: name, rule: "pipeline", reason });
    }
  }
  return { passed: failures.length === 0, failures, notes };
}

/** One line for core.setFailed naming every failing skill and why. */
export function gateMessage(g: GateResult): string {
  return `SkillAudit gate failed: ${g.failures.map((f) => `${f.skill}: ${f.reason}`).join("; ")}`;
}

function round(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}
