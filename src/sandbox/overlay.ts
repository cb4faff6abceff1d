import { constants, createWriteStream, promises as fs, type Stats } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import tar from "tar-stream";
import type { ArchiveEntry, CappedArchive, Owner } from "./archive";

type TarHeader = Partial<tar.Header> & Pick<tar.Header, "name">;

import type { FsChange } from "./evidence";

/**
 * Direct access to a container's overlay2 layers on a local engine. Going through the
 * engine's archive API costs ~100 ms per call here (it mounts the rootfs and re-execs a
 * chrooted tar); the same bytes are in the layer directories. Used only when the result is
 * the same as the engine's: a local overlay2 engine without redirect_dir/metacopy, this
 * process running as root, no user-namespace remapping. Reads happen only while the
 * container is frozen or stopped, so nothing inside can swap a path under us.
 */
export interface Layer {
  /** The container's writable layer. */
  upper: string;
  /** Image layers, topmost first. */
  lowers: string[];
}

interface GraphDriver {
  Name?: string;
  Data?: Record<string, string> | null;
}

let overlayParams: Promise<boolean> | null = null;

/** redirect_dir and metacopy put a file's real location in xattrs we cannot read from Node. */
function plainOverlay(): Promise<boolean> {
  overlayParams ??= (async () => {
    const read = (n: string) =>
      fs.readFile(`/sys/module/overlay/parameters/${n}`, "utf8").then(
        (s) => s.trim(),
        () => null,
      );
    const [redirect, metacopy] = await Promise.all([read("redirect_dir"), read("metacopy")]);
    return redirect === "N" && metacopy === "N";
  })();
  return overlayParams;
}

/** The layers of a container when they can stand in for the engine's API, else null. */
export async function localLayer(endpoint: string, driver: GraphDriver | undefined): Promise<Layer | null> {
  if (!endpoint.startsWith("unix://") || process.getuid?.() !== 0) return null;
  const upper = driver?.Data?.UpperDir;
  const lower = driver?.Data?.LowerDir;
  if (driver?.Name !== "overlay2" || !upper || !lower) return null;
  if (!(await plainOverlay())) return null;
  // A remapped root owns the layer as some other uid; ids inside would not be ids outside.
  const st = await fs.lstat(upper).catch(() => null);
  if (!st?.isDirectory() || st.uid !== 0) return null;
  return { upper, lowers: lower.split(":") };
}

const isWhiteout = (st: Stats) => st.isCharacterDevice() && st.rdev === 0;

/** The topmost image-layer entry at `rel`, or null when absent or deleted by a whiteout. */
async function lowerStat(layer: Layer, rel: string): Promise<Stats | null> {
  for (const l of layer.lowers) {
    const st = await fs.lstat(path.join(l, rel)).catch(() => null);
    if (st) return isWhiteout(st) ? null : st;
  }
  return null;
}

/** Whether any image layer has something under directory `rel` (then the upper layer alone is not the whole tree). */
export async function lowersHaveContent(layer: Layer, rel: string): Promise<boolean> {
  for (const l of layer.lowers) {
    const st = await fs.lstat(path.join(l, rel)).catch(() => null);
    if (!st) continue;
    if (!st.isDirectory()) return true;
    if ((await fs.readdir(path.join(l, rel))).length > 0) return true;
  }
  return false;
}

function cleanRel(p: string): string | null {
  const parts = p.split("/").filter((x) => x !== "" && x !== ".");
  if (parts.length === 0 || parts.some((x) => x === "..")) return null;
  return parts.join("/");
}

type Step =
  | { kind: "parent"; rel: string; from: Stats | null }
  | { kind: "entry"; rel: string; entry: ArchiveEntry; owner: Owner };

/**
 * Writes `entries` (as packEntries would archive them) into the writable layer of a
 * container that was created and never started, with the result the engine's archive
 * upload gives: entries get the archive's owner, mode and time; missing parents are made
 * like the engine makes them (root, 0755) or copied up from the image. Returns false,
 * having written nothing, for any tree it cannot place exactly (a parent that is not a
 * plain directory, a directory over an image file): the caller then uploads instead.
 */
