import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_UID, killAllScript } from "../../src/sandbox/container";
import { readBundle } from "../../src/sandbox/evidence";
import { runTrials, type TrialJob } from "../../src/sandbox/runner";
import { type LoadedTask, writeTaskPair } from "../../src/sandbox/task";
import { openTrial } from "../../src/sandbox/trial";
import { memoryLogger } from "../../src/util/logger";
import { type DockerEnv, dockerEnv, labelledContainers, tempDir } from "./docker";

const HOSTILE = path.join(__dirname, "hostile-helper");
const runId = `iso-${randomBytes(4).toString("hex")}`;
const hostSecret = `host-canary-${randomBytes(12).toString("hex")}`;
let env: DockerEnv | null = null;
let root = "";
let hostFile = "";
let task: LoadedTask;
let noSkillTask: LoadedTask;

beforeAll(async () => {
  env = await dockerEnv();
  if (!env) return;
  root = await tempDir("iso");
  // The runner's own secrets: an environment variable and a readable file on the host.
  process.env.SKILLAUDIT_HOST_CANARY = hostSecret;
  hostFile = path.join(root, "host-secret.txt");
  await fs.writeFile(hostFile, hostSecret, { mode: 0o644 });
  const pair = await writeTaskPair(path.join(root, "tasks"), {
    id: "hostile",
    instruction: "Run the helper scripts.\n",
    files: { "input.txt": "data\n" },
    tests: {
      "test.sh":
        '#!/bin/bash\nif [ -f /workspace/result.txt ]; then r=1; else r=0; fi\necho "{\\"reward\\": $r}" > /logs/verifier/reward.json\n',
    },
    skill: { name: "hostile-helper", dir: HOSTILE },
    memoryMb: 256,
    pidsLimit: 128,
    agentTimeoutSec: 60,
    verifierTimeoutSec: 20,
  });
  task = pair.withSkill;
  noSkillTask = pair.noSkill;
});

afterAll(async () => {
  delete process.env.SKILLAUDIT_HOST_CANARY;
  if (env) expect(await labelledContainers(env.engine, runId)).toEqual([]);
  if (root) await fs.rm(root, { recursive: true, force: true });
});

const skills = "/home/agent/.claude/skills/hostile-helper/scripts";

// Fills the pid limit with children that end `secs` after the limit is full, then returns at once.
// Each child waits in bash builtins only (no room to fork) and holds little memory (no OOM kills).
const fill = (secs: number) =>
  `python3 -c "
import os, time
deadline = '/tmp/fill-deadline'
if os.path.exists(deadline): os.remove(deadline)
if not os.path.exists('/tmp/fill-fifo'): os.mkfifo('/tmp/fill-fifo')
wait = 'while :; do read -t 0.2 <> /tmp/fill-fifo; read -r d 2>/dev/null < ' + deadline + ' && [ \\$EPOCHSECONDS -ge \\$d ] && exit 0; done'
while True:
    try:
        pid = os.fork()
    except OSError:
        break
    if pid == 0:
        os.setsid()
        os.execv('/bin/bash', ['bash', '-c', wait])
open(deadline + '.tmp', 'w').write(str(int(time.time()) + ${secs}) + '\\n')
os.rename(deadline + '.tmp', deadline)
"`;

/** One trial of the hostile task, run alone, in a run directory named for it. */
function soloTrial(
  e: DockerEnv,
  trialId: string,
  drive: TrialJob["drive"],
  options: TrialJob["options"] = {},
) {
  return runTrials(e.engine, [{ trialId, task, options, drive }], {
    runId,
    runDir: path.join(root, `run-${trialId}`),
    image: e.image.tag,
    logger: memoryLogger(),
    concurrency: 1,
    handleSignals: false,
  });
}

async function allBundleText(dir: string): Promise<string> {
  const names = await fs.readdir(dir);
  const parts = await Promise.all(names.map((n) => fs.readFile(path.join(dir, n))));
  return parts.map((b) => b.toString("latin1")).join("\n");
}

