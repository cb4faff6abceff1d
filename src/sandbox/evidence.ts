import { promises as fs } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { InputError } from "../util/errors";
import { NetworkEvent } from "./proxy";
import { ExitReason, NetworkPolicy, TokenUsage, TrajectoryStep } from "./types";

/**
 * What a trial leaves in <runDir>/trials/<trialId>/: bundle.json (this schema) plus one
 * file per kind of evidence. The judge and the scores read these files, nothing else.
 */

export const Canary = z.object({
  name: z.string(),
  kind: z.enum(["file", "env"]),
  /** File path inside the container, or the variable name. */
  location: z.string(),
  value: z.string(),
});
export type Canary = z.infer<typeof Canary>;

export const FsChange = z.object({
  path: z.string(),
  kind: z.enum(["added", "changed", "deleted"]),
});
export type FsChange = z.infer<typeof FsChange>;

/** One command run inside the container through TrialSession.exec, harness or probe. */
export const ExecRecord = z.object({
  index: z.number().int().min(0),
  startedAt: z.string(),
  endedAt: z.string(),
  command: z.string(),
  cwd: z.string(),
  exitCode: z.number().int().nullable(),
  timedOut: z.boolean(),
  durationMs: z.number().min(0),
  stdoutHead: z.string(),
  stderrHead: z.string(),
  truncated: z.boolean(),
  error: z.string().optional(),
});
export type ExecRecord = z.infer<typeof ExecRecord>;

export const VerifierResult = z.object({
  ran: z.boolean(),
  exitCode: z.number().int().nullable(),
  timedOut: z.boolean(),
  durationMs: z.number().min(0),
  stdout: z.string(),
  stderr: z.string(),
  truncated: z.boolean(),
  /** /logs/verifier/reward.json as written by tests/test.sh. */
  reward: z.unknown().nullable(),
  /** reward.json's number (the file itself, or its "reward" field). */
  rewardValue: z.number().nullable(),
  error: z.string().optional(),
});
export type VerifierResult = z.infer<typeof VerifierResult>;

export const BUNDLE_FILES = {
  bundle: "bundle.json",
  trajectory: "trajectory.jsonl",
  execs: "execs.jsonl",
  workspace: "workspace.tar",
  changes: "changes.json",
  network: "network.jsonl",
  verifier: "verifier.json",
  canaries: "canaries.json",
} as const;

export const EvidenceBundle = z.object({
  schemaVersion: z.literal(1),
  runId: z.string(),
  trialId: z.string(),
  task: z.object({
    id: z.string(),
    /** The Harbor task directory this trial ran. */
    dir: z.string(),
    scenarioId: z.string().optional(),
    withSkill: z.boolean(),
    skillName: z.string().optional(),
    network: NetworkPolicy,
    allowlist: z.array(z.string()),
  }),
  image: z.object({ ref: z.string(), id: z.string() }),
  containerId: z.string(),
  timings: z.object({
    createdAt: z.string(),
    startedAt: z.string(),
    finishedAt: z.string(),
    wallMs: z.number().min(0),
  }),
  exitReason: ExitReason,
  exitDetail: z.string().optional(),
  resources: z.object({
    wallMs: z.number().min(0),
    cpus: z.number(),
    memoryLimitBytes: z.number().int(),
    /** Cap of each writable path (tmpfs size); all of them together also stay within memory. */
    diskLimitBytes: z.number().int(),
    pidsLimit: z.number().int(),
    memoryPeakBytes: z.number().int().nullable(),
    oomKills: z.number().int().nullable(),
    tokens: TokenUsage.nullable(),
  }),
  verifier: z.object({ ran: z.boolean(), rewardValue: z.number().nullable() }),
  counts: z.object({
    trajectorySteps: z.number().int(),
    execs: z.number().int(),
    changes: z.number().int(),
    networkEvents: z.number().int(),
    networkDenied: z.number().int(),
    canaryHits: z.number().int(),
    workspaceFiles: z.number().int(),
  }),
  /** Canary names seen in outbound traffic. */
  leakedCanaries: z.array(z.string()),
  /** Everything cut or left out, said plainly. */
  notes: z.array(z.string()),
  /**
   * False when some evidence could not be captured in full (`gaps` says what and why): a
   * pair with such a bundle is not valid, a probe run in it is not exercised. Never read an
   * incomplete bundle as clean.
   */
  complete: z.boolean(),
  gaps: z.array(z.string()),
  files: z.record(z.string(), z.string()),
});
export type EvidenceBundle = z.infer<typeof EvidenceBundle>;

