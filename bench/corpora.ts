// The corpora `npm run bench:scanner` measures the scanner on: labelled ones (skills/ + labels/) and
// public real-world ones (bench/corpora.json, fetched by scripts/fetch-corpora.sh). Every corpus but
// the old one written next to the rules is split by a fixed hash of the skill's path into a tuning
// part and a held-out part; only aggregate figures are ever printed for the held-out part.
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { copyFile, mkdir, mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { collectSkill } from "../src/collect/collect";
import type { CollectedSkill, SkillFile } from "../src/collect/schema";
import { InputError } from "../src/util/errors";

export type Split = "tune" | "held-out";

/** About a third of every split corpus is held out: the first byte of sha256(corpus:path) below 86. */
export function splitOf(corpusId: string, rel: string): Split {
  const b = createHash("sha256").update(`${corpusId}:${rel}`).digest()[0] ?? 0;
  return b < 86 ? "held-out" : "tune";
}

/**
 * The split of a skill of a labelled corpus: a corpus whose folder holds a HELD-OUT file is held out
 * whole (nothing of it is tuned or trained on, the bench prints only its aggregates).
 */
export function labelledSplitOf(dir: string, corpusId: string, skill: string): Split {
  return existsSync(path.join(dir, "HELD-OUT")) ? "held-out" : splitOf(corpusId, skill);
}

export interface PublicCorpusSpec {
  id: string;
  repo: string;
  commit: string;
  licence: string;
  layout: "skill-dirs" | "md-files";
  groups: { under: string; expect: "benign" | "malicious" }[];
  /** The whole corpus in one part: "tune" for a set already read while tuning, "held-out" for one never looked into. */
  split?: Split;
}

export const PUBLIC_CORPORA: PublicCorpusSpec[] = (
  JSON.parse(readFileSync(path.join(__dirname, "corpora.json"), "utf8")) as { corpora: PublicCorpusSpec[] }
).corpora;

export const corporaDir = (): string =>
  path.resolve(process.env.SKILLAUDIT_CORPORA ?? path.join(__dirname, "..", ".corpora"));

export interface PublicSkill {
  /** Path of the skill (folder or .md file) inside the repository. */
  rel: string;
  /** Skill folder, or the .md file for md-files corpora. */
  src: string;
  expect: "benign" | "malicious";
  split: Split;
}

/** The skills of one public corpus, or null when the repository is not at the pinned commit here. */
export function discoverPublic(spec: PublicCorpusSpec, base = corporaDir()): PublicSkill[] | null {
  const top = path.join(base, spec.repo.replace("/", "+"));
  if (!existsSync(path.join(top, ".git"))) return null;
  const head = gitHead(top);
  if (head !== spec.commit) return null;
  const out: PublicSkill[] = [];
  const seen = new Set<string>();
  for (const g of spec.groups) {
    const dir = path.join(top, g.under);
    if (!existsSync(dir)) continue;
    for (const src of spec.layout === "md-files" ? mdFiles(dir) : skillDirs(dir)) {
      const rel = path.relative(top, src).split(path.sep).join("/");
      if (seen.has(rel)) continue;
      seen.add(rel);
      const expect = [...spec.groups]
        .filter((x) => x.under === "" || rel === x.under || rel.startsWith(`${x.under}/`))
        .sort((a, b) => b.under.length - a.under.length)[0]?.expect;
      if (expect) out.push({ rel, src, expect, split: spec.split ?? splitOf(spec.id, rel) });
    }
  }
  return out.sort((a, b) => (a.rel < b.rel ? -1 : 1));
}

function gitHead(top: string): string | null {
  try {
    let gitDir = path.join(top, ".git");
    if (statSync(gitDir).isFile())
      gitDir = path.resolve(
        top,
        readFileSync(gitDir, "utf8")
          .replace(/^gitdir:\s*/, "")
          .trim(),
      );
    const head = readFileSync(path.join(gitDir, "HEAD"), "utf8").trim();
    if (!head.startsWith("ref:")) return head;
    return readFileSync(path.join(gitDir, head.slice(5).trim()), "utf8").trim();
  } catch {
    return null;
  }
}

function skillDirs(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string, depth: number) => {
    if (depth > 12) return;
    const entries = readdirSync(d, { withFileTypes: true });
    if (entries.some((e) => e.name === "SKILL.md" && e.isFile())) out.push(d);
    for (const e of entries)
      if (e.isDirectory() && e.name !== ".git" && e.name !== "node_modules")
        walk(path.join(d, e.name), depth + 1);
  };
  walk(dir, 0);
  return out;
}

function mdFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && /\.md$/i.test(e.name)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** A specimen that is a single .md file becomes a skill folder holding it as SKILL.md. */
export async function asSkillDir(src: string, tmp: string): Promise<string> {
  if (statSync(src).isDirectory()) return src;
  const name = path
    .basename(src, ".md")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  const dir = path.join(await mkdtemp(path.join(tmp, "s-")), name);
  await mkdir(dir);
  await copyFile(src, path.join(dir, "SKILL.md"));
  return dir;
}

export const benchTmp = () => mkdtemp(path.join(os.tmpdir(), "skillaudit-bench-"));

export interface Collected {
  skill: CollectedSkill;
  /** collectSkill's one-line reason when it refused the skill (the scan then ran on every file anyway). */
  refused?: string;
}

/**
 * collectSkill, and when it refuses a skill the bench still scans every file (read here without
 * front-matter validation), so detection is measured apart from the refusal count.
 */
export async function collectForBench(dir: string): Promise<Collected> {
  try {
    return { skill: await collectSkill(dir) };
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    return { skill: readEverything(dir), refused: e.message };
  }
}

const MAX_FILE = 5 * 1024 * 1024;

function readEverything(dir: string): CollectedSkill {
  const root = path.resolve(dir);
  const realRoot = realpathSync(root);
  const contents = new Map<string, Buffer>();
  const files: SkillFile[] = [];
  const walk = (abs: string, rel: string) => {
    for (const name of readdirSync(abs).sort()) {
      if (name === ".git") continue;
      const p = path.join(abs, name);
      const r = rel ? `${rel}/${name}` : name;
      const st = lstatSync(p);
      if (st.isDirectory()) walk(p, r);
      else if (st.isFile() || st.isSymbolicLink()) {
        let real: string;
        try {
          real = realpathSync(p);
        } catch {
          continue;
        }
        if (!real.startsWith(realRoot + path.sep) || !statSync(real).isFile()) continue;
        if (statSync(real).size > MAX_FILE) continue;
        const data = readFileSync(real);
        contents.set(r, data);
        files.push({
          path: r,
          size: data.length,
          sha256: createHash("sha256").update(data).digest("hex"),
          kind: "text",
          executable: (st.mode & 0o111) !== 0,
        });
      }
    }
  };
  walk(root, "");
  const md = contents.get("SKILL.md")?.toString("utf8") ?? "";
  const fm = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*$/m.exec(md);
  let frontmatter: Record<string, unknown> = {};
  try {
    const v = fm?.[1] ? (parseYaml(fm[1]) as unknown) : {};
    if (v && typeof v === "object" && !Array.isArray(v)) frontmatter = v as Record<string, unknown>;
  } catch {
    frontmatter = {};
  }
  return {
    pkg: {
      name: typeof frontmatter.name === "string" ? frontmatter.name : path.basename(root),
      description: typeof frontmatter.description === "string" ? frontmatter.description : "",
      root,
      frontmatter,
      validationMode: "spec",
      warnings: [],
      files,
      totalBytes: files.reduce((n, f) => n + f.size, 0),
      contentHash: createHash("sha256")
        .update(files.map((f) => `${f.path}\0${f.sha256}\n`).join(""))
        .digest("hex"),
      provenance: {},
    },
    contents,
  };
}
