import { readdir } from "node:fs/promises";
import { join, posix } from "node:path";
import type { ChangedFile } from "./client";

/** Glob with `**`, `*`, `?` over POSIX paths; `**\/` also matches zero directories. */
export function globToRegExp(glob: string): RegExp {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === "*") {
      if (glob[i + 1] === "*") {
        const slash = glob[i + 2] === "/";
        re += slash ? "(?:.*/)?" : ".*";
        i += slash ? 2 : 1;
      } else re += "[^/]*";
    } else if (c === "?") re += "[^/]";
    else re += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  // dotAll: a folder name may hold a newline, and `**` must still cover it.
  return new RegExp(`^${re}$`, "s");
}

// Whole-repository runs skip vendored packages and the compiled task folders next to pinned
// scenarios (they carry copies of the skill); a pull-request run audits whatever it changes.
const SKIP_DIRS = new Set([".git", "node_modules"]);
const SKIP_PATHS = new Set([".skillaudit/tasks"]);

/** Split the `skills` input: one glob per line or comma. */
export function parseSkillGlobs(input: string): string[] {
  const globs = input
    .split(/[\n,]/)
    .map((s) => s.trim().replace(/^\.\//, ""))
    .filter(Boolean);
  return globs.length > 0 ? globs : ["**/SKILL.md"];
}

/** A SKILL.md path selects its folder when a glob matches the file itself or the folder. */
export function matchesSkillGlobs(skillMdPath: string, globs: string[]): boolean {
  const dir = posix.dirname(skillMdPath);
  return globs.some((g) => {
    const re = globToRegExp(g.replace(/\/$/, ""));
    return re.test(skillMdPath) || re.test(dir);
  });
}

/** Every skill root (folder holding SKILL.md) under repoRoot selected by the globs; "." is the top level. */
export async function findSkillRoots(repoRoot: string, globs: string[]): Promise<string[]> {
  const roots: string[] = [];
  const walk = async (rel: string): Promise<void> => {
    const entries = await readdir(join(repoRoot, rel), { withFileTypes: true });
    for (const e of entries) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory() && !SKIP_DIRS.has(e.name) && !SKIP_PATHS.has(child)) await walk(child);
      else if (e.isFile() && e.name === "SKILL.md" && matchesSkillGlobs(child, globs)) roots.push(rel || ".");
    }
  };
  await walk("");
  return roots.sort();
}

export interface SkillSelection {
  /** Skill roots (repo-relative) with at least one changed file that still exist at head. */
  changed: string[];
  /** Skill roots whose SKILL.md was deleted or moved away in this change. */
  removed: string[];
}

/** Folders from the file's own up to the top ("."), innermost first. */
function ancestors(file: string): string[] {
  const out: string[] = [];
  for (let d = posix.dirname(file); ; d = posix.dirname(d)) {
    out.push(d);
    if (d === "." || d === "/" || d === posix.dirname(d)) break;
  }
  return out;
}

/**
 * Map a PR's changed files to the skills they touch, wherever they live (dist/, node_modules/,
 * .skillaudit/, names with newlines): a file belongs to the innermost folder at or above it that
 * holds a SKILL.md at head; renames count on both sides; a deleted SKILL.md whose folder holds
 * none any more is "removed". `hasSkillMd` answers from the checkout or from the head's tree.
 */
export function changedSkillRoots(
  files: ChangedFile[],
  hasSkillMd: (dir: string) => boolean,
): SkillSelection {
  const changed = new Set<string>();
  const removed = new Set<string>();
  const known = new Map<string, boolean>();
  const has = (d: string) => {
    const v = known.get(d) ?? hasSkillMd(d);
    known.set(d, v);
    return v;
  };
  for (const f of files) {
    const gone =
      f.status === "removed" ? f.filename : f.status === "renamed" ? f.previousFilename : undefined;
    if (gone && posix.basename(gone) === "SKILL.md" && !has(posix.dirname(gone)))
      removed.add(posix.dirname(gone));
    for (const p of [f.filename, f.previousFilename]) {
      if (!p) continue;
      const root = ancestors(p).find(has);
      if (root !== undefined) changed.add(root);
    }
  }
  return { changed: [...changed].sort(), removed: [...removed].sort() };
}

/** Skill roots an ignore list (globs over the folder or its SKILL.md) leaves out, with the glob that matched. */
export function ignoredBy(roots: string[], globs: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of roots) {
    const g = globs.find((x) => matchesSkillGlobs(r === "." ? "SKILL.md" : `${r}/SKILL.md`, [x]));
    if (g !== undefined) out.set(r, g);
  }
  return out;
}
