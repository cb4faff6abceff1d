import { HARNESSES } from "../agent/types";
import type { ValidationMode } from "../collect/schema";
import type { ActionInputs } from "../github/ports";
import { parseSkillGlobs } from "../github/skills";
import { InputError } from "../util/errors";

/** Reads one input by its action.yml name; "" when unset (as @actions/core does). */
export type InputReader = (name: string) => string;

/** Settings the pipeline needs that the GitHub side only passes through. */
export interface PipelineSettings {
  anthropicApiKey: string;
  anthropicBaseUrl: string | null;
  openaiApiKey: string;
  openaiBaseUrl: string | null;
  harness: string;
  /** The fixed judge model for every backbone (null: the pipeline's default). */
  judgeModel?: string | null;
  scenarios: number | null;
  network: "none" | "logged" | "open";
  sandboxImage: string | null;
  concurrency: number;
  budgetUsd: number | null;
  budgetTokens: number | null;
  /** Persist each skill's run directory in the Actions cache (default on). */
  cache?: boolean;
  /** Wall-clock limit of one agent run (a trial or a probe), minutes. */
  trialTimeoutMinutes?: number | null;
  /** Model turns one agent run may take. */
  maxAgentTurns?: number | null;
  /** The job's time budget, minutes from the Action's start: model stages stop cleanly past it. */
  timeBudgetMinutes?: number | null;
  startedAtMs?: number;
  /** Hosts the sandbox may reach (policy logged): exact names or `*.suffix`. */
  egressAllowlist?: string[];
  /** A stored no-skill run of the same scenario is reused up to this age (days). */
  baselineMaxAgeDays?: number | null;
}

export interface ParsedInputs {
  action: ActionInputs;
  pipeline: PipelineSettings;
  token: string;
  /** Values to mask in every log line. */
  secrets: string[];
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[], fallback: T): T {
  if (value === "") return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new InputError(name, `must be one of ${allowed.join(", ")}, got "${value}"`);
}

function num(
  name: string,
  value: string,
  opts: { int?: boolean; min?: number; max?: number } = {},
): number | null {
  if (value === "") return null;
  const n = Number(value);
  if (!Number.isFinite(n) || (opts.int && !Number.isInteger(n))) {
    throw new InputError(name, `must be a${opts.int ? "n integer" : " number"}, got "${value}"`);
  }
  if (opts.min !== undefined && n < opts.min)
    throw new InputError(name, `must be at least ${opts.min}, got ${n}`);
  if (opts.max !== undefined && n > opts.max)
    throw new InputError(name, `must be at most ${opts.max}, got ${n}`);
  return n;
}

function bool(name: string, value: string, fallback: boolean): boolean {
  if (value === "") return fallback;
  if (/^(true|yes|on)$/i.test(value)) return true;
  if (/^(false|no|off)$/i.test(value)) return false;
  throw new InputError(name, `must be true or false, got "${value}"`);
}

/** Backbones, one "harness:model" per line (or comma); a bare model uses the `harness` input. */
export function parseBackbones(text: string, harness: string): string[] {
  return text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((b) => {
      if (!/^[A-Za-z0-9._:/@-]+$/.test(b)) throw new InputError("backbones", `"${b}" is not harness:model`);
      const full = b.includes(":") ? b : `${harness}:${b}`;
      const h = full.split(":")[0] ?? "";
      if (!(HARNESSES as readonly string[]).includes(h)) {
        throw new InputError(
          "backbones",
          `unknown harness "${h}" in "${b}" (expected ${HARNESSES.join(" or ")})`,
        );
      }
      return full;
    });
}

/** Hosts one per line or comma: a DNS name or `*.suffix`; no scheme, port or path. */
export function parseAllowlist(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
    .map((h) => {
      if (!/^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(h))
        throw new InputError(
          "egress-allowlist",
          `"${h}" is not a host name (e.g. pypi.org or *.githubusercontent.com)`,
        );
      return h;
    });
}

export function readInputs(get: InputReader): ParsedInputs {
  const harness = get("harness") || "builtin";
  const anthropicApiKey = get("anthropic-api-key");
  const openaiApiKey = get("openai-api-key");
  const token = get("github-token");
  const minPrg = num("min-prg", get("min-prg"), { min: -1, max: 1 });
  const action: ActionInputs = {
    mode: oneOf("mode", get("mode"), ["audit", "plan", "merge", "publish"] as const, "audit"),
    skills: parseSkillGlobs(get("skills")),
    backbones: parseBackbones(get("backbones"), harness),
    trials: num("trials", get("trials"), { int: true, min: 1, max: 20 }),
    failOn: oneOf("fail-on", get("fail-on"), ["risky", "caution", "never"] as const, "risky"),
    failOnSeverity: oneOf(
      "fail-on-severity",
      get("fail-on-severity"),
      ["high", "medium", "low", "never"] as const,
      "high",
    ),
    minPrg,
    comment: bool("comment", get("comment"), true),
    skipLabel: get("skip-label") || "skip-skillaudit",
    sarifPath: get("sarif-path") || "skillaudit.sarif",
    validationMode: oneOf<ValidationMode>(
      "validation-mode",
      get("validation-mode"),
      ["spec", "claude-code"] as const,
      "spec",
    ),
    hasModelKey: Boolean(anthropicApiKey || openaiApiKey),
    shards: num("shards", get("shards"), { int: true, min: 1, max: 256 }) ?? 4,
    shard: get("shard") || null,
    reports: get("reports") || null,
    historyFile: get("history-file") || ".skillaudit/history.json",
    historyBranch: get("history-branch") || null,
    botLogin: get("bot-login") || null,
  };
  const pipeline: PipelineSettings = {
    anthropicApiKey,
    anthropicBaseUrl: get("anthropic-base-url") || null,
    openaiApiKey,
    openaiBaseUrl: get("openai-base-url") || null,
    harness,
    judgeModel: get("judge-model") || null,
    scenarios: num("scenarios", get("scenarios"), { int: true, min: 1, max: 50 }),
    network: oneOf("network", get("network"), ["none", "logged", "open"] as const, "logged"),
    sandboxImage: get("sandbox-image") || null,
    concurrency: num("concurrency", get("concurrency"), { int: true, min: 1, max: 64 }) ?? 2,
    budgetUsd: num("budget-usd", get("budget-usd"), { min: 0 }),
    budgetTokens: num("budget-tokens", get("budget-tokens"), { int: true, min: 0 }),
    cache: bool("cache", get("cache"), true),
    trialTimeoutMinutes: num("trial-timeout-minutes", get("trial-timeout-minutes"), { min: 0.1, max: 360 }),
    maxAgentTurns: num("max-agent-turns", get("max-agent-turns"), { int: true, min: 1, max: 1000 }),
    timeBudgetMinutes: num("time-budget-minutes", get("time-budget-minutes"), { min: 0.01, max: 6 * 60 }),
    startedAtMs: Date.now(),
    egressAllowlist: parseAllowlist(get("egress-allowlist")),
    baselineMaxAgeDays: num("baseline-max-age-days", get("baseline-max-age-days"), { min: 0, max: 365 }),
  };
  const secrets = [anthropicApiKey, openaiApiKey, token].filter((s) => s.length > 0);
  return { action, pipeline, token, secrets };
}
