import { oneLine, truncate, visible } from "../report/render/escape";
import type { Report, SkillReport } from "../report/schema";
import { PATTERNS } from "../scan/patterns";
import { displayScore } from "../score/safety";

const STATUS = { pass: "PASS", caution: "CAUTION", risky: "RISKY" } as const;

/** The human summary the CLI prints on stdout: short, plain, and explicit about what was not measured. */
export function textSummary(report: Report, files: { html: string } | null): string {
  const lines: string[] = [];
  lines.push(
    `skillaudit ${report.tool.version}: ${report.skills.length} skill(s), validation mode ${report.settings.validationMode}`,
  );
  for (const s of report.skills) lines.push("", ...skillLines(s));
  if (files) lines.push("", `Report: ${files.html} (report.json, report.md, report.sarif beside it)`);
  lines.push("", report.passed ? "Gate: passed" : `Gate: FAILED (fail-on ${report.settings.failOn})`);
  for (const s of report.skills) for (const r of s.gate.reasons) lines.push(`  ${s.skill.name}: ${r}`);
  return `${lines.join("\n")}\n`;
}

function skillLines(s: SkillReport): string[] {
  const out: string[] = [];
  const counts = ["H", "M", "L"]
    .map((sev) => `${sev}:${s.findings.filter((f) => f.severity === sev).length}`)
    .join(" ");
  out.push(
    `${s.skill.name} (${s.skill.path}) ${STATUS[s.safety.status]}  safety ${displayScore(s.safety.score)}/100  findings ${s.findings.length} (${counts})`,
  );
  for (const f of s.findings.slice(0, 20)) {
    out.push(
      `  ${f.severity} ${f.pattern.padEnd(3)} ${f.file}:${f.line}  ${PATTERNS[f.pattern].name}: ${clip(f.snippet)}`,
    );
  }
  if (s.findings.length > 20) out.push(`  … ${s.findings.length - 20} more in the report`);
  if (s.suppressed.length) out.push(`  suppressed: ${s.suppressed.length} (reasons in the report)`);
  if (s.unscannable.length)
    out.push(`  not scannable as text: ${s.unscannable.map((u) => u.file).join(", ")}`);
  if (!s.safety.coverage.complete)
    out.push(`  incomplete: ${s.safety.coverage.unread} part(s) not read, so this skill cannot pass`);
  for (const i of s.spec.slice(0, 10))
    out.push(`  ${i.severity}: ${oneLine(`${i.file}:${i.line}: ${i.message}`)}`);
  if (s.spec.length > 10)
    out.push(`  … ${s.spec.length - 10} more front matter / package problems in the report`);
  if (s.utility?.prg != null) {
    out.push(
      `  utility: PRG ${fmt(s.utility.prg)} over ${s.utility.validPairs} valid pair(s), ${s.utility.invalidPairs} invalid`,
    );
  } else {
    out.push("  utility: not measured");
  }
  if (s.efficiency?.ecg != null)
    out.push(
      `  efficiency/cost: EG ${fmt(s.efficiency.eg)} CG ${fmt(s.efficiency.cg)} ECG ${fmt(s.efficiency.ecg)}`,
    );
  else out.push("  efficiency/cost: not measured");
  const notRun = s.stages.filter((st) => st.status === "skipped" || st.status === "failed");
  if (notRun.length) {
    const byReason = new Map<string, string[]>();
    for (const st of notRun)
      byReason.set(`${st.status}: ${st.reason ?? "no reason given"}`, [
        ...(byReason.get(`${st.status}: ${st.reason ?? "no reason given"}`) ?? []),
        st.stage,
      ]);
    for (const [reason, stages] of byReason) out.push(`  not run (${stages.join(", ")}): ${reason}`);
  }
  return out;
}

function fmt(n: number | null | undefined): string {
  if (n == null) return "n/a";
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

function clip(s: string): string {
  // Terminal output: invisible and control characters a hostile snippet could use to rewrite the screen are shown, not sent.
  return truncate(oneLine(visible(s)), 100);
}
