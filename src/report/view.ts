import { PATTERNS } from "../scan/patterns";
import { displayScore } from "../score/safety";
import type { PairScore, Report, SkillReport, StageStatus } from "./schema";

/**
 * Display values shared by the Markdown and HTML renderers. Strings here are raw
 * (unescaped); each renderer escapes for its own output. A metric is either a
 * formatted number or "not measured" with a reason: a stage that did not run (said once
 * per skill, see `gaps`) or something about the data (e.g. no efficiency-valid pair).
 */
export interface Metric {
  label: string;
  value: string | null;
  /** A qualifier of a measured value, such as the CI; null when not measured. */
  note: string | null;
  /** Why there is no value; null when measured. */
  why: string | null;
  /** The reason is a stage of the stage table that was skipped or failed. */
  stageGap: boolean;
}

export const STATUS_LABEL = { pass: "Pass", caution: "Caution", risky: "Risky" } as const;
export const STATUS_ICON = { pass: "🟢", caution: "🟡", risky: "🔴" } as const;
export const SEVERITY_LABEL = { H: "High", M: "Medium", L: "Low" } as const;

export function signed(x: number, digits = 2): string {
  const s = Math.abs(x).toFixed(digits);
  if (Number(s) === 0) return (0).toFixed(digits);
  return `${x < 0 ? "-" : "+"}${s}`;
}

export function grouped(n: number): string {
  const s = String(Math.round(Math.abs(n)));
  return s.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export function signedInt(n: number): string {
  const r = Math.round(n);
  return r === 0 ? "0" : `${r < 0 ? "-" : "+"}${grouped(r)}`;
}

export function seconds(ms: number, sign = true): string {
  const s = (Math.abs(ms) / 1000).toFixed(1);
  if (!sign || Number(s) === 0) return `${s} s`;
  return `${ms < 0 ? "-" : "+"}${s} s`;
}

export function percent(x: number): string {
  return `${Math.round(x * 100)}%`;
}

export function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}

const UTILITY_STAGES = ["scheme", "trials", "judge"] as const;

function stageNote(s: StageStatus): string {
  return `${s.stage} ${s.status}${s.reason ? `: ${s.reason}` : ""}`;
}

interface Gap {
  why: string;
  stage: boolean;
}

const notRun = (s: StageStatus) => s.status === "skipped" || s.status === "failed";

/** Why the utility numbers are missing, from the first utility stage that did not run. */
function utilityGapOf(skill: SkillReport): Gap {
  for (const name of UTILITY_STAGES) {
    const s = skill.stages.find((x) => x.stage === name);
    if (s && notRun(s)) return { why: stageNote(s), stage: true };
  }
  const ran = skill.stages.some((x) => (UTILITY_STAGES as readonly string[]).includes(x.stage));
  return { why: ran ? "no trial results" : "utility stages did not run", stage: false };
}

export function utilityGap(skill: SkillReport): string {
  return utilityGapOf(skill).why;
}

function scanGapOf(skill: SkillReport): Gap | null {
  const s = skill.stages.find((x) => x.stage === "rule-scan");
  if (!s) return { why: "rule-scan did not run", stage: false };
  return notRun(s) ? { why: stageNote(s), stage: true } : null;
}

export function scanGap(skill: SkillReport): string | null {
  return scanGapOf(skill)?.why ?? null;
}

const measured = (label: string, value: string, note: string | null = null): Metric => ({
  label,
  value,
  note,
  why: null,
  stageGap: false,
});
const missing = (label: string, gap: Gap | string): Metric => ({
  label,
  value: null,
  note: null,
  why: typeof gap === "string" ? gap : gap.why,
  stageGap: typeof gap === "string" ? false : gap.stage,
});

/** What a skill's report could not measure, each reason once: the stages that did not run, then data gaps. */
export interface Gaps {
  /** Stages skipped or failed, grouped by what happened to them ("skipped: no model configured"). */
  notRun: { stages: string[]; why: string }[];
  /** Metrics missing for a reason other than a stage (short labels), grouped by that reason. */
  notMeasured: { labels: string[]; why: string }[];
}

