import { createWriteStream, promises as fs } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import tar from "tar-stream";

/** One entry to put into a container; paths are relative to the archive's target directory. */
export interface ArchiveEntry {
  path: string;
  type: "file" | "directory" | "symlink";
  data?: Buffer;
  linkname?: string;
  mode?: number;
  /** Overrides the archive's owner for this entry. */
  owner?: Owner;
}

export interface Owner {
  uid: number;
  gid: number;
}

export async function packEntries(entries: ArchiveEntry[], owner: Owner): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on("data", (c) => chunks.push(c as Buffer));
  const done = new Promise<void>((resolve, reject) => {
    pack.on("end", resolve);
    pack.on("error", reject);
  });
  for (const e of entries) {
    const o = e.owner ?? owner;
    const base = { name: e.path, uid: o.uid, gid: o.gid, mtime: new Date() };
    if (e.type === "directory") pack.entry({ ...base, type: "directory", mode: e.mode ?? 0o755 });
    else if (e.type === "symlink") pack.entry({ ...base, type: "symlink", linkname: e.linkname ?? "" });
    else pack.entry({ ...base, type: "file", mode: e.mode ?? 0o644 }, e.data ?? Buffer.alloc(0));
  }
  pack.finalize();
  await done;
  return Buffer.concat(chunks);
}

/** Every directory, file and symlink under `root`, with `prefix` prepended, sorted. */
export async function readTree(root: string, prefix = ""): Promise<ArchiveEntry[]> {
  const out: ArchiveEntry[] = [];
  async function walk(rel: string): Promise<void> {
    const abs = path.join(root, rel);
    const names = (await fs.readdir(abs)).sort();
    for (const name of names) {
      const r = rel ? `${rel}/${name}` : name;
      const a = path.join(root, r);
      const st = await fs.lstat(a);
      const p = prefix ? `${prefix}/${r}` : r;
      if (st.isSymbolicLink()) out.push({ path: p, type: "symlink", linkname: await fs.readlink(a) });
      else if (st.isDirectory()) {
        out.push({ path: p, type: "directory", mode: 0o755 });
        await walk(r);
      } else if (st.isFile()) {
        out.push({
          path: p,
          type: "file",
          data: await fs.readFile(a),
          mode: st.mode & 0o111 ? 0o755 : 0o644,
        });
      }
    }
  }
  await walk("");
  return out;
}

/** The first regular file's bytes in a tar stream (what GET /archive returns for a file path). */
export async function firstFileOf(stream: NodeJS.ReadableStream): Promise<Buffer | null> {
  const extract = tar.extract();
  let found: Buffer | null = null;
  extract.on("entry", (header, body, next) => {
    const chunks: Buffer[] = [];
    body.on("data", (c) => {
      if (found === null && header.type === "file") chunks.push(c as Buffer);
    });
    body.on("end", () => {
      if (found === null && header.type === "file") found = Buffer.concat(chunks);
      next();
    });
    body.resume();
  });
  await pipeline(stream as Readable, extract);
  return found;
}

export interface CappedArchive {
  bytes: number;
  files: number;
  /** Entries left out because the cap was reached. */
  omitted: string[];
  omittedBytes: number;
}

/**
 * Re-packs a tar stream into `outPath`, keeping whole entries until `capBytes` of file
 * content is reached; what does not fit is listed, never dropped silently.
 */
export async function writeCappedArchive(
  stream: NodeJS.ReadableStream,
  outPath: string,
  capBytes: number,
): Promise<CappedArchive> {
  const extract = tar.extract();
  const pack = tar.pack();
  const result: CappedArchive = { bytes: 0, files: 0, omitted: [], omittedBytes: 0 };
  const written = pipeline(pack, createWriteStream(outPath));
  extract.on("entry", (header, body, next) => {
    const size = header.size ?? 0;
    if (header.type === "file" && result.bytes + size > capBytes) {
      result.omitted.push(header.name);
      result.omittedBytes += size;
      body.on("end", next);
      body.resume();
      return;
    }
    if (header.type === "file") {
      result.bytes += size;
      result.files += 1;
    }
    const entry = pack.entry(header, (err) => next(err ?? undefined));
    body.pipe(entry);
  });
  await pipeline(stream as Readable, extract);
  pack.finalize();
  await written;
  return result;
}

export function bufferStream(buf: Buffer): Readable {
  return Readable.from([buf]);
}
