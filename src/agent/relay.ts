import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import type { Duplex } from "node:stream";
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

function modelOf(body: Buffer[]): string {
  try {
    const m = (JSON.parse(Buffer.concat(body).toString("utf8")) as Loose).model;
    return typeof m === "string" ? m : "";
  } catch {
    return "";
  }
}

export async function startModelRelay(opts: {
  baseURL?: string;
  apiKey: string;
  /** Checked before and charged after every relayed Messages call (purpose "agent"). */
  meter?: RelayMeter;
}): Promise<ModelRelay> {
  registerSecret(opts.apiKey);
  const target = new URL(opts.baseURL ?? "https://api.anthropic.com");
  const token = `sk-ant-relay-${randomBytes(18).toString("hex")}`;
  const state = { forwarded: 0 };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const presented =
      req.headers["x-api-key"] ?? String(req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
    if (presented !== token) {
      res.writeHead(401, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          type: "error",
          error: { type: "authentication_error", message: "relay: bad token" },
        }),
      );
      return;
    }
    try {
      opts.meter?.check();
    } catch (e) {
      // 400, not 429/5xx: Claude Code retries those, and an exhausted budget will not recover.
      res.writeHead(400, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          type: "error",
          error: { type: "invalid_request_error", message: `skillaudit relay: ${(e as Error).message}` },
        }),
      );
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (
        ["host", "x-api-key", "authorization", "content-length", "connection", "proxy-connection"].includes(k)
      )
        continue;
      if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(", ") : v);
    }
    headers.set("x-api-key", opts.apiKey);
    const url = new URL(req.url ?? "/", target);
    url.pathname = `${target.pathname.replace(/\/$/, "")}${new URL(req.url ?? "/", "http://x").pathname}`;
    state.forwarded++;
    const up = await fetch(url, {
      method: req.method,
      headers,
      body: ["GET", "HEAD"].includes(req.method ?? "GET") ? undefined : Buffer.concat(chunks),
    });
    const out: Record<string, string> = {};
    up.headers.forEach((v, k) => {
      if (!["content-encoding", "content-length", "transfer-encoding", "connection"].includes(k)) out[k] = v;
    });
    res.writeHead(up.status, out);
    const metered = opts.meter && up.ok && /\/messages$/.test(url.pathname);
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
    const used = metered ? tap.result() : null;
    if (used) opts.meter?.record(used.model || modelOf(chunks), used.usage, "agent");
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
