import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import type { Duplex } from "node:stream";
import { registerSecret } from "../model/secrets";

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

export async function startModelRelay(opts: { baseURL?: string; apiKey: string }): Promise<ModelRelay> {
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
    if (up.body) {
      const reader = up.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        res.write(value);
      }
    }
    res.end();
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
