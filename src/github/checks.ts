import { skillFilePath, skillMdPath } from "../report/paths";
import type { Report, SkillReport } from "../report/schema";
import type { Finding } from "../scan/finding";
import { safeLine } from "../util/safe-text";
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

/**
 * Annotations a run sends at most: two update requests. A flood of findings (thousands from one
 * generated file) would otherwise keep the job in check-run updates for minutes; the rest are in
 * SARIF and the report, and the summary says how many.
 */
export const MAX_ANNOTATIONS = 100;

const RANK: Record<Finding["severity"], number> = { H: 0, M: 1, L: 2 };

export interface AnnotationSet {
  annotations: Annotation[];
  /** Findings that got no annotation because of the cap. */
  omitted: number;
}

/** One annotation per finding at its file and line (H failure, M warning, L notice), most severe first, capped. */
export function annotationsFor(
  report: Report,
  opts: { max?: number; include?: (s: SkillReport, f: Finding) => boolean } = {},
): AnnotationSet {
  const max = opts.max ?? MAX_ANNOTATIONS;
  const all: { rank: number; a: Annotation }[] = [];
  for (const s of report.skills) {
    const root = skillRepoPath(s);
    for (const f of s.findings) {
      if (opts.include && !opts.include(s, f)) continue;
      const verdict = f.probe ? ` Probe: ${f.probe.verdict} (${f.probe.exploitConfidence.toFixed(2)}).` : "";
      // An archive member is annotated on its archive; a path that would leave the skill, on SKILL.md.
      const path = skillFilePath(root, f.file);
      const where = path === null || f.file.includes("!") ? `In ${safeLine(f.file)}: ` : "";
      all.push({
        rank: RANK[f.severity],
        a: {
          path: path ?? skillMdPath(root),
          start_line: f.line,
          end_line: f.line,
          annotation_level: LEVEL[f.severity],
          title: `${f.pattern} [${f.severity}] ${s.skill.name}`.slice(0, 255),
          message:
            `${where}${f.message}${verdict} (confidence ${f.confidence.toFixed(2)}, ${f.source})`.slice(
              0,
              64_000,
            ),
          raw_details: f.snippet.slice(0, 64_000),
        },
      });
    }
  }
  // Stable: within a severity the report's order (skill, then file and line) stays.
  all.sort((x, y) => x.rank - y.rank);
  return { annotations: all.slice(0, max).map((x) => x.a), omitted: Math.max(0, all.length - max) };
}

/** The summary line for annotations left out by the cap. */
export function omittedNote(omitted: number): string | null {
  if (omitted === 0) return null;
  return `${omitted} more finding${omitted === 1 ? " is" : "s are"} not annotated here (at most ${MAX_ANNOTATIONS} per run, most severe first); every finding is in the SARIF file (code scanning) and the report.`;
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
