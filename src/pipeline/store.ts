import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";

/**
 * The run directory: every stage's artifact lives here under a key, written atomically
 * (temp file + rename) so an interrupted run never leaves a half-written file behind.
 */
export class RunStore {
  constructor(readonly dir: string) {}

  abs(rel: string): string {
    const p = path.resolve(this.dir, rel);
    if (p !== this.dir && !p.startsWith(this.dir + path.sep))
      throw new Error(`artifact path escapes the run directory: ${rel}`);
    return p;
  }

  async write(rel: string, data: string | Uint8Array): Promise<string> {
    const target = this.abs(rel);
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(6).toString("hex")}.partial`;
    await writeFile(tmp, data);
    await rename(tmp, target);
    return rel;
  }

  async writeJson(rel: string, value: unknown): Promise<string> {
    return this.write(rel, `${JSON.stringify(value, null, 2)}\n`);
  }

  /** A stored artifact that still validates, or null (absent or from an incompatible version). */
  async readJson<T>(rel: string, schema: z.ZodType<T>): Promise<T | null> {
    let text: string;
    try {
      text = await readFile(this.abs(rel), "utf8");
    } catch {
      return null;
    }
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
