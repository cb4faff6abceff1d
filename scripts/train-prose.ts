/**
 * Trains the learned prose model of src/scan/rules/meaning/learned.ts and writes its weights to
 * src/scan/rules/meaning/prose-model.json and prose-model.bin.
 *
 *   npx tsx scripts/train-prose.ts            train on the default corpora, write the model
 *   npx tsx scripts/train-prose.ts --cv       only report cross-validated figures, write nothing
 *
 * Training data: the corpora and labelled sentences in tests/training/ (written blind by helper
 * sessions for this purpose), the corpus of tests/corpus/, the tune part of every corpus in
 * tests/corpora/ (held-out parts and corpora marked HELD-OUT are never read here), and, when
 * scripts/fetch-corpora.sh has fetched them, the tune part of the public benign skill sets as
 * negatives. Every unit the scan reads as an instruction is an example; it is positive for a pattern
 * when a label of that pattern falls on one of its lines. Cross-validation folds are whole corpora
 * (a corpus is one writer). Deterministic: same inputs, same model.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  asSkillDir,
  benchTmp,
  collectForBench,
  discoverPublic,
  labelledSplitOf,
  PUBLIC_CORPORA,
} from "../bench/corpora";
import { type LabelFinding, loadCorpus } from "../bench/corpus";
import { rng } from "../bench/gen";
import type { PatternId } from "../src/scan/patterns";
import { learningUnits } from "../src/scan/rules/meaning";
import { encodeModel, featuresOf, scorable, unitLines } from "../src/scan/rules/meaning/learned";
import { preparedFiles } from "../src/scan/scanner";

const ROOT = path.resolve(__dirname, "..");
const OUT = path.join(ROOT, "src/scan/rules/meaning/prose-model.json");
const OUT_BIN = path.join(ROOT, "src/scan/rules/meaning/prose-model.bin");
// PE1 and SC4 reached 20 positive units (code-layer patterns, a few prose mentions) and learned nothing:
// out-of-fold AP 0.10 and 0.01, no hit at p >= 0.5. Below 50 a pattern is left to the rules.
const MIN_POSITIVES = 50;
/** Features seen in fewer units are dropped (3, 5, 10, 20 tried; 10 and 20 did best on held-out parts). */
const MIN_FEATURE_COUNT = 10;
const EPOCHS = 12;
// Chosen by out-of-fold average precision (1e-4 .. 1e-1 tried): strong shrinkage generalises across writers.
const L2 = 1e-2;
const RATE = 0.2;
const FOLDS = 5;
/** A feature is kept when some pattern weighs it at least this much. */
const KEEP = 0.05;

interface Example {
  feats: Int32Array;
  labels: Set<PatternId>;
  /** Patterns this unit is left out of: another unit on the labelled line is the one positive. */
  ignore: Set<PatternId>;
  group: string;
  corpus: string;
  where: string;
  text: string;
}

interface TrainSkill {
  /** The corpus: one writer's style, the unit of the cross-validation folds. */
  corpus: string;
  /** Corpus name and skill, for naming errors. */
  group: string;
  dir: string;
  /** Labelled findings; empty for a public skill known to be benign (every unit is a negative). */
  findings: LabelFinding[];
}

/**
 * The training corpora of tests/training, tests/corpus, the tune part of every labelled corpus in
 * tests/corpora, and the tune part of every public benign skill set that is present (bench/corpora.json).
 */
async function trainingSkills(tmp: string): Promise<{ skills: TrainSkill[]; used: string[] }> {
  const skills: TrainSkill[] = [];
  const used: string[] = [];
  const labelled = async (name: string, dir: string, tuneOnly: boolean) => {
    let n = 0;
    for (const s of await loadCorpus(dir)) {
      if (tuneOnly && labelledSplitOf(dir, name, s.name) !== "tune") continue;
      skills.push({ corpus: name, group: `${name}/${s.name}`, dir: s.dir, findings: s.labels.findings });
      n++;
    }
    // A corpus held out whole gives nothing and is not listed.
    if (n) used.push(`${name}${tuneOnly ? " (tune part)" : ""}: ${n} skills`);
  };
  await labelled("tests/corpus", path.join(ROOT, "tests/corpus"), false);
  const training = path.join(ROOT, "tests/training");
  for (const n of readdirSync(training).sort())
    if (existsSync(path.join(training, n, "labels")))
      await labelled(`training/${n}`, path.join(training, n), false);
  const sentences = path.join(training, "sentences");
  if (existsSync(sentences))
    for (const n of readdirSync(sentences).sort())
      if (n.endsWith(".json")) {
        const made = await sentenceSkills(path.join(sentences, n), `sentences/${n.slice(0, -5)}`, tmp);
        skills.push(...made);
        used.push(`training/sentences/${n}: ${made.length} skills of ${SENTENCES_PER_SKILL} sentences`);
      }
  const corpora = path.join(ROOT, "tests/corpora");
  for (const n of readdirSync(corpora).sort())
    if (existsSync(path.join(corpora, n, "labels"))) await labelled(n, path.join(corpora, n), true);
  for (const spec of PUBLIC_CORPORA) {
    const found = discoverPublic(spec);
    if (!found) {
      used.push(`${spec.id}: not present (scripts/fetch-corpora.sh)`);
      continue;
    }
    const benign = found.filter((x) => x.expect === "benign" && x.split === "tune");
    for (const x of benign)
      skills.push({
        corpus: spec.id,
        group: `${spec.id}/${x.rel}`,
        dir: await asSkillDir(x.src, tmp),
        findings: [],
      });
    if (benign.length)
      used.push(`${spec.id}@${spec.commit.slice(0, 12)} benign (tune part): ${benign.length} skills`);
  }
  return { skills, used };
}

