import Anthropic from "@anthropic-ai/sdk";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ModelRelay, RELAY_HOST, startModelRelay } from "../../src/agent/relay";
import { type MessagesServer, startMessagesServer, text } from "../support/messages-server";

const KEY = "sk-ant-real-KEY-relay-0123456789";
let srv: MessagesServer;
let relay: ModelRelay;
beforeEach(async () => {
  srv = await startMessagesServer(() => text("hello from upstream"));
  relay = await startModelRelay({ baseURL: srv.url, apiKey: KEY });
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
});
