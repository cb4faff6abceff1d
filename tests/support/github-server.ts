/**
 * A local stand-in for api.github.com that the real Octokit talks to (baseUrl).
 * Every request is matched against GitHub's OpenAPI description (@octokit/openapi):
 * unknown routes, bad path/query params and bodies that break the operation's schema
 * are recorded as violations (and answered 404/422), so a test can fail on any of them.
 * Behind the validator sits a small scripted in-memory repository.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Schema = Record<string, unknown>;

interface Operation {
  method: string;
  template: string;
  operationId: string;
  segments: string[];
  literalCount: number;
  parameters: Schema[];
  body: Schema | null;
  bodyRequired: boolean;
}

interface Spec {
  doc: { components: Record<string, Record<string, Schema>> };
  ops: Operation[];
}

let cachedSpec: Spec | null = null;

function loadSpec(): Spec {
  if (cachedSpec) return cachedSpec;
  const require = createRequire(import.meta.url);
  const file = require.resolve("@octokit/openapi/generated/api.github.com.json");
  const doc = JSON.parse(readFileSync(file, "utf8"));
  const ops: Operation[] = [];
  for (const [template, item] of Object.entries<Record<string, Schema>>(doc.paths)) {
    const shared = (item.parameters as Schema[] | undefined) ?? [];
    for (const method of ["get", "post", "put", "patch", "delete"]) {
      const op = item[method];
      if (!op) continue;
      const segments = template.split("/").filter(Boolean);
      const rb = op.requestBody ? (resolve(doc, op.requestBody as Schema) as Schema) : null;
      const content = rb?.content as Record<string, { schema?: Schema }> | undefined;
      ops.push({
        method: method.toUpperCase(),
        template,
        operationId: String(op.operationId),
        segments,
        literalCount: segments.filter((s) => !s.startsWith("{")).length,
        parameters: [...shared, ...((op.parameters as Schema[] | undefined) ?? [])].map(
          (p) => resolve(doc, p) as Schema,
        ),
        body: content?.["application/json"]?.schema ?? null,
        bodyRequired: Boolean(rb?.required),
      });
    }
  }
  // Most literal segments first, so /issues/comments/{id} wins over /issues/{number}/...
  ops.sort((a, b) => b.literalCount - a.literalCount);
  cachedSpec = { doc, ops };
  return cachedSpec;
}

function resolve(doc: unknown, node: Schema): unknown {
  let cur: unknown = node;
  for (let i = 0; i < 20 && cur && typeof cur === "object" && "$ref" in (cur as Schema); i++) {
    const ref = String((cur as Schema).$ref);
    cur = ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>(
        (o, k) => (o as Record<string, unknown>)?.[k.replace(/~1/g, "/").replace(/~0/g, "~")],
        doc,
      );
  }
  return cur;
}

/** A JSON-schema subset (OpenAPI 3.0 flavour): enough to catch wrong shapes, names and limits. */
export function validate(doc: unknown, schema0: Schema, value: unknown, at: string, errs: string[]): void {
  const schema = resolve(doc, schema0) as Schema;
  if (!schema || typeof schema !== "object") return;
  if (value === null) {
    if (schema.nullable === true || schema.type === "null" || schema.type === undefined) return;
    if (Array.isArray(schema.type) && schema.type.includes("null")) return;
    if (!schema.oneOf && !schema.anyOf) {
      errs.push(`${at}: null is not allowed`);
      return;
    }
  }
  for (const key of ["oneOf", "anyOf"] as const) {
    const alts = schema[key] as Schema[] | undefined;
    if (alts) {
      const ok = alts.some((alt) => {
        const e: string[] = [];
        validate(doc, alt, value, at, e);
        return e.length === 0;
      });
      if (!ok) errs.push(`${at}: matches none of ${key}`);
    }
  }
  for (const sub of (schema.allOf as Schema[] | undefined) ?? []) validate(doc, sub, value, at, errs);
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length > 0 && !types.some((t) => typeMatches(String(t), value))) {
    errs.push(`${at}: expected ${types.join("|")}, got ${Array.isArray(value) ? "array" : typeof value}`);
    return;
  }
  if (schema.enum && !(schema.enum as unknown[]).includes(value)) {
    errs.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  }
  if (typeof value === "string") {
    if (typeof schema.maxLength === "number" && value.length > schema.maxLength)
      errs.push(`${at}: longer than ${schema.maxLength}`);
    if (typeof schema.minLength === "number" && value.length < schema.minLength)
      errs.push(`${at}: shorter than ${schema.minLength}`);
  }
  if (typeof value === "number") {
    if (typeof schema.minimum === "number" && value < schema.minimum)
      errs.push(`${at}: below ${schema.minimum}`);
    if (typeof schema.maximum === "number" && value > schema.maximum)
      errs.push(`${at}: above ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.maxItems === "number" && value.length > schema.maxItems)
      errs.push(`${at}: more than ${schema.maxItems} items`);
    if (typeof schema.minItems === "number" && value.length < schema.minItems)
      errs.push(`${at}: fewer than ${schema.minItems} items`);
    if (schema.items) {
      for (const [i, v] of value.entries()) validate(doc, schema.items as Schema, v, `${at}[${i}]`, errs);
    }
  } else if (value && typeof value === "object") {
    const obj = value as Record<string, unknown>;
    const props = (schema.properties as Record<string, Schema> | undefined) ?? {};
    for (const req of (schema.required as string[] | undefined) ?? []) {
      if (!(req in obj)) errs.push(`${at}: missing required "${req}"`);
    }
    for (const [k, v] of Object.entries(obj)) {
      if (props[k]) validate(doc, props[k], v, `${at}.${k}`, errs);
      else if (schema.additionalProperties === false) errs.push(`${at}: unexpected property "${k}"`);
      else if (schema.additionalProperties && typeof schema.additionalProperties === "object")
        validate(doc, schema.additionalProperties as Schema, v, `${at}.${k}`, errs);
    }
  }
}

function typeMatches(t: string, v: unknown): boolean {
  switch (t) {
    case "integer":
      return typeof v === "number" && Number.isInteger(v);
    case "number":
      return typeof v === "number";
    case "string":
      return typeof v === "string";
    case "boolean":
      return typeof v === "boolean";
    case "array":
      return Array.isArray(v);
    case "object":
      return v !== null && typeof v === "object" && !Array.isArray(v);
    case "null":
      return v === null;
    default:
      return true;
  }
}

/** Query and path values arrive as strings; coerce them to the declared type before validating. */
function coerce(schema: Schema | undefined, raw: string): unknown {
  const t = schema?.type;
  if (t === "integer" || t === "number") return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
  if (t === "boolean") return raw === "true" ? true : raw === "false" ? false : raw;
  if (t === "array") return raw.split(",");
  return raw;
}

export interface RecordedRequest {
  method: string;
  path: string;
  operationId: string;
  query: Record<string, string>;
  body: Json | undefined;
}

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; id: number; type: "Bot" | "User" };
}

export interface FakeCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  output: { title?: string; summary?: string; text?: string };
  annotations: Json[];
  details_url?: string;
}

export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  state: "open" | "closed";
  labels: string[];
}

export interface FakePull {
  number: number;
  headSha: string;
  headRef: string;
  headRepo: string;
  baseRepo: string;
  /** The base commit (default "b" × 40). */
  baseSha?: string;
  labels: string[];
}

export interface FakeFile {
  filename: string;
  status: "added" | "removed" | "modified" | "renamed" | "copied" | "changed" | "unchanged";
  previous_filename?: string;
}

/** The repository state the server serves; tests script it and read it back. */
export interface FakeState {
  owner: string;
  repo: string;
  /** Who the action's token acts as. */
  actor: { login: string; id: number; type: "Bot" | "User" };
  comments: Map<number, FakeComment[]>;
  checkRuns: FakeCheckRun[];
  pullFiles: Map<number, FakeFile[]>;
  pulls: Map<number, FakePull>;
  /** username -> role name (admin, maintain, write, triage, read); absent => 404. */
  permissions: Map<string, string>;
  reactions: { commentId: number; content: string }[];
  issues: FakeIssue[];
  files: Map<string, { content: string; branch: string }>;
}

/** A scripted failure: the next `times` valid calls of an operation get this answer instead. */
export interface GitHubFault {
  operationId: string;
  times: number;
  status: number;
  message?: string;
  headers?: Record<string, string>;
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  readonly violations: string[] = [];
  /** Consumed in order; a fault with times = Infinity fails every call. */
  readonly faults: GitHubFault[] = [];
  readonly state: FakeState;
  private server: Server | null = null;
  private nextId = 1000;
  url = "";

  constructor(owner = "Codertocat", repo = "Hello-World") {
    this.state = {
      owner,
      repo,
      actor: { login: "github-actions[bot]", id: 41898282, type: "Bot" },
      comments: new Map(),
      checkRuns: [],
      pullFiles: new Map(),
      pulls: new Map(),
      permissions: new Map(),
      reactions: [],
      issues: [],
      files: new Map(),
    };
  }

  async start(): Promise<string> {
    loadSpec();
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((e) => {
        this.violations.push(`server error: ${(e as Error).message}`);
        send(res, 500, { message: String(e) });
      });
    });
    await new Promise<void>((r) => this.server?.listen(0, "127.0.0.1", r));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  /** Requests that change state (anything but GET/HEAD). */
  writes(): RecordedRequest[] {
    return this.requests.filter((r) => r.method !== "GET" && r.method !== "HEAD");
  }

  calls(operationId: string): RecordedRequest[] {
    return this.requests.filter((r) => r.operationId === operationId);
  }

  addComment(issue: number, body: string, user: FakeComment["user"]): FakeComment {
    const c = { id: this.nextId++, body, user };
    const list = this.state.comments.get(issue) ?? [];
    list.push(c);
    this.state.comments.set(issue, list);
    return c;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const spec = loadSpec();
    const url = new URL(req.url ?? "/", this.url);
    const method = req.method ?? "GET";
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const segs = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
    const op = spec.ops.find(
      (o) =>
        o.method === method &&
        o.segments.length === segs.length &&
        o.segments.every((s, i) => s.startsWith("{") || s === segs[i]),
    );
    const query = Object.fromEntries(url.searchParams.entries());
    let body: Json | undefined;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        this.violations.push(`${method} ${url.pathname}: body is not JSON`);
      }
    }
    this.requests.push({ method, path: url.pathname, operationId: op?.operationId ?? "?", query, body });
    if (!op) {
      this.violations.push(`${method} ${url.pathname}: no such operation in GitHub's OpenAPI description`);
      return send(res, 404, { message: "Not Found" });
    }
    const errs: string[] = [];
    const params: Record<string, string> = {};
    op.segments.forEach((s, i) => {
      if (s.startsWith("{")) params[s.slice(1, -1)] = segs[i] as string;
    });
    for (const p of op.parameters) {
      const name = String(p.name);
      const where = p.in === "path" ? params : p.in === "query" ? query : null;
      if (!where) continue;
      const v = where[name];
      if (v === undefined) {
        if (p.required) errs.push(`${p.in} parameter "${name}" missing`);
        continue;
      }
      validate(spec.doc, (p.schema as Schema) ?? {}, coerce(p.schema as Schema, v), `${p.in}.${name}`, errs);
    }
    const declared = new Set(op.parameters.filter((p) => p.in === "query").map((p) => String(p.name)));
    for (const k of Object.keys(query))
      if (!declared.has(k)) errs.push(`query parameter "${k}" not declared`);
    if (op.body) {
      if (body === undefined && op.bodyRequired) errs.push("request body missing");
      else if (body !== undefined) validate(spec.doc, op.body, body, "body", errs);
    } else if (body !== undefined && method !== "GET") {
      errs.push("operation takes no request body");
    }
    if (errs.length > 0) {
      this.violations.push(`${method} ${url.pathname} (${op.operationId}): ${errs.join("; ")}`);
      return send(res, 422, { message: "Validation Failed", errors: errs });
    }
    const fault = this.faults.find((f) => f.operationId === op.operationId && f.times > 0);
    if (fault) {
      fault.times--;
      return send(
        res,
        fault.status,
        {
          message: fault.message ?? "Server Error",
          documentation_url: "https://docs.github.com/rest",
        },
        fault.headers,
      );
    }
    const out = this.route(op.operationId, params, query, body as Record<string, Json> | undefined, url);
    if (!out) {
      this.violations.push(
        `${method} ${url.pathname} (${op.operationId}): valid but not scripted in the fake`,
      );
      return send(res, 501, { message: "not scripted" });
    }
    send(res, out.status, out.body, out.headers);
  }

  private route(
    opId: string,
    p: Record<string, string>,
    q: Record<string, string>,
    body: Record<string, Json> | undefined,
    url: URL,
  ): { status: number; body: unknown; headers?: Record<string, string> } | null {
    const s = this.state;
    if (p.owner !== undefined && (p.owner !== s.owner || p.repo !== s.repo)) {
      return { status: 404, body: { message: "Not Found" } };
    }
    const page = <T>(items: T[]) => this.paginate(items, q, url);
    switch (opId) {
      case "pulls/get": {
        const pr = s.pulls.get(Number(p.pull_number));
        if (!pr) return { status: 404, body: { message: "Not Found" } };
        return { status: 200, body: this.pullJson(pr) };
      }
      case "pulls/list-files":
        return page(
          (s.pullFiles.get(Number(p.pull_number)) ?? []).map((f, i) => ({
            sha: `${i}`.padStart(40, "0"),
            additions: 1,
            deletions: 0,
            changes: 1,
            blob_url: "",
            raw_url: "",
            contents_url: "",
            ...f,
          })),
        );
      case "issues/list-comments":
        return page((s.comments.get(Number(p.issue_number)) ?? []).map((c) => this.commentJson(c)));
      case "issues/create-comment": {
        const c = this.addComment(Number(p.issue_number), String(body?.body), s.actor);
        return { status: 201, body: this.commentJson(c) };
      }
      case "issues/update-comment": {
        const c = [...s.comments.values()].flat().find((x) => x.id === Number(p.comment_id));
        if (!c) return { status: 404, body: { message: "Not Found" } };
        c.body = String(body?.body);
        return { status: 200, body: this.commentJson(c) };
      }
      case "issues/delete-comment": {
        for (const [issue, list] of s.comments) {
          const i = list.findIndex((x) => x.id === Number(p.comment_id));
          if (i >= 0) {
            list.splice(i, 1);
            s.comments.set(issue, list);
            return { status: 204, body: "" };
          }
        }
        return { status: 404, body: { message: "Not Found" } };
      }
      // An empty repository unless a test adds git data (tests/github/git-data.ts).
      case "repos/get-content":
      case "git/get-tree":
      case "git/get-blob":
        return { status: 404, body: { message: "Not Found" } };
      case "reactions/create-for-issue-comment":
        s.reactions.push({ commentId: Number(p.comment_id), content: String(body?.content) });
        return { status: 201, body: { id: this.nextId++, content: body?.content, user: s.actor } };
      case "repos/get-collaborator-permission-level": {
        const role = s.permissions.get(p.username as string);
        if (!role) return { status: 404, body: { message: "Not Found" } };
        const legacy = role === "maintain" ? "write" : role === "triage" ? "read" : role;
        return { status: 200, body: { permission: legacy, role_name: role, user: { login: p.username } } };
      }
      case "checks/create": {
        const run: FakeCheckRun = {
          id: this.nextId++,
          name: String(body?.name),
          head_sha: String(body?.head_sha),
          status: String(body?.status ?? "queued"),
          conclusion: (body?.conclusion as string) ?? null,
          output: {},
          annotations: [],
          details_url: body?.details_url as string | undefined,
        };
        this.applyCheckOutput(run, body);
        s.checkRuns.push(run);
        return { status: 201, body: this.checkJson(run) };
      }
      case "checks/update": {
        const run = s.checkRuns.find((r) => r.id === Number(p.check_run_id));
        if (!run) return { status: 404, body: { message: "Not Found" } };
        if (body?.status) run.status = String(body.status);
        if (body?.conclusion) {
          run.conclusion = String(body.conclusion);
          run.status = "completed";
        }
        this.applyCheckOutput(run, body);
        return { status: 200, body: this.checkJson(run) };
      }
      case "issues/list-for-repo": {
        const state = q.state ?? "open";
        const labels = q.labels ? q.labels.split(",") : [];
        return page(
          s.issues
            .filter((i) => state === "all" || i.state === state)
            .filter((i) => labels.every((l) => i.labels.includes(l)))
            .map((i) => this.issueJson(i)),
        );
      }
      case "issues/create": {
        const issue: FakeIssue = {
          number: s.issues.length + 100,
          title: String(body?.title),
          body: String(body?.body ?? ""),
          state: "open",
          labels: ((body?.labels as string[]) ?? []).map(String),
        };
        s.issues.push(issue);
        return { status: 201, body: this.issueJson(issue) };
      }
      case "issues/update": {
        const issue = s.issues.find((i) => i.number === Number(p.issue_number));
        if (!issue) return { status: 404, body: { message: "Not Found" } };
        if (body?.body !== undefined) issue.body = String(body.body);
        if (body?.title !== undefined) issue.title = String(body.title);
        return { status: 200, body: this.issueJson(issue) };
      }
      case "repos/create-or-update-file-contents": {
        s.files.set(String(p.path), {
          content: Buffer.from(String(body?.content), "base64").toString("utf8"),
          branch: String(body?.branch ?? "main"),
        });
        return { status: 201, body: { content: { path: p.path }, commit: { sha: "f".repeat(40) } } };
      }
      default:
        return null;
    }
  }

  private paginate<T>(items: T[], q: Record<string, string>, url: URL) {
    const perPage = Math.min(Number(q.per_page ?? 30), 100);
    const pageNo = Number(q.page ?? 1);
    const slice = items.slice((pageNo - 1) * perPage, pageNo * perPage);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const link = (n: number, rel: string) => {
      const u = new URL(url.toString());
      u.searchParams.set("page", String(n));
      u.searchParams.set("per_page", String(perPage));
      return `<${u.toString()}>; rel="${rel}"`;
    };
    const rels: string[] = [];
    if (pageNo < last) rels.push(link(pageNo + 1, "next"), link(last, "last"));
    if (pageNo > 1) rels.push(link(1, "first"), link(pageNo - 1, "prev"));
    return { status: 200, body: slice, headers: rels.length ? { link: rels.join(", ") } : undefined };
  }

  private applyCheckOutput(run: FakeCheckRun, body: Record<string, Json> | undefined): void {
    const out = body?.output as Record<string, Json> | undefined;
    if (!out) return;
    if (out.title !== undefined) run.output.title = String(out.title);
    if (out.summary !== undefined) run.output.summary = String(out.summary);
    if (out.text !== undefined) run.output.text = String(out.text);
    // GitHub appends annotations across updates.
    run.annotations.push(...((out.annotations as Json[]) ?? []));
  }

  private commentJson(c: FakeComment) {
    const base = `https://github.com/${this.state.owner}/${this.state.repo}`;
    return {
      id: c.id,
      node_id: `IC_${c.id}`,
      url: `${this.url}/repos/${this.state.owner}/${this.state.repo}/issues/comments/${c.id}`,
      html_url: `${base}/issues#issuecomment-${c.id}`,
      body: c.body,
      user: { ...c.user, node_id: "U", avatar_url: "", url: "", html_url: "" },
      created_at: "2024-01-01T00:00:00Z",
      updated_at: "2024-01-01T00:00:00Z",
      author_association: "NONE",
    };
  }

  private checkJson(r: FakeCheckRun) {
    return {
      id: r.id,
      name: r.name,
      head_sha: r.head_sha,
      status: r.status,
      conclusion: r.conclusion,
      html_url: `https://github.com/${this.state.owner}/${this.state.repo}/runs/${r.id}`,
      details_url: r.details_url ?? null,
      output: { ...r.output, annotations_count: r.annotations.length },
    };
  }

  private issueJson(i: FakeIssue) {
    return {
      id: i.number * 10,
      number: i.number,
      title: i.title,
      body: i.body,
      state: i.state,
      labels: i.labels.map((name) => ({ name })),
      html_url: `https://github.com/${this.state.owner}/${this.state.repo}/issues/${i.number}`,
      user: this.state.actor,
    };
  }

  private pullJson(pr: FakePull) {
    const [headOwner] = pr.headRepo.split("/");
    return {
      number: pr.number,
      state: "open",
      labels: pr.labels.map((name) => ({ name })),
      head: {
        sha: pr.headSha,
        ref: pr.headRef,
        repo: { full_name: pr.headRepo, fork: pr.headRepo !== pr.baseRepo, owner: { login: headOwner } },
      },
      base: { sha: pr.baseSha ?? "b".repeat(40), ref: "main", repo: { full_name: pr.baseRepo, fork: false } },
      html_url: `https://github.com/${pr.baseRepo}/pull/${pr.number}`,
    };
  }
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (status === 204) {
    res.writeHead(204, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(text);
}

/** A webhook payload from @octokit/webhooks-examples, deep-copied so tests can edit it. */
// biome-ignore lint/suspicious/noExplicitAny: tests edit payload fields freely.
export function webhookExample(event: string, pick: (payload: Record<string, unknown>) => boolean): any {
  const require = createRequire(import.meta.url);
  const all = require("@octokit/webhooks-examples") as {
    name: string;
    examples: Record<string, unknown>[];
  }[];
  const found = all.find((e) => e.name === event)?.examples.find(pick);
  if (!found) throw new Error(`no ${event} example matches`);
  return structuredClone(found);
}
