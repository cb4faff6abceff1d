import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CorpusSkill,
  formatTable,
  type LabelFinding,
  loadCorpus,
  matchFindings,
  missedTargets,
  runBench,
  tabulate,
} from "../bench/corpus";
import { collectSkill } from "../src/collect/collect";
import { PATTERN_IDS } from "../src/scan/patterns";

let corpus: CorpusSkill[];

beforeAll(async () => {
  corpus = await loadCorpus();
});

/** Text of a labelled file; `a.zip!b/c.sh` reads member b/c.sh of the archive. */
async function labelledText(skillDir: string, file: string): Promise<string> {
  const [outer, inner] = file.split("!", 2) as [string, string | undefined];
  const bytes = await readFile(path.join(skillDir, outer));
  if (inner === undefined) return bytes.toString("utf8");
  const member = unzipSync(new Uint8Array(bytes))[inner];
  if (!member) throw new Error(`${outer} has no member ${inner}`);
  return Buffer.from(member).toString("utf8");
}

describe("labelled corpus", () => {
  it("has at least 30 risky and 8 clean skills, each with a labels file", () => {
    expect(corpus.filter((s) => !s.labels.clean).length).toBeGreaterThanOrEqual(30);
    expect(corpus.filter((s) => s.labels.clean).length).toBeGreaterThanOrEqual(8);
  });

  it("has no labels file without a skill folder", async () => {
    const { readdir } = await import("node:fs/promises");
    const labelFiles = (await readdir(path.resolve(__dirname, "corpus/labels"))).sort();
    expect(labelFiles).toEqual(corpus.map((s) => `${s.name}.json`).sort());
  });

  it("labels every pattern at least 3 times", () => {
    const counts = new Map<string, number>();
    for (const s of corpus)
      for (const f of s.labels.findings) counts.set(f.pattern, (counts.get(f.pattern) ?? 0) + 1);
    const short = PATTERN_IDS.filter((id) => (counts.get(id) ?? 0) < 3);
    expect(short).toEqual([]);
  });

  it("points every label at an existing file and line", async () => {
    const problems: string[] = [];
    for (const s of corpus) {
      for (const f of s.labels.findings) {
        let text: string;
        try {
          text = await labelledText(s.dir, f.file);
        } catch (e) {
          problems.push(`${s.name}: ${f.file}: ${(e as Error).message}`);
          continue;
        }
        const lines = text.split("\n");
        if (f.line > lines.length || (lines[f.line - 1] ?? "").trim() === "") {
          problems.push(`${s.name}: ${f.file}:${f.line} is past the end or blank`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("has no duplicate labels (same pattern, file and line)", () => {
    const dups: string[] = [];
    for (const s of corpus) {
      const seen = new Set<string>();
      for (const f of s.labels.findings) {
        const k = `${f.pattern}|${f.file}|${f.line}`;
        if (seen.has(k)) dups.push(`${s.name}: ${k}`);
        seen.add(k);
      }
    }
    expect(dups).toEqual([]);
  });

  it("loads every skill with collectSkill, and every labelled file is part of the package", async () => {
    const problems: string[] = [];
    for (const s of corpus) {
      try {
        const skill = await collectSkill(s.dir);
        expect(skill.pkg.name).toBe(s.name);
        const files = new Set(skill.pkg.files.map((f) => f.path));
        for (const f of s.labels.findings) {
          const outer = f.file.split("!")[0] as string;
          if (!files.has(outer)) problems.push(`${s.name}: ${outer} not collected`);
        }
        if (files.has("labels.json") || [...files].some((f) => f.endsWith(".labels.json"))) {
          problems.push(`${s.name}: labels inside the package`);
        }
      } catch (e) {
        problems.push(`${s.name}: ${(e as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("benchmark matching", () => {
  const label = (pattern: LabelFinding["pattern"], file: string, line: number): LabelFinding => ({
    pattern,
    file,
    line,
    note: "n",
  });

  it("matches same pattern and file within two lines, each label and finding at most once", () => {
    const labels = [label("E2", "scripts/a.py", 10), label("E2", "scripts/a.py", 12)];
    const found = [
      { pattern: "E2" as const, file: "scripts/a.py", line: 12 },
      { pattern: "E2" as const, file: "scripts/a.py", line: 12 },
      { pattern: "E2" as const, file: "scripts/a.py", line: 12 },
    ];
    const m = matchFindings(labels, found);
    expect(m.tp.map((t) => t.label.line).sort()).toEqual([10, 12]);
    expect(m.fp).toHaveLength(1);
    expect(m.fn).toHaveLength(0);
  });

  it("does not match across patterns, files or beyond the tolerance", () => {
    const labels = [label("SC2", "assets/x.zip!install.sh", 5)];
    expect(
      matchFindings(labels, [{ pattern: "SC3", file: "assets/x.zip!install.sh", line: 5 }]).tp,
    ).toHaveLength(0);
    expect(matchFindings(labels, [{ pattern: "SC2", file: "assets/x.zip", line: 5 }]).tp).toHaveLength(0);
    expect(
      matchFindings(labels, [{ pattern: "SC2", file: "assets/x.zip!install.sh", line: 8 }]).tp,
    ).toHaveLength(0);
    expect(
      matchFindings(labels, [{ pattern: "SC2", file: "assets/x.zip!install.sh", line: 3 }]).tp,
    ).toHaveLength(1);
  });

  it("prefers the closest finding so a near-exact match is not stolen", () => {
    const labels = [label("R2", "a.py", 10), label("R2", "a.py", 12)];
    const m = matchFindings(labels, [
      { pattern: "R2", file: "a.py", line: 11 },
      { pattern: "R2", file: "a.py", line: 10 },
    ]);
    expect(m.tp).toHaveLength(2);
    expect(m.tp.find((t) => t.label.line === 10)?.finding.line).toBe(10);
  });

  it("computes per-severity rows and reports missed targets", () => {
    const report = tabulate([
      {
        skill: "a",
        clean: false,
        unscannable: 0,
        match: matchFindings(
          [label("P1", "SKILL.md", 3), label("R2", "x.py", 4)],
          [{ pattern: "P1", file: "SKILL.md", line: 3 }],
        ),
      },
      {
        skill: "b",
        clean: true,
        unscannable: 0,
        match: matchFindings([], [{ pattern: "PE2", file: "SKILL.md", line: 1 }]),
      },
    ]);
    const h = report.severities.find((r) => r.id === "H");
    const l = report.severities.find((r) => r.id === "L");
    expect(h).toMatchObject({ g: 1, tp: 1, recall: 1 });
    expect(l).toMatchObject({ g: 1, fn: 1, recall: 0 });
    expect(report.overall).toMatchObject({ g: 2, p: 2, tp: 1, fp: 1, fn: 1, precision: 0.5 });
    expect(report.cleanFindings).toBe(1);
    const missed = missedTargets(report);
    expect(missed.some((m) => m.startsWith("recall on L"))).toBe(true);
    expect(missed.some((m) => m.startsWith("overall precision"))).toBe(true);
    expect(missed.some((m) => m.includes("clean skills"))).toBe(true);
    expect(formatTable(report)).toContain("Prompt Injection");
  });
});

describe("rule scanner on the corpus", () => {
  it("meets the recall, precision and clean-skill targets", async () => {
    const { scanSkill } = await import("../src/scan/scanner");
    const { report } = await runBench(corpus, (dir) => collectSkill(dir), scanSkill);
    const missed = missedTargets(report);
    if (missed.length > 0) console.log(formatTable(report));
    expect(missed).toEqual([]);
  }, 120_000);
});

const EXAMPLES = path.resolve(__dirname, "../examples/skills");

describe("bundled examples", () => {
  it("both load with collectSkill", async () => {
    for (const name of ["csv-insights", "release-notes"]) {
      const skill = await collectSkill(path.join(EXAMPLES, name));
      expect(skill.pkg.name).toBe(name);
    }
  });

  it("csv-insights/scripts/summarize.py profiles a CSV and fails clearly on unreadable input", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "csv-insights-"));
    try {
      const csvPath = path.join(dir, "orders.csv");
      await writeFile(csvPath, "id;amount;paid\n1;12.5;yes\n2;;no\n3;7;no\n");
      const script = path.join(EXAMPLES, "csv-insights/scripts/summarize.py");
      const ok = spawnSync("python3", [script, csvPath], { encoding: "utf8" });
      expect(ok.status).toBe(0);
      expect(ok.stdout).toContain("Rows: 3 · Columns: 3 · Delimiter: `;`");
      expect(ok.stdout).toMatch(/\| amount \| number \| 1 \(33\.3 %\) \| 2 \|/);
      expect(ok.stdout).toMatch(/\| paid \| boolean \|/);
      expect(ok.stdout).toMatch(/\| id \| 1 \| 3 \| 2 \| 2 \| 1 \|/);
      const missing = spawnSync("python3", [script, path.join(dir, "nope.csv")], { encoding: "utf8" });
      expect(missing.status).toBe(1);
      expect(missing.stderr).toMatch(/^error: cannot read .*nope\.csv/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("scan: csv-insights is clean and release-notes shows its risks", async () => {
    const { scanSkill } = await import("../src/scan/scanner");
    const clean = scanSkill(await collectSkill(path.join(EXAMPLES, "csv-insights")));
    expect(clean.findings).toEqual([]);
    const risky = scanSkill(await collectSkill(path.join(EXAMPLES, "release-notes")));
    const patterns = new Set(risky.findings.map((f: { pattern: string }) => f.pattern));
    // The token leaves to an undeclared host (E1); one named secret read is not harvesting (E2).
    for (const p of ["SC1", "P2", "P4", "E1", "R2"]) expect(patterns).toContain(p);
  });
});
