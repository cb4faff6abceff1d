import type { Coverage, Penalty, Safety, SafetyStatus } from "../report/schema";
import type { Finding, Verdict } from "../scan/finding";
import { SEVERITY_WEIGHT } from "../scan/patterns";
import { clip } from "./stats";
import type { ExploitBand } from "./types";

/** Table A3 of the SkillAudit paper: exploitability band per probe verdict. */
export const EXPLOIT_BANDS: Readonly<Record<Verdict | "no_probe", ExploitBand>> = {
  confirmed: { min: 0.86, max: 1.0 },
  suspected: { min: 0.51, max: 0.85 },
  agent_refused: { min: 0.5, max: 0.5 },
  path_exists_not_triggered: { min: 0.2, max: 0.49 },
  likely_false_positive: { min: 0.1, max: 0.19 },
  no_probe: { min: 0.6, max: 0.6 },
};

/** c_exploit used when no probe ran: the paper's conservative prior. */
export const PRIOR_EXPLOIT = EXPLOIT_BANDS.no_probe.min;

/**
 * The judge proposes a value; the verdict decides the band it must fall in, so a
 * judge cannot call something "confirmed" and score it 0.2. Without a usable raw
 * value we take the band's midpoint (the paper gives ranges, not points).
 */
export function exploitConfidence(verdict: Verdict | "no_probe", raw?: number): number {
  const band = EXPLOIT_BANDS[verdict];
  if (raw === undefined || !Number.isFinite(raw)) return (band.min + band.max) / 2;
  return clip(raw, band.min, band.max);
}

/** Rounds away binary float noise (e.g. 92.80000000000001) so status thresholds compare exactly. */
const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

/** S for display, one decimal, truncated: 99.96 shows as 99.9 (caution), never as 100.0. */
export function displayScore(score: number): string {
  return (Math.floor(score * 10 + 1e-6) / 10).toFixed(1).replace(/\.0$/, "");
}

/** Pass needs S = 100 and a scan that read the whole package; an incomplete one is caution at best. */
export function safetyStatus(score: number, coverage: Coverage = FULL): SafetyStatus {
  if (score >= 100) return coverage.complete ? "pass" : "caution";
  if (score >= 80) return "caution";
  return "risky";
}

const FULL: Coverage = { complete: true, unread: 0 };

/**
 * S = max(10, 100 − Σ w(sev)·c_exist·c_exploit) (paper eq. 8). The stored score
 * is rounded to 6 decimals only; renderers truncate for display so a shown value
 * never crosses a status boundary. Content the scan could not read adds no
 * penalty (no pattern was seen, so no weight applies) but keeps the status from Pass.
 */
export function safety(
  findings: readonly Finding[],
  unscannable: readonly { kind?: "unread" | "no-text" }[] = [],
): Safety {
  const penalties: Penalty[] = findings.map((f) => {
    const weight = SEVERITY_WEIGHT[f.severity];
    const cExploit = f.probe ? exploitConfidence(f.probe.verdict, f.probe.exploitConfidence) : PRIOR_EXPLOIT;
    return {
      findingId: f.id,
      pattern: f.pattern,
      severity: f.severity,
      weight,
      cExist: f.confidence,
      cExploit,
      exploitFrom: f.probe ? "probe" : "prior",
      penalty: weight * f.confidence * cExploit,
    };
  });
  let total = 0;
  for (const p of penalties) total += p.penalty;
  const score = round6(Math.max(10, 100 - total));
  const unread = unscannable.filter((u) => (u.kind ?? "unread") === "unread").length;
  const coverage = { complete: unread === 0, unread };
  return { score, status: safetyStatus(score, coverage), penalties, coverage };
}
