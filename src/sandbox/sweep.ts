import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Logger } from "../util/logger";
import { LABELS } from "./container";
import type { Engine } from "./engine";
import { PROXY_DIR_PREFIX } from "./proxy";

/**
 * What a run killed outright (kill -9, a crashed runner) leaves: its stopped containers and
 * its proxies' temp directories. Swept at the start of every sandboxed audit and trial run,
 * and only those of processes gone from this host: other runs sharing the engine or the temp
 * folder (a concurrent audit, another developer's tests) are alive and left alone.
 */
export async function sweepDeadRuns(
  engine: Engine,
  logger: Logger,
): Promise<{ containers: number; proxyDirs: number }> {
  const [containers, proxyDirs] = await Promise.all([sweepContainers(engine), sweepProxyDirs()]);
  if (containers || proxyDirs)
    logger.info(
      `sandbox: removed ${containers} container(s) and ${proxyDirs} proxy dir(s) left by runs that are gone`,
    );
  return { containers, proxyDirs };
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

const deadPid = (raw: string | undefined) => {
  const pid = Number(raw);
  return Number.isInteger(pid) && pid > 0 && !pidAlive(pid);
};

async function sweepContainers(engine: Engine): Promise<number> {
  const list = await engine.docker.listContainers({ all: true, filters: { label: [LABELS.run] } });
  const host = os.hostname();
  let removed = 0;
  for (const c of list) {
    // Another host's containers (shared engine) and live processes' containers are not ours to remove.
    if (c.Labels[LABELS.host] !== host || !deadPid(c.Labels[LABELS.pid])) continue;
    await engine.docker
      .getContainer(c.Id)
      .remove({ force: true, v: true })
      .then(() => {
        removed++;
      })
      .catch(() => {});
  }
  return removed;
}

/** `<tmp>/skillaudit-proxy-<pid>-XXXXXX` of a dead pid, owned by this user. */
async function sweepProxyDirs(): Promise<number> {
  const tmp = os.tmpdir();
  const pattern = new RegExp(`^${PROXY_DIR_PREFIX}(\\d+)-[A-Za-z0-9]{6}$`);
  const uid = process.getuid?.();
  let removed = 0;
  for (const name of await fs.readdir(tmp).catch(() => [] as string[])) {
    const m = pattern.exec(name);
    if (!m || !deadPid(m[1])) continue;
    const dir = path.join(tmp, name);
    const st = await fs.lstat(dir).catch(() => null);
    if (!st?.isDirectory() || (uid !== undefined && st.uid !== uid)) continue;
    await fs.rm(dir, { recursive: true, force: true }).then(
      () => {
        removed++;
      },
      () => {},
    );
  }
  return removed;
}
