// The Action's egress-allowlist reaches a real trial: the audit's trial runner adds it to the task's
// own allowlist, the container's proxy lets those hosts through and denies the rest, and the
// bundle's network log says which was which (issue 12 item 3).
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dockerTrialRunner } from "../../src/pipeline/trial-runner";
import { writeTaskPair } from "../../src/sandbox/task";
import { memoryLogger } from "../../src/util/logger";
import { type DockerEnv, dockerEnv, labelledContainers, tempDir } from "./docker";

const runId = `allow-${randomBytes(4).toString("hex")}`;
let env: DockerEnv | null = null;
let root = "";
let server: http.Server;
let port = 0;

beforeAll(async () => {
  env = await dockerEnv();
  root = await tempDir("allow");
  server = http.createServer((req, res) => res.end(`loopback upstream: ${req.headers.host}${req.url}`));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  if (env) expect(await labelledContainers(env.engine, runId)).toEqual([]);
  if (root) await fs.rm(root, { recursive: true, force: true });
});

describe("egress allowlist in a real trial (real Docker)", () => {
  it("lets the allow-listed hosts through the trial's proxy, denies the others, and logs both", async (ctx) => {
    if (!env) return ctx.skip();
    const pair = await writeTaskPair(path.join(root, "tasks"), {
      id: "fetch",
      instruction: "Fetch the package index.\n",
      files: { "input.txt": "data\n" },
      tests: { "test.sh": "#!/bin/bash\necho '{\"reward\": 1}' > /logs/verifier/reward.json\n" },
      memoryMb: 256,
      pidsLimit: 128,
      agentTimeoutSec: 60,
      skill: { name: "hostile-helper", dir: path.join(__dirname, "hostile-helper") },
      verifierTimeoutSec: 20,
    });
    const runDir = path.join(root, "run");
    const runner = dockerTrialRunner({
      engine: env.engine,
      image: env.image.tag,
      runDir,
      runId,
      logger: memoryLogger(),
      // "Allowed" traffic never leaves the machine: it goes to the loopback server.
      upstream: () => net.connect(port, "127.0.0.1"),
      allowlist: ["mirror.allowed.test", "*.cdn.allowed.test"],
    });
    let out = "";
    const bundle = await runner.run({
      task: pair.noSkill,
      trialId: "allowlist",
      drive: async (session) => {
        const r = await session.exec(
          "curl -s http://mirror.allowed.test/simple; echo; curl -s http://eu.cdn.allowed.test/a; echo; curl -s -o /dev/null -w '%{http_code}' http://elsewhere.test/",
        );
        out = r.stdout;
        return { trajectory: [], exitReason: "finished" };
      },
    });
    expect(out.split("\n")).toEqual([
      "loopback upstream: mirror.allowed.test/simple",
      "loopback upstream: eu.cdn.allowed.test/a",
      "403",
    ]);
    expect(bundle.bundle.task.allowlist).toEqual(expect.arrayContaining(["mirror.allowed.test"]));
    const seen = bundle.network.map((e) => [e.host, e.allowed]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ["mirror.allowed.test", true],
        ["eu.cdn.allowed.test", true],
        ["elsewhere.test", false],
      ]),
    );
  });
});
