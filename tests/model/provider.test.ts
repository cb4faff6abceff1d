import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { AnthropicProvider } from "../../src/model/anthropic";
import { Budget, BudgetExceeded, costOf, metered } from "../../src/model/budget";
import { providerFromConfig } from "../../src/model/config";
import { OpenAIProvider } from "../../src/model/openai";
import { structured } from "../../src/model/structured";
import { type MessagesServer, startMessagesServer, text, toolCall } from "../support/messages-server";

const KEY = "sk-ant-test-KEY-0123456789abcdef";
let srv: MessagesServer;

beforeEach(async () => {
  srv = await startMessagesServer();
});
afterEach(async () => {
  await srv.close();
});

const anthropic = (o: Partial<ConstructorParameters<typeof AnthropicProvider>[0]> = {}) =>
  new AnthropicProvider({ model: "claude-sonnet-4-6", apiKey: KEY, baseURL: srv.anthropicBaseURL, ...o });

describe("AnthropicProvider against the scripted Messages API", () => {
  it("sends system with cache_control, tools, forced tool choice; parses tool_use and usage", async () => {
    srv.enqueue(toolCall("answer", { x: 1 }, { input: 50, output: 7, cacheRead: 1000, cacheCreation: 200 }));
    const res = await anthropic().complete({
      system: [{ type: "text", text: "stable prefix", cache: true }],
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "skill content", cache: true },
            { type: "text", text: "q" },
          ],
        },
      ],
      tools: [
        {
          name: "answer",
          description: "d",
          inputSchema: { type: "object", properties: { x: { type: "number" } } },
        },
      ],
      toolChoice: { type: "tool", name: "answer" },
      maxTokens: 100,
    });
    expect(res.content).toEqual([
      expect.objectContaining({ type: "tool_use", name: "answer", input: { x: 1 } }),
    ]);
    expect(res.stopReason).toBe("tool_use");
    expect(res.usage).toEqual({
      inputTokens: 1250,
      cacheReadTokens: 1000,
      cacheCreationTokens: 200,
      outputTokens: 7,
    });
    const body = srv.requests[0]?.body;
    expect(body.system[0].cache_control).toEqual({ type: "ephemeral" });
    expect(body.messages[0].content[0].cache_control).toEqual({ type: "ephemeral" });
    expect(body.messages[0].content[1].cache_control).toBeUndefined();
    expect(body.tool_choice).toEqual({ type: "tool", name: "answer" });
    expect(body.tools[0].input_schema.type).toBe("object");
    expect(srv.credentials.some((c) => c.includes(KEY))).toBe(true);
  });

  it("retries 429 (honouring retry-after), 529 and 500, then succeeds", async () => {
    srv.enqueue(
      { error: { status: 429, retryAfter: 0.3 } },
      { error: { status: 529 } },
      { error: { status: 500 } },
      text("done"),
    );
    const t0 = Date.now();
    const res = await anthropic({ maxRetries: 4 }).complete({
      system: "s",
      messages: [{ role: "user", content: "hi" }],
      maxTokens: 10,
    });
    expect(res.content).toEqual([{ type: "text", text: "done" }]);
    expect(srv.requests).toHaveLength(4);
    // retry-after 0.3 s was waited, plus two backoff sleeps (~0.375..0.5 s and ~0.75..1 s with jitter)
    expect(Date.now() - t0).toBeGreaterThanOrEqual(300 + 375 + 750 - 50);
  });

  it("gives up after maxRetries and surfaces the API error", async () => {
    srv.handler = () => ({ error: { status: 529, retryAfterMs: 1 } });
    await expect(
      anthropic({ maxRetries: 2 }).complete({
        system: "s",
        messages: [{ role: "user", content: "x" }],
        maxTokens: 5,
      }),
    ).rejects.toThrow(/529|overloaded/i);
    expect(srv.requests).toHaveLength(3);
  });

  it("retries a reply slower than the timeout", async () => {
    srv.enqueue({ ...text("late"), delayMs: 1500 } as never, text("fast"));
    const res = await anthropic({ timeoutMs: 300, maxRetries: 1 }).complete({
      system: "s",
      messages: [{ role: "user", content: "x" }],
      maxTokens: 5,
    });
    expect(res.content).toEqual([{ type: "text", text: "fast" }]);
    expect(srv.requests).toHaveLength(2);
  });

  it("never sends its key in a request body, even when a prompt contains it", async () => {
    srv.handler = () => text("ok");
    await anthropic().complete({
      system: `oops ${KEY}`,
      messages: [{ role: "user", content: `key is ${KEY}` }],
      maxTokens: 5,
    });
    expect(srv.requests[0]?.bodyText).not.toContain(KEY);
    expect(JSON.stringify(srv.requests[0]?.headers)).not.toContain(KEY);
    expect(srv.requests[0]?.bodyText).toContain("[REDACTED]");
  });
});

