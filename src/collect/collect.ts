import { execFile } from "node:child_process";
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  realpathSync,
  type Stats,
  statSync,
} from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { decodeText } from "../scan/decode";
import { InputError } from "../util/errors";
import { sha256 } from "../util/hash";
import { parseSkillMd } from "./frontmatter";
import { classify } from "./kind";
import {
  type CollectedSkill,
  type CollectOptions,
  DEFAULT_LIMITS,
  type GitCache,
  gitCache,
  type Provenance,
  type RepoInfo,
  type SkillFile,
  SkillPackage,
  type SkippedPart,
  type SpecIssue,
} from "./schema";

const run = promisify(execFile);
const MAX_DEPTH = 32;
/** Skipped parts listed one by one; past this many, one line counts the rest. */
const MAX_SKIPPED = 200;

/**
 * Reads a skill folder into the `collect` artifact. Whatever cannot be read (over a cap, a link out of
 * the skill, a FIFO, an unreadable file) is listed in `skipped`, and front matter problems in `spec`:
 * only a folder with nothing to scan (no SKILL.md, not a folder, unreadable) is an InputError.
 */
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
  if (skillMdStat.isDirectory()) throw new InputError(skillMdPath, "is a folder, not a file");
  let rootEntries: string[];
  try {
    rootEntries = readdirSync(root).sort();
  } catch (e) {
    throw new InputError(root, `cannot read directory: ${errCode(e)}`);
  }
  // The checkout's own .git at the skill root is the repository, not part of the package.
  const top = await gitTop(realRoot);
  const rootIsCheckout = top === realRoot;

  const contents = new Map<string, Buffer>();
  const files: SkillFile[] = [];
  const skipped: SkippedPart[] = [];
  let moreSkipped = 0;
  const skip = (file: string, reason: string) => {
    if (skipped.length < MAX_SKIPPED) skipped.push({ file, reason });
    else moreSkipped++;
  };
  let total = 0;
  let full = false;

  const readEntry = (abs: string, rel: string, st: Stats): void => {
    if (files.length >= limits.maxFiles) {
      skip(
        rel,
        `this and every later file were not read: the package has more than ${limits.maxFiles} files`,
      );
      full = true;
      return;
    }
    const left = limits.maxPackageBytes - total;
    if (left <= 0) {
      skip(rel, `not read: the ${limits.maxPackageBytes}-byte cap on the whole package was reached`);
      return;
    }
    let data: Buffer;
    let size: number;
    try {
      ({ data, size } = readCapped(abs, Math.min(limits.maxFileBytes, left)));
    } catch (e) {
      skip(rel, e instanceof NotRegular ? e.message : `unreadable (${errCode(e)})`);
      return;
    }
    const truncated = data.length < size;
    if (truncated)
      skip(
        rel,
        `only the first ${data.length} of ${size} bytes were read: ${
          data.length === limits.maxFileBytes
            ? `the file is over the ${limits.maxFileBytes}-byte cap`
            : `the ${limits.maxPackageBytes}-byte cap on the whole package was reached`
        }`,
      );
    total += data.length;
    contents.set(rel, data);
    files.push({
      path: rel,
      size,
      sha256: sha256(data),
      kind: classify(rel, data),
      executable: (st.mode & 0o111) !== 0,
      ...(truncated ? { truncated: true } : {}),
    });
  };

  const visit = (abs: string, rel: string, depth: number, given?: string[]): void => {
    let entries: string[];
    try {
      entries = given ?? readdirSync(abs).sort();
    } catch (e) {
      skip(`${rel}/`, `folder could not be read (${errCode(e)})`);
      return;
    }
    for (const name of entries) {
      if (full) return;
      if (depth === 0 && name === ".git" && rootIsCheckout) {
        // The checkout's own metadata is not the package (and its config may hold the runner's
        // token), but hooks run whenever the agent uses git here: those are read.
        const hooks = path.join(abs, name, "hooks");
        if (tryLstat(hooks)?.isDirectory()) {
          const names = tryReaddir(hooks)
            .map((e) => e.name)
            .filter((n) => !n.endsWith(".sample"))
            .sort();
          visit(hooks, ".git/hooks", 2, names);
        }
        continue;
      }
      const childAbs = path.join(abs, name);
      const childRel = rel ? `${rel}/${name}` : name;
      const st = tryLstat(childAbs);
      if (!st) {
        skip(childRel, "vanished while the package was read");
        continue;
      }
      if (st.isSymbolicLink()) {
        let real: string;
        try {
          real = realpathSync(childAbs);
        } catch (e) {
          skip(childRel, `broken or looping symlink (${errCode(e)}); nothing to read`);
          continue;
        }
        if (real !== realRoot && !real.startsWith(realRoot + path.sep)) {
          skip(
            childRel,
            `symlink to ${JSON.stringify(tryReadlink(childAbs))}, outside the skill: its target was not read`,
          );
          continue;
        }
        const tst = tryStat(real);
        // Links to folders inside the skill would make the walk cyclic; their files are walked where they live.
        if (tst?.isDirectory()) continue;
        if (!tst?.isFile()) {
          skip(childRel, `symlink to ${tst ? nodeType(tst) : "nothing"}: not read`);
          continue;
        }
        readEntry(real, childRel, st);
      } else if (st.isDirectory()) {
        if (depth + 1 > MAX_DEPTH)
          skip(`${childRel}/`, `folder nested deeper than ${MAX_DEPTH} levels: not read`);
        else visit(childAbs, childRel, depth + 1);
      } else if (st.isFile()) readEntry(childAbs, childRel, st);
      else skip(childRel, `${nodeType(st)}: not a regular file, not read`);
    }
  };
  visit(root, "", 0, rootEntries);
  if (moreSkipped > 0)
    skipped.push({
      file: ".",
      reason: `${moreSkipped} more parts not read (only the first ${MAX_SKIPPED} are listed)`,
    });

  const spec: SpecIssue[] = [];
  const skillMd = contents.get("SKILL.md");
  let text: string | null = null;
  if (!skillMd) {
    const why = skipped.find((s) => s.file === "SKILL.md")?.reason ?? "not read";
    if (/^unreadable/.test(why)) throw new InputError(skillMdPath, why);
    spec.push({
      rule: "spec.skill-md-unread",
      severity: "error",
      file: "SKILL.md",
      line: 1,
      message: `SKILL.md ${why}`,
    });
  } else {
    const decoded = decodeText(skillMd, "SKILL.md");
    if (!decoded)
      spec.push({
        rule: "spec.skill-md-not-text",
        severity: "error",
        file: "SKILL.md",
        line: 1,
        message:
          "SKILL.md is not text in any encoding a reader would use; its front matter could not be read",
      });
    else {
      text = decoded.text;
      if (decoded.encoding !== "utf-8")
        spec.push({
          rule: "spec.skill-md-encoding",
          severity: "warning",
          file: "SKILL.md",
          line: 1,
          message: `SKILL.md is read as ${decoded.encoding}; the Agent Skills format expects UTF-8`,
        });
    }
  }
  const parsed = text !== null ? parseSkillMd(text, path.basename(root), mode) : null;
  if (parsed) spec.push(...parsed.issues);

  const contentHash = sha256(
    [
      ...files.map((f) => `${f.path}\0${f.sha256}\n`),
      ...skipped.map((s) => `${s.file}\0skipped\0${s.reason}\n`),
    ].join(""),
  );
  // jitless: zod's eval-compiled fast path costs more to generate than one parse per skill saves.
  const pkg = SkillPackage.parse(
    {
      name: parsed?.name ?? fallbackName(path.basename(root)),
      description: parsed?.description ?? "",
      root,
      frontmatter: parsed?.frontmatter ?? {},
      validationMode: mode,
      warnings: [],
      spec,
      files,
      skipped,
      totalBytes: total,
      contentHash,
      provenance: await provenance(realRoot, top, opts.git),
    },
    { jitless: true },
  );
  return { pkg, contents };
}

