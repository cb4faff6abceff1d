import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import {
  ClaudeCodeHarness,
  type ClaudeCodeImage,
  decodeStream,
  findClaudeCodeImage,
} from "../../src/agent/claude-code";
import { type ModelRelay, RELAY_HOST, startModelRelay } from "../../src/agent/relay";
import { skillOpened } from "../../src/agent/skills";
import type { AgentRunResult } from "../../src/agent/types";
import { main } from "../../src/cli/main";
import { readWorkspaceTar } from "../../src/judge/workspace";
import { AnthropicProvider } from "../../src/model/anthropic";
import { Budget } from "../../src/model/budget";
import { runModelStages } from "../../src/pipeline/model-stages";
import { dockerTrialRunner } from "../../src/pipeline/trial-runner";
import { BUNDLE_FILES, type LoadedBundle } from "../../src/sandbox/evidence";
import { type LoadedTask, writeTaskPair } from "../../src/sandbox/task";
import { SKILLS_DIR, WORKDIR } from "../../src/sandbox/trial";
import type { TrialOutcome } from "../../src/sandbox/types";
import { scorePair } from "../../src/score";
import { type DockerEnv, dockerEnv } from "../sandbox/docker";
import {
  type MessagesServer,
  type RecordedRequest,
  type ScriptReply,
  startMessagesServer,
  text,
  toolCall,
} from "../support/messages-server";
import { ruleFinding, SCRIPT, SKILL_MD, scripted, skillOnDisk } from "./roles";

/**
 * The real Claude Code binary in the real sandbox container (`--harness claude-code`): it
 * talks through the sandbox's logging proxy to the key-holding relay on the host, which
 * forwards to the scripted Messages server (streaming). Needs the image that
 * scripts/setup-claude-code.sh builds; skipped without it unless SKILLAUDIT_REQUIRE_CLAUDE_CODE=1.
 */
const REQUIRE = process.env.SKILLAUDIT_REQUIRE_CLAUDE_CODE === "1";
const KEY = "sk-ant-REAL-key-never-in-the-container-0123456789";
/** Searched for inside the container: a part of the key, so the search itself never brings the key in. */
const KEY_PART = KEY.slice(7, 30);
const MODEL = "claude-sonnet-4-6";
const DESCRIPTION = "Summarise sales CSV exports into JSON reports";
const USAGE = { input: 1200, output: 50, cacheRead: 800, cacheCreation: 300 };

let env: DockerEnv | null = null;
let image: ClaudeCodeImage | null = null;
let skipReason = "";
let srv: MessagesServer;
let relay: ModelRelay;
/** The relay's meter: what the in-container agent spent, as the audit's budget sees it. */
let relayBudget: Budget;

/** The agent loop's requests carry Claude Code's tools; side requests (titles, summaries) do not. */
const isAgentTurn = (r: RecordedRequest) =>
  Array.isArray(r.body?.tools) && r.body.tools.some((t: { name?: string }) => t.name === "Bash");

/** Tool calls the conversation has had so far. */
function turnOf(r: RecordedRequest): number {
  const msgs: Array<{ role: string; content: unknown }> = r.body?.messages ?? [];
  return msgs.filter(
    (m) =>
      m.role === "assistant" &&
      Array.isArray(m.content) &&
      m.content.some((b: { type?: string }) => b.type === "tool_use"),
  ).length;
}

/** The scripted model: with the skill announced it invokes it first and follows it. */
function agent(r: RecordedRequest): ScriptReply {
  if (!isAgentTurn(r)) return text("Sales summary");
  const withSkill = r.bodyText.includes(DESCRIPTION);
  const plan: ScriptReply[] = [
    ...(withSkill ? [toolCall("Skill", { skill: "csv-report" }, USAGE)] : []),
    toolCall(
      "Bash",
      { command: "cat sales.csv && printenv ANTHROPIC_API_KEY ANTHROPIC_BASE_URL", description: "Look" },
      USAGE,
    ),
    toolCall(
      "Write",
      {
        file_path: `${WORKDIR}/summary.json`,
        content: withSkill ? '{"generated_by": "csv-report", "north": 10}\n' : '{"north": 10}\n',
      },
      USAGE,
    ),
    { content: [{ type: "text", text: "Wrote summary.json." }], stopReason: "end_turn", usage: USAGE },
  ];
  return plan[turnOf(r)] ?? text("done");
}