describe("OpenAIProvider against the scripted chat completions API", () => {
  const openai = () =>
    new OpenAIProvider({
      model: "gpt-4o-mini",
      apiKey: "sk-openai-KEY-abcdef0123",
      baseURL: srv.openaiBaseURL,
      maxRetries: 2,
    });

  it("translates tools, tool results and usage both ways", async () => {
    srv.enqueue(toolCall("bash", { command: "ls" }, { input: 40, cacheRead: 60, output: 5 }));
    const res = await openai().complete({
      system: "sys",
      messages: [
        { role: "user", content: "go" },
        {
          role: "assistant",
          content: [{ type: "tool_use", id: "c1", name: "bash", input: { command: "pwd" } }],
        },
        { role: "user", content: [{ type: "tool_result", toolUseId: "c1", content: "/work" }] },
      ],
      tools: [{ name: "bash", description: "run", inputSchema: { type: "object", properties: {} } }],
      toolChoice: { type: "any" },
      maxTokens: 50,
    });
    expect(res.content[0]).toMatchObject({ type: "tool_use", name: "bash", input: { command: "ls" } });
    expect(res.stopReason).toBe("tool_use");
    expect(res.usage).toEqual({
      inputTokens: 100,
      cacheReadTokens: 60,
      cacheCreationTokens: 0,
      outputTokens: 5,
    });
    const body = srv.requests[0]?.body;
    expect(body.messages.map((m: { role: string }) => m.role)).toEqual([
      "system",
      "user",
      "assistant",
      "tool",
    ]);
    expect(body.messages[2].tool_calls[0].function).toEqual({ name: "bash", arguments: '{"command":"pwd"}' });
    expect(body.messages[3]).toMatchObject({ tool_call_id: "c1", content: "/work" });
    expect(body.tool_choice).toBe("required");
  });

  it("marks malformed tool-call arguments instead of crashing", async () => {
    srv.enqueue({ malformedToolCall: { name: "answer", raw: "{not json" } });
    const res = await openai().complete({
      system: "s",
      messages: [{ role: "user", content: "x" }],
      maxTokens: 5,
    });
    expect(res.content[0]).toMatchObject({ type: "tool_use", name: "answer", malformed: "{not json" });
  });

  it("retries 429 with retry-after", async () => {
    srv.enqueue({ error: { status: 429, retryAfter: 0.2 } }, text("ok"));
    const res = await openai().complete({
      system: "s",
      messages: [{ role: "user", content: "x" }],
      maxTokens: 5,
    });
    expect(res.content).toEqual([{ type: "text", text: "ok" }]);
    expect(srv.requests).toHaveLength(2);
  });
});

