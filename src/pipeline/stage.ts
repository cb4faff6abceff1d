import { promises as fs } from "node:fs";
import path from "node:path";
import pLimit from "p-limit";
import { z } from "zod";
import { BudgetExceeded, costOf } from "../model/budget";
import { containsSecret } from "../model/secrets";
import {
  addUsage,
  type CompletionRequest,
  type CompletionResult,
  type ModelProvider,
  ZERO_USAGE,
} from "../model/types";
import type { StageName, StageStatus, Usage } from "../report/schema";
import type { TokenUsage } from "../sandbox/types";
import { hashOf } from "../util/hash";
import type { Logger } from "../util/logger";
import type { Progress } from "./progress";

/**
 * The stage runner. A stage is declared (its inputs, its items, each item's cache key, its
 * run function, what counts as a failed item); the runner owns everything around it:
 * caching and resume (one stored record per item, keyed by content), the budget, skips,
 * per-item failure handling, stored usage and the status the report shows. Modelled on
 * inspect_ai's dataset → solver → scorer over a log: the run directory is the log.
 */

/** Bump to invalidate every stored item record. */
export const RECORD_V = 2;

/** What an item's run function may use. */
export interface ItemIO {
  /** Charges usage that did not pass through a provider from `meter` (agent runs in the sandbox). */
  charge(u: TokenUsage, model: string): void;
  /** Wraps a provider so its calls are charged to this item. */
  meter(p: ModelProvider): ModelProvider;
  signal?: AbortSignal;
  logger: Logger;
}

export interface StageItem<R> {
  /** File-safe, unique within the stage. */
  id: string;
  /** Everything the result depends on; hashed into the record's name. */
  key: unknown;
  run(io: ItemIO): Promise<R>;
  /** Run after the required items, and only while the budget lasts (running out is no failure). */
  optional?: boolean;
}

export type Plan<R> = { items: StageItem<R>[]; concurrency?: number } | { skip: string };

export interface ItemOutcome<R> {
  id: string;
  status: "ran" | "cached" | "failed" | "skipped";
  /** Present for ran/cached, and for a failed item whose run returned a (failed) result. */
  value?: R;
  error?: string;
  /** What producing this result cost when it was produced (stored with the record). */
  usage: Usage;
  /** What this run spent on it (zero when cached). */
  spent: Usage;
  /** Run-directory relative path of the stored record. */
  record: string;
}

export interface Stage<S, R> {
  name: StageName;
  /** Stages whose output this one reads; it starts once they are done. */
  needs: StageName[];
  /** The stage's input from the state: its items, or why it cannot run. */
  plan(state: S): Promise<Plan<R>>;
  schema: z.ZodType<R>;
  /** A result that measured nothing: stored as evidence, never reused. */
  failure?(r: R): string | null;
  /** When every item failed the stage failed (default); false for stages whose items can fail alone. */
  failWhenAllFail?: boolean;
  /** The stage's main artifact (run-directory relative) once finished; default its record folder. */
  artifact?(state: S): string | null;
  /** Sandbox trials each item runs, for the progress display (trials: 2 per pair, probes: 1). */
  trialsPerItem?: number;
  /** Folds the results into the state; may add a note to the status. */
  finish(state: S, results: ItemOutcome<R>[]): string | undefined | Promise<string | undefined>;
}

export interface RunnerContext {
  runDir: string;
  logger: Logger;
  signal?: AbortSignal;
  /** Observes stages and trials for a live display; never read back. */
  progress?: Progress;
}

const ZERO: Usage = { ...ZERO_USAGE, costUsd: 0 };

function addCost(a: Usage, u: TokenUsage, model: string): Usage {
  const c = costOf(model, u);
  return {
    ...addUsage(a, u),
    costUsd: a.costUsd === null || c === null ? null : a.costUsd + c,
  };
}

export function sumUsage(xs: Usage[]): Usage {
  let out: Usage = { ...ZERO };
  for (const u of xs) {
    out = {
      ...addUsage(out, u),
      costUsd: out.costUsd === null || u.costUsd === null ? null : out.costUsd + u.costUsd,
    };
  }
  return out;
}

