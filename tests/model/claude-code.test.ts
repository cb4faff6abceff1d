import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ClaudeCodeHarness, decodeStream, streamJsonToTrajectory } from "../../src/agent/claude-code";
import { skillOpened } from "../../src/agent/skills";
import { backboneOf } from "../../src/agent/types";
import { hostSession } from "./helpers";

const TRANSCRIPT = readFileSync(path.join(__dirname, "fixtures/claude-stream.jsonl"), "utf8");
/** Recorded from the real binary (2.1.332, --include-partial-messages) in the sandbox against the scripted server. */
const REAL = readFileSync(path.join(__dirname, "fixtures/claude-stream-2.1.332.jsonl"), "utf8");
const SKILLS = "/home/agent/.claude/skills";

/** A fake claude that prints `stream` (and maybe sleeps), in a host session whose exec output is capped like the sandbox's. */
function fakeClaude(stream: string, opts: { capBytes?: number; sleepSec?: number } = {}) {
  const session = hostSession();
  const bin = path.join(session.root, "claude");
  writeFileSync(path.join(session.root, "stream.jsonl"), stream);
  writeFileSync(
    bin,
    `#!/bin/sh\ncat ${path.join(session.root, "stream.jsonl")}\n${opts.sleepSec ? `sleep ${opts.sleepSec}\n` : ""}`,
  );
  chmodSync(bin, 0o755);
  const cap = opts.capBytes;
  if (cap !== undefined) {
    const exec = session.exec.bind(session);
    session.exec = async (cmd, o) => {
      const r = await exec(cmd, o);
      if (r.stdout.length <= cap) return r;
      const cut = r.stdout.length - cap;
      return {
        ...r,
        stdout: `${r.stdout.slice(0, cap)}\n[skillaudit: output truncated, ${cut} more bytes not kept]`,
        truncated: true,
      };
    };
  }
  const harness = new ClaudeCodeHarness({
    model: "claude-sonnet-4-6",
    binary: bin,
    endpoint: { baseUrl: "http://relay", token: "t" },
  });
  return { session, harness };
}

/** A long run: the recorded transcript's tool results repeated with a 30 kB output each. */
function longTranscript(turns: number): string {
  const lines = REAL.split("\n").filter((l) => l.trim());
  const result = lines.at(-1) ?? "";
  const body: string[] = [lines[0] ?? ""];
  for (let i = 0; i < turns; i++) {
    const big = `row-${i},${"x".repeat(60)}\n`.repeat(480);
    body.push(
      JSON.stringify({
        type: "assistant",
        message: {
          id: `msg_long_${i}`,
          content: [
            {
              type: "tool_use",
              id: `toolu_long_${i}`,
              name: "Bash",
              input: { command: `cat part-${i}.csv` },
            },
          ],
          usage: { input_tokens: 10, output_tokens: 1 },
        },
        timestamp: "2026-11-29T22:00:00.000Z",
      }),
      JSON.stringify({
        type: "user",
        message: {
          role: "user",
          content: [{ type: "tool_result", tool_use_id: `toolu_long_${i}`, content: big }],
        },
        tool_use_result: { stdout: big, stderr: "" },
        timestamp: "2026-11-29T22:00:01.000Z",
      }),
    );
  }
  return `${[...body, result].join("\n")}\n`;
}

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

  it("decodes a cut gzip stream up to the cut", () => {
    const text = Array.from({ length: 2000 }, (_, i) => `{"line":${i},"pad":"${Math.random()}"}`).join("\n");
    const b64 = gzipSync(text).toString("base64");
    expect(decodeStream(b64)).toEqual({ text, complete: true });
    const cut = decodeStream(
      `${b64.slice(0, Math.floor(b64.length / 2))}\n[skillaudit: output truncated, 9 more bytes not kept]`,
    );
    expect(cut.complete).toBe(false);
    expect(cut.text.length).toBeGreaterThan(1000);
    expect(text.startsWith(cut.text)).toBe(true);
    expect(decodeStream("")).toEqual({ text: "", complete: false });
  });

  it("keeps a transcript larger than the sandbox's exec output cap whole", async () => {
    const stream = longTranscript(40);
    const cap = 1024 * 1024;
    expect(stream.length).toBeGreaterThan(2 * cap);
    const { session, harness } = fakeClaude(stream, { capBytes: cap });
    const r = await harness.run({ session, instruction: "x" });
    expect(r.status).toBe("completed");
    expect(r.steps.filter((s) => s.kind === "tool")).toHaveLength(40);
    expect(r.usage.outputTokens).toBe(200);
    // and when even the compressed stream is cut, the steps up to the cut stay and a note says so
    const small = fakeClaude(stream, { capBytes: 4096 });
    const cut = await small.harness.run({ session: small.session, instruction: "x" });
    expect(cut.status).toBe("error");
    expect(cut.steps.filter((s) => s.kind === "tool").length).toBeGreaterThan(0);
    expect(cut.steps.at(-1)?.text).toMatch(/ended early \(over the sandbox's output cap\)/);
  });

  it("stops Claude Code at the time limit and keeps what it streamed", async () => {
    const partial = REAL.split("\n")
      .filter((l) => l.trim() && !l.includes('"type":"result"'))
      .join("\n");
    const { session, harness } = fakeClaude(`${partial}\n`, { sleepSec: 30 });
    const t0 = Date.now();
    const r = await harness.run({ session, instruction: "x", limits: { timeLimitMs: 1000 } });
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(r.status).toBe("time_limit");
    expect(r.timedOut).toBe(true);
    expect(r.steps.filter((s) => s.kind === "tool").map((s) => s.name)).toEqual(["Skill", "Bash", "Write"]);
  }, 20_000);

  it("reports the turn limit as step_limit, not as an error", async () => {
    // what the real binary printed with --max-turns 1 (subtype error_max_turns, is_error true)
    const maxed = REAL.split("\n")
      .filter((l) => l.trim())
      .map((l) => {
        const ev = JSON.parse(l);
        return JSON.stringify(
          ev.type === "result" ? { ...ev, subtype: "error_max_turns", is_error: true } : ev,
        );
      })
      .join("\n");
    const { session, harness } = fakeClaude(maxed);
    const r = await harness.run({ session, instruction: "x", limits: { maxSteps: 3 } });
    expect(r.status).toBe("step_limit");
    expect(r.error).toBeUndefined();
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
