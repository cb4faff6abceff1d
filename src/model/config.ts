import { InputError } from "../util/errors";
import { AnthropicProvider } from "./anthropic";
import { bedrockClient, vertexClient } from "./cloud";
import { OpenAIProvider } from "./openai";
import type { ModelProvider } from "./types";

export type ProviderName = "anthropic" | "openai" | "bedrock" | "vertex";

export interface ModelConfig {
  /** "anthropic" (default), "openai" (any OpenAI-compatible endpoint), "bedrock" or "vertex" (Anthropic models there). */
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
  if (kind === "bedrock" || kind === "vertex") {
    // Credentials come from each platform's own chain or the job's OIDC token (cloud.ts), never from a flag.
    const o = { baseURL: cfg.baseURL, maxRetries: cfg.maxRetries ?? 4, timeoutMs: cfg.timeoutMs ?? 300_000 };
    return new AnthropicProvider({
      model: cfg.model,
      kind,
      client: kind === "bedrock" ? bedrockClient(o, env) : vertexClient(o, env),
    });
  }
  throw new InputError(
    "--provider",
    `unknown provider "${kind}" (expected anthropic, openai, bedrock or vertex)`,
  );
}
