import { posix } from "node:path";

/**
 * The repository path of the file a finding lives in, or null when it cannot be named without
 * leaving the skill's own tree. A finding inside an archive (`bundle.zip!member`) lives in the
 * archive: the member name is the archive's data, never a path of the repository, so a member
 * called `../../../other/repo/x` cannot point a link, an annotation or a SARIF location elsewhere.
 */
export function skillFilePath(skillPath: string, file: string): string | null {
  const root = normalisedRoot(skillPath);
  const container = (file.split("!")[0] ?? "").replace(/\\/g, "/").replace(/^\/+/, "");
  if (container === "") return null;
  const rel = posix.normalize(container);
  if (rel === "." || rel === ".." || rel.startsWith("../")) return null;
  return root ? `${root}/${rel}` : rel;
}

/** The skill's own SKILL.md: where a finding goes when its file cannot be named safely. */
export function skillMdPath(skillPath: string): string {
  const root = normalisedRoot(skillPath);
  return root ? `${root}/SKILL.md` : "SKILL.md";
}

/** A repository path as URL path segments, each percent-encoded (names may hold `#`, `?` or newlines). */
export function encodePath(p: string): string {
  return p.split("/").map(encodeURIComponent).join("/");
}

function normalisedRoot(skillPath: string): string {
  const p = posix.normalize(skillPath.replace(/\\/g, "/").replace(/^\.\//, "") || ".");
  return p === "." ? "" : p.replace(/\/$/, "");
}