export function skillGaps(skill: SkillReport, metrics: SkillMetrics): Gaps {
  const stages = new Map<string, string[]>();
  for (const s of skill.stages.filter(notRun)) {
    const why = `${s.status}: ${s.reason ?? "no reason given"}`;
    stages.set(why, [...(stages.get(why) ?? []), s.stage]);
  }
  const data = new Map<string, string[]>();
  for (const m of Object.values(metrics) as Metric[]) {
    if (m.value !== null || m.stageGap || m.why === null) continue;
    data.set(m.why, [...(data.get(m.why) ?? []), shortLabel(m.label)]);
  }
  return {
    notRun: [...stages].map(([why, s]) => ({ stages: s, why })),
    notMeasured: [...data].map(([why, labels]) => ({ labels, why })),
  };
}

/** "Δt (time saved per pair)" → "Δt": the table row says the rest. */
export function shortLabel(label: string): string {
  return label.replace(/ \(.*\)$/, "");
}

export interface SkillMetrics {
  safety: Metric;
  prg: Metric;
  prgGoal: Metric;
  prgInstruction: Metric;
  eg: Metric;
  cg: Metric;
  ecg: Metric;
  deltaT: Metric;
  deltaTokens: Metric;
  activation: Metric;
  pairs: Metric;
}

export function skillMetrics(skill: SkillReport): SkillMetrics {
  const u = skill.utility;
  const e = skill.efficiency;
  const gap = scanGapOf(skill);
  const safety = gap
    ? missing("Safety score S", gap)
    : measured(
        "Safety score S",
        `${displayScore(skill.safety.score)} / 100`,
        skill.safety.rulesOnly
          ? `${STATUS_LABEL[skill.safety.status]}; rests on the rule scan alone (${skill.safety.rulesOnly})`
          : STATUS_LABEL[skill.safety.status],
      );

  const uGap = u ? null : utilityGapOf(skill);
  const noValid = u && u.validPairs === 0 ? `0 valid pairs of ${u.pairs}` : null;
  const prgMetric = (label: string, v: number | null | undefined, split: boolean): Metric => {
    if (uGap) return missing(label, uGap);
    if (noValid) return missing(label, noValid);
    if (v === null || v === undefined)
      return missing(label, split ? "no rubric items of this kind" : "no valid pairs");
    return measured(label, signed(v));
  };
  const prg = prgMetric("PRG (pass-rate gain)", u?.prg, false);
  if (prg.value && u) {
    prg.note = [
      u.prgCi
        ? `95% CI ${signed(u.prgCi[0])} … ${signed(u.prgCi[1])} (t over ${u.scenarios} scenarios)`
        : (u.intervalNote ?? null),
      u.ceilingShare !== null ? `ceiling ${percent(u.ceilingShare)} of pairs` : null,
    ]
      .filter(Boolean)
      .join("; ");
  }

  const effWhy =
    uGap ??
    (e && e.efficiencyValidPairs === 0 ? "no efficiency-valid pair: both runs must pass ≥1 item" : null);
  const effMetric = (label: string, v: number | null | undefined, fmt: (x: number) => string): Metric => {
    if (effWhy) return missing(label, effWhy);
    if (v === null || v === undefined) return missing(label, "no efficiency-valid pairs");
    return measured(label, fmt(v));
  };
  const evNote = e
    ? `over ${e.efficiencyValidPairs} efficiency-valid pair${e.efficiencyValidPairs === 1 ? "" : "s"}`
    : null;
  const ecg = effMetric("ECG (efficiency-cost gain)", e?.ecg, (x) => signed(x));
  if (ecg.value && e) ecg.note = `α = ${e.alpha}, ${evNote}`;

  let activation: Metric;
  if (uGap) activation = missing("Activation rate", uGap);
  else if (u?.activationRate === null || u?.activationRate === undefined)
    activation = missing("Activation rate", "no with-skill runs recorded");
  else
    activation = measured(
      "Activation rate",
      percent(u.activationRate),
      u.activatedPrg === null
        ? "no pair opened the skill"
        : `PRG ${signed(u.activatedPrg)} over the ${u.activatedPairs} pair${u.activatedPairs === 1 ? "" : "s"} that opened the skill`,
    );

  let pairs: Metric;
  if (!u) pairs = missing("Scenario pairs", uGap as Gap);
  else {
    const reasons = Object.entries(u.invalidReasons)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
    pairs = measured(
      "Scenario pairs",
      `${u.validPairs} valid / ${u.invalidPairs} invalid`,
      [reasons || null, u.ceilingPairs ? `${u.ceilingPairs} at ceiling` : null].filter(Boolean).join("; ") ||
        null,
    );
  }

  return {
    safety,
    prg,
    prgGoal: prgMetric("PRG, goal completion", u?.prgGoal, true),
    prgInstruction: prgMetric("PRG, instruction following", u?.prgInstruction, true),
    eg: effMetric("EG (time gain)", e?.eg, (x) => signed(x)),
    cg: effMetric("CG (token gain)", e?.cg, (x) => signed(x)),
    ecg,
    deltaT: effMetric("Δt (time saved per pair)", e?.deltaTMs, (x) => seconds(x)),
    deltaTokens: effMetric("Δtokens (input tokens saved per pair)", e?.deltaTokens, signedInt),
    activation,
    pairs,
  };
}

