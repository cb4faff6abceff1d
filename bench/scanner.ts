// Scanner benchmark: `npm run bench:scanner`. For every corpus it prints the refusal count and the
// share of skills flagged H or M; for labelled corpora also per-pattern precision and recall (Table A4
// layout). Split corpora are reported as a tuning part and a held-out part; the held-out part only
// ever shows aggregates, so nothing in it can be tuned to. Writes bench/results/scanner.json and exits
// 1 when a target is missed on an independent corpus.
//
// Labelled corpora: tests/corpus (written next to the rules: reported, never the headline),
// tests/corpora/<name> (independent, written blind to the scanner), and any `name=dir` pairs in
// SKILLAUDIT_LABELLED_CORPORA (colon-separated; not split). Public corpora: bench/corpora.json,
// fetched by scripts/fetch-corpora.sh into $SKILLAUDIT_CORPORA (default .corpora/).
import { existsSync, readdirSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PATTERNS } from "../src/scan/patterns";
import { scanSkill } from "../src/scan/scanner";
import {
  asSkillDir,
  benchTmp,
  collectForBench,
  corporaDir,
  discoverPublic,
  labelledSplitOf,
  PUBLIC_CORPORA,
  type Split,
} from "./corpora";
import {
  type BenchReport,
  formatTable,
  loadCorpus,
  matchFindings,
  pct,
  type SkillOutcome,
  tabulate,
} from "./corpus";

export const INDEPENDENT_TARGETS = {
  recall: { H: 0.9, M: 0.9, L: 0.8 },
  precision: 0.85,
  /** Findings in total across the clean look-alike skills of a corpus. */
  cleanFindings: 2,
  maliciousFlagged: 0.8,
  benignFlagged: 0.05,
} as const;

const flaggedHM = (findings: { pattern: keyof typeof PATTERNS }[]) =>
  findings.some((f) => PATTERNS[f.pattern].severity !== "L");

interface LabelledPart {
  corpus: string;
  split: Split | "all";
  skills: number;
  refusals: number;
  report: BenchReport;
  cleanFlaggedHM: number;
  riskyFlaggedHM: number;
  missed: string[];
}

interface PublicPart {
  corpus: string;
  repo: string;
  split: Split;
  malicious: number;
  maliciousFlagged: number;
  benign: number;
  benignFlagged: number;
  refusals: number;
  findingsByPattern: Record<string, number>;
  missed: string[];
}

async function labelled(
  name: string,
  dir: string,
  split: boolean,
  out: string[],
  note = "",
): Promise<LabelledPart[]> {
  const corpus = await loadCorpus(dir);
  const parts = new Map<
    Split | "all",
    { outcomes: SkillOutcome[]; refusals: number; flags: [number, number] }
  >();
  const details = new Map<Split | "all", string[]>();
  for (const s of corpus) {
    const part = split ? labelledSplitOf(dir, name, s.name) : "all";
    const p = parts.get(part) ?? { outcomes: [], refusals: 0, flags: [0, 0] };
    parts.set(part, p);
    const { skill, refused } = await collectForBench(s.dir);
    if (refused) {
      p.refusals++;
      if (part !== "held-out")
        (details.get(part) ?? details.set(part, []).get(part))?.push(`  refused ${refused}`);
    }
    const res = scanSkill(skill);
    if (flaggedHM(res.findings)) p.flags[s.labels.clean ? 0 : 1]++;
    p.outcomes.push({
      skill: s.name,
      clean: s.labels.clean,
      match: matchFindings(s.labels.findings, res.findings),
      unscannable: res.unscannable.length,
    });
  }
  const result: LabelledPart[] = [];
  for (const part of ["all", "tune", "held-out"] as const) {
    const p = parts.get(part);
    if (!p) continue;
    const report = tabulate(p.outcomes);
    const missed = targetsMissed(report, p.refusals);
    result.push({
      corpus: name,
      split: part,
      skills: report.skills,
      refusals: p.refusals,
      report,
      cleanFlaggedHM: p.flags[0],
      riskyFlaggedHM: p.flags[1],
      missed,
    });
    out.push(
      "",
      `== ${name}${part === "all" ? "" : ` — ${part} part`}: ${report.skills} skills (${report.riskySkills} risky, ${report.cleanSkills} clean), ${report.overall.g} labels${note}`,
      "",
      formatTable(report, part === "held-out"),
      "",
      `Refusals: ${p.refusals}`,
      `Risky skills flagged H/M: ${p.flags[1]} of ${report.riskySkills}; clean skills flagged H/M: ${p.flags[0]} of ${report.cleanSkills} (${pct(report.cleanSkills ? p.flags[0] / report.cleanSkills : null)} %)`,
      `Findings on clean skills: ${report.cleanFindings}`,
    );
    if (part === "held-out") {
      out.push("(held-out part: details withheld)");
    } else {
      for (const d of details.get(part) ?? []) out.push(d);
      for (const f of report.cleanFindingDetails)
        out.push(`  clean ${f.skill}: ${f.pattern} ${f.file}:${f.line}`);
      for (const m of report.misses)
        out.push(`  missed ${m.skill}: ${m.pattern} ${m.file}:${m.line} — ${m.note}`);
      for (const f of report.falsePositives.filter(
        (x) => !report.cleanFindingDetails.some((c) => c.skill === x.skill),
      ))
        out.push(`  extra ${f.skill}: ${f.pattern} ${f.file}:${f.line}`);
    }
    if (split || name !== "tests/corpus")
      out.push(
        missed.length === 0 ? "Targets met." : `Targets missed:\n${missed.map((m) => `  - ${m}`).join("\n")}`,
      );
  }
  return result;
}

