import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import type { Duplex } from "node:stream";
import { type Price, priceOf } from "../model/budget";
import { registerSecret } from "../model/secrets";
import type { TokenUsage } from "../sandbox/types";

/**
 * Lets an agent inside the container (Claude Code) call the model without ever holding the
 * key: the container gets a random per-audit stand-in token and a base URL on a made-up host
 * that the sandbox proxy routes here; the relay checks the token, swaps in the real key and
 * forwards to the real API. The key stays in this process.
 */
export const RELAY_HOST = "model-relay.skillaudit.internal";

export interface ModelRelay {
  /** Base URL for inside the container (reached through the sandbox's logging proxy). */
  containerBaseUrl: string;
  token: string;
  port: number;
  /** Requests forwarded so far. */
  forwarded: number;
  /** Requests refused (first 1,000), for the audit log. */
  refusals: readonly RelayRefusal[];
  /** For TrialSpec.upstream: routes the relay host to this server, refuses everything else. */
  upstream: (host: string, port: number) => Duplex;
  close(): Promise<void>;
}

/**
 * The audit's budget as the relay sees it (src/model/budget.ts `Budget` fits): calls made by
 * an in-container agent never pass the pipeline's metered provider, so the relay meters them.
 */
export interface RelayMeter {
  /** Throws (BudgetExceeded) when no further model call may start. */
  check(): void;
  record(model: string, usage: TokenUsage, purpose?: string): void;
}

type Loose = Record<string, unknown>;

/** Collects a Messages API reply's model and usage as it passes: SSE (message_start + message_delta) or JSON. */
export function usageTap(sse: boolean): {
  push(chunk: Uint8Array): void;
  result(): { model: string; usage: TokenUsage } | null;
} {
  const decoder = new TextDecoder();
  let buf = "";
  let model = "";
  let raw: Record<string, number> | null = null;
  let output: number | null = null;
  const take = (u: unknown) => {
    if (u && typeof u === "object") raw = { ...(raw ?? {}), ...(u as Record<string, number>) };
  };
  const event = (data: string) => {
    let ev: Loose;
    try {
      ev = JSON.parse(data);
    } catch {
      return;
    }
    if (ev.type === "message_start") {
      const m = (ev.message ?? {}) as Loose;
      model = typeof m.model === "string" ? m.model : model;
      take(m.usage);
    } else if (ev.type === "message_delta") {
      const u = (ev.usage ?? {}) as Record<string, number>;
      // message_delta's counts are cumulative; output_tokens there is the final count.
      if (typeof u.output_tokens === "number") output = u.output_tokens;
      const { output_tokens: _, ...rest } = u;
      take(rest);
    }
  };
  return {
    push(chunk) {
      buf += decoder.decode(chunk, { stream: true });
      if (!sse) return;
      let i = buf.indexOf("\n\n");
      while (i >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const data = block
          .split("\n")
          .filter((l) => l.startsWith("data:"))
          .map((l) => l.slice(5).trimStart())
          .join("\n");
        if (data) event(data);
        i = buf.indexOf("\n\n");
      }
    },
    result() {
      if (!sse) {
        try {
          const body = JSON.parse(buf) as Loose;
          model = typeof body.model === "string" ? body.model : "";
          take(body.usage);
        } catch {
          return null;
        }
      }
      const u: Record<string, number> | null = raw;
      if (!u) return null;
      const cr = u.cache_read_input_tokens ?? 0;
      const cc = u.cache_creation_input_tokens ?? 0;
      return {
        model,
        usage: {
          inputTokens: (u.input_tokens ?? 0) + cr + cc,
          cacheReadTokens: cr,
          cacheCreationTokens: cc,
          outputTokens: output ?? u.output_tokens ?? 0,
        },
      };
    },
  };
}

/** The only requests the relay forwards: the Messages call, with or without the SDK's beta marker. */
const FORWARDED = new Set(["/v1/messages", "/v1/messages?beta=true"]);
/** Request headers passed upstream; everything else (credentials, hop-by-hop, Host) stays here. */
const PASSED_HEADER = /^(anthropic-[a-z0-9-]+|content-type|accept|user-agent|x-stainless-[a-z0-9-]+)$/;
/** A Messages request body larger than this is refused (no context window needs more). */
const BODY_CAP = 32 * 1024 * 1024;

