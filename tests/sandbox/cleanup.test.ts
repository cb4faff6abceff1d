import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepDeadRuns } from "../../src/sandbox/sweep";
import { type LoadedTask, writeTask } from "../../src/sandbox/task";
import { LABELS } from "../../src/sandbox/trial";
import { memoryLogger } from "../../src/util/logger";
import { type DockerEnv, dockerEnv, labelledContainers, tempDir } from "./docker";

let env: DockerEnv | null = null;
let root = "";
let task: LoadedTask;

beforeAll(async () => {
  env = await dockerEnv();
  if (!env) return;
  root = await tempDir("cleanup");
  task = await writeTask(
    path.join(root, "task"),
    { id: "sleepy", instruction: "wait\n", memoryMb: 256 },
    false,
  );
});
afterAll(async () => {
  if (root) await fs.rm(root, { recursive: true, force: true });
});

async function waitFor<T>(what: string, f: () => Promise<T | null>, ms: number): Promise<T> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const v = await f();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("runner cleanup (real Docker)", () => {
  it("SIGTERM to a process running trials leaves no labelled container", async (ctx) => {
    if (!env) return ctx.skip();
    const { engine, image } = env;
    const runId = `sigterm-${randomBytes(4).toString("hex")}`;
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join(__dirname, "child-runner.ts"),
        runId,
        path.join(root, "run"),
        task.dir,
        image.tag,
      ],
      { stdio: ["ignore", "pipe", "pipe"], cwd: path.join(__dirname, "..", "..") },
    );
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      out += d;
    });
    const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
    await waitFor(
      "both trials running",
      async () => (out.includes("running a") && out.includes("running b") ? true : null),
      60_000,
    );
    expect(await labelledContainers(engine, runId)).toHaveLength(2);
    child.kill("SIGTERM");
    expect(await exited).toBe(143);
    expect(out).toContain("SIGTERM: removing 2 trial container(s)");
    expect(await labelledContainers(engine, runId)).toEqual([]);
  }, 90_000);

  it("sweepDeadRuns removes containers of a crashed earlier run and spares a live process's", async (ctx) => {
    if (!env) return ctx.skip();
    const { engine, image } = env;
    const runId = `sweep-${randomBytes(4).toString("hex")}`;
    const make = (pid: number, trial: string) =>
      engine.docker.createContainer({
        Image: image.tag,
        Cmd: ["true"],
        Labels: {
          [LABELS.run]: runId,
          [LABELS.trial]: trial,
          [LABELS.pid]: String(pid),
          [LABELS.host]: os.hostname(),
        },
        HostConfig: { NetworkMode: "none" },
      });
    // A pid that cannot be alive (above pid_max) stands for the crashed run.
    const dead = await make(4_194_304 + 7, "dead");
    const live = await make(process.pid, "live");
    try {
      const logger = memoryLogger();
      expect((await sweepDeadRuns(engine, logger)).containers).toBeGreaterThanOrEqual(1);
      const left = await labelledContainers(engine, runId);
      expect(left).toEqual([live.id]);
      expect(left).not.toContain(dead.id);
    } finally {
      await live.remove({ force: true }).catch(() => {});
      await dead.remove({ force: true }).catch(() => {});
    }
  });
});
