import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the Anthropic Messages API and the OpenAI chat completions API.
 * Replies are scripted in one neutral shape and rendered in whichever dialect was called,
 * so the real SDK clients (pointed here with baseURL) exercise their real request,
 * retry and parsing code.
 */

export type Api = "anthropic" | "openai";

// Request bodies are whatever the SDK sent; tests poke into them freely.
// biome-ignore lint/suspicious/noExplicitAny: parsed JSON of unknown shape
type Loose = any;

export type ScriptBlock =
  | { type: "text"; text: string }
  | { type: "tool_use"; name: string; input: unknown; id?: string };

export interface ScriptUsage {
  input?: number;
  output?: number;
  cacheRead?: number;
  cacheCreation?: number;
}

export type ScriptReply =
  | { content: ScriptBlock[]; stopReason?: string; usage?: ScriptUsage; delayMs?: number }
  /** An API error. status 429/529/500..., retryAfter in seconds (header), retryAfterMs (header). */
  | { error: { status: number; type?: string; message?: string; retryAfter?: number; retryAfterMs?: number } }
  /** A tool call whose arguments are not valid JSON (OpenAI) or not an object (Anthropic). */
  | { malformedToolCall: { name: string; raw: string } }
  /** Anything else, sent as is. */
  | { raw: { status: number; body: string; headers?: Record<string, string> }; delayMs?: number };

export interface RecordedRequest {
  api: Api;
  path: string;
  /** Request headers without credentials (x-api-key, authorization are removed). */
  headers: Record<string, string>;
  /** The raw body text exactly as received (key scans run over this). */
  bodyText: string;
  body: Loose;
  /** Name of the tool the request forces, if any. */
  forcedTool?: string;
  stream: boolean;
  /** Text of the system prompt (joined). */
  system: string;
}

export type ReplyFn = (req: RecordedRequest, index: number) => ScriptReply | Promise<ScriptReply>;

const SECRET_HEADERS = new Set(["x-api-key", "authorization", "proxy-authorization"]);

export interface MessagesServer {
  url: string;
  /** Base URL for the Anthropic SDK (it appends /v1/messages). */
  anthropicBaseURL: string;
  /** Base URL for the OpenAI SDK (it appends /chat/completions). */
  openaiBaseURL: string;
  requests: RecordedRequest[];
  /** Credentials seen in requests (kept apart from `requests` so tests can check they arrived). */
  credentials: string[];
  /** Replies consumed in order before `handler` is consulted. */
  enqueue(...replies: ScriptReply[]): void;
  handler: ReplyFn;
  close(): Promise<void>;
}

export function text(t: string): ScriptReply {
  return { content: [{ type: "text", text: t }], stopReason: "end_turn" };
}

export function toolCall(name: string, input: unknown, usage?: ScriptUsage): ScriptReply {
  return { content: [{ type: "tool_use", name, input }], stopReason: "tool_use", usage };
}

