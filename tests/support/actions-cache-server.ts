/**
 * A local stand-in for the GitHub Actions cache service (v2), as @actions/cache 6 speaks it:
 * twirp JSON at `/twirp/github.actions.results.api.v1.CacheService/<Method>` (CreateCacheEntry,
 * FinalizeCacheEntryUpload, GetCacheEntryDownloadURL; request fields in proto names, bearer
 * runtime token) and the signed blob URLs it hands out, which take Azure Blob `Put Blob`
 * (single shot) or `Put Block` + `Put Block List` uploads and plain (ranged) GET downloads.
 * Anything off-protocol is recorded as a violation and refused, so a test can fail on it.
 * Entries are immutable per (key, version), and restore keys match by prefix, newest first,
 * as the service documents.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

const SERVICE = "github.actions.results.api.v1.CacheService";
const FIELDS: Record<string, string[]> = {
  CreateCacheEntry: ["metadata", "key", "version"],
  FinalizeCacheEntryUpload: ["metadata", "key", "size_bytes", "version"],
  GetCacheEntryDownloadURL: ["metadata", "key", "restore_keys", "version"],
};

export interface CacheEntry {
  id: number;
  key: string;
  version: string;
  /** Set once finalized. */
  data: Buffer | null;
  createdAt: number;
  blocks: Map<string, Buffer>;
  blob: string;
}

export interface CacheServerCall {
  method: string;
  body: Record<string, unknown>;
}