class NotRegular extends Error {}

/** Reads at most `cap` bytes of a regular file; never blocks on a FIFO swapped in after the walk looked. */
function readCapped(file: string, cap: number): { data: Buffer; size: number } {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw new NotRegular(`${nodeType(st)}: not a regular file, not read`);
    if (st.size <= cap) return { data: readFileSync(fd), size: st.size };
    const data = Buffer.allocUnsafe(cap);
    let got = 0;
    while (got < cap) {
      const n = readSync(fd, data, got, cap - got, got);
      if (n === 0) break;
      got += n;
    }
    return { data: data.subarray(0, got), size: st.size };
  } finally {
    closeSync(fd);
  }
}

function nodeType(st: Stats): string {
  if (st.isFIFO()) return "FIFO";
  if (st.isSocket()) return "socket";
  if (st.isCharacterDevice()) return "character device";
  if (st.isBlockDevice()) return "block device";
  if (st.isDirectory()) return "folder";
  return "special file";
}

function tryReadlink(p: string): string {
  try {
    return readlinkSync(p);
  } catch {
    return "?";
  }
}

/** A folder name made safe for paths, for packages whose SKILL.md gave no usable name. */
function fallbackName(folder: string): string {
  return (
    folder
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 64)
      .replace(/-+$/, "") || "skill"
  );
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
  if (!st) throw new InputError(dir, "no such directory");
  if (!st.isDirectory())
    throw new InputError(dir, "not a directory (pass the skill folder that holds SKILL.md)");
  await walk(root, 0);
  return out.sort();
}

