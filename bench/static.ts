// Static-scan throughput and memory on a generated corpus of realistic skills, sequential and
// in-process (one core). Two figures, measured apart: collect + scan (read from disk, parse, scan) and
// scan alone (skills already in memory). Each is the median of several passes after a warm-up pass,
// in wall time and in CPU time (CPU time is what one core spends, and moves less when other work
// shares the machine). The baseline in the same run is reading the same files from disk, so the
// figure is a ratio against raw I/O as well as an absolute rate. Run: npx tsx bench/static.ts
// Writes bench/results/static.json.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import v8 from "node:v8";
import vm from "node:vm";
import { collectSkill } from "../src/collect/collect";
import type { CollectedSkill } from "../src/collect/schema";
import { scanSkill } from "../src/scan/scanner";
import { generateCorpus } from "./gen";

export const STATIC_TARGETS = {
  /** Skills per second for collect + scan on one core. */
  skillsPerSecond: 500,
  /** Retained heap after 1,000 skills over retained heap after 250: at most this for "flat". */
  heapGrowth: 1.25,
  /** Collect + scan time over a raw read of the same files, same run: at most this. */
  ratioToRawRead: 4,
} as const;

export interface MemoryPoint {
  skills: number;
  /** Heap still in use after a full GC (what the run holds on to). */
  retainedHeapMiB: number;
  /** Largest heapUsed / rss seen up to this point, sampled after every skill. */
  peakHeapMiB: number;
  peakRssMiB: number;
}

/** One timed pass over the corpus. */
export interface Pass {
  wallMs: number;
  cpuMs: number;
}

export interface StaticBenchResult {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string };
  /** 1, 5 and 15 minute load averages when the run started and ended: a busy machine slows wall time. */
  loadAverage: { start: number[]; end: number[] };
  corpus: { skills: number; files: number; bytes: number; riskySkills: number; seed: number };
  /** Measured passes per figure (after one warm-up pass); figures are the medians. */
  passes: number;
  /** Reading every file of the corpus once (warm page cache), the baseline. */
  rawReadMs: number;
  /** Collect and scan time within the median collect + scan pass. */
  collectMs: number;
  scanMs: number;
  totalMs: number;
  /** Collect + scan, wall time: the figure held against the target. */
  skillsPerSecond: number;
  /** Scan alone over skills already in memory, wall time. */
  scanOnlySkillsPerSecond: number;
  /** The same two figures per CPU-second of this process. */
  cpu: { skillsPerSecond: number; scanOnlySkillsPerSecond: number };
  /** Every measured pass, for judging the spread. */
  passDetails: { collectScan: Pass[]; scanOnly: Pass[]; rawRead: Pass[] };
  /** collect+scan time over raw read time. */
  ratioToRawRead: number;
  findings: number;
  skillsWithFindings: number;
  /** Findings per pattern on the skills generated without risky lines (false-positive pressure). */
  cleanFindingsByPattern: Record<string, number>;
  cleanSkillsWithFindings: number;
  /** Mean wall time of one `git rev-parse --show-toplevel` spawn here (collect may ask git for provenance). */
  gitSpawnMs: number;
  memory: MemoryPoint[];
  heapGrowth: number | null;
  gcAvailable: boolean;
  targets: typeof STATIC_TARGETS;
}

