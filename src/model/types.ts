import type { TokenUsage } from "../sandbox/types";

/** Provider-neutral message shapes: the subset of the Messages API every stage needs. */

export interface TextBlock {
  type: "text";
  text: string;
  /** Mark the end of a long, stable prefix for prompt caching. */
  cache?: boolean;
}
export interface ToolUseBlock {
  type: "tool_use";
  id: string;
  name: string;
  input: unknown;
  /** Set when the provider returned arguments that were not a JSON object. */
  malformed?: string;
}
export interface ToolResultBlock {
  type: "tool_result";
  toolUseId: string;
  content: string;
  isError?: boolean;
  /** Mark the end of a growing conversation prefix for prompt caching. */
  cache?: boolean;
}
export type ContentBlock = TextBlock | ToolUseBlock | ToolResultBlock;

export interface ChatMessage {
  role: "user" | "assistant";
  content: string | ContentBlock[];
}

export interface ToolSpec {
  name: string;
  description: string;
  /** JSON schema of the input object. */
  inputSchema: Record<string, unknown>;
}

export type ToolChoice =
  | { type: "auto" }
  | { type: "any" }
  | { type: "tool"; name: string }
  | { type: "none" };

export interface CompletionRequest {
  /** System prompt parts; a part with cache: true ends a cached prefix. */
  system: string | TextBlock[];
  messages: ChatMessage[];
  tools?: ToolSpec[];
  toolChoice?: ToolChoice;
  maxTokens: number;
  temperature?: number;
  /** What the call is for (recorded in usage accounting, never sent). */
  purpose?: string;
  /** Cancels the call (the audit was interrupted). */
  signal?: AbortSignal;
}

export interface CompletionResult {
  content: Array<TextBlock | ToolUseBlock>;
  stopReason: string;
  /** inputTokens counts every prompt token, cache reads and writes included. */
  usage: TokenUsage;
  model: string;
}

export interface ModelProvider {
  /** "anthropic" | "openai". */
  readonly kind: string;
  readonly model: string;
  complete(req: CompletionRequest): Promise<CompletionResult>;
}

export const ZERO_USAGE: TokenUsage = {
  inputTokens: 0,
  cacheReadTokens: 0,
  cacheCreationTokens: 0,
  outputTokens: 0,
};

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    cacheReadTokens: a.cacheReadTokens + b.cacheReadTokens,
    cacheCreationTokens: a.cacheCreationTokens + b.cacheCreationTokens,
    outputTokens: a.outputTokens + b.outputTokens,
  };
}

export function textOf(content: Array<TextBlock | ToolUseBlock>): string {
  return content
    .filter((b): b is TextBlock => b.type === "text")
    .map((b) => b.text)
    .join("");
}
