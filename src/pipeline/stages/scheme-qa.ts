import path from "node:path";
import { writeTask } from "../../sandbox/task";
import { parseCheckResults } from "../../scheme/checks";
import type { Scenario, Scheme } from "../../scheme/types";
import { hashOf } from "../../util/hash";
import { taskSpecFor } from "../scenarios";
import type { ItemIO } from "../stage";
import type { PipelineState } from "../state";

/**
 * Tessl's QA step, the part that needs the sandbox: every rule check runs once against the
 * initial workspace (materials only, no agent). A check that already passes there measures
 * nothing and is dropped (with its references from rubric items, which the judge still
 * grades). Runs in the sandbox because the checks are model-written commands.
 */
export async function checkInitialWorkspace(scheme: Scheme, st: PipelineState, io: ItemIO): Promise<Scheme> {
  const runner = st.runner;
  if (!runner) return scheme;
  const qa: NonNullable<Scheme["qa"]> = [...(scheme.qa ?? [])];
  const kept: Scenario[] = [];
  const root = path.join(st.runDir, "model", "scheme", "qa");
  await Promise.all(
    scheme.scenarios.map(async (s) => {
      if (s.checks.length === 0) return;
      const key = hashOf({ s, network: st.network ?? "logged" }).slice(0, 12);
      const task = await writeTask(
        path.join(root, `${s.id}-${key}`),
        { ...taskSpecFor(st.skill, s, st.limits, st.network, st.image), id: `qa-${s.id}` },
        false,
      );
      const bundle = await runner.run({
        task,
        trialId: `qa-${s.id}-${key}`,
        ...(io.signal ? { signal: io.signal } : {}),
        drive: async () => ({ trajectory: [], exitReason: "finished" }),
      });
      const results = parseCheckResults(
        s,
        bundle.verifier.reward === null ? null : JSON.stringify(bundle.verifier.reward),
      );
      const already = s.checks.filter((c) => results[c.id] === true).map((c) => c.id);
      if (!bundle.verifier.ran) {
        qa.push({ scenarioId: s.id, note: "the checks could not be run on the initial workspace" });
      }
      if (already.length) {
        qa.push({
          scenarioId: s.id,
          note: `check(s) ${already.join(", ")} already pass before the agent starts: dropped`,
        });
      }
      (s as Scenario & { _drop?: string[] })._drop = already;
    }),
  );
  for (const s of scheme.scenarios) {
    const drop = new Set((s as Scenario & { _drop?: string[] })._drop ?? []);
    delete (s as Scenario & { _drop?: string[] })._drop;
    if (drop.size === 0) {
      kept.push(s);
      continue;
    }
    const rubric = s.rubric.map((r) => {
      const checks = (r.checks ?? []).filter((c) => !drop.has(c));
      const { checks: _c, ...rest } = r;
      return checks.length ? { ...rest, checks } : rest;
    });
    kept.push({ ...s, checks: s.checks.filter((c) => !drop.has(c.id)), rubric });
  }
  return { ...scheme, scenarios: kept, qa };
}
