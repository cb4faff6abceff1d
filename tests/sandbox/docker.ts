import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { connectEngine, type Engine } from "../../src/sandbox/engine";
import { DEFAULT_BASE_IMAGE, ensureSandboxImage, type SandboxImage } from "../../src/sandbox/image";

/**
 * Decides whether the Docker tests can run. No engine (or no base image) means skip,
 * unless SKILLAUDIT_REQUIRE_DOCKER=1 (CI), where it means fail.
 */
export interface DockerEnv {
  engine: Engine;
  image: SandboxImage;
}

export const REQUIRE_DOCKER = process.env.SKILLAUDIT_REQUIRE_DOCKER === "1";

export async function dockerEnv(): Promise<DockerEnv | null> {
  let engine: Engine;
  try {
    engine = await connectEngine({ pingTimeoutMs: 3000 });
  } catch (err) {
    if (REQUIRE_DOCKER) throw err;
    console.warn(`skipping Docker tests: ${(err as Error).message}`);
    return null;
  }
  const base = process.env.SKILLAUDIT_BASE_IMAGE ?? DEFAULT_BASE_IMAGE;
  const present = await engine.docker
    .getImage(base)
    .inspect()
    .then(() => true)
    .catch(() => false);
  if (!present) {
    const msg = `base image ${base} is missing; run scripts/setup-docker.sh`;
    if (REQUIRE_DOCKER) throw new Error(msg);
    console.warn(`skipping Docker tests: ${msg}`);
    return null;
  }
  return { engine, image: await ensureSandboxImage(engine, { base }) };
}

export async function tempDir(prefix: string): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), `skillaudit-test-${prefix}-`));
}

export async function labelledContainers(engine: Engine, runId: string): Promise<string[]> {
  const list = await engine.docker.listContainers({
    all: true,
    filters: { label: [`skillaudit.run=${runId}`] },
  });
  return list.map((c) => c.Id);
}