export async function writeLayer(layer: Layer, entries: ArchiveEntry[], owner: Owner): Promise<boolean> {
  const steps: Step[] = [];
  const placed = new Map<string, ArchiveEntry["type"]>();
  for (const e of entries) {
    const rel = cleanRel(e.path);
    if (!rel) return false;
    const parent = path.posix.dirname(rel);
    if (parent !== "." && placed.get(parent) !== "directory") {
      if (placed.has(parent)) return false;
      // Only top-level parents are taken from the image: deeper ones could sit below an
      // opaque directory, which only an xattr would tell.
      if (parent.includes("/")) return false;
      const from = await lowerStat(layer, parent);
      if (from && !from.isDirectory()) return false;
      steps.push({ kind: "parent", rel: parent, from });
      placed.set(parent, "directory");
    }
    const prior = placed.get(rel);
    if (prior !== undefined) {
      if (prior !== "directory" || e.type !== "directory") return false;
    } else if (e.type === "directory") {
      const below = await lowerStat(layer, rel);
      if (below && !below.isDirectory()) return false;
    }
    steps.push({ kind: "entry", rel, entry: e, owner: e.owner ?? owner });
    placed.set(rel, e.type);
  }

  const now = new Date();
  const made = new Set<string>();
  for (const s of steps) {
    const abs = path.join(layer.upper, s.rel);
    if (s.kind === "parent") {
      await fs.mkdir(abs);
      made.add(s.rel);
      await fs.lchown(abs, s.from?.uid ?? 0, s.from?.gid ?? 0);
      await fs.chmod(abs, s.from ? s.from.mode & 0o7777 : 0o755);
      await fs.utimes(abs, s.from?.atime ?? now, s.from?.mtime ?? now);
      continue;
    }
    const { entry: e, owner: o } = s;
    if (e.type === "directory") {
      if (!made.has(s.rel)) await fs.mkdir(abs);
      made.add(s.rel);
      await fs.lchown(abs, o.uid, o.gid);
      await fs.chmod(abs, (e.mode ?? 0o755) & 0o7777);
      await fs.utimes(abs, now, now);
    } else if (e.type === "symlink") {
      await fs.symlink(e.linkname ?? "", abs);
      await fs.lchown(abs, o.uid, o.gid);
      await fs.lutimes(abs, now, now);
    } else {
      // wx: never through an existing name, symlink or not.
      await fs.writeFile(abs, e.data ?? Buffer.alloc(0), { flag: "wx", mode: 0o600 });
      await fs.lchown(abs, o.uid, o.gid);
      await fs.chmod(abs, (e.mode ?? 0o644) & 0o7777);
      await fs.utimes(abs, now, now);
    }
  }
  return true;
}

/**
 * The regular file at `rel` when the writable layer holds it under plain directories;
 * null for anything else (absent, only in the image, a symlink on the way), which the
 * caller then reads through the engine.
 */
export async function readLayerFile(layer: Layer, rel: string): Promise<Buffer | null> {
  const clean = cleanRel(rel);
  if (!clean) return null;
  let abs = layer.upper;
  const parts = clean.split("/");
  for (const [i, part] of parts.entries()) {
    abs = path.join(abs, part);
    const st = await fs.lstat(abs).catch(() => null);
    if (!st || !(i === parts.length - 1 ? st.isFile() : st.isDirectory())) return null;
  }
  const fh = await fs.open(abs, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    return await fh.readFile();
  } finally {
    await fh.close();
  }
}

/** uid/gid to name maps from the container's /etc/passwd and /etc/group, as the engine's archive labels entries. */
async function accountNames(
  layer: Layer,
): Promise<{ users: Map<number, string>; groups: Map<number, string> }> {
  const read = async (rel: string): Promise<string> => {
    for (const root of [layer.upper, ...layer.lowers]) {
      const st = await fs.lstat(path.join(root, rel)).catch(() => null);
      if (!st) continue;
      if (!st.isFile()) return "";
      const fh = await fs.open(path.join(root, rel), constants.O_RDONLY | constants.O_NOFOLLOW);
      try {
        return (await fh.readFile()).toString("utf8");
      } finally {
        await fh.close();
      }
    }
    return "";
  };
  const parse = (text: string) => {
    const m = new Map<number, string>();
    for (const line of text.split("\n")) {
      const f = line.split(":");
      const id = Number(f[2]);
      if (f[0] && Number.isInteger(id) && !m.has(id)) m.set(id, f[0]);
    }
    return m;
  };
  const [passwd, group] = await Promise.all([read("etc/passwd"), read("etc/group")]);
  return { users: parse(passwd), groups: parse(group) };
}

/**
 * Archives directory `rel` of the writable layer into `outPath` the way the engine's
 * archive API does (entries named `<basename>/...`, hard links as links, sockets and
 * whiteouts skipped), keeping whole files until `capBytes` of content; what does not fit
 * is listed. Only valid when no image layer has content under `rel` (lowersHaveContent).
 */
