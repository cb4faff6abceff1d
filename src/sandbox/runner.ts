import os from "node:os";
import pLimit from "p-limit";
import type { Logger } from "../util/logger";
import type { Engine } from "./engine";
import type { WrittenBundle } from "./evidence";
import { sweepDeadRuns } from "./sweep";
import type { LoadedTask } from "./task";
import { liveContainers, openTrial, removeLiveContainers, type TrialSpec } from "./trial";
import type { TrialOutcome, TrialSession } from "./types";

/** One trial for the runner: a task, and what drives the session (a harness, a probe). */
export interface TrialJob {
  trialId: string;
  task: LoadedTask;
  drive(session: TrialSession, signal: AbortSignal): Promise<TrialOutcome>;
  /** Per-trial overrides (network, timeout, env, upstream...). */
  options?: Partial<Omit<TrialSpec, "runId" | "trialId" | "runDir" | "task" | "image">>;
}

export interface RunnerOptions {
  runId: string;
  runDir: string;
  image: string;
  logger: Logger;
  /** Trials at once; default from CPU count and memory (defaultConcurrency). */
  concurrency?: number;
  /** Remove containers and proxy dirs left by crashed earlier runs first (default true). */
  sweep?: boolean;
  /** Install SIGINT/SIGTERM handlers that remove our containers, then exit (default true). */
  handleSignals?: boolean;
}

export type TrialResult =
  | { trialId: string; ok: true; bundle: WrittenBundle }
  | { trialId: string; ok: false; error: string };

/** As many trials as CPUs, and no more than 3/4 of the memory can hold at `memoryMb` each. */
export function defaultConcurrency(
  memoryMb: number,
  cpus = os.cpus().length,
  totalBytes = os.totalmem(),
): number {
  const byMemory = Math.floor((totalBytes * 0.75) / (memoryMb * 1024 * 1024));
  return Math.max(1, Math.min(cpus, byMemory));
}

let signalUsers = 0;
let onSignal: ((sig: NodeJS.Signals) => void) | null = null;

function installSignalHandlers(logger: Logger): () => void {
  signalUsers++;
  if (!onSignal) {
    onSignal = (sig) => {
      logger.warn(`sandbox: ${sig}: removing ${liveContainers.size} trial container(s)`);
      removeLiveContainers().finally(() => process.exit(sig === "SIGINT" ? 130 : 143));
    };
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
  }
  return () => {
    signalUsers--;
    if (signalUsers === 0 && onSignal) {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
      onSignal = null;
    }
  };
}

const DRIVE_GRACE_MS = 10_000;

/** Runs the jobs concurrently; every trial ends with a bundle or an error, and no container is left. */
export async function runTrials(
  engine: Engine,
  jobs: TrialJob[],
  opts: RunnerOptions,
): Promise<TrialResult[]> {
  const { logger } = opts;
  if (opts.sweep ?? true) await sweepDeadRuns(engine, logger);
  const maxMemory = Math.max(512, ...jobs.map((j) => j.task.config.environment.memory_mb));
  const concurrency = opts.concurrency ?? defaultConcurrency(maxMemory);
  const uninstall = (opts.handleSignals ?? true) ? installSignalHandlers(logger) : () => {};
  const limit = pLimit(concurrency);
  // A trial's slot frees once its bundle is on disk; its container is removed meanwhile,
  // and every removal is awaited before we return.
  const removals: Promise<void>[] = [];
  let done = 0;
  logger.info(`sandbox: ${jobs.length} trial(s), ${concurrency} at a time`);
  try {
    return await Promise.all(
      jobs.map((job) =>
        limit(async (): Promise<TrialResult> => {
          const started = Date.now();
          try {
            const bundle = await runOne(engine, job, opts, (removed) => removals.push(removed));
            done++;
            const reward = bundle.verifier.rewardValue;
            logger.info(
              `[${done}/${jobs.length}] ${job.trialId}: ${bundle.exitReason} in ${((Date.now() - started) / 1000).toFixed(1)}s` +
                (reward !== null ? `, reward ${reward}` : "") +
                (bundle.leakedCanaries.length ? `, canary leak: ${bundle.leakedCanaries.join(", ")}` : ""),
            );
            return { trialId: job.trialId, ok: true, bundle };
          } catch (err) {
            done++;
            const error = (err as Error).message;
            logger.warn(`[${done}/${jobs.length}] ${job.trialId}: error: ${error}`);
            return { trialId: job.trialId, ok: false, error };
          }
        }),
      ),
    );
  } finally {
    await Promise.all(removals);
    uninstall();
  }
}

async function runOne(
  engine: Engine,
  job: TrialJob,
  opts: RunnerOptions,
  onRemoval: (removed: Promise<void>) => void,
): Promise<WrittenBundle> {
  const trial = await openTrial(engine, {
    ...job.options,
    runId: opts.runId,
    trialId: job.trialId,
    runDir: opts.runDir,
    task: job.task,
    image: opts.image,
    logger: job.options?.logger ?? opts.logger,
    detachRemoval: true,
  });
  onRemoval(trial.removed);
  let outcome: TrialOutcome;
  try {
    // A harness that ignores the abort still gets a grace period, then the trial closes without it.
    outcome = await new Promise<TrialOutcome>((resolve, reject) => {
      let graceTimer: NodeJS.Timeout | undefined;
      trial.signal.addEventListener("abort", () => {
        graceTimer = setTimeout(
          () => resolve({ trajectory: [], detail: "the harness did not return after the timeout" }),
          DRIVE_GRACE_MS,
        );
      });
      job.drive(trial, trial.signal).then(
        (o) => {
          clearTimeout(graceTimer);
          resolve(o);
        },
        (e) => {
          clearTimeout(graceTimer);
          reject(e);
        },
      );
    });
  } catch (err) {
    outcome = { trajectory: [], exitReason: "error", detail: `harness failed: ${(err as Error).message}` };
  }
  return trial.finish(outcome);
}
