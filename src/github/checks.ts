import { posix } from "node:path";
import type { Report, SkillReport } from "../report/schema";
import type { Finding } from "../scan/finding";
import type { Annotation, CheckRunUpdate, GitHubClient } from "./client";
import { fitToLimit } from "./comment";

export const CHECK_NAME = "SkillAudit";
/** Check-run output fields longer than this are rejected. */
export const CHECK_TEXT_LIMIT = 65_535;
/** The Checks API takes at most this many annotations per request. */
export const ANNOTATIONS_PER_REQUEST = 50;

const LEVEL: Record<Finding["severity"], Annotation["annotation_level"]> = {
  H: "failure",
  M: "warning",
  L: "notice",
};

/** Repository-relative folder of a skill: where its findings' files live. */
export function skillRepoPath(s: SkillReport): string {
  const p = s.skill.provenance.path ?? s.skill.path;
  return p === "." || p === "" ? "" : p.replace(/^\.\//, "").replace(/\/$/, "");
}

/** One annotation per finding at its file and line (H failure, M warning, L notice). */
export function annotationsFor(report: Report): Annotation[] {
  const out: Annotation[] = [];
  for (const s of report.skills) {
    const root = skillRepoPath(s);
    for (const f of s.findings) {
      const verdict = f.probe ? ` Probe: ${f.probe.verdict} (${f.probe.exploitConfidence.toFixed(2)}).` : "";
      out.push({
        path: root ? posix.join(root, f.file) : f.file,
        start_line: f.line,
        end_line: f.line,
        annotation_level: LEVEL[f.severity],
        title: `${f.pattern} [${f.severity}] ${s.skill.name}`.slice(0, 255),
        message: `${f.message}${verdict} (confidence ${f.confidence.toFixed(2)}, ${f.source})`.slice(
          0,
          64_000,
        ),
        raw_details: f.snippet.slice(0, 64_000),
      });
    }
  }
  return out;
}

export function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface CheckResult {
  conclusion: NonNullable<CheckRunUpdate["conclusion"]>;
  title: string;
  summary: string;
  text?: string;
  annotations: Annotation[];
}

const OVERFLOW = "_Truncated: the full report is in the job summary and the run artifact._";

/**
 * Complete a check run: annotations go 50 per update (GitHub appends them), and only the
 * last update carries the conclusion so the run never shows "completed" with half its annotations.
 */
export async function completeCheck(client: GitHubClient, id: number, r: CheckResult): Promise<number> {
  const output = {
    title: r.title.slice(0, 255),
    summary: fitToLimit(r.summary, CHECK_TEXT_LIMIT, OVERFLOW),
    ...(r.text ? { text: fitToLimit(r.text, CHECK_TEXT_LIMIT, OVERFLOW) } : {}),
  };
  const batches = chunk(r.annotations, ANNOTATIONS_PER_REQUEST);
  if (batches.length === 0) batches.push([]);
  for (const [i, batch] of batches.entries()) {
    const last = i === batches.length - 1;
    await client.updateCheckRun(id, {
      ...(last ? { conclusion: r.conclusion } : { status: "in_progress" }),
      output: { ...output, ...(batch.length ? { annotations: batch } : {}) },
    });
  }
  return batches.length;
}