const StoredRecord = z.object({
  v: z.literal(RECORD_V),
  stage: z.string(),
  id: z.string(),
  key: z.string(),
  ok: z.boolean(),
  error: z.string().optional(),
  value: z.unknown().optional(),
  usage: z.object({
    inputTokens: z.number(),
    cacheReadTokens: z.number(),
    cacheCreationTokens: z.number(),
    outputTokens: z.number(),
    costUsd: z.number().nullable(),
  }),
  at: z.string(),
});

/** Artifacts are written only after a last check that no key slipped into them. */
export async function writeJson(file: string, value: unknown): Promise<void> {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  if (containsSecret(text)) throw new Error(`refusing to write ${file}: it contains a credential`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(tmp, text);
  await fs.rename(tmp, file);
}

export async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await fs.readFile(file, "utf8")) as T;
  } catch {
    return null;
  }
}

export const rel = (runDir: string, p: string) => path.relative(runDir, p).split(path.sep).join("/");

const isAbort = (signal?: AbortSignal) => signal?.aborted === true;

/** Runs one stage: each item from its stored record when that record is a success, else afresh. */
async function runStage<S, R>(
  stage: Stage<S, R>,
  state: S,
  ctx: RunnerContext,
  budget: { hit: string | null },
): Promise<StageStatus> {
  if (budget.hit) return { stage: stage.name, status: "skipped", reason: budget.hit };
  const plan = await stage.plan(state);
  if ("skip" in plan) return { stage: stage.name, status: "skipped", reason: plan.skip };
  const dir = path.join(ctx.runDir, "model", stage.name);
  const outcomes = new Map<string, ItemOutcome<R>>();
  let stopped: BudgetExceeded | null = null;
  ctx.progress?.stage?.(stage.name);
  const perItem = stage.trialsPerItem ?? 0;
  if (perItem) ctx.progress?.planned?.(plan.items.length * perItem);
  const trialsDone = (reused: boolean) => {
    for (let i = 0; i < perItem; i++) ctx.progress?.trialDone?.(reused);
  };

  const runItem = async (item: StageItem<R>): Promise<void> => {
    const key = hashOf({ v: RECORD_V, stage: stage.name, key: item.key });
    const file = path.join(dir, `${item.id}-${key.slice(0, 12)}.json`);
    const record = rel(ctx.runDir, file);
    const stored = StoredRecord.safeParse(await readJson(file));
    if (stored.success && stored.data.ok && stored.data.key === key) {
      const value = stage.schema.safeParse(stored.data.value);
      if (value.success) {
        outcomes.set(item.id, {
          id: item.id,
          status: "cached",
          value: value.data,
          usage: stored.data.usage,
          spent: { ...ZERO },
          record,
        });
        trialsDone(true);
        return;
      }
    }
    if (stopped || budget.hit) {
      outcomes.set(item.id, { id: item.id, status: "skipped", usage: ZERO, spent: ZERO, record });
      return;
    }
    let usage: Usage = { ...ZERO };
    const io: ItemIO = {
      charge: (u, model) => {
        usage = addCost(usage, u, model);
      },
      meter: (p) => ({
        kind: p.kind,
        model: p.model,
        async complete(req: CompletionRequest): Promise<CompletionResult> {
          const res = await p.complete(req);
          usage = addCost(usage, res.usage, res.model || p.model);
          return res;
        },
      }),
      ...(ctx.signal ? { signal: ctx.signal } : {}),
      logger: ctx.logger,
    };
    let value: R | undefined;
    let error: string | undefined;
    try {
      ctx.signal?.throwIfAborted();
      value = await item.run(io);
      error = stage.failure?.(value) ?? undefined;
    } catch (e) {
      if (isAbort(ctx.signal)) throw ctx.signal?.reason ?? e;
      if (e instanceof BudgetExceeded) {
        stopped ??= e;
        outcomes.set(item.id, { id: item.id, status: "skipped", usage, spent: usage, record });
        return;
      }
      error = (e as Error).message;
    }
    await writeJson(file, {
      v: RECORD_V,
      stage: stage.name,
      id: item.id,
      key,
      ok: error === undefined,
      ...(error !== undefined ? { error } : {}),
      ...(value !== undefined ? { value } : {}),
      usage,
      at: new Date().toISOString(),
    });
    if (error !== undefined) ctx.logger.warn(`${stage.name}: ${item.id} failed: ${error}`);
    trialsDone(false);
    outcomes.set(item.id, {
      id: item.id,
      status: error === undefined ? "ran" : "failed",
      ...(value !== undefined ? { value } : {}),
      ...(error !== undefined ? { error } : {}),
      usage,
      spent: usage,
      record,
    });
  };

  const limit = pLimit(Math.max(1, plan.concurrency ?? 4));
  const required = plan.items.filter((i) => !i.optional);
  const optional = plan.items.filter((i) => i.optional);
  await Promise.all(required.map((i) => limit(() => runItem(i))));
  const own = stopped as BudgetExceeded | null;
  if (own) {
    budget.hit ??= `budget: ${own.message}`;
    ctx.logger.warn(`${stage.name}: stopped, ${own.message}`);
  }
  // Out of budget (here or in a stage alongside) before every required item ran: not measured.
  if (required.some((i) => outcomes.get(i.id)?.status === "skipped")) {
    return { stage: stage.name, status: "skipped", reason: budget.hit ?? "budget exhausted" };
  }
  await Promise.all(optional.map((i) => limit(() => runItem(i))));
  const optionalStop = stopped as BudgetExceeded | null;
  if (optionalStop) budget.hit ??= `budget: ${optionalStop.message}`;

  const results = plan.items.map((i) => outcomes.get(i.id) as ItemOutcome<R>);
  const count = (s: ItemOutcome<R>["status"]) => results.filter((r) => r.status === s).length;
  const items = {
    total: results.length,
    ran: count("ran"),
    cached: count("cached"),
    failed: count("failed"),
    skipped: count("skipped"),
  };
  const note = await stage.finish(state, results);
  const failed = results.filter((r) => r.status === "failed");
  const firstError = failed[0]?.error ?? "";
  const base = {
    stage: stage.name,
    items,
    usage: sumUsage(results.map((r) => r.usage)),
    spent: sumUsage(results.map((r) => r.spent)),
    artifact: stage.artifact?.(state) ?? rel(ctx.runDir, dir),
  };
  const notes = [
    ...(failed.length ? [`${failed.length} of ${results.length} item(s) failed: ${firstError}`] : []),
    ...(items.skipped ? [`${items.skipped} optional item(s) not run: ${budget.hit ?? "budget"}`] : []),
    ...(note ? [note] : []),
  ];
  if (failed.length === results.length && results.length > 0 && stage.failWhenAllFail !== false) {
    return { ...base, status: "failed", reason: firstError };
  }
  return {
    ...base,
    status: items.ran + items.failed > 0 ? "ran" : "cached",
    ...(notes.length ? { reason: notes.join("; ") } : {}),
  };
}

