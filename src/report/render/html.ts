import { displayScore } from "../../score/safety";
import type { Report, SkillReport } from "../schema";
import { loadTemplate } from "../templates";
import {
  bytes,
  type Metric,
  overallLine,
  pairView,
  patternName,
  probeLabel,
  SEVERITY_LABEL,
  STATUS_LABEL,
  scanGap,
  seconds,
  signed,
  signedInt,
  skillGaps,
  skillMetrics,
} from "../view";
import { skillCharts } from "./charts";
import { oneLine, safeUrl, truncate, visible } from "./escape";

export interface HtmlOptions {
  /** URL of a file line; by default a GitHub permalink from the skill's git provenance (remote + commit). */
  fileUrl?: (skillPath: string, file: string, line: number) => string | null;
}

/** https://github.com/o/r/blob/<commit>/<path>#L<line> when the skill's checkout names a GitHub remote. */
export function provenancePermalink(skill: SkillReport, file: string, line: number): string | null {
  const { repo: remote, commit, dirty } = skill.skill.provenance;
  // A dirty checkout's lines need not match the commit's: no link rather than a wrong one.
  if (!remote || !commit || dirty || !/^[0-9a-f]{40}$/.test(commit)) return null;
  const m =
    /^(?:https:\/\/(?:[^@/]+@)?github\.com\/|git@github\.com:|ssh:\/\/git@github\.com\/)([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(
      remote,
    );
  if (!m) return null;
  const rel = [skill.skill.path, file]
    .join("/")
    .split("/")
    .filter((x) => x && x !== ".")
    .map(encodeURIComponent)
    .join("/");
  return `https://github.com/${m[1]}/${m[2]}/blob/${commit}/${rel}#L${line}`;
}

const RISK = { risky: 0, caution: 1, pass: 2 } as const;

/** Riskiest first: failed gate, then status, then lower S; ties keep report order. */
export function riskOrder(skills: readonly SkillReport[]): SkillReport[] {
  return skills
    .map((s, i) => ({ s, i }))
    .sort(
      (a, b) =>
        Number(a.s.gate.passed) - Number(b.s.gate.passed) ||
        RISK[a.s.safety.status] - RISK[b.s.safety.status] ||
        a.s.safety.score - b.s.safety.score ||
        a.i - b.i,
    )
    .map((x) => x.s);
}

/*
 * The view holds raw strings; the HTML template escapes every {{value}}. Class names
 * in the template come only from our own enums, never from skill data.
 */

const tile = (m: Metric, caption: string, tone = "plain") => ({
  caption,
  tone,
  value: m.value ?? "—",
  measured: m.value !== null,
  // Why is said once per skill, under the scores table.
  note: m.value === null ? "not measured" : m.note,
});

function skillView(skill: SkillReport, opts: HtmlOptions) {
  const m = skillMetrics(skill);
  const link = (file: string, line: number) =>
    safeUrl(
      (opts.fileUrl ?? ((_p: string, f: string, l: number) => provenancePermalink(skill, f, l)))(
        skill.skill.path,
        file,
        line,
      ) ?? undefined,
    );
  const gap = scanGap(skill);
  const gaps = skillGaps(skill, m);
  const status = gap ? "unmeasured" : skill.safety.status;
  return {
    name: visible(skill.skill.name),
    description: visible(skill.skill.description),
    path: visible(skill.skill.path),
    status,
    statusLabel: gap ? "Not measured" : STATUS_LABEL[skill.safety.status],
    tiles: [
      tile(
        gap ? m.safety : { ...m.safety, value: displayScore(skill.safety.score), note: "of 100" },
        "Safety S",
        status,
      ),
      tile(m.prg, "PRG"),
      tile(m.ecg, "ECG"),
      tile(m.activation, "Activation"),
    ],
    facts: [
      `${skill.skill.fileCount} files, ${bytes(skill.skill.totalBytes)}`,
      `${skill.skill.validationMode} validation`,
      `content ${skill.skill.contentHash.slice(0, 12)}`,
      skill.skill.provenance.commit ? `commit ${skill.skill.provenance.commit.slice(0, 12)}` : null,
      skill.backbone ? `backbone ${visible(skill.backbone)}` : null,
      skill.tasks ? `${skill.tasks} tasks` : null,
    ].filter((x): x is string => x !== null),
    gatePassed: skill.gate.passed,
    gateReasons: skill.gate.reasons.map(visible),
    warnings: skill.skill.warnings.map(visible),
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
    ].map((x) => ({
      label: x.label,
      value: x.value,
      measured: x.value !== null,
      note: x.note ? visible(x.note) : null,
    })),
    notRun: gaps.notRun.map((g) => `${g.stages.join(", ")} (${visible(g.why)})`).join("; "),
    notMeasured: gaps.notMeasured.map((g) => `${g.labels.join(", ")} (${visible(g.why)})`),
    stages: skill.stages.map((s) => ({
      stage: s.stage,
      status: s.status,
      reason: s.reason ? visible(s.reason) : "",
      artifact: s.artifact ? visible(s.artifact) : "",
    })),
    counts: (["H", "M", "L"] as const).map((sev) => ({
      sev,
      label: SEVERITY_LABEL[sev],
      n: skill.findings.filter((f) => f.severity === sev).length,
    })),
    findings: skill.findings.map((f) => ({
      sev: f.severity,
      sevLabel: SEVERITY_LABEL[f.severity],
      pattern: f.pattern,
      patternName: patternName(f.pattern),
      file: visible(f.file),
      line: f.line,
      url: link(f.file, f.line),
      message: visible(f.message),
      snippet: truncate(visible(f.snippet), 2000),
      confidence: f.confidence.toFixed(2),
      source: `${f.source} · ${visible(f.rule)}`,
      probe: probeLabel(f),
      probed: Boolean(f.probe),
      verdict: f.probe?.verdict ?? "none",
      rationale: f.probe ? visible(f.probe.rationale) : null,
      evidence: f.probe ? f.probe.evidence.map(visible) : [],
    })),
    suppressed: skill.suppressed.map((s) => ({
      pattern: s.finding.pattern,
      patternName: patternName(s.finding.pattern),
      location: visible(`${s.finding.file}:${s.finding.line}`),
      snippet: truncate(visible(oneLine(s.finding.snippet)), 200),
      reason: visible(s.reason),
      by: visible(s.by),
    })),
    unscannable: skill.unscannable.map((u) => ({ file: visible(u.file), reason: visible(u.reason) })),
    charts: (() => {
      const c = skillCharts(skill);
      return c ? [c.passRate, c.prg, c.time, c.tokens] : [];
    })(),
    pairs: skill.pairs.map((p) => {
      const v = pairView(p);
      const num = (x: number | null, f: (v: number) => string) => (x === null ? "—" : f(x));
      return {
        scenario: visible(p.scenarioId),
        trial: p.trial,
        status: v.status,
        valid: p.valid,
        items: `${p.nWith} / ${p.nWithout} / ${p.n}`,
        prg: num(p.prg, (x) => signed(x)),
        goal: num(p.prgGoal, (x) => signed(x)),
        instruction: num(p.prgInstruction, (x) => signed(x)),
        eg: num(p.eg, (x) => signed(x)),
        cg: num(p.cg, (x) => signed(x)),
        ecg: num(p.ecg, (x) => signed(x)),
        dt: num(p.deltaTMs, (x) => seconds(x)),
        dtokens: num(p.deltaTokens, signedInt),
        evidence: p.evidence.map(visible),
      };
    }),
    usage: skill.usage
      ? [
          `${signedInt(skill.usage.inputTokens).replace(/^\+/, "")} input tokens`,
          `${signedInt(skill.usage.cacheReadTokens).replace(/^\+/, "")} cache-read`,
          `${signedInt(skill.usage.outputTokens).replace(/^\+/, "")} output`,
          skill.usage.costUsd !== null ? `$${skill.usage.costUsd.toFixed(2)}` : null,
        ]
          .filter(Boolean)
          .join(" · ")
      : null,
  };
}

/** Applies visible() to every string in the view, so no field can carry invisible characters. */
function allVisible<T>(v: T): T {
  if (typeof v === "string") return visible(v) as T;
  if (Array.isArray(v)) return v.map(allVisible) as T;
  if (v && typeof v === "object")
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, allVisible(x)])) as T;
  return v;
}

/** One self-contained page: inline CSS and SVG, no scripts, no external assets; riskiest skill first. */
export function renderHtml(report: Report, opts: HtmlOptions = {}): string {
  const s = report.settings;
  return loadTemplate("report.html")(
    allVisible({
      title:
        report.skills.length === 1
          ? `SkillAudit: ${visible(report.skills[0]?.skill.name ?? "")}`
          : "SkillAudit report",
      passed: report.passed,
      overall: overallLine(report),
      generatedAt: report.generatedAt,
      version: report.tool.version,
      schemaVersion: report.schemaVersion,
      settings: [
        `fail-on ${s.failOn}`,
        s.minPrg !== null ? `min-prg ${s.minPrg}` : "min-prg not set",
        `${s.validationMode} validation`,
        s.model ? `model ${s.model}` : "no model",
        s.harness ? `harness ${s.harness}` : null,
      ].filter(Boolean),
      skills: riskOrder(report.skills).map((s) => skillView(s, opts)),
    }),
  );
}
