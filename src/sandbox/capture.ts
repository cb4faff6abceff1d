import { promises as fs } from "node:fs";
import { PassThrough } from "node:stream";
import { writeCappedArchive } from "./archive";
import { AGENT_UID, AGENT_WRITABLE, type Box, WORKDIR } from "./container";
import type { FsChange } from "./evidence";

/**
 * Evidence capture, run inside the container once the agent's processes are gone (nothing
 * of the agent's can change what is read): the file listing that changes.json is diffed
 * from, the workspace archive, disk use against the caps, memory use. Whatever cannot be
 * read in full is returned as a gap, never as an empty result.
 */

const AGENT = `${AGENT_UID}:${AGENT_UID}`;
/** Where the agent can write (its tmpfs mounts, plus /dev/shm). */
export const WATCHED = [...AGENT_WRITABLE, "/dev/shm"];
export const CHANGES_CAP = 20_000;
/** The listing's bytes; past it the listing is cut and the bundle says so. */
const LISTING_CAP = 64 * 1024 * 1024;

interface Entry {
  type: string;
  size: string;
  mtime: string;
  ctime: string;
  ino: string;
  mode: string;
}

export interface Listing {
  entries: Map<string, Entry>;
  gaps: string[];
}

/**
 * Every entry under the writable paths, as the agent sees them. GNU find walks by directory
 * descriptor, so a chain deeper than PATH_MAX is listed like any other; NUL-separated, so
 * names with line breaks survive.
 */
export async function listTree(
  box: Box,
  label: string,
  opts: { before?: string; stdin?: Buffer } = {},
): Promise<Listing & { failed: string | null }> {
  // `before` runs first in the same exec (the copy-in): one exec fewer per trial.
  const before = opts.before
    ? `{ ${opts.before}; } || { echo "skillaudit: copy-in failed" >&2; exit 97; }; `
    : "";
  const r = await box.run(
    AGENT,
    `${before}find ${WATCHED.join(" ")} -xdev -printf '%y %s %T@ %C@ %i %m %p\\0'`,
    {
      capBytes: LISTING_CAP,
      timeoutMs: 120_000,
      cwd: "/",
      ...(opts.stdin ? { stdin: opts.stdin } : {}),
    },
  );
  if (r.exitCode === 97) return { entries: new Map(), gaps: [], failed: r.stderr.trim().slice(0, 300) };
  const gaps: string[] = [];
  const entries = new Map<string, Entry>();
  const text = r.stdoutBytes.toString("utf8");
  const records = text.split("\0");
  // The last record is cut (or empty) unless the output ended on a NUL.
  const complete = text.endsWith("\0") || text === "";
  if (!complete) records.pop();
  for (const rec of records) {
    const m = /^(\S) (\d+) (\S+) (\S+) (\d+) (\d+) (\/.*)$/s.exec(rec);
    if (!m) continue;
    const [, type, size, mtime, ctime, ino, mode, p] = m as unknown as string[];
    entries.set(p as string, {
      type: type as string,
      size: size as string,
      mtime: mtime as string,
      ctime: ctime as string,
      ino: ino as string,
      mode: mode as string,
    });
  }
  if (r.truncated && r.stdoutBytes.length >= LISTING_CAP)
    gaps.push(
      `changes.json: the ${label} file listing was cut at ${LISTING_CAP} bytes; later paths are missing`,
    );
  if (r.timedOut) gaps.push(`changes.json: the ${label} file listing timed out; later paths are missing`);
  else if (r.exitCode !== 0) {
    const why = r.stderr.split("\n").filter(Boolean);
    gaps.push(
      `changes.json: the ${label} file listing could not read everything (${why.length} error(s)${why[0] ? `, first: ${why[0].slice(0, 200)}` : ""})`,
    );
  }
  return { entries, gaps, failed: null };
}

/** Added, deleted and changed paths between two listings; ctime catches content, mode and owner changes. */
export function diffListings(before: Listing, after: Listing): FsChange[] {
  const out: FsChange[] = [];
  for (const [p, a] of after.entries) {
    const b = before.entries.get(p);
    if (!b) out.push({ path: p, kind: "added" });
    else if (
      b.type !== a.type ||
      b.ino !== a.ino ||
      b.ctime !== a.ctime ||
      b.mtime !== a.mtime ||
      b.size !== a.size
    )
      out.push({ path: p, kind: "changed" });
  }
  for (const p of before.entries.keys()) if (!after.entries.has(p)) out.push({ path: p, kind: "deleted" });
  return out.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
}

export interface WorkspaceArchive {
  files: number;
  notes: string[];
  gaps: string[];
}

