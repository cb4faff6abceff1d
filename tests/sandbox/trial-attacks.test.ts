import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBundle } from "../../src/sandbox/evidence";
import { type LoadedTask, writeTask } from "../../src/sandbox/task";
import { openTrial } from "../../src/sandbox/trial";
import { type DockerEnv, dockerEnv, labelledContainers, tempDir } from "./docker";

/**
 * What an agent inside a trial can try against its own evidence, replayed in the real
 * sandbox: forge the verifier's reward, peek at the hidden tests, hide its file changes, and
 * fill the host's disk.
 */

const runId = `attack-${randomBytes(4).toString("hex")}`;
let env: DockerEnv | null = null;
let root = "";
let task: LoadedTask;

// The hidden test: the reward is 1 only if the agent's answer matches what only the tests know.
const TEST_SH = `#!/bin/bash
sleep 1
if cmp -s /workspace/answer.txt /tests/expected.txt; then r=1; else r=0; fi
echo "{\\"reward\\": $r}" > /logs/verifier/reward.json
`;

beforeAll(async () => {
  env = await dockerEnv();
  if (!env) return;
  root = await tempDir("attack");
  task = await writeTask(
    path.join(root, "task"),
    {
      id: "attack",
      instruction: "Guess the answer.\n",
      files: { "input.txt": "data\n" },
      tests: { "test.sh": TEST_SH, "expected.txt": `secret-${randomBytes(8).toString("hex")}\n` },
      memoryMb: 512,
      network: "none",
      agentTimeoutSec: 120,
      verifierTimeoutSec: 30,
    },
    false,
  );
});

afterAll(async () => {
  if (env) expect(await labelledContainers(env.engine, runId)).toEqual([]);
  if (root) await fs.rm(root, { recursive: true, force: true });
});

const open = (trialId: string) => {
  if (!env) throw new Error("no engine");
  return openTrial(env.engine, {
    runId,
    trialId,
    runDir: path.join(root, "run"),
    task,
    image: env.image.tag,
  });
};

describe("the agent cannot forge its evidence (issue 11.7, 11.8)", () => {
  it("a reward file the agent planted, read-only, is discarded: the verifier's own reward counts", async (ctx) => {
    if (!env) return ctx.skip();
    const trial = await open("forge-reward");
    const planted = await trial.exec(
      "mkdir -p /logs/verifier && echo '{\"reward\": 1}' > /logs/verifier/reward.json && chmod 444 /logs/verifier/reward.json && chmod 555 /logs/verifier; echo planted=$?",
    );
    const written = await trial.finish({ trajectory: [] });
    const ev = await readBundle(written.dir);
    expect(ev.verifier.ran, JSON.stringify(ev.verifier)).toBe(true);
    expect(ev.verifier.rewardValue, `${planted.stdout}${planted.stderr}`).toBe(0);
    expect(ev.bundle.verifier.rewardValue).toBe(0);
  }, 60_000);

  it("a process the agent leaves behind cannot read the hidden tests and write the answer", async (ctx) => {
    if (!env) return ctx.skip();
    const trial = await open("peek-tests");
    await trial.exec(
      "setsid nohup sh -c 'while :; do cat /tests/expected.txt > /workspace/answer.txt 2>/dev/null; sleep 0.02; done' >/dev/null 2>&1 &",
    );
    const written = await trial.finish({ trajectory: [] });
    const ev = await readBundle(written.dir);
    expect(ev.verifier.ran).toBe(true);
    expect(ev.verifier.rewardValue).toBe(0);
  }, 60_000);

  it("a directory chain deeper than the host's path limit does not empty changes.json", async (ctx) => {
    if (!env) return ctx.skip();
    const trial = await open("deep-chain");
    const seg = "d".repeat(200);
    const made = await trial.exec(
      `echo ok > /workspace/ok.txt && cd /workspace && for i in $(seq 1 30); do mkdir ${seg} && cd ${seg} || exit 1; done && echo bottom > bottom.txt && pwd | wc -c`,
    );
    expect(Number(made.stdout.trim()), made.stderr).toBeGreaterThan(4096);
    const written = await trial.finish({ trajectory: [] });
    const ev = await readBundle(written.dir);
    const paths = ev.changes.map((c) => c.path);
    expect(paths).toContain("/workspace/ok.txt");
    // either every level is listed, or the bundle says what it could not capture
    const deep = paths.filter((p) => p.startsWith(`/workspace/${seg}`));
    if (ev.bundle.complete) {
      expect(deep).toHaveLength(31);
      expect(paths.some((p) => p.endsWith(`/${seg}/bottom.txt`))).toBe(true);
    } else expect(ev.bundle.gaps.join("\n")).toMatch(/changes/);
  }, 60_000);

  it("a bundle whose changes could not all be kept is marked incomplete, with the reason", async (ctx) => {
    if (!env) return ctx.skip();
    const trial = await open("many-files");
    await trial.exec("mkdir /workspace/many && cd /workspace/many && seq 1 21000 | xargs touch");
    const written = await trial.finish({ trajectory: [] });
    const ev = await readBundle(written.dir);
    expect(ev.bundle.complete).toBe(false);
    expect(ev.bundle.gaps.join("\n")).toMatch(/changes\.json: .*left out/);
    const clean = await open("clean");
    await clean.exec("echo fine > /workspace/answer.txt");
    const ok = await readBundle((await clean.finish({ trajectory: [] })).dir);
    expect(ok.bundle).toMatchObject({ complete: true, gaps: [] });
  }, 120_000);
});

describe("disk quota (issue 11.9)", () => {
  it("writes are capped, nothing outside the writable paths can be written, and a trial at its cap ends killed", async (ctx) => {
    if (!env) return ctx.skip();
    const trial = await open("fill-disk");
    const r = await trial.exec(
      "dd if=/dev/zero of=/tmp/fill bs=1M count=1500 2>&1 | tail -1; ls -l /tmp/fill | awk '{print $5}'; for d in /opt /var/lib /usr/local /etc /root; do touch $d/x 2>/dev/null && echo wrote:$d; done; true",
      { timeoutMs: 60_000 },
    );
    const size = Number(r.stdout.trim().split("\n")[1]);
    // the task has 512 MB of memory: its writable paths hold at most half of it
    expect(size, r.stdout).toBeLessThanOrEqual(256 * 1024 * 1024);
    expect(r.stdout).not.toContain("wrote:");
    const written = await trial.finish({ trajectory: [] });
    const ev = await readBundle(written.dir);
    expect(ev.bundle.exitReason).toBe("killed");
    expect(ev.bundle.exitDetail).toMatch(/disk quota: \/tmp .*256 MiB/);
    expect(ev.bundle.resources.diskLimitBytes).toBe(256 * 1024 * 1024);
  }, 120_000);
});