const SENTENCES_PER_SKILL = 25;

/**
 * Labelled sentences (tests/training/sentences/*.json: {text, pattern}) as skills the scanner reads:
 * a SKILL.md of one paragraph per sentence, labelled on its line.
 */
async function sentenceSkills(file: string, corpus: string, tmp: string): Promise<TrainSkill[]> {
  const items = JSON.parse(await readFile(file, "utf8")) as { text: string; pattern: PatternId | null }[];
  const out: TrainSkill[] = [];
  for (let k = 0; k * SENTENCES_PER_SKILL < items.length; k++) {
    const name = `${corpus.replace(/\W+/g, "-")}-${k}`;
    const dir = path.join(tmp, name);
    await mkdir(dir, { recursive: true });
    const lines = [
      "---",
      `name: ${name}`,
      "description: Instructions for the task at hand.",
      "---",
      "",
      "# Instructions",
    ];
    const findings: LabelFinding[] = [];
    for (const it of items.slice(k * SENTENCES_PER_SKILL, (k + 1) * SENTENCES_PER_SKILL)) {
      lines.push("", it.text.replace(/\s*\n\s*/g, " "));
      if (it.pattern)
        findings.push({ pattern: it.pattern, file: "SKILL.md", line: lines.length, note: "sentence" });
    }
    await writeFile(path.join(dir, "SKILL.md"), `${lines.join("\n")}\n`);
    out.push({ corpus, group: `${corpus}/${k}`, dir, findings });
  }
  return out;
}

