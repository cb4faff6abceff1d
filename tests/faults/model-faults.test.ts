import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DockerEnv, dockerEnv } from "../sandbox/docker";
import type { RecordedRequest } from "../support/messages-server";
import {
  audit,
  expectNoContainers,
  type FaultServer,
  failFirst,
  newOut,
  reportOf,
  skillOf,
  stage,
  stagesOf,
  startFaultServer,
  useEngine,
  writeSkill,
} from "./helpers";

/**
 * Model API faults mid-audit, against the real SDK (its retries and timeouts) and the real
 * sandbox. Each case: the audit ends, the report says which stage did not run and why (no
 * invented number), no container is left, and a rerun spends no call already made.
 */
let env: DockerEnv | null = null;
let srv: FaultServer | null = null;

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

const ALL_RAN = {
  collect: "ran",
  "rule-scan": "ran",
  "model-scan": "ran",
  scheme: "ran",
  trials: "ran",
  judge: "ran",
  probes: "ran",
};

/** New requests per role between two count snapshots. */
function delta(before: Record<string, number>, after: Record<string, number>) {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(after)) if (v - (before[k] ?? 0) > 0) out[k] = v - (before[k] ?? 0);
  return out;
}

describe("model API faults mid-audit", () => {
  it("429 with retry-after, 529 and 500 once each: the SDK retries and the audit completes", async (t) => {
    if (!env) return t.skip();
    srv = await startFaultServer();
    srv.faults.push(
      failFirst("report_findings", 1, { error: { status: 529, retryAfterMs: 50 } }),
      failFirst("record_grades", 1, { error: { status: 429, retryAfter: 1 } }),
      failFirst("agent", 1, { error: { status: 500, retryAfterMs: 50 } }),
    );
    const out = newOut();
    const t0 = Date.now();
    const run = await audit(writeSkill(), out, srv, env.image.tag);
    expect(run.error).toBeNull();
    const report = reportOf(run);
    expect(stagesOf(report)).toEqual(ALL_RAN);
    expect(report.skills[0]?.utility?.prg).toBe(0.5);
    // Each faulted role was asked exactly once more; the 429's retry-after (1 s) was honoured.
    expect(srv.counts()).toMatchObject({ report_findings: 2, record_grades: 2 });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
    await expectNoContainers(env.engine, out);
  }, 120_000);

  it("the judge keeps failing (500) after the trials ran: judge marked failed, no PRG; the rerun only judges", async (t) => {
    if (!env) return t.skip();
    srv = await startFaultServer();
    srv.faults.push((_r, role) =>
      role === "record_grades"
        ? { error: { status: 500, message: "judge backend down", retryAfterMs: 20 } }
        : null,
    );
    const out = newOut();
    const skill = writeSkill();
    const run = await audit(skill, out, srv, env.image.tag, { maxRetries: 2 });
    expect(run.error).toBeNull();
    const r1 = reportOf(run);
    expect(stagesOf(r1)).toEqual({ ...ALL_RAN, judge: "failed" });
    expect(stage(r1, "judge")?.reason).toMatch(/500|judge backend down/);
    // No pair score, no PRG, no efficiency: the judge produced nothing to score.
    expect(r1.skills[0]?.utility).toBeNull();
    expect(r1.skills[0]?.pairs).toEqual([]);
    expect(srv.counts().record_grades).toBe(3); // first try + 2 SDK retries
    expect(existsSync(path.join(out, "report.json"))).toBe(true);
    await expectNoContainers(env.engine, out);

    srv.faults.length = 0;
    const before = srv.counts();
    const again = await audit(skill, out, srv, env.image.tag);
    const r2 = reportOf(again);
    expect(delta(before, srv.counts())).toEqual({ record_grades: 1 });
    expect(stagesOf(r2)).toMatchObject({
      "model-scan": "cached",
      scheme: "cached",
      trials: "cached",
      judge: "ran",
      probes: "cached",
    });
    expect(r2.skills[0]?.utility?.prg).toBe(0.5);
    await expectNoContainers(env.engine, out);
  }, 120_000);

  it("a judge reply slower than the client timeout: judge failed with the timeout named; the rerun only judges", async (t) => {
    if (!env) return t.skip();
    srv = await startFaultServer();
    srv.faults.push((req, role) =>
      role === "record_grades" ? { ...toolCallLate(req), delayMs: 2500 } : null,
    );
    const out = newOut();
    const skill = writeSkill();
    const run = await audit(skill, out, srv, env.image.tag, { maxRetries: 1, timeoutMs: 1500 });
    const r1 = reportOf(run);
    expect(stagesOf(r1)).toMatchObject({ trials: "ran", judge: "failed" });
    expect(stage(r1, "judge")?.reason).toMatch(/timed? ?out/i);
    expect(r1.skills[0]?.utility).toBeNull();
    expect(srv.counts().record_grades).toBe(2);
    await expectNoContainers(env.engine, out);

    srv.faults.length = 0;
    const before = srv.counts();
    const r2 = reportOf(await audit(skill, out, srv, env.image.tag));
    expect(delta(before, srv.counts())).toEqual({ record_grades: 1 });
    expect(r2.skills[0]?.utility?.prg).toBe(0.5);
  }, 120_000);

  it("an agent turn that times out: that trial is recorded as failed, the pair invalid; the rerun redoes only that trial", async (t) => {
    if (!env) return t.skip();
    srv = await startFaultServer();
    // The with-skill utility run's second turn (and its one retry) never answer in time. Trials run
    // side by side, so the run is picked by its request, not by arrival order.
    const withSkillSecondTurn = (req: RecordedRequest) =>
      req.system.includes("skills are installed") &&
      req.body.messages.length === 3 &&
      !JSON.stringify(req.body.messages[0]).includes("regional totals");
    srv.faults.push((req, role) =>
      role === "agent" && withSkillSecondTurn(req) ? { ...toolCallLate(req), delayMs: 2500 } : null,
    );
    const out = newOut();
    const skill = writeSkill();
    const r1 = reportOf(await audit(skill, out, srv, env.image.tag, { maxRetries: 1, timeoutMs: 1500 }));
    expect(stagesOf(r1)).toMatchObject({ trials: "ran", judge: "ran" });
    const u = r1.skills[0]?.utility;
    expect(u).toMatchObject({ prg: null, validPairs: 0, invalidPairs: 1 });
    const withBundle = JSON.parse(
      readFileSync(path.join(out, String(skillOf(r1).pairs[0]?.evidence[0])), "utf8"),
    );
    expect(withBundle.exitReason).toBe("error");
    expect(withBundle.exitDetail).toMatch(/timed? ?out/i);
    await expectNoContainers(env.engine, out);

    srv.faults.length = 0;
    const before = srv.counts();
    const r2 = reportOf(await audit(skill, out, srv, env.image.tag));
    // Only the failed with-skill run is redone (3 agent turns) and the pair judged; nothing else.
    expect(delta(before, srv.counts())).toEqual({ agent: 3, record_grades: 1 });
    expect(r2.skills[0]?.utility?.prg).toBe(0.5);
    await expectNoContainers(env.engine, out);
  }, 120_000);

  it("malformed tool-call answers: the scan and the judge are marked failed, the agent carries on; a rerun asks them again (failures are not cached)", async (t) => {
    if (!env) return t.skip();
    srv = await startFaultServer();
    srv.faults.push(
      (_r, role) =>
        role === "report_findings" || role === "record_grades"
          ? { malformedToolCall: { name: role, raw: "{not json" } }
          : null,
      failFirst("agent", 1, { malformedToolCall: { name: "bash", raw: "{oops" } }),
    );
    const out = newOut();
    const skill = writeSkill();
    const r1 = reportOf(await audit(skill, out, srv, env.image.tag));
    // The one pair's judgment is invalid: the judge stage has no judgment to score.
    expect(stagesOf(r1)).toMatchObject({ "model-scan": "failed", trials: "ran", judge: "failed" });
    expect(stage(r1, "model-scan")?.reason).toMatch(/^invalid model answer/);
    expect(stage(r1, "judge")?.reason).toMatch(/Invalid input: expected array/);
    // Two attempts each (the answer, then one corrective retry), no more.
    expect(srv.counts()).toMatchObject({ report_findings: 2, record_grades: 2 });
    const s = skillOf(r1);
    expect(s.utility).toBeNull();
    // S rests on the rule scan alone, and says so; the rule finding stands without model confirmation.
    expect(s.safety.rulesOnly).toMatch(/^model scan failed: invalid model answer/);
    expect(s.findings.some((f) => f.pattern === "E2" && f.source === "rule")).toBe(true);
    await expectNoContainers(env.engine, out);

    // The failed answers were stored as evidence, not as answers: the rerun asks again, and
    // only those two (the trials are reused).
    srv.faults.length = 0;
    const before = srv.counts();
    const r2 = reportOf(await audit(skill, out, srv, env.image.tag));
    expect(delta(before, srv.counts())).toEqual({ report_findings: 1, record_grades: 1 });
    expect(stagesOf(r2)).toMatchObject({ "model-scan": "ran", trials: "cached", judge: "ran" });
    // (Which run the one malformed agent turn hit decides the scripted outcome; it is measured now.)
    expect(skillOf(r2).utility).toMatchObject({ validPairs: 1, invalidPairs: 0 });
    expect(skillOf(r2).utility?.prg).not.toBeNull();
    expect(skillOf(r2).safety.rulesOnly).toBeNull();
  }, 120_000);
});

/** The scripted reply for this request (sent late by the caller's delay). */
function toolCallLate(req: import("../support/messages-server").RecordedRequest) {
  // Any well-formed reply: it arrives after the client gave up.
  void req;
  return { content: [{ type: "text" as const, text: "too late" }] };
}
