/**
 * Per-scenario charts of one skill, as geometry for the HTML template (templates/partials/
 * html-charts.hbs draws them as inline SVG: no script, no external resource, so the report's CSP
 * holds). Numbers come from the pair scores only; trials of one scenario are averaged, and the PRG
 * interval is the 95% t-interval over that scenario's trials (none with a single trial).
 */
import { mean, meanCi95 } from "../../score/stats";
import type { PairScore, SkillReport } from "../schema";
import { seconds, signed } from "../view";

const W = 560;
const LABEL_W = 170;
const ROW = 26;
const TOP = 8;
const AXIS = 22;
const PLOT_W = W - LABEL_W - 120;

interface Bar {
  x: number;
  y: number;
  w: number;
  h: number;
  cls: string;
  tip: string;
}
interface Row {
  label: string;
  ty: number;
  bars: Bar[];
  /** Value printed at the end of the longest bar. */
  value: string;
  vx: number;
}
interface Dot {
  label: string;
  ty: number;
  cx: number;
  cy: number;
  x1: number;
  x2: number;
  ci: boolean;
  tip: string;
  value: string;
  vx: number;
  total: boolean;
}
export interface BarChart {
  bars: true;
  title: string;
  note: string;
  width: number;
  height: number;
  labelX: number;
  rows: Row[];
  ticks: { x: number; y: number; label: string }[];
  axisY: number;
  plotX: number;
  plotEnd: number;
  legend: { cls: string; label: string; x: number }[];
}
export interface DotChart {
  bars: false;
  title: string;
  note: string;
  width: number;
  height: number;
  labelX: number;
  rows: Dot[];
  ticks: { x: number; y: number; label: string }[];
  axisY: number;
  zeroX: number;
  plotTop: number;
}

interface Scenario {
  id: string;
  pairs: PairScore[];
}

function byScenario(pairs: readonly PairScore[]): Scenario[] {
  const out = new Map<string, PairScore[]>();
  for (const p of pairs) if (p.valid) out.set(p.scenarioId, [...(out.get(p.scenarioId) ?? []), p]);
  return [...out].map(([id, ps]) => ({ id, pairs: ps }));
}

const short = (s: string) => ([...s].length > 26 ? `${[...s].slice(0, 25).join("")}…` : s);
const r1 = (x: number) => Math.round(x * 10) / 10;

/** Horizontal grouped bars: each row has one bar per series, scaled to `max`. */
function barChart(
  title: string,
  note: string,
  rows: { label: string; values: (number | null)[]; tips: string[] }[],
  series: { cls: string; label: string }[],
  max: number,
  fmt: (x: number) => string,
): BarChart {
  const perRow = series.length;
  const barH = Math.floor((ROW - 6) / perRow);
  const scale = (x: number) => (max > 0 ? (x / max) * PLOT_W : 0);
  const out: Row[] = rows.map((r, i) => {
    const y0 = TOP + i * ROW + 3;
    const bars = r.values.flatMap((v, k) =>
      v === null
        ? []
        : [
            {
              x: LABEL_W,
              y: y0 + k * barH,
              w: r1(Math.max(1, scale(v))),
              h: barH - 1,
              cls: series[k]?.cls ?? "s0",
              tip: r.tips[k] ?? "",
            },
          ],
    );
    const longest = Math.max(0, ...bars.map((b) => b.w));
    return {
      label: short(r.label),
      ty: y0 + (perRow * barH) / 2 + 4,
      bars,
      value: r.values.map((v) => (v === null ? "—" : fmt(v))).join(" / "),
      vx: r1(LABEL_W + longest + 4),
    };
  });
  const axisY = TOP + rows.length * ROW + 2;
  const ticks = [0, 0.5, 1].map((f) => ({ x: r1(LABEL_W + f * PLOT_W), y: axisY + 14, label: fmt(f * max) }));
  return {
    bars: true,
    title,
    note,
    width: W,
    height: axisY + AXIS + 18,
    labelX: LABEL_W - 6,
    rows: out,
    ticks,
    axisY,
    plotX: LABEL_W,
    plotEnd: LABEL_W + PLOT_W,
    legend: series.map((s, i) => ({ ...s, x: LABEL_W + i * 130 })),
  };
}

export interface SkillCharts {
  passRate: BarChart;
  prg: DotChart;
  time: BarChart;
  tokens: BarChart;
}

const WITH = { cls: "s-with", label: "with skill" };
const WITHOUT = { cls: "s-without", label: "without" };

