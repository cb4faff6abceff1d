import { chmod, mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Duplex } from "node:stream";
import { z } from "zod";
import { EgressRefused, guardedUpstream } from "./egress-guard";

/**
 * The host side of the sandbox network: an HTTP proxy on a Unix socket that the trial's
 * container reaches through its in-container forwarder. Every request is logged; only
 * allowed hosts are relayed, through an injectable connector (tests keep it on loopback).
 */

export const NetworkEvent = z.object({
  time: z.string(),
  /** "malformed": bytes the HTTP parser rejected (logged, never forwarded). */
  kind: z.enum(["http", "connect", "dns", "other", "malformed"]),
  method: z.string().optional(),
  /** Absolute URL for plain HTTP, host:port for CONNECT, the name for DNS. */
  target: z.string(),
  host: z.string(),
  port: z.number().int().optional(),
  protocol: z.enum(["http", "https-tunnel", "dns", "unknown"]),
  allowed: z.boolean(),
  /** HTTP status we answered (403 when denied), or null for a relayed tunnel. */
  status: z.number().int().nullable(),
  /** Bytes the container sent (request body or tunnel payload). */
  bytesOut: z.number().int().min(0),
  bytesIn: z.number().int().min(0),
  /** Start of a plain-HTTP body as text; `bodyTruncated` says when there was more. */
  bodyHead: z.string().optional(),
  bodyTruncated: z.boolean().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  /** Header values were cut to the log's per-event cap (canaries were searched in the whole head). */
  headersTruncated: z.boolean().optional(),
  /** Names of planted canaries found in the request line, headers, body or DNS name. */
  canaries: z.array(z.string()),
  dnsType: z.string().optional(),
  error: z.string().optional(),
});
export type NetworkEvent = z.infer<typeof NetworkEvent>;

/** How allowed traffic leaves; may refuse with EgressRefused (then the request is denied, 403). */
export type Upstream = (host: string, port: number) => Duplex | Promise<Duplex>;

export interface CanaryValue {
  name: string;
  value: string;
}

export interface ProxyOptions {
  policy: "logged" | "open";
  /** Host patterns for "logged": exact names, or "*.example.com" / ".example.com" for subdomains. */
  allowlist: string[];
  canaries: CanaryValue[];
  /** How allowed traffic leaves; defaults to a TCP connection from this process. */
  upstream?: Upstream;
  onEvent?: (e: NetworkEvent) => void;
  bodyHeadBytes?: number;
  limits?: Partial<ProxyLimits>;
}

/** What one trial's log may hold; past a cap events are counted, not kept. */
export interface ProxyLimits {
  maxEvents: number;
  /** Sum of the kept events' JSON lines. */
  maxLogBytes: number;
  /** Events carrying a canary are kept past maxEvents (not past maxLogBytes), up to this many. */
  maxCanaryEvents: number;
  /** Header text kept per event. */
  maxHeaderBytes: number;
}

export const PROXY_LIMITS: ProxyLimits = {
  maxEvents: 2000,
  maxLogBytes: 8 * 1024 * 1024,
  maxCanaryEvents: 200,
  maxHeaderBytes: 4096,
};

/** Every event the proxy saw, kept in the log or not. */
export interface ProxyStats {
  events: number;
  denied: number;
  canaryHits: number;
  /** Canary names seen in any event. */
  leaked: string[];
  /** Events past a cap: counted here, not in the log. */
  dropped: number;
}

