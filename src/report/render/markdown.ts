import { displayScore, PRIOR_EXPLOIT } from "../../score/safety";
import type { Report, SkillReport } from "../schema";
import { loadTemplate } from "../templates";
import {
  bytes,
  type Gaps,
  type Metric,
  overallLine,
  pairView,
  patternName,
  probeLabel,
  SEVERITY_LABEL,
  STATUS_ICON,
  STATUS_LABEL,
  scanGap,
  skillGaps,
  skillMetrics,
} from "../view";
import { type CommentParts, commentView } from "./comment";
import { htmlText, mdCode, mdLink, mdText, safeUrl } from "./escape";

export interface MarkdownLinks {
  /** URL of a file line in the repository (e.g. a blob permalink); skillPath + file are repository-relative. */
  fileUrl?: (skillPath: string, file: string, line: number) => string;
  artifactUrl?: string;
  htmlReportUrl?: string;
}

export interface MarkdownOptions {
  /** "comment" is the compact PR-comment form; "full" the job summary / report file. */
  variant?: "full" | "comment";
  /** Comment only: caveats shown under the verdict, and sections placed after it (what this PR changed). */
  parts?: CommentParts;
  /** Hard upper bound on the output length (GitHub rejects comments over 65,536). */
  maxChars?: number;
  links?: MarkdownLinks;
}

export const DEFAULT_MAX_CHARS = 65_000;

/** What to leave out to fit maxChars; the full render keeps everything. */
interface Budget {
  details: boolean;
  findings: number;
  suppressed: number;
  unscannable: number;
}

const SEV_RANK = { H: 0, M: 1, L: 2 } as const;

// Metric labels and values are our own formatting; why a value is missing is said once per skill (gapLines).
function metricCell(m: Metric): string {
  if (m.value === null) return "_not measured_";
  return m.note ? `${m.value} (${mdText(m.note)})` : m.value;
}

function gapLines(g: Gaps): string[] {
  const out: string[] = [];
  if (g.notRun.length)
    out.push(`**Not run:** ${g.notRun.map((x) => `${x.stages.join(", ")} (${mdText(x.why)})`).join("; ")}.`);
  for (const x of g.notMeasured) out.push(`**Not measured:** ${x.labels.join(", ")} (${mdText(x.why)}).`);
  return out;
}

function shortMetric(m: Metric): string {
  return m.value ?? "not measured";
}

function whereText(links: MarkdownLinks | undefined): string {
  if (safeUrl(links?.artifactUrl)) return mdLink("the report artifact", links?.artifactUrl);
  if (safeUrl(links?.htmlReportUrl)) return mdLink("the HTML report", links?.htmlReportUrl);
  return "the job summary / artifact";
}

/** The artifact is a zip to download, not a page: it is only called the HTML report when a real page exists. */
function reportLinks(links: MarkdownLinks | undefined): string[] {
  const page = safeUrl(links?.htmlReportUrl);
  const artifact = safeUrl(links?.artifactUrl);
  const out: string[] = [];
  if (page) out.push(mdLink("HTML report", page));
  if (artifact)
    out.push(mdLink(page ? "evidence artifact" : "evidence artifact (HTML report inside)", artifact));
  return out;
}

/** Spells out the compact severity and probe cells of the findings table, for what it shows. */
function findingsLegend(fs: readonly SkillReport["findings"][number][]): string {
  const sev = (["H", "M", "L"] as const)
    .filter((k) => fs.some((f) => f.severity === k))
    .map((k) => `${k} ${SEVERITY_LABEL[k].toLowerCase()}`);
  const parts = [`Severity: ${sev.join(", ")}.`, "Probe: verdict (exploit confidence)"];
  if (fs.some((f) => !f.probe))
    parts[1] += `; — no probe ran, so the prior ${PRIOR_EXPLOIT.toFixed(2)} is used`;
  return `${parts.join(" ")}.`;
}

function severityCounts(fs: readonly { severity: "H" | "M" | "L" }[]): string {
  const c = { H: 0, M: 0, L: 0 };
  for (const f of fs) c[f.severity]++;
  return `${c.H} H · ${c.M} M · ${c.L} L`;
}

/** Global severity-first ranking: the first `n` findings across all skills stay. */
function keptFindings(report: Report, n: number): Set<string> {
  const all = report.skills.flatMap((s, si) =>
    s.findings.map((f, fi) => ({ key: `${si}:${fi}`, rank: SEV_RANK[f.severity], si, fi })),
  );
  all.sort((a, b) => a.rank - b.rank || a.si - b.si || a.fi - b.fi);
  return new Set(all.slice(0, n).map((x) => x.key));
}

