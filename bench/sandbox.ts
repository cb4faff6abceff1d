// Sandbox overhead: a trivial trial (create + start + teardown + evidence capture) against a
// bare `docker run --rm IMAGE true` done through dockerode in the same run, and 12 trivial
// trials concurrently vs sequentially. Run: npx tsx bench/sandbox.ts (needs a Docker engine
// and the base image from scripts/setup-docker.sh). Writes bench/results/sandbox.json.
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { connectEngine, type Engine } from "../src/sandbox/engine";
import { ensureSandboxImage } from "../src/sandbox/image";
import { runTrials } from "../src/sandbox/runner";
import { type LoadedTask, writeTask } from "../src/sandbox/task";
import { openTrial } from "../src/sandbox/trial";
import type { NetworkPolicy } from "../src/sandbox/types";
import { memoryLogger } from "../src/util/logger";

const ROUNDS = 8;
const N = 12;

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

async function trivialTrial(
  engine: Engine,
  image: string,
  task: LoadedTask,
  runDir: string,
  id: string,
  network: NetworkPolicy,
) {
  const t = performance.now();
  const trial = await openTrial(engine, { runId: "bench", trialId: id, runDir, task, image, network });
  await trial.exec("true");
  await trial.finish({ trajectory: [] });
  return performance.now() - t;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

async function main(): Promise<void> {
  const engine = await connectEngine();
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
  const none: number[] = [];
  const logged: number[] = [];
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
    runId: "bench",
    runDir,
    image: image.tag,
    logger: memoryLogger(),
    sweep: false,
    handleSignals: false,
  };
  let t = performance.now();
  await runTrials(engine, jobs("seq"), { ...opts, concurrency: 1 });
  const sequentialMs = performance.now() - t;
  t = performance.now();
  await runTrials(engine, jobs("par"), { ...opts, concurrency: N });
  const concurrentMs = performance.now() - t;
  await fs.rm(root, { recursive: true, force: true });

  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, memGiB: Math.round(os.totalmem() / 2 ** 30), engine: engine.endpoint },
    image: image.tag,
    rounds: ROUNDS,
    bareDockerRunMs: Math.round(median(bare)),
    trialNoneMs: Math.round(median(none)),
    trialLoggedMs: Math.round(median(logged)),
    ratioNone: +(median(none) / median(bare)).toFixed(2),
    ratioLogged: +(median(logged) / median(bare)).toFixed(2),
    target: 1.5,
    throughput: {
      trials: N,
      sequentialMs: Math.round(sequentialMs),
      concurrentMs: Math.round(concurrentMs),
      speedup: +(sequentialMs / concurrentMs).toFixed(2),
      concurrentTrialsPerSecond: +((N * 1000) / concurrentMs).toFixed(2),
    },
  };
  const rows = [
    ["measure", "median ms", "ratio to bare"],
    ["bare docker run --rm IMAGE true", String(result.bareDockerRunMs), "1.00"],
    ["trivial trial, network none", String(result.trialNoneMs), result.ratioNone.toFixed(2)],
    ["trivial trial, network logged (proxy)", String(result.trialLoggedMs), result.ratioLogged.toFixed(2)],
    [`${N} trials sequential (total)`, String(result.throughput.sequentialMs), ""],
    [
      `${N} trials concurrent (total)`,
      String(result.throughput.concurrentMs),
      `speedup ${result.throughput.speedup}×`,
    ],
  ];
  const w = [0, 1, 2].map((i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(w[i] ?? 0)).join("  "));
  console.log(
    `target: trial/bare < ${result.target}× — ${result.ratioLogged < result.target ? "met" : "NOT met"}`,
  );
  await fs.mkdir(path.join(__dirname, "results"), { recursive: true });
  await fs.writeFile(path.join(__dirname, "results", "sandbox.json"), `${JSON.stringify(result, null, 2)}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
