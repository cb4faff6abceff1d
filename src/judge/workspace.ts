import { createReadStream, promises as fs } from "node:fs";
import { extract } from "tar-stream";

export interface WorkspaceFile {
  path: string;
  size: number;
  /** Text content (cut to the per-file cap), or null for binary files. */
  text: string | null;
  truncated: boolean;
}

/** Reads a trial's workspace.tar into text files the judge can see; binaries are listed, not shown. */
export async function readWorkspaceTar(
  tarPath: string,
  opts: { maxFiles?: number; maxBytesPerFile?: number } = {},
): Promise<WorkspaceFile[]> {
  const maxFiles = opts.maxFiles ?? 200;
  const cap = opts.maxBytesPerFile ?? 20_000;
  try {
    await fs.access(tarPath);
  } catch {
    return [];
  }
  const out: WorkspaceFile[] = [];
  const ex = extract();
  const done = new Promise<void>((resolve, reject) => {
    ex.on("entry", (header, stream, next) => {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on("data", (chunk: unknown) => {
        const c = chunk as Buffer;
        size += c.length;
        if (size <= cap + 1) chunks.push(c);
      });
      stream.on("end", () => {
        if (header.type === "file" && out.length < maxFiles) {
          const buf = Buffer.concat(chunks);
          const binary = buf.subarray(0, 4096).includes(0);
          const name = header.name.replace(/^\.?\/+/, "").replace(/^workspace\//, "");
          out.push({
            path: name,
            size,
            text: binary ? null : buf.subarray(0, cap).toString("utf8"),
            truncated: size > cap,
          });
        }
        next();
      });
      stream.resume();
    });
    ex.on("finish", resolve);
    ex.on("error", reject);
  });
  createReadStream(tarPath).pipe(ex);
  await done;
  return out;
}
