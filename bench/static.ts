// Static-scan throughput and memory on a generated corpus of realistic skills, sequential and
// in-process (one core). The baseline in the same run is reading the same files from disk, so the
// figure is a ratio against raw I/O as well as the absolute rate. Run: npx tsx bench/static.ts
// Writes bench/results/static.json.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import v8 from "node:v8";
import vm from "node:vm";
import { collectSkill } from "../src/collect/collect";
import { scanSkill } from "../src/scan/scanner";
import { generateCorpus } from "./gen";

export const STATIC_TARGETS = {
  /** Skills per second for collect + scan on one core. */
  skillsPerSecond: 500,
  /** Retained heap after 1,000 skills over retained heap after 250: at most this for "flat". */
  heapGrowth: 1.25,
} as const;

export interface MemoryPoint {
  skills: number;
  /** Heap still in use after a full GC (what the run holds on to). */
  retainedHeapMiB: number;
  /** Largest heapUsed / rss seen up to this point, sampled after every skill. */
  peakHeapMiB: number;
  peakRssMiB: number;
}

export interface StaticBenchResult {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string };
  corpus: { skills: number; files: number; bytes: number; riskySkills: number; seed: number };
  /** Reading every file of the corpus once (warm page cache), the baseline. */
  rawReadMs: number;
  collectMs: number;
  scanMs: number;
  totalMs: number;
  skillsPerSecond: number;
  scanOnlySkillsPerSecond: number;
  /** collect+scan time over raw read time. */
  ratioToRawRead: number;
  findings: number;
  skillsWithFindings: number;
  /** Findings per pattern on the skills generated without risky lines (false-positive pressure). */
  cleanFindingsByPattern: Record<string, number>;
  cleanSkillsWithFindings: number;
  /** Mean wall time of one `git rev-parse --show-toplevel` spawn here: collect runs git for provenance. */
  gitSpawnMs: number;
  memory: MemoryPoint[];
  heapGrowth: number | null;
  gcAvailable: boolean;
  targets: typeof STATIC_TARGETS;
}

const MiB = 1024 * 1024;
const run = promisify(execFile);
const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

/** A gc() handle without a command-line flag, so the bench runs under plain `tsx` too. */
function gcHandle(): (() => void) | null {
  const g = (globalThis as { gc?: () => void }).gc;
  if (g) return g;
  try {
    v8.setFlagsFromString("--expose-gc");
    return vm.runInNewContext("gc") as () => void;
  } catch {
    return null;
  }
}

async function timeGitSpawn(dir: string, n: number): Promise<number> {
  const t = performance.now();
  for (let i = 0; i < n; i++) await run("git", ["-C", dir, "rev-parse", "--show-toplevel"]).catch(() => null);
  return round((performance.now() - t) / n, 2);
}

async function readAll(dir: string): Promise<number> {
  let bytes = 0;
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) bytes += await readAll(p);
    else bytes += (await readFile(p)).length;
  }
  return bytes;
}

