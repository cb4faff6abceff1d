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
  return new RegExp(`^${re}$`);
}

// .skillaudit holds our own history and reviewed scenarios (whose task folders carry skill copies).
const SKIP_DIRS = new Set([".git", "node_modules", "dist", ".skillaudit"]);

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
      if (e.isDirectory() && !SKIP_DIRS.has(e.name)) await walk(child);
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

function owner(file: string, roots: string[]): string | null {
  let best: string | null = null;
  for (const r of roots) {
    const inside = r === "." || file === r || file.startsWith(`${r}/`);
    if (inside && (best === null || best === "." || r.length > best.length)) best = r;
  }
  return best;
}

/**
 * Map a PR's changed files to the skills they touch: any file under a skill folder counts,
 * renames count on both sides, and a deleted SKILL.md whose folder is gone at head is "removed".
 */
export function skillsForChanges(
  files: ChangedFile[],
  currentRoots: string[],
  globs: string[],
): SkillSelection {
  const current = new Set(currentRoots);
  const removed = new Set<string>();
  for (const f of files) {
    const gone =
      f.status === "removed" ? f.filename : f.status === "renamed" ? f.previousFilename : undefined;
    if (gone && posix.basename(gone) === "SKILL.md" && matchesSkillGlobs(gone, globs)) {
      const dir = posix.dirname(gone);
      if (!current.has(dir)) removed.add(dir);
    }
  }
  const changed = new Set<string>();
  const allRoots = [...currentRoots, ...removed];
  for (const f of files) {
    for (const path of [f.filename, f.previousFilename]) {
      if (!path) continue;
      const r = owner(path, allRoots);
      if (r !== null && current.has(r)) changed.add(r);
    }
  }
  return { changed: [...changed].sort(), removed: [...removed].sort() };
}
