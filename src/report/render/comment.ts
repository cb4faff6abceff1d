/**
 * The sticky PR comment, built to be read in ten seconds: the verdict and its reason first, the
 * caveats that change how to read it (static audit only), room for "what this PR changed", one
 * line per skill, "not measured" said once with its reason, then each finding with its
 * remediation and a permalink. Strings from the skill are escaped here (mdText / mdCode / htmlText).
 */
import { PATTERNS } from "../../scan/patterns";
import { displayScore } from "../../score/safety";
import type { Report, SkillReport } from "../schema";
import {
  type Gaps,
  patternName,
  probeLabel,
  STATUS_ICON,
  STATUS_LABEL,
  scanGap,
  skillGaps,
  skillMetrics,
} from "../view";
import { htmlText, mdCode, mdLink, mdText } from "./escape";

export interface CommentParts {
  /** Pre-rendered Markdown from our own code (never skill text): notes that change how to read the verdict. */
  caveats?: string[];
  /** Pre-rendered Markdown sections placed right after the verdict (e.g. what this PR changed). */
  sections?: string[];
}

export interface CommentLinks {
  fileUrl?: (skillPath: string, file: string, line: number) => string;
}

const SEV_WORD = { H: "high", M: "medium", L: "low" } as const;

/** "2 high (E2 Env-var harvesting, SC2 External script fetching), 1 medium" — what drives a skill's S. */
function drivers(s: SkillReport): string {
  const parts: string[] = [];
  for (const sev of ["H", "M", "L"] as const) {
    const fs = s.findings.filter((f) => f.severity === sev);
    if (!fs.length) continue;
    const kinds = [...new Set(fs.map((f) => f.pattern))];
    const named =
      sev === "L"
        ? ""
        : ` (${kinds
            .slice(0, 3)
            .map((k) => `${k} ${patternName(k)}`)
            .join(", ")}${kinds.length > 3 ? ", …" : ""})`;
    parts.push(`${fs.length} ${SEV_WORD[sev]}${named}`);
  }
  return parts.join(", ");
}

function gapText(g: Gaps): string[] {
  const out = g.notRun.map((x) => `${x.stages.join(", ")}: ${x.why}`);
  for (const x of g.notMeasured) out.push(`${x.labels.join(", ")}: ${x.why}`);
  return out;
}

/** Front matter errors and unread parts: shown with the skill, since they keep it from Pass or explain findings. */
function packageProblems(s: SkillReport): string[] {
  const errors = s.spec.filter((i) => i.severity === "error");
  const out = errors.slice(0, 3).map((i) => mdText(`${i.file}:${i.line}: ${i.message}`));
  const more = s.spec.length - out.length;
  if (more > 0) out.push(`${more} more front matter / package note${more === 1 ? "" : "s"} in the report`);
  if (!s.safety.coverage.complete)
    out.push(`${s.safety.coverage.unread} part(s) could not be read, so this skill cannot pass`);
  return out;
}

/** The view the comment template renders; `kept` says which findings fit the length budget. */
export function commentView(
  report: Report,
  opts: { parts?: CommentParts; links?: CommentLinks; kept: (si: number, fi: number) => boolean },
) {
  const n = report.skills.length;
  const failed = report.skills.filter((s) => !s.gate.passed);
  const verdict =
    n === 0
      ? "no skill audited"
      : failed.length
        ? `gate failed for ${failed.length} of ${n} skill${n === 1 ? "" : "s"}`
        : `gate passed (${n} skill${n === 1 ? "" : "s"})`;
  const reasons = failed.flatMap((s) =>
    s.gate.reasons.map((r) => {
      const why = /^safety /.test(r) && s.findings.length ? ` — ${mdText(drivers(s))}` : "";
      return `${mdCode(s.skill.name, { max: 64 })}: ${mdText(r)}${why}`;
    }),
  );

  // What could not be measured: said once for the whole comment when every skill shares it.
  const gaps = report.skills.map((s) => gapText(skillGaps(s, skillMetrics(s))));
  const shared = gaps.length ? (gaps[0] ?? []).filter((g) => gaps.every((x) => x.includes(g))) : [];

  const skills = report.skills.map((s, si) => {
    const gap = scanGap(s);
    const m = skillMetrics(s);
    const status = gap ? "Not measured" : STATUS_LABEL[s.safety.status];
    const icon = gap ? "⚪" : STATUS_ICON[s.safety.status];
    const counts = { H: 0, M: 0, L: 0 };
    for (const f of s.findings) counts[f.severity]++;
    const shown = s.findings.filter((_, fi) => opts.kept(si, fi));
    const hidden = s.findings.length - shown.length;
    const fileLink = (file: string, line: number) => {
      const text = mdText(`${file}:${line}`);
      return opts.links?.fileUrl ? mdLink(text, opts.links.fileUrl(s.skill.path, file, line)) : text;
    };
    return {
      nameCode: mdCode(s.skill.name, { inTable: true, max: 64 }),
      path: mdCode(s.skill.path, { inTable: true, max: 80 }),
      icon,
      status,
      score: gap ? "—" : displayScore(s.safety.score),
      prg: m.prg.value ?? "—",
      findings: s.findings.length ? `${counts.H} H · ${counts.M} M · ${counts.L} L` : "none",
      gate: s.gate.passed ? "✅" : "❌",
      open: !s.gate.passed,
      summaryHtml: htmlText(
        `${s.skill.name}: ${s.findings.length} finding${s.findings.length === 1 ? "" : "s"}${gap ? "" : `, S = ${displayScore(s.safety.score)}`}`,
      ),
      ownGaps: (gaps[si] ?? []).filter((g) => !shared.includes(g)).map(mdText),
      list: shown.map((f) => ({
        head: `**${f.severity} · ${f.pattern} ${mdText(patternName(f.pattern))}** · ${fileLink(f.file, f.line)}`,
        snippet: mdCode(f.snippet, { max: 120 }),
        // Remediation text is our own (the pattern table, as in SARIF), probe labels are ours too.
        fix: mdText(PATTERNS[f.pattern].remediation),
        probe: f.probe ? mdText(probeLabel(f)) : null,
      })),
      hidden:
        hidden > 0
          ? `${hidden} more finding${hidden === 1 ? "" : "s"} (lowest severity first left out to fit); see the report`
          : null,
      suppressed: s.suppressed.length,
      unscannable: s.unscannable.length,
      problems: packageProblems(s),
    };
  });

  return {
    failed: failed.length > 0,
    verdict,
    reasons,
    caveats: opts.parts?.caveats ?? [],
    sections: opts.parts?.sections ?? [],
    skills,
    anyDetails: skills.some((s) => s.list.length || s.ownGaps.length || s.hidden || s.problems.length),
    shared: shared.map(mdText),
    sharedScope: n === 1 ? "" : " for any skill",
  };
}
