import type { Usage } from "../report/schema";
import type { TokenUsage } from "../sandbox/types";
import {
  addUsage,
  type CompletionRequest,
  type CompletionResult,
  type ModelProvider,
  ZERO_USAGE,
} from "./types";

/**
 * USD per million tokens. List prices as published by the vendors when this table was
 * written; cache writes cost 1.25x input and cache reads 0.1x input on Anthropic, and
 * OpenAI bills cached input at the listed cachedInput price. Matched by longest model-id
 * prefix; a model not listed has no cost (null) and only a token budget can stop it.
 */
export interface Price {
  input: number;
  output: number;
  cacheWrite: number;
  cacheRead: number;
}

const anthropic = (input: number, output: number): Price => ({
  input,
  output,
  cacheWrite: input * 1.25,
  cacheRead: input * 0.1,
});

export const PRICES: Record<string, Price> = {
  "claude-opus-4-5": anthropic(5, 25),
  "claude-opus-4-6": anthropic(5, 25),
  "claude-opus-4": anthropic(15, 75),
  "claude-sonnet-4": anthropic(3, 15),
  "claude-3-7-sonnet": anthropic(3, 15),
  "claude-3-5-sonnet": anthropic(3, 15),
  "claude-haiku-4": anthropic(1, 5),
  "claude-3-5-haiku": anthropic(0.8, 4),
  "gpt-4.1-mini": { input: 0.4, output: 1.6, cacheWrite: 0.4, cacheRead: 0.1 },
  "gpt-4.1": { input: 2, output: 8, cacheWrite: 2, cacheRead: 0.5 },
  "gpt-4o-mini": { input: 0.15, output: 0.6, cacheWrite: 0.15, cacheRead: 0.075 },
  "gpt-4o": { input: 2.5, output: 10, cacheWrite: 2.5, cacheRead: 1.25 },
};

export function priceOf(model: string, table: Record<string, Price> = PRICES): Price | null {
  let best: string | null = null;
  for (const k of Object.keys(table)) if (model.startsWith(k) && (!best || k.length > best.length)) best = k;
  return best ? (table[best] as Price) : null;
}

/** Cost in USD of one usage record; inputTokens includes the cached parts. */
export function costOf(model: string, u: TokenUsage, table?: Record<string, Price>): number | null {
  const p = priceOf(model, table);
  if (!p) return null;
  const plain = Math.max(0, u.inputTokens - u.cacheReadTokens - u.cacheCreationTokens);
  return (
    (plain * p.input +
      u.cacheReadTokens * p.cacheRead +
      u.cacheCreationTokens * p.cacheWrite +
      u.outputTokens * p.output) /
    1e6
  );
}

const minutes = (ms: number) => `${Number((ms / 60_000).toFixed(2))} min`;

export class BudgetExceeded extends Error {
  constructor(
    readonly limit: string,
    /** null for the time budget: the moment each skill met it differs, the reason must not. */
    readonly spent: string | null,
  ) {
    super(
      spent === null ? `budget exhausted: ${limit} passed` : `budget exhausted: ${spent} spent of ${limit}`,
    );
    this.name = "BudgetExceeded";
  }
}

export interface BudgetLimits {
  /** All tokens (input incl. cached + output) across every model call of the audit. */
  maxTokens?: number;
  maxUsd?: number;
  /** Wall time from `startedAtMs` (default: when the budget was made) after which no model call starts. */
  maxWallMs?: number;
  startedAtMs?: number;
}

/** One audit's spend. Checked before each model call; calls already in flight still count. */
export class Budget {
  private usage: TokenUsage = { ...ZERO_USAGE };
  private usd = 0;
  private unpriced = false;
  readonly byPurpose: Record<string, TokenUsage> = {};

  private readonly startedAt: number;

  constructor(
    readonly limits: BudgetLimits = {},
    private readonly prices: Record<string, Price> = PRICES,
  ) {
    this.startedAt = limits.startedAtMs ?? Date.now();
  }

  check(): void {
    if (this.limits.maxWallMs !== undefined) {
      const used = Date.now() - this.startedAt;
      if (used >= this.limits.maxWallMs)
        throw new BudgetExceeded(`the time budget of ${minutes(this.limits.maxWallMs)}`, null);
    }
    const total = this.usage.inputTokens + this.usage.outputTokens;
    if (this.limits.maxTokens !== undefined && total >= this.limits.maxTokens) {
      throw new BudgetExceeded(`${this.limits.maxTokens} tokens`, `${total} tokens`);
    }
    if (this.limits.maxUsd !== undefined && this.usd >= this.limits.maxUsd) {
      throw new BudgetExceeded(`$${this.limits.maxUsd}`, `$${this.usd.toFixed(4)}`);
    }
  }

  record(model: string, u: TokenUsage, purpose = "other"): void {
    this.usage = addUsage(this.usage, u);
    this.byPurpose[purpose] = addUsage(this.byPurpose[purpose] ?? ZERO_USAGE, u);
    const c = costOf(model, u, this.prices);
    if (c === null) this.unpriced = true;
    else this.usd += c;
  }

  totals(): Usage {
    return { ...this.usage, costUsd: this.unpriced && this.usd === 0 ? null : this.usd };
  }
}

/** Wraps a provider so every call is checked against and recorded in the budget (and cancelled by `signal`). */
export function metered(provider: ModelProvider, budget: Budget, signal?: AbortSignal): ModelProvider {
  return {
    kind: provider.kind,
    model: provider.model,
    async complete(req: CompletionRequest): Promise<CompletionResult> {
      signal?.throwIfAborted();
      budget.check();
      const res = await provider.complete(signal && !req.signal ? { ...req, signal } : req);
      budget.record(res.model || provider.model, res.usage, req.purpose);
      return res;
    },
  };
}
