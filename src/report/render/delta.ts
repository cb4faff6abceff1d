/** The "what this PR changed" block that leads the PR comment; every skill-controlled value escaped. */
import { PATTERNS } from "../../scan/patterns";
import { displayScore } from "../../score/safety";
import type { Delta, SkillDelta } from "../delta";
import { mdCode, mdText } from "./escape";

type FileLink = (skillPath: string, file: string, line: number) => string | null;

const MAX_LISTED = 20;

function findingLine(s: SkillDelta, f: SkillDelta["introduced"][number], link: FileLink | undefined): string {
  const where = mdText(`${f.file}:${f.line}`);
  const url = link?.(s.skill, f.file, f.line);
  return `- ${f.severity} ${f.pattern} ${mdText(PATTERNS[f.pattern].name)} at ${url ? `[${where}](${url})` : where}`;
}

function list(s: SkillDelta, fs: SkillDelta["introduced"], link: FileLink | undefined): string[] {
  const out = fs.slice(0, MAX_LISTED).map((f) => findingLine(s, f, link));
  if (fs.length > MAX_LISTED) out.push(`- … and ${fs.length - MAX_LISTED} more (in the report and SARIF)`);
  return out;
}

const prg = (x: number | null) => (x === null ? "not measured" : x.toFixed(2));

function skillBlock(s: SkillDelta, link: FileLink | undefined): string {
  const before = s.before;
  const head = before
    ? `S ${displayScore(before.score)} → ${displayScore(s.after.score)}, PRG ${prg(before.prg)} → ${prg(s.after.prg)}`
    : `new skill: S ${displayScore(s.after.score)}, PRG ${prg(s.after.prg)}`;
  const lines = [
    `**${mdCode(s.skill)}** — ${head}; ${s.introduced.length} new, ${s.resolved.length} resolved, ${s.existing.length} existing finding${s.existing.length === 1 ? "" : "s"}.`,
  ];
  if (s.introduced.length) lines.push("", "New in this pull request:", ...list(s, s.introduced, link));
  if (s.resolved.length) lines.push("", "Resolved by this pull request:", ...list(s, s.resolved, undefined));
  if (s.existing.length)
    lines.push(
      "",
      `<details><summary>${s.existing.length} finding${s.existing.length === 1 ? "" : "s"} already on the base branch</summary>`,
      "",
      ...list(s, s.existing, link),
      "",
      "</details>",
    );
  return lines.join("\n");
}

/** Markdown for the top of the comment; PRG before is "not measured" when the base was only scanned. */
export function renderDelta(d: Delta, opts: { fileUrl?: FileLink } = {}): string {
  return [
    `### What this pull request changed (against the base branch, ${mdCode(d.baseSha.slice(0, 12))})`,
    "",
    ...d.skills.map((s) => skillBlock(s, opts.fileUrl)),
  ].join("\n\n");
}
