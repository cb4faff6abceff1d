import { mkdir } from "node:fs/promises";
import path from "node:path";
import { InputError } from "../util/errors";
import type { Logger } from "../util/logger";

/** Inside the run directory, so an audit writes nothing beside it. */
export const RUN_LOCK = ".skillaudit.lock";
/** A lock not refreshed for this long is a killed audit's; the holder refreshes it every 30 s. */
const STALE_MS = 60_000;

/**
 * Makes this audit the run directory's only writer until the returned release is called. A
 * second audit fails at once with one line rather than mix its files into the first's run.
 * proper-lockfile: an atomic mkdir lock whose mtime the holder keeps fresh, so a lock left by
 * a killed process goes stale by itself (which a pid file cannot tell across hosts).
 */
export async function lockRunDir(dir: string, logger: Logger): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  // Loaded here: only a run with a directory locks, and graceful-fs patches fs when it loads.
  const { default: lockfile } = await import("proper-lockfile");
  try {
    return await lockfile.lock(dir, {
      lockfilePath: path.join(dir, RUN_LOCK),
      stale: STALE_MS,
      retries: 0,
      realpath: false,
      // A lock whose refresh failed (event loop stalled past the stale time, disk gone): the
      // audit goes on, but says that another writer could since have entered.
      onCompromised: (err) =>
        logger.warn(`run directory lock ${path.join(dir, RUN_LOCK)} was lost: ${err.message}`),
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ELOCKED") {
      throw new InputError(
        dir,
        `another audit is writing this run directory (lock ${RUN_LOCK}; one left by a killed audit expires within ${STALE_MS / 1000} s): wait for it or choose another --out`,
      );
    }
    throw err;
  }
}
