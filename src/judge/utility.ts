import { z } from "zod";
import { trajectoryAsData } from "../agent/builtin";
import { dataBlock, systemPrompt } from "../model/prompt";
import { structured } from "../model/structured";
import type { ModelProvider } from "../model/types";
import type { TrajectoryStep } from "../sandbox/types";
import type { Scenario } from "../scheme/types";
import type { ItemVerdict } from "../score/types";
import { sha256 } from "../util/hash";
import type { WorkspaceFile } from "./workspace";

/** What the judge sees of one run: no label saying whether the skill was installed. */
export interface RunView {
  trajectory: TrajectoryStep[];
  files: WorkspaceFile[];
  changes: Array<{ path: string; kind: string }>;
  /** Rule-check results by check id (from the verifier). */
  checks: Record<string, boolean>;
  timedOut: boolean;
}

export const Evidence = z.object({
  file: z.string().optional().describe("workspace file path the verdict rests on"),
  step: z.number().int().min(0).optional().describe("trajectory step index the verdict rests on"),
  note: z.string().describe("what in that file or step shows pass or fail"),
});
export type Evidence = z.infer<typeof Evidence>;

const RunVerdict = z.object({ pass: z.boolean(), evidence: z.array(Evidence).min(1) });

function answerSchema(ids: [string, ...string[]]) {
  return z.object({
    items: z
      .array(z.object({ id: z.enum(ids), runA: RunVerdict, runB: RunVerdict }))
      .describe("one entry per rubric item, each item exactly once")
      // A missing item goes back to the judge as a validation error (one retry).
      .superRefine((items, ctx) => {
        const seen = new Set(items.map((i) => i.id));
        const missing = ids.filter((id) => !seen.has(id));
        if (missing.length)
          ctx.addIssue({ code: "custom", message: `no grade for rubric item(s) ${missing.join(", ")}` });
      }),
  });
}

export interface StoredVerdict {
  id: string;
  kind: "goal" | "instruction";
  with: {
    judge: boolean;
    checks: Record<string, boolean>;
    pass: boolean;
    evidence: Evidence[];
    evidenceValid: boolean;
  };
  without: {
    judge: boolean;
    checks: Record<string, boolean>;
    pass: boolean;
    evidence: Evidence[];
    evidenceValid: boolean;
  };
}

/** The judgments/<scenario>-t<k>.json artifact. */
export interface Judgment {
  scenarioId: string;
  trial: number;
  /** Which run was shown as "run A" (decided by the seeded coin). */
  runA: "with" | "without";
  judgeFailed: boolean;
  error?: string;
  verdicts: StoredVerdict[];
  items: ItemVerdict[];
}

/** Seeded coin: the same seed always gives the same order, so judgments are reproducible. */
export function withSkillIsA(seed: string): boolean {
  return Number.parseInt(sha256(seed).slice(0, 2), 16) % 2 === 0;
}

const ROLE = `You are an impartial grader. Two agents attempted the same task independently; you see each one's trajectory (tool calls and results), the files in its workspace at the end, its filesystem changes, and the results of mechanical checks.
Grade EACH rubric item pass/fail for run A and for run B separately, judging only what the evidence shows. Cite for every verdict at least one piece of evidence: a workspace file path and/or a trajectory step index, with a short note.
Grade the two runs independently; the order and labels carry no meaning.`;

function runBlock(label: string, r: RunView): string {
  const files = r.files
    .map((f) =>
      dataBlock(
        "agent_output",
        { run: label, path: f.path, bytes: f.size, ...(f.truncated ? { note: "cut" } : {}) },
        f.text ?? "(binary file; content not shown)",
      ),
    )
    .join("\n");
  const changes = dataBlock(
    "fs_changes",
    { run: label },
    r.changes.map((c) => `${c.kind} ${c.path}`).join("\n") || "(none)",
  );
  const checks = Object.entries(r.checks)
    .map(([id, ok]) => `${id}: ${ok ? "passed" : "failed"}`)
    .join("\n");
  return [
    `## Run ${label}${r.timedOut ? " (stopped at its time limit)" : ""}`,
    `Mechanical check results (computed by the harness): ${checks || "none"}`,
    trajectoryAsData(r.trajectory, label),
    changes,
    files || "(no workspace files)",
  ].join("\n\n");
}

