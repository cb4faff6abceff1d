import { z } from "zod";
import type { Report, SkillReport } from "../report/schema";
import { displayScore } from "../score/safety";
import type { GitHubClient, IssueInfo } from "./client";
import { fitToLimit } from "./comment";

export const ComparisonRow = z.object({
  skill: z.string(),
  backbone: z.string(),
  prg: z.number().nullable(),
  /** No-skill pass rate over valid pairs: the baseline the PRG is measured against. */
  baselineRate: z.number().nullable(),
  /** Share of valid pairs where the no-skill run already passed everything. */
  ceilingRate: z.number().nullable(),
  validPairs: z.number().int(),
  safetyScore: z.number(),
  safetyStatus: z.enum(["pass", "caution", "risky"]),
});
export type ComparisonRow = z.infer<typeof ComparisonRow>;

export const Comparison = z.object({
  generatedAt: z.string(),
  sha: z.string(),
  rows: z.array(ComparisonRow),
});
export type Comparison = z.infer<typeof Comparison>;

export const History = z.object({ version: z.literal(1), runs: z.array(Comparison) });
export type History = z.infer<typeof History>;

function row(s: SkillReport, fallbackBackbone: string): ComparisonRow {
  const valid = s.pairs.filter((p) => p.valid && p.n > 0);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
  return {
    skill: s.skill.path,
    backbone: s.backbone ?? fallbackBackbone,
    prg: s.utility?.prg ?? null,
    baselineRate: mean(valid.map((p) => p.nWithout / p.n)),
    ceilingRate: valid.length ? valid.filter((p) => p.ceiling).length / valid.length : null,
    validPairs: valid.length,
    safetyScore: s.safety.score,
    safetyStatus: s.safety.status,
  };
}

/** One row per (skill, backbone) from the per-backbone reports of a scheduled run. */
export function compareBackbones(
  runs: { backbone: string; report: Report }[],
  sha: string,
  at: string,
): Comparison {
  const rows = runs.flatMap((r) => r.report.skills.map((s) => row(s, r.backbone)));
  rows.sort((a, b) => a.skill.localeCompare(b.skill) || a.backbone.localeCompare(b.backbone));
  return { generatedAt: at, sha, rows };
}

export function appendHistory(h: History | null, c: Comparison, keep = 52): History {
  return { version: 1, runs: [...(h?.runs ?? []), c].slice(-keep) };
}

export interface Regression {
  skill: string;
  backbone: string;
  what: string;
}

const RANK = { pass: 0, caution: 1, risky: 2 } as const;

/** What got worse since the previous run: safety status, or PRG down by more than `prgDrop`. */
export function detectRegressions(
  prev: Comparison | undefined,
  cur: Comparison,
  prgDrop = 0.1,
): Regression[] {
  if (!prev) return [];
  const before = new Map(prev.rows.map((r) => [`${r.skill}@${r.backbone}`, r]));
  const out: Regression[] = [];
  for (const r of cur.rows) {
    const p = before.get(`${r.skill}@${r.backbone}`);
    if (!p) continue;
    if (RANK[r.safetyStatus] > RANK[p.safetyStatus]) {
      out.push({
        skill: r.skill,
        backbone: r.backbone,
        what: `safety ${p.safetyStatus} → ${r.safetyStatus} (S ${p.safetyScore} → ${r.safetyScore})`,
      });
    }
    if (p.prg !== null && r.prg !== null && p.prg - r.prg > prgDrop) {
      out.push({ skill: r.skill, backbone: r.backbone, what: `PRG ${fmt(p.prg)} → ${fmt(r.prg)}` });
    }
  }
  return out;
}

const fmt = (n: number | null) => (n === null ? "–" : n.toFixed(2));
const pct = (n: number | null) => (n === null ? "–" : `${Math.round(n * 100)}%`);

/** Markdown: PRG per backbone with its baseline and ceiling rate, safety per backbone, and the trend. */
export function renderComparison(c: Comparison, prev: Comparison | undefined, regs: Regression[]): string {
  const before = new Map((prev?.rows ?? []).map((r) => [`${r.skill}@${r.backbone}`, r]));
  const lines = [
    "## SkillAudit: skills across backbones",
    "",
    `Commit \`${c.sha.slice(0, 12)}\`, ${c.generatedAt}${prev ? `; compared with the run of ${prev.generatedAt}` : "; no previous run to compare with"}.`,
    "",
    "| skill | backbone | PRG | trend | no-skill pass rate | ceiling pairs | valid pairs | safety |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const r of c.rows) {
    const p = before.get(`${r.skill}@${r.backbone}`);
    const trend =
      p?.prg != null && r.prg !== null
        ? `${r.prg - p.prg >= 0 ? "+" : ""}${(r.prg - p.prg).toFixed(2)}`
        : "–";
    lines.push(
      `| \`${r.skill}\` | ${r.backbone} | ${fmt(r.prg)} | ${trend} | ${pct(r.baselineRate)} | ${pct(r.ceilingRate)} | ${r.validPairs} | ${r.safetyStatus} (S = ${displayScore(r.safetyScore)}) |`,
    );
  }
  if (regs.length) {
    lines.push(
      "",
      "### Regressions since the last run",
      "",
      ...regs.map((g) => `- \`${g.skill}\` on ${g.backbone}: ${g.what}`),
    );
  }
  return lines.join("\n");
}

export const TRACKING_LABEL = "skillaudit-regression";
export const TRACKING_TITLE = "SkillAudit: regressions in the scheduled re-audit";

/** Open one tracking issue for regressions, or update the open one; never a second. */
export async function upsertTrackingIssue(
  client: GitHubClient,
  regs: Regression[],
  body: string,
): Promise<{ action: "created" | "updated"; issue: IssueInfo } | null> {
  if (regs.length === 0) return null;
  const text = fitToLimit(body, 65_000, "_Truncated; see the run artifact._");
  const open = (await client.listOpenIssues(TRACKING_LABEL)).find((i) => i.title === TRACKING_TITLE);
  if (open) {
    await client.updateIssue(open.number, { body: text });
    return { action: "updated", issue: open };
  }
  const issue = await client.createIssue({ title: TRACKING_TITLE, body: text, labels: [TRACKING_LABEL] });
  return { action: "created", issue };
}