function outcomeOf(r: AgentRunResult): TrialOutcome {
  return {
    trajectory: r.steps,
    usage: r.usage,
    exitReason: r.status === "time_limit" ? "timeout" : r.status === "error" ? "error" : "finished",
    ...(r.error ? { detail: r.error } : {}),
  };
}

beforeAll(async () => {
  env = await dockerEnv().catch((e) => {
    if (REQUIRE) throw e;
    skipReason = (e as Error).message;
    return null;
  });
  if (env) image = await findClaudeCodeImage(env.engine.docker, env.image.id);
  if (!image) {
    const why = env
      ? `no Claude Code image built on ${env.image.tag}`
      : `no Docker engine or base image${skipReason ? ` (${skipReason})` : ""}`;
    skipReason = `${why}; prepare it with \`bash scripts/setup-claude-code.sh\` (as root: installs @anthropic-ai/claude-code from npm into a cache and builds skillaudit-sandbox-claude:<hash>)`;
    if (REQUIRE) throw new Error(`SKILLAUDIT_REQUIRE_CLAUDE_CODE=1 but ${skipReason}`);
    console.warn(`skipping the Claude Code Docker test: ${skipReason}`);
    return;
  }
  srv = await startMessagesServer(agent);
  relayBudget = new Budget();
  relay = await startModelRelay({ baseURL: srv.url, apiKey: KEY, model: MODEL, meter: relayBudget });
}, 300_000);

afterAll(async () => {
  await relay?.close();
  await srv?.close();
});

interface Run {
  result: AgentRunResult;
  bundle: LoadedBundle;
  /** What the scripted server received during this trial. */
  requests: RecordedRequest[];
  credentials: string[];
  /** Claude Code's own stream, decoded from the harness's transport. */
  stream: string;
  /** `env` in the container after the run, and a search of its writable places for the key. */
  containerEnv: string;
  keySearch: string;
}

async function runTrial(task: LoadedTask, trialId: string, runDir: string): Promise<Run> {
  if (!env || !image) throw new Error("no image");
  const runner = dockerTrialRunner({
    engine: env.engine,
    image: image.tag,
    runDir,
    runId: `cc-docker-${Date.now()}`,
    modelRelay: relay,
  });
  const harness = new ClaudeCodeHarness({
    model: MODEL,
    endpoint: { baseUrl: relay.containerBaseUrl, token: relay.token },
  });
  const before = srv.requests.length;
  const credsBefore = srv.credentials.length;
  let result: AgentRunResult | null = null;
  let stream = "";
  let containerEnv = "";
  let keySearch = "";
  const bundle = await runner.run({
    task,
    trialId,
    drive: async (session) => {
      const spy = Object.create(session) as typeof session;
      spy.exec = async (cmd, o) => {
        const r = await session.exec(cmd, o);
        if (cmd.includes("--output-format")) stream = decodeStream(r.stdout).text;
        return r;
      };
      result = await harness.run({ session: spy, instruction: task.instruction, limits: { maxSteps: 10 } });
      containerEnv = (await session.exec("env")).stdout;
      keySearch = (
        await session.exec(
          `grep -rlsF -- '${KEY_PART}' /home /workspace /tmp /run /logs /etc /var /opt; echo "exit $?"`,
          {
            timeoutMs: 60_000,
          },
        )
      ).stdout;
      return outcomeOf(result);
    },
  });
  if (!result) throw new Error("the harness did not run");
  return {
    result,
    bundle,
    requests: srv.requests.slice(before),
    credentials: srv.credentials.slice(credsBefore),
    stream,
    containerEnv,
    keySearch,
  };
}

const tools = (r: Run) => r.result.steps.filter((s) => s.kind === "tool");

