import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { CollectedSkill } from "../src/collect/schema";
import { PATTERN_IDS, PATTERNS, type PatternId, type Severity } from "../src/scan/patterns";

/** The labelled corpus: tests/corpus/skills/<name>/ plus tests/corpus/labels/<name>.json (outside the package). */
export const CORPUS_DIR = path.resolve(__dirname, "../tests/corpus");

export const LabelFinding = z.object({
  pattern: z.enum(PATTERN_IDS),
  /** Relative to the skill root; an archive member is `archive.zip!inner/path`. */
  file: z.string().min(1),
  line: z.number().int().min(1),
  note: z.string().min(1),
});
export type LabelFinding = z.infer<typeof LabelFinding>;

export const SkillLabels = z
  .object({
    skill: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    clean: z.boolean(),
    findings: z.array(LabelFinding),
  })
  .strict()
  .refine((l) => l.clean === (l.findings.length === 0), {
    message: "a clean skill has no findings and a risky skill has at least one",
  });
export type SkillLabels = z.infer<typeof SkillLabels>;

export interface CorpusSkill {
  name: string;
  dir: string;
  labels: SkillLabels;
}

/** Loads every skill folder with its labels; throws when a folder has no labels file or a file is malformed. */
export async function loadCorpus(corpusDir: string = CORPUS_DIR): Promise<CorpusSkill[]> {
  const skillsDir = path.join(corpusDir, "skills");
  const labelsDir = path.join(corpusDir, "labels");
  const names = [];
  for (const name of (await readdir(skillsDir)).sort()) {
    if ((await stat(path.join(skillsDir, name))).isDirectory()) names.push(name);
  }
  const out: CorpusSkill[] = [];
  for (const name of names) {
    const labelPath = path.join(labelsDir, `${name}.json`);
    const raw = await readFile(labelPath, "utf8").catch(() => {
      throw new Error(`${labelPath}: missing labels file for skill ${name}`);
    });
    const parsed = SkillLabels.safeParse(JSON.parse(raw));
    if (!parsed.success) throw new Error(`${labelPath}: ${parsed.error.message}`);
    if (parsed.data.skill !== name)
      throw new Error(`${labelPath}: "skill" is ${parsed.data.skill}, expected ${name}`);
    out.push({ name, dir: path.join(skillsDir, name), labels: parsed.data });
  }
  return out;
}

/** What the benchmark needs from a scanner finding. */
export interface Predicted {
  pattern: PatternId;
  file: string;
  line: number;
}

export interface MatchResult<P extends Predicted = Predicted> {
  tp: Array<{ label: LabelFinding; finding: P }>;
  fp: P[];
  fn: LabelFinding[];
}

export const LINE_TOLERANCE = 2;

