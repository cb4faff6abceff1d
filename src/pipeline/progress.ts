import type { Budget } from "../model/budget";
import type { ModelProvider } from "../model/types";
import type { Usage } from "../report/schema";

/**
 * What an audit reports while it runs, for a live display. Every method is optional and only
 * observes: nothing in the pipeline depends on it, and the report never reads it.
 */
export interface Progress {
  /** Work on skill `index` (0-based) of `total` begins. */
  skill?(name: string, index: number, total: number): void;
  /** A stage of the current skill begins (collect, rule-scan, model-scan, scheme, trials, judge, probes, report). */
  stage?(stage: string): void;
  /** More sandbox trials are planned (scenario runs, probes). */
  planned?(trials: number): void;
  /** One trial finished; `reused` when its stored evidence was reused instead of run. */
  trialDone?(reused: boolean): void;
  /** Spend so far across the audit. */
  usage?(usage: Usage): void;
}

/** Reports the audit's spend after every model call of `provider` (already metered into `budget`). */
export function reportingUsage(provider: ModelProvider, budget: Budget, progress?: Progress): ModelProvider {
  if (!progress?.usage) return provider;
  return {
    kind: provider.kind,
    model: provider.model,
    async complete(req) {
      const res = await provider.complete(req);
      progress.usage?.(budget.totals());
      return res;
    },
  };
}
