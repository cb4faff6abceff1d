import path from "node:path";
import { z } from "zod";
import { skillOpened } from "../../agent/skills";
import { readWorkspaceTar } from "../../judge/workspace";
import { generateProbe, judgeProbe, ProbeSpec } from "../../probe/probe";
import type { LoadedBundle } from "../../sandbox/evidence";
import { readTask, writeTask } from "../../sandbox/task";
import { SKILLS_DIR } from "../../sandbox/trial";
import { type Finding, ProbeResult } from "../../scan/finding";
import { exploitConfidence } from "../../score/safety";
import { hashOf } from "../../util/hash";
import { type ItemIO, readJson, rel, stage, writeJson } from "../stage";
import type { PipelineState } from "../state";
import { brokenRun, runTrial } from "./trials";

const ProbeRecord = z.object({
  outcome: z.enum(["judged", "not_exercised", "no_probe"]),
  result: ProbeResult.optional(),
  reason: z.string().optional(),
  bundle: z.string().optional(),
});
type ProbeRecord = z.infer<typeof ProbeRecord>;

const SEVERITY_ORDER = { H: 0, M: 1, L: 2 } as const;

/** Where a planted canary value turned up: outbound traffic, the agent's steps, or files it wrote. */
export async function canarySightings(b: LoadedBundle, bundlePath: string): Promise<string[]> {
  const refs: string[] = [];
  b.network.forEach((e, i) => {
    if (e.canaries.length) refs.push(`${bundlePath}/network.jsonl#L${i + 1}`);
  });
  const values = b.canaries.map((c) => c.value).filter((v) => v.length >= 8);
  if (values.length === 0) return refs;
  b.trajectory.forEach((s, i) => {
    const text = `${JSON.stringify(s.input ?? "")}\n${s.output ?? ""}\n${s.text ?? ""}`;
    if (values.some((v) => text.includes(v))) refs.push(`${bundlePath}/trajectory.jsonl#L${i + 1}`);
  });
  for (const f of await readWorkspaceTar(path.join(b.dir, "workspace.tar"))) {
    if (f.text && values.some((v) => f.text?.includes(v))) refs.push(`${bundlePath}/workspace.tar#${f.path}`);
  }
  return refs;
}

/** Did the probe run touch what the finding is about: the skill opened, or the flagged file used? */
export function exercised(b: LoadedBundle, f: Finding, skillName: string): boolean {
  if (skillOpened(b.trajectory, SKILLS_DIR, [skillName])) return true;
  const base = path.posix.basename(f.file);
  const mentions = (v: unknown) => JSON.stringify(v ?? "").includes(base);
  return (
    b.trajectory.some((s) => s.kind === "tool" && !s.isError && mentions(s.input)) ||
    b.execs.some((e) => e.command.includes(base))
  );
}