function targetsMissed(report: BenchReport, refusals: number): string[] {
  const t = INDEPENDENT_TARGETS;
  const missed: string[] = [];
  for (const r of report.severities) {
    const want = t.recall[r.severity as "H" | "M" | "L"];
    if (r.g > 0 && (r.recall ?? 0) < want)
      missed.push(`recall on ${r.id} ${pct(r.recall)} % < ${pct(want)} %`);
  }
  if (report.overall.p > 0 && (report.overall.precision ?? 0) < t.precision)
    missed.push(`precision ${pct(report.overall.precision)} % < ${pct(t.precision)} %`);
  if (report.cleanFindings > t.cleanFindings)
    missed.push(`${report.cleanFindings} findings on clean skills > ${t.cleanFindings}`);
  if (refusals > 0) missed.push(`${refusals} refusals`);
  return missed;
}

async function publicCorpora(out: string[], tmp: string): Promise<PublicPart[]> {
  const result: PublicPart[] = [];
  for (const spec of PUBLIC_CORPORA.filter((x) => wanted(x.id))) {
    const skills = discoverPublic(spec);
    if (!skills) {
      out.push(
        "",
        `== ${spec.id} (${spec.repo}@${spec.commit.slice(0, 12)}): not present (scripts/fetch-corpora.sh)`,
      );
      continue;
    }
    for (const split of ["tune", "held-out"] as const) {
      // A corpus put whole into one part has nothing to report for the other.
      if (!skills.some((x) => x.split === split)) continue;
      const part: PublicPart = {
        corpus: spec.id,
        repo: spec.repo,
        split,
        malicious: 0,
        maliciousFlagged: 0,
        benign: 0,
        benignFlagged: 0,
        refusals: 0,
        findingsByPattern: {},
        missed: [],
      };
      const details: string[] = [];
      for (const s of skills.filter((x) => x.split === split)) {
        const { skill, refused } = await collectForBench(await asSkillDir(s.src, tmp));
        if (refused) part.refusals++;
        const res = scanSkill(skill);
        const hm = res.findings.filter((f) => f.severity !== "L");
        for (const f of res.findings)
          part.findingsByPattern[f.pattern] = (part.findingsByPattern[f.pattern] ?? 0) + 1;
        if (s.expect === "malicious") {
          part.malicious++;
          if (hm.length) part.maliciousFlagged++;
          else
            details.push(
              `  not flagged ${s.rel}${res.findings.length ? ` (L only: ${[...new Set(res.findings.map((f) => f.pattern))].join(", ")})` : ""}`,
            );
        } else {
          part.benign++;
          if (hm.length) {
            part.benignFlagged++;
            details.push(
              `  benign flagged ${s.rel}: ${hm.map((f) => `${f.pattern} ${f.file}:${f.line} [${f.rule}]`).join("; ")}`,
            );
          }
        }
      }
      const t = INDEPENDENT_TARGETS;
      if (part.malicious && part.maliciousFlagged / part.malicious < t.maliciousFlagged)
        part.missed.push(
          `malicious flagged ${pct(part.maliciousFlagged / part.malicious)} % < ${pct(t.maliciousFlagged)} %`,
        );
      const benignCap = spec.id === "anthropic-skills" ? 0 : t.benignFlagged;
      if (part.benign && part.benignFlagged / part.benign > benignCap)
        part.missed.push(`benign flagged ${pct(part.benignFlagged / part.benign)} % > ${pct(benignCap)} %`);
      if (part.refusals) part.missed.push(`${part.refusals} refusals`);
      result.push(part);
      out.push(
        "",
        `== ${spec.id} (${spec.repo}@${spec.commit.slice(0, 12)}) — ${split} part`,
        `  malicious flagged H/M: ${part.maliciousFlagged} of ${part.malicious}${part.malicious ? ` (${pct(part.maliciousFlagged / part.malicious)} %)` : ""}`,
        `  benign flagged H/M:    ${part.benignFlagged} of ${part.benign}${part.benign ? ` (${pct(part.benignFlagged / part.benign)} %)` : ""}`,
        `  refusals: ${part.refusals}`,
        `  findings by pattern: ${
          split === "held-out"
            ? "withheld"
            : Object.entries(part.findingsByPattern)
                .map(([k, v]) => `${k} ${v}`)
                .join(", ") || "none"
        }`,
      );
      if (split === "held-out") out.push("  (held-out part: details withheld)");
      else out.push(...details);
      out.push(part.missed.length ? `  Targets missed: ${part.missed.join("; ")}` : "  Targets met.");
    }
  }
  return result;
}