export function probeLabel(f: SkillReport["findings"][number], skill?: SkillReport): string {
  const ran = skill?.probes?.find((p) => p.findingId === f.id);
  if (!f.probe) return ran?.outcome === "not_exercised" ? "not exercised (prior 0.60)" : "no probe";
  return `${f.probe.verdict.replace(/_/g, " ")} (${f.probe.exploitConfidence.toFixed(2)})`;
}

export function patternName(id: string): string {
  return (PATTERNS as Record<string, { name: string } | undefined>)[id]?.name ?? id;
}

export interface PairView {
  title: string;
  status: string;
  rows: { label: string; value: string }[];
  evidence: string[];
}

const num = (x: number | null, f: (v: number) => string): string => (x === null ? "—" : f(x));

export function pairView(p: PairScore): PairView {
  const status = p.valid
    ? p.ceiling
      ? "valid, ceiling"
      : "valid"
    : `invalid: ${p.invalidReason ?? "unknown"}`;
  const rows = [
    { label: "Rubric items passed (with / without / total)", value: `${p.nWith} / ${p.nWithout} / ${p.n}` },
    { label: "PRG", value: num(p.prg, (x) => signed(x)) },
    {
      label: "PRG goal / instruction",
      value: `${num(p.prgGoal, (x) => signed(x))} / ${num(p.prgInstruction, (x) => signed(x))}`,
    },
    {
      label: "EG / CG / ECG",
      value: p.efficiencyValid
        ? `${num(p.eg, (x) => signed(x))} / ${num(p.cg, (x) => signed(x))} / ${num(p.ecg, (x) => signed(x))}`
        : "not efficiency-valid",
    },
    {
      label: "Δt / Δtokens",
      value: p.efficiencyValid
        ? `${num(p.deltaTMs, (x) => seconds(x))} / ${num(p.deltaTokens, signedInt)}`
        : "—",
    },
  ];
  return { title: `${p.scenarioId} (trial ${p.trial})`, status, rows, evidence: p.evidence };
}

export function overallLine(report: Report): string {
  const n = report.skills.length;
  const failed = report.skills.filter((s) => !s.gate.passed).length;
  if (n === 0) return "No skills audited.";
  return report.passed
    ? `${n} skill${n === 1 ? "" : "s"} audited; the gate passed.`
    : `${n} skill${n === 1 ? "" : "s"} audited; the gate failed for ${failed}.`;
}