const MiB = 1024 * 1024;
const run = promisify(execFile);
const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;
const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
/** The pass with the median wall time (its parts stay consistent with each other). */
const medianPass = <T extends Pass>(xs: T[]): T => {
  const s = [...xs].sort((a, b) => a.wallMs - b.wallMs);
  return s[(s.length - 1) >> 1] as T;
};

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
  opts: {
    count?: number;
    seed?: number;
    checkpoints?: number[];
    /** Measured passes per figure; the first pass of each kind is preceded by a warm-up pass. */
    passes?: number;
    log?: (s: string) => void;
  } = {},
): Promise<StaticBenchResult> {
  const count = opts.count ?? 1000;
  const seed = opts.seed ?? 1;
  const passes = Math.max(1, opts.passes ?? 3);
  const checkpoints = opts.checkpoints ?? [250, 500, 1000].filter((c) => c <= count);
  const log = opts.log ?? (() => {});
  const loadStart = os.loadavg().map((x) => round(x, 2));
  const gc = gcHandle();
  const base = await mkdtemp(path.join(os.tmpdir(), "sa-bench-static-"));
  try {
    log(`generating ${count} skills (seed ${seed}) in ${base}`);
    const corpus = await generateCorpus(base, count, seed);

    // Baseline: one warm-up pass, then the measured passes over the same files.
    for (const s of corpus) await readAll(s.dir);
    const rawRead: Pass[] = [];
    let readBytes = 0;
    for (let p = 0; p < passes; p++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      readBytes = 0;
      for (const s of corpus) readBytes += await readAll(s.dir);
      rawRead.push({ wallMs: performance.now() - t0, cpuMs: cpuMsSince(c0) });
    }

    // Warm-up: the same work once, untimed, so the timed passes run compiled code on a warm cache.
    for (const s of corpus) scanSkill(await collectSkill(s.dir));

    // Collect + scan, skill by skill; memory is followed during the first pass, GC outside the timings.
    gc?.();
    const collectScan: (Pass & { collectMs: number; scanMs: number })[] = [];
    let findings = 0;
    let skillsWithFindings = 0;
    let cleanSkillsWithFindings = 0;
    const cleanByPattern: Record<string, number> = {};
    let peakHeap = 0;
    let peakRss = 0;
    const memory: MemoryPoint[] = [];
    for (let p = 0; p < passes; p++) {
      let collectMs = 0;
      let scanMs = 0;
      let cpuMs = 0;
      for (const [i, s] of corpus.entries()) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const collected = await collectSkill(s.dir);
        const t1 = performance.now();
        const result = scanSkill(collected);
        const t2 = performance.now();
        cpuMs += cpuMsSince(c0);
        collectMs += t1 - t0;
        scanMs += t2 - t1;
        if (p > 0) continue;
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
          // The point is what the run retains, not collector timing.
          const g0 = performance.now();
          gc?.();
          const retained = process.memoryUsage().heapUsed;
          memory.push({
            skills: i + 1,
            retainedHeapMiB: round(retained / MiB),
            peakHeapMiB: round(peakHeap / MiB),
            peakRssMiB: round(peakRss / MiB),
          });
          log(
            `${i + 1} skills: retained heap ${round(retained / MiB)} MiB, peak rss ${round(peakRss / MiB)} MiB (gc ${round(performance.now() - g0)} ms)`,
          );
        }
      }
      collectScan.push({ wallMs: collectMs + scanMs, cpuMs, collectMs, scanMs });
      log(
        `collect + scan pass ${p + 1}: ${round(collectMs + scanMs)} ms wall (collect ${round(collectMs)}, scan ${round(scanMs)}), ${round(cpuMs)} ms CPU`,
      );
    }

    // Scan alone over skills held in memory (collected untimed): no file system, no collect.
    const collected: CollectedSkill[] = [];
    for (const s of corpus) collected.push(await collectSkill(s.dir));
    for (const c of collected) scanSkill(c);
    const scanOnly: Pass[] = [];
    for (let p = 0; p < passes; p++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      for (const c of collected) scanSkill(c);
      scanOnly.push({ wallMs: performance.now() - t0, cpuMs: cpuMsSince(c0) });
      log(
        `scan-only pass ${p + 1}: ${round(scanOnly[p]?.wallMs ?? 0)} ms wall, ${round(scanOnly[p]?.cpuMs ?? 0)} ms CPU`,
      );
    }
    collected.length = 0;

    const gitSpawnMs = await timeGitSpawn(corpus[0]?.dir ?? base, 20);
    const mid = medianPass(collectScan);
    const rawReadMs = median(rawRead.map((x) => x.wallMs));
    const scanOnlyMs = median(scanOnly.map((x) => x.wallMs));
    const perSecond = (ms: number) => round((corpus.length / ms) * 1000);
    const first = memory[0];
    const last = memory[memory.length - 1];
    const cpu = os.cpus();
    const twoDecimals = (xs: Pass[]) => xs.map((x) => ({ wallMs: round(x.wallMs), cpuMs: round(x.cpuMs) }));
    return {
      date: new Date().toISOString(),
      machine: { cpus: cpu.length, cpuModel: cpu[0]?.model ?? "unknown", node: process.version },
      loadAverage: { start: loadStart, end: os.loadavg().map((x) => round(x, 2)) },
      corpus: {
        skills: corpus.length,
        files: corpus.reduce((n, s) => n + s.files, 0),
        bytes: readBytes,
        riskySkills: corpus.filter((s) => s.risky).length,
        seed,
      },
      passes,
      rawReadMs: round(rawReadMs),
      collectMs: round(mid.collectMs),
      scanMs: round(mid.scanMs),
      totalMs: round(mid.wallMs),
      skillsPerSecond: perSecond(mid.wallMs),
      scanOnlySkillsPerSecond: perSecond(scanOnlyMs),
      cpu: {
        skillsPerSecond: perSecond(median(collectScan.map((x) => x.cpuMs))),
        scanOnlySkillsPerSecond: perSecond(median(scanOnly.map((x) => x.cpuMs))),
      },
      passDetails: {
        collectScan: twoDecimals(collectScan),
        scanOnly: twoDecimals(scanOnly),
        rawRead: twoDecimals(rawRead),
      },
      ratioToRawRead: round(mid.wallMs / rawReadMs, 2),
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
      process.stderr.write(
        `collect + scan ${r.skillsPerSecond} skills/s (${r.cpu.skillsPerSecond} per CPU-second), ` +
          `scan only ${r.scanOnlySkillsPerSecond} skills/s (${r.cpu.scanOnlySkillsPerSecond} per CPU-second), ` +
          `${r.ratioToRawRead}x raw read; median of ${r.passes} passes; load ${r.loadAverage.start.join(" ")}\n`,
      );
    })
    .catch((e: unknown) => {
      console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
      process.exitCode = 1;
    });
}
