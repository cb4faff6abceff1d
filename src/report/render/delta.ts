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

/** Where PRG before came from, said once: a stored audit of the base version, or nowhere. */
function prgSource(d: Delta): string | null {
  const changed = d.skills.filter((s) => s.before);
  if (!changed.length) return null;
  const stored = changed.filter((s) => s.before?.prgFrom === "stored").map((s) => mdCode(s.skill));
  const none = changed.filter((s) => s.before?.prg === null).map((s) => mdCode(s.skill));
  const out: string[] = [];
  if (stored.length)
    out.push(
      `PRG before is from an earlier run's stored audit of the base version with the same settings (${stored.join(", ")}).`,
    );
  if (none.length)
    out.push(
      `PRG before is not measured for ${none.join(", ")}: the base version was scanned statically and no stored audit of it with these settings was found.`,
    );
  return out.length ? `_${out.join(" ")}_` : null;
}

/** Markdown for the top of the comment. */
export function renderDelta(d: Delta, opts: { fileUrl?: FileLink } = {}): string {
  const source = prgSource(d);
  return [
    `### What this pull request changed (against the base branch, ${mdCode(d.baseSha.slice(0, 12))})`,
    ...(source ? [source] : []),
    ...d.skills.map((s) => skillBlock(s, opts.fileUrl)),
  ].join("\n\n");
}