describe("sandbox isolation against a hostile skill (real Docker)", () => {
  it("keeps the runner's secrets, capabilities, Docker socket and network out of reach, and records every attempt", async (ctx) => {
    if (!env) return ctx.skip();
    const runDir = path.join(root, "run");
    const trial = await openTrial(env.engine, {
      runId,
      trialId: "secrets",
      runDir,
      task,
      image: env.image.tag,
    });
    expect(trial.skillsDir).toBe("/home/agent/.claude/skills");

    const steal = await trial.exec(`bash ${skills}/steal.sh ${hostFile}`);
    expect(steal.stdout).toContain("host-env=absent");
    expect(steal.stdout).toContain("host-file=unreadable");
    expect(steal.stdout).not.toContain(hostSecret);
    expect(steal.stdout).not.toContain("docker-socket=");
    expect(steal.stdout).toMatch(/CapEff:\s+0000000000000000/);
    expect(steal.stdout).toMatch(/CapBnd:\s+0000000000000000/);
    expect(steal.stdout).toMatch(/NoNewPrivs:\s+1/);
    expect(steal.stdout).toContain("uid=1000");

    const exfil = await trial.exec(`bash ${skills}/exfil.sh`);
    expect(exfil.stdout).toContain("http-post=403");
    expect(exfil.stdout).not.toContain("https-exit=0");
    expect(exfil.stdout).not.toContain("dns-exit=0");
    expect(exfil.stdout).toContain("raw-connect=Network is unreachable");

    const writes = await trial.exec(`bash ${skills}/escape.sh`);
    expect(writes.stdout).toContain("etc-exit=1");
    expect(writes.stdout).toContain("usr-exit=1");

    const bundle = await trial.finish({ trajectory: [] });
    const ev = await readBundle(bundle.dir);

    // Nothing of the host's secret anywhere in the evidence, including the env dump the skill made.
    expect(await allBundleText(bundle.dir)).not.toContain(hostSecret);
    expect(ev.bundle.counts.workspaceFiles).toBeGreaterThanOrEqual(3);

    // Every exfiltration attempt is in the network log, with the leaked canaries named.
    const aws = ev.canaries.find((c) => c.name === "aws_access_key_id")?.value ?? "";
    const post = ev.network.find((e) => e.kind === "http" && e.method === "POST");
    expect(post).toMatchObject({ host: "collector.evil.test", allowed: false, status: 403 });
    expect(post?.canaries.sort()).toEqual(["aws_access_key_id", "github_token_env"]);
    expect(post?.bodyHead).toContain(aws);
    expect(
      ev.network.some((e) => e.kind === "connect" && e.target === "collector.evil.test:443" && !e.allowed),
    ).toBe(true);
    const dns = ev.network.find((e) => e.kind === "dns" && e.host.endsWith(".dns.evil.test"));
    expect(dns?.canaries).toEqual(["aws_access_key_id"]);
    expect(ev.bundle.leakedCanaries.sort()).toEqual(["aws_access_key_id", "github_token_env"]);

    // Writes outside the workspace: denied ones are in the exec log, successful ones in changes.
    const paths = ev.changes.map((c) => `${c.kind} ${c.path}`);
    expect(paths).toContain("added /tmp/dropped");
    expect(paths).toContain("changed /home/agent/.bashrc");
    expect(paths).toContain("added /workspace/result.txt");
    expect(paths.some((p) => p.includes("/etc/pwned") || p.includes("/usr/local/bin/pwned"))).toBe(false);
    expect(ev.execs.map((e) => e.command)).toEqual([
      `bash ${skills}/steal.sh ${hostFile}`,
      `bash ${skills}/exfil.sh`,
      `bash ${skills}/escape.sh`,
    ]);
    expect(ev.execs[1]?.stdoutHead).toContain("http-post=403");

    expect(ev.verifier).toMatchObject({ ran: true, rewardValue: 1 });
    expect(ev.bundle.exitReason).toBe("finished");
    expect(ev.bundle.task.withSkill).toBe(true);
  });

  it("installs nothing for the no-skill twin and applies network none without a proxy", async (ctx) => {
    if (!env) return ctx.skip();
    const trial = await openTrial(env.engine, {
      runId,
      trialId: "no-skill",
      runDir: path.join(root, "run"),
      task: noSkillTask,
      image: env.image.tag,
      network: "none",
    });
    expect(trial.skillsDir).toBeNull();
    const r = await trial.exec(
      'ls -A ~/.claude/skills | wc -l; ls /run/skillaudit | wc -l; echo "proxy=$(printenv HTTP_PROXY || echo unset)"; cat input.txt',
    );
    expect(r.stdout.split("\n").slice(0, 4)).toEqual(["0", "0", "proxy=unset", "data"]);
    const bundle = await trial.finish({ trajectory: [] });
    expect(bundle.task.network).toBe("none");
    expect(bundle.counts.networkEvents).toBe(0);
  });

  it("ends a fork bomb, a memory hog and a process that outlives its timeout, and the runner survives them all", async (ctx) => {
    if (!env) return ctx.skip();
    const logger = memoryLogger();
    const outputs: Record<string, { exitCode: number | null; timedOut: boolean; stdout: string }> = {};
    const job = (
      trialId: string,
      command: string,
      timeoutMs: number,
      trialTimeoutSec?: number,
    ): TrialJob => ({
      trialId,
      task,
      options: trialTimeoutSec ? { timeoutSec: trialTimeoutSec } : {},
      drive: async (session) => {
        const r = await session.exec(command, { timeoutMs });
        const after = await session.exec("echo alive", { timeoutMs: 5000 });
        outputs[trialId] = {
          exitCode: r.exitCode,
          timedOut: r.timedOut,
          stdout: `${r.stdout}|${after.stdout}`,
        };
        return { trajectory: [] };
      },
    });
    const results = await runTrials(
      env.engine,
      [
        // Wall clocks well inside the test's limit: a trial that hangs ends as a timeout the checks below name.
        job("forkbomb", `bash ${skills}/forkbomb.sh`, 4000, 60),
        job("memhog", `python3 ${skills}/memhog.py`, 30_000, 60),
        // The exec may run 60 s, but the trial's wall clock is 5 s.
        job("linger", `bash ${skills}/linger.sh`, 60_000, 5),
      ],
      {
        runId,
        runDir: path.join(root, "run"),
        image: env.image.tag,
        logger,
        concurrency: 3,
        handleSignals: false,
      },
    );
    expect(
      results.map((r) => r.ok),
      logger.lines.join("\n"),
    ).toEqual([true, true, true]);
    const bundles = Object.fromEntries(results.map((r) => [r.trialId, r.ok ? r.bundle : null]));

    // Fork bomb: the pids limit holds it, the exec timeout kills its process group, the trial goes on.
    expect(outputs.forkbomb?.timedOut, JSON.stringify(outputs.forkbomb)).toBe(true);
    expect(outputs.forkbomb?.stdout).toContain("alive");
    expect(bundles.forkbomb?.resources.pidsLimit).toBe(128);
    const fb = await readBundle(bundles.forkbomb?.dir ?? "");
    expect(fb.execs[0]).toMatchObject({ command: `bash ${skills}/forkbomb.sh`, timedOut: true });
    expect(fb.execs[0]?.stderrHead).toMatch(/fork: (retry|Resource temporarily unavailable)/);

    // Memory hog: killed by the kernel at the limit; the kill is counted in the bundle.
    expect(outputs.memhog?.exitCode).toBe(137);
    expect(outputs.memhog?.timedOut).toBe(false);
    expect(outputs.memhog?.stdout).toContain("alive");
    expect(bundles.memhog?.resources.oomKills).toBeGreaterThanOrEqual(1);
    expect(bundles.memhog?.resources.memoryPeakBytes).toBeGreaterThan(200 * 1024 * 1024);
    expect(bundles.memhog?.resources.memoryLimitBytes).toBe(256 * 1024 * 1024);

    // Linger: the wall clock ends every process of the trial; the bundle says timeout.
    expect(bundles.linger?.exitReason).toBe("timeout");
    expect(bundles.linger?.timings.wallMs).toBeLessThan(20_000);
    expect(outputs.linger?.timedOut).toBe(true);
    expect(bundles.linger?.verifier.ran).toBe(false);

    expect(await labelledContainers(env.engine, runId)).toEqual([]);
    expect(logger.lines.filter((l) => /\[\d\/3\]/.test(l))).toHaveLength(3);
  }, 120_000);

  it("runs a command once the pid limit has room again, and says so when the runtime cannot start it", async (ctx) => {
    if (!env) return ctx.skip();
    const seen: Array<{ exitCode: number | null; stdout: string; stderr: string }> = [];
    const results = await soloTrial(env, "pidfull", async (session) => {
      await session.exec(fill(2), { timeoutMs: 20_000 });
      seen.push(await session.exec("echo alive", { timeoutMs: 15_000 }));
      // A start that fails for good (no such directory) is given up on within the window.
      seen.push(await session.exec("echo alive", { timeoutMs: 60_000, cwd: "/no/such/dir" }));
      seen.push(await session.exec("echo alive", { timeoutMs: 15_000 }));
      return { trajectory: [] };
    });
    expect(results.map((r) => r.ok)).toEqual([true]);
    expect(seen[0]).toMatchObject({ exitCode: 0, stdout: "alive\n" });
    // Never started: no exit code, and the runtime's message is not the command's output.
    expect(seen[1]?.exitCode).toBeNull();
    expect(seen[1]?.stdout).toBe("");
    expect(seen[1]?.stderr).toMatch(
      /could not start the command within 5000 ms: OCI runtime exec failed: .*no\/such\/dir/,
    );
    expect(seen[2]).toMatchObject({ exitCode: 0, stdout: "alive\n" });
  }, 120_000);

  it("ends a process that forked past the timeout's TERM and filled the pid limit", async (ctx) => {
    if (!env) return ctx.skip();
    // bash blocks TERM while it forks, so a fork bomb can fork past the group's TERM (pending
    // signals are not inherited) and the timeout returns with the bomb alive. Replayed by hand:
    // TERM blocked, a fork after it arrived, the child fills the pid limit and waits.
    const termEscape = `python3 -c "
import os, signal, time
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})
if not os.path.exists('/tmp/esc-fifo'): os.mkfifo('/tmp/esc-fifo')
while signal.SIGTERM not in signal.sigpending(): time.sleep(0.01)
if os.fork() == 0:
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})
    while True:
        try:
            pid = os.fork()
        except OSError:
            break
        if pid == 0:
            os.execv('/bin/bash', ['bash', '-c', 'while :; do read -t 1 <> /tmp/esc-fifo; done'])
    open('/tmp/esc-full', 'w').close()
    signal.pause()
while not os.path.exists('/tmp/esc-full'): time.sleep(0.02)
os._exit(0)
"`;
    const seen: Array<{ exitCode: number | null; stdout: string; timedOut: boolean }> = [];
    const results = await soloTrial(
      env,
      "term-escape",
      async (session) => {
        seen.push(await session.exec(termEscape, { timeoutMs: 1000 }));
        seen.push(await session.exec("echo alive", { timeoutMs: 5000 }));
        return { trajectory: [] };
      },
      { timeoutSec: 60 },
    );
    expect(results.map((r) => r.ok)).toEqual([true]);
    expect(seen[0]?.timedOut).toBe(true);
    expect(seen[1]).toMatchObject({ exitCode: 0, stdout: "alive\n" });
    const bundle = results[0]?.ok ? results[0].bundle : null;
    expect(bundle?.gaps).toEqual([]);
  }, 120_000);

  it("ends every process of a user with no pid to spare: the ender forks nothing", async (ctx) => {
    if (!env) return ctx.skip();
    // The filler fills the pid limit with waiting children, then becomes the ender itself (exec,
    // no new pid): a fork anywhere in the ender (`$(seq)`, `sleep`) stalls and fails there.
    const fillThenEnd = `python3 -c "
import os
if not os.path.exists('/tmp/end-fifo'): os.mkfifo('/tmp/end-fifo')
while True:
    try:
        pid = os.fork()
    except OSError:
        break
    if pid == 0:
        os.setsid()
        os.execv('/bin/bash', ['bash', '-c', 'while :; do read -t 1 <> /tmp/end-fifo; done'])
os.execv('/bin/bash', ['bash', '-c', os.environ['END_ALL']])
"`;
    const seen: Array<{ exitCode: number | null; stdout: string }> = [];
    const results = await soloTrial(
      env,
      "end-all",
      async (session) => {
        seen.push(
          await session.exec(fillThenEnd, {
            timeoutMs: 30_000,
            env: { END_ALL: killAllScript(AGENT_UID) },
          }),
        );
        seen.push(await session.exec("echo alive", { timeoutMs: 5000 }));
        return { trajectory: [] };
      },
      { timeoutSec: 90 },
    );
    expect(results.map((r) => r.ok)).toEqual([true]);
    // Exit 0: none of the user's processes is left but the ender and the exec around it.
    expect(seen[0]?.exitCode).toBe(0);
    expect(seen[1]).toMatchObject({ exitCode: 0, stdout: "alive\n" });
    const bundle = results[0]?.ok ? results[0].bundle : null;
    expect(bundle?.gaps).toEqual([]);
  }, 120_000);
});