/** /workspace as a tar archive (entries `workspace/...`), whole files up to `capBytes` of content. */
export async function archiveWorkspace(
  box: Box,
  outPath: string,
  capBytes: number,
): Promise<WorkspaceArchive> {
  const stdout = new PassThrough();
  const written = writeCappedArchive(stdout, outPath, capBytes);
  written.catch(() => {});
  const r = await box.run(AGENT, `tar -c -C / --format=pax ${WORKDIR.slice(1)}`, {
    stdoutTo: stdout,
    timeoutMs: 300_000,
    cwd: "/",
  });
  const notes: string[] = [];
  const gaps: string[] = [];
  try {
    const ar = await written;
    if (ar.omitted.length) {
      const list = ar.omitted.slice(0, 20).join(", ") + (ar.omitted.length > 20 ? ", …" : "");
      gaps.push(
        `workspace.tar: ${ar.omitted.length} file(s), ${ar.omittedBytes} bytes left out past the ${capBytes}-byte cap: ${list}`,
      );
    }
    if (r.exitCode !== 0) {
      const why = r.stderr.split("\n").find((l) => l.trim()) ?? `exit code ${r.exitCode}`;
      gaps.push(`workspace.tar: tar could not read all of ${WORKDIR}: ${why.slice(0, 300)}`);
    }
    return { files: ar.files, notes, gaps };
  } catch (err) {
    await fs.rm(outPath, { force: true });
    gaps.push(`workspace.tar: could not archive ${WORKDIR}: ${(err as Error).message}`);
    return { files: 0, notes, gaps };
  }
}

/** The first writable path that is (all but) full, as the reason to end the trial; null when none is. */
export async function diskQuotaHit(box: Box): Promise<string | null> {
  const r = await box.run(AGENT, `df -kP ${WATCHED.join(" ")}`, { timeoutMs: 10_000, cwd: "/" });
  for (const line of r.stdout.split("\n").slice(1)) {
    const f = line.trim().split(/\s+/);
    const [size, avail, mount] = [Number(f[1]), Number(f[3]), f[5]];
    if (!mount || !Number.isFinite(size) || size <= 0) continue;
    // "Full" leaves less than 1% (at most 1 MiB) of the cap: the next write fails with ENOSPC.
    if (avail < Math.min(1024, size / 100))
      return `disk quota: ${mount} reached its ${Math.round(size / 1024)} MiB cap (${avail} KiB left)`;
  }
  return null;
}

export async function resourceUse(
  box: Box,
  local: boolean,
): Promise<{ memoryPeakBytes: number | null; oomKills: number | null }> {
  // The engine's stats call costs a second: read the cgroup on the host when the engine is
  // local, else from inside the container (v1 or v2).
  if (local) {
    const host = await hostCgroupMemory(box.id);
    if (host) return host;
  }
  const r = await box.run(
    "0:0",
    "cd /sys/fs/cgroup; if [ -f memory/memory.max_usage_in_bytes ]; then echo peak $(cat memory/memory.max_usage_in_bytes); grep oom_kill memory/memory.oom_control; else echo peak $(cat memory.peak 2>/dev/null); grep oom_kill memory.events; fi",
    { timeoutMs: 5000, cwd: "/" },
  );
  const peak = /^peak (\d+)/m.exec(r.stdout);
  const oom = /^oom_kill (\d+)/m.exec(r.stdout);
  return { memoryPeakBytes: peak ? Number(peak[1]) : null, oomKills: oom ? Number(oom[1]) : null };
}

async function hostCgroupMemory(
  id: string,
): Promise<{ memoryPeakBytes: number; oomKills: number | null } | null> {
  const read = (p: string) => fs.readFile(p, "utf8").catch(() => null);
  for (const dir of [
    `/sys/fs/cgroup/memory/docker/${id}`,
    `/sys/fs/cgroup/memory/system.slice/docker-${id}.scope`,
  ]) {
    const peak = await read(`${dir}/memory.max_usage_in_bytes`);
    if (peak) {
      const oom = /oom_kill (\d+)/.exec((await read(`${dir}/memory.oom_control`)) ?? "");
      return { memoryPeakBytes: Number(peak.trim()), oomKills: oom ? Number(oom[1]) : null };
    }
  }
  for (const dir of [`/sys/fs/cgroup/system.slice/docker-${id}.scope`, `/sys/fs/cgroup/docker/${id}`]) {
    const peak = await read(`${dir}/memory.peak`);
    if (peak) {
      const oom = /oom_kill (\d+)/.exec((await read(`${dir}/memory.events`)) ?? "");
      return { memoryPeakBytes: Number(peak.trim()), oomKills: oom ? Number(oom[1]) : null };
    }
  }
  return null;
}
