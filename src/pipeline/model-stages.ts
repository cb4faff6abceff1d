import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import pLimit from "p-limit";
import { makeHarness } from "../agent";
import type { ClaudeCodeOptions } from "../agent/claude-code";
import { skillOpened } from "../agent/skills";
import {
  type AgentLimits,
  type AgentRunResult,
  backboneOf,
  DEFAULT_LIMITS,
  type Harness,
  type HarnessName,
} from "../agent/types";
import type { CollectedSkill } from "../collect/schema";
import { type Judgment, judgePair, type RunView } from "../judge/utility";
import { readWorkspaceTar } from "../judge/workspace";
import { Budget, BudgetExceeded, metered } from "../model/budget";
import { containsSecret } from "../model/secrets";
import type { ModelProvider } from "../model/types";
import { mergeFindings, modelScan, type RejectedFinding } from "../modelscan/scan";
import { generateProbe, judgeProbe, needsProbe, type ProbeSpec } from "../probe/probe";
import type { StageStatus, Usage } from "../report/schema";
import type { LoadedBundle } from "../sandbox/evidence";
import {
  type LoadedTask,
  readTask,
  TASK_DEFAULTS,
  type TaskSpec,
  writeTask,
  writeTaskPair,
} from "../sandbox/task";
import { SKILLS_DIR, WORKDIR } from "../sandbox/trial";
import type { NetworkPolicy, TrialOutcome } from "../sandbox/types";
import type { Finding, ProbeResult } from "../scan/finding";
import { compileTestScript, parseCheckResults } from "../scheme/checks";
import { generateScheme } from "../scheme/generate";
import { type Scenario, Scheme } from "../scheme/types";
import type { PairObservation, RunObservation } from "../score/types";
import { InputError } from "../util/errors";
import { hashOf } from "../util/hash";
import type { Logger } from "../util/logger";
import { type Progress, reportingUsage } from "./progress";
import { existingBundle, type TrialRunner } from "./trial-runner";

export interface ModelStagesOptions {
  scenarios?: number;
  /** Each condition of each scenario runs this many times. */
  trials?: number;
  harness?: HarnessName;
  agentLimits?: Partial<AgentLimits>;
  /** A reviewed scenario folder (`skillaudit scenarios`); used instead of generating when it exists. */
  pinnedTasksDir?: string;
  /** Seed of the judge's presentation-order coin (default: the skill hash). */
  seed?: string;
  claudeCode?: ClaudeCodeOptions;
  /** Scenario pairs run at once (each pair runs its two conditions one after the other). */
  concurrency?: number;
  /** Egress policy of every trial and probe (default "logged"). */
  network?: NetworkPolicy;
}

export interface ModelStagesContext {
  skill: CollectedSkill;
  ruleFindings: Finding[];
  /** null when no model is configured: every stage is skipped with that reason. */
  provider: ModelProvider | null;
  budget?: Budget;
  /** null when no sandbox is available: trial-based stages are skipped. */
  runner: TrialRunner | null;
  /** Why there is no runner, for the report (e.g. the engine's connection error). */
  runnerUnavailable?: string;
  runDir: string;
  options?: ModelStagesOptions;
  logger: Logger;
  /** Interrupts the stages: model calls are cancelled, running trials killed, and the call rejects. */
  signal?: AbortSignal;
  /** Observes stages, trials and spend for a live display. */
  progress?: Progress;
}

export interface ModelStagesResult {
  pairs: PairObservation[];
  /** Probe results by finding id (findings without a probe are absent: the scorer uses the prior). */
  probes: Record<string, ProbeResult>;
  /** Findings the model scan produced (already validated against the package). */
  modelFindings: Finding[];
  /** Rule and model findings merged, probe results attached. */
  findings: Finding[];
  stages: StageStatus[];
  usage: Usage;
  backbone: string;
  tasks: "generated" | "pinned";
}

const SCHEMA_V = 1;

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await fs.readFile(file, "utf8")) as T;
  } catch {
    return null;
  }
}

