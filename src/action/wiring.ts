/** The one place the Action touches the audit pipeline. */
import pkgJson from "../../package.json";
import type { AuditPort, AuditRequest } from "../github/ports";
import { type ModelSettings, runAudit } from "../pipeline/audit";
import { StageError } from "../util/errors";
import type { Logger } from "../util/logger";
import type { PipelineSettings } from "./inputs";

const DEFAULT_MODEL = "claude-sonnet-4-6";
/** Where no locally imported base exists (GitHub-hosted runners), the sandbox builds from Debian's public image. */
const PUBLIC_BASE = "debian:bookworm-slim";

/** Maps the Action's inputs and one request's backbone onto the pipeline's model settings. */
export function modelSettingsFor(p: PipelineSettings, req: AuditRequest): ModelSettings {
  const [harnessPart, ...rest] = (req.backbone ?? `${p.harness}:${DEFAULT_MODEL}`).split(":");
  const model = rest.join(":") || DEFAULT_MODEL;
  const useOpenAI = !p.anthropicApiKey && Boolean(p.openaiApiKey || p.openaiBaseUrl);
  return {
    provider: useOpenAI
      ? {
          provider: "openai",
          model,
          apiKey: p.openaiApiKey || undefined,
          baseURL: p.openaiBaseUrl ?? undefined,
        }
      : { provider: "anthropic", model, apiKey: p.anthropicApiKey, baseURL: p.anthropicBaseUrl ?? undefined },
    harness: harnessPart === "claude-code" ? "claude-code" : "builtin",
    ...(p.scenarios ? { scenarios: p.scenarios } : {}),
    ...(req.trials ? { trials: req.trials } : {}),
    budget: {
      ...(p.budgetUsd !== null ? { maxUsd: p.budgetUsd } : {}),
      ...(p.budgetTokens !== null ? { maxTokens: p.budgetTokens } : {}),
    },
    ...(p.sandboxImage
      ? { image: p.sandboxImage }
      : process.env.GITHUB_ACTIONS === "true"
        ? { baseImage: PUBLIC_BASE }
        : {}),
    concurrency: p.concurrency,
  };
}

export function auditPort(settings: PipelineSettings, logger: Logger): AuditPort {
  return async (req) => {
    const res = await runAudit({
      skills: req.skills,
      outDir: req.outDir,
      mode: req.mode,
      failOn: req.failOn,
      minPrg: req.minPrg,
      modelSkipReason: req.staticOnly ? (req.staticReason ?? "static audit only") : null,
      ...(req.staticOnly ? {} : { model: modelSettingsFor(settings, req) }),
      logger,
      version: pkgJson.version,
    });
    if (!res.files || !res.outDir) throw new StageError("report", "the pipeline wrote no report files");
    return { report: res.report, outDir: res.outDir, files: res.files };
  };
}
