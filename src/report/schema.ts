import { z } from "zod";
import { Provenance, SpecIssue, ValidationMode } from "../collect/schema";
import { Finding, Suppressed, Unscannable } from "../scan/finding";

export const SCHEMA_VERSION = 1;

export const StageName = z.enum([
  "collect",
  "rule-scan",
  "model-scan",
  "scheme",
  "trials",
  "judge",
  "probes",
]);
export type StageName = z.infer<typeof StageName>;

/** Every stage says whether it ran; a report never shows a number from a stage that did not. */
export const StageStatus = z.object({
  stage: StageName,
  status: z.enum(["ran", "cached", "skipped", "failed"]),
  reason: z.string().optional(),
  /** Run-directory relative path of the stage's stored artifact. */
  artifact: z.string().optional(),
});
export type StageStatus = z.infer<typeof StageStatus>;

export const SafetyStatus = z.enum(["pass", "caution", "risky"]);
export type SafetyStatus = z.infer<typeof SafetyStatus>;

export const Penalty = z.object({
  findingId: z.string(),
  pattern: z.string(),
  severity: z.enum(["H", "M", "L"]),
  weight: z.number(),
  cExist: z.number(),
  cExploit: z.number(),
  /** "probe" when a runtime probe set cExploit, "prior" for the 0.6 default. */
  exploitFrom: z.enum(["probe", "prior"]),
  penalty: z.number(),
});
export type Penalty = z.infer<typeof Penalty>;

/** Whether the static scan saw the whole package: a skill it could not read in full cannot Pass. */
export const Coverage = z.object({
  complete: z.boolean(),
  /** Parts not read (unscannable entries of kind "unread"). */
  unread: z.number().int().min(0),
});
export type Coverage = z.infer<typeof Coverage>;

export const Safety = z.object({
  score: z.number().min(10).max(100),
  /** From S alone, except that an incomplete scan caps it at caution (S = 100 is then not a Pass). */
  status: SafetyStatus,
  penalties: z.array(Penalty),
  coverage: Coverage.default({ complete: true, unread: 0 }),
});
export type Safety = z.infer<typeof Safety>;

export const PairScore = z.object({
  scenarioId: z.string(),
  trial: z.number().int(),
  valid: z.boolean(),
  invalidReason: z.string().optional(),
  ceiling: z.boolean(),
  n: z.number().int(),
  nWith: z.number().int(),
  nWithout: z.number().int(),
  prg: z.number().nullable(),
  prgGoal: z.number().nullable(),
  prgInstruction: z.number().nullable(),
  efficiencyValid: z.boolean(),
  eg: z.number().nullable(),
  cg: z.number().nullable(),
  ecg: z.number().nullable(),
  deltaTMs: z.number().nullable(),
  deltaTokens: z.number().nullable(),
  evidence: z.array(z.string()),
  /** Rubric items passed per kind, for the pass-rate charts (absent in reports written before it). */
  kinds: z
    .object({
      goal: z.object({ n: z.number().int(), nWith: z.number().int(), nWithout: z.number().int() }),
      instruction: z.object({ n: z.number().int(), nWith: z.number().int(), nWithout: z.number().int() }),
    })
    .optional(),
  /** Agent wall time and effective input tokens of each run, for the with/without charts. */
  runs: z
    .object({
      with: z.object({ wallTimeMs: z.number(), effectiveInputTokens: z.number() }),
      without: z.object({ wallTimeMs: z.number(), effectiveInputTokens: z.number() }),
    })
    .optional(),
});
export type PairScore = z.infer<typeof PairScore>;

export const Utility = z.object({
  /** Mean PRG over valid pairs; null when no pair was valid. */
  prg: z.number().nullable(),
  prgGoal: z.number().nullable(),
  prgInstruction: z.number().nullable(),
  /** 95% interval of the mean over valid pairs, when there are at least two. */
  prgCi: z.tuple([z.number(), z.number()]).nullable(),
  pairs: z.number().int(),
  validPairs: z.number().int(),
  invalidPairs: z.number().int(),
  invalidReasons: z.record(z.string(), z.number().int()),
  ceilingPairs: z.number().int(),
  activationRate: z.number().nullable(),
});
export type Utility = z.infer<typeof Utility>;

export const Efficiency = z.object({
  alpha: z.number(),
  efficiencyValidPairs: z.number().int(),
  eg: z.number().nullable(),
  cg: z.number().nullable(),
  ecg: z.number().nullable(),
  deltaTMs: z.number().nullable(),
  deltaTokens: z.number().nullable(),
});
export type Efficiency = z.infer<typeof Efficiency>;

export const Usage = z.object({
  inputTokens: z.number().int(),
  cacheReadTokens: z.number().int(),
  cacheCreationTokens: z.number().int(),
  outputTokens: z.number().int(),
  costUsd: z.number().nullable(),
});
export type Usage = z.infer<typeof Usage>;

export const SkillReport = z.object({
  skill: z.object({
    name: z.string(),
    description: z.string(),
    /** As given on the command line / relative to the repository. */
    path: z.string(),
    contentHash: z.string(),
    provenance: Provenance,
    validationMode: ValidationMode,
    warnings: z.array(z.string()),
    fileCount: z.number().int(),
    totalBytes: z.number().int(),
  }),
  stages: z.array(StageStatus),
  safety: Safety,
  findings: z.array(Finding),
  suppressed: z.array(Suppressed),
  unscannable: z.array(Unscannable),
  /** Front matter and package-layout problems (lint), also shown as lines in skill.warnings. */
  spec: z.array(SpecIssue).default([]),
  /** null when the utility stages did not run (see stages). */
  utility: Utility.nullable(),
  efficiency: Efficiency.nullable(),
  pairs: z.array(PairScore),
  backbone: z.string().nullable(),
  tasks: z.enum(["generated", "pinned"]).nullable(),
  usage: Usage.nullable(),
  gate: z.object({ passed: z.boolean(), reasons: z.array(z.string()) }),
});
export type SkillReport = z.infer<typeof SkillReport>;

export const Report = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  tool: z.object({ name: z.literal("skillaudit"), version: z.string() }),
  generatedAt: z.string(),
  settings: z.object({
    failOn: z.enum(["risky", "caution", "never"]),
    minPrg: z.number().nullable(),
    validationMode: ValidationMode,
    model: z.string().nullable(),
    harness: z.string().nullable(),
  }),
  skills: z.array(SkillReport),
  passed: z.boolean(),
});
export type Report = z.infer<typeof Report>;