/** The four charts, or null when there is no valid pair to draw (the report says why elsewhere). */
export function skillCharts(skill: SkillReport): SkillCharts | null {
  const scenarios = byScenario(skill.pairs);
  if (scenarios.length === 0) return null;
  const trialsNote = (s: Scenario) => `${s.pairs.length} trial${s.pairs.length === 1 ? "" : "s"}`;

  // 1. Pass rate per rubric item kind, with vs without.
  const rate = (s: Scenario, kind: "goal" | "instruction", cond: "nWith" | "nWithout"): number | null => {
    const ks = s.pairs.map((p) => p.kinds?.[kind]).filter((k) => k !== undefined);
    const n = ks.reduce((a, k) => a + k.n, 0);
    return n === 0 ? null : ks.reduce((a, k) => a + k[cond], 0) / n;
  };
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  const rateRows = scenarios.flatMap((s) =>
    (["goal", "instruction"] as const).map((kind) => {
      const w = rate(s, kind, "nWith");
      const wo = rate(s, kind, "nWithout");
      return {
        label: `${s.id} · ${kind === "goal" ? "goal" : "instr."}`,
        values: [w, wo],
        tips: [
          `${s.id}, ${kind} items, with skill: ${w === null ? "none" : pct(w)} (${trialsNote(s)})`,
          `${s.id}, ${kind} items, without: ${wo === null ? "none" : pct(wo)} (${trialsNote(s)})`,
        ],
      };
    }),
  );
  const passRate = barChart(
    "Rubric pass rate by item kind",
    "share of goal-completion and instruction-following items passed, with vs without the skill",
    rateRows,
    [WITH, WITHOUT],
    1,
    pct,
  );

  // 2. PRG per scenario with its interval, and the skill's mean with its interval.
  const toX = (v: number) => r1(LABEL_W + ((v + 1) / 2) * PLOT_W);
  const dots: Dot[] = scenarios.map((s, i) => {
    const xs = s.pairs.map((p) => p.prg).filter((x): x is number => x !== null);
    const m = mean(xs) ?? 0;
    const ci = meanCi95(xs);
    const lo = ci ? Math.max(-1, ci[0]) : m;
    const hi = ci ? Math.min(1, ci[1]) : m;
    const cy = TOP + i * ROW + ROW / 2;
    return {
      label: short(s.id),
      ty: cy + 4,
      cx: toX(m),
      cy,
      x1: toX(lo),
      x2: toX(hi),
      ci: ci !== null,
      tip: `${s.id}: PRG ${signed(m)}${ci ? `, 95% interval ${signed(lo)} … ${signed(hi)}` : " (one trial: no interval)"} over ${trialsNote(s)}`,
      value: signed(m),
      vx: r1(LABEL_W + PLOT_W + 6),
      total: false,
    };
  });
  const u = skill.utility;
  if (u?.prg != null) {
    const cy = TOP + dots.length * ROW + ROW / 2 + 4;
    dots.push({
      label: "all scenarios",
      ty: cy + 4,
      cx: toX(u.prg),
      cy,
      x1: toX(u.prgCi?.[0] ?? u.prg),
      x2: toX(u.prgCi?.[1] ?? u.prg),
      ci: u.prgCi !== null,
      tip: `skill PRG ${signed(u.prg)}${u.prgCi ? `, 95% interval ${signed(u.prgCi[0])} … ${signed(u.prgCi[1])}` : ""} over ${u.validPairs} valid pairs`,
      value: signed(u.prg),
      vx: r1(LABEL_W + PLOT_W + 6),
      total: true,
    });
  }
  const dotAxis = TOP + dots.length * ROW + 10;
  const prg: DotChart = {
    bars: false,
    title: "PRG per scenario",
    note: "pass-rate gain (with − without); whiskers: 95% interval over the scenario's trials",
    width: W,
    height: dotAxis + AXIS + 4,
    labelX: LABEL_W - 6,
    rows: dots,
    ticks: [-1, -0.5, 0, 0.5, 1].map((v) => ({ x: toX(v), y: dotAxis + 14, label: signed(v, 1) })),
    axisY: dotAxis,
    zeroX: toX(0),
    plotTop: TOP,
  };

  // 3 and 4. Time and tokens, with vs without, means over the scenario's trials.
  const avg = (s: Scenario, f: (p: PairScore) => number | undefined) =>
    mean(s.pairs.map(f).filter((x): x is number => x !== undefined));
  const paired = (
    title: string,
    note: string,
    pick: (r: NonNullable<PairScore["runs"]>["with"]) => number,
    fmt: (x: number) => string,
  ) => {
    const rows = scenarios.map((s) => {
      const w = avg(s, (p) => (p.runs ? pick(p.runs.with) : undefined));
      const wo = avg(s, (p) => (p.runs ? pick(p.runs.without) : undefined));
      return {
        label: s.id,
        values: [w, wo],
        tips: [
          `${s.id}, with skill: ${w === null ? "not recorded" : fmt(w)} (${trialsNote(s)})`,
          `${s.id}, without: ${wo === null ? "not recorded" : fmt(wo)} (${trialsNote(s)})`,
        ],
      };
    });
    const max = Math.max(0, ...rows.flatMap((r) => r.values.filter((v): v is number => v !== null)));
    return barChart(title, note, rows, [WITH, WITHOUT], max, fmt);
  };
  const time = paired(
    "Agent wall time",
    "mean per run, with vs without the skill",
    (r) => r.wallTimeMs,
    (x) => seconds(x, false),
  );
  const tokens = paired(
    "Effective input tokens",
    "input minus cache reads, mean per run",
    (r) => r.effectiveInputTokens,
    (x) => Math.round(x).toLocaleString("en-US"),
  );
  return { passRate, prg, time, tokens };
}