async function examples(): Promise<{ rows: Example[]; names: string[]; digest: string; used: string[] }> {
  const vocab = new Map<string, number>();
  const names: string[] = [];
  const rows: Example[] = [];
  const hash = createHash("sha256");
  const tmp = await benchTmp();
  const { skills, used } = await trainingSkills(tmp);
  for (const s of skills) {
    const { skill } = await collectForBench(s.dir);
    for (const [p, b] of [...skill.contents].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
      hash.update(`${s.group}/${p}\0`).update(b);
    hash.update(JSON.stringify(s.findings));
    const { files, info } = preparedFiles(skill);
    for (const file of files) {
      const labels = s.findings.filter((l) => l.file === file.path);
      const units = learningUnits(file, info).filter(({ u }) => scorable(u));
      const spans = units.map(({ u }) => unitLines(u));
      // Several units on a labelled line: the longest is the positive, the others sit out.
      const chosen = labels.map((l) => {
        let best = -1;
        spans.forEach(([a, b], i) => {
          if (l.line < a || l.line > b) return;
          if (best < 0 || (units[i]?.u.toks.length ?? 0) > (units[best]?.u.toks.length ?? 0)) best = i;
        });
        return best;
      });
      for (const [i, { c, u }] of units.entries()) {
        const [a, b] = spans[i] as [number, number];
        const feats = new Set<number>();
        for (const f of featuresOf(c, u)) {
          let id = vocab.get(f.name);
          if (id === undefined) {
            id = names.length;
            vocab.set(f.name, id);
            names.push(f.name);
          }
          feats.add(id);
        }
        const over = labels.map((l, k) => ({ l, k })).filter(({ l }) => l.line >= a && l.line <= b);
        rows.push({
          feats: Int32Array.from([...feats].sort((x, y) => x - y)),
          labels: new Set(over.filter(({ k }) => chosen[k] === i).map(({ l }) => l.pattern)),
          ignore: new Set(over.filter(({ k }) => chosen[k] !== i).map(({ l }) => l.pattern)),
          group: s.group,
          corpus: s.corpus,
          where: `${s.group}/${file.path}:${a}`,
          text: u.text.replace(/\s+/g, " ").trim().slice(0, 160),
        });
      }
    }
  }
  await rm(tmp, { recursive: true, force: true });
  return { rows, names, digest: hash.digest("hex"), used };
}

interface Fitted {
  w: Float64Array[];
  b: number[];
}

/** Logistic regression per pattern, AdaGrad over shuffled examples, L2 on the weights. */
function train(rows: Example[], patterns: PatternId[], nFeat: number, allowed: Uint8Array): Fitted {
  const w = patterns.map(() => new Float64Array(nFeat));
  const g2 = patterns.map(() => new Float64Array(nFeat).fill(1e-8));
  const b = patterns.map(() => 0);
  const bg = patterns.map(() => 1e-8);
  const order = rows.map((_, i) => i);
  const rand = rng(7);
  for (let e = 0; e < EPOCHS; e++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const i of order) {
      const r = rows[i] as Example;
      patterns.forEach((p, k) => {
        if (r.ignore.has(p)) return;
        const wk = w[k] as Float64Array;
        const gk = g2[k] as Float64Array;
        let z = b[k] as number;
        for (const f of r.feats) if (allowed[f]) z += wk[f] as number;
        const y = r.labels.has(p) ? 1 : 0;
        const g = 1 / (1 + Math.exp(-z)) - y;
        bg[k] = (bg[k] as number) + g * g;
        b[k] = (b[k] as number) - (RATE * g) / Math.sqrt(bg[k] as number);
        for (const f of r.feats) {
          if (!allowed[f]) continue;
          const gf = g + L2 * (wk[f] as number);
          gk[f] = (gk[f] as number) + gf * gf;
          wk[f] = (wk[f] as number) - (RATE * gf) / Math.sqrt(gk[f] as number);
        }
      });
    }
  }
  return { w, b };
}

function score(m: Fitted, r: Example, k: number, allowed: Uint8Array): number {
  let z = m.b[k] as number;
  const wk = m.w[k] as Float64Array;
  for (const f of r.feats) if (allowed[f]) z += wk[f] as number;
  return 1 / (1 + Math.exp(-z));
}

/**
 * Folds by corpus, not by skill: a corpus is one writer's style, and the model must score writers it
 * never saw. Corpora are dealt to folds in order of size so the folds stay comparable.
 */
let foldOfCorpus = new Map<string, number>();
const foldOf = (r: Example) => foldOfCorpus.get(r.corpus) ?? 0;
function assignFolds(rows: Example[]): void {
  const size = new Map<string, number>();
  for (const r of rows) size.set(r.corpus, (size.get(r.corpus) ?? 0) + 1);
  const order = [...size].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  foldOfCorpus = new Map(order.map(([c], i) => [c, i % FOLDS]));
}

/** Average precision: the area under the precision-recall curve of the scores. */
function averagePrecision(scored: { p: number; y: boolean }[]): number {
  const sorted = [...scored].sort((a, b) => b.p - a.p);
  const pos = scored.filter((s) => s.y).length;
  let tp = 0;
  let ap = 0;
  sorted.forEach((s, i) => {
    if (!s.y) return;
    tp++;
    ap += tp / (i + 1);
  });
  return pos ? ap / pos : 0;
}

/**
 * A hit is a probability of at least one half. Out-of-fold optima sat near 0.2-0.3, but on the
 * public benign skill sets those thresholds flagged more skills; the model's own even odds are the
 * line, and the out-of-fold figures below say what it costs.
 */
const THRESHOLD = 0.5;
/**
 * A pattern whose out-of-fold precision at even odds falls short of the issue's 0.85 is raised, in
 * steps of 0.05, to the first threshold that reaches it (P4 at 0.5 flagged honest reporting advice).
 */
const PRECISION_TARGET = 0.85;

function thresholdFor(scored: { p: number; y: boolean }[]): number {
  for (let t = THRESHOLD; t < 0.95; t += 0.05) if (at(scored, t).precision >= PRECISION_TARGET) return t;
  return 0.9;
}

function at(scored: { p: number; y: boolean }[], t: number) {
  const tp = scored.filter((s) => s.y && s.p >= t).length;
  const flagged = scored.filter((s) => s.p >= t).length;
  const pos = scored.filter((s) => s.y).length;
  return { precision: flagged ? tp / flagged : 0, recall: pos ? tp / pos : 0 };
}