export class ActionsCacheServer {
  readonly token = `runtime-${randomBytes(6).toString("hex")}`;
  readonly entries: CacheEntry[] = [];
  readonly calls: CacheServerCall[] = [];
  readonly violations: string[] = [];
  private server: Server | null = null;
  private nextId = 1;
  private clock = 0;
  url = "";

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((e) => {
        this.violations.push(`server error: ${(e as Error).message}`);
        reply(res, 500, { msg: String(e) });
      });
    });
    await new Promise<void>((r) => this.server?.listen(0, "127.0.0.1", r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  /** The environment @actions/cache reads on a runner. */
  env(): Record<string, string> {
    return {
      ACTIONS_CACHE_SERVICE_V2: "true",
      ACTIONS_RESULTS_URL: this.url,
      ACTIONS_RUNTIME_TOKEN: this.token,
      GITHUB_SERVER_URL: "https://github.com",
    };
  }

  finalized(): CacheEntry[] {
    return this.entries.filter((e) => e.data !== null);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.url);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks);
    if (url.pathname.startsWith("/twirp/")) return this.twirp(req, res, url, raw);
    if (url.pathname.startsWith("/devstoreaccount1/cache/")) return this.blob(req, res, url, raw);
    this.violations.push(`${req.method} ${url.pathname}: not part of the cache protocol`);
    reply(res, 404, { msg: "not found" });
  }

  private twirp(req: IncomingMessage, res: ServerResponse, url: URL, raw: Buffer) {
    const [, , service, method = ""] = url.pathname.split("/");
    const fail = (why: string, status = 400, code = "malformed") => {
      this.violations.push(`twirp ${method}: ${why}`);
      reply(res, status, { code, msg: why });
    };
    if (req.method !== "POST") return fail("twirp takes POST only", 405, "bad_route");
    if (service !== SERVICE || !FIELDS[method])
      return fail(`no such route ${url.pathname}`, 404, "bad_route");
    if (req.headers.authorization !== `Bearer ${this.token}`)
      return fail("missing or wrong runtime token", 401, "unauthenticated");
    if (!String(req.headers["content-type"] ?? "").startsWith("application/json"))
      return fail("content-type must be application/json");
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw.toString("utf8"));
    } catch {
      return fail("body is not JSON");
    }
    const unknown = Object.keys(body).filter((k) => !(FIELDS[method] as string[]).includes(k));
    if (unknown.length) return fail(`unknown fields ${unknown.join(", ")}`);
    if (typeof body.key !== "string" || typeof body.version !== "string")
      return fail("key and version are required strings");
    this.calls.push({ method, body });
    const key = body.key;
    const version = body.version;
    switch (method) {
      case "CreateCacheEntry": {
        if (this.entries.some((e) => e.key === key && e.version === version))
          return reply(res, 200, { ok: false, message: "cache entry already exists" });
        const entry: CacheEntry = {
          id: this.nextId++,
          key,
          version,
          data: null,
          createdAt: this.clock++,
          blocks: new Map(),
          blob: randomBytes(8).toString("hex"),
        };
        this.entries.push(entry);
        return reply(res, 200, { ok: true, signed_upload_url: this.blobUrl(entry) });
      }
      case "FinalizeCacheEntryUpload": {
        const entry = this.entries.find((e) => e.key === key && e.version === version);
        if (!entry || entry.data !== null) return reply(res, 200, { ok: false, message: "no pending entry" });
        const staged = (entry as CacheEntry & { staged?: Buffer }).staged;
        if (!staged) return reply(res, 200, { ok: false, message: "nothing was uploaded" });
        if (String(staged.length) !== String(body.size_bytes))
          return fail(`size_bytes ${body.size_bytes} does not match the ${staged.length} bytes uploaded`);
        entry.data = staged;
        return reply(res, 200, { ok: true, entry_id: String(entry.id) });
      }
      default: {
        const restore = Array.isArray(body.restore_keys) ? (body.restore_keys as string[]) : [];
        const ready = this.finalized().filter((e) => e.version === version);
        const exact = ready.find((e) => e.key === key);
        const byPrefix = (p: string) =>
          ready.filter((e) => e.key.startsWith(p)).sort((a, b) => b.createdAt - a.createdAt)[0];
        const hit = exact ?? restore.map(byPrefix).find(Boolean);
        if (!hit) return reply(res, 200, { ok: false });
        return reply(res, 200, { ok: true, signed_download_url: this.blobUrl(hit), matched_key: hit.key });
      }
    }
  }

  private blobUrl(e: CacheEntry): string {
    return `${this.url}devstoreaccount1/cache/${e.blob}?sig=${e.id}`;
  }

  private blob(req: IncomingMessage, res: ServerResponse, url: URL, raw: Buffer) {
    const id = url.pathname.split("/").at(-1);
    const entry = this.entries.find((e) => e.blob === id && url.searchParams.get("sig") === String(e.id));
    if (!entry) {
      this.violations.push(`${req.method} ${url.pathname}: no such signed blob`);
      return reply(res, 403, { msg: "signature mismatch" });
    }
    const staged = entry as CacheEntry & { staged?: Buffer };
    const azure = { "x-ms-request-id": randomBytes(8).toString("hex"), "x-ms-version": "2021-08-06" };
    const done = (status: number) => {
      res.writeHead(status, {
        ...azure,
        etag: `"0x${entry.id}"`,
        "last-modified": new Date().toUTCString(),
        "content-length": "0",
      });
      res.end();
    };
    if (req.method === "PUT") {
      if (entry.data !== null) return reply(res, 409, { msg: "entry is finalized" });
      const comp = url.searchParams.get("comp");
      if (comp === "block") {
        entry.blocks.set(url.searchParams.get("blockid") ?? "", raw);
        return done(201);
      }
      if (comp === "blocklist") {
        const ids = [...raw.toString("utf8").matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]+)</g)].map(
          (m) => m[1] as string,
        );
        staged.staged = Buffer.concat(ids.map((b) => entry.blocks.get(b) ?? Buffer.alloc(0)));
        return done(201);
      }
      if (req.headers["x-ms-blob-type"] !== "BlockBlob") {
        this.violations.push("Put Blob without x-ms-blob-type: BlockBlob");
        return reply(res, 400, { msg: "x-ms-blob-type" });
      }
      staged.staged = raw;
      return done(201);
    }
    if (req.method === "GET" || req.method === "HEAD") {
      if (entry.data === null) return reply(res, 404, { msg: "not finalized" });
      const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ""));
      const start = range ? Number(range[1]) : 0;
      const end = range?.[2] ? Number(range[2]) : entry.data.length - 1;
      const part = entry.data.subarray(start, end + 1);
      res.writeHead(range ? 206 : 200, {
        ...azure,
        "content-type": "application/octet-stream",
        "content-length": String(part.length),
        ...(range ? { "content-range": `bytes ${start}-${end}/${entry.data.length}` } : {}),
      });
      res.end(req.method === "HEAD" ? undefined : part);
      return;
    }
    this.violations.push(`${req.method} on a blob`);
    reply(res, 405, { msg: "method" });
  }
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}
