import { existsSync } from "node:fs";
import path from "node:path";
import { StageError } from "../util/errors";
import { sha256 } from "../util/hash";
import type { Logger } from "../util/logger";
import { bufferStream, packEntries, readTree } from "./archive";
import type { Engine } from "./engine";

export const DEFAULT_BASE_IMAGE = "skillaudit-base:bookworm";
export const IMAGE_REPO = "skillaudit-sandbox";

export interface ImageOptions {
  /** Base image for `FROM`; a local tag or a pinned public reference. */
  base?: string;
  /** Directory holding the Dockerfile and forwarder.py; found beside the code by default. */
  contextDir?: string;
  logger?: Logger;
}

export interface SandboxImage {
  /** `skillaudit-sandbox:<hash12>`: the same context and base always give the same tag. */
  tag: string;
  id: string;
  contextHash: string;
  built: boolean;
}

/** The repo's `sandbox/` directory: next to the sources, the ncc bundle (dist/) or the cwd. */
export function findContextDir(): string {
  const starts = [__dirname, process.cwd()];
  for (const start of starts) {
    let dir = start;
    for (let i = 0; i < 6; i++) {
      if (existsSync(path.join(dir, "sandbox", "Dockerfile"))) return path.join(dir, "sandbox");
      const up = path.dirname(dir);
      if (up === dir) break;
      dir = up;
    }
  }
  throw new StageError("sandbox", "cannot find the sandbox/ image context (sandbox/Dockerfile)");
}

/**
 * Builds the sandbox image once per (context, base) and reuses it afterwards. The base is
 * resolved to its image id when present locally, so re-importing the base gives a new tag.
 */
export async function ensureSandboxImage(engine: Engine, opts: ImageOptions = {}): Promise<SandboxImage> {
  const base = opts.base ?? DEFAULT_BASE_IMAGE;
  const contextDir = opts.contextDir ?? findContextDir();
  // Bytecode caches and the optional Claude Code layer's own folder are not part of this image.
  const entries = (await readTree(contextDir)).filter(
    (e) => !/(^|\/)__pycache__(\/|$)/.test(e.path) && !/^claude-code(\/|$)/.test(e.path),
  );
  let baseId = base;
  try {
    baseId = (await engine.docker.getImage(base).inspect()).Id;
  } catch {
    // Not local: the build resolves it (a pinned digest is stable by itself).
  }
  const contextHash = sha256(
    JSON.stringify({
      base: baseId,
      files: entries.map((e) => [e.path, e.type, e.mode, e.data ? sha256(e.data) : e.linkname]),
    }),
  );
  const tag = `${IMAGE_REPO}:${contextHash.slice(0, 12)}`;
  try {
    const info = await engine.docker.getImage(tag).inspect();
    opts.logger?.debug(`sandbox image ${tag} already built`);
    return { tag, id: info.Id, contextHash, built: false };
  } catch {
    // Build below.
  }
  opts.logger?.info(`building sandbox image ${tag} from ${base}`);
  const tarball = await packEntries(entries, { uid: 0, gid: 0 });
  await buildImage(engine, bufferStream(tarball), {
    tag,
    buildargs: { BASE: base },
    labels: { "skillaudit.context": contextHash, "skillaudit.base": base },
  });
  const info = await engine.docker.getImage(tag).inspect();
  opts.logger?.info(`built sandbox image ${tag}`);
  return { tag, id: info.Id, contextHash, built: true };
}

/** A user-supplied image: must exist locally (we never pull on the user's behalf here). */
export async function useImage(engine: Engine, ref: string): Promise<SandboxImage> {
  try {
    const info = await engine.docker.getImage(ref).inspect();
    return { tag: ref, id: info.Id, contextHash: "", built: false };
  } catch (err) {
    throw new StageError("sandbox", `image ${ref} is not present on the engine; build or pull it first`, {
      cause: err,
    });
  }
}

/** Builds `tag` from a tar stream of a build context; a failed build throws with the build log's tail. */
export async function buildImage(
  engine: Engine,
  context: NodeJS.ReadableStream,
  opts: { tag: string; buildargs: Record<string, string>; labels: Record<string, string> },
): Promise<void> {
  const stream = await engine.docker.buildImage(context, {
    t: opts.tag,
    buildargs: opts.buildargs,
    labels: opts.labels,
    rm: true,
    forcerm: true,
  });
  const events = await new Promise<Array<{ error?: string; stream?: string }>>((resolve, reject) => {
    engine.docker.modem.followProgress(stream, (err: Error | null, res: Array<{ error?: string }>) =>
      err ? reject(err) : resolve(res),
    );
  });
  const failed = events.find((e) => e.error);
  if (failed) {
    const tail = events
      .map((e) => e.stream ?? "")
      .join("")
      .trim()
      .split("\n")
      .slice(-8)
      .join("\n");
    const from = opts.buildargs.BASE ? ` from ${opts.buildargs.BASE}` : "";
    throw new StageError("sandbox", `building ${opts.tag}${from} failed: ${failed.error}\n${tail}`);
  }
}
