/** Package problems that are findings too: a name that claims someone else's namespace is SC4. */
import type { SpecIssue } from "../collect/schema";
import type { RawFinding } from "./scanner";

/** SC4 findings for the front matter problems collect marked as risks, at their SKILL.md line. */
export function specFindings(spec: readonly SpecIssue[], skillMd: Buffer | undefined): RawFinding[] {
  const risky = spec.filter((s) => s.pattern === "SC4");
  if (risky.length === 0) return [];
  const lines = (skillMd?.toString("utf8") ?? "").split(/\r?\n/);
  return risky.map((s) => ({
    pattern: "SC4",
    rule: `SC4.${s.rule.replace(/^spec\./, "")}`,
    file: s.file,
    line: s.line,
    col: 0,
    confidence: s.rule === "spec.name-folder-mismatch" ? 0.6 : 0.65,
    message: s.message,
    snippetLine: lines[s.line - 1] ?? "",
  }));
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
