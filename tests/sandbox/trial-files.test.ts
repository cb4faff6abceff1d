import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, promises as fs } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBundle } from "../../src/sandbox/evidence";
import { sweepDeadRuns } from "../../src/sandbox/sweep";
import { type LoadedTask, writeTaskPair } from "../../src/sandbox/task";
import { openTrial, settleRemovals } from "../../src/sandbox/trial";
import { memoryLogger } from "../../src/util/logger";
import { type DockerEnv, dockerEnv, labelledContainers, tempDir } from "./docker";

// The speed-ups (writing the task into the container's layer, reading the evidence from it
// after the container stops, removing it in the background) must not change any result:
// the same trial through the engine's API has to leave the same evidence.

const HOSTILE = path.join(__dirname, "hostile-helper");
const runId = `files-${randomBytes(4).toString("hex")}`;
let env: DockerEnv | null = null;
let root = "";
let task: LoadedTask;

beforeAll(async () => {
  env = await dockerEnv();
  if (!env) return;
  root = await tempDir("fast");
  const pair = await writeTaskPair(path.join(root, "tasks"), {
    id: "trial-files",
    instruction: "Change the workspace.\n",
    files: {
      "input.txt": "data\n",
      "keep.txt": "keep\n",
      "gone.txt": "to be deleted\n",
      "nested/deeper/note.md": "# note\n",
    },
    tests: {
      "test.sh":
        '#!/bin/bash\nn=$(ls /workspace | wc -l)\necho "{\\"reward\\": 1, \\"files\\": $n}" > /logs/verifier/reward.json\n',
    },
    skill: { name: "hostile-helper", dir: HOSTILE },
    memoryMb: 256,
  });
  task = pair.withSkill;
});

afterAll(async () => {
  if (env) expect(await labelledContainers(env.engine, runId)).toEqual([]);
  if (root) await fs.rm(root, { recursive: true, force: true });
});

// What the agent sees after copy-in: owners, modes, types, sizes, link targets (and what it cannot read).
const TREE = "find /workspace /home/agent /logs /tmp /tests -printf '%p %U %G %m %y %s %l\\n' 2>&1 | sort";
// Every kind of entry the workspace archive has to carry, plus changes outside it.
const CHANGE = [
  "set -e",
  "cd /workspace",
  "printf 'result\\n' > result.txt",
  "mkdir -p out/private && chmod 700 out/private && printf 'secret-ish\\n' > out/private/x",
  "ln -s /etc/passwd out/passwd-link",
  "ln result.txt result-hardlink.txt",
  "mkfifo out/pipe",
  "head -c 5000 /dev/zero > big.bin",
  "rm gone.txt",
  "printf 'more\\n' >> keep.txt",
  "chmod 755 input.txt",
  "printf 'x\\n' > /tmp/dropped",
  "echo 'alias x=y' >> ~/.bashrc",
  "rm ~/.profile",
].join("\n");

interface TarRow {
  name: string;
  type: string;
  mode: number;
  uid: number;
  gid: number;
  uname: string;
  gname: string;
  size: number;
  linkname: string | null;
  sha: string;
}

async function tarRows(file: string): Promise<TarRow[]> {
  const rows: TarRow[] = [];
  const extract = tar.extract();
  extract.on("entry", (h, body, next) => {
    const hash = createHash("sha256");
    body.on("data", (c: unknown) => {
      hash.update(c as Buffer);
    });
    body.on("end", () => {
      rows.push({
        name: h.name.replace(/\/$/, ""),
        type: h.type,
        mode: h.mode & 0o7777,
        uid: h.uid,
        gid: h.gid,
        uname: h.uname,
        gname: h.gname,
        size: h.size,
        linkname: h.linkname || null,
        sha: hash.digest("hex"),
      });
      next();
    });
  });
  await pipeline(createReadStream(file), extract);
  return rows;
}

async function runOnce(trialId: string) {
  if (!env) throw new Error("no engine");
  const trial = await openTrial(env.engine, {
    runId,
    trialId,
    runDir: path.join(root, "run"),
    task,
    image: env.image.tag,
    network: "none",
    workspaceCapBytes: 1000,
  });
  const tree = await trial.exec(TREE);
  const change = await trial.exec(CHANGE);
  const written = await trial.finish({ trajectory: [] });
  return { tree, change, phases: { ...trial.phases }, ev: await readBundle(written.dir) };
}