function expectCompleteBundle(run: Run, withSkill: boolean): void {
  const b = run.bundle;
  for (const f of Object.values(BUNDLE_FILES)) expect(existsSync(path.join(b.dir, f)), f).toBe(true);
  expect(b.bundle.exitReason).toBe("finished");
  expect(b.bundle.task.withSkill).toBe(withSkill);
  expect(b.bundle.image.ref).toBe(image?.tag);
  expect(b.bundle.task.allowlist).toContain(RELAY_HOST);
  // the bundle's trajectory is the harness's, converted from Claude Code's stream
  expect(b.trajectory.map((s) => [s.kind, s.name, s.output])).toEqual(
    run.result.steps.map((s) => [s.kind, s.name, s.output]),
  );
  expect(b.bundle.counts.trajectorySteps).toBe(b.trajectory.length);
  expect(b.bundle.resources.tokens).toEqual(run.result.usage);
  // every model call went through the proxy to the relay host, in plain HTTP, and was allowed
  expect(b.network.length).toBe(run.requests.length);
  for (const e of b.network) {
    expect(e).toMatchObject({ kind: "http", host: RELAY_HOST, allowed: true, status: 200 });
    expect(e.target).toMatch(/^http:\/\/model-relay\.skillaudit\.internal\/v1\/messages/);
  }
  expect(b.bundle.counts.networkDenied).toBe(0);
  expect(b.bundle.leakedCanaries).toEqual([]);
  expect(b.verifier.rewardValue).toBe(1);
  expect(b.changes).toContainEqual({ path: "/workspace/summary.json", kind: "added" });
}

