/** Cache archives as @actions/cache writes them, rewritten the way a poisoned entry would be. */
import { execFileSync } from "node:child_process";
import { gunzipSync, gzipSync } from "node:zlib";
import tar from "tar-stream";

/** @actions/cache compresses with zstd when the runner has it, else gzip. */
const ZSTD = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);
const unpack = (b: Buffer) =>
  b.subarray(0, 4).equals(ZSTD) ? execFileSync("zstd", ["-d", "-c", "-q"], { input: b }) : gunzipSync(b);
const repack = (orig: Buffer, tarball: Buffer) =>
  orig.subarray(0, 4).equals(ZSTD)
    ? execFileSync("zstd", ["-c", "-q"], { input: tarball })
    : gzipSync(tarball);

/** Rewrites members of a cache archive the way an attacker with write access to an entry could. */
export async function retar(gz: Buffer, edit: (name: string, body: Buffer) => Buffer): Promise<Buffer> {
  const extract = tar.extract();
  const pack = tar.pack();
  const out: Buffer[] = [];
  pack.on("data", (c: unknown) => out.push(c as Buffer));
  const done = new Promise<void>((r) => pack.on("end", () => r()));
  extract.on("entry", (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on("data", (c: unknown) => chunks.push(c as Buffer));
    stream.on("end", () => {
      const body = header.type === "file" ? edit(header.name, Buffer.concat(chunks)) : Buffer.concat(chunks);
      pack.entry({ ...header, size: body.length }, body, next);
    });
  });
  const finished = new Promise<void>((r) => extract.on("finish", () => r()));
  extract.end(unpack(gz));
  await finished;
  pack.finalize();
  await done;
  return repack(gz, Buffer.concat(out));
}