/** The configured endpoint, checked once: plain http(s), no credentials, query or fragment. */
function upstreamBase(baseURL: string): URL {
  let u: URL;
  try {
    u = new URL(baseURL);
  } catch {
    throw new Error(`model relay: the base URL ${JSON.stringify(baseURL)} is not a URL`);
  }
  if (!["http:", "https:"].includes(u.protocol) || u.username || u.password || u.search || u.hash)
    throw new Error(
      `model relay: the base URL ${JSON.stringify(baseURL)} must be plain http(s) with no credentials, query or fragment`,
    );
  return u;
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Why the agent's request may not be forwarded, or its body to forward. The request line is
 * compared as sent, byte for byte: the path never takes part in building the upstream URL.
 */
function vet(req: IncomingMessage, body: Buffer, model: string): Buffer {
  const url = req.url ?? "";
  if (!FORWARDED.has(url))
    throw new Refusal(404, `only POST /v1/messages is relayed, not ${url.slice(0, 200)}`);
  if (req.method !== "POST") throw new Refusal(405, `only POST /v1/messages is relayed, not ${req.method}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    throw new Refusal(400, "the request body is not JSON");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    throw new Refusal(400, "the request body is not a JSON object");
  const asked = (parsed as Loose).model;
  if (asked !== model)
    throw new Refusal(
      400,
      `this audit relays model ${model} only, not ${JSON.stringify(asked)?.slice(0, 100)}`,
    );
  // Re-serialised, so the upstream reads exactly the object checked here (one "model" key).
  return Buffer.from(JSON.stringify({ ...(parsed as Loose), model }));
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > BODY_CAP) throw new Refusal(413, `request body over ${BODY_CAP} bytes`);
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks);
}

export interface RelayRefusal {
  method: string;
  /** The request target as sent (first 200 characters). */
  target: string;
  status: number;
  reason: string;
}

export async function startModelRelay(opts: {
  baseURL?: string;
  apiKey: string;
  /** The audit's model: the only one the relay lets an agent call (it must have a price). */
  model: string;
  /** Checked before and charged after every relayed Messages call (purpose "agent"). */
  meter?: RelayMeter;
  /** Price table the model must be in (default: the audit's, src/model/budget.ts). */
  prices?: Record<string, Price>;
}): Promise<ModelRelay> {
  registerSecret(opts.apiKey);
  const base = upstreamBase(opts.baseURL ?? "https://api.anthropic.com");
  // An unpriced model costs "nothing" to the budget: a dollar cap could not stop it.
  if (!priceOf(opts.model, opts.prices))
    throw new Error(
      `model relay: model ${opts.model} has no price in the table (src/model/budget.ts), so its spend could not be capped; use a listed model`,
    );
  // The one URL the key is ever sent to.
  const target = new URL(base.href);
  target.pathname = `${base.pathname.replace(/\/$/, "")}/v1/messages`;
  const token = `sk-ant-relay-${randomBytes(18).toString("hex")}`;
  const state = { forwarded: 0 };
  const refusals: RelayRefusal[] = [];

  const refuse = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    type: string,
    message: string,
  ) => {
    if (refusals.length < 1000)
      refusals.push({
        method: req.method ?? "",
        target: (req.url ?? "").slice(0, 200),
        status,
        reason: message.slice(0, 300),
      });
    req.resume();
    res.writeHead(status, { "content-type": "application/json", connection: "close" });
    res.end(JSON.stringify({ type: "error", error: { type, message: `skillaudit relay: ${message}` } }));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const presented =
      req.headers["x-api-key"] ?? String(req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
    if (presented !== token) return refuse(req, res, 401, "authentication_error", "bad token");
    let body: Buffer;
    try {
      // The path is judged before the body is read; the body only once it is whole.
      if (!FORWARDED.has(req.url ?? "") || req.method !== "POST") vet(req, Buffer.alloc(0), opts.model);
      body = vet(req, await readBody(req), opts.model);
    } catch (e) {
      if (!(e instanceof Refusal)) throw e;
      const type =
        e.status === 404
          ? "not_found_error"
          : e.status === 413
            ? "request_too_large"
            : "invalid_request_error";
      return refuse(req, res, e.status, type, e.message);
    }
    try {
      opts.meter?.check();
    } catch (e) {
      // 400, not 429/5xx: Claude Code retries those, and an exhausted budget will not recover.
      return refuse(req, res, 400, "invalid_request_error", (e as Error).message);
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (v !== undefined && PASSED_HEADER.test(k)) headers.set(k, Array.isArray(v) ? v.join(", ") : v);
    }
    headers.set("content-type", "application/json");
    headers.set("x-api-key", opts.apiKey);
    state.forwarded++;
    const upUrl = new URL(target.href);
    if (req.url === "/v1/messages?beta=true") upUrl.search = "?beta=true";
    const up = await fetch(upUrl, {
      method: "POST",
      headers,
      body,
      // A redirect would carry the key to wherever it points.
      redirect: "error",
    });
    const out: Record<string, string> = {};
    up.headers.forEach((v, k) => {
      if (!["content-encoding", "content-length", "transfer-encoding", "connection"].includes(k)) out[k] = v;
    });
    res.writeHead(up.status, out);
    const metered = opts.meter && up.ok;
    const tap = usageTap((up.headers.get("content-type") ?? "").includes("text/event-stream"));
    if (up.body) {
      const reader = up.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (metered) tap.push(value);
        res.write(value);
      }
    }
    res.end();
    // Charged at the pinned model's price, whatever the reply claims.
    const used = metered ? tap.result() : null;
    if (used) opts.meter?.record(opts.model, used.usage, "agent");
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ type: "error", error: { type: "api_error", message: "relay: upstream failed" } }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    containerBaseUrl: `http://${RELAY_HOST}`,
    token,
    port,
    get forwarded() {
      return state.forwarded;
    },
    refusals,
    upstream: (host: string) => {
      if (host === RELAY_HOST) return net.connect(port, "127.0.0.1");
      const s = new net.Socket();
      queueMicrotask(() => s.destroy(new Error(`no upstream for ${host}`)));
      return s;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
