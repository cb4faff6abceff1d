import path from "node:path";
import { type ModelRelay, RELAY_HOST } from "../agent/relay";
import type { Engine } from "../sandbox/engine";
import { bundleDir, type LoadedBundle, readBundle } from "../sandbox/evidence";
import type { Upstream } from "../sandbox/proxy";
import type { LoadedTask } from "../sandbox/task";
import { openTrial } from "../sandbox/trial";
import type { TrialOutcome, TrialSession } from "../sandbox/types";
import type { Logger } from "../util/logger";

/** The seam between the model stages and the sandbox: run one trial, get its evidence bundle. */
export interface TrialRunner {
  run(args: {
    task: LoadedTask;
    trialId: string;
    drive: (session: TrialSession) => Promise<TrialOutcome>;
    /** Interrupts the trial: the container is killed and removed, the bundle records "killed", and run() rejects. */
    signal?: AbortSignal;
  }): Promise<LoadedBundle>;
}

/** Reads a finished bundle if one exists (resumption); null otherwise. */
export async function existingBundle(runDir: string, trialId: string): Promise<LoadedBundle | null> {
  try {
    return await readBundle(bundleDir(runDir, trialId));
  } catch {
    return null;
  }
}

export function dockerTrialRunner(opts: {
  engine: Engine;
  image: string;
  runDir: string;
  runId: string;
  logger?: Logger;
  upstream?: Upstream;
  env?: Record<string, string>;
  /** For in-container harnesses: routes the relay host to the key-holding relay and allows it. */
  modelRelay?: Pick<ModelRelay, "upstream">;
  /** Hosts every trial may reach besides its task's own allowlist (the Action's egress-allowlist). */
  allowlist?: string[];
}): TrialRunner {
  return {
    async run({ task, trialId, drive, signal }) {
      signal?.throwIfAborted();
      const handle = await openTrial(opts.engine, {
        runId: opts.runId,
        trialId,
        runDir: opts.runDir,
        task,
        image: opts.image,
        logger: opts.logger,
        upstream: opts.modelRelay?.upstream ?? opts.upstream,
        ...(opts.modelRelay || opts.allowlist?.length
          ? {
              allowlist: [
                ...task.config.skillaudit.allowlist,
                ...(opts.allowlist ?? []),
                ...(opts.modelRelay ? [RELAY_HOST] : []),
              ],
            }
          : {}),
        env: opts.env,
      });
      let outcome: TrialOutcome;
      // On interruption the trial is closed at once; the harness's late return is ignored.
      let interrupted: Promise<unknown> | null = null;
      let onAbort = () => {};
      const stop = new Promise<never>((_, reject) => {
        onAbort = () => {
          interrupted = handle.abort(`interrupted: ${abortMessage(signal)}`, "killed").catch(() => {});
          void interrupted.then(() => reject(signal?.reason ?? new Error("interrupted")));
        };
      });
      stop.catch(() => {});
      if (signal?.aborted) onAbort();
      else signal?.addEventListener("abort", onAbort, { once: true });
      try {
        outcome = await Promise.race([drive(handle), stop]);
      } catch (e) {
        if (interrupted) {
          await interrupted;
          throw signal?.reason ?? e;
        }
        const written = await handle.abort((e as Error).message, "error");
        // Budget exhaustion and the like stop the stage; the bundle still records the attempt.
        if ((e as Error).name === "BudgetExceeded") throw e;
        return readBundle(written.dir);
      } finally {
        signal?.removeEventListener("abort", onAbort);
      }
      if (interrupted) {
        await interrupted;
        throw signal?.reason ?? new Error("interrupted");
      }
      // A container the engine lost mid-run (engine restart, OOM of the init, external kill)
      // measured nothing: the trial is recorded as an error, not judged as if it had run.
      const lost = await containerLost(opts.engine, handle.containerId);
      if (lost) {
        opts.logger?.warn(`trial ${trialId}: ${lost}`);
        return readBundle((await handle.abort(lost, "error")).dir);
      }
      const written = await handle.finish(outcome);
      return readBundle(path.resolve(written.dir));
    },
  };
}

function abortMessage(signal: AbortSignal | undefined): string {
  const r = signal?.reason;
  return r instanceof Error ? r.message : String(r ?? "aborted");
}

/** Why the trial's container is no longer usable, or null when it still runs. */
async function containerLost(engine: Engine, id: string): Promise<string | null> {
  try {
    const { State } = await engine.docker.getContainer(id).inspect();
    if (State.Running && !State.Restarting) return null;
    return `the sandbox container stopped during the trial (status ${State.Status}, exit code ${State.ExitCode}${State.OOMKilled ? ", out of memory" : ""}); the Docker engine may have restarted`;
  } catch (e) {
    return `the sandbox container is gone: ${(e as Error).message.split("\n")[0]}`;
  }
}
