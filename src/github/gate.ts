import type { Report } from "../report/schema";
import { displayScore } from "../score/safety";

export type FailOn = "risky" | "caution" | "never";

export interface GateFailure {
  skill: string;
  reason: string;
}

export interface GateResult {
  passed: boolean;
  failures: GateFailure[];
  /** Things the gate could not check (e.g. PRG when the utility stages did not run). */
  notes: string[];
}

/** The merge gate, decided from the report alone: safety status per fail-on, then PRG against min-prg. */
export function evaluateGate(report: Report, failOn: FailOn, minPrg: number | null): GateResult {
  const failures: GateFailure[] = [];
  const notes: string[] = [];
  const sameSettings = report.settings.failOn === failOn && report.settings.minPrg === minPrg;
  for (const s of report.skills) {
    const name = s.skill.path || s.skill.name;
    const before = failures.length;
    const st = s.safety.status;
    if ((failOn === "risky" && st === "risky") || (failOn === "caution" && st !== "pass")) {
      failures.push({
        skill: name,
        reason: `safety ${st} (S = ${displayScore(s.safety.score)}; fail-on: ${failOn}; ${s.findings.length} finding${s.findings.length === 1 ? "" : "s"})`,
      });
    }
    if (minPrg !== null) {
      const prg = s.utility?.prg ?? null;
      if (prg === null) notes.push(`${name}: PRG not measured, so min-prg ${minPrg} was not checked`);
      else if (prg < minPrg)
        failures.push({ skill: name, reason: `PRG ${round(prg)} is below min-prg ${minPrg}` });
    }
    // The pipeline's own verdict can know more (e.g. the scan did not run); honour it when it was made with our settings.
    if (failures.length === before && sameSettings && !s.gate.passed) {
      for (const reason of s.gate.reasons) failures.push({ skill: name, reason });
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
