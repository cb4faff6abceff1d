import type { ProviderName } from "../model/config";
import type { ModelSettings } from "../pipeline/audit";

export const PROVIDERS = [
  "anthropic",
  "openai",
  "bedrock",
  "vertex",
] as const satisfies readonly ProviderName[];
export const DEFAULT_MODEL = "claude-sonnet-4-6";

/** Whether the environment holds credentials for this provider (their values are not read here). */
function credentialsFor(provider: ProviderName, o: Record<string, unknown>, env: NodeJS.ProcessEnv): boolean {
  switch (provider) {
    case "anthropic":
      return Boolean(env.ANTHROPIC_API_KEY);
    case "openai":
      return Boolean(env.OPENAI_API_KEY || o.baseUrl || env.OPENAI_BASE_URL);
    // Bedrock resolves credentials from its own chain (API key, keys, profile, role, OIDC) at the first call.
    case "bedrock":
      return true;
    case "vertex":
      return Boolean(env.CLOUD_ML_REGION && env.ANTHROPIC_VERTEX_PROJECT_ID);
  }
}

const NO_MODEL: Record<ProviderName, string> = {
  anthropic:
    "no model configured: set ANTHROPIC_API_KEY (or OPENAI_API_KEY / OPENAI_BASE_URL with --provider openai) to measure utility, efficiency/cost and exploitability",
  openai: "no model configured: set OPENAI_API_KEY or OPENAI_BASE_URL for --provider openai",
  bedrock: "no model configured for --provider bedrock",
  vertex: "no model configured: --provider vertex needs CLOUD_ML_REGION and ANTHROPIC_VERTEX_PROJECT_ID",
};

/** Maps the parsed model options onto the pipeline's settings; `skip` says why the model stages cannot run. */
export function modelSettings(
  o: Record<string, unknown>,
  env: NodeJS.ProcessEnv = process.env,
): { skip: string | null; settings?: ModelSettings } {
  const provider = (PROVIDERS as readonly string[]).includes(String(o.provider))
    ? (o.provider as ProviderName)
    : "anthropic";
  if (!credentialsFor(provider, o, env)) return { skip: NO_MODEL[provider] };
  const budget = {
    ...(o.budgetUsd !== undefined ? { maxUsd: o.budgetUsd as number } : {}),
    ...(o.budgetTokens !== undefined ? { maxTokens: o.budgetTokens as number } : {}),
  };
  return {
    skip: null,
    settings: {
      provider: { provider, model: String(o.model), ...(o.baseUrl ? { baseURL: String(o.baseUrl) } : {}) },
      harness: (o.harness as "builtin" | "claude-code" | undefined) ?? "builtin",
      scenarios: o.scenarios as number,
      ...(o.trials !== undefined ? { trials: o.trials as number } : {}),
      budget,
      ...(o.network ? { network: o.network as "none" | "logged" | "open" } : {}),
      ...(o.image ? { image: String(o.image) } : {}),
      ...(o.baseImage ? { baseImage: String(o.baseImage) } : {}),
      ...(o.concurrency ? { concurrency: o.concurrency as number } : {}),
      ...(o.tasksDir ? { pinnedTasksDir: String(o.tasksDir) } : {}),
    },
  };
}
