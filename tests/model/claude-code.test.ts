import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ClaudeCodeHarness, streamJsonToTrajectory } from "../../src/agent/claude-code";
import { skillOpened } from "../../src/agent/skills";
import { backboneOf } from "../../src/agent/types";
import { hostSession } from "./helpers";

const TRANSCRIPT = readFileSync(path.join(__dirname, "fixtures/claude-stream.jsonl"), "utf8");
/** Recorded from the real binary (2.1.332, --include-partial-messages) in the sandbox against the scripted server. */
const REAL = readFileSync(path.join(__dirname, "fixtures/claude-stream-2.1.332.jsonl"), "utf8");
const SKILLS = "/home/agent/.claude/skills";

describe("Claude Code stream-json → trajectory", () => {
  it("turns assistant/user/result lines into model and tool steps with results and usage", () => {
    const t = streamJsonToTrajectory(TRANSCRIPT, () => "2026-01-01T00:00:00.000Z");
    expect(t.steps.map((s) => `${s.kind}:${s.name ?? ""}`)).toEqual([
      "note:",
      "model:",
      "tool:Read",
      "model:",
      "tool:Bash",
      "model:",
    ]);
    expect(t.steps[0]?.text).toBe("claude-code started with model claude-sonnet-4-6");
    expect(t.steps[2]).toMatchObject({
      input: { file_path: "/home/agent/.claude/skills/csv-report/SKILL.md" },
      isError: false,
    });
    expect(t.steps[2]?.output).toContain("Always add generated_by.");
    expect(t.steps[4]).toMatchObject({ isError: true, output: "command not found: python4" });
    // usage once per message id (msg_01 came in two lines), and the result line's totals win
    expect(t.steps[1]?.usage).toEqual({
      inputTokens: 3012,
      cacheReadTokens: 0,
      cacheCreationTokens: 3000,
      outputTokens: 40,
    });
    expect(t.steps[2]?.usage).toBeUndefined();
    expect(t.usage).toEqual({
      inputTokens: 57 + 3000 + 6100,
      cacheReadTokens: 6100,
      cacheCreationTokens: 3000,
      outputTokens: 115,
    });
    expect(t.finalText).toBe("Wrote the summary.");
    expect(t.resultSeen).toBe(true);
    expect(skillOpened(t.steps, "/home/agent/.claude/skills")).toBe(true);
  });

  it("reads the real binary's stream: output tokens from message_delta, line timestamps, the loaded skill text", () => {
    const t = streamJsonToTrajectory(REAL, () => "conversion-time");
    expect(t.steps.map((s) => `${s.kind}:${s.name ?? ""}`)).toEqual([
      "note:",
      "model:",
      "tool:Skill",
      "model:",
      "tool:Bash",
      "model:",
      "tool:Write",
      "model:",
    ]);
    expect(t.steps[0]?.text).toMatch(
      /^claude-code 2\.1\.332 started with model claude-sonnet-4-6; skills listed: csv-report, /,
    );
    // message_start says output_tokens 1; the message_delta lines carry the real 50
    for (const i of [1, 3, 5, 7]) {
      expect(t.steps[i]?.usage).toEqual({
        inputTokens: 2300,
        cacheReadTokens: 800,
        cacheCreationTokens: 300,
        outputTokens: 50,
      });
    }
    expect(t.usage).toEqual({
      inputTokens: 9200,
      cacheReadTokens: 3200,
      cacheCreationTokens: 1200,
      outputTokens: 200,
    });
    expect(t.steps[2]?.output).toContain("Launching skill: csv-report");
    expect(t.steps[2]?.output).toContain('Always add "generated_by": "csv-report"');
    expect(t.steps[4]).toMatchObject({
      input: { command: "cat sales.csv" },
      output: "region,amount\nnorth,10",
    });
    // times come from the lines, not from when the stream was converted
    for (const s of t.steps) expect(s.startedAt).toMatch(/^2026-11-29T22:29:3\d\.\d{3}Z$/);
    expect(t.steps[0]?.startedAt).toBe(t.steps[1]?.startedAt);
    expect(Date.parse(t.steps[4]?.endedAt ?? "")).toBeGreaterThan(Date.parse(t.steps[4]?.startedAt ?? ""));
    expect(t.subtype).toBe("success");
    expect(skillOpened(t.steps, SKILLS, ["csv-report"])).toBe(true);
  });

  it("sums per-message usage when the result line is missing and notes garbage lines", () => {
    const cut = TRANSCRIPT.split("\n").slice(0, -2).join("\n");
    const t = streamJsonToTrajectory(`${cut}\nnot json`);
    expect(t.resultSeen).toBe(false);
    expect(t.usage.outputTokens).toBe(40 + 60 + 15);
    expect(t.steps.at(-1)).toMatchObject({ kind: "note" });
  });

  it("counts the Skill tool as opening the skill", () => {
    const steps = [
      {
        index: 0,
        startedAt: "t",
        endedAt: "t",
        kind: "tool" as const,
        name: "Skill",
        input: { skill: "csv-report" },
      },
    ];
    expect(skillOpened(steps, "/home/agent/.claude/skills", ["csv-report"])).toBe(true);
    expect(skillOpened(steps, null, ["csv-report"])).toBe(false);
  });
});

describe("ClaudeCodeHarness", () => {
  it("fails the trial with a clear reason when the binary is missing", async () => {
    const h = new ClaudeCodeHarness({
      model: "claude-sonnet-4-6",
      binary: "no-such-claude-binary",
      endpoint: { baseUrl: "http://x", token: "t" },
    });
    const r = await h.run({ session: hostSession(), instruction: "x" });
    expect(r.status).toBe("unavailable");
    expect(r.error).toMatch(/"no-such-claude-binary" binary is not in the sandbox image/);
    expect(backboneOf(h)).toBe("claude-code:claude-sonnet-4-6");
  });

  it("runs the binary with the stand-in token and converts its stream", async () => {
    const session = hostSession();
    const bin = path.join(session.root, "claude");
    const argsFile = path.join(session.root, "args.txt");
    writeFileSync(path.join(session.root, "stream.jsonl"), TRANSCRIPT);
    writeFileSync(
      bin,
      `#!/bin/sh\nprintf '%s\\n' "$@" > ${argsFile}\necho "KEY=$ANTHROPIC_API_KEY URL=$ANTHROPIC_BASE_URL" >> ${argsFile}\ncat ${path.join(session.root, "stream.jsonl")}\n`,
    );
    chmodSync(bin, 0o755);
    const h = new ClaudeCodeHarness({
      model: "claude-sonnet-4-6",
      binary: bin,
      endpoint: { baseUrl: "http://model-relay.internal", token: "trial-token-abc" },
    });
    const r = await h.run({ session, instruction: "Summarise 'sales'", limits: { maxSteps: 7 } });
    expect(r.status).toBe("completed");
    expect(r.steps).toHaveLength(6);
    const args = readFileSync(argsFile, "utf8");
    expect(args).toContain(
      "-p\nSummarise 'sales'\n--model\nclaude-sonnet-4-6\n--output-format\nstream-json\n--verbose\n--max-turns\n7",
    );
    expect(args).toContain("KEY=trial-token-abc URL=http://model-relay.internal");
  });
});