async function main() {
  const cvOnly = process.argv.includes("--cv");
  const { rows, names, digest, used } = await examples();
  assignFolds(rows);
  const counts = new Map<PatternId, number>();
  for (const r of rows) for (const p of r.labels) counts.set(p, (counts.get(p) ?? 0) + 1);
  const patterns = [...counts]
    .filter(([, n]) => n >= MIN_POSITIVES)
    .map(([p]) => p)
    .sort();
  console.log(`units: ${rows.length}; features: ${names.length}; sources:\n  ${used.join("\n  ")}`);
  console.log(`positive units: ${[...counts].map(([p, n]) => `${p} ${n}`).join(", ")}`);
  console.log(`patterns trained (>= ${MIN_POSITIVES} positive units): ${patterns.join(" ")}`);

  const df = new Int32Array(names.length);
  for (const r of rows) for (const f of r.feats) df[f] = (df[f] as number) + 1;
  const allowed = Uint8Array.from(df, (n) => (n >= MIN_FEATURE_COUNT ? 1 : 0));

  // Out-of-fold scores.
  const oof = patterns.map(() => new Float64Array(rows.length));
  for (let fold = 0; fold < FOLDS; fold++) {
    const m = train(
      rows.filter((r) => foldOf(r) !== fold),
      patterns,
      names.length,
      allowed,
    );
    rows.forEach((r, i) => {
      if (foldOf(r) !== fold) return;
      patterns.forEach((_, k) => {
        (oof[k] as Float64Array)[i] = score(m, r, k, allowed);
      });
    });
  }
  let apSum = 0;
  const thresholds: number[] = [];
  console.log(
    `\nout-of-fold (folds by corpus), unit level, at p >= ${THRESHOLD} and at the pattern's threshold:`,
  );
  patterns.forEach((p, k) => {
    const scored = rows
      .map((r, i) => ({
        p: (oof[k] as Float64Array)[i] as number,
        y: r.labels.has(p),
        skip: r.ignore.has(p),
      }))
      .filter((x) => !x.skip);
    const ap = averagePrecision(scored);
    const { precision, recall } = at(scored, THRESHOLD);
    const t = Math.round(thresholdFor(scored) * 100) / 100;
    const own = at(scored, t);
    thresholds.push(t);
    apSum += ap;
    console.log(
      `  ${p.padEnd(4)} positives ${String(counts.get(p)).padStart(4)}  AP ${ap.toFixed(3)}  precision ${(100 * precision).toFixed(1)}  recall ${(100 * recall).toFixed(1)}  |  p >= ${t.toFixed(2)}: precision ${(100 * own.precision).toFixed(1)}  recall ${(100 * own.recall).toFixed(1)}`,
    );
  });
  console.log(`mean average precision: ${(apSum / patterns.length).toFixed(3)}`);
  if (process.argv.includes("--errors"))
    patterns.forEach((p, k) => {
      rows.forEach((r, i) => {
        const s = (oof[k] as Float64Array)[i] as number;
        const y = r.labels.has(p);
        if (!r.ignore.has(p) && y !== s >= THRESHOLD)
          console.log(`${y ? "FN" : "FP"} ${p} ${s.toFixed(2)} ${r.where}  ${r.text}`);
      });
    });
  if (cvOnly) return;

  const m = train(rows, patterns, names.length, allowed);
  // Dense rows in hundredths for the features some pattern weighs at least KEEP; a kept feature keeps
  // its small weights too, as many small negatives are what hold benign prose down.
  const kept: string[] = [];
  const table: number[] = [];
  names.forEach((name, f) => {
    if (!allowed[f]) return;
    const row = patterns.map((_, k) => Math.round(((m.w[k] as Float64Array)[f] as number) * 100));
    if (!row.some((w) => Math.abs(w) >= KEEP * 100)) return;
    kept.push(name);
    table.push(...row.map((w) => Math.max(-32768, Math.min(32767, w))));
  });
  const model = {
    about:
      "The learned prose model (src/scan/rules/meaning/learned.ts): its patterns, biases and thresholds here, its feature weights in prose-model.bin; both written by scripts/train-prose.ts, do not edit by hand.",
    trainedOn: used,
    inputs: digest,
    patterns,
    bias: m.b.map((x) => Math.round(x * 1000) / 1000),
    threshold: thresholds,
  };
  writeFileSync(OUT_BIN, encodeModel(kept, table, patterns.length));
  writeFileSync(OUT, `${JSON.stringify(model)}\n`);
  console.log(`\nwrote ${path.relative(ROOT, OUT)}: ${kept.length} features`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exitCode = 1;
});