export interface LoggingProxy {
  /** Directory to bind-mount at /run/skillaudit; holds proxy.sock. */
  dir: string;
  socketPath: string;
  /** The kept events, within `limits`. */
  events: NetworkEvent[];
  readonly stats: ProxyStats;
  readonly limits: ProxyLimits;
  /** Resolves when the in-container forwarder has announced itself (its listeners are up). */
  ready(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export const PROXY_DIR_PREFIX = "skillaudit-proxy-";
const SCAN_LIMIT = 8 * 1024 * 1024;
const DNS_PATH = "/__skillaudit/dns";
const READY_PATH = "/__skillaudit/ready";

export function hostAllowed(host: string, allowlist: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  return allowlist.some((raw) => {
    const p = raw.toLowerCase().trim();
    if (p.startsWith("*.")) return h.endsWith(p.slice(1));
    if (p.startsWith(".")) return h === p.slice(1) || h.endsWith(p);
    return h === p;
  });
}

/** Canary names whose value appears in `data` raw, URL-encoded or base64-encoded. */
export function findCanaries(data: string | Buffer, canaries: readonly CanaryValue[]): string[] {
  const text = typeof data === "string" ? data : data.toString("latin1");
  let decoded = text;
  try {
    decoded = decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    // Keep the raw text when it is not valid percent-encoding.
  }
  const found: string[] = [];
  for (const c of canaries) {
    if (!c.value) continue;
    const b64 = Buffer.from(c.value).toString("base64").replace(/=+$/, "");
    const forms = [c.value, b64, Buffer.from(c.value).toString("hex")];
    if (forms.some((f) => text.includes(f) || decoded.includes(f))) found.push(c.name);
  }
  return found;
}

export async function startProxy(opts: ProxyOptions): Promise<LoggingProxy> {
  // The pid in the name tells a later sweep whether the process that made it is gone.
  const dir = await mkdtemp(path.join(os.tmpdir(), `${PROXY_DIR_PREFIX}${process.pid}-`));
  await chmod(dir, 0o755);
  const socketPath = path.join(dir, "proxy.sock");
  const events: NetworkEvent[] = [];
  // The real network: resolved and checked so that no policy reaches the runner or its LAN.
  const upstream = opts.upstream ?? guardedUpstream();
  const headBytes = opts.bodyHeadBytes ?? 2048;
  const sockets = new Set<net.Socket | Duplex>();
  let markReady: () => void = () => {};
  const readyPromise = new Promise<void>((r) => {
    markReady = r;
  });

  const allowed = (host: string) => opts.policy === "open" || hostAllowed(host, opts.allowlist);
  const limits: ProxyLimits = { ...PROXY_LIMITS, ...opts.limits };
  const stats = { events: 0, denied: 0, canaryHits: 0, dropped: 0 };
  const leaked = new Set<string>();
  let logBytes = 0;
  let canaryKept = 0;
  /** Counts every event; keeps it while the caps allow. Later changes to a dropped event are counted by deny(). */
  const record = (e: NetworkEvent) => {
    stats.events++;
    if (!e.allowed) stats.denied++;
    if (e.canaries.length) {
      stats.canaryHits++;
      for (const c of e.canaries) leaked.add(c);
    }
    if (e.headers) {
      const cut = capHeaders(e.headers, limits.maxHeaderBytes);
      e.headers = cut.headers;
      if (cut.truncated) e.headersTruncated = true;
    }
    // +64: room for the status and byte counts filled in later.
    const size = JSON.stringify(e).length + 64;
    const overCount = events.length - canaryKept >= limits.maxEvents;
    const canaryRoom = e.canaries.length > 0 && canaryKept < limits.maxCanaryEvents;
    if (logBytes + size <= limits.maxLogBytes && (!overCount || canaryRoom)) {
      if (overCount) canaryKept++;
      events.push(e);
      logBytes += size;
    } else stats.dropped++;
    opts.onEvent?.(e);
    return e;
  };
  const deny = (e: NetworkEvent) => {
    if (e.allowed) stats.denied++;
    e.allowed = false;
  };
  const headerText = (req: http.IncomingMessage) => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2)
      lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    return lines.join("\r\n");
  };
  const headersOf = (req: http.IncomingMessage) => {
    const out: Record<string, string> = {};
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const k = req.rawHeaders[i]?.toLowerCase() ?? "";
      out[k] = out[k] ? `${out[k]}, ${req.rawHeaders[i + 1]}` : (req.rawHeaders[i + 1] ?? "");
    }
    return out;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size - c.length < SCAN_LIMIT) chunks.push(c);
    });
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      if (req.url === DNS_PATH) return answerDns(body, res);
      if (req.url === READY_PATH) {
        markReady();
        res.writeHead(204, { connection: "close" });
        res.end();
        return;
      }
      let url: URL | null = null;
      try {
        url = new URL(req.url ?? "");
      } catch {
        url = null;
      }
      const canaries = findCanaries(`${headerText(req)}\r\n\r\n${body.toString("latin1")}`, opts.canaries);
      const base = {
        time: new Date().toISOString(),
        method: req.method ?? "",
        headers: headersOf(req),
        bytesOut: size,
        bytesIn: 0,
        bodyHead: body.subarray(0, headBytes).toString("utf8"),
        bodyTruncated: size > headBytes,
        canaries,
      };
      if (url?.protocol !== "http:") {
        const host = req.headers.host ?? "";
        record({
          ...base,
          kind: "other",
          target: req.url ?? "",
          host,
          protocol: "unknown",
          allowed: false,
          status: 400,
        });
        res.writeHead(400, { "content-type": "text/plain", connection: "close" });
        res.end("skillaudit proxy: absolute http:// URL expected\n");
        return;
      }
      const host = url.hostname.replace(/^\[|\]$/g, "");
      const port = Number(url.port || 80);
      const ok = allowed(host);
      const event = record({
        ...base,
        kind: "http",
        target: url.href,
        host,
        port,
        protocol: "http",
        allowed: ok,
        status: ok ? null : 403,
      });
      if (!ok) {
        res.writeHead(403, { "content-type": "text/plain", connection: "close" });
        res.end(`skillaudit sandbox: egress to ${host} is not allowed by the network policy\n`);
        return;
      }
      const headers = { ...req.headers };
      delete headers["proxy-connection"];
      delete headers["proxy-authorization"];
      void dial(event, host, port).then((sock) => {
        if (!sock) {
          res.writeHead(event.status ?? 502, { "content-type": "text/plain", connection: "close" });
          res.end(`skillaudit sandbox: egress to ${host} refused (${event.error})\n`);
          return;
        }
        const up = http.request({
          method: req.method,
          host,
          port,
          path: `${url.pathname}${url.search}`,
          headers,
          createConnection: () => sock as net.Socket,
        });
        up.on("response", (r) => {
          event.status = r.statusCode ?? null;
          res.writeHead(r.statusCode ?? 502, r.headers);
          r.on("data", (c: Buffer) => {
            event.bytesIn += c.length;
          });
          r.pipe(res);
        });
        up.on("error", (err) => {
          event.error = err.message;
          event.status = 502;
          if (!res.headersSent) res.writeHead(502, { connection: "close" });
          res.end();
        });
        up.end(body);
      });
    });
  });

  /** The upstream connection for an allowed event, or null with the event marked denied (refused) or failed. */
  async function dial(event: NetworkEvent, host: string, port: number): Promise<Duplex | null> {
    try {
      return await upstream(host, port);
    } catch (err) {
      if (err instanceof EgressRefused) {
        deny(event);
        event.status = 403;
        event.error = `refused: ${err.address} is ${err.why}`;
      } else {
        event.status = 502;
        event.error = (err as Error).message;
      }
      return null;
    }
  }

  function answerDns(query: Buffer, res: http.ServerResponse): void {
    const q = parseDnsQuery(query);
    record({
      time: new Date().toISOString(),
      kind: "dns",
      target: q?.name ?? "",
      host: q?.name ?? "",
      protocol: "dns",
      allowed: false,
      status: 200,
      bytesOut: query.length,
      bytesIn: 0,
      canaries: findCanaries(q?.name ?? "", opts.canaries),
      ...(q ? { dnsType: q.type } : { error: "unparseable DNS query" }),
    });
    // NXDOMAIN: names never resolve inside the sandbox; clients must go through the proxy.
    const reply = q ? nxdomain(query, q.end) : Buffer.alloc(0);
    res.writeHead(200, { "content-type": "application/dns-message", "content-length": reply.length });
    res.end(reply);
  }

  server.on("connect", async (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => {});
    const target = req.url ?? "";
    const m = /^\[?([^\]]+?)\]?:(\d+)$/.exec(target);
    const host = m?.[1] ?? target;
    const port = Number(m?.[2] ?? 443);
    const ok = Boolean(m) && allowed(host);
    const event = record({
      time: new Date().toISOString(),
      kind: "connect",
      method: "CONNECT",
      target,
      host,
      port,
      protocol: "https-tunnel",
      allowed: ok,
      status: ok ? null : 403,
      bytesOut: head.length,
      bytesIn: 0,
      headers: headersOf(req),
      canaries: findCanaries(headerText(req), opts.canaries),
    });
    if (!ok) {
      client.end("HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
      return;
    }
    const up = await dial(event, host, port);
    if (!up) {
      const line = event.status === 403 ? "403 Forbidden" : "502 Bad Gateway";
      client.end(`HTTP/1.1 ${line}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      return;
    }
    sockets.add(up);
    up.on("close", () => sockets.delete(up));
    let connected = false;
    const onReady = () => {
      connected = true;
      event.status = 200;
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length) up.write(head);
      client.on("data", (c: Buffer) => {
        event.bytesOut += c.length;
      });
      up.on("data", (c: Buffer) => {
        event.bytesIn += c.length;
      });
      client.pipe(up);
      up.pipe(client);
    };
    if ((up as net.Socket).connecting === false || !(up instanceof net.Socket)) onReady();
    else up.once("connect", onReady);
    up.on("error", (err) => {
      event.error = err.message;
      if (!connected) {
        event.status = 502;
        client.end("HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
      } else client.destroy();
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  // Bytes the parser rejects are an attempt too: logged (with any canary), answered 400.
  server.on("clientError", (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, s: Duplex) => {
    const raw = Buffer.isBuffer(err.rawPacket) ? err.rawPacket : Buffer.alloc(0);
    record({
      time: new Date().toISOString(),
      kind: "malformed",
      target: "",
      host: "",
      protocol: "unknown",
      allowed: false,
      status: 400,
      bytesOut: raw.length,
      bytesIn: 0,
      bodyHead: raw.subarray(0, headBytes).toString("latin1"),
      bodyTruncated: raw.length > headBytes,
      canaries: findCanaries(raw, opts.canaries),
      error: `${err.code ?? "parse error"}: ${err.message}`.slice(0, 300),
    });
    if (s.writable) s.end("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    s.destroy();
  });
  // An Upgrade request would otherwise be dropped unseen: logged and refused like any denial.
  server.on("upgrade", (req: http.IncomingMessage, s: Duplex) => {
    s.on("error", () => {});
    record({
      time: new Date().toISOString(),
      kind: "other",
      method: req.method ?? "",
      target: req.url ?? "",
      host: String(req.headers.host ?? ""),
      protocol: "unknown",
      allowed: false,
      status: 403,
      bytesOut: 0,
      bytesIn: 0,
      headers: headersOf(req),
      canaries: findCanaries(headerText(req), opts.canaries),
      error: "protocol upgrade refused",
    });
    s.end("HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  // The agent runs as uid 1000 inside the container; it must be able to connect.
  await chmod(socketPath, 0o666);

  return {
    dir,
    socketPath,
    events,
    get stats(): ProxyStats {
      return { ...stats, leaked: [...leaked].sort() };
    },
    limits,
    ready: (timeoutMs) =>
      new Promise<void>((resolve, reject) => {
        const t = setTimeout(
          () => reject(new Error(`the sandbox forwarder did not start within ${timeoutMs} ms`)),
          timeoutMs,
        );
        readyPromise.then(() => {
          clearTimeout(t);
          resolve();
        });
      }),
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Header values cut so their JSON stays under `max` characters. */
function capHeaders(
  h: Record<string, string>,
  max: number,
): { headers: Record<string, string>; truncated: boolean } {
  if (JSON.stringify(h).length <= max) return { headers: h, truncated: false };
  const out: Record<string, string> = {};
  let room = max;
  for (const [k, v] of Object.entries(h)) {
    const keep = Math.max(0, Math.min(v.length, room - k.length - 8));
    out[k] = keep < v.length ? `${v.slice(0, keep)}…[cut ${v.length - keep}]` : v;
    room -= k.length + keep + 8;
    if (room <= 0) break;
  }
  return { headers: out, truncated: true };
}

const QTYPES: Record<number, string> = {
  1: "A",
  28: "AAAA",
  5: "CNAME",
  15: "MX",
  16: "TXT",
  33: "SRV",
  12: "PTR",
};

/** The first question of a DNS query: name, type, and where the question ends. */
export function parseDnsQuery(buf: Buffer): { name: string; type: string; end: number } | null {
  if (buf.length < 17) return null;
  let off = 12;
  const labels: string[] = [];
  while (off < buf.length) {
    const len = buf[off] ?? 0;
    if (len === 0) {
      off += 1;
      break;
    }
    if (len > 63 || off + 1 + len > buf.length) return null;
    labels.push(buf.subarray(off + 1, off + 1 + len).toString("latin1"));
    off += 1 + len;
  }
  if (off + 4 > buf.length) return null;
  const t = buf.readUInt16BE(off);
  return { name: labels.join("."), type: QTYPES[t] ?? String(t), end: off + 4 };
}

function nxdomain(query: Buffer, questionEnd: number): Buffer {
  const out = Buffer.from(query.subarray(0, questionEnd));
  const rd = (query.readUInt16BE(2) & 0x0100) | 0;
  out.writeUInt16BE(0x8000 | rd | 0x0080 | 3, 2); // QR, RD echoed, RA, NXDOMAIN
  out.writeUInt16BE(1, 4);
  out.writeUInt16BE(0, 6);
  out.writeUInt16BE(0, 8);
  out.writeUInt16BE(0, 10);
  return out;
}
