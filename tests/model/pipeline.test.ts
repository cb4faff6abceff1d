import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AnthropicProvider } from "../../src/model/anthropic";
import { Budget } from "../../src/model/budget";
import {
  generateScenariosForReview,
  loadPinnedScenarios,
  pool,
  runModelStages,
  writePinnedScenarios,
} from "../../src/pipeline/model-stages";
import { memoryLogger } from "../../src/util/logger";
import { type MessagesServer, startMessagesServer, text, toolCall } from "../support/messages-server";
import { hostRunner } from "./fake-runner";
import { KEY, ruleFinding, scripted, skillOnDisk } from "./roles";

let srv: MessagesServer;
beforeEach(async () => {
  srv = await startMessagesServer((req) => scripted(req));
});
afterEach(async () => {
  await srv.close();
});
const provider = () =>
  new AnthropicProvider({ model: "claude-sonnet-4-6", apiKey: KEY, baseURL: srv.url, maxRetries: 0 });

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? allFiles(p) : [p];
  });
}

describe("runModelStages end to end on the scripted server", () => {
  it("scans, schemes, runs both conditions, judges, probes; a rerun spends no tokens", async () => {
    const skill = await skillOnDisk();
    const runDir = mkdtempSync(path.join(tmpdir(), "sa-run-"));
    const canaryEvent = {
      time: "t",
      kind: "http" as const,
      method: "POST",
      target: "http://collect.example.com/upload",
      host: "collect.example.com",
      protocol: "http" as const,
      allowed: false,
      status: 403,
      bytesOut: 800,
      bytesIn: 0,
      canaries: ["github_token_env"],
    };
    const { runner, opened } = hostRunner(runDir, {
      network: (id) => (id.startsWith("probe-") ? [canaryEvent] : []),
    });
    const log = memoryLogger();
    const res = await runModelStages({
      skill,
      ruleFindings: [ruleFinding],
      provider: provider(),
      runner,
      runDir,
      logger: log,
      options: { scenarios: 1 },
    });

    expect(res.stages.map((s) => `${s.stage}:${s.status}`)).toEqual([
      "model-scan:ran",
      "scheme:ran",
      "trials:ran",
      "judge:ran",
      "probes:ran",
    ]);
    expect(res.backbone).toBe("builtin:claude-sonnet-4-6");
    expect(res.tasks).toBe("generated");
    // the model finding merged into the rule finding
    expect(res.modelFindings).toHaveLength(1);
    expect(res.findings).toHaveLength(1);
    expect(res.findings[0]).toMatchObject({ id: "E2-rule", source: "rule+model" });
    expect(res.findings[0]?.confidence).toBeCloseTo(1 - 0.3 * 0.2);
    // one pair, judged as the scripted grader said
    expect(res.pairs).toHaveLength(1);
    const pair = res.pairs[0];
    expect(pair?.items).toEqual([
      { id: "r1", kind: "goal", passWith: true, passWithout: true },
      { id: "r2", kind: "instruction", passWith: true, passWithout: false },
    ]);
    expect(pair?.skillUsed).toBe(true);
    expect(pair?.judgeFailed).toBe(false);
    expect(pair?.with.inputTokens).toBe(1500 + 1000 + 100);
    expect(pair?.with.cacheReadTokens).toBe(600);
    expect(pair?.without.inputTokens).toBe(2000 + 100);
    for (const p of [pair?.with.evidence, pair?.without.evidence, pair?.judgment])
      expect(statSync(path.join(runDir, p ?? "")).isFile()).toBe(true);
    // probe confirmed, evidence points into the probe trial's network log
    const probe = res.probes["E2-rule"];
    expect(probe).toMatchObject({ verdict: "confirmed", exploitConfidence: 0.97 });
    expect(probe?.evidence[0]).toMatch(/^trials\/probe-E2-rule-[0-9a-f]+\/network\.jsonl#L1$/);
    expect(res.findings[0]?.probe).toEqual(probe);
    expect(res.usage.inputTokens).toBeGreaterThan(0);
    expect(res.usage.costUsd).toBeGreaterThan(0);
    // the scenario's checks ran on the initial workspace and on the reference solution (QA),
    // then the pair and the probe
    expect(opened.map((id) => id.replace(/-[0-9a-f]{12}$/, "")).sort()).toEqual([
      "probe-E2-rule",
      "qa-s1",
      "qa-s1-ref",
      "s1-t0-with",
      "s1-t0-without",
    ]);

    // no key anywhere: requests, artifacts, tasks, bundles
    for (const r of srv.requests) expect(r.bodyText).not.toContain(KEY);
    for (const f of allFiles(runDir)) expect(readFileSync(f).includes(KEY)).toBe(false);
    // the agent never sees the rubric
    const agentReqs = srv.requests.filter((r) => !r.forcedTool);
    for (const r of agentReqs) expect(r.bodyText).not.toContain("carries generated_by csv-report");

    // rerun: everything cached, no model call, no trial
    const before = srv.requests.length;
    const again = await runModelStages({
      skill,
      ruleFindings: [ruleFinding],
      provider: provider(),
      runner,
      runDir,
      logger: log,
      options: { scenarios: 1 },
    });
    expect(srv.requests.length).toBe(before);
    expect(opened).toHaveLength(5);
    expect(again.stages.map((s) => s.status)).toEqual(["cached", "cached", "cached", "cached", "cached"]);
    expect(again.pairs).toEqual(res.pairs);
    expect(again.probes).toEqual(res.probes);
    expect(again.usage.inputTokens).toBe(0);
  });

  it("a second backbone reuses the scenarios and the scan, and the same judge sees the same input (issue 10 item 2)", async () => {
    const skill = await skillOnDisk();
    const runDir = mkdtempSync(path.join(tmpdir(), "sa-run-"));
    const { runner, opened } = hostRunner(runDir);
    const judge = new AnthropicProvider({
      model: "claude-opus-4-6",
      apiKey: KEY,
      baseURL: srv.url,
      maxRetries: 0,
    });
    const agent = (model: string) =>
      new AnthropicProvider({ model, apiKey: KEY, baseURL: srv.url, maxRetries: 0 });
    const audit = (model: string) =>
      runModelStages({
        skill,
        ruleFindings: [],
        provider: agent(model),
        judge,
        runner,
        runDir,
        logger: memoryLogger(),
        options: { scenarios: 1 },
      });
    const first = await audit("claude-sonnet-4-6");
    const n1 = srv.requests.length;
    const second = await audit("claude-haiku-4-5");
    const one = srv.requests.slice(0, n1);
    const two = srv.requests.slice(n1);
    expect([first.backbone, second.backbone]).toEqual([
      "builtin:claude-sonnet-4-6",
      "builtin:claude-haiku-4-5",
    ]);
    expect([first.judgeModel, second.judgeModel]).toEqual([
      "anthropic:claude-opus-4-6",
      "anthropic:claude-opus-4-6",
    ]);
    // the same scenarios and the same scan: nothing asked again, nothing checked again
    const status = (r: typeof first, name: string) => r.stages.find((x) => x.stage === name)?.status;
    expect([status(second, "model-scan"), status(second, "scheme")]).toEqual(["cached", "cached"]);
    const schemeCalls = ["report_findings", "utility_scheme", "leakage_verdict", "replacement_scenario"];
    expect(two.filter((r) => schemeCalls.includes(r.forcedTool ?? ""))).toEqual([]);
    expect(opened.filter((id) => id.startsWith("qa-"))).toHaveLength(2); // initial + reference, once
    // the new backbone ran its own trials with its own model ...
    expect(status(second, "trials")).toBe("ran");
    const agentModels = (rs: typeof one) => [
      ...new Set(rs.filter((r) => !r.forcedTool).map((r) => r.body.model)),
    ];
    expect(agentModels(one)).toEqual(["claude-sonnet-4-6"]);
    expect(agentModels(two)).toEqual(["claude-haiku-4-5"]);
    // ... and every pipeline call of both audits went to the one judge model
    for (const r of [...one, ...two].filter((x) => x.forcedTool))
      expect(r.body.model).toBe("claude-opus-4-6");
    // the two agents produced the same files: the judge got byte-identical requests, so
    // nothing in its view (or its key's inputs other than the runs) carries the backbone
    const grades = (rs: typeof one) =>
      rs.filter((r) => r.forcedTool === "record_grades").map((r) => r.bodyText);
    expect(grades(two)).toHaveLength(1);
    expect(grades(two)).toEqual(grades(one));
    expect(second.pairs[0]?.items).toEqual(first.pairs[0]?.items);
  });

  it("probes a low-severity finding too, after the high ones (issue 10 item 10)", async () => {
    const skill = await skillOnDisk();
    const runDir = mkdtempSync(path.join(tmpdir(), "sa-run-"));
    const { runner, opened } = hostRunner(runDir);
    const low = {
      ...ruleFinding,
      id: "R2-rule",
      pattern: "R2" as const,
      severity: "L" as const,
      rule: "R2.x",
    };
    const res = await runModelStages({
      skill,
      ruleFindings: [low, ruleFinding],
      provider: provider(),
      runner,
      runDir,
      logger: memoryLogger(),
      options: { scenarios: 1 },
    });
    const probes = opened
      .filter((id) => id.startsWith("probe-"))
      .map((id) => id.replace(/-[0-9a-f]{12}$/, ""));
    expect(probes).toEqual(["probe-E2-rule", "probe-R2-rule"]);
    expect(res.stages.find((s) => s.stage === "probes")).toMatchObject({
      status: "ran",
      items: { total: 2, ran: 2 },
    });
    // the scripted agent declines and never opens the skill: both keep the prior, and say why
    expect(res.probeOutcomes.map((o) => [o.findingId, o.outcome]).sort()).toEqual([
      ["E2-rule", "not_exercised"],
      ["R2-rule", "not_exercised"],
    ]);
  });

  it("runs K trials per condition", async () => {
    const skill = await skillOnDisk();
    const runDir = mkdtempSync(path.join(tmpdir(), "sa-run-"));
    const { runner, opened } = hostRunner(runDir);
    const res = await runModelStages({
      skill,
      ruleFindings: [],
      provider: provider(),
      runner,
      runDir,
      logger: memoryLogger(),
      options: { scenarios: 1, trials: 3, concurrency: 3 },
    });
    expect(res.pairs.map((p) => p.trial)).toEqual([0, 1, 2]);
    expect(opened.filter((id) => !id.startsWith("probe-") && !id.startsWith("qa-"))).toHaveLength(6);
  });

  it("stops cleanly when the budget runs out and says which stages did not run", async () => {
    const skill = await skillOnDisk();
    const runDir = mkdtempSync(path.join(tmpdir(), "sa-run-"));
    const { runner } = hostRunner(runDir);
    const res = await runModelStages({
      skill,
      ruleFindings: [ruleFinding],
      provider: provider(),
      budget: new Budget({ maxTokens: 100 }),
      runner,
      runDir,
      logger: memoryLogger(),
      options: { scenarios: 1 },
    });
    // model-scan and scheme start side by side under the limit (120 tokens each). Whichever
    // returns first, the scheme's leakage check starts at 120 or more, past the limit.
    expect(res.stages.map((s) => `${s.stage}:${s.status}`)).toEqual([
      "model-scan:ran",
      "scheme:skipped",
      "trials:skipped",
      "judge:skipped",
      "probes:skipped",
    ]);
    expect(res.stages[1]?.reason).toMatch(/^budget: budget exhausted/);
    expect(res.stages[4]?.reason).toMatch(/^budget/);
    expect(res.pairs).toEqual([]);
  });

  it("skips every model stage without a provider, and trial stages without a sandbox", async () => {
    const skill = await skillOnDisk();
    const runDir = mkdtempSync(path.join(tmpdir(), "sa-run-"));
    const none = await runModelStages({
      skill,
      ruleFindings: [ruleFinding],
      provider: null,
      runner: null,
      runDir,
      logger: memoryLogger(),
    });
    expect(none.stages.every((s) => s.status === "skipped" && /no model/.test(s.reason ?? ""))).toBe(true);
    expect(none.findings).toEqual([ruleFinding]);
    const noBox = await runModelStages({
      skill,
      ruleFindings: [ruleFinding],
      provider: provider(),
      runner: null,
      runDir,
      logger: memoryLogger(),
      options: { scenarios: 1 },
    });
    expect(noBox.stages.map((s) => `${s.stage}:${s.status}`)).toEqual([
      "model-scan:ran",
      "scheme:ran",
      "trials:skipped",
      "judge:skipped",
      "probes:skipped",
    ]);
    expect(noBox.stages[2]?.reason).toMatch(/no sandbox/);
  });

  it("uses pinned scenarios when the folder exists and reports tasks as pinned", async () => {
    const skill = await skillOnDisk();
    const runDir = mkdtempSync(path.join(tmpdir(), "sa-run-"));
    const pinDir = path.join(mkdtempSync(path.join(tmpdir(), "sa-repo-")), ".skillaudit/tasks/csv-report");
    const first = await runModelStages({
      skill,
      ruleFindings: [],
      provider: provider(),
      runner: null,
      runDir,
      logger: memoryLogger(),
      options: { scenarios: 1 },
    });
    expect(first.tasks).toBe("generated");
    const scheme = await loadPinnedScenarios(
      path.join(runDir, first.stages[1]?.artifact?.replace(/\/scenarios\.json$/, "") ?? ""),
    );
    if (!scheme) throw new Error("no scheme");
    // a reviewer edits a rubric item
    const item = scheme.scenarios[0]?.rubric[1];
    if (!item) throw new Error("no rubric item");
    item.text = "summary.json names csv-report as its generator";
    await writePinnedScenarios(pinDir, skill, scheme);
    expect(
      statSync(path.join(pinDir, "tasks/s1--with-skill/environment/skills/csv-report/SKILL.md")).isFile(),
    ).toBe(true);
    expect(statSync(path.join(pinDir, "tasks/s1--no-skill/environment/workspace/sales.csv")).isFile()).toBe(
      true,
    );

    const before = srv.requests.filter((r) => r.forcedTool === "utility_scheme").length;
    const { runner } = hostRunner(runDir);
    const res = await runModelStages({
      skill,
      ruleFindings: [],
      provider: provider(),
      runner,
      runDir,
      logger: memoryLogger(),
      options: { scenarios: 1, pinnedTasksDir: pinDir },
    });
    expect(res.tasks).toBe("pinned");
    expect(srv.requests.filter((r) => r.forcedTool === "utility_scheme").length).toBe(before);
    const judgeReq = srv.requests.filter((r) => r.forcedTool === "record_grades").at(-1);
    expect(judgeReq?.bodyText).toContain("names csv-report as its generator");
    expect(res.pairs).toHaveLength(1);
  });

  it("with pinned scenarios, a changed skill reuses the no-skill runs and says so; past the age limit it runs them again (issue 12 item 2)", async () => {
    const skill = await skillOnDisk();
    const runDir = mkdtempSync(path.join(tmpdir(), "sa-run-"));
    const pinDir = path.join(mkdtempSync(path.join(tmpdir(), "sa-repo-")), ".skillaudit/tasks/csv-report");
    const gen = await runModelStages({
      skill,
      ruleFindings: [],
      provider: provider(),
      runner: null,
      runDir,
      logger: memoryLogger(),
      options: { scenarios: 2 },
    });
    const scheme = await loadPinnedScenarios(
      path.join(runDir, gen.stages[1]?.artifact?.replace(/\/scenarios\.json$/, "") ?? ""),
    );
    if (!scheme) throw new Error("no scheme");
    await writePinnedScenarios(pinDir, skill, scheme);
    const { runner, opened } = hostRunner(runDir);
    // Trials only: probes are agent runs too, but not what baseline reuse is about.
    const trials = () => opened.filter((id) => !id.startsWith("probe-"));
    const audit = (maxAge?: number) =>
      runModelStages({
        skill,
        ruleFindings: [],
        provider: provider(),
        runner,
        runDir,
        logger: memoryLogger(),
        options: {
          scenarios: 2,
          pinnedTasksDir: pinDir,
          ...(maxAge !== undefined ? { baselineMaxAgeDays: maxAge } : {}),
        },
      });
    const first = await audit();
    const firstRuns = trials().length;
    expect(firstRuns).toBe(4); // 2 scenarios × (with, without)
    expect(first.stages.find((s) => s.stage === "trials")?.reason ?? "").not.toMatch(/reused/);

    // A new revision of the skill: every with-skill run is new, the baselines are the same runs.
    skill.pkg.contentHash = "skillhash-2";
    const second = await audit();
    const secondRuns = trials().slice(firstRuns);
    expect(secondRuns).toHaveLength(2);
    expect(secondRuns.every((id) => id.includes("-with-"))).toBe(true);
    expect(second.stages.find((s) => s.stage === "trials")?.reason).toMatch(
      /^2 of 2 no-skill run\(s\) reused from an earlier audit/,
    );
    expect(second.pairs).toHaveLength(2);

    // Age limit 0: nothing stored is young enough, so the third revision runs its baselines again.
    skill.pkg.contentHash = "skillhash-3";
    await audit(0);
    const thirdRuns = trials().slice(firstRuns + 2);
    expect(thirdRuns.filter((id) => id.includes("-without-"))).toHaveLength(2);
  }, 120_000);

  it("marks a pair run-failed (not silently dropped, not judged) when a harness is unavailable", async () => {
    const skill = await skillOnDisk();
    const runDir = mkdtempSync(path.join(tmpdir(), "sa-run-"));
    const { runner } = hostRunner(runDir);
    const res = await runModelStages({
      skill,
      ruleFindings: [],
      provider: provider(),
      runner,
      runDir,
      logger: memoryLogger(),
      options: { scenarios: 1, harness: "claude-code", claudeCode: { binary: "definitely-not-claude" } },
    });
    expect(res.backbone).toBe("claude-code:claude-sonnet-4-6");
    expect(res.pairs).toHaveLength(1);
    expect(res.pairs[0]?.runFailed).toMatch(/binary is not in the sandbox image/);
    expect(srv.requests.filter((r) => r.forcedTool === "record_grades")).toHaveLength(0);
    const j = JSON.parse(readFileSync(path.join(runDir, res.pairs[0]?.judgment ?? ""), "utf8"));
    expect(j.value.runFailed).toMatch(/binary is not in the sandbox image/);
  });

  it("counts a pair whose with-skill run never opened the skill as not using it", async () => {
    srv.handler = (req) =>
      !req.forcedTool && req.system.includes("skills are installed")
        ? req.body.messages.length === 1
          ? toolCall("write", { path: "summary.json", content: '{"north": 10}' })
          : text("done")
        : scripted(req);
    const skill = await skillOnDisk();
    const runDir = mkdtempSync(path.join(tmpdir(), "sa-run-"));
    const { runner } = hostRunner(runDir);
    const res = await runModelStages({
      skill,
      ruleFindings: [],
      provider: provider(),
      runner,
      runDir,
      logger: memoryLogger(),
      options: { scenarios: 1 },
    });
    expect(res.pairs).toHaveLength(1);
    expect(res.pairs[0]?.skillUsed).toBe(false);
  });

  it("writes reviewable scenarios for `skillaudit scenarios`", async () => {
    const skill = await skillOnDisk();
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "sa-repo-")), ".skillaudit/tasks/csv-report");
    const out = await generateScenariosForReview({
      skill,
      provider: provider(),
      dir,
      count: 1,
      logger: memoryLogger(),
    });
    expect(out.scheme.scenarios).toHaveLength(1);
    const loaded = await loadPinnedScenarios(dir);
    expect(loaded?.source).toBe("pinned");
    expect(loaded?.scenarios[0]?.rubric.map((r) => r.kind)).toEqual(["goal", "instruction"]);
    expect(readFileSync(path.join(dir, "tasks/s1--no-skill/tests/test.sh"), "utf8")).toContain(
      "test -e 'summary.json'",
    );
    expect(out.usage.inputTokens).toBeGreaterThan(0);
    await expect(loadPinnedScenarios(path.join(dir, "missing"))).resolves.toBeNull();
  });

  it("pool runs at most n jobs at once and stops after the first failure", async () => {
    let live = 0;
    let peak = 0;
    const done: number[] = [];
    const job =
      (i: number, fail = false) =>
      async () => {
        live++;
        peak = Math.max(peak, live);
        await new Promise((r) => setTimeout(r, 10));
        live--;
        if (fail) throw new Error(`job ${i}`);
        done.push(i);
      };
    await pool(
      [0, 1, 2, 3, 4].map((i) => job(i)),
      2,
    );
    expect(peak).toBe(2);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4]);
    done.length = 0;
    await expect(pool([job(0, true), job(1), job(2), job(3), job(4)], 1)).rejects.toThrow("job 0");
    expect(done).toEqual([]);
  });
});
