import { InputError } from "../util/errors";
import { AnthropicProvider } from "./anthropic";
import { OpenAIProvider } from "./openai";
import type { ModelProvider } from "./types";

export type ProviderName = "anthropic" | "openai";

export interface ModelConfig {
  /** "anthropic" (default) or "openai" (any OpenAI-compatible endpoint). */
  provider?: ProviderName;
  model: string;
  apiKey?: string;
  baseURL?: string;
  maxRetries?: number;
  timeoutMs?: number;
}

/**
 * Builds a provider from options, falling back to ANTHROPIC_API_KEY / ANTHROPIC_BASE_URL or
 * OPENAI_API_KEY / OPENAI_BASE_URL. Returns null when no key is available (and no base URL
 * for OpenAI-compatible local servers), so the caller can skip the model stages cleanly.
 */
export function providerFromConfig(
  cfg: ModelConfig,
  env: NodeJS.ProcessEnv = process.env,
): ModelProvider | null {
  const kind = cfg.provider ?? "anthropic";
  if (!cfg.model) throw new InputError("--model", "a model id is required");
  if (kind === "anthropic") {
    const apiKey = cfg.apiKey ?? env.ANTHROPIC_API_KEY;
    if (!apiKey) return null;
    return new AnthropicProvider({
      model: cfg.model,
      apiKey,
      baseURL: cfg.baseURL ?? env.ANTHROPIC_BASE_URL,
      maxRetries: cfg.maxRetries,
      timeoutMs: cfg.timeoutMs,
    });
  }
  if (kind === "openai") {
    const apiKey = cfg.apiKey ?? env.OPENAI_API_KEY;
    const baseURL = cfg.baseURL ?? env.OPENAI_BASE_URL;
    if (!apiKey && !baseURL) return null;
    return new OpenAIProvider({
      model: cfg.model,
      apiKey,
      baseURL,
      maxRetries: cfg.maxRetries,
      timeoutMs: cfg.timeoutMs,
    });
  }
  throw new InputError("--provider", `unknown provider "${kind}" (expected anthropic or openai)`);
}