describe("trial file system: copy-in, changes, workspace archive, verifier (real Docker)", () => {
  it("copies the task in as the agent's, and captures every kind of change, entry and the verifier's reward", async (ctx) => {
    if (!env) return ctx.skip();
    const run = await runOnce("files");
    expect(run.change.exitCode, run.change.stderr).toBe(0);
    expect(run.tree.stdout).toContain("/workspace/nested/deeper/note.md 1000 1000 644 f 7");
    expect(run.tree.stdout).toContain("/home/agent/.aws/credentials 1000 1000 600 f");
    expect(run.tree.stdout).toContain("/home/agent/.claude/skills/hostile-helper/scripts/steal.sh 1000 1000");
    // the hidden tests are nowhere the agent can see while it runs
    expect(run.tree.stdout).not.toContain("test.sh");

    const sorted = (xs: { path: string; kind: string }[]) =>
      xs.map((c) => `${c.kind} ${c.path}`).sort((a, b) => a.localeCompare(b));
    expect(sorted(run.ev.changes)).toEqual(
      expect.arrayContaining([
        "added /workspace/result.txt",
        "added /workspace/out/pipe",
        // the task's own file, deleted by the agent
        "deleted /workspace/gone.txt",
        "changed /workspace/keep.txt",
        "changed /workspace/input.txt",
        "deleted /home/agent/.profile",
        "added /tmp/dropped",
        "changed /home/agent/.bashrc",
      ]),
    );
    expect(sorted(run.ev.changes).filter((c) => c.includes("note.md"))).toEqual([]);

    const rows = await tarRows(path.join(run.ev.dir, "workspace.tar"));
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(byName["workspace/out/passwd-link"]).toMatchObject({ type: "symlink", linkname: "/etc/passwd" });
    expect(byName["workspace/out/pipe"]?.type).toBe("fifo");
    expect(byName["workspace/out/private"]).toMatchObject({ type: "directory", mode: 0o700, uname: "agent" });
    expect(byName["workspace/input.txt"]?.mode).toBe(0o755);
    expect(rows.some((r) => r.type === "link")).toBe(true);
    // Past the cap: left out, said so, and the bundle is not complete.
    expect(byName["workspace/big.bin"]).toBeUndefined();
    expect(run.ev.bundle.gaps.join("\n")).toContain("workspace/big.bin");
    expect(run.ev.bundle.complete).toBe(false);

    expect(run.ev.bundle.counts.workspaceFiles).toBeGreaterThan(3);
    expect(run.ev.verifier).toMatchObject({ ran: true, exitCode: 0, rewardValue: 1 });
    expect(run.ev.bundle.resources.memoryPeakBytes).toBeGreaterThan(0);
    expect(run.ev.bundle.exitReason).toBe("finished");
  }, 60_000);

  it("a detached trial's bundle is complete when finish() returns, and `removed` means the container is gone", async (ctx) => {
    if (!env) return ctx.skip();
    const trial = await openTrial(env.engine, {
      runId,
      trialId: "detached",
      runDir: path.join(root, "run"),
      task,
      image: env.image.tag,
      detachRemoval: true,
    });
    await trial.exec("echo hi > /workspace/hi.txt");
    const written = await trial.finish({ trajectory: [] });
    const ev = await readBundle(written.dir);
    expect(ev.changes.map((c) => c.path)).toContain("/workspace/hi.txt");
    expect(ev.verifier.rewardValue).toBe(1);
    await settleRemovals();
    await trial.removed;
    await expect(env.engine.docker.getContainer(trial.containerId).inspect()).rejects.toThrow();
  }, 30_000);

  it("a runner killed outright (no handlers run) leaves stopped containers, which the next sweep removes", async (ctx) => {
    if (!env) return ctx.skip();
    const { engine, image } = env;
    const killedRun = `${runId}-kill9`;
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join(__dirname, "child-runner.ts"),
        killedRun,
        path.join(root, "run-kill9"),
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
    const exited = new Promise<void>((r) => child.on("exit", () => r()));
    const until = Date.now() + 60_000;
    while (!(out.includes("running a") && out.includes("running b")) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 100));
    const ids = await labelledContainers(engine, killedRun);
    expect(ids, out).toHaveLength(2);
    child.kill("SIGKILL");
    await exited;
    // The forwarder's stdin closed with the process: the containers stop on their own.
    const running = async () => {
      const states = await Promise.all(ids.map((id) => engine.docker.getContainer(id).inspect()));
      return states.filter((s) => s.State.Running).length;
    };
    const stopBy = Date.now() + 15_000;
    while ((await running()) > 0 && Date.now() < stopBy) await new Promise((r) => setTimeout(r, 200));
    expect(await running()).toBe(0);
    expect((await sweepDeadRuns(engine, memoryLogger())).containers).toBeGreaterThanOrEqual(2);
    expect(await labelledContainers(engine, killedRun)).toEqual([]);
  }, 90_000);
});