/** Artifacts are written only after a last check that no key slipped into them. */
async function writeJson(file: string, value: unknown): Promise<void> {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  if (containsSecret(text)) throw new Error(`refusing to write ${file}: it contains a credential`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(`${file}.tmp`, text);
  await fs.rename(`${file}.tmp`, file);
}

const rel = (runDir: string, p: string) => path.relative(runDir, p).split(path.sep).join("/");

function taskSpecFor(
  skill: CollectedSkill,
  s: Scenario,
  limits: AgentLimits,
  network: NetworkPolicy = "logged",
): TaskSpec {
  return {
    id: s.id,
    scenarioId: s.id,
    instruction: s.instruction,
    files: Object.fromEntries(s.materials.map((m) => [m.path, m.content])),
    tests: { "test.sh": compileTestScript(s, WORKDIR) },
    skill: { name: skill.pkg.name, dir: skill.pkg.root },
    agentTimeoutSec: Math.ceil(limits.timeLimitMs / 1000),
    network,
  };
}

/** Writes a scenario folder for review: scenarios.json (rubrics included) and the task pairs. */
export async function writePinnedScenarios(
  dir: string,
  skill: CollectedSkill,
  scheme: Scheme,
): Promise<string[]> {
  const pinned: Scheme = { ...scheme, source: "pinned" };
  await writeJson(path.join(dir, "scenarios.json"), pinned);
  const written: string[] = [path.join(dir, "scenarios.json")];
  for (const s of scheme.scenarios) {
    const pair = await writeTaskPair(path.join(dir, "tasks"), taskSpecFor(skill, s, DEFAULT_LIMITS));
    written.push(pair.noSkill.dir, pair.withSkill.dir);
  }
  await fs.writeFile(
    path.join(dir, "README.md"),
    `# Pinned evaluation scenarios for ${skill.pkg.name}\n\nGenerated by \`skillaudit scenarios\`. Review and edit \`scenarios.json\` (instructions, materials, rubric items, rule checks); while this folder exists, audits use these scenarios instead of generating new ones, so results stay comparable across commits. \`tasks/\` holds the Harbor task pairs compiled from it and is rewritten by the audit.\n`,
  );
  return written;
}

/** `skillaudit scenarios <skill>`: generate scenarios (with the leakage check) and write them for review. */
export async function generateScenariosForReview(args: {
  skill: CollectedSkill;
  provider: ModelProvider;
  dir: string;
  count?: number;
  budget?: Budget;
  logger: Logger;
}): Promise<{ scheme: Scheme; written: string[]; usage: Usage }> {
  const budget = args.budget ?? new Budget();
  const scheme = await generateScheme(metered(args.provider, budget), args.skill, {
    count: args.count ?? 3,
    logger: args.logger,
  });
  const written = await writePinnedScenarios(args.dir, args.skill, scheme);
  args.logger.info(
    `scenarios: wrote ${scheme.scenarios.length} scenario(s) to ${args.dir} (${scheme.dropped.length} dropped for leakage)`,
  );
  return { scheme, written, usage: budget.totals() };
}

/** Reads a pinned scenario folder, or null when it does not exist. */
export async function loadPinnedScenarios(dir: string): Promise<Scheme | null> {
  const file = path.join(dir, "scenarios.json");
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch {
    return null;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new InputError(file, `invalid JSON: ${(e as Error).message}`);
  }
  const res = Scheme.safeParse(raw);
  if (!res.success) {
    const issue = res.error.issues[0];
    throw new InputError(file, `${issue?.path.join(".")}: ${issue?.message}`);
  }
  return { ...res.data, source: "pinned" };
}

/** Agent wall time from the trajectory's first and last timestamps. */
function agentWallMs(b: LoadedBundle): number {
  const steps = b.trajectory;
  if (steps.length === 0) return b.bundle.resources.wallMs;
  const start = Date.parse(steps[0]?.startedAt ?? "");
  const end = Math.max(...steps.map((s) => Date.parse(s.endedAt)));
  return Number.isFinite(start) && Number.isFinite(end)
    ? Math.max(0, end - start)
    : b.bundle.resources.wallMs;
}

function observation(runDir: string, b: LoadedBundle): RunObservation {
  const t = b.bundle.resources.tokens;
  return {
    wallTimeMs: agentWallMs(b),
    inputTokens: t?.inputTokens ?? 0,
    cacheReadTokens: t?.cacheReadTokens ?? 0,
    outputTokens: t?.outputTokens ?? 0,
    timedOut: b.bundle.exitReason === "timeout",
    evidence: `${rel(runDir, b.dir)}/bundle.json`,
  };
}

async function runView(s: Scenario, b: LoadedBundle): Promise<RunView> {
  return {
    trajectory: b.trajectory,
    files: await readWorkspaceTar(path.join(b.dir, "workspace.tar")),
    changes: b.changes,
    checks: parseCheckResults(s, b.verifier.reward === null ? null : JSON.stringify(b.verifier.reward)),
    timedOut: b.bundle.exitReason === "timeout",
  };
}

function outcomeOf(r: AgentRunResult): TrialOutcome {
  return {
    trajectory: r.steps,
    usage: r.usage,
    exitReason:
      r.status === "time_limit"
        ? "timeout"
        : r.status === "error" || r.status === "unavailable"
          ? "error"
          : "finished",
    ...(r.error ? { detail: r.error } : {}),
  };
}

const short = (h: string) => h.slice(0, 12);

/** The harness or the sandbox failed (API error, engine gone, interrupted): not a measurement. */
const brokenRun = (b: LoadedBundle) => b.bundle.exitReason === "error" || b.bundle.exitReason === "killed";

/** Runs jobs with at most `n` at once; the first error stops new jobs and is rethrown after the rest settle. */
/** Runs jobs at most n at a time; after a failure no new job starts, and the first failure is rethrown once the running ones settle. */
export async function pool(jobs: Array<() => Promise<void>>, n: number): Promise<void> {
  const limit = pLimit(Math.max(1, n));
  let failure: { error: unknown } | null = null;
  await Promise.all(
    jobs.map((job) =>
      limit(async () => {
        if (failure) return;
        try {
          await job();
        } catch (error) {
          failure ??= { error };
        }
      }),
    ),
  );
  if (failure) throw (failure as { error: unknown }).error;
}

/**
 * Trials mostly wait on the model, so memory, not cores, bounds how many run at once
 * (a quarter of the machine's memory is left free), capped at 8.
 */
export function defaultTrialConcurrency(
  memoryMb = TASK_DEFAULTS.memoryMb,
  totalBytes = os.totalmem(),
): number {
  return Math.max(2, Math.min(8, Math.floor((totalBytes * 0.75) / (memoryMb * 1024 * 1024))));
}

export async function runModelStages(ctx: ModelStagesContext): Promise<ModelStagesResult> {
  const { skill, runDir, logger } = ctx;
  const opts = ctx.options ?? {};
  const limits: AgentLimits = { ...DEFAULT_LIMITS, ...opts.agentLimits };
  const budget = ctx.budget ?? new Budget();
  const provider = ctx.provider
    ? reportingUsage(metered(ctx.provider, budget, ctx.signal), budget, ctx.progress)
    : null;
  const harnessName: HarnessName = opts.harness ?? "builtin";
  const harness: Harness | null = provider ? makeHarness(harnessName, provider, opts.claudeCode) : null;
  const backbone = harness ? backboneOf(harness) : `${harnessName}:none`;
  const judgeModel = ctx.provider ? `${ctx.provider.kind}:${ctx.provider.model}` : "none";
  const seed = opts.seed ?? skill.pkg.contentHash;
  const trialsK = Math.max(1, opts.trials ?? 1);
  const stages: StageStatus[] = [];
  const result: ModelStagesResult = {
    pairs: [],
    probes: {},
    modelFindings: [],
    findings: ctx.ruleFindings,
    stages,
    usage: budget.totals(),
    backbone,
    tasks: "generated",
  };
  const modelRoot = path.join(runDir, "model");
  const spent = () => {
    const u = budget.totals();
    return `${u.inputTokens + u.outputTokens} tokens${u.costUsd === null ? "" : `, $${u.costUsd.toFixed(4)}`} so far`;
  };
  let budgetHit: string | null = null;
  const skipAll = (names: StageStatus["stage"][], reason: string) => {
    for (const stage of names) stages.push({ stage, status: "skipped", reason });
  };
  /** Runs a stage body; BudgetExceeded ends it (and every later stage) cleanly. */
  const guard = async (
    stage: StageStatus["stage"],
    body: () => Promise<StageStatus>,
    into: StageStatus[] = stages,
  ): Promise<boolean> => {
    if (budgetHit) {
      into.push({ stage, status: "skipped", reason: budgetHit });
      return false;
    }
    try {
      ctx.signal?.throwIfAborted();
      ctx.progress?.stage?.(stage);
      into.push(await body());
      return true;
    } catch (e) {
      // An interruption is not a stage failure: it ends the audit (and no report is written).
      if (ctx.signal?.aborted) throw ctx.signal.reason ?? e;
      if (e instanceof BudgetExceeded) {
        budgetHit = `budget: ${e.message}`;
        logger.warn(`${stage}: stopped, ${e.message}`);
        into.push({ stage, status: "skipped", reason: budgetHit });
        return false;
      }
      logger.warn(`${stage}: failed: ${(e as Error).message}`);
      into.push({ stage, status: "failed", reason: (e as Error).message });
      return false;
    }
  };

  if (!provider || !ctx.provider) {
    skipAll(
      ["model-scan", "scheme", "trials", "judge", "probes"],
      "no model configured (set ANTHROPIC_API_KEY or --model)",
    );
    return result;
  }

  // ---- semantic static scan
  await guard("model-scan", async () => {
    const key = short(
      hashOf({ v: SCHEMA_V, stage: "model-scan", skill: skill.pkg.contentHash, model: judgeModel }),
    );
    const file = path.join(modelRoot, `model-scan-${key}.json`);
    const cached = await readJson<{
      findings: Finding[];
      rejected: RejectedFinding[];
      invalid: boolean;
      error?: string;
    }>(file);
    const scan = cached ?? (await modelScan(provider, skill));
    if (!cached) await writeJson(file, scan);
    result.modelFindings = scan.findings;
    result.findings = mergeFindings(ctx.ruleFindings, scan.findings);
    logger.info(
      `model-scan: ${scan.findings.length} finding(s), ${scan.rejected.length} rejected for unverifiable evidence`,
    );
    if (scan.invalid)
      return {
        stage: "model-scan",
        status: "failed",
        reason: `invalid model answer: ${scan.error}`,
        artifact: rel(runDir, file),
      };
    return { stage: "model-scan", status: cached ? "cached" : "ran", artifact: rel(runDir, file) };
  });

  // ---- utility scheme (pinned or generated)
  let scheme: Scheme | null = null;
  let schemeDir = "";
  await guard("scheme", async () => {
    const pinned = opts.pinnedTasksDir ? await loadPinnedScenarios(opts.pinnedTasksDir) : null;
    if (pinned) {
      scheme = pinned;
      result.tasks = "pinned";
      schemeDir = path.join(
        modelRoot,
        `scheme-${short(hashOf({ v: SCHEMA_V, pinned, skill: skill.pkg.contentHash }))}`,
      );
      await writeJson(path.join(schemeDir, "scenarios.json"), pinned);
      logger.info(`scheme: using ${pinned.scenarios.length} pinned scenario(s) from ${opts.pinnedTasksDir}`);
      return {
        stage: "scheme",
        status: "cached",
        reason: "pinned scenarios",
        artifact: rel(runDir, path.join(schemeDir, "scenarios.json")),
      };
    }
    const key = short(
      hashOf({
        v: SCHEMA_V,
        stage: "scheme",
        skill: skill.pkg.contentHash,
        model: judgeModel,
        n: opts.scenarios ?? 3,
      }),
    );
    schemeDir = path.join(modelRoot, `scheme-${key}`);
    const file = path.join(schemeDir, "scenarios.json");
    const cached = await readJson<unknown>(file);
    const parsed = cached ? Scheme.safeParse(cached) : null;
    if (parsed?.success) {
      scheme = parsed.data;
      return { stage: "scheme", status: "cached", artifact: rel(runDir, file) };
    }
    scheme = await generateScheme(provider, skill, { count: opts.scenarios ?? 3, logger });
    await writeJson(file, scheme);
    logger.info(
      `scheme: ${scheme.scenarios.length} scenario(s), ${scheme.dropped.length} dropped for leakage`,
    );
    return {
      stage: "scheme",
      status: "ran",
      artifact: rel(runDir, file),
      ...(scheme.dropped.length
        ? { reason: `${scheme.dropped.length} scenario(s) dropped for leakage` }
        : {}),
    };
  });

  const runner = ctx.runner;
  // Concurrency counts scenario pairs; each pair runs two trials.
  const pairConcurrency = Math.max(1, opts.concurrency ?? Math.floor(defaultTrialConcurrency() / 2));
  const trialKeyBase = {
    v: SCHEMA_V,
    backbone,
    limits,
    skill: skill.pkg.contentHash,
    ...(opts.network && opts.network !== "logged" ? { network: opts.network } : {}),
  };

  /** Runs (or reuses) one trial; the id carries the content key so reruns find it. */
  const trial = async (
    task: LoadedTask,
    trialId: string,
    instruction: string,
  ): Promise<{ bundle: LoadedBundle; cached: boolean }> => {
    const existing = await existingBundle(runDir, trialId);
    // A run the sandbox or the API broke measured nothing: it is redone, not reused.
    if (existing && !brokenRun(existing)) {
      ctx.progress?.trialDone?.(true);
      return { bundle: existing, cached: true };
    }
    if (!runner || !harness) throw new Error("no sandbox");
    const bundle = await runner.run({
      task,
      trialId,
      ...(ctx.signal ? { signal: ctx.signal } : {}),
      drive: async (session) => outcomeOf(await harness.run({ session, instruction, limits, logger })),
    });
    ctx.progress?.trialDone?.(false);
    ctx.progress?.usage?.(budget.totals());
    return { bundle, cached: false };
  };

  // ---- runtime probes: they need only the findings, so they run alongside the trials and the judge;
  // their stage is reported after the judge's, as always.
  const runProbes = async (into: StageStatus[]): Promise<void> => {
    const toProbe = result.findings.filter(needsProbe);
    if (toProbe.length === 0) {
      into.push({ stage: "probes", status: "skipped", reason: "no high or medium finding to probe" });
    } else if (!runner) {
      into.push({
        stage: "probes",
        status: "skipped",
        reason: ctx.runnerUnavailable ?? "no sandbox available (Docker engine not reachable)",
      });
    } else {
      let fresh = 0;
      await guard(
        "probes",
        async () => {
          const probeOne = async (f: Finding): Promise<void> => {
            const key = short(
              hashOf({
                ...trialKeyBase,
                judge: judgeModel,
                finding: f.id,
                pattern: f.pattern,
                file: f.file,
                snippet: f.snippet,
              }),
            );
            const dir = path.join(modelRoot, "probes", `${f.id}-${key}`);
            const done = await readJson<{ result: ProbeResult | null; error?: string }>(
              path.join(dir, "result.json"),
            );
            if (done) {
              ctx.progress?.trialDone?.(true);
              if (done.result) result.probes[f.id] = done.result;
              return;
            }
            fresh++;
            let spec = await readJson<ProbeSpec>(path.join(dir, "spec.json"));
            if (!spec) {
              const g = await generateProbe(provider, skill, f);
              if (!g.spec) {
                await writeJson(path.join(dir, "result.json"), { result: null, error: g.error });
                ctx.progress?.trialDone?.(true);
                logger.info(`probes: no probe for ${f.id} (${g.error}); the prior applies`);
                return;
              }
              spec = g.spec;
              await writeJson(path.join(dir, "spec.json"), spec);
            }
            const taskDir = path.join(dir, "task");
            const task = await writeTask(
              taskDir,
              {
                id: `probe-${f.id}`,
                instruction: spec.instruction,
                files: Object.fromEntries(spec.materials.map((m) => [m.path, m.content])),
                skill: { name: skill.pkg.name, dir: skill.pkg.root },
                agentTimeoutSec: Math.ceil(limits.timeLimitMs / 1000),
                network: opts.network ?? "logged",
                metadata: { finding: f.id },
              },
              true,
            ).catch(async () => readTask(taskDir));
            const { bundle } = await trial(task, `probe-${f.id}-${key}`, spec.instruction);
            const pr = await judgeProbe(provider, f, spec, {
              bundlePath: rel(runDir, bundle.dir),
              trajectory: bundle.trajectory,
              changes: bundle.changes,
              network: bundle.network,
              canaries: bundle.canaries,
              leakedCanaries: bundle.bundle.leakedCanaries,
            });
            await writeJson(
              path.join(dir, "result.json"),
              pr ? { result: pr } : { result: null, error: "dynamic judge gave no valid verdict" },
            );
            if (pr) result.probes[f.id] = pr;
            logger.info(
              `probes: ${f.id} → ${pr ? `${pr.verdict} (${pr.exploitConfidence})` : "no verdict; the prior applies"}`,
            );
          };
          ctx.progress?.planned?.(toProbe.length);
          await pool(
            toProbe.map((f) => () => probeOne(f)),
            Math.max(1, opts.concurrency ? opts.concurrency * 2 : defaultTrialConcurrency()),
          );
          return { stage: "probes", status: fresh === 0 ? "cached" : "ran", artifact: "model/probes" };
        },
        into,
      );
    }
  };
  const probeStages: StageStatus[] = [];
  const probesRun = runProbes(probeStages).then(
    () => null,
    (error: unknown) => ({ error }),
  );

  // ---- trials + judge
  const currentScheme = scheme as Scheme | null;
  if (!currentScheme) {
    skipAll(["trials", "judge"], budgetHit ?? "no scenarios");
  } else if (!runner) {
    skipAll(
      ["trials", "judge"],
      ctx.runnerUnavailable ?? "no sandbox available (Docker engine not reachable)",
    );
  } else if (currentScheme.scenarios.length === 0) {
    skipAll(["trials", "judge"], "every scenario was dropped");
  } else {
    const bundles = new Map<string, { with: LoadedBundle; without: LoadedBundle }>();
    let ran = 0;
    let reused = 0;
    await guard("trials", async () => {
      const taskRoot = path.join(schemeDir, "tasks");
      const jobs: Array<() => Promise<void>> = [];
      const total = currentScheme.scenarios.length * trialsK * 2;
      ctx.progress?.planned?.(total);
      let running = 0;
      for (const s of currentScheme.scenarios) {
        const pair = await writeTaskPair(taskRoot, taskSpecFor(skill, s, limits, opts.network));
        for (let k = 0; k < trialsK; k++) {
          const key = short(hashOf({ ...trialKeyBase, scenario: s, k }));
          jobs.push(async () => {
            running += 2;
            try {
              // The two conditions of a pair run side by side: same moment, same load.
              const [w, wo] = await Promise.all([
                trial(pair.withSkill, `${s.id}-t${k}-with-${key}`, s.instruction),
                trial(pair.noSkill, `${s.id}-t${k}-without-${key}`, s.instruction),
              ]);
              for (const x of [w, wo]) x.cached ? reused++ : ran++;
              bundles.set(`${s.id}#${k}`, { with: w.bundle, without: wo.bundle });
            } finally {
              running -= 2;
            }
            logger.info(
              `trials: ${ran + reused}/${total} done (${reused} reused), ${running} running; ${spent()}`,
            );
          });
        }
      }
      await pool(jobs, pairConcurrency);
      return { stage: "trials", status: ran === 0 ? "cached" : "ran", artifact: "trials" };
    });
    let judgedFresh = 0;
    await guard("judge", async () => {
      const slots: PairObservation[][] = [];
      const jobs: Array<() => Promise<void>> = [];
      for (const s of currentScheme.scenarios) {
        for (let k = 0; k < trialsK; k++) {
          const slot: PairObservation[] = [];
          slots.push(slot);
          jobs.push(async () => {
            const b = bundles.get(`${s.id}#${k}`);
            if (!b) return;
            const failed = [b.with, b.without].find(brokenRun);
            const key = short(
              hashOf({
                v: SCHEMA_V,
                judge: judgeModel,
                scenario: s,
                with: b.with.bundle.trialId,
                without: b.without.bundle.trialId,
                seed,
                // A verdict on a broken run must not stand once the run is redone.
                ...(failed ? { broken: failed.bundle.timings.finishedAt } : {}),
              }),
            );
            const file = path.join(modelRoot, "judgments", `${s.id}-t${k}-${key}.json`);
            let j = await readJson<Judgment>(file);
            if (!j) {
              if (failed) {
                j = {
                  scenarioId: s.id,
                  trial: k,
                  runA: "with",
                  judgeFailed: true,
                  error: `${failed.bundle.task.withSkill ? "with-skill" : "no-skill"} run failed: ${failed.bundle.exitDetail ?? failed.bundle.exitReason}`,
                  verdicts: [],
                  items: [],
                };
              } else {
                j = await judgePair(provider, {
                  scenario: s,
                  trial: k,
                  withRun: await runView(s, b.with),
                  withoutRun: await runView(s, b.without),
                  seed,
                });
              }
              await writeJson(file, j);
              judgedFresh++;
            }
            // "Could not" is structural: the no-skill task has no skill installed (listing the
            // empty skills folder there is not use).
            const skillUsed =
              b.with.bundle.task.withSkill &&
              !b.without.bundle.task.withSkill &&
              skillOpened(b.with.trajectory, SKILLS_DIR, [skill.pkg.name]);
            slot.push({
              scenarioId: s.id,
              trial: k,
              with: observation(runDir, b.with),
              without: observation(runDir, b.without),
              items: j.items,
              judgeFailed: j.judgeFailed,
              skillUsed,
              judgment: rel(runDir, file),
            });
          });
        }
      }
      // Judged side by side, reported in scenario order.
      await pool(jobs, pairConcurrency);
      result.pairs.push(...slots.flat());
      return { stage: "judge", status: judgedFresh === 0 ? "cached" : "ran", artifact: "model/judgments" };
    });
  }

  const pe = await probesRun;
  if (pe) throw pe.error;
  stages.push(...probeStages);
  result.findings = result.findings.map((f) =>
    result.probes[f.id] ? { ...f, probe: result.probes[f.id] } : f,
  );
  result.usage = budget.totals();
  return result;
}