function skillView(skill: SkillReport, si: number, opts: MarkdownOptions, budget: Budget, kept: Set<string>) {
  const links = opts.links;
  const m = skillMetrics(skill);
  const gap = scanGap(skill);
  const gaps = skillGaps(skill, m);
  const shownFindings = skill.findings.filter((_, fi) => kept.has(`${si}:${fi}`));
  const hiddenFindings = skill.findings.filter((_, fi) => !kept.has(`${si}:${fi}`));
  const fileLink = (file: string, line: number): string => {
    const text = mdText(`${file}:${line}`);
    return links?.fileUrl ? mdLink(text, links.fileUrl(skill.skill.path, file, line)) : text;
  };
  const notes: string[] = [];
  if (hiddenFindings.length > 0)
    notes.push(
      `${hiddenFindings.length} finding${hiddenFindings.length === 1 ? "" : "s"} not shown (${severityCounts(hiddenFindings)}); see ${whereText(links)}`,
    );
  const suppressedShown = skill.suppressed.slice(0, budget.suppressed);
  const suppressedHidden = skill.suppressed.length - suppressedShown.length;
  const unscannableShown = skill.unscannable.slice(0, budget.unscannable);
  const unscannableHidden = skill.unscannable.length - unscannableShown.length;
  const pairsHidden = budget.details ? 0 : skill.pairs.length;
  const status = gap ? "Not measured" : STATUS_LABEL[skill.safety.status];
  const icon = gap ? "⚪" : STATUS_ICON[skill.safety.status];
  const open = !skill.gate.passed || skill.safety.status !== "pass";

  return {
    name: mdText(skill.skill.name),
    nameCode: mdCode(skill.skill.name, { inTable: true, max: 64 }),
    summaryHtml: htmlText(
      `${skill.skill.name}: ${status}${gap ? "" : `, S = ${displayScore(skill.safety.score)}`}`,
    ),
    open,
    icon,
    status,
    score: gap ? "not measured" : displayScore(skill.safety.score),
    description: mdText(skill.skill.description),
    path: mdCode(skill.skill.path),
    facts: [
      `${skill.skill.fileCount} files, ${bytes(skill.skill.totalBytes)}`,
      `${skill.skill.validationMode} validation`,
      skill.backbone ? `backbone ${mdText(skill.backbone)}` : null,
      skill.tasks ? `${skill.tasks} tasks` : null,
    ]
      .filter(Boolean)
      .join(" · "),
    hash: mdCode(skill.skill.contentHash.slice(0, 12)),
    gatePassed: skill.gate.passed,
    gateReasons: skill.gate.reasons.map(mdText),
    gateCell: skill.gate.passed ? "✅ passed" : "❌ failed",
    shortPrg: shortMetric(m.prg),
    shortEcg: shortMetric(m.ecg),
    counts: severityCounts(skill.findings),
    metrics: [
      m.safety,
      m.prg,
      m.prgGoal,
      m.prgInstruction,
      m.eg,
      m.cg,
      m.ecg,
      m.deltaT,
      m.deltaTokens,
      m.activation,
      m.pairs,
    ].map((x) => ({ label: x.label, value: metricCell(x) })),
    gaps: gapLines(gaps),
    warnings: skill.skill.warnings.map(mdText),
    stages: skill.stages.map((s) => ({
      stage: s.stage,
      status: s.status,
      reason: s.reason ? mdText(s.reason) : "",
    })),
    findingCount: skill.findings.length,
    findings: shownFindings.map((f) => ({
      // One letter and a dash keep the table narrow; the legend under it spells them out.
      severity: f.severity,
      pattern: `${f.pattern} ${mdText(patternName(f.pattern))}`,
      location: fileLink(f.file, f.line),
      snippet: mdCode(f.snippet, { inTable: true, max: 120 }),
      confidence: f.confidence.toFixed(2),
      probe: f.probe ? mdText(probeLabel(f)) : "—",
    })),
    legend: findingsLegend(shownFindings),
    notes,
    suppressedCount: skill.suppressed.length,
    suppressed: suppressedShown.map((s) => ({
      pattern: `${s.finding.pattern} ${mdText(patternName(s.finding.pattern))}`,
      location: fileLink(s.finding.file, s.finding.line),
      reason: mdText(s.reason),
      by: mdText(s.by),
    })),
    suppressedHidden:
      suppressedHidden > 0
        ? `${suppressedHidden} suppressed findings not shown; see ${whereText(links)}`
        : null,
    unscannableCount: skill.unscannable.length,
    unscannable: unscannableShown.map((u) => ({
      file: mdCode(u.file, { inTable: true }),
      reason: mdText(u.reason),
    })),
    unscannableHidden:
      unscannableHidden > 0
        ? `${unscannableHidden} unscannable files not shown; see ${whereText(links)}`
        : null,
    pairCount: skill.pairs.length,
    pairs: budget.details
      ? skill.pairs.map((p) => {
          const v = pairView(p);
          return {
            summary: htmlText(`${v.title}: ${v.status}`),
            rows: v.rows,
            evidence: v.evidence.map((e) => mdCode(e)),
          };
        })
      : [],
    pairsHidden:
      pairsHidden > 0 ? `Details of ${pairsHidden} scenario pairs not shown; see ${whereText(links)}` : null,
  };
}