describe("Budget", () => {
  it("prices cache reads and writes and stops calls once spent", async () => {
    expect(
      costOf("claude-sonnet-4-6", {
        inputTokens: 1_000_000,
        cacheReadTokens: 0,
        cacheCreationTokens: 0,
        outputTokens: 0,
      }),
    ).toBeCloseTo(3);
    expect(
      costOf("claude-sonnet-4-6", {
        inputTokens: 1_000_000,
        cacheReadTokens: 1_000_000,
        cacheCreationTokens: 0,
        outputTokens: 0,
      }),
    ).toBeCloseTo(0.3);
    expect(
      costOf("unknown-model", {
        inputTokens: 1,
        cacheReadTokens: 0,
        cacheCreationTokens: 0,
        outputTokens: 1,
      }),
    ).toBeNull();

    srv.handler = () => ({ content: [{ type: "text", text: "ok" }], usage: { input: 600, output: 100 } });
    const budget = new Budget({ maxTokens: 1000 });
    const p = metered(anthropic(), budget);
    const call = () =>
      p.complete({ system: "s", messages: [{ role: "user", content: "x" }], maxTokens: 5, purpose: "judge" });
    await call();
    await call(); // 700 spent < 1000: allowed; now 1400
    await expect(call()).rejects.toBeInstanceOf(BudgetExceeded);
    expect(srv.requests).toHaveLength(2);
    expect(budget.totals()).toMatchObject({ inputTokens: 1200, outputTokens: 200 });
    expect(budget.totals().costUsd).toBeCloseTo((1200 * 3 + 200 * 15) / 1e6);
    expect(budget.byPurpose.judge?.outputTokens).toBe(200);
  });

  it("stops on a USD limit", async () => {
    srv.handler = () => ({ content: [{ type: "text", text: "ok" }], usage: { input: 1_000_000, output: 0 } });
    const p = metered(anthropic(), new Budget({ maxUsd: 2 }));
    const call = () => p.complete({ system: "s", messages: [{ role: "user", content: "x" }], maxTokens: 5 });
    await call();
    await expect(call()).rejects.toThrow(/budget exhausted/);
  });
});

describe("providerFromConfig", () => {
  it("takes keys and base URLs from the environment and returns null without a key", () => {
    expect(providerFromConfig({ model: "claude-sonnet-4-6" }, {})).toBeNull();
    const p = providerFromConfig(
      { model: "claude-sonnet-4-6" },
      { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: srv.url },
    );
    expect(p?.kind).toBe("anthropic");
    const o = providerFromConfig(
      { provider: "openai", model: "llama3" },
      { OPENAI_BASE_URL: srv.openaiBaseURL },
    );
    expect(o?.kind).toBe("openai");
  });
});

describe("structured()", () => {
  const Schema = z.object({ score: z.number().int().min(0).max(10), why: z.string() });

  it("forces the tool with the zod-derived schema and returns the validated value", async () => {
    srv.handler = (req) => toolCall(req.forcedTool ?? "", { score: 7, why: "fine" });
    const r = await structured(anthropic(), {
      schema: Schema,
      toolName: "grade",
      toolDescription: "g",
      system: "s",
      messages: [{ role: "user", content: "x" }],
    });
    expect(r).toMatchObject({ ok: true, value: { score: 7, why: "fine" }, attempts: 1 });
    const schema = srv.requests[0]?.body.tools[0].input_schema;
    expect(schema.type).toBe("object");
    expect(schema.required).toEqual(["score", "why"]);
    expect(schema.$schema).toBeUndefined();
  });

  it("retries once with the validation error, then succeeds", async () => {
    srv.enqueue(toolCall("grade", { score: 99, why: "x" }), toolCall("grade", { score: 3, why: "ok" }));
    const r = await structured(anthropic(), {
      schema: Schema,
      toolName: "grade",
      toolDescription: "g",
      system: "s",
      messages: [{ role: "user", content: "x" }],
    });
    expect(r).toMatchObject({ ok: true, value: { score: 3 }, attempts: 2 });
    const retry = srv.requests[1]?.body;
    const last = retry.messages[retry.messages.length - 1];
    expect(last.content[0].type).toBe("tool_result");
    expect(last.content[0].is_error).toBe(true);
    expect(last.content[0].content).toMatch(/score/);
  });

  it("returns an invalid marker after a second failure (malformed arguments over OpenAI)", async () => {
    srv.handler = () => ({ malformedToolCall: { name: "grade", raw: "{oops" } });
    const p = new OpenAIProvider({
      model: "gpt-4o",
      apiKey: "sk-openai-KEY-abcdef0123",
      baseURL: srv.openaiBaseURL,
    });
    const r = await structured(p, {
      schema: Schema,
      toolName: "grade",
      toolDescription: "g",
      system: "s",
      messages: [{ role: "user", content: "x" }],
    });
    expect(r).toMatchObject({ ok: false, invalid: true, attempts: 2 });
    expect(srv.requests).toHaveLength(2);
  });
});
