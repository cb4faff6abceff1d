import Anthropic from "@anthropic-ai/sdk";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ModelRelay, RELAY_HOST, startModelRelay } from "../../src/agent/relay";
import { Budget } from "../../src/model/budget";
import { type MessagesServer, startMessagesServer, text } from "../support/messages-server";

const KEY = "sk-ant-real-KEY-relay-0123456789";
let srv: MessagesServer;
let relay: ModelRelay;
beforeEach(async () => {
  srv = await startMessagesServer(() => text("hello from upstream"));
  relay = await startModelRelay({ baseURL: srv.url, apiKey: KEY, model: "claude-sonnet-4-6" });
});
afterEach(async () => {
  await relay.close();
  await srv.close();
});

describe("model relay", () => {
  it("swaps the stand-in token for the real key; the client never holds the key", async () => {
    const client = new Anthropic({
      apiKey: relay.token,
      baseURL: `http://127.0.0.1:${relay.port}`,
      maxRetries: 0,
    });
    const msg = await client.messages.create({
      model: "claude-sonnet-4-6",
      max_tokens: 10,
      messages: [{ role: "user", content: "hi" }],
    });
    expect(msg.content[0]).toMatchObject({ type: "text", text: "hello from upstream" });
    expect(srv.credentials).toEqual([KEY]);
    expect(relay.token).not.toContain(KEY);
    expect(relay.forwarded).toBe(1);
  });

  it("passes streamed (SSE) replies through", async () => {
    const client = new Anthropic({
      apiKey: relay.token,
      baseURL: `http://127.0.0.1:${relay.port}`,
      maxRetries: 0,
    });
    const stream = client.messages.stream({
      model: "claude-sonnet-4-6",
      max_tokens: 10,
      messages: [{ role: "user", content: "hi" }],
    });
    const final = await stream.finalMessage();
    expect(final.content[0]).toMatchObject({ type: "text", text: "hello from upstream" });
  });

  it("refuses a wrong token without forwarding", async () => {
    const client = new Anthropic({
      apiKey: "sk-ant-wrong-token-000000",
      baseURL: `http://127.0.0.1:${relay.port}`,
      maxRetries: 0,
    });
    await expect(
      client.messages.create({ model: "m", max_tokens: 1, messages: [{ role: "user", content: "x" }] }),
    ).rejects.toThrow(/401|bad token/);
    expect(srv.requests).toHaveLength(0);
  });

  it("routes only the relay host from the sandbox proxy", async () => {
    const ok = relay.upstream(RELAY_HOST, 80);
    await new Promise((r) => ok.once("connect", r));
    ok.destroy();
    const bad = relay.upstream("example.com", 80);
    await expect(new Promise((_, rej) => bad.once("error", rej))).rejects.toThrow(/no upstream/);
  });

  it("charges every relayed call to the audit's budget, streamed or not, and refuses once it is spent", async () => {
    const budget = new Budget({ maxTokens: 2000 });
    const metered = await startModelRelay({
      baseURL: srv.url,
      apiKey: KEY,
      model: "claude-sonnet-4-6",
      meter: budget,
    });
    try {
      const usage = { input: 300, output: 70, cacheRead: 500, cacheCreation: 100 };
      srv.enqueue(
        { content: [{ type: "text", text: "a" }], usage },
        { content: [{ type: "text", text: "b" }], usage },
      );
      const client = new Anthropic({
        apiKey: metered.token,
        baseURL: `http://127.0.0.1:${metered.port}`,
        maxRetries: 0,
      });
      const req = {
        model: "claude-sonnet-4-6",
        max_tokens: 10,
        messages: [{ role: "user" as const, content: "hi" }],
      };
      await client.messages.create(req);
      // the stream's message_start says output 1; message_delta's final count is what is charged
      await client.messages.stream(req).finalMessage();
      const one = { inputTokens: 900, cacheReadTokens: 500, cacheCreationTokens: 100, outputTokens: 70 };
      expect(budget.byPurpose.agent).toEqual({
        inputTokens: 2 * one.inputTokens,
        cacheReadTokens: 2 * one.cacheReadTokens,
        cacheCreationTokens: 2 * one.cacheCreationTokens,
        outputTokens: 2 * one.outputTokens,
      });
      expect(budget.totals().costUsd).toBeGreaterThan(0);
      // 1940 tokens of 2000 spent: the next call still goes; after it the relay refuses without forwarding
      srv.enqueue({ content: [{ type: "text", text: "c" }], usage });
      await client.messages.create(req);
      const forwarded = srv.requests.length;
      await expect(client.messages.create(req)).rejects.toThrow(/budget exhausted/);
      expect(srv.requests.length).toBe(forwarded);
    } finally {
      await metered.close();
    }
  });
});
