import path from "node:path";
import type { LoadedBundle } from "../../sandbox/evidence";
import { writeTask } from "../../sandbox/task";
import { parseCheckResults } from "../../scheme/checks";
import type { Material, Scenario, Scheme } from "../../scheme/types";
import { hashOf } from "../../util/hash";
import { taskSpecFor } from "../scenarios";
import type { ItemIO } from "../stage";
import type { PipelineState } from "../state";

type QaNote = NonNullable<Scheme["qa"]>[number];

/** Materials with the reference solution's files laid over them (a reference file may replace an input). */
export function withReference(materials: Material[], reference: Material[]): Material[] {
  const byPath = new Map(materials.map((m) => [m.path, m]));
  for (const r of reference) byPath.set(r.path, r);
  return [...byPath.values()];
}

/**
 * Tessl's QA step, the part that needs the sandbox: a scenario's rule checks run, with no
 * agent, once on the initial workspace (materials only) and once on the initial workspace
 * with the scenario's reference solution laid over it, both at once. A check that already
 * passes before the agent starts measures nothing; one that fails on the reference solution
 * cannot pass (or asks for something the scenario never asked). Both are dropped, with their
 * references from rubric items (which the judge still grades), and the scheme's qa notes say
 * which and why. Runs in the sandbox because the checks are model-written commands.
 */
export async function checkScenarios(scheme: Scheme, st: PipelineState, io: ItemIO): Promise<Scheme> {
  const runner = st.runner;
  if (!runner) return scheme;
  const root = path.join(st.runDir, "model", "scheme", "qa");
  const run = async (s: Scenario, kind: "initial" | "reference", materials: Material[]) => {
    const key = hashOf({ s, kind, network: st.network ?? "logged" }).slice(0, 12);
    const task = await writeTask(
      path.join(root, `${s.id}-${kind}-${key}`),
      { ...taskSpecFor(st.skill, { ...s, materials }, st.limits, st.network, st.image), id: `qa-${s.id}` },
      false,
    );
    return runner.run({
      task,
      trialId: `qa-${s.id}-${kind === "initial" ? "" : "ref-"}${key}`,
      ...(io.signal ? { signal: io.signal } : {}),
      drive: async () => ({ trajectory: [], exitReason: "finished" }),
    });
  };
  const results = (s: Scenario, b: LoadedBundle | null) =>
    b?.verifier.ran
      ? parseCheckResults(s, b.verifier.reward === null ? null : JSON.stringify(b.verifier.reward))
      : null;

  const checked = await Promise.all(
    scheme.scenarios.map(async (s): Promise<{ s: Scenario; notes: QaNote[] }> => {
      if (s.checks.length === 0) return { s, notes: [] };
      const reference = s.reference ?? [];
      const [initial, solved] = await Promise.all([
        run(s, "initial", s.materials),
        reference.length ? run(s, "reference", withReference(s.materials, reference)) : null,
      ]);
      const notes: QaNote[] = [];
      const note = (text: string) => notes.push({ scenarioId: s.id, note: text });
      const before = results(s, initial);
      const after = results(s, solved);
      if (!before) note("the checks could not be run on the initial workspace");
      if (reference.length === 0) note("no reference solution: whether each check can pass was not verified");
      else if (!after) note("the checks could not be run on the reference solution");
      const already = s.checks.filter((c) => before?.[c.id] === true).map((c) => c.id);
      const cannot = s.checks.filter((c) => after && after[c.id] !== true && !already.includes(c.id));
      if (already.length)
        note(`check(s) ${already.join(", ")} already pass before the agent starts: dropped`);
      if (cannot.length)
        note(
          `check(s) ${cannot.map((c) => c.id).join(", ")} fail on the reference solution (cannot pass): dropped`,
        );
      const drop = new Set([...already, ...cannot.map((c) => c.id)]);
      return { s: drop.size ? withoutChecks(s, drop) : s, notes };
    }),
  );
  return {
    ...scheme,
    scenarios: checked.map((c) => c.s),
    qa: [...(scheme.qa ?? []), ...checked.flatMap((c) => c.notes)],
  };
}

function withoutChecks(s: Scenario, drop: Set<string>): Scenario {
  const rubric = s.rubric.map((r) => {
    const { checks, ...rest } = r;
    const kept = (checks ?? []).filter((c) => !drop.has(c));
    return kept.length ? { ...rest, checks: kept } : rest;
  });
  return { ...s, checks: s.checks.filter((c) => !drop.has(c.id)), rubric };
}
