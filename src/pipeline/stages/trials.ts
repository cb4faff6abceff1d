import path from "node:path";
import { z } from "zod";
import type { AgentRunResult } from "../../agent/types";
import type { LoadedBundle } from "../../sandbox/evidence";
import { type LoadedTask, writeTaskPair } from "../../sandbox/task";
import type { TrialOutcome } from "../../sandbox/types";
import { hashOf } from "../../util/hash";
import { taskSpecFor } from "../scenarios";
import { type ItemIO, stage } from "../stage";
import type { PipelineState } from "../state";
import { existingBundle } from "../trial-runner";

/** Why a bundle measured nothing (the harness or sandbox broke, or evidence is incomplete), or null. */
export function brokenRun(b: LoadedBundle): string | null {
  if (b.bundle.exitReason === "error" || b.bundle.exitReason === "killed")
    return `${b.bundle.exitReason}: ${b.bundle.exitDetail ?? "no detail"}`;
  // Written by sandboxes that record evidence completeness; older bundles have no marker.
  const c = b.bundle as { complete?: boolean; gaps?: string[] };
  if (c.complete === false) return `evidence incomplete: ${(c.gaps ?? []).join("; ") || "no detail"}`;
  return null;
}

export function outcomeOf(r: AgentRunResult): TrialOutcome {
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

/**
 * Runs (or reuses) one trial; the id carries the content key so reruns find it. A bundle that
 * measured nothing is redone, not reused. What the agent spent is charged from the bundle.
 */
export async function runTrial(
  st: PipelineState,
  io: ItemIO,
  task: LoadedTask,
  trialId: string,
  instruction: string,
  opts: { maxAgeMs?: number; reused?: () => void } = {},
): Promise<LoadedBundle> {
  const existing = await existingBundle(st.runDir, trialId);
  let bundle = existing && !brokenRun(existing) && fresh(existing, opts.maxAgeMs) ? existing : null;
  if (bundle) opts.reused?.();
  else {
    if (!st.runner) throw new Error("no sandbox");
    const harness = st.harness;
    bundle = await st.runner.run({
      task,
      trialId,
      ...(io.signal ? { signal: io.signal } : {}),
      drive: async (session) =>
        outcomeOf(await harness.run({ session, instruction, limits: st.limits, logger: st.logger })),
    });
  }
  const t = bundle.bundle.resources.tokens;
  if (t) io.charge(t, st.harness.model);
  return bundle;
}

function fresh(b: LoadedBundle, maxAgeMs: number | undefined): boolean {
  if (maxAgeMs === undefined) return true;
  const at = Date.parse(b.bundle.timings.finishedAt);
  return Number.isFinite(at) && Date.now() - at <= maxAgeMs;
}

const TrialIds = z.object({
  scenarioId: z.string(),
  trial: z.number().int(),
  with: z.string(),
  without: z.string(),
  /** The no-skill run came from an earlier audit (an earlier revision of the skill, same scenario). */
  baselineReused: z.boolean().optional(),
  broken: z.string().optional(),
});
type TrialIds = z.infer<typeof TrialIds>;

const short = (h: string) => h.slice(0, 12);

/** Both conditions of every scenario, K times each, in the sandbox. */
export const trialsStage = stage<PipelineState, TrialIds>({
  name: "trials",
  needs: ["scheme"],
  trialsPerItem: 2,
  schema: TrialIds,
  // A pair whose run broke is one failed item; the stage still ran.
  failWhenAllFail: false,
  async plan(st) {
    const scheme = st.scheme;
    if (!scheme) return { skip: "no scenarios" };
    if (!st.runner)
      return { skip: st.runnerUnavailable ?? "no sandbox available (Docker engine not reachable)" };
    if (scheme.scenarios.length === 0) return { skip: "every scenario was dropped" };
    // The no-skill run depends on the scenario, backbone, limits and network only, never on the
    // skill's content: it differs from the with-skill run just by the installed skill.
    const noSkillBase = {
      backbone: st.backbone,
      image: st.image ?? null,
      limits: st.limits,
      ...(st.network && st.network !== "logged" ? { network: st.network } : {}),
    };
    const items = [];
    for (const s of scheme.scenarios) {
      const pair = await writeTaskPair(
        path.join(st.schemeDir, "tasks"),
        taskSpecFor(st.skill, s, st.limits, st.network, st.image),
      );
      for (let k = 0; k < st.trialsK; k++) {
        const without = `${s.id}-t${k}-without-${short(hashOf({ v: 1, ...noSkillBase, scenario: s, k }))}`;
        const withId = `${s.id}-t${k}-with-${short(hashOf({ v: 1, ...noSkillBase, skill: st.skill.pkg.contentHash, scenario: s, k }))}`;
        items.push({
          id: `${s.id}-t${k}`,
          key: { with: withId, without },
          run: async (io: ItemIO): Promise<TrialIds> => {
            // The two conditions of a pair run side by side: same moment, same load.
            let baselineReused = false;
            const [w, wo] = await Promise.all([
              runTrial(st, io, pair.withSkill, withId, s.instruction),
              runTrial(st, io, pair.noSkill, without, s.instruction, {
                maxAgeMs: st.baselineMaxAgeMs,
                reused: () => {
                  baselineReused = true;
                },
              }),
            ]);
            const bw = brokenRun(w);
            const bwo = brokenRun(wo);
            const broken = bw ? `with-skill run: ${bw}` : bwo ? `no-skill run: ${bwo}` : undefined;
            return {
              scenarioId: s.id,
              trial: k,
              with: withId,
              without,
              ...(baselineReused ? { baselineReused } : {}),
              ...(broken ? { broken } : {}),
            };
          },
        });
      }
    }
    return { items, concurrency: st.pairConcurrency };
  },
  failure: (r) => r.broken ?? null,
  async finish(st, results) {
    await loadTrialPairs(st, results);
    // Pairs restored whole are counted as cached by the runner; this is the half-reuse across revisions.
    const fresh = results.filter((r) => r.status === "ran" && r.value);
    const reused = fresh.filter((r) => r.value?.baselineReused).length;
    return reused
      ? `${reused} of ${fresh.length} no-skill run(s) reused from an earlier audit (same scenario, backbone, limits and image; at most ${Math.round(st.baselineMaxAgeMs / 86_400_000)} days old)`
      : undefined;
  },
});

/** Loads the bundles of the pairs the trials stage recorded (broken ones included: the judge marks them). */
export async function loadTrialPairs(st: PipelineState, results: Array<{ value?: TrialIds }>): Promise<void> {
  for (const r of results) {
    if (!r.value) continue;
    const w = await existingBundle(st.runDir, r.value.with);
    const wo = await existingBundle(st.runDir, r.value.without);
    if (w && wo)
      st.trials.push({ scenarioId: r.value.scenarioId, trial: r.value.trial, with: w, without: wo });
  }
}