export async function startMessagesServer(handler?: ReplyFn): Promise<MessagesServer> {
  const queue: ScriptReply[] = [];
  const state: MessagesServer = {
    url: "",
    anthropicBaseURL: "",
    openaiBaseURL: "",
    requests: [],
    credentials: [],
    enqueue: (...r) => queue.push(...r),
    handler:
      handler ??
      ((req) => ({
        error: { status: 500, message: `no scripted reply for ${req.forcedTool ?? "request"}` },
      })),
    close: async () => {},
  };
  let counter = 0;
  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((e) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ type: "error", error: { type: "api_error", message: String(e) } }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const bodyText = Buffer.concat(chunks).toString("utf8");
    const path = (req.url ?? "").split("?")[0] ?? "";
    const api: Api | null = path.endsWith("/messages")
      ? "anthropic"
      : path.endsWith("/chat/completions")
        ? "openai"
        : null;
    if (!api || req.method !== "POST") {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ error: { type: "not_found_error", message: `no route ${req.method} ${path}` } }),
      );
      return;
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      const value = Array.isArray(v) ? v.join(", ") : (v ?? "");
      if (SECRET_HEADERS.has(k.toLowerCase())) state.credentials.push(value);
      else headers[k] = value;
    }
    let body: Loose = null;
    try {
      body = JSON.parse(bodyText);
    } catch {
      body = null;
    }
    const recorded: RecordedRequest = {
      api,
      path,
      headers,
      bodyText,
      body,
      forcedTool: forcedToolOf(api, body),
      stream: body?.stream === true,
      system: systemOf(api, body),
    };
    state.requests.push(recorded);
    const index = counter++;
    const reply = queue.length > 0 ? (queue.shift() as ScriptReply) : await state.handler(recorded, index);
    if ("delayMs" in reply && reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if ("error" in reply) return sendError(res, api, reply.error);
    if ("raw" in reply) {
      res.writeHead(reply.raw.status, { "content-type": "application/json", ...reply.raw.headers });
      res.end(reply.raw.body);
      return;
    }
    const model = String(body?.model ?? "scripted-model");
    if ("malformedToolCall" in reply) {
      if (api === "openai") return sendOpenAI(res, model, [], reply.malformedToolCall);
      // The Messages API always sends an object; "malformed" here means the wrong shape.
      const blocks: ScriptBlock[] = [
        { type: "tool_use", name: reply.malformedToolCall.name, input: { raw: reply.malformedToolCall.raw } },
      ];
      return sendAnthropic(res, model, { content: blocks, stopReason: "tool_use" }, recorded.stream);
    }
    if (api === "anthropic") return sendAnthropic(res, model, reply, recorded.stream);
    return sendOpenAI(res, model, reply.content, undefined, reply.usage);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  state.anthropicBaseURL = state.url;
  state.openaiBaseURL = `${state.url}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

function forcedToolOf(api: Api, body: Loose): string | undefined {
  const tc = body?.tool_choice;
  if (!tc || typeof tc !== "object") return undefined;
  if (api === "anthropic") return tc.type === "tool" ? tc.name : undefined;
  return tc.type === "function" ? tc.function?.name : undefined;
}

function systemOf(api: Api, body: Loose): string {
  if (api === "anthropic") {
    const s = body?.system;
    if (typeof s === "string") return s;
    if (Array.isArray(s)) return s.map((b: Loose) => b.text ?? "").join("\n");
    return "";
  }
  const msgs = Array.isArray(body?.messages) ? body.messages : [];
  return msgs
    .filter((m: Loose) => m.role === "system" || m.role === "developer")
    .map((m: Loose) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content)))
    .join("\n");
}

function sendError(
  res: ServerResponse,
  api: Api,
  e: { status: number; type?: string; message?: string; retryAfter?: number; retryAfterMs?: number },
): void {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (e.retryAfter !== undefined) headers["retry-after"] = String(e.retryAfter);
  if (e.retryAfterMs !== undefined) headers["retry-after-ms"] = String(e.retryAfterMs);
  const type =
    e.type ??
    (e.status === 429
      ? "rate_limit_error"
      : e.status === 529
        ? "overloaded_error"
        : e.status >= 500
          ? "api_error"
          : "invalid_request_error");
  const message = e.message ?? type;
  res.writeHead(e.status, headers);
  res.end(
    JSON.stringify(
      api === "anthropic"
        ? { type: "error", error: { type, message } }
        : { error: { type, message, code: null } },
    ),
  );
}

let idCounter = 0;
const nextId = (p: string) => `${p}_${(++idCounter).toString(36).padStart(6, "0")}`;

function anthropicUsage(u: ScriptUsage | undefined) {
  return {
    input_tokens: u?.input ?? 100,
    output_tokens: u?.output ?? 20,
    cache_read_input_tokens: u?.cacheRead ?? 0,
    cache_creation_input_tokens: u?.cacheCreation ?? 0,
  };
}

function sendAnthropic(
  res: ServerResponse,
  model: string,
  reply: { content: ScriptBlock[]; stopReason?: string; usage?: ScriptUsage },
  stream: boolean,
): void {
  const content = reply.content.map((b) =>
    b.type === "text"
      ? { type: "text", text: b.text }
      : { type: "tool_use", id: b.id ?? nextId("toolu"), name: b.name, input: b.input },
  );
  const stopReason =
    reply.stopReason ?? (content.some((b) => b.type === "tool_use") ? "tool_use" : "end_turn");
  const usage = anthropicUsage(reply.usage);
  const message = {
    id: nextId("msg"),
    type: "message",
    role: "assistant",
    model,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage,
  };
  if (!stream) {
    res.writeHead(200, { "content-type": "application/json", "request-id": nextId("req") });
    res.end(JSON.stringify(message));
    return;
  }
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const ev = (event: string, data: unknown) =>
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  ev("message_start", {
    type: "message_start",
    message: { ...message, content: [], stop_reason: null, usage: { ...usage, output_tokens: 1 } },
  });
  content.forEach((b, index) => {
    if (b.type === "text") {
      ev("content_block_start", {
        type: "content_block_start",
        index,
        content_block: { type: "text", text: "" },
      });
      ev("content_block_delta", {
        type: "content_block_delta",
        index,
        delta: { type: "text_delta", text: (b as Loose).text },
      });
    } else {
      const tb = b as { id: string; name: string; input: unknown };
      ev("content_block_start", {
        type: "content_block_start",
        index,
        content_block: { type: "tool_use", id: tb.id, name: tb.name, input: {} },
      });
      ev("content_block_delta", {
        type: "content_block_delta",
        index,
        delta: { type: "input_json_delta", partial_json: JSON.stringify(tb.input) },
      });
    }
    ev("content_block_stop", { type: "content_block_stop", index });
  });
  ev("message_delta", {
    type: "message_delta",
    delta: { stop_reason: stopReason, stop_sequence: null },
    usage: { output_tokens: usage.output_tokens },
  });
  ev("message_stop", { type: "message_stop" });
  res.end();
}

function sendOpenAI(
  res: ServerResponse,
  model: string,
  content: ScriptBlock[],
  malformed?: { name: string; raw: string },
  usage?: ScriptUsage,
): void {
  const texts = content.filter((b) => b.type === "text").map((b) => (b as { text: string }).text);
  const toolCalls = content
    .filter((b) => b.type === "tool_use")
    .map((b) => {
      const t = b as { name: string; input: unknown; id?: string };
      return {
        id: t.id ?? nextId("call"),
        type: "function",
        function: { name: t.name, arguments: JSON.stringify(t.input) },
      };
    });
  if (malformed)
    toolCalls.push({
      id: nextId("call"),
      type: "function",
      function: { name: malformed.name, arguments: malformed.raw },
    });
  const promptTokens = (usage?.input ?? 100) + (usage?.cacheRead ?? 0);
  const body = {
    id: nextId("chatcmpl"),
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: texts.length ? texts.join("") : null,
          ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
        },
        finish_reason: toolCalls.length ? "tool_calls" : "stop",
        logprobs: null,
      },
    ],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: usage?.output ?? 20,
      total_tokens: promptTokens + (usage?.output ?? 20),
      prompt_tokens_details: { cached_tokens: usage?.cacheRead ?? 0 },
    },
  };
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}
