// Sandbox overhead: a trivial trial against a bare `docker run --rm IMAGE true` (done through
// dockerode) measured in the same run, rounds interleaved so load drifts hit both alike; and
// N trivial trials concurrently vs sequentially (bare runs alongside for reference).
// Run: npx tsx bench/sandbox.ts [rounds] (needs a Docker engine and the base image from
// scripts/setup-docker.sh). Writes bench/results/sandbox.json.
//
// A trial counts everything it pays: create + copy-in + start + one command + stop +
// evidence capture written to disk + container removal. The forwarder (logged network)
// starts alongside the first command, which waits inside the container for its listener;
// its "forwarderReady" phase (time after start) overlaps "exec". finish() returns
// once the bundle is on disk and the container is removed in the background, so two clocks
// are kept: "bundle on disk" and "container gone" (removal finished, proxy closed).
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { connectEngine, type Engine } from "../src/sandbox/engine";
import { ensureSandboxImage } from "../src/sandbox/image";
import { runTrials } from "../src/sandbox/runner";
import { sweepDeadRuns } from "../src/sandbox/sweep";
import { type LoadedTask, writeTask } from "../src/sandbox/task";
import { openTrial } from "../src/sandbox/trial";
import type { NetworkPolicy } from "../src/sandbox/types";
import { memoryLogger } from "../src/util/logger";

const ROUNDS = Number(process.argv[2] ?? 12);
const N = 12;
// Container names carry the run id: a fixed one would collide with a concurrent bench.
const RUN_ID = `bench-${randomBytes(3).toString("hex")}`;

async function bareRun(engine: Engine, image: string): Promise<number> {
  const t = performance.now();
  const c = await engine.docker.createContainer({
    Image: image,
    Cmd: ["true"],
    HostConfig: { NetworkMode: "none" },
  });
  await c.start();
  await c.wait();
  await c.remove({ force: true });
  return performance.now() - t;
}

interface TrialTiming {
  bundleMs: number;
  goneMs: number;
  phases: Record<string, number>;
}

