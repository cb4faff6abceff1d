import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ModelRelay, startModelRelay } from "../../src/agent/relay";
import { Budget } from "../../src/model/budget";

/**
 * Replays, against the real relay, what an agent inside a claude-code trial can send it: only
 * `POST /v1/messages` for the audit's model may reach the configured upstream with the key.
 * Every request is written byte for byte on a raw socket, so no client library normalises a
 * path before the relay sees it. Everything listens on 127.0.0.1.
 */

const KEY = "sk-ant-real-KEY-relay-attacks-0123456789";
const MODEL = "claude-sonnet-4-6";

interface Seen {
  method: string;
  url: string;
  key: string;
  body: string;
}

/** A loopback HTTP server recording every request (and every raw connection) it gets. */
async function recorder(reply: (s: Seen) => { status: number; body: string }) {
  const seen: Seen[] = [];
  let connections = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const s: Seen = {
        method: req.method ?? "",
        url: req.url ?? "",
        key: String(req.headers["x-api-key"] ?? req.headers.authorization ?? ""),
        body: Buffer.concat(chunks).toString("utf8"),
      };
      seen.push(s);
      const r = reply(s);
      res.writeHead(r.status, { "content-type": "application/json" });
      res.end(r.body);
    });
  });
  server.on("connection", () => {
    connections++;
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    seen,
    connections: () => connections,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const messageReply = (model: string) =>
  JSON.stringify({
    id: "msg_1",
    type: "message",
    role: "assistant",
    model,
    content: [{ type: "text", text: "ok" }],
    stop_reason: "end_turn",
    usage: { input_tokens: 10, output_tokens: 5 },
  });

/** Sends one raw HTTP/1.1 request and returns the status code of the answer (0: connection closed without one). */
function raw(port: number, head: string, body = ""): Promise<number> {
  return new Promise((resolve) => {
    const s = net.connect(port, "127.0.0.1");
    let got = "";
    s.on("data", (c) => {
      got += c.toString("latin1");
    });
    const done = () => {
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(got);
      resolve(m ? Number(m[1]) : 0);
    };
    s.on("close", done);
    s.on("error", () => {});
    s.setTimeout(10_000, () => s.destroy());
    s.write(`${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
}

let upstream: Awaited<ReturnType<typeof recorder>>;
let decoy: Awaited<ReturnType<typeof recorder>>;
let relay: ModelRelay;
let budget: Budget;

beforeAll(async () => {
  upstream = await recorder((s) => {
    let model = "";
    try {
      model = String(JSON.parse(s.body).model);
    } catch {}
    return { status: 200, body: messageReply(model) };
  });
  decoy = await recorder(() => ({ status: 200, body: messageReply("stolen") }));
  budget = new Budget();
  relay = await startModelRelay({ baseURL: upstream.url, apiKey: KEY, model: MODEL, meter: budget });
});
afterAll(async () => {
  await relay?.close();
  await upstream?.close();
  await decoy?.close();
});

const body = (model: string, extra = "") =>
  `{"model":${JSON.stringify(model)},"max_tokens":5,"messages":[{"role":"user","content":"hi"}]${extra}}`;

describe("model relay against a hostile agent", () => {
  it("forwards nothing but POST /v1/messages for the audit's model to the configured origin, and no key leaves", async () => {
    const auth = () =>
      `Host: model-relay.skillaudit.internal\r\nx-api-key: ${relay.token}\r\nContent-Type: application/json`;
    const d = `127.0.0.1:${decoy.port}`;
    const good = body(MODEL);
    const tricks: Array<[string, string, string]> = [
      // other methods and endpoints of the API (unmetered, or acting on the key's account)
      ["GET /v1/models", "GET /v1/models HTTP/1.1", ""],
      ["DELETE a file", "DELETE /v1/files/file_0123 HTTP/1.1", ""],
      ["batches", "POST /v1/messages/batches HTTP/1.1", good],
      ["GET messages", "GET /v1/messages HTTP/1.1", ""],
      ["PUT messages", "PUT /v1/messages HTTP/1.1", good],
      ["count_tokens", "POST /v1/messages/count_tokens HTTP/1.1", good],
      ["OPTIONS *", "OPTIONS * HTTP/1.1", ""],
      // another host through the path
      ["//host:port/", `POST //${d}/v1/messages HTTP/1.1`, good],
      ["/\\\\host", `POST /\\${d}/v1/messages HTTP/1.1`, good],
      ["absolute-form URL", `POST http://${d}/v1/messages HTTP/1.1`, good],
      ["absolute-form https", `POST https://${d}/v1/messages HTTP/1.1`, good],
      ["encoded slashes", `POST /%2F%2F${d}/v1/messages HTTP/1.1`, good],
      ["encoded slash in path", "POST /v1%2Fmessages HTTP/1.1", good],
      ["dot segments", "POST /v1/files/../messages HTTP/1.1", good],
      ["encoded dot segments", "POST /v1/messages/%2e%2e/files HTTP/1.1", good],
      ["dot segment out", "POST /v1/messages/../../x HTTP/1.1", good],
      ["trailing slash", "POST /v1/messages/ HTTP/1.1", good],
      ["matrix param", "POST /v1/messages;x=1 HTTP/1.1", good],
      ["query trick @host", `POST /v1/messages?@${d} HTTP/1.1`, good],
      ["query with another host", `POST /v1/messages?url=http://${d}/ HTTP/1.1`, good],
      ["fragment", `POST /v1/messages#@${d} HTTP/1.1`, good],
      ["upper case", "POST /V1/MESSAGES HTTP/1.1", good],
      // the model: another one, an unpriced one, none, a smuggled second key
      ["different model", "POST /v1/messages HTTP/1.1", body("claude-opus-4-6")],
      ["unpriced model", "POST /v1/messages HTTP/1.1", body("my-own-free-model")],
      ["no model", "POST /v1/messages HTTP/1.1", '{"max_tokens":5,"messages":[]}'],
      ["not JSON", "POST /v1/messages HTTP/1.1", "model=claude-sonnet-4-6"],
      ["JSON array", "POST /v1/messages HTTP/1.1", `[${good}]`],
    ];
    const statuses: Record<string, number> = {};
    for (const [name, line, b] of tricks) statuses[name] = await raw(relay.port, `${line}\r\n${auth()}`, b);
    // the tunnel form never reaches any handler that forwards
    statuses.CONNECT = await raw(relay.port, `CONNECT ${d} HTTP/1.1\r\n${auth()}`);
    // a Host header naming another server changes nothing: the upstream is fixed
    const hostTrick = await raw(
      relay.port,
      `POST /v1/messages HTTP/1.1\r\nHost: ${d}\r\nx-api-key: ${relay.token}\r\nContent-Type: application/json`,
      good,
    );
    // a second "model" key: JSON.parse keeps the last, a different parser might keep the first
    const dup = await raw(
      relay.port,
      `POST /v1/messages HTTP/1.1\r\n${auth()}`,
      `{"model":"claude-opus-4-6","model":${JSON.stringify(MODEL)},"max_tokens":5,"messages":[]}`,
    );
    const allowed = await raw(relay.port, `POST /v1/messages HTTP/1.1\r\n${auth()}`, good);
    const beta = await raw(relay.port, `POST /v1/messages?beta=true HTTP/1.1\r\n${auth()}`, good);

    for (const [name, status] of Object.entries(statuses)) {
      expect([name, status >= 400 || status === 0]).toEqual([name, true]);
    }
    expect([hostTrick, allowed, beta]).toEqual([200, 200, 200]);
    expect([200, 400]).toContain(dup);
    // the upstream saw the allowed calls only, all POST /v1/messages with the audit's model
    for (const s of upstream.seen) {
      expect(s.method).toBe("POST");
      expect(["/v1/messages", "/v1/messages?beta=true"]).toContain(s.url);
      expect(JSON.parse(s.body).model).toBe(MODEL);
      expect(s.body).not.toContain("claude-opus-4-6");
      expect(s.key).toBe(KEY);
    }
    expect(upstream.seen.length).toBe(3 + (dup === 200 ? 1 : 0));
    // no other server got a connection, let alone the key
    expect(decoy.connections()).toBe(0);
    expect(decoy.seen).toEqual([]);
    // every forwarded call was metered at the audit's model's price
    expect(budget.byPurpose.agent?.outputTokens).toBe(5 * upstream.seen.length);
    expect(budget.totals().costUsd).toBeGreaterThan(0);
  });

  it("refuses to start for a model without a price (its spend could not be capped in dollars)", async () => {
    await expect(
      startModelRelay({
        baseURL: upstream.url,
        apiKey: KEY,
        model: "my-own-free-model",
        meter: new Budget(),
      }),
    ).rejects.toThrow(/my-own-free-model.*price/);
  });

  it("refuses a base URL that is not plain http(s) with no credentials or query", async () => {
    for (const baseURL of [
      "file:///etc/passwd",
      `http://user:pw@127.0.0.1:${decoy.port}`,
      `${upstream.url}/?x=1`,
    ]) {
      await expect(startModelRelay({ baseURL, apiKey: KEY, model: MODEL })).rejects.toThrow(/base URL/);
    }
  });
});