export async function runStaticBench(
  opts: { count?: number; seed?: number; checkpoints?: number[]; log?: (s: string) => void } = {},
): Promise<StaticBenchResult> {
  const count = opts.count ?? 1000;
  const seed = opts.seed ?? 1;
  const checkpoints = opts.checkpoints ?? [250, 500, 1000].filter((c) => c <= count);
  const log = opts.log ?? (() => {});
  const gc = gcHandle();
  const base = await mkdtemp(path.join(os.tmpdir(), "sa-bench-static-"));
  try {
    log(`generating ${count} skills (seed ${seed}) in ${base}`);
    const corpus = await generateCorpus(base, count, seed);

    // Baseline: one warm-up pass, then the measured pass over the same files.
    for (const s of corpus) await readAll(s.dir);
    const readStart = performance.now();
    let readBytes = 0;
    for (const s of corpus) readBytes += await readAll(s.dir);
    const rawReadMs = performance.now() - readStart;

    gc?.();
    let collectMs = 0;
    let scanMs = 0;
    let findings = 0;
    let skillsWithFindings = 0;
    let cleanSkillsWithFindings = 0;
    const cleanByPattern: Record<string, number> = {};
    let peakHeap = 0;
    let peakRss = 0;
    const memory: MemoryPoint[] = [];
    const started = performance.now();
    for (const [i, s] of corpus.entries()) {
      const t0 = performance.now();
      const collected = await collectSkill(s.dir);
      const t1 = performance.now();
      const result = scanSkill(collected);
      const t2 = performance.now();
      collectMs += t1 - t0;
      scanMs += t2 - t1;
      findings += result.findings.length;
      if (result.findings.length > 0) skillsWithFindings++;
      if (!s.risky) {
        if (result.findings.length > 0) cleanSkillsWithFindings++;
        for (const f of result.findings) cleanByPattern[f.pattern] = (cleanByPattern[f.pattern] ?? 0) + 1;
      }
      const m = process.memoryUsage();
      peakHeap = Math.max(peakHeap, m.heapUsed);
      peakRss = Math.max(peakRss, m.rss);
      if (checkpoints.includes(i + 1)) {
        // GC outside the timed sections: the point is what the run retains, not collector timing.
        const g0 = performance.now();
        gc?.();
        const retained = process.memoryUsage().heapUsed;
        const gcMs = performance.now() - g0;
        memory.push({
          skills: i + 1,
          retainedHeapMiB: round(retained / MiB),
          peakHeapMiB: round(peakHeap / MiB),
          peakRssMiB: round(peakRss / MiB),
        });
        log(
          `${i + 1} skills: retained heap ${round(retained / MiB)} MiB, peak rss ${round(peakRss / MiB)} MiB (gc ${round(gcMs)} ms)`,
        );
      }
    }
    const totalMs = collectMs + scanMs;
    log(`wall ${round(performance.now() - started)} ms (includes ${memory.length} GCs at checkpoints)`);
    const gitSpawnMs = await timeGitSpawn(corpus[0]?.dir ?? base, 20);
    const first = memory[0];
    const last = memory[memory.length - 1];
    const cpu = os.cpus();
    return {
      date: new Date().toISOString(),
      machine: { cpus: cpu.length, cpuModel: cpu[0]?.model ?? "unknown", node: process.version },
      corpus: {
        skills: corpus.length,
        files: corpus.reduce((n, s) => n + s.files, 0),
        bytes: readBytes,
        riskySkills: corpus.filter((s) => s.risky).length,
        seed,
      },
      rawReadMs: round(rawReadMs),
      collectMs: round(collectMs),
      scanMs: round(scanMs),
      totalMs: round(totalMs),
      skillsPerSecond: round((corpus.length / totalMs) * 1000),
      scanOnlySkillsPerSecond: round((corpus.length / scanMs) * 1000),
      ratioToRawRead: round(totalMs / rawReadMs, 2),
      findings,
      skillsWithFindings,
      cleanFindingsByPattern: Object.fromEntries(Object.entries(cleanByPattern).sort((a, b) => b[1] - a[1])),
      cleanSkillsWithFindings,
      gitSpawnMs,
      memory,
      heapGrowth: first && last && gc ? round(last.retainedHeapMiB / first.retainedHeapMiB, 3) : null,
      gcAvailable: gc !== null,
      targets: STATIC_TARGETS,
    };
  } finally {
    await rm(base, { recursive: true, force: true });
  }
}

export async function writeStaticResult(r: StaticBenchResult): Promise<string> {
  const dir = path.join(__dirname, "results");
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, "static.json");
  await writeFile(file, `${JSON.stringify(r, null, 2)}\n`);
  return file;
}

if (require.main === module) {
  runStaticBench({ log: (s) => process.stderr.write(`${s}\n`) })
    .then(async (r) => {
      console.log(JSON.stringify(r, null, 2));
      await writeStaticResult(r);
    })
    .catch((e: unknown) => {
      console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
      process.exitCode = 1;
    });
}
