import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAudit } from "../../src/pipeline/audit";
import { startProxy } from "../../src/sandbox/proxy";
import { writeTask } from "../../src/sandbox/task";
import { LABELS } from "../../src/sandbox/trial";
import { memoryLogger } from "../../src/util/logger";
import { startMessagesServer } from "../support/messages-server";
import { type DockerEnv, dockerEnv, labelledContainers, tempDir } from "./docker";

/**
 * kill -9 of an audit leaves its stopped containers and its proxies' temp directories. The
 * next audit sweeps them at its start — only those of dead processes on this host: other
 * runs sharing the engine (a live process's container and proxy here) are left alone.
 */

let env: DockerEnv | null = null;
let root = "";
beforeAll(async () => {
  env = await dockerEnv();
  if (env) root = await tempDir("sweep");
});
afterAll(async () => {
  if (root) await fs.rm(root, { recursive: true, force: true });
});

describe("sweep at the start of an audit", () => {
  it("removes a killed run's containers and proxy temp dirs, and spares a live process's", async (ctx) => {
    if (!env) return ctx.skip();
    const { engine, image } = env;
    const task = await writeTask(
      path.join(root, "task"),
      { id: "sweep", instruction: "wait\n", network: "logged", memoryMb: 256 },
      false,
    );
    const killedRun = `sweep-kill9-${randomBytes(4).toString("hex")}`;
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
    // the proxies' temp dirs are what the containers bind-mount at /run/skillaudit
    const proxyDirs = (await Promise.all(ids.map((id) => engine.docker.getContainer(id).inspect()))).flatMap(
      (i) => (i.Mounts ?? []).filter((m) => m.Destination === "/run/skillaudit").map((m) => m.Source),
    );
    expect(proxyDirs).toHaveLength(2);
    child.kill("SIGKILL");
    await exited;
    for (const d of proxyDirs) expect(existsSync(d)).toBe(true);

    // a live run sharing the engine and the temp folder: this process's container and proxy
    const liveRun = `sweep-live-${randomBytes(4).toString("hex")}`;
    const live = await engine.docker.createContainer({
      Image: image.tag,
      Cmd: ["true"],
      Labels: {
        [LABELS.run]: liveRun,
        [LABELS.trial]: "live",
        [LABELS.pid]: String(process.pid),
        [LABELS.host]: os.hostname(),
      },
      HostConfig: { NetworkMode: "none" },
    });
    const liveProxy = await startProxy({ policy: "logged", allowlist: [], canaries: [] });
    const srv = await startMessagesServer();
    try {
      const skill = path.join(root, "skill");
      await fs.mkdir(skill, { recursive: true });
      await fs.writeFile(
        path.join(skill, "SKILL.md"),
        "---\nname: skill\ndescription: Says hello.\n---\nSay hello.\n",
      );
      const logger = memoryLogger();
      await runAudit({
        skills: [skill],
        outDir: path.join(root, "audit"),
        failOn: "never",
        minPrg: null,
        modelSkipReason: null,
        // A spent budget: the audit opens the sandbox, then makes no model call.
        model: {
          provider: {
            model: "claude-sonnet-4-6",
            apiKey: "sk-ant-sweep-test",
            baseURL: srv.url,
            maxRetries: 0,
          },
          budget: { maxTokens: 0 },
          image: image.tag,
        },
        logger,
        version: "0.0.0-test",
      });
      expect(await labelledContainers(engine, killedRun)).toEqual([]);
      for (const d of proxyDirs) expect([d, existsSync(d)]).toEqual([d, false]);
      expect(await labelledContainers(engine, liveRun)).toEqual([live.id]);
      expect(existsSync(liveProxy.socketPath)).toBe(true);
      expect(logger.lines.join("\n")).toMatch(/removed \d+ container\(s\) and \d+ proxy dir/);
      expect(srv.requests).toEqual([]);
    } finally {
      await live.remove({ force: true }).catch(() => {});
      await liveProxy.close();
      await srv.close();
    }
  }, 120_000);
});
