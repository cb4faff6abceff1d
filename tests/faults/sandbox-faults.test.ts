import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { collectSkill } from "../../src/collect/collect";
import { AnthropicProvider } from "../../src/model/anthropic";
import { runModelStages } from "../../src/pipeline/model-stages";
import { dockerTrialRunner } from "../../src/pipeline/trial-runner";
import { memoryLogger } from "../../src/util/logger";
import { type DockerEnv, dockerEnv } from "../sandbox/docker";
import { toolCall } from "../support/messages-server";
import {
  audit,
  expectNoContainers,
  type FaultServer,
  KEY,
  newOut,
  reportOf,
  restartLock,
  skillOf,
  stagesOf,
  startFaultServer,
  useEngine,
  writeSkill,
} from "./helpers";

/** The sandbox misbehaving under a running trial: a command that never ends, the engine going away. */
let env: DockerEnv | null = null;
let srv: FaultServer | null = null;
const ROOT = path.resolve(__dirname, "../..");
let release: (() => void) | null = null;

beforeAll(async () => {
  release = await useEngine();
  env = await dockerEnv();
}, 300_000);
afterAll(() => release?.());
afterEach(async () => {
  await srv?.close();
  srv = null;
});

const dockerdPid = (): number | null => {
  try {
    return Number(execFileSync("pidof", ["dockerd"]).toString().trim().split(/\s+/)[0]);
  } catch {
    return null;
  }
};

async function until(what: string, ok: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("sandbox faults mid-trial", () => {
  it("an agent command that never exits: the time limit ends the trial, the pair is invalid (timeout), no container is left", async (t) => {
    if (!env) return t.skip();
    srv = await startFaultServer();
    // Every agent's first move is a command that sleeps forever (asking for the longest bash timeout).
    srv.faults.push((req, role) =>
      role === "agent" && req.body.messages.length === 1
        ? toolCall("bash", { command: "sleep infinity", timeout_sec: 600 })
        : null,
    );
    const out = newOut();
    const skill = await collectSkill(writeSkill(), { mode: "spec" });
    const runId = `fault-never-exits-${process.pid}`;
    const t0 = Date.now();
    const res = await runModelStages({
      skill,
      ruleFindings: [],
      provider: new AnthropicProvider({ model: "claude-sonnet-4-6", apiKey: KEY, baseURL: srv.url }),
      runner: dockerTrialRunner({ engine: env.engine, image: env.image.tag, runDir: out, runId }),
      runDir: out,
      logger: memoryLogger(),
      options: { scenarios: 1, agentLimits: { timeLimitMs: 3000 } },
    });
    // Two trials and a probe, each cut at 3 s: far from the command's 600 s.
    expect(Date.now() - t0).toBeLessThan(45_000);
    const pair = res.pairs[0];
    expect(pair?.with.timedOut).toBe(true);
    expect(pair?.without.timedOut).toBe(true);
    const bundle = JSON.parse(readFileSync(path.join(out, String(pair?.with.evidence)), "utf8"));
    expect(bundle.exitReason).toBe("timeout");
    expect(bundle.resources.wallMs).toBeLessThan(15_000);
    const trials = res.stages.find((s) => s.stage === "trials");
    expect(trials?.status).toBe("ran");
    await expectNoContainers(env.engine, out);
    expect(
      await env.engine.docker.listContainers({ all: true, filters: { label: [`skillaudit.run=${runId}`] } }),
    ).toEqual([]);
  }, 90_000);

  it("the Docker engine restarted mid-trial: that trial is recorded as failed, not hung; no container is left; the rerun redoes it", async (t) => {
    if (!env) return t.skip();
    const engine = env.engine;
    srv = await startFaultServer();
    const unlock = await restartLock();
    let restarted = false;
    try {
      // While the with-skill run waits for its second model turn, the engine goes down and comes back.
      // The two runs of a pair go side by side: the with-skill run is picked by its request, and the
      // restart waits until the no-skill run's bundle is on disk, so only the with-skill trial is hit.
      const out = newOut();
      const noSkillDone = () =>
        existsSync(path.join(out, "trials")) &&
        readdirSync(path.join(out, "trials"), { withFileTypes: true }).some(
          (d) =>
            d.isDirectory() &&
            d.name.includes("-without-") &&
            existsSync(path.join(out, "trials", d.name, "bundle.json")),
        );
      srv.faults.push(async (req, role) => {
        if (
          role !== "agent" ||
          !req.system.includes("skills are installed") ||
          req.body.messages.length !== 3
        )
          return null;
        await until("the no-skill run to finish", noSkillDone, 60_000);
        const pid = dockerdPid();
        if (!pid) throw new Error("no dockerd to restart");
        process.kill(pid, "SIGTERM");
        await until("dockerd to stop", () => dockerdPid() === null, 60_000);
        execFileSync("setsid", ["bash", "scripts/setup-docker.sh"], { cwd: ROOT, stdio: "ignore" });
        await until(
          "the engine to answer",
          () =>
            engine.docker.ping().then(
              () => true,
              () => false,
            ),
          60_000,
        );
        restarted = true;
        return null;
      });
      const skill = writeSkill();
      const run = await audit(skill, out, srv, env.image.tag);
      expect(restarted).toBe(true);
      const r1 = reportOf(run);
      expect(stagesOf(r1)).toMatchObject({ trials: "ran", judge: "ran" });
      const s = skillOf(r1);
      expect(s.utility).toMatchObject({ prg: null, validPairs: 0, invalidPairs: 1 });
      const withBundle = JSON.parse(readFileSync(path.join(out, String(s.pairs[0]?.evidence[0])), "utf8"));
      expect(withBundle.exitReason).toBe("error");
      expect(withBundle.exitDetail).toMatch(/container/i);
      await expectNoContainers(engine, out);

      srv.faults.length = 0;
      const r2 = reportOf(await audit(skill, out, srv, env.image.tag));
      expect(skillOf(r2).utility?.prg).toBe(0.5);
      await expectNoContainers(engine, out);
    } finally {
      // Whatever happened, leave an engine running for everyone else.
      if (!dockerdPid())
        execFileSync("setsid", ["bash", "scripts/setup-docker.sh"], { cwd: ROOT, stdio: "ignore" });
      unlock();
    }
  }, 180_000);
});