/**
 * Runs the declared stages, each as soon as the stages it needs are done (independent
 * branches side by side); statuses come back in declaration order. A spent budget skips
 * every stage that has not started; an interruption rejects.
 */
export async function runPipeline<S>(
  stages: ReadonlyArray<Stage<S, never>>,
  state: S,
  ctx: RunnerContext,
): Promise<StageStatus[]> {
  const budget = { hit: null as string | null };
  const done = new Map<StageName, Promise<StageStatus>>();
  for (const stage of stages) {
    const needs = stage.needs.map((n) => {
      const p = done.get(n);
      if (!p) throw new Error(`bug: stage ${stage.name} needs ${n}, declared after it`);
      return p;
    });
    done.set(
      stage.name,
      Promise.all(needs).then(async () => {
        try {
          return await runStage(stage as unknown as Stage<S, unknown>, state, ctx, budget);
        } catch (e) {
          if (ctx.signal?.aborted) throw ctx.signal.reason ?? e;
          ctx.logger.warn(`${stage.name}: failed: ${(e as Error).message}`);
          return { stage: stage.name, status: "failed" as const, reason: (e as Error).message };
        }
      }),
    );
  }
  // Settle all before rethrowing, so no stage keeps running after the call returns.
  const settled = await Promise.allSettled(stages.map((s) => done.get(s.name) as Promise<StageStatus>));
  const rejected = settled.find((s) => s.status === "rejected");
  if (rejected) throw (rejected as PromiseRejectedResult).reason;
  return settled.map((s) => (s as PromiseFulfilledResult<StageStatus>).value);
}

/** Declares a stage with its own result type and erases it for the list. */
export function stage<S, R>(s: Stage<S, R>): Stage<S, never> {
  return s as unknown as Stage<S, never>;
}