export async function archiveLayerDir(
  layer: Layer,
  rel: string,
  outPath: string,
  capBytes: number,
): Promise<CappedArchive> {
  const clean = cleanRel(rel);
  if (!clean) throw new Error(`bad layer path ${rel}`);
  const names = await accountNames(layer);
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(outPath));
  const result: CappedArchive = { bytes: 0, files: 0, omitted: [], omittedBytes: 0 };
  const links = new Map<string, string>();
  const base = path.posix.basename(clean);

  const put = (header: TarHeader, body?: NodeJS.ReadableStream | Buffer) =>
    new Promise<void>((resolve, reject) => {
      const entry = pack.entry(header, (err) => (err ? reject(err) : resolve()));
      if (body && !Buffer.isBuffer(body)) {
        (body as NodeJS.ReadableStream).on("error", reject);
        body.pipe(entry as unknown as NodeJS.WritableStream);
      } else entry.end(body);
    });

  const headerOf = (name: string, st: Stats): TarHeader => ({
    name,
    mode: st.mode & 0o7777,
    uid: st.uid,
    gid: st.gid,
    uname: names.users.get(st.uid) ?? "",
    gname: names.groups.get(st.gid) ?? "",
    mtime: st.mtime,
  });

  async function add(abs: string, name: string, st: Stats): Promise<void> {
    if (st.isDirectory()) {
      await put({ ...headerOf(name, st), type: "directory" });
      for (const child of (await fs.readdir(abs)).sort()) {
        const cabs = path.join(abs, child);
        await add(cabs, `${name}/${child}`, await fs.lstat(cabs));
      }
      return;
    }
    if (st.isSymbolicLink()) {
      await put({ ...headerOf(name, st), type: "symlink", linkname: await fs.readlink(abs) });
      return;
    }
    if (st.isFIFO()) {
      await put({ ...headerOf(name, st), type: "fifo" });
      return;
    }
    // Sockets are skipped by the engine too; character 0/0 is a whiteout (a deletion).
    if (!st.isFile()) return;
    const key = `${st.dev}:${st.ino}`;
    const first = st.nlink > 1 ? links.get(key) : undefined;
    if (first) {
      await put({ ...headerOf(name, st), type: "link", linkname: first, size: 0 });
      return;
    }
    if (result.bytes + st.size > capBytes) {
      result.omitted.push(name);
      result.omittedBytes += st.size;
      return;
    }
    if (st.nlink > 1) links.set(key, name);
    const fh = await fs.open(abs, constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      const now = await fh.stat();
      if (now.ino !== st.ino || !now.isFile()) throw new Error(`${name} changed while archiving`);
      await put(
        { ...headerOf(name, now), type: "file", size: now.size },
        fh.createReadStream({ autoClose: false }),
      );
    } finally {
      await fh.close();
    }
    result.bytes += st.size;
    result.files += 1;
  }

  try {
    const top = path.join(layer.upper, clean);
    const st = await fs.lstat(top).catch(() => null);
    const topStat = st ?? (await lowerStat(layer, clean));
    if (!topStat?.isDirectory()) throw new Error(`/${clean} is not a directory`);
    if (st) await add(top, base, st);
    else await put({ ...headerOf(base, topStat), type: "directory" });
    pack.finalize();
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => {});
    throw err;
  }
  await written;
  return result;
}

/**
 * The container's filesystem changes from its writable layer, by the engine's own rules:
 * whiteouts are deletions, entries that exist below are changes, the rest additions.
 */
export async function layerChanges(layer: Layer): Promise<FsChange[]> {
  await fs.access(layer.upper);
  const out: FsChange[] = [];
  const inLower = async (rel: string) => {
    for (const l of layer.lowers) {
      if (
        await fs.lstat(path.join(l, rel)).then(
          () => true,
          () => false,
        )
      )
        return true;
    }
    return false;
  };
  async function walk(rel: string): Promise<void> {
    const names = (await fs.readdir(path.join(layer.upper, rel))).sort();
    for (const name of names) {
      const r = `${rel}/${name}`;
      const st = await fs.lstat(path.join(layer.upper, r));
      if (isWhiteout(st)) {
        out.push({ path: r, kind: "deleted" });
        continue;
      }
      const existed = await inLower(r);
      out.push({ path: r, kind: existed ? "changed" : "added" });
      if (st.isDirectory()) await walk(r);
    }
  }
  await walk("");
  return out;
}
