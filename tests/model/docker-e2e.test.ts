import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnthropicProvider } from "../../src/model/anthropic";
import { runModelStages } from "../../src/pipeline/model-stages";
import { dockerTrialRunner } from "../../src/pipeline/trial-runner";
import { SKILLS_DIR } from "../../src/sandbox/trial";
import { safety, scorePair, utility } from "../../src/score";
import { type DockerEnv, dockerEnv } from "../sandbox/docker";
import { type MessagesServer, startMessagesServer } from "../support/messages-server";
import { KEY, ruleFinding, scripted, skillOnDisk } from "./roles";

let env: DockerEnv | null = null;
let srv: MessagesServer;
beforeAll(async () => {
  env = await dockerEnv();
  srv = await startMessagesServer((req) =>
    scripted(req, { probeCommand: `sh ${SKILLS_DIR}/csv-report/scripts/report.sh` }),
  );
}, 300_000);
afterAll(async () => {
  await srv?.close();
});

describe("model stages through the real Docker sandbox", () => {
  it("audits a skill end to end: the report's numbers are what the scripted judge said", async (t) => {
    if (!env) return t.skip();
    const skill = await skillOnDisk();
    const runDir = mkdtempSync(path.join(tmpdir(), "sa-docker-run-"));
    const runner = dockerTrialRunner({
      engine: env.engine,
      image: env.image.tag,
      runDir,
      runId: `model-e2e-${Date.now()}`,
    });
    const provider = new AnthropicProvider({
      model: "claude-sonnet-4-6",
      apiKey: KEY,
      baseURL: srv.url,
      maxRetries: 0,
    });
    const res = await runModelStages({
      skill,
      ruleFindings: [ruleFinding],
      provider,
      runner,
      runDir,
      logger: { info() {}, warn() {}, debug() {} },
      options: { scenarios: 1 },
    });
    expect(res.stages.map((s) => `${s.stage}:${s.status}`)).toEqual([
      "model-scan:ran",
      "scheme:ran",
      "trials:ran",
      "judge:ran",
      "probes:ran",
    ]);
    // the scripted judge passes r1 for both runs and r2 only for the with-skill run
    expect(res.pairs[0]?.items).toEqual([
      { id: "r1", kind: "goal", passWith: true, passWithout: true },
      { id: "r2", kind: "instruction", passWith: true, passWithout: false },
    ]);
    expect(res.pairs[0]?.skillUsed).toBe(true);
    const scores = res.pairs.map((p) => scorePair(p));
    expect(scores[0]?.prg).toBeCloseTo(0.5);
    expect(scores[0]?.prgInstruction).toBeCloseTo(1);
    expect(scores[0]?.prgGoal).toBeCloseTo(0);
    expect(utility(scores, { used: 1, total: 1 }).prg).toBeCloseTo(0.5);
    // the skill's script sent the environment (with the GITHUB_TOKEN canary) to the proxy
    const probe = res.probes["E2-rule"];
    expect(probe?.verdict).toBe("confirmed");
    const netRef = probe?.evidence.find((e) => e.includes("network.jsonl"));
    expect(netRef).toBeDefined();
    const [file, anchor] = (netRef ?? "").split("#L");
    const line = readFileSync(path.join(runDir, file ?? ""), "utf8").split("\n")[Number(anchor) - 1] ?? "";
    expect(JSON.parse(line).canaries).toContain("github_token_env");
    const s = safety(res.findings);
    expect(s.score).toBeLessThan(100);
    for (const r of srv.requests) expect(r.bodyText).not.toContain(KEY);
    // nothing written for the audit (tasks, bundles, workspace archives, judgments) holds the key
    const walk = (d: string): string[] =>
      readdirSync(d, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)],
      );
    const files = walk(runDir);
    expect(files.some((f) => f.endsWith("workspace.tar"))).toBe(true);
    for (const f of files) expect(readFileSync(f).includes(KEY)).toBe(false);
  }, 300_000);
});
