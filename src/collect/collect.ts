import { execFile } from "node:child_process";
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { InputError } from "../util/errors";
import { sha256 } from "../util/hash";
import { parseSkillMd } from "./frontmatter";
import { classify } from "./kind";
import {
  type CollectedSkill,
  type CollectOptions,
  DEFAULT_LIMITS,
  type GitCache,
  type Provenance,
  type RepoInfo,
  type SkillFile,
  SkillPackage,
} from "./schema";

const run = promisify(execFile);
const MAX_DEPTH = 32;
const SKIP_DIRS = new Set([".git"]);

/** Reads a skill folder into the `collect` artifact, refusing anything we cannot audit faithfully. */
export async function collectSkill(dir: string, opts: CollectOptions = {}): Promise<CollectedSkill> {
  const limits = { ...DEFAULT_LIMITS, ...stripUndefined(opts) };
  const mode = opts.mode ?? "spec";
  const root = path.resolve(dir);

  const rootStat = tryStat(root);
  if (!rootStat) throw new InputError(dir, "no such directory");
  if (!rootStat.isDirectory())
    throw new InputError(dir, "not a directory (pass the skill folder that holds SKILL.md)");
  const realRoot = realpathSync(root);

  const skillMdPath = path.join(root, "SKILL.md");
  const skillMdStat = tryLstat(skillMdPath);
  if (!skillMdStat) throw new InputError(skillMdPath, "missing: a skill folder must contain SKILL.md");

  const contents = new Map<string, Buffer>();
  const files: SkillFile[] = [];
  let total = 0;

  const visit = async (abs: string, rel: string, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH) throw new InputError(abs, `directory tree deeper than ${MAX_DEPTH} levels`);
    let entries: string[];
    try {
      entries = readdirSync(abs).sort();
    } catch (e) {
      throw new InputError(abs, `cannot read directory: ${errCode(e)}`);
    }
    for (const name of entries) {
      if (SKIP_DIRS.has(name)) continue;
      const childAbs = path.join(abs, name);
      const childRel = rel ? `${rel}/${name}` : name;
      const st = lstatSync(childAbs);
      let target = childAbs;
      if (st.isSymbolicLink()) {
        let real: string;
        try {
          real = realpathSync(childAbs);
        } catch (e) {
          throw new InputError(childAbs, `broken or looping symlink (${errCode(e)})`);
        }
        if (real !== realRoot && !real.startsWith(realRoot + path.sep)) {
          throw new InputError(childAbs, `symlink leaves the skill folder (points to ${real})`);
        }
        const tst = statSync(real);
        // Links to folders inside the skill would make the walk cyclic; their files are walked where they live.
        if (tst.isDirectory()) continue;
        target = real;
      } else if (st.isDirectory()) {
        await visit(childAbs, childRel, depth + 1);
        continue;
      } else if (!st.isFile()) {
        throw new InputError(childAbs, "not a regular file (device, socket or FIFO)");
      }
      const size = statSync(target).size;
      if (size > limits.maxFileBytes) {
        throw new InputError(childAbs, `file is ${size} bytes, over the ${limits.maxFileBytes}-byte limit`);
      }
      total += size;
      if (total > limits.maxPackageBytes) {
        throw new InputError(root, `skill package is over the ${limits.maxPackageBytes}-byte limit`);
      }
      if (files.length + 1 > limits.maxFiles) {
        throw new InputError(root, `skill package has more than ${limits.maxFiles} files`);
      }
      let data: Buffer;
      try {
        data = readFileSync(target);
      } catch (e) {
        throw new InputError(childAbs, `unreadable: ${errCode(e)}`);
      }
      contents.set(childRel, data);
      files.push({
        path: childRel,
        size: data.length,
        sha256: sha256(data),
        kind: classify(childRel, data),
        executable: (st.mode & 0o111) !== 0,
      });
    }
  };
  await visit(root, "", 0);

  const skillMd = contents.get("SKILL.md");
  if (!skillMd) throw new InputError(skillMdPath, "missing or not a regular file");
  const skillMdFile = files.find((f) => f.path === "SKILL.md");
  if (skillMdFile?.kind !== "text") throw new InputError(skillMdPath, "not a UTF-8 text file");
  const parsed = parseSkillMd(skillMd.toString("utf8"), skillMdPath, path.basename(root), mode);

  const contentHash = sha256(files.map((f) => `${f.path}\0${f.sha256}\n`).join(""));
  const pkg = SkillPackage.parse({
    name: parsed.name,
    description: parsed.description,
    root,
    frontmatter: parsed.frontmatter,
    validationMode: mode,
    warnings: parsed.warnings,
    files,
    totalBytes: total,
    contentHash,
    provenance: await provenance(root, opts.git),
  });
  return { pkg, contents };
}