async function trivialTrial(
  engine: Engine,
  image: string,
  task: LoadedTask,
  runDir: string,
  id: string,
  network: NetworkPolicy,
): Promise<TrialTiming> {
  const t = performance.now();
  const trial = await openTrial(engine, {
    runId: RUN_ID,
    trialId: id,
    runDir,
    task,
    image,
    network,
    detachRemoval: true,
  });
  await trial.exec("true");
  const bundle = await trial.finish({ trajectory: [] });
  const bundleMs = performance.now() - t;
  // Honesty check: the bundle really is complete on disk at this point.
  await fs.access(path.join(bundle.dir, "bundle.json"));
  await trial.removed;
  const goneMs = performance.now() - t;
  const gone = await engine.docker
    .getContainer(bundle.containerId)
    .inspect()
    .then(
      () => false,
      () => true,
    );
  if (!gone) throw new Error(`container of ${id} still exists after trial.removed`);
  return { bundleMs, goneMs, phases: { ...trial.phases } };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

const PHASES = [
  "proxy",
  "create",
  "inspect",
  "copyIn",
  "attach",
  "start",
  "forwarderReady",
  "exec",
  "verifier",
  "stop",
  "evidence",
  "write",
  "remove",
];

function phaseMedians(ts: TrialTiming[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of PHASES) {
    const xs = ts.map((t) => t.phases[p]).filter((x): x is number => x !== undefined);
    if (xs.length) out[p] = Math.round(median(xs));
  }
  return out;
}

async function main(): Promise<void> {
  const engine = await connectEngine();
  // Containers of an earlier bench or audit that crashed on this host (dead process) only.
  await sweepDeadRuns(engine, memoryLogger());
  const image = await ensureSandboxImage(engine, { base: process.env.SKILLAUDIT_BASE_IMAGE });
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "skillaudit-bench-"));
  const task = await writeTask(
    path.join(root, "task"),
    { id: "trivial", instruction: "nothing\n", memoryMb: 512 },
    false,
  );
  const runDir = path.join(root, "run");
  // Warm-up: first container start pays for page cache.
  await bareRun(engine, image.tag);
  await trivialTrial(engine, image.tag, task, runDir, "warm", "logged");

  const bare: number[] = [];
  const none: TrialTiming[] = [];
  const logged: TrialTiming[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    bare.push(await bareRun(engine, image.tag));
    none.push(await trivialTrial(engine, image.tag, task, runDir, `n${i}`, "none"));
    logged.push(await trivialTrial(engine, image.tag, task, runDir, `l${i}`, "logged"));
  }

  const jobs = (prefix: string) =>
    Array.from({ length: N }, (_, i) => ({
      trialId: `${prefix}${i}`,
      task,
      drive: async (s: { exec(c: string): Promise<unknown> }) => {
        await s.exec("true");
        return { trajectory: [] };
      },
    }));
  const opts = {
    runId: RUN_ID,
    runDir,
    image: image.tag,
    logger: memoryLogger(),
    sweep: false,
    handleSignals: false,
  };
  // runTrials returns only after every container is removed, so these totals include removal.
  let t = performance.now();
  await runTrials(engine, jobs("seq"), { ...opts, concurrency: 1 });
  const sequentialMs = performance.now() - t;
  t = performance.now();
  await runTrials(engine, jobs("par"), { ...opts, concurrency: N });
  const concurrentMs = performance.now() - t;
  t = performance.now();
  await Promise.all(Array.from({ length: N }, () => bareRun(engine, image.tag)));
  const bareConcurrentMs = performance.now() - t;
  const left = await engine.docker.listContainers({
    all: true,
    filters: { label: [`skillaudit.run=${RUN_ID}`] },
  });
  await fs.rm(root, { recursive: true, force: true });
  if (left.length) throw new Error(`${left.length} bench container(s) left behind`);

  const bareMs = median(bare);
  const m = (ts: TrialTiming[], k: "bundleMs" | "goneMs") => median(ts.map((x) => x[k]));
  const ratio = (x: number) => +(x / bareMs).toFixed(2);
  // Each round's trial against the bare run just before it: load from other work on the
  // machine drifts over a run, and a pair sees nearly the same load.
  const paired = (ts: TrialTiming[], k: "bundleMs" | "goneMs") =>
    +median(ts.map((x, i) => x[k] / (bare[i] ?? bareMs))).toFixed(2);
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memGiB: Math.round(os.totalmem() / 2 ** 30),
      loadAvg1m: +(os.loadavg()[0] ?? 0).toFixed(2),
      engine: engine.endpoint,
    },
    image: image.tag,
    rounds: ROUNDS,
    removal:
      "background: finish() returns once the bundle is on disk; the container is removed afterwards (runTrials awaits every removal before it returns)",
    bareDockerRunMs: Math.round(bareMs),
    trialNone: {
      bundleOnDiskMs: Math.round(m(none, "bundleMs")),
      containerGoneMs: Math.round(m(none, "goneMs")),
      ratioBundle: ratio(m(none, "bundleMs")),
      ratioGone: ratio(m(none, "goneMs")),
      pairedRatioBundle: paired(none, "bundleMs"),
      pairedRatioGone: paired(none, "goneMs"),
      phasesMs: phaseMedians(none),
    },
    trialLogged: {
      bundleOnDiskMs: Math.round(m(logged, "bundleMs")),
      containerGoneMs: Math.round(m(logged, "goneMs")),
      ratioBundle: ratio(m(logged, "bundleMs")),
      ratioGone: ratio(m(logged, "goneMs")),
      pairedRatioBundle: paired(logged, "bundleMs"),
      pairedRatioGone: paired(logged, "goneMs"),
      phasesMs: phaseMedians(logged),
    },
    target: 1.5,
    throughput: {
      trials: N,
      sequentialMs: Math.round(sequentialMs),
      concurrentMs: Math.round(concurrentMs),
      speedup: +(sequentialMs / concurrentMs).toFixed(2),
      concurrentTrialsPerSecond: +((N * 1000) / concurrentMs).toFixed(2),
      bareConcurrentMs: Math.round(bareConcurrentMs),
      bareConcurrentRunsPerSecond: +((N * 1000) / bareConcurrentMs).toFixed(2),
    },
  };
  const rows: string[][] = [
    ["measure (median of rounds)", "ms", "ratio to bare (of medians / median of pairs)"],
    ["bare docker run --rm IMAGE true", String(result.bareDockerRunMs), "1.00"],
  ];
  for (const [label, r] of [
    ["network none", result.trialNone],
    ["network logged (proxy)", result.trialLogged],
  ] as const) {
    rows.push(
      [
        `trial, ${label}: bundle on disk`,
        String(r.bundleOnDiskMs),
        `${r.ratioBundle.toFixed(2)} / ${r.pairedRatioBundle.toFixed(2)}`,
      ],
      [
        `trial, ${label}: container gone`,
        String(r.containerGoneMs),
        `${r.ratioGone.toFixed(2)} / ${r.pairedRatioGone.toFixed(2)}`,
      ],
    );
  }
  rows.push(
    [`${N} trials sequential (total, all removed)`, String(result.throughput.sequentialMs), ""],
    [
      `${N} trials concurrent (total, all removed)`,
      String(result.throughput.concurrentMs),
      `${result.throughput.concurrentTrialsPerSecond} trials/s, speedup ${result.throughput.speedup}×`,
    ],
    [
      `${N} bare runs concurrent (reference)`,
      String(result.throughput.bareConcurrentMs),
      `${result.throughput.bareConcurrentRunsPerSecond} runs/s`,
    ],
  );
  const w = [0, 1, 2].map((i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(w[i] ?? 0)).join("  "));
  console.log(`removal: ${result.removal}`);
  for (const [label, r] of [
    ["none", result.trialNone],
    ["logged", result.trialLogged],
  ] as const) {
    console.log(
      `phases, ${label} (median ms): ${Object.entries(r.phasesMs)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}`,
    );
  }
  // The verdict takes the worse of the two ratios, on the "container gone" clock.
  const verdict = (r: { ratioGone: number; pairedRatioGone: number }) =>
    Math.max(r.ratioGone, r.pairedRatioGone) < result.target ? "met" : "NOT met";
  console.log(
    `target trial/bare < ${result.target}× until the container is gone: ${verdict(result.trialLogged)} (logged), ${verdict(result.trialNone)} (none)`,
  );
  console.log(`load average (1 min) at the end: ${result.machine.loadAvg1m} on ${result.machine.cpus} CPUs`);
  await fs.mkdir(path.join(__dirname, "results"), { recursive: true });
  await fs.writeFile(path.join(__dirname, "results", "sandbox.json"), `${JSON.stringify(result, null, 2)}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
