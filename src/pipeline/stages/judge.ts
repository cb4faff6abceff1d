import path from "node:path";
import { z } from "zod";
import { skillOpened } from "../../agent/skills";
import { blindTrajectory, workspaceChanges } from "../../judge/blind";
import { type Judgment, judgePair, type RunView } from "../../judge/utility";
import { readWorkspaceTar } from "../../judge/workspace";
import type { LoadedBundle } from "../../sandbox/evidence";
import { SKILLS_DIR, WORKDIR } from "../../sandbox/trial";
import { parseCheckResults } from "../../scheme/checks";
import type { Scenario } from "../../scheme/types";
import type { PairObservation, RunObservation } from "../../score/types";
import { rel, stage } from "../stage";
import type { PipelineState, TrialPair } from "../state";
import { brokenRun } from "./trials";

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

/** What the judge sees of one run: the blind view (blind.ts), built by the same rules for both runs. */
export async function judgeView(st: PipelineState, s: Scenario, b: LoadedBundle): Promise<RunView> {
  const o = { workdir: WORKDIR, skillsDir: SKILLS_DIR, skillName: st.skill.pkg.name };
  return {
    trajectory: blindTrajectory(b.trajectory, o),
    files: await readWorkspaceTar(path.join(b.dir, "workspace.tar")),
    changes: workspaceChanges(b.changes, WORKDIR),
    checks: parseCheckResults(s, b.verifier.reward === null ? null : JSON.stringify(b.verifier.reward)),
    timedOut: b.bundle.exitReason === "timeout",
  };
}

const StoredJudgment = z.custom<Judgment>(
  (v) => typeof v === "object" && v !== null && "judgeFailed" in v && "items" in v,
);

const idOf = (p: { scenarioId: string; trial: number }) => `${p.scenarioId}-t${p.trial}`;

/** One LLM judgment per pair, by the fixed judge model; one failed judgment loses one pair. */
export const judgeStage = stage<PipelineState, Judgment>({
  name: "judge",
  needs: ["trials"],
  schema: StoredJudgment,
  async plan(st) {
    const scheme = st.scheme;
    if (!scheme || st.trials.length === 0) return { skip: "no trial results" };
    const byId = new Map(scheme.scenarios.map((s) => [s.id, s]));
    const items = st.trials.map((p) => {
      const s = byId.get(p.scenarioId) as Scenario;
      const broken = brokenRun(p.with)
        ? ["with-skill", p.with]
        : brokenRun(p.without)
          ? ["no-skill", p.without]
          : null;
      return {
        id: idOf(p),
        key: {
          judge: st.judgeModel,
          scenario: s,
          // A redone run is a new bundle: its judgment is redone too.
          with: [p.with.bundle.trialId, p.with.bundle.timings.finishedAt],
          without: [p.without.bundle.trialId, p.without.bundle.timings.finishedAt],
          seed: st.seed,
          prompt: 2,
        },
        run: async (io: import("../stage").ItemIO): Promise<Judgment> => {
          if (broken) {
            const [which, b] = broken as [string, LoadedBundle];
            return {
              scenarioId: s.id,
              trial: p.trial,
              runA: "with",
              judgeFailed: false,
              runFailed: `${which} run failed: ${brokenRun(b)}`,
              verdicts: [],
              items: [],
            };
          }
          return judgePair(io.meter(st.judge), {
            scenario: s,
            trial: p.trial,
            withRun: await judgeView(st, s, p.with),
            withoutRun: await judgeView(st, s, p.without),
            seed: st.seed,
            ...(st.judgeMaxInputTokens ? { maxInputTokens: st.judgeMaxInputTokens } : {}),
          });
        },
      };
    });
    return { items, concurrency: st.pairConcurrency };
  },
  failure: (j) => (j.judgeFailed ? (j.error ?? "judge failed") : null),
  finish(st, results) {
    const byId = new Map(results.map((r) => [r.id, r]));
    for (const p of st.trials) {
      const r = byId.get(idOf(p));
      if (!r || r.status === "skipped") continue;
      st.pairs.push(pairObservation(st, p, r.value, r.error, r.record));
    }
    return undefined;
  },
});

function pairObservation(
  st: PipelineState,
  p: TrialPair,
  j: Judgment | undefined,
  error: string | undefined,
  record: string,
): PairObservation {
  // "Could not" is structural: the no-skill task has no skill installed.
  const skillUsed =
    p.with.bundle.task.withSkill &&
    !p.without.bundle.task.withSkill &&
    skillOpened(p.with.trajectory, SKILLS_DIR, [st.skill.pkg.name]);
  const failed = !j || j.judgeFailed;
  return {
    scenarioId: p.scenarioId,
    trial: p.trial,
    with: observation(st.runDir, p.with),
    without: observation(st.runDir, p.without),
    items: failed ? [] : j.items,
    judgeFailed: failed && !j?.runFailed,
    ...(j?.runFailed ? { runFailed: j.runFailed } : {}),
    ...(failed && !j?.runFailed ? { judgeError: error ?? j?.error ?? "judge failed" } : {}),
    skillUsed,
    judgment: record,
  };
}
