/** The one place the Action touches the audit pipeline. */
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import pkgJson from "../../package.json";
import { findClaudeCodeImage } from "../agent/claude-code";
import { collectSkill } from "../collect/collect";
import type { AuditPort, AuditRequest, ScenariosPort, StoredReportsPort } from "../github/ports";
import { Budget } from "../model/budget";
import { providerFromConfig } from "../model/config";
import { judgeModelOf, type ModelSettings, runAudit } from "../pipeline/audit";
import { generateScenariosForReview } from "../pipeline/model-stages";
import { connectEngine } from "../sandbox/engine";
import { ensureSandboxImage, useImage } from "../sandbox/image";
import { InputError, StageError } from "../util/errors";
import type { Logger } from "../util/logger";
import {
  actionsCacheStore,
  type CacheKeyParts,
  type CacheStore,
  cachedAudit,
  cacheServiceAvailable,
  settingsHash,
  storedReports,
} from "./cache";
import type { PipelineSettings } from "./inputs";

const DEFAULT_MODEL = "claude-sonnet-4-6";
/** Where no locally imported base exists (GitHub-hosted runners), the sandbox builds from Debian's public image. */
const PUBLIC_BASE = "debian:bookworm-slim";
/** Reviewed scenarios live here in the repository, one folder per skill name (as the CLI's default). */
export const TASKS_DIR = ".skillaudit/tasks";

/** Maps the Action's inputs and one request's backbone onto the pipeline's model settings. */
export function modelSettingsFor(
  p: PipelineSettings,
  req: Pick<AuditRequest, "backbone" | "trials" | "repoRoot" | "config">,
): ModelSettings {
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
    ...(p.judgeModel ? { judgeModel: p.judgeModel } : {}),
    ...(p.scenarios ? { scenarios: p.scenarios } : {}),
    ...(req.trials ? { trials: req.trials } : {}),
    budget: {
      ...(p.budgetUsd !== null ? { maxUsd: p.budgetUsd } : {}),
      ...(p.budgetTokens !== null ? { maxTokens: p.budgetTokens } : {}),
      // The job's time budget counts from the Action's start, not from the first model call.
      ...(p.timeBudgetMinutes ? { maxWallMs: p.timeBudgetMinutes * 60_000, startedAtMs: p.startedAtMs } : {}),
    },
    ...(p.trialTimeoutMinutes || p.maxAgentTurns
      ? {
          agentLimits: {
            ...(p.trialTimeoutMinutes ? { timeLimitMs: p.trialTimeoutMinutes * 60_000 } : {}),
            ...(p.maxAgentTurns ? { maxSteps: p.maxAgentTurns } : {}),
          },
        }
      : {}),
    ...(p.egressAllowlist?.length ? { allowlist: p.egressAllowlist } : {}),
    ...(p.baselineMaxAgeDays != null ? { baselineMaxAgeDays: p.baselineMaxAgeDays } : {}),
    ...(p.sandboxImage
      ? { image: p.sandboxImage }
      : process.env.GITHUB_ACTIONS === "true"
        ? { baseImage: PUBLIC_BASE }
        : {}),
    concurrency: p.concurrency,
    network: p.network,
    // Scenarios a maintainer reviewed and committed (`/skillaudit scenarios`) are used when present:
    // on a pull request the base commit's (or the command's own bytes), never the PR's edit of them.
    ...(req.config
      ? req.config.pinnedTasksDir
        ? { pinnedTasksDir: req.config.pinnedTasksDir }
        : {}
      : { pinnedTasksDir: path.join(req.repoRoot, TASKS_DIR, "{skill}") }),
  };
}

/**
 * The Action's audit port: with `cache` on (and a cache service present) each skill's run
 * directory is restored from and saved to the Actions cache; static runs (forks, no key, the
 * fork publisher) never touch the cache.
 */
export function actionAuditPort(
  settings: PipelineSettings,
  logger: Logger,
  opts: { cache: boolean; storeRoot: string; store?: CacheStore },
): AuditPort {
  const plain = auditPort(settings, logger);
  const cached = cachedAudit(plain, {
    store: opts.store ?? actionsCacheStore(),
    root: opts.storeRoot,
    parts: (req) => keyParts(settings, req, logger),
    logger,
  });
  return async (req) => {
    if (!opts.cache || req.staticOnly || !cacheServiceAvailable()) return plain(req);
    return cached(req);
  };
}

