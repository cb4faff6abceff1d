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
}): TrialRunner {
  return {
    async run({ task, trialId, drive }) {
      const handle = await openTrial(opts.engine, {
        runId: opts.runId,
        trialId,
        runDir: opts.runDir,
        task,
        image: opts.image,
        logger: opts.logger,
        upstream: opts.modelRelay?.upstream ?? opts.upstream,
        ...(opts.modelRelay ? { allowlist: [...task.config.skillaudit.allowlist, RELAY_HOST] } : {}),
        env: opts.env,
      });
      let outcome: TrialOutcome;
      try {
        outcome = await drive(handle);
      } catch (e) {
        const written = await handle.abort((e as Error).message, "error");
        // Budget exhaustion and the like stop the stage; the bundle still records the attempt.
        if ((e as Error).name === "BudgetExceeded") throw e;
        return readBundle(written.dir);
      }
      const written = await handle.finish(outcome);
      return readBundle(path.resolve(written.dir));
    },
  };
}