function independentLabelled(): { name: string; dir: string; split: boolean }[] {
  const out: { name: string; dir: string; split: boolean }[] = [];
  const root = path.resolve(__dirname, "../tests/corpora");
  if (existsSync(root))
    for (const name of readdirSync(root).sort())
      if (existsSync(path.join(root, name, "labels")))
        out.push({ name, dir: path.join(root, name), split: true });
  for (const pair of (process.env.SKILLAUDIT_LABELLED_CORPORA ?? "").split(":").filter(Boolean)) {
    const [name, dir] = pair.includes("=")
      ? (pair.split("=", 2) as [string, string])
      : [path.basename(pair), pair];
    // Split like the bundled ones: a corpus added by path keeps a held-out part nobody reads.
    out.push({ name, dir: path.resolve(dir), split: true });
  }
  return out;
}

/** SKILLAUDIT_BENCH_ONLY=a,b runs only the corpora named (for quick iterations; the full run has none). */
const ONLY = new Set((process.env.SKILLAUDIT_BENCH_ONLY ?? "").split(",").filter(Boolean));
const wanted = (name: string) => ONLY.size === 0 || ONLY.has(name);

async function main(): Promise<number> {
  const out: string[] = [];
  const t0 = performance.now();
  const tmp = await benchTmp();
  try {
    const old = !wanted("tests/corpus")
      ? []
      : await labelled(
          "tests/corpus",
          path.resolve(__dirname, "../tests/corpus"),
          false,
          out,
          " — written next to the rules: not an estimate of the next skill",
        );
    const independent: LabelledPart[] = [];
    for (const c of independentLabelled().filter((x) => wanted(x.name)))
      independent.push(...(await labelled(c.name, c.dir, c.split, out)));
    out.push("", `Public corpora in ${corporaDir()}:`);
    const pub = await publicCorpora(out, tmp);

    const missed = [
      ...independent
        .filter((p) => p.split !== "tune")
        .flatMap((p) => p.missed.map((m) => `${p.corpus} ${p.split}: ${m}`)),
      ...pub
        .filter((p) => p.split === "held-out")
        .flatMap((p) => p.missed.map((m) => `${p.corpus} held-out: ${m}`)),
    ];
    out.push(
      "",
      "Headline (independent corpora, held-out parts):",
      ...independent
        .filter((p) => p.split !== "tune")
        .map(
          (p) =>
            `  ${p.corpus} ${p.split}: recall H ${pct(p.report.severities[0]?.recall ?? null)} %, M ${pct(p.report.severities[1]?.recall ?? null)} %, L ${pct(p.report.severities[2]?.recall ?? null)} %, precision ${pct(p.report.overall.precision)} %, ${p.report.cleanFindings} findings on ${p.report.cleanSkills} clean skills, ${p.refusals} refusals`,
        ),
      ...pub
        .filter((p) => p.split === "held-out")
        .map(
          (p) =>
            `  ${p.corpus} held-out: ${p.malicious ? `malicious flagged ${p.maliciousFlagged}/${p.malicious}` : ""}${p.malicious && p.benign ? ", " : ""}${p.benign ? `benign flagged ${p.benignFlagged}/${p.benign}` : ""}, ${p.refusals} refusals`,
        ),
      missed.length
        ? `Targets missed on held-out parts:\n${missed.map((m) => `  - ${m}`).join("\n")}`
        : "All held-out targets met.",
      `(${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
    console.log(out.join("\n"));

    const strip = (p: LabelledPart) =>
      p.split === "held-out"
        ? {
            ...p,
            report: { ...p.report, patterns: [], cleanFindingDetails: [], misses: [], falsePositives: [] },
          }
        : p;
    const resultsDir = path.resolve(__dirname, "results");
    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      path.join(resultsDir, "scanner.json"),
      `${JSON.stringify(
        {
          targets: INDEPENDENT_TARGETS,
          old: old.map(strip),
          independent: independent.map(strip),
          public: pub.map((p) => (p.split === "held-out" ? { ...p, findingsByPattern: {} } : p)),
          missed,
        },
        null,
        2,
      )}\n`,
    );
    return missed.length === 0 ? 0 : 1;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exitCode = 2;
  },
);