/** The audits earlier runs stored in the Actions cache, under the same rule as actionAuditPort. */
export function actionStoredReports(
  settings: PipelineSettings,
  logger: Logger,
  opts: { cache: boolean; storeRoot: string; store?: CacheStore },
): StoredReportsPort {
  const stored = storedReports({
    store: opts.store ?? actionsCacheStore(),
    root: opts.storeRoot,
    parts: (req) => keyParts(settings, req, logger),
    logger,
  });
  return async (req) => (!opts.cache || req.staticOnly || !cacheServiceAvailable() ? new Map() : stored(req));
}

/** Tool version, sandbox image digest and the settings that decide stored results. */
async function keyParts(
  settings: PipelineSettings,
  req: AuditRequest,
  logger: Logger,
): Promise<CacheKeyParts> {
  const m = modelSettingsFor(settings, req);
  const { apiKey: _k, baseURL: _u, ...provider } = m.provider;
  return {
    toolVersion: pkgJson.version,
    imageDigest: await sandboxDigest(m, logger),
    settings: settingsHash({
      provider,
      harness: m.harness,
      scenarios: m.scenarios ?? null,
      trials: m.trials ?? null,
      network: m.network ?? null,
      agentLimits: m.agentLimits ?? null,
      allowlist: m.allowlist ?? [],
      mode: req.mode,
    }),
  };
}

/** The image trials would run in, by id; "no-sandbox" when there is none (trials are then skipped). */
async function sandboxDigest(m: ModelSettings, logger: Logger): Promise<string> {
  try {
    const engine = await connectEngine();
    const image = m.image
      ? await useImage(engine, m.image)
      : await ensureSandboxImage(engine, { ...(m.baseImage ? { base: m.baseImage } : {}), logger });
    if (m.harness === "claude-code" && !m.image) {
      const claude = await findClaudeCodeImage(engine.docker, image.id);
      return claude?.id ?? `${image.id}+no-claude-code`;
    }
    return image.id;
  } catch {
    return "no-sandbox";
  }
}

export function auditPort(settings: PipelineSettings, logger: Logger): AuditPort {
  return async (req) => {
    const res = await runAudit({
      skills: req.skills,
      outDir: req.outDir,
      mode: req.mode,
      failOn: req.failOn,
      failOnSeverity: req.failOnSeverity,
      minPrg: req.minPrg,
      modelSkipReason: req.staticOnly ? (req.staticReason ?? "static audit only") : null,
      ...(req.config ? { suppressions: req.config.suppressions } : {}),
      ...(req.staticOnly ? {} : { model: modelSettingsFor(settings, req) }),
      logger,
      version: pkgJson.version,
    });
    if (!res.files || !res.outDir) throw new StageError("report", "the pipeline wrote no report files");
    return { report: res.report, outDir: res.outDir, files: res.files };
  };
}

/** Skill names become a folder in the repository: nothing that could climb out of it. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * The bot's `scenarios` command: the CLI's `skillaudit scenarios` with the Action's model inputs.
 * Writes `.skillaudit/tasks/<skill>/` in the checkout and hands back the reviewable files
 * (scenarios.json and README.md); the compiled task folders next to them are derived, hold a copy
 * of the skill, and are rebuilt by every audit, so they are not returned for committing.
 */
export function scenariosPort(settings: PipelineSettings, logger: Logger): ScenariosPort {
  return async (req) => {
    const model = modelSettingsFor(settings, {
      backbone: req.backbone,
      trials: null,
      repoRoot: req.repoRoot,
    });
    const provider = providerFromConfig({ ...model.provider, model: judgeModelOf(model) });
    if (!provider) throw new InputError("anthropic-api-key", "no model API key is configured");
    const skill = await collectSkill(req.skill, { mode: req.mode });
    const name = skill.pkg.name;
    if (!SAFE_NAME.test(name) || name.includes(".."))
      throw new InputError(
        path.join(req.skill, "SKILL.md"),
        `name "${name}" cannot be used as a folder name`,
      );
    const rel = `${TASKS_DIR}/${name}`;
    const dir = path.join(req.repoRoot, rel);
    // A fresh folder, so what is committed is exactly this generation.
    await rm(dir, { recursive: true, force: true });
    const res = await generateScenariosForReview({
      skill,
      provider,
      dir,
      count: model.scenarios,
      budget: new Budget(model.budget ?? {}),
      logger,
    });
    const files = await Promise.all(
      ["scenarios.json", "README.md"].map(async (f) => ({
        path: `${rel}/${f}`,
        content: await readFile(path.join(dir, f), "utf8"),
      })),
    );
    return {
      skillName: name,
      dir: rel,
      files,
      scenarios: res.scheme.scenarios.length,
      dropped: res.scheme.dropped.length,
    };
  };
}