/** Every folder at or below `dir` that holds a SKILL.md, sorted; `.git` and `node_modules` are not searched. */
export async function findSkillRoots(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (abs: string, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH) return;
    const entries = tryReaddir(abs);
    if (entries.some((e) => e.name === "SKILL.md" && (e.isFile() || e.isSymbolicLink()))) out.push(abs);
    for (const e of entries) {
      if (e.isDirectory() && e.name !== ".git" && e.name !== "node_modules")
        await walk(path.join(abs, e.name), depth + 1);
    }
  };
  const root = path.resolve(dir);
  const st = tryStat(root);
  if (!st?.isDirectory()) throw new InputError(dir, "no such directory");
  await walk(root, 0);
  return out.sort();
}

async function repoInfo(top: string): Promise<RepoInfo | null> {
  const git = async (...args: string[]) => {
    try {
      const { stdout } = await run("git", ["-C", top, ...args], {
        timeout: 5000,
        maxBuffer: 64 * 1024 * 1024,
      });
      return stdout;
    } catch {
      return undefined;
    }
  };
  const [commit, remote, status] = await Promise.all([
    git("rev-parse", "HEAD"),
    git("config", "--get", "remote.origin.url"),
    git("status", "--porcelain", "-z"),
  ]);
  if (status === undefined) return null;
  // -z entries: "XY path", with a rename's source as the next entry.
  const changed: string[] = [];
  const entries = status.split("\0");
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] ?? "";
    if (e.length < 4) continue;
    changed.push(e.slice(3));
    if (e[0] === "R" || e[0] === "C") i++;
  }
  return {
    top,
    ...(commit?.trim() ? { commit: commit.trim() } : {}),
    ...(remote?.trim() ? { remote: remote.trim() } : {}),
    changed,
  };
}

/** The nearest folder at or above `dir` holding `.git` (a folder, or a file in worktrees and submodules). */
async function gitTop(dir: string): Promise<string | null> {
  for (let d = dir; ; d = path.dirname(d)) {
    if (tryLstat(path.join(d, ".git"))) return d;
    if (path.dirname(d) === d) return null;
  }
}

async function provenance(root: string, cache: GitCache = new Map()): Promise<Provenance> {
  const top = await gitTop(realpathSync(root));
  if (!top) return {};
  if (!cache.has(top)) cache.set(top, repoInfo(top));
  const info = await cache.get(top);
  if (!info) return {};
  const rel = path.relative(top, realpathSync(root)).split(path.sep).join("/") || ".";
  const inside = (p: string) =>
    rel === "." || p === rel || p.startsWith(`${rel}/`) || (p.endsWith("/") && `${rel}/`.startsWith(p));
  return {
    ...(info.remote ? { repo: info.remote } : {}),
    ...(info.commit ? { commit: info.commit } : {}),
    path: rel,
    dirty: info.changed.some(inside),
  };
}

// Collect reads many small files one after another: synchronous calls cost a fraction of the
// thread-pool round trip each promise-based call pays, and nothing else runs meanwhile anyway.
function tryStat(p: string) {
  try {
    return statSync(p);
  } catch {
    return null;
  }
}

function tryLstat(p: string) {
  try {
    return lstatSync(p);
  } catch {
    return null;
  }
}

function tryReaddir(p: string) {
  try {
    return readdirSync(p, { withFileTypes: true });
  } catch {
    return [];
  }
}

function errCode(e: unknown): string {
  return (e as NodeJS.ErrnoException)?.code ?? String(e);
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
