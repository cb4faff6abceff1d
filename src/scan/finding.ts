import { z } from "zod";
import { PatternId, Severity } from "./patterns";

export const Verdict = z.enum([
  "confirmed",
  "suspected",
  "agent_refused",
  "path_exists_not_triggered",
  "likely_false_positive",
]);
export type Verdict = z.infer<typeof Verdict>;

/** Result of a runtime probe for one finding (model-driven stage; absent until a probe ran). */
export const ProbeResult = z.object({
  verdict: Verdict,
  exploitConfidence: z.number().min(0).max(1),
  rationale: z.string(),
  /** Paths into the run directory (evidence bundle files, with #anchors where useful). */
  evidence: z.array(z.string()),
});
export type ProbeResult = z.infer<typeof ProbeResult>;

export const Finding = z.object({
  /** Stable fingerprint: pattern + file + normalised snippet; survives line shifts. */
  id: z.string(),
  pattern: PatternId,
  severity: Severity,
  /** Path relative to the skill root, POSIX separators. */
  file: z.string(),
  line: z.number().int().min(1),
  snippet: z.string(),
  message: z.string(),
  /** Existence confidence c_exist, 0..1. */
  confidence: z.number().min(0).max(1),
  source: z.enum(["rule", "model", "rule+model"]),
  /** Which rule (or "model") produced it, e.g. "E2.environ-dump". */
  rule: z.string(),
  probe: ProbeResult.optional(),
});
export type Finding = z.infer<typeof Finding>;

export const Suppressed = z.object({
  finding: Finding,
  reason: z.string(),
  /** The suppression file and entry index that silenced it. */
  by: z.string(),
});
export type Suppressed = z.infer<typeof Suppressed>;

/** A part of the package the scanner could not read as text; it lowers the report's confidence, never silently. */
export const Unscannable = z.object({
  file: z.string(),
  reason: z.string(),
  /**
   * "unread": content that may hold text or code was not read (an encrypted member, an unknown format,
   * a cap, a link out of the skill): the scan is incomplete and the skill cannot Pass. "no-text": a
   * picture, font or sound, identified by its bytes, with nothing to read.
   */
  kind: z.enum(["unread", "no-text"]).default("unread"),
});
export type Unscannable = z.infer<typeof Unscannable>;
