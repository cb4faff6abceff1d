import Anthropic from "@anthropic-ai/sdk";
import { redact, registerSecret } from "./secrets";
import type {
  ChatMessage,
  CompletionRequest,
  CompletionResult,
  ContentBlock,
  ModelProvider,
  TextBlock,
  ToolUseBlock,
} from "./types";

export interface AnthropicOptions {
  model: string;
  apiKey?: string;
  baseURL?: string;
  /** SDK retries with exponential backoff + jitter on 408/409/429/5xx (529 included), honouring retry-after. */
  maxRetries?: number;
  timeoutMs?: number;
  /** A Messages-API client of another platform (Bedrock, Vertex); its credentials are its own. */
  client?: MessagesClient;
  /** "anthropic" | "bedrock" | "vertex", for the report and the judge's identity. */
  kind?: string;
}

/** What this provider needs of a client: Anthropic's, AnthropicBedrock's and AnthropicVertex's all fit. */
export interface MessagesClient {
  messages: { create(params: Params, options?: { signal?: AbortSignal }): PromiseLike<Anthropic.Message> };
}

type Params = Anthropic.MessageCreateParamsNonStreaming;

const CACHE = { type: "ephemeral" as const };

function toAnthropicBlock(b: ContentBlock): Anthropic.ContentBlockParam {
  switch (b.type) {
    case "text":
      return { type: "text", text: b.text, ...(b.cache ? { cache_control: CACHE } : {}) };
    case "tool_use":
      return { type: "tool_use", id: b.id, name: b.name, input: b.input ?? {} };
    case "tool_result":
      return {
        type: "tool_result",
        tool_use_id: b.toolUseId,
        content: b.content,
        ...(b.isError ? { is_error: true } : {}),
      };
  }
}

function toAnthropicMessage(m: ChatMessage): Anthropic.MessageParam {
  return {
    role: m.role,
    content: typeof m.content === "string" ? m.content : m.content.map(toAnthropicBlock),
  };
}

export function buildAnthropicParams(model: string, req: CompletionRequest): Params {
  const system: Anthropic.TextBlockParam[] = (
    typeof req.system === "string"
      ? [{ type: "text", text: req.system, cache: true } as TextBlock]
      : req.system
  ).map((p) => ({ type: "text", text: p.text, ...(p.cache ? { cache_control: CACHE } : {}) }));
  const params: Params = {
    model,
    max_tokens: req.maxTokens,
    system,
    messages: req.messages.map(toAnthropicMessage),
  };
  // This SDK's Messages API takes no temperature parameter; the request's value is ignored here.
  if (req.tools?.length) {
    params.tools = req.tools.map((t) => ({
      name: t.name,
      description: t.description,
      input_schema: t.inputSchema as Anthropic.Tool.InputSchema,
    }));
  }
  if (req.toolChoice) {
    params.tool_choice =
      req.toolChoice.type === "tool"
        ? { type: "tool", name: req.toolChoice.name }
        : { type: req.toolChoice.type };
  }
  return params;
}

export class AnthropicProvider implements ModelProvider {
  readonly kind: string;
  readonly model: string;
  private readonly client: MessagesClient;
  private readonly key: string | undefined;

  constructor(opts: AnthropicOptions) {
    this.model = opts.model;
    this.kind = opts.kind ?? "anthropic";
    this.key = opts.apiKey;
    registerSecret(opts.apiKey);
    this.client =
      opts.client ??
      new Anthropic({
        apiKey: opts.apiKey ?? null,
        baseURL: opts.baseURL ?? null,
        maxRetries: opts.maxRetries ?? 4,
        timeout: opts.timeoutMs ?? 300_000,
        // The SDK's own logging stays off: it could print request headers.
        logLevel: "off",
      });
  }

  async complete(req: CompletionRequest): Promise<CompletionResult> {
    const params = JSON.parse(
      redact(JSON.stringify(buildAnthropicParams(this.model, req)), [this.key]),
    ) as Params;
    const msg = await this.client.messages.create(params, req.signal ? { signal: req.signal } : undefined);
    const content: Array<TextBlock | ToolUseBlock> = [];
    for (const b of msg.content) {
      if (b.type === "text") content.push({ type: "text", text: b.text });
      else if (b.type === "tool_use") {
        const ok = b.input !== null && typeof b.input === "object" && !Array.isArray(b.input);
        content.push({
          type: "tool_use",
          id: b.id,
          name: b.name,
          input: b.input,
          ...(ok ? {} : { malformed: JSON.stringify(b.input) }),
        });
      }
    }
    const u = msg.usage;
    const cacheRead = u.cache_read_input_tokens ?? 0;
    const cacheCreation = u.cache_creation_input_tokens ?? 0;
    return {
      content,
      stopReason: msg.stop_reason ?? "end_turn",
      model: msg.model || this.model,
      usage: {
        // The API reports uncached input separately; our inputTokens is the whole prompt.
        inputTokens: u.input_tokens + cacheRead + cacheCreation,
        cacheReadTokens: cacheRead,
        cacheCreationTokens: cacheCreation,
        outputTokens: u.output_tokens,
      },
    };
  }
}
