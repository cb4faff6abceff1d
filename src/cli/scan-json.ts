import type { Report, SkillReport } from "../report/schema";

const ORDER = ["pass", "caution", "risky"] as const;

/**
 * The CLI's JSON (`--json`), one shape for any number of skills: per-skill entries in `skills`, and
 * top-level `findings` / `suppressed` / `unscannable` / `spec` whose items name their skill (`skill`, `skillPath`).
 * `safety` is the lowest score and worst status; `skill` is kept for single-skill readers (null when
 * there are several). report.json in the report directory is the full report.
 */
export function scanJson(report: Report) {
  const named = <T extends object>(s: SkillReport, x: T) => ({
    skill: s.skill.name,
    skillPath: s.skill.path,
    ...x,
  });
  const skillInfo = (s: SkillReport) => ({
    name: s.skill.name,
    path: s.skill.path,
    contentHash: s.skill.contentHash,
    validationMode: s.skill.validationMode,
  });
  const worst = report.skills.reduce<(typeof ORDER)[number]>(
    (w, s) => (ORDER.indexOf(s.safety.status) > ORDER.indexOf(w) ? s.safety.status : w),
    "pass",
  );
  const [only] = report.skills;
  return {
    schemaVersion: report.schemaVersion,
    tool: report.tool,
    passed: report.passed,
    skill: report.skills.length === 1 && only ? skillInfo(only) : null,
    safety: {
      score: report.skills.length ? Math.min(...report.skills.map((s) => s.safety.score)) : 100,
      status: worst,
      coverage: {
        complete: report.skills.every((s) => s.safety.coverage.complete),
        unread: report.skills.reduce((n, s) => n + s.safety.coverage.unread, 0),
      },
    },
    gate: {
      passed: report.passed,
      reasons: report.skills.flatMap((s) => s.gate.reasons.map((r) => `${s.skill.name}: ${r}`)),
    },
    findings: report.skills.flatMap((s) => s.findings.map((f) => named(s, f))),
    suppressed: report.skills.flatMap((s) => s.suppressed.map((x) => named(s, x))),
    unscannable: report.skills.flatMap((s) => s.unscannable.map((x) => named(s, x))),
    spec: report.skills.flatMap((s) => s.spec.map((x) => named(s, x))),
    skills: report.skills.map((s) => ({
      skill: skillInfo(s),
      safety: { score: s.safety.score, status: s.safety.status, coverage: s.safety.coverage },
      gate: s.gate,
      findings: s.findings,
      suppressed: s.suppressed,
      unscannable: s.unscannable,
      spec: s.spec,
      utility: s.utility,
      efficiency: s.efficiency,
      stages: s.stages,
    })),
  };
}