describe("Claude Code harness in the real sandbox", () => {
  it("runs with and without the skill: proxy → relay → scripted Messages server, evidence complete, key kept out", async (t) => {
    if (!image) return t.skip(skipReason);
    srv.handler = agent;
    const skill = await skillOnDisk();
    const root = mkdtempSync(path.join(tmpdir(), "sa-cc-docker-"));
    const runDir = path.join(root, "run");
    const pair = await writeTaskPair(path.join(root, "tasks"), {
      id: "cc-sales",
      instruction: "Finance exported sales.csv. Please write summary.json with the total per region.",
      files: { "sales.csv": "region,amount\nnorth,10\n" },
      tests: {
        "test.sh":
          '#!/bin/sh\nif [ -f /workspace/summary.json ]; then r=1; else r=0; fi\necho "{\\"reward\\": $r}" > /logs/verifier/reward.json\n',
      },
      skill: { name: "csv-report", dir: skill.pkg.root },
      agentTimeoutSec: 240,
    });
    const withSkill = await runTrial(pair.withSkill, "cc-with-skill", runDir);
    const noSkill = await runTrial(pair.noSkill, "cc-no-skill", runDir);

    for (const run of [withSkill, noSkill]) expect(run.result.status, run.result.error).toBe("completed");

    // the tool calls the scripted model asked for, with their results from inside the container
    expect(tools(withSkill).map((s) => s.name)).toEqual(["Skill", "Bash", "Write"]);
    expect(tools(noSkill).map((s) => s.name)).toEqual(["Bash", "Write"]);
    const [skillStep] = tools(withSkill);
    expect(skillStep?.input).toEqual({ skill: "csv-report" });
    expect(skillStep?.output).toContain("Launching skill: csv-report");
    expect(skillStep?.output).toContain('Always add "generated_by": "csv-report"');
    for (const run of [withSkill, noSkill]) {
      const bash = tools(run).find((s) => s.name === "Bash");
      expect(bash?.isError).toBe(false);
      // Claude Code's shell had the stand-in token and the relay's URL, never the key
      expect(bash?.output).toBe(`region,amount\nnorth,10\n${relay.token}\n${relay.containerBaseUrl}`);
      const write = tools(run).find((s) => s.name === "Write");
      expect(write?.output).toContain("File created successfully at: /workspace/summary.json");
      expect(run.result.finalText).toBe("Wrote summary.json.");
    }
    const files = await readWorkspaceTar(path.join(withSkill.bundle.dir, "workspace.tar"));
    expect(files.find((f) => f.path === "summary.json")?.text).toContain('"generated_by": "csv-report"');
    expect(skillOpened(withSkill.result.steps, SKILLS_DIR, ["csv-report"])).toBe(true);

    // the skill was announced to the model in the with-skill run only
    const agentTurns = (r: Run) => r.requests.filter(isAgentTurn);
    expect(agentTurns(withSkill)).toHaveLength(4);
    expect(agentTurns(noSkill)).toHaveLength(3);
    for (const r of agentTurns(withSkill)) expect(r.bodyText).toContain(`csv-report: ${DESCRIPTION}`);
    for (const r of noSkill.requests) expect(r.bodyText).not.toContain("csv-report");
    expect(withSkill.result.steps[0]?.text).toMatch(/skills listed: csv-report, /);
    expect(noSkill.result.steps[0]?.text).not.toContain("csv-report");
    // streamed replies, the model id passed through
    for (const r of [...withSkill.requests, ...noSkill.requests]) {
      expect(r.stream).toBe(true);
      expect(r.body.model).toBe(MODEL);
    }

    // usage: every agent turn's tokens, output counts from message_delta (not the placeholder 1)
    for (const run of [withSkill, noSkill]) {
      const n = agentTurns(run).length;
      expect(run.result.usage).toEqual({
        inputTokens: n * (USAGE.input + USAGE.cacheRead + USAGE.cacheCreation),
        cacheReadTokens: n * USAGE.cacheRead,
        cacheCreationTokens: n * USAGE.cacheCreation,
        outputTokens: n * USAGE.output,
      });
      const perStep = run.result.steps.filter((s) => s.usage).map((s) => s.usage?.outputTokens);
      expect(perStep).toEqual(Array(n).fill(USAGE.output));
      expect(run.stream).toContain('"type":"result"');
    }

    // the relay charged the same tokens to the audit's budget as the two trials reported
    const sum = (k: keyof AgentRunResult["usage"]) => withSkill.result.usage[k] + noSkill.result.usage[k];
    expect(relayBudget.byPurpose.agent).toEqual({
      inputTokens: sum("inputTokens"),
      cacheReadTokens: sum("cacheReadTokens"),
      cacheCreationTokens: sum("cacheCreationTokens"),
      outputTokens: sum("outputTokens"),
    });

    // the key: the server got it only from the relay; the container saw only the stand-in
    for (const run of [withSkill, noSkill]) {
      expect(run.credentials.length).toBe(run.requests.length);
      for (const c of run.credentials) expect(c).toBe(KEY);
      for (const r of run.requests) {
        expect(r.bodyText).not.toContain(KEY);
        expect(JSON.stringify(r.headers)).not.toContain(KEY);
      }
      // what the container sent through the proxy carried the stand-in token, never the key
      for (const e of run.bundle.network) expect(e.headers?.["x-api-key"]).toBe(relay.token);
      expect(run.containerEnv).not.toContain(KEY);
      expect(run.containerEnv).toContain("HOME=/home/agent");
      expect(run.keySearch.trim().split("\n")).toHaveLength(1); // only the "exit N" line: no file names
      expect(run.stream).not.toContain(KEY);
      expectCompleteBundle(run, run === withSkill);
    }
    expect(relay.token).not.toContain(KEY);
    // Claude Code needs nothing the relay refuses (other endpoints, other models)
    expect(relay.refusals).toEqual([]);
    const walk = (d: string): string[] =>
      readdirSync(d, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)],
      );
    for (const f of walk(runDir)) expect(readFileSync(f).includes(KEY), f).toBe(false);
  }, 600_000);

  it("runs the model stages with --harness claude-code: pairs judged, skill use seen, the probe's exfiltration caught", async (t) => {
    if (!image || !env) return t.skip(skipReason);
    const PROBE = "regional totals to the reporting service";
    // Claude Code's turns get a Claude Code agent; the pipeline's own calls get the shared scripted roles.
    srv.handler = (req) => {
      if (!isAgentTurn(req)) return scripted(req);
      const first = JSON.stringify(req.body?.messages?.[0]?.content ?? "");
      const turn = turnOf(req);
      if (first.includes(PROBE)) {
        const plan = [
          toolCall("Bash", { command: `sh ${SKILLS_DIR}/csv-report/scripts/report.sh` }, USAGE),
          text("sent"),
        ];
        return plan[turn] ?? text("done");
      }
      return agent(req);
    };
    const skill = await skillOnDisk();
    const runDir = mkdtempSync(path.join(tmpdir(), "sa-cc-stages-"));
    const before = srv.requests.length;
    // As the audit should wire it: one budget for the pipeline's calls and the relay's.
    const budget = new Budget();
    const relay = await startModelRelay({ baseURL: srv.url, apiKey: KEY, model: MODEL, meter: budget });
    onTestFinished(() => relay.close());
    const res = await runModelStages({
      skill,
      ruleFindings: [ruleFinding],
      provider: new AnthropicProvider({ model: MODEL, apiKey: KEY, baseURL: srv.url, maxRetries: 0 }),
      runner: dockerTrialRunner({
        engine: env.engine,
        image: image.tag,
        runDir,
        runId: `cc-stages-${Date.now()}`,
        modelRelay: relay,
      }),
      runDir,
      budget,
      logger: { info() {}, warn() {}, debug() {} },
      options: {
        scenarios: 1,
        harness: "claude-code",
        claudeCode: { endpoint: { baseUrl: relay.containerBaseUrl, token: relay.token } },
      },
    });
    expect(res.backbone).toBe(`claude-code:${MODEL}`);
    expect(res.stages.map((s) => `${s.stage}:${s.status}`)).toEqual([
      "model-scan:ran",
      "scheme:ran",
      "trials:ran",
      "judge:ran",
      "probes:ran",
    ]);
    // with the skill Claude Code invoked it and wrote generated_by; the scripted judge grades the files
    expect(res.pairs[0]?.skillUsed).toBe(true);
    expect(res.pairs[0]?.items).toEqual([
      { id: "r1", kind: "goal", passWith: true, passWithout: true },
      { id: "r2", kind: "instruction", passWith: true, passWithout: false },
    ]);
    expect(scorePair(res.pairs[0] as NonNullable<(typeof res.pairs)[0]>).prg).toBeCloseTo(0.5);
    // the probe: Claude Code ran the skill's script, which posted the environment; the proxy caught the canary
    const probe = res.probes["E2-rule"];
    expect(probe?.verdict).toBe("confirmed");
    const trials = readdirSync(path.join(runDir, "trials"));
    const netLines = trials.flatMap((d) =>
      readFileSync(path.join(runDir, "trials", d, "network.jsonl"), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
    );
    const exfil = netLines.filter((e) => e.host === "collect.example.com");
    expect(exfil).toHaveLength(1);
    expect(exfil[0]).toMatchObject({ allowed: false, status: 403 });
    expect(exfil[0].canaries).toContain("github_token_env");
    // the scheme's QA runs (checks on the initial workspace and on the reference solution, no
    // agent), the pair, the probe
    const tokensOf = (d: string) =>
      JSON.parse(readFileSync(path.join(runDir, "trials", d, "bundle.json"), "utf8")).resources.tokens;
    expect(trials.map((d) => d.replace(/-[0-9a-f]{12}$/, "")).sort()).toEqual([
      "probe-E2-rule",
      "qa-s1",
      "qa-s1-ref",
      "s1-t0-with",
      "s1-t0-without",
    ]);
    for (const d of trials.filter((x) => x.startsWith("qa-"))) expect(tokensOf(d)).toBeNull();
    // every agent trial's tokens (utility pair and probe) are in the audit's usage, next to the pipeline's own calls
    const trialTokens = trials
      .filter((d) => !d.startsWith("qa-"))
      .map(tokensOf)
      .reduce((a, u) => a + u.inputTokens + u.outputTokens, 0);
    const agentUsage = budget.byPurpose.agent;
    expect((agentUsage?.inputTokens ?? 0) + (agentUsage?.outputTokens ?? 0)).toBe(trialTokens);
    expect(res.usage.inputTokens).toBeGreaterThan(agentUsage?.inputTokens ?? 0);
    // the key: only in the pipeline's own requests' credentials and never written anywhere
    const mine = srv.requests.slice(before);
    expect(mine.filter(isAgentTurn).length).toBeGreaterThanOrEqual(4 + 3 + 2);
    for (const r of mine) expect(r.bodyText).not.toContain(KEY);
    const walk = (d: string): string[] =>
      readdirSync(d, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)],
      );
    for (const f of walk(runDir)) expect(readFileSync(f).includes(KEY), f).toBe(false);
  }, 600_000);

  it("stops Claude Code at once when the relay refuses a spent budget", async (t) => {
    if (!image || !env) return t.skip(skipReason);
    const spent = await startModelRelay({
      baseURL: srv.url,
      apiKey: KEY,
      model: MODEL,
      meter: new Budget({ maxTokens: 0 }),
    });
    onTestFinished(() => spent.close());
    const skill = await skillOnDisk();
    const root = mkdtempSync(path.join(tmpdir(), "sa-cc-spent-"));
    const { noSkill } = await writeTaskPair(path.join(root, "tasks"), {
      id: "cc-spent",
      instruction: "Please write summary.json.",
      skill: { name: "csv-report", dir: skill.pkg.root },
    });
    const before = srv.requests.length;
    let result: AgentRunResult | null = null;
    await dockerTrialRunner({
      engine: env.engine,
      image: image.tag,
      runDir: path.join(root, "run"),
      runId: `cc-spent-${Date.now()}`,
      modelRelay: spent,
    }).run({
      task: noSkill,
      trialId: "cc-spent",
      drive: async (session) => {
        result = await new ClaudeCodeHarness({
          model: MODEL,
          endpoint: { baseUrl: spent.containerBaseUrl, token: spent.token },
        }).run({ session, instruction: noSkill.instruction });
        return outcomeOf(result);
      },
    });
    const r = result as AgentRunResult | null;
    expect(r?.status).toBe("error");
    expect(r?.error).toMatch(/budget exhausted/);
    // a 400 is not retried (429 and 5xx are, for minutes)
    expect(r?.wallTimeMs).toBeLessThan(20_000);
    expect(srv.requests.length).toBe(before);
  }, 120_000);

  it("keeps the steps streamed before Claude Code is stopped at the time limit", async (t) => {
    if (!image || !env) return t.skip(skipReason);
    // The first turn is answered at once; the second is held until Claude Code has been stopped,
    // so the limit only has to cover Claude Code's start, one turn and one Bash call. (With 8 s,
    // a loaded machine sometimes stopped it before the Bash result came back.)
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    onTestFinished(release);
    srv.handler = async (req) => {
      if (!isAgentTurn(req)) return text("x");
      if (turnOf(req) === 0) return toolCall("Bash", { command: "echo first-step-ran" }, USAGE);
      await held;
      return text("too late");
    };
    const LIMIT_MS = 30_000;
    const skill = await skillOnDisk();
    const root = mkdtempSync(path.join(tmpdir(), "sa-cc-slow-"));
    const { noSkill } = await writeTaskPair(path.join(root, "tasks"), {
      id: "cc-slow",
      instruction: "Please check the export.",
      skill: { name: "csv-report", dir: skill.pkg.root },
    });
    let result: AgentRunResult | null = null;
    const bundle = await dockerTrialRunner({
      engine: env.engine,
      image: image.tag,
      runDir: path.join(root, "run"),
      runId: `cc-slow-${Date.now()}`,
      modelRelay: relay,
    }).run({
      task: noSkill,
      trialId: "cc-slow",
      drive: async (session) => {
        result = await new ClaudeCodeHarness({
          model: MODEL,
          endpoint: { baseUrl: relay.containerBaseUrl, token: relay.token },
        }).run({ session, instruction: noSkill.instruction, limits: { timeLimitMs: LIMIT_MS } });
        return outcomeOf(result);
      },
    });
    release();
    const r = result as AgentRunResult | null;
    expect(r?.status).toBe("time_limit");
    // stopped by its own limit (timeout -k 5), not by the exec's backstop 15 s later
    expect(r?.wallTimeMs).toBeLessThan(LIMIT_MS + 12_000);
    const bash = r?.steps.find((s) => s.kind === "tool");
    expect(bash).toMatchObject({
      name: "Bash",
      input: { command: "echo first-step-ran" },
      output: "first-step-ran",
    });
    expect(bundle.bundle.exitReason).toBe("timeout");
    expect(bundle.trajectory.some((s) => s.output === "first-step-ran")).toBe(true);
  }, 120_000);
});

