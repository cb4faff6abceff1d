import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BuiltinAgent } from "../../src/agent/builtin";
import { skillOpened } from "../../src/agent/skills";
import { backboneOf } from "../../src/agent/types";
import { AnthropicProvider } from "../../src/model/anthropic";
import { type MessagesServer, startMessagesServer, text, toolCall } from "../support/messages-server";
import { hostSession } from "./helpers";

const SKILL =
  "---\nname: csv-report\ndescription: Summarise sales CSV files into JSON reports\n---\nAlways add generated_by.\n";
let srv: MessagesServer;
beforeEach(async () => {
  srv = await startMessagesServer();
});
afterEach(async () => {
  await srv.close();
});
const provider = () =>
  new AnthropicProvider({
    model: "claude-sonnet-4-6",
    apiKey: "sk-ant-agent-key-123456",
    baseURL: srv.url,
    maxRetries: 0,
  });

describe("BuiltinAgent", () => {
  it("runs the tool loop in the session, records every step, and announces installed skills", async () => {
    const session = hostSession({ skills: { "csv-report/SKILL.md": SKILL } });
    const skillMd = join(session.skillsDir ?? "", "csv-report/SKILL.md");
    srv.enqueue(
      toolCall("read", { path: skillMd }, { input: 500, output: 10, cacheRead: 400 }),
      toolCall("bash", { command: "echo north,10 > data.csv && cat data.csv" }),
      toolCall("write", { path: "out/summary.json", content: '{"north": 10}' }),
      toolCall("edit", {
        path: "out/summary.json",
        old_text: "{",
        new_text: '{"generated_by": "csv-report", ',
      }),
      toolCall("list", { path: "out" }),
      text("Done: wrote out/summary.json"),
    );
    const agent = new BuiltinAgent(provider());
    const res = await agent.run({ session, instruction: "Summarise the sales." });
    expect(res.status).toBe("completed");
    expect(res.finalText).toBe("Done: wrote out/summary.json");
    expect(readFileSync(join(session.workdir, "out/summary.json"), "utf8")).toBe(
      '{"generated_by": "csv-report", "north": 10}',
    );
    expect(res.steps.map((s) => `${s.kind}:${s.name ?? ""}`)).toEqual([
      "model:",
      "tool:read",
      "model:",
      "tool:bash",
      "model:",
      "tool:write",
      "model:",
      "tool:edit",
      "model:",
      "tool:list",
      "model:",
    ]);
    expect(res.steps.map((s) => s.index)).toEqual([...res.steps.keys()]);
    expect(res.steps[1]?.output).toContain("Always add generated_by.");
    expect(res.steps[3]?.output).toContain("north,10");
    expect(res.steps[0]?.usage).toEqual({
      inputTokens: 500 + 400,
      cacheReadTokens: 400,
      cacheCreationTokens: 0,
      outputTokens: 10,
    });
    expect(res.usage.inputTokens).toBe(900 + 5 * 100);
    for (const s of res.steps) expect(Date.parse(s.endedAt)).toBeGreaterThanOrEqual(Date.parse(s.startedAt));
    // the skill is announced by name, description and path, not its body
    const sys = srv.requests[0]?.system ?? "";
    expect(sys).toContain("csv-report: Summarise sales CSV files into JSON reports");
    expect(sys).toContain(skillMd);
    expect(sys).not.toContain("Always add generated_by");
    // tool results go back as tool_result blocks
    const second = srv.requests[1]?.body;
    expect(second.messages[2].content[0]).toMatchObject({ type: "tool_result" });
    expect(skillOpened(res.steps, session.skillsDir)).toBe(true);
    expect(backboneOf(agent)).toBe("builtin:claude-sonnet-4-6");
  });

  it("tells a no-skill run about no skills and reports skill use as false", async () => {
    const session = hostSession();
    srv.enqueue(toolCall("bash", { command: "ls ~/.claude/skills || true" }), text("nothing"));
    const res = await new BuiltinAgent(provider()).run({ session, instruction: "x" });
    expect(srv.requests[0]?.system).not.toMatch(/skills are installed/);
    expect(skillOpened(res.steps, session.skillsDir)).toBe(false);
  });

  it("stops at the step limit and at the time limit", async () => {
    srv.handler = () => toolCall("bash", { command: "true" });
    const a = await new BuiltinAgent(provider()).run({
      session: hostSession(),
      instruction: "x",
      limits: { maxSteps: 3 },
    });
    expect(a.status).toBe("step_limit");
    expect(a.steps.filter((s) => s.kind === "model")).toHaveLength(3);
    expect(a.steps.at(-1)?.kind).toBe("note");

    srv.handler = () => ({ ...text("slow"), delayMs: 2000 });
    const t0 = Date.now();
    const b = await new BuiltinAgent(provider()).run({
      session: hostSession(),
      instruction: "x",
      limits: { timeLimitMs: 300 },
    });
    expect(b.status).toBe("time_limit");
    expect(b.timedOut).toBe(true);
    expect(Date.now() - t0).toBeLessThan(1500);
  });

  it("reports tool errors to the model instead of failing", async () => {
    srv.enqueue(
      toolCall("edit", { path: "nope.txt", old_text: "a", new_text: "b" }),
      { malformedToolCall: { name: "bash", raw: "[1]" } },
      text("ok"),
    );
    const res = await new BuiltinAgent(provider()).run({ session: hostSession(), instruction: "x" });
    expect(res.status).toBe("completed");
    expect(res.steps[1]).toMatchObject({ kind: "tool", isError: true });
    expect(res.steps[3]).toMatchObject({ kind: "tool", isError: true });
  });
});
