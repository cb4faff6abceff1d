import OpenAI from "openai";
import { redact, registerSecret } from "./secrets";
import type { CompletionRequest, CompletionResult, ModelProvider, TextBlock, ToolUseBlock } from "./types";

export interface OpenAIOptions {
  model: string;
  apiKey?: string;
  /** Any OpenAI-compatible endpoint: Ollama (http://localhost:11434/v1), vLLM, a gateway. */
  baseURL?: string;
  maxRetries?: number;
  timeoutMs?: number;
}

type Params = OpenAI.Chat.ChatCompletionCreateParamsNonStreaming;
type Msg = OpenAI.Chat.ChatCompletionMessageParam;

export function buildOpenAIParams(model: string, req: CompletionRequest): Params {
  const messages: Msg[] = [];
  const system = typeof req.system === "string" ? req.system : req.system.map((p) => p.text).join("\n\n");
  if (system) messages.push({ role: "system", content: system });
  for (const m of req.messages) {
    if (typeof m.content === "string") {
      messages.push({ role: m.role, content: m.content } as Msg);
      continue;
    }
    if (m.role === "assistant") {
      const text = m.content
        .filter((b): b is TextBlock => b.type === "text")
        .map((b) => b.text)
        .join("");
      const calls = m.content
        .filter((b): b is ToolUseBlock => b.type === "tool_use")
        .map((b) => ({
          id: b.id,
          type: "function" as const,
          function: { name: b.name, arguments: b.malformed ?? JSON.stringify(b.input ?? {}) },
        }));
      messages.push({
        role: "assistant",
        content: text || null,
        ...(calls.length ? { tool_calls: calls } : {}),
      });
      continue;
    }
    // Tool results become role "tool" messages; any text follows as a user message.
    const texts: string[] = [];
    for (const b of m.content) {
      if (b.type === "tool_result") {
        messages.push({
          role: "tool",
          tool_call_id: b.toolUseId,
          content: b.isError ? `ERROR: ${b.content}` : b.content,
        });
      } else if (b.type === "text") texts.push(b.text);
    }
    if (texts.length) messages.push({ role: "user", content: texts.join("\n\n") });
  }
  const params: Params = { model, messages, max_completion_tokens: req.maxTokens };
  if (req.temperature !== undefined) params.temperature = req.temperature;
  if (req.tools?.length) {
    params.tools = req.tools.map((t) => ({
      type: "function",
      function: { name: t.name, description: t.description, parameters: t.inputSchema },
    }));
    if (req.toolChoice) {
      const tc = req.toolChoice;
      params.tool_choice =
        tc.type === "tool"
          ? { type: "function", function: { name: tc.name } }
          : tc.type === "any"
            ? "required"
            : tc.type === "none"
              ? "none"
              : "auto";
    }
  }
  return params;
}

export class OpenAIProvider implements ModelProvider {
  readonly kind = "openai";
  readonly model: string;
  private readonly client: OpenAI;
  private readonly key: string | undefined;

  constructor(opts: OpenAIOptions) {
    this.model = opts.model;
    this.key = opts.apiKey;
    registerSecret(opts.apiKey);
    this.client = new OpenAI({
      // Local servers (Ollama, vLLM) accept any key; the SDK insists on one.
      apiKey: opts.apiKey ?? "unused",
      baseURL: opts.baseURL ?? null,
      maxRetries: opts.maxRetries ?? 4,
      timeout: opts.timeoutMs ?? 300_000,
      logLevel: "off",
    });
  }

  async complete(req: CompletionRequest): Promise<CompletionResult> {
    const params = JSON.parse(
      redact(JSON.stringify(buildOpenAIParams(this.model, req)), [this.key]),
    ) as Params;
    const res = await this.client.chat.completions.create(
      params,
      req.signal ? { signal: req.signal } : undefined,
    );
    const choice = res.choices[0];
    const content: Array<TextBlock | ToolUseBlock> = [];
    if (choice?.message.content) content.push({ type: "text", text: choice.message.content });
    for (const call of choice?.message.tool_calls ?? []) {
      if (call.type !== "function") continue;
      let input: unknown;
      let malformed: string | undefined;
      try {
        input = JSON.parse(call.function.arguments);
        if (input === null || typeof input !== "object" || Array.isArray(input))
          malformed = call.function.arguments;
      } catch {
        malformed = call.function.arguments;
      }
      content.push({
        type: "tool_use",
        id: call.id,
        name: call.function.name,
        input,
        ...(malformed !== undefined ? { malformed } : {}),
      });
    }
    const u = res.usage;
    const stop = choice?.finish_reason;
    return {
      content,
      stopReason: stop === "tool_calls" ? "tool_use" : stop === "length" ? "max_tokens" : "end_turn",
      model: res.model || this.model,
      usage: {
        inputTokens: u?.prompt_tokens ?? 0,
        cacheReadTokens: u?.prompt_tokens_details?.cached_tokens ?? 0,
        cacheCreationTokens: 0,
        outputTokens: u?.completion_tokens ?? 0,
      },
    };
  }
}