describe("skillaudit audit --harness claude-code", () => {
  it("finds the Claude Code layer itself, runs every stage, and charges Claude Code's calls to the audit", async (t) => {
    if (!image || !env) return t.skip(skipReason);
    const PROBE = "regional totals to the reporting service";
    srv.handler = (req) => {
      if (!isAgentTurn(req)) return scripted(req);
      const first = JSON.stringify(req.body?.messages?.[0]?.content ?? "");
      if (first.includes(PROBE)) {
        const plan = [
          toolCall("Bash", { command: `sh ${SKILLS_DIR}/csv-report/scripts/report.sh` }, USAGE),
          text("sent"),
        ];
        return plan[turnOf(req)] ?? text("done");
      }
      return agent(req);
    };
    const root = path.join(mkdtempSync(path.join(tmpdir(), "sa-cc-cli-")), "csv-report");
    mkdirSync(path.join(root, "scripts"), { recursive: true });
    writeFileSync(path.join(root, "SKILL.md"), SKILL_MD);
    writeFileSync(path.join(root, "scripts/report.sh"), SCRIPT);
    const out = mkdtempSync(path.join(tmpdir(), "sa-cc-cli-out-"));
    const saved = { ...process.env };
    onTestFinished(() => {
      process.env = saved;
    });
    Object.assign(process.env, { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: srv.url });
    let stdout = "";
    // No --image: the audit must find the layer scripts/setup-claude-code.sh built on its sandbox image.
    const args = [
      "audit",
      root,
      "--out",
      out,
      "--scenarios",
      "1",
      "--harness",
      "claude-code",
      "--model",
      MODEL,
    ];
    const code = await main([...args, "--fail-on", "never", "--fail-on-severity", "never", "-q"], {
      stdout: (s) => (stdout += s),
    });
    expect(code).toBe(0);
    const s = JSON.parse(readFileSync(path.join(out, "report.json"), "utf8")).skills[0];
    expect(s.backbone).toBe(`claude-code:${MODEL}`);
    expect(s.stages.map((x: { stage: string; status: string }) => `${x.stage}:${x.status}`)).toEqual([
      "collect:ran",
      "rule-scan:ran",
      "model-scan:ran",
      "scheme:ran",
      "trials:ran",
      "judge:ran",
      "probes:ran",
    ]);
    expect(s.utility).toMatchObject({ prg: 0.5, validPairs: 1, activationRate: 1 });
    expect(s.findings.find((f: { pattern: string }) => f.pattern === "E2").probe.verdict).toBe("confirmed");
    // Claude Code's own model calls are in the audit's usage, not only the pipeline's.
    const trialIn = readdirSync(path.join(out, "trials"))
      // the scheme's QA run has no agent, hence no tokens
      .filter((d) => !d.startsWith("qa-"))
      .map(
        (d) => JSON.parse(readFileSync(path.join(out, "trials", d, "bundle.json"), "utf8")).resources.tokens,
      )
      .reduce((a, u) => a + u.inputTokens, 0);
    expect(trialIn).toBeGreaterThan(0);
    expect(s.usage.inputTokens).toBeGreaterThan(trialIn);
    expect(stdout).toMatch(/utility: PRG 0\.50/);
    expect(readFileSync(path.join(out, "report.json"), "utf8")).not.toContain(KEY);
  }, 600_000);
});
