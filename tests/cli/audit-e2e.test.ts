import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main";
import { SKILLS_DIR } from "../../src/sandbox/trial";
import { KEY, SCRIPT, SKILL_MD, scripted } from "../model/roles";
import { type DockerEnv, dockerEnv } from "../sandbox/docker";
import { type MessagesServer, startMessagesServer } from "../support/messages-server";

let env: DockerEnv | null = null;
let srv: MessagesServer;
const saved = { ...process.env };

beforeAll(async () => {
  env = await dockerEnv();
  srv = await startMessagesServer((req) =>
    scripted(req, { probeCommand: `sh ${SKILLS_DIR}/csv-report/scripts/report.sh` }),
  );
}, 300_000);
afterAll(async () => {
  process.env = { ...saved };
  await srv?.close();
});

async function cli(...args: string[]) {
  let stdout = "";
  const spy = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    return { code: await main(args, { stdout: (s) => (stdout += s) }), stdout };
  } finally {
    spy.mockRestore();
  }
}

describe("skillaudit audit with a model, through the real sandbox", () => {
  it("reports the scripted judge's numbers with their evidence, and a rerun spends nothing", async (t) => {
    if (!env) return t.skip();
    const root = path.join(mkdtempSync(path.join(tmpdir(), "sa-e2e-")), "csv-report");
    mkdirSync(path.join(root, "scripts"), { recursive: true });
    writeFileSync(path.join(root, "SKILL.md"), SKILL_MD);
    writeFileSync(path.join(root, "scripts/report.sh"), SCRIPT);
    const out = mkdtempSync(path.join(tmpdir(), "sa-e2e-out-"));
    process.env.ANTHROPIC_API_KEY = KEY;
    process.env.ANTHROPIC_BASE_URL = srv.url;
    process.env.SKILLAUDIT_BASE_IMAGE ??= "skillaudit-base:bookworm";

    const args = [
      "audit",
      root,
      "--out",
      out,
      "--scenarios",
      "1",
      "--fail-on",
      "never",
      "--fail-on-severity",
      "never",
      "--image",
      env.image.tag,
      "--judge-model",
      "claude-opus-4-5",
    ];
    const first = await cli(...args);
    expect(first.code).toBe(0);
    const report = JSON.parse(readFileSync(path.join(out, "report.json"), "utf8"));
    const s = report.skills[0];
    expect(s.stages.map((x: { stage: string; status: string }) => `${x.stage}:${x.status}`)).toEqual([
      "collect:ran",
      "rule-scan:ran",
      "model-scan:ran",
      "scheme:ran",
      "trials:ran",
      "judge:ran",
      "probes:ran",
    ]);
    // The scripted judge passed the goal item for both runs and the instruction item only with the skill.
    expect(s.utility).toMatchObject({
      prg: 0.5,
      prgGoal: 0,
      prgInstruction: 1,
      validPairs: 1,
      invalidPairs: 0,
      activationRate: 1,
    });
    expect(s.pairs[0]).toMatchObject({ nWith: 2, nWithout: 1, n: 2, ceiling: false, efficiencyValid: true });
    expect(s.efficiency.efficiencyValidPairs).toBe(1);
    expect(s.backbone).toBe("builtin:claude-sonnet-4-6");
    // One fixed judge, recorded: every pipeline call (scan, scheme, judge, probes) went to it,
    // only the agent's turns to the backbone's model.
    expect(report.settings).toMatchObject({ model: "claude-sonnet-4-6", judgeModel: "claude-opus-4-5" });
    for (const r of srv.requests)
      expect(r.body.model).toBe(r.forcedTool ? "claude-opus-4-5" : "claude-sonnet-4-6");
    // Every pair number points at evidence that exists.
    for (const e of s.pairs[0].evidence) expect(existsSync(path.join(out, e)), e).toBe(true);
    // The E2 finding was probed in the sandbox: confirmed by a canary in the network log.
    const e2 = s.findings.find((f: { pattern: string }) => f.pattern === "E2");
    expect(e2.probe.verdict).toBe("confirmed");
    const net = e2.probe.evidence.find((x: string) => x.includes("network.jsonl"));
    const [file, line] = net.split("#L");
    expect(readFileSync(path.join(out, file), "utf8").split("\n")[Number(line) - 1]).toMatch(/canar/);
    expect(s.safety.score).toBeLessThan(100);
    expect(s.usage.inputTokens).toBeGreaterThan(0);
    expect(first.stdout).toMatch(/utility: PRG 0\.50 over 1 valid pair/);
    // The key is nowhere in what the audit wrote.
    expect(readFileSync(path.join(out, "report.json"), "utf8")).not.toContain(KEY);

    const calls = srv.requests.length;
    const second = await cli(...args);
    expect(second.code).toBe(0);
    expect(srv.requests.length).toBe(calls);
    const again = JSON.parse(readFileSync(path.join(out, "report.json"), "utf8")).skills[0];
    expect(again.utility.prg).toBe(0.5);
    expect(again.stages.filter((x: { status: string }) => x.status === "cached").length).toBeGreaterThan(0);
  }, 300_000);
});