function view(report: Report, opts: MarkdownOptions, budget: Budget) {
  const comment = opts.variant === "comment";
  const kept = keptFindings(report, budget.findings);
  const skills = report.skills.map((s, i) => skillView(s, i, opts, budget, kept));
  const s = report.settings;
  return {
    comment,
    h1: comment ? "##" : "#",
    h2: comment ? "###" : "##",
    h3: comment ? "####" : "###",
    passed: report.passed,
    overall: mdText(overallLine(report)),
    skills,
    links: reportLinks(opts.links),
    footer: [
      `skillaudit ${mdText(report.tool.version)}`,
      `schema v${report.schemaVersion}`,
      mdText(report.generatedAt),
      `fail-on ${s.failOn}`,
      s.minPrg !== null ? `min-prg ${s.minPrg}` : null,
      s.model ? `model ${mdText(s.model)}` : null,
      s.harness ? `harness ${mdText(s.harness)}` : null,
    ]
      .filter(Boolean)
      .join(" · "),
  };
}

function renderWith(report: Report, opts: MarkdownOptions, budget: Budget): string {
  if (opts.variant === "comment") {
    const kept = keptFindings(report, budget.findings);
    const full = view(report, opts, budget);
    const data = {
      ...commentView(report, {
        parts: opts.parts,
        links: opts.links,
        kept: (si, fi) => kept.has(`${si}:${fi}`),
      }),
      links: full.links,
      footer: full.footer,
    };
    return `${loadTemplate("comment.md")(data)
      .replace(/\n{3,}/g, "\n\n")
      .trim()}\n`;
  }
  return `${loadTemplate("report.md")(view(report, opts, budget))
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}

/**
 * Markdown for the job summary or the PR comment. When the text would exceed
 * maxChars, scenario details go first, then finding rows from the lowest severity up,
 * then suppressed and unscannable rows; each omission is stated in the output.
 */
export function renderMarkdown(report: Report, opts: MarkdownOptions = {}): string {
  const maxChars = opts.maxChars ?? DEFAULT_MAX_CHARS;
  const totalFindings = report.skills.reduce((n, s) => n + s.findings.length, 0);
  const maxSup = Math.max(0, ...report.skills.map((s) => s.suppressed.length));
  const maxUns = Math.max(0, ...report.skills.map((s) => s.unscannable.length));
  const full: Budget = { details: true, findings: totalFindings, suppressed: maxSup, unscannable: maxUns };
  const fits = (b: Budget) => {
    const text = renderWith(report, opts, b);
    return text.length <= maxChars ? text : null;
  };

  const first = fits(full);
  if (first) return first;
  let budget: Budget = { ...full, details: false };
  const noDetails = fits(budget);
  if (noDetails) return noDetails;

  // Largest count of rows of one kind that still fits (binary search; fewer rows, shorter text).
  const shrink = (key: "findings" | "suppressed" | "unscannable", max: number): string | null => {
    let lo = 0;
    let hi = max;
    let best: string | null = null;
    while (lo <= hi) {
      const mid = Math.floor((lo + hi) / 2);
      const text = fits({ ...budget, [key]: mid });
      if (text) {
        best = text;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (!best) budget = { ...budget, [key]: 0 };
    return best;
  };
  const viaFindings = shrink("findings", totalFindings);
  if (viaFindings) return viaFindings;
  const viaSuppressed = shrink("suppressed", maxSup);
  if (viaSuppressed) return viaSuppressed;
  const viaUnscannable = shrink("unscannable", maxUns);
  if (viaUnscannable) return viaUnscannable;

  // Still too long (many skills, or a tiny limit): cut at a line boundary and say so.
  const text = renderWith(report, opts, budget);
  const note = `\n\n> Report truncated to ${maxChars} characters; see ${whereText(opts.links)}\n`;
  const room = Math.max(0, maxChars - note.length);
  let cut = text.slice(0, room);
  const nl = cut.lastIndexOf("\n");
  if (nl > 0) cut = cut.slice(0, nl);
  return `${cut}${note}`.slice(0, maxChars);
}
