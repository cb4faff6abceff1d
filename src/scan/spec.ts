/** Package problems that are findings too: a name that claims someone else's namespace is SC4. */
import type { SpecIssue } from "../collect/schema";
import type { RawFinding } from "./scanner";

/** Words that claim an origin the package cannot prove. */
const OFFICIAL_WORD = /\b(official|officially|verified|certified|authori[sz]ed|endorsed|genuine)\b/i;
const VENDOR = /\b(anthropic|claude|openai|chatgpt|github|microsoft|google|amazon|aws)\b/i;

/**
 * One SC4 finding per skill for the front matter signs collect marked as namespace risks, at the
 * first of their lines (the name, as a rule), naming every sign. A reserved word alone ("claude" in
 * a skill about configuring Claude Code) describes the subject, not the publisher: it is a finding
 * only with a claim of official origin beside it (in the name, the description or an author key;
 * collect marks the last two as publisher claims).
 */
export function specFindings(
  spec: readonly SpecIssue[],
  skillMd: Buffer | undefined,
  frontmatter: Record<string, unknown> = {},
): RawFinding[] {
  const risky = spec.filter((s) => s.pattern === "SC4");
  const claim =
    risky.some((s) => s.rule === "spec.publisher-claim") ||
    (typeof frontmatter.name === "string" &&
      OFFICIAL_WORD.test(frontmatter.name.replace(/-/g, " ")) &&
      VENDOR.test(frontmatter.name.replace(/-/g, " ")));
  const signs = risky.filter((s) => s.rule !== "spec.name-reserved" || claim);
  if (signs.length === 0 || (signs.length === 1 && signs[0]?.rule === "spec.name-invalid")) return [];
  const first = [...signs].sort((a, b) => a.line - b.line)[0] as SpecIssue;
  const lines = (skillMd?.toString("utf8") ?? "").split(/\r?\n/);
  return [
    {
      pattern: "SC4",
      rule: `SC4.${first.rule.replace(/^spec\./, "")}`,
      file: first.file,
      line: first.line,
      col: 0,
      confidence: signs.length > 1 ? 0.7 : first.rule === "spec.name-folder-mismatch" ? 0.6 : 0.65,
      message: signs.map((s) => s.message).join("; "),
      snippetLine: lines[first.line - 1] ?? "",
    },
  ];
}

/** An archive member whose stored name climbs out of the archive ("../../x") or is absolute ("/etc/x"). */
export function traversalIssue(member: string, rawName: string): SpecIssue {
  return {
    rule: "package.archive-traversal",
    severity: "warning",
    file: member,
    line: 1,
    message: `archive member stored as ${JSON.stringify(rawName)}: extracting it may write outside the folder it is unpacked in; read here as ${member.slice(member.lastIndexOf("!") + 1)}`,
  };
}
