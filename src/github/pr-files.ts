/**
 * A commit's skill folders, read through the API as data and written to a scratch folder for the
 * static scan. Nothing is checked out or executed: blobs become plain files (a symlink becomes a
 * file holding its target text), and anything that cannot be read in full is named, so the
 * caller never reads a partial view as clean.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_LIMITS } from "../collect/schema";
import type { GitHubClient, TreeEntry } from "./client";

export interface CommitTree {
  sha: string;
  blobs: Map<string, TreeEntry>;
  /** Submodules: content we cannot see. */
  commits: Set<string>;
  truncated: boolean;
}

export async function readCommitTree(client: GitHubClient, sha: string): Promise<CommitTree> {
  const { entries, truncated } = await client.getTree(sha);
  const blobs = new Map<string, TreeEntry>();
  const commits = new Set<string>();
  for (const e of entries) {
    if (e.type === "blob") blobs.set(e.path, e);
    else if (e.type === "commit") commits.add(e.path);
  }
  return { sha, blobs, commits, truncated };
}

/** Whether a folder of the tree holds a SKILL.md ("." is the top). */
export function treeHasSkillMd(tree: CommitTree): (dir: string) => boolean {
  return (dir) => tree.blobs.has(dir === "." ? "SKILL.md" : `${dir}/SKILL.md`);
}

const SAFE_SEGMENT = (s: string) => s !== "" && s !== "." && s !== ".." && s !== ".git";

export interface Materialised {
  /** Skill roots written in full. */
  written: string[];
  /** One line per root that could not be read in full, and why. */
  problems: string[];
}

/**
 * Writes each root's files under `dest` (a fresh git repository, so collect reports the paths
 * relative to it as in the real repository). A root over collect's limits is not written.
 */
export async function materialise(
  client: GitHubClient,
  tree: CommitTree,
  roots: string[],
  dest: string,
): Promise<Materialised> {
  mkdirSync(dest, { recursive: true });
  execFileSync("git", ["init", "-q"], { cwd: dest, stdio: "ignore" });
  const written: string[] = [];
  const problems: string[] = [];
  for (const root of roots) {
    const prefix = root === "." ? "" : `${root}/`;
    const files = [...tree.blobs.values()].filter((e) => e.path.startsWith(prefix));
    const subs = [...tree.commits].filter((p) => p.startsWith(prefix));
    const bytes = files.reduce((n, e) => n + (e.size ?? 0), 0);
    const unsafe = files.find((e) => !e.path.split("/").every(SAFE_SEGMENT));
    if (tree.truncated)
      problems.push(`${root}: GitHub did not list the whole tree of ${tree.sha.slice(0, 12)}`);
    else if (subs.length)
      problems.push(`${root}: holds a submodule (${subs[0]}) whose content cannot be read`);
    else if (unsafe)
      problems.push(`${root}: a path cannot be written safely (${JSON.stringify(unsafe.path)})`);
    else if (files.length > DEFAULT_LIMITS.maxFiles)
      problems.push(`${root}: more than ${DEFAULT_LIMITS.maxFiles} files`);
    else if (bytes > DEFAULT_LIMITS.maxPackageBytes)
      problems.push(`${root}: over ${DEFAULT_LIMITS.maxPackageBytes} bytes`);
    else {
      for (const e of files) {
        const data = await client.getBlob(e.sha);
        const target = join(dest, ...e.path.split("/"));
        mkdirSync(join(target, ".."), { recursive: true });
        writeFileSync(target, data, { mode: e.mode === "100755" ? 0o755 : 0o644 });
      }
      written.push(root);
    }
  }
  return { written, problems };
}