/** A bundle and the directory it was written to. */
export type WrittenBundle = EvidenceBundle & { dir: string };

export function bundleDir(runDir: string, trialId: string): string {
  return path.join(runDir, "trials", trialId);
}

const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join("\n") + (rows.length ? "\n" : "");

export interface BundleParts {
  bundle: EvidenceBundle;
  trajectory: TrajectoryStep[];
  execs: ExecRecord[];
  changes: FsChange[];
  network: NetworkEvent[];
  verifier: VerifierResult;
  canaries: Canary[];
}

/** Writes everything except workspace.tar (streamed there by the trial). Validates first. */
export async function writeBundle(dir: string, parts: BundleParts): Promise<WrittenBundle> {
  const bundle = EvidenceBundle.parse(parts.bundle);
  await fs.mkdir(dir, { recursive: true });
  const put = (name: string, text: string) => fs.writeFile(path.join(dir, name), text);
  await Promise.all([
    put(BUNDLE_FILES.trajectory, jsonl(parts.trajectory.map((s) => TrajectoryStep.parse(s)))),
    put(BUNDLE_FILES.execs, jsonl(parts.execs.map((e) => ExecRecord.parse(e)))),
    put(BUNDLE_FILES.changes, `${JSON.stringify(z.array(FsChange).parse(parts.changes), null, 1)}\n`),
    put(BUNDLE_FILES.network, jsonl(parts.network.map((e) => NetworkEvent.parse(e)))),
    put(BUNDLE_FILES.verifier, `${JSON.stringify(VerifierResult.parse(parts.verifier), null, 2)}\n`),
    put(BUNDLE_FILES.canaries, `${JSON.stringify(z.array(Canary).parse(parts.canaries), null, 2)}\n`),
  ]);
  // bundle.json last: its presence means the bundle is complete.
  await put(BUNDLE_FILES.bundle, `${JSON.stringify(bundle, null, 2)}\n`);
  return { ...bundle, dir };
}

export interface LoadedBundle {
  dir: string;
  bundle: EvidenceBundle;
  trajectory: TrajectoryStep[];
  execs: ExecRecord[];
  changes: FsChange[];
  network: NetworkEvent[];
  verifier: VerifierResult;
  canaries: Canary[];
}

/** Reads and validates a bundle directory; InputError names the first bad file. */
export async function readBundle(dir: string): Promise<LoadedBundle> {
  const read = async <T>(name: string, schema: z.ZodType<T>, lines: boolean): Promise<T> => {
    const p = path.join(dir, name);
    let text: string;
    try {
      text = await fs.readFile(p, "utf8");
    } catch {
      throw new InputError(p, "missing from the evidence bundle");
    }
    try {
      const value = lines
        ? text
            .split("\n")
            .filter((l) => l.trim())
            .map((l) => JSON.parse(l))
        : JSON.parse(text);
      return schema.parse(value);
    } catch (err) {
      throw new InputError(p, `invalid: ${(err as Error).message.split("\n")[0]}`);
    }
  };
  return {
    dir,
    bundle: await read(BUNDLE_FILES.bundle, EvidenceBundle, false),
    trajectory: await read(BUNDLE_FILES.trajectory, z.array(TrajectoryStep), true),
    execs: await read(BUNDLE_FILES.execs, z.array(ExecRecord), true),
    changes: await read(BUNDLE_FILES.changes, z.array(FsChange), false),
    network: await read(BUNDLE_FILES.network, z.array(NetworkEvent), true),
    verifier: await read(BUNDLE_FILES.verifier, VerifierResult, false),
    canaries: await read(BUNDLE_FILES.canaries, z.array(Canary), false),
  };
}

const STEP_FIELD_CAP = 64 * 1024;

/** Cuts oversized step text/output so one step cannot swamp the bundle; marks what it cut. */
export function capSteps(steps: TrajectoryStep[], notes: string[]): TrajectoryStep[] {
  let cut = 0;
  const out = steps.map((s) => {
    let step = s;
    for (const key of ["text", "output"] as const) {
      const v = step[key];
      if (typeof v === "string" && v.length > STEP_FIELD_CAP) {
        step = {
          ...step,
          [key]: `${v.slice(0, STEP_FIELD_CAP)}\n[skillaudit: ${v.length - STEP_FIELD_CAP} more characters cut]`,
          truncated: true,
        };
        cut++;
      }
    }
    return step;
  });
  if (cut) notes.push(`trajectory: ${cut} step field(s) longer than ${STEP_FIELD_CAP} characters were cut`);
  return out;
}
