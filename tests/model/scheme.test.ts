import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AnthropicProvider } from "../../src/model/anthropic";
import { compileTestScript, parseCheckResults } from "../../src/scheme/checks";
import { generateScheme } from "../../src/scheme/generate";
import { containment, lexicalLeak, longestCommonRun, words } from "../../src/scheme/leakage";
import type { ScenarioDraft } from "../../src/scheme/types";
import { type MessagesServer, startMessagesServer, toolCall } from "../support/messages-server";
import { fakeSkill } from "./helpers";

const SKILL_MD = `---
name: csv-report
description: Turn sales CSV exports into a quarterly summary
---
# CSV report
1. Load the CSV with python's csv module and validate that every row has region, month and amount columns.
2. Group amounts by region and write summary.json with keys sorted alphabetically and amounts rounded to two decimals.
3. Always add a "generated_by": "csv-report" field at the top level of the JSON output.
`;

function draft(instruction: string, over: Partial<ScenarioDraft> = {}): ScenarioDraft {
  return {
    title: "Quarterly sales",
    capability: "summarise sales",
    instruction,
    materials: [{ path: "sales.csv", content: "region,month,amount\nnorth,1,10.5\nsouth,1,4\n" }],
    rubric: [
      { id: "a", kind: "goal", text: "summary.json exists and totals north as 10.5", checks: ["x"] },
      {
        id: "b",
        kind: "instruction",
        text: 'JSON output carries "generated_by": "csv-report" at the top level',
      },
    ],
    checks: [{ id: "x", type: "file_exists", path: "summary.json" }],
    expectedOutcome: "summary.json with per-region totals",
    ...over,
  };
}

const CLEAN =
  "Our finance team exported last quarter's sales to sales.csv. Please produce summary.json with the total per region so we can paste it into the board deck.";
const COPIED =
  "Please load the CSV with python's csv module and validate that every row has region, month and amount columns, then group amounts by region and write summary.json.";
const RUBRIC_LEAK = `${CLEAN} Make sure the JSON output carries "generated_by": "csv-report" at the top level.`;

describe("lexical leakage check", () => {
  it("passes a business-goal instruction and rejects copied procedure or rubric text", () => {
    expect(lexicalLeak(draft(CLEAN), SKILL_MD).leak).toBe(false);
    const copied = lexicalLeak(draft(COPIED), SKILL_MD);
    expect(copied.leak).toBe(true);
    expect(copied.longestRun).toBeGreaterThanOrEqual(12);
    const rub = lexicalLeak(draft(RUBRIC_LEAK), SKILL_MD);
    expect(rub.leak).toBe(true);
    expect(rub.rubricOverlap).toBeGreaterThanOrEqual(0.5);
  });

  it("measures n-gram containment and common runs", () => {
    expect(containment(words("a b c d e"), words("x a b c d e y"), 5)).toBe(1);
    expect(containment(words("a b c"), words("a b c"), 5)).toBe(0);
    expect(longestCommonRun(words("q a b c r"), words("a b c"))).toBe(3);
  });
});

describe("rule checks compile into tests/test.sh", () => {
  it("runs each check in the workspace and writes reward.json", () => {
    const ws = mkdtempSync(join(tmpdir(), "sa-ws-"));
    const out = mkdtempSync(join(tmpdir(), "sa-ver-"));
    writeFileSync(join(ws, "summary.json"), '{"north": 10.5}\n');
    const checks: ScenarioDraft["checks"] = [
      { id: "c1", type: "file_exists", path: "summary.json" },
      { id: "c2", type: "file_contains", path: "summary.json", text: '"north": 10.5' },
      { id: "c3", type: "file_matches", path: "summary.json", regex: "south" },
      {
        id: "c4",
        type: "command_succeeds",
        command: "python3 -c 'import json;json.load(open(\"summary.json\"))'",
      },
      { id: "c5", type: "file_exists", path: "it's missing.txt" },
    ];
    const script = join(out, "test.sh");
    writeFileSync(script, compileTestScript({ checks }, ws));
    execFileSync("bash", [script], { env: { ...process.env, SKILLAUDIT_VERIFIER_DIR: out } });
    const reward = readFileSync(join(out, "reward.json"), "utf8");
    // Harbor's form: reward.txt holds the scalar, reward.json is flat name -> number.
    expect(JSON.parse(reward)).toEqual({
      reward: 0.6,
      checks_passed: 3,
      checks_total: 5,
      check_c1: 1,
      check_c2: 1,
      check_c3: 0,
      check_c4: 1,
      check_c5: 0,
    });
    expect(readFileSync(join(out, "reward.txt"), "utf8")).toBe("0.6000\n");
    expect(parseCheckResults({ checks }, reward)).toEqual({
      c1: true,
      c2: true,
      c3: false,
      c4: true,
      c5: false,
    });
    expect(parseCheckResults({ checks }, null).c1).toBe(false);
  });
});

describe("generateScheme", () => {
  let srv: MessagesServer;
  beforeEach(async () => {
    srv = await startMessagesServer();
  });
  afterEach(async () => {
    await srv.close();
  });

  it("keeps clean scenarios, regenerates a leaking one once, drops a twice-leaking one", async () => {
    let replacements = 0;
    srv.handler = (req) => {
      if (req.forcedTool === "utility_scheme")
        return toolCall("utility_scheme", { scenarios: [draft(CLEAN), draft(COPIED), draft(RUBRIC_LEAK)] });
      if (req.forcedTool === "replacement_scenario") {
        replacements++;
        // first replacement (for s2) is clean; the second (for s3) still leaks
        return toolCall("replacement_scenario", {
          scenario: draft(replacements === 1 ? `${CLEAN} Thanks!` : COPIED),
        });
      }
      if (req.forcedTool === "leakage_verdict")
        return toolCall("leakage_verdict", { leak: false, reason: "goal only" });
      return { error: { status: 400, message: "unexpected" } };
    };
    const provider = new AnthropicProvider({
      model: "claude-sonnet-4-6",
      apiKey: "sk-ant-xxxxxxxxxxxx",
      baseURL: srv.url,
    });
    const scheme = await generateScheme(provider, fakeSkill({ "SKILL.md": SKILL_MD }), { count: 3 });
    expect(scheme.scenarios.map((s) => s.id)).toEqual(["s1", "s2"]);
    expect(scheme.scenarios[1]?.instruction).toContain("Thanks!");
    expect(scheme.dropped).toHaveLength(1);
    expect(scheme.dropped[0]?.reason).toMatch(/leaked twice/);
    expect(replacements).toBe(2);
    // ids normalised and check references remapped
    expect(scheme.scenarios[0]?.rubric[0]).toMatchObject({ id: "r1", checks: ["c1"] });
    expect(scheme.scenarios[0]?.checks[0]?.id).toBe("c1");
    // the skill package went in as delimited data, with a cache breakpoint
    const first = srv.requests[0]?.body;
    expect(first.messages[0].content[0].text).toMatch(/^<untrusted_skill_file path="SKILL.md">/);
    expect(first.messages[0].content[0].cache_control).toEqual({ type: "ephemeral" });
  });
});