/** Past this many skill folders one status of the whole checkout is cheaper than a long pathspec. */
const MAX_PATHSPECS = 64;

async function repoInfo(top: string, scope: string[]): Promise<RepoInfo | null> {
  const git = async (...args: string[]) => {
    try {
      // fsmonitor off: a hostile .git/config could otherwise make `git status` run a command. Literal
      // pathspecs: a folder named `*` is that folder.
      const opts = ["-C", top, "--literal-pathspecs", "-c", "core.fsmonitor=false"];
      const { stdout } = await run("git", [...opts, ...args], {
        timeout: 5000,
        maxBuffer: 64 * 1024 * 1024,
      });
      return stdout;
    } catch {
      return undefined;
    }
  };
  // Two spawns, not three: porcelain v2's branch header carries the commit rev-parse would print.
  const [status, remote] = await Promise.all([
    git("status", "--porcelain=v2", "--branch", "-z", ...(scope.length ? ["--", ...scope] : [])),
    git("config", "--get", "remote.origin.url"),
  ]);
  if (status === undefined) return null;
  // -z entries: "# branch.<key> <value>" headers, then "<type> <fields...> path" per change, with a
  // rename's source as the next entry. Fields before the path: 1 → 8, 2 → 9, u → 10, ? and ! → 1.
  let commit: string | undefined;
  const changed: string[] = [];
  const entries = status.split("\0");
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] ?? "";
    if (e.startsWith("# ")) {
      if (e.startsWith("# branch.oid ") && e !== "# branch.oid (initial)") commit = e.slice(13);
      continue;
    }
    const fields = { "1": 8, "2": 9, u: 10, "?": 1, "!": 1 }[e[0] ?? ""];
    if (fields === undefined) continue;
    let at = 0;
    for (let f = 0; f < fields && at >= 0; f++) at = e.indexOf(" ", at + 1);
    if (at < 0 || at + 1 >= e.length) continue;
    changed.push(e.slice(at + 1));
    if (e[0] === "2") i++;
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

async function provenance(
  realRoot: string,
  top: string | null,
  cache: GitCache = gitCache(),
): Promise<Provenance> {
  if (!top) return {};
  const rel = relIn(top, realRoot) ?? ".";
  const scope = scopeOf(cache, top, rel);
  const key = `${top}\0${scope.join("\0")}`;
  let info = cache.repos.get(key);
  if (!info) {
    info = repoInfo(top, scope);
    cache.repos.set(key, info);
  }
  const repo = await info;
  if (!repo) return {};
  const inside = (p: string) =>
    rel === "." || p === rel || p.startsWith(`${rel}/`) || (p.endsWith("/") && `${rel}/`.startsWith(p));
  return {
    ...(repo.remote ? { repo: repo.remote } : {}),
    ...(repo.commit ? { commit: repo.commit } : {}),
    path: rel,
    dirty: repo.changed.some(inside),
  };
}

/**
 * The paths one `git status` of `top` looks under: the run's skill folders in that checkout when this
 * skill is one of them (one status serves them all), else this skill alone; [] is the whole checkout.
 */
function scopeOf(cache: GitCache, top: string, rel: string): string[] {
  let inTop = cache.rootsIn.get(top);
  if (!inTop) {
    const rels = cache.roots.map((r) => relIn(top, tryRealpath(r)));
    inTop = [...new Set(rels.filter((r): r is string => r !== null))].sort();
    cache.rootsIn.set(top, inTop);
  }
  const scope = inTop.includes(rel) ? inTop : [rel];
  return scope.length > MAX_PATHSPECS || scope.includes(".") ? [] : scope;
}

/** `p` relative to `top` with forward slashes ("." for the top itself), or null when outside it. */
function relIn(top: string, p: string): string | null {
  const rel = path.relative(top, p);
  if (rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return null;
  return rel.split(path.sep).join("/") || ".";
}

function tryRealpath(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return path.resolve(p);
  }
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