const normFile = (f: string): string => f.replace(/\\/g, "/").replace(/^\.\//, "");

/**
 * One-to-one matching: same pattern, same file, |line difference| <= tolerance.
 * Closest pairs are matched first so one sloppy finding cannot steal an exact match.
 */
export function matchFindings<P extends Predicted>(
  labels: readonly LabelFinding[],
  predicted: readonly P[],
  tolerance: number = LINE_TOLERANCE,
): MatchResult<P> {
  const pairs: Array<{ li: number; pi: number; d: number }> = [];
  labels.forEach((l, li) => {
    predicted.forEach((p, pi) => {
      const d = Math.abs(l.line - p.line);
      if (l.pattern === p.pattern && normFile(l.file) === normFile(p.file) && d <= tolerance) {
        pairs.push({ li, pi, d });
      }
    });
  });
  pairs.sort((a, b) => a.d - b.d || a.li - b.li || a.pi - b.pi);
  const usedL = new Set<number>();
  const usedP = new Set<number>();
  const tp: MatchResult<P>["tp"] = [];
  for (const { li, pi } of pairs) {
    if (usedL.has(li) || usedP.has(pi)) continue;
    usedL.add(li);
    usedP.add(pi);
    tp.push({ label: labels[li] as LabelFinding, finding: predicted[pi] as P });
  }
  return {
    tp,
    fp: predicted.filter((_, i) => !usedP.has(i)),
    fn: labels.filter((_, i) => !usedL.has(i)),
  };
}

export interface Counts {
  g: number;
  p: number;
  tp: number;
  fp: number;
  fn: number;
}

export interface Row extends Counts {
  id: string;
  name: string;
  severity: Severity | "";
  /** null when undefined (no predictions / no ground truth). */
  precision: number | null;
  recall: number | null;
  f1: number | null;
}

export interface SkillOutcome {
  skill: string;
  clean: boolean;
  match: MatchResult;
  unscannable: number;
}

export interface BenchReport {
  skills: number;
  riskySkills: number;
  cleanSkills: number;
  patterns: Row[];
  severities: Row[];
  overall: Row;
  /** Findings reported on skills labelled clean (target: 0). */
  cleanFindings: number;
  cleanFindingDetails: Array<{ skill: string; pattern: string; file: string; line: number }>;
  misses: Array<{ skill: string; pattern: string; file: string; line: number; note: string }>;
  falsePositives: Array<{ skill: string; pattern: string; file: string; line: number }>;
}

function row(id: string, name: string, severity: Severity | "", c: Counts): Row {
  const precision = c.p === 0 ? null : c.tp / c.p;
  const recall = c.g === 0 ? null : c.tp / c.g;
  const f1 =
    precision === null || recall === null || precision + recall === 0
      ? null
      : (2 * precision * recall) / (precision + recall);
  return { id, name, severity, ...c, precision, recall, f1 };
}

const zero = (): Counts => ({ g: 0, p: 0, tp: 0, fp: 0, fn: 0 });

function add(c: Counts, m: MatchResult, keep: (pattern: PatternId) => boolean): void {
  const tp = m.tp.filter((x) => keep(x.label.pattern)).length;
  const fp = m.fp.filter((x) => keep(x.pattern)).length;
  const fn = m.fn.filter((x) => keep(x.pattern)).length;
  c.tp += tp;
  c.fp += fp;
  c.fn += fn;
  c.g += tp + fn;
  c.p += tp + fp;
}

/** Aggregates per-skill matches into the Table A4 rows, the per-severity rows and the overall row. */
export function tabulate(outcomes: readonly SkillOutcome[]): BenchReport {
  const patterns = PATTERN_IDS.map((id) => {
    const c = zero();
    for (const o of outcomes) add(c, o.match, (p) => p === id);
    return row(id, PATTERNS[id].name, PATTERNS[id].severity, c);
  });
  const severities = (["H", "M", "L"] as const).map((sev) => {
    const c = zero();
    for (const o of outcomes) add(c, o.match, (p) => PATTERNS[p].severity === sev);
    return row(sev, { H: "High", M: "Medium", L: "Low" }[sev], sev, c);
  });
  const all = zero();
  for (const o of outcomes) add(all, o.match, () => true);
  const clean = outcomes.filter((o) => o.clean);
  return {
    skills: outcomes.length,
    riskySkills: outcomes.length - clean.length,
    cleanSkills: clean.length,
    patterns,
    severities,
    overall: row("all", "Overall", "", all),
    cleanFindings: clean.reduce((n, o) => n + o.match.fp.length, 0),
    cleanFindingDetails: clean.flatMap((o) =>
      o.match.fp.map((f) => ({ skill: o.skill, pattern: f.pattern, file: f.file, line: f.line })),
    ),
    misses: outcomes.flatMap((o) => o.match.fn.map((l) => ({ skill: o.skill, ...l }))),
    falsePositives: outcomes.flatMap((o) =>
      o.match.fp.map((f) => ({ skill: o.skill, pattern: f.pattern, file: f.file, line: f.line })),
    ),
  };
}

/**
 * Targets for tests/corpus, the corpus written next to the rules. Not the headline any more
 * (bench/scanner.ts measures independent corpora against issue 9's targets); it guards against
 * regressions at those same levels, with no finding on its clean skills.
 */
export const TARGETS = {
  // M at 0.85: this corpus labels a single named secret read as E2 and a swallowed number coercion
  // as R4, which the blind-written corpus (tests/corpora/dev-a) does not.
  recall: { H: 0.9, M: 0.85, L: 0.8 },
  precision: 0.85,
  cleanFindings: 0,
} as const;

/** Every missed target as a one-line reason; empty when the scanner meets them all. */
export function missedTargets(report: BenchReport): string[] {
  const missed: string[] = [];
  for (const r of report.severities) {
    const want = TARGETS.recall[r.severity as Severity];
    if (r.recall === null || r.recall < want) {
      missed.push(`recall on ${r.severity} is ${pct(r.recall)} %, target ≥ ${pct(want)} %`);
    }
  }
  const p = report.overall.precision;
  if (p === null || p < TARGETS.precision) {
    missed.push(`overall precision is ${pct(p)} %, target ≥ ${pct(TARGETS.precision)} %`);
  }
  if (report.cleanFindings > TARGETS.cleanFindings) {
    missed.push(`${report.cleanFindings} finding(s) on clean skills, target 0`);
  }
  return missed;
}

export const pct = (x: number | null): string => (x === null ? "—" : (100 * x).toFixed(1));

/** A scanner as the benchmark sees it: the shape of `scanSkill` in src/scan/scanner. */
export type ScanFn = (skill: CollectedSkill) => { findings: Predicted[]; unscannable?: readonly unknown[] };
export type CollectFn = (dir: string) => Promise<CollectedSkill>;

export interface BenchRun {
  report: BenchReport;
  /** Seconds spent inside the scan function only. */
  scanSeconds: number;
  /** Seconds for collect + scan. */
  totalSeconds: number;
}

/** Collects and scans every corpus skill and scores the findings against the labels. */
export async function runBench(
  corpus: readonly CorpusSkill[],
  collect: CollectFn,
  scan: ScanFn,
): Promise<BenchRun> {
  const outcomes: SkillOutcome[] = [];
  let scanNs = 0n;
  const t0 = process.hrtime.bigint();
  for (const s of corpus) {
    const skill = await collect(s.dir);
    const start = process.hrtime.bigint();
    const result = scan(skill);
    scanNs += process.hrtime.bigint() - start;
    outcomes.push({
      skill: s.name,
      clean: s.labels.clean,
      match: matchFindings(s.labels.findings, result.findings),
      unscannable: result.unscannable?.length ?? 0,
    });
  }
  const totalNs = process.hrtime.bigint() - t0;
  return {
    report: tabulate(outcomes),
    scanSeconds: Number(scanNs) / 1e9,
    totalSeconds: Number(totalNs) / 1e9,
  };
}

const FAMILY_TITLES: Record<string, string> = {
  "prompt-injection": "Prompt Injection",
  "data-exfiltration": "Data Exfiltration",
  "privilege-escalation": "Privilege Escalation",
  "supply-chain": "Supply Chain",
  robustness: "Robustness",
};

/** The per-pattern table laid out like Table A4 of the SkillAudit paper, then severity and overall rows. */
/** With `aggregatesOnly` (held-out parts) the per-pattern rows are left out: only severities and overall. */
export function formatTable(report: BenchReport, aggregatesOnly = false): string {
  const head = ["ID", "Pattern", "Sev", "#G", "#P", "TP", "FP", "FN", "P (%)", "R (%)", "F1 (%)"];
  const cells = (r: Row): string[] => [
    r.id,
    r.name,
    r.severity,
    String(r.g),
    String(r.p),
    String(r.tp),
    String(r.fp),
    String(r.fn),
    pct(r.precision),
    pct(r.recall),
    pct(r.f1),
  ];
  const lines: Array<string[] | string> = [head];
  let family = "";
  for (const r of aggregatesOnly ? [] : report.patterns) {
    const fam = PATTERNS[r.id as PatternId].family;
    if (fam !== family) {
      family = fam;
      lines.push(FAMILY_TITLES[fam] ?? fam);
    }
    lines.push(cells(r));
  }
  lines.push("By severity");
  for (const r of report.severities) lines.push(cells(r));
  lines.push(cells(report.overall));
  const widths = head.map((_, i) =>
    Math.max(...lines.filter((l): l is string[] => Array.isArray(l)).map((l) => (l[i] ?? "").length)),
  );
  return lines
    .map((l) =>
      typeof l === "string"
        ? l
        : l.map((c, i) => (i < 3 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  "),
    )
    .join("\n");
}