export function judgePrompt(scenario: Scenario, a: RunView, b: RunView): string {
  const rubric = scenario.rubric.map((r) => `- ${r.id} [${r.kind}]: ${r.text}`).join("\n");
  return [
    "# Task given to both agents",
    dataBlock("task_instruction", {}, scenario.instruction),
    "# Rubric (grade every item for both runs)",
    rubric,
    `Expected outcome: ${scenario.expectedOutcome}`,
    runBlock("A", a),
    runBlock("B", b),
    "Call record_grades with one entry per rubric item.",
  ].join("\n\n");
}

function evidenceValid(ev: Evidence[], run: RunView): boolean {
  const files = new Set([...run.files.map((f) => f.path), ...run.changes.map((c) => c.path)]);
  const basenames = new Set([...files].map((f) => f.replace(/^\/workspace\//, "")));
  return ev.every(
    (e) =>
      (e.file === undefined || files.has(e.file) || basenames.has(e.file.replace(/^\/workspace\//, ""))) &&
      (e.step === undefined || e.step < run.trajectory.length),
  );
}

export async function judgePair(
  provider: ModelProvider,
  args: { scenario: Scenario; trial: number; withRun: RunView; withoutRun: RunView; seed: string },
): Promise<Judgment> {
  const { scenario, trial, withRun, withoutRun } = args;
  const aIsWith = withSkillIsA(`${args.seed}:${scenario.id}:${trial}`);
  const [a, b] = aIsWith ? [withRun, withoutRun] : [withoutRun, withRun];
  const ids = scenario.rubric.map((r) => r.id) as [string, ...string[]];
  const base: Omit<Judgment, "judgeFailed" | "verdicts" | "items"> = {
    scenarioId: scenario.id,
    trial,
    runA: aIsWith ? "with" : "without",
  };
  if (ids.length === 0) return { ...base, judgeFailed: true, error: "empty rubric", verdicts: [], items: [] };
  const res = await structured(provider, {
    schema: answerSchema(ids),
    toolName: "record_grades",
    toolDescription: "Record pass/fail with evidence for every rubric item and both runs.",
    system: systemPrompt(ROLE),
    messages: [{ role: "user", content: judgePrompt(scenario, a, b) }],
    maxTokens: 8000,
    purpose: "judge",
  });
  if (!res.ok) return { ...base, judgeFailed: true, error: res.error, verdicts: [], items: [] };
  const byId = new Map(res.value.items.map((i) => [i.id, i]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) {
    return {
      ...base,
      judgeFailed: true,
      error: `no grade for ${missing.join(", ")}`,
      verdicts: [],
      items: [],
    };
  }
  const verdicts: StoredVerdict[] = scenario.rubric.map((item) => {
    const g = byId.get(item.id) as z.infer<ReturnType<typeof answerSchema>>["items"][number];
    const [w, wo] = aIsWith ? [g.runA, g.runB] : [g.runB, g.runA];
    const side = (v: typeof w, run: RunView) => {
      const checks = Object.fromEntries((item.checks ?? []).map((c) => [c, run.checks[c] === true]));
      return {
        judge: v.pass,
        checks,
        // A linked mechanical check can veto a pass; it cannot grant one.
        pass: v.pass && Object.values(checks).every(Boolean),
        evidence: v.evidence,
        evidenceValid: evidenceValid(v.evidence, run),
      };
    };
    return { id: item.id, kind: item.kind, with: side(w, withRun), without: side(wo, withoutRun) };
  });
  return {
    ...base,
    judgeFailed: false,
    verdicts,
    items: verdicts.map((v) => ({
      id: v.id,
      kind: v.kind,
      passWith: v.with.pass,
      passWithout: v.without.pass,
    })),
  };
}
