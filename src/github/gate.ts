import type { Report } from "../report/schema";
import { type FailOn, type FailOnSeverity, type GateRule, gateChecks } from "../score/gate";

export type { FailOn, FailOnSeverity };

export interface GatePolicy {
  failOn: FailOn;
  failOnSeverity: FailOnSeverity;
  minPrg: number | null;
}

export interface GateFailure {
  skill: string;
  rule: GateRule;
  reason: string;
}

export interface GateResult {
  passed: boolean;
  failures: GateFailure[];
  /** Things the gate could not check (e.g. PRG when the utility stages did not run). */
  notes: string[];
}

/**
 * The check run's conclusion: the same pure gate the report's verdict (and so the PR comment)
 * was made with, applied to each skill with the Action's inputs.
 */
export function evaluateGate(report: Report, policy: GatePolicy): GateResult {
  const failures: GateFailure[] = [];
  const notes: string[] = [];
  for (const s of report.skills) {
    const name = s.skill.path || s.skill.name;
    const g = gateChecks(s, policy);
    for (const f of g.failures) failures.push({ skill: name, ...f });
    for (const n of g.notes) notes.push(`${name}: ${n}`);
  }
  return { passed: failures.length === 0, failures, notes };
}

/** One line for core.setFailed naming every failing skill and why. */
export function gateMessage(g: GateResult): string {
  return `SkillAudit gate failed: ${g.failures.map((f) => `${f.skill}: ${f.reason}`).join("; ")}`;
}