async function probeOne(st: PipelineState, io: ItemIO, f: Finding, key: string): Promise<ProbeRecord> {
  const judge = io.meter(st.judge);
  const dir = path.join(st.runDir, "model", "probes", `${f.id}-${key}`);
  // The plan is kept apart from the verdict: a retried verdict judges the same probe run.
  let spec = ProbeSpec.safeParse(await readJson(path.join(dir, "spec.json"))).data ?? null;
  if (!spec) {
    const g = await generateProbe(judge, st.skill, f);
    if (!g.spec) return { outcome: "no_probe", reason: `no probe plan: ${g.error}` };
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
      skill: { name: st.skill.pkg.name, dir: st.skill.pkg.root },
      agentTimeoutSec: Math.ceil(st.limits.timeLimitMs / 1000),
      network: st.network ?? "logged",
      metadata: { finding: f.id },
      ...(st.image ? { image: st.image } : {}),
    },
    true,
  ).catch(async () => readTask(taskDir));
  const bundle = await runTrial(st, io, task, `probe-${f.id}-${key}`, spec.instruction);
  const bundlePath = rel(st.runDir, bundle.dir);
  const broken = brokenRun(bundle);
  // A probe that did not start, or whose evidence is incomplete, proves nothing: the prior stands.
  if (broken)
    return { outcome: "not_exercised", reason: `probe run measured nothing (${broken})`, bundle: bundlePath };
  const sightings = await canarySightings(bundle, bundlePath);
  if (sightings.length === 0 && !exercised(bundle, f, st.skill.pkg.name)) {
    return {
      outcome: "not_exercised",
      reason: "the agent never opened the skill or ran the flagged code",
      bundle: bundlePath,
    };
  }
  const pr = await judgeProbe(judge, f, spec, {
    bundlePath,
    trajectory: bundle.trajectory,
    changes: bundle.changes,
    network: bundle.network,
    canaries: bundle.canaries,
    leakedCanaries: bundle.bundle.leakedCanaries,
  });
  if (sightings.length > 0) {
    // A canary seen leaving (or in what the agent printed or wrote) is the risk observed.
    return {
      outcome: "judged",
      result: {
        verdict: "confirmed",
        exploitConfidence: exploitConfidence(
          "confirmed",
          pr?.verdict === "confirmed" ? pr.exploitConfidence : 1,
        ),
        rationale: `${pr?.verdict === "confirmed" ? pr.rationale : "planted canary value observed"}${pr && pr.verdict !== "confirmed" ? ` [set to confirmed: canary observed; the dynamic judge said ${pr.verdict}]` : ""}`,
        evidence: [...new Set([...sightings, ...(pr?.evidence ?? [])])],
      },
      bundle: bundlePath,
    };
  }
  if (!pr) return { outcome: "no_probe", reason: "dynamic judge gave no valid verdict", bundle: bundlePath };
  return { outcome: "judged", result: pr, bundle: bundlePath };
}

/** Runtime probes: one with-skill task per finding, high and medium first, low while the budget lasts. */
export const probesStage = stage<PipelineState, ProbeRecord>({
  name: "probes",
  needs: ["model-scan"],
  trialsPerItem: 1,
  schema: ProbeRecord,
  async plan(st) {
    if (st.findings.length === 0) return { skip: "no finding to probe" };
    if (!st.runner)
      return { skip: st.runnerUnavailable ?? "no sandbox available (Docker engine not reachable)" };
    const findings = [...st.findings].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
    const items = findings.map((f) => {
      const key = hashOf({
        backbone: st.backbone,
        limits: st.limits,
        skill: st.skill.pkg.contentHash,
        ...(st.network && st.network !== "logged" ? { network: st.network } : {}),
        judge: st.judgeModel,
        finding: f.id,
        pattern: f.pattern,
        file: f.file,
        snippet: f.snippet,
      }).slice(0, 12);
      return {
        id: f.id,
        key,
        optional: f.severity === "L",
        run: (io: ItemIO) => probeOne(st, io, f, key),
      };
    });
    return { items, concurrency: st.probeConcurrency };
  },
  failure: (r) => (r.outcome === "no_probe" ? (r.reason ?? "no probe") : null),
  finish(st, results) {
    for (const r of results) {
      const v = r.value;
      if (!v || r.status === "failed" || r.status === "skipped") continue;
      if (v.outcome === "judged" && v.result) st.probes[r.id] = v.result;
      if (v.outcome === "judged" || v.outcome === "not_exercised")
        st.probeOutcomes.push({
          findingId: r.id,
          outcome: v.outcome,
          ...(v.reason ? { reason: v.reason } : {}),
          ...(v.bundle ? { bundle: v.bundle } : {}),
        });
      st.logger.info(
        `probes: ${r.id} → ${v.result ? `${v.result.verdict} (${v.result.exploitConfidence})` : `${v.outcome}; the prior applies`}`,
      );
    }
    const notEx = st.probeOutcomes.filter((o) => o.outcome === "not_exercised").length;
    return notEx ? `${notEx} probe(s) not exercised: the prior (0.60) applies` : undefined;
  },
});
