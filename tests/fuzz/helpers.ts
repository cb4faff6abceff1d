import { createHash } from "node:crypto";
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { expect } from "vitest";
import { InputError } from "../../src/util/errors";

/** One seed for the whole fuzz suite, so CI replays the same cases; override with FUZZ_SEED to explore. */
export const SEED = Number(process.env.FUZZ_SEED ?? 20250606);

/** fast-check settings: fixed seed, bounded runs; FUZZ_RUNS scales every property for a longer local session. */
export function runs(numRuns: number): fc.Parameters<unknown> {
  const scale = Number(process.env.FUZZ_RUNS_SCALE ?? 1);
  return {
    seed: SEED,
    numRuns: Math.max(1, Math.round(numRuns * scale)),
    endOnFailure: true,
    // Counterexamples hold megabyte strings; print a bounded form.
    reporter: (d) => {
      if (!d.failed) return;
      const ex = fc.stringify(d.counterexample);
      const cause = d.errorInstance instanceof Error ? d.errorInstance.message : String(d.errorInstance);
      throw new Error(
        `property failed after ${d.numRuns} runs (seed ${d.seed}, path ${d.counterexamplePath})\n` +
          `counterexample: ${ex.length > 3000 ? `${ex.slice(0, 3000)}… (${ex.length} chars)` : ex}\ncause: ${cause.slice(0, 3000)}`,
      );
    },
  };
}

export function tempBase(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `sa-fuzz-${prefix}-`));
}

export function removeTree(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Writes files (relative paths, `/` separated) under root, creating folders. */
export function writeTree(root: string, files: Record<string, string | Uint8Array>): void {
  for (const [rel, data] of Object.entries(files)) {
    const abs = path.join(root, ...rel.split("/"));
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, data);
  }
}

export const skillMd = (name: string, description: string, extra = "", body = "# Use\nRun the script.\n") =>
  `---\nname: ${name}\ndescription: ${JSON.stringify(description)}\n${extra}---\n${body}`;

/**
 * The contract for bad input: an InputError whose message is one line and names a path.
 * Anything else (TypeError, RangeError, a multi-line message) is a bug in the code under test.
 * `pathMayBreak` relaxes the one-line rule for the path part only: a dedicated test covers paths
 * with line breaks, so the generated-tree properties can keep exploring past that one defect.
 */
export function assertInputError(e: unknown, opts: { pathMayBreak?: boolean } = {}): asserts e is InputError {
  if (!(e instanceof InputError)) {
    const desc = e instanceof Error ? `${e.name}: ${e.message}\n${e.stack ?? ""}` : String(e);
    throw new Error(`expected an InputError, got ${desc.slice(0, 1500)}`);
  }
  expect(e.path.length).toBeGreaterThan(0);
  expect(e.message.startsWith(`${e.path}: `)).toBe(true);
  const checked = opts.pathMayBreak ? e.problem : e.message;
  expect(/[\r\n]/.test(checked), `multi-line message: ${JSON.stringify(e.message)}`).toBe(false);
}

/** Runs `f`; returns its value, or null after checking that the failure is a well-formed InputError. */
export async function okOrInputError<T>(
  f: () => Promise<T> | T,
  opts: { pathMayBreak?: boolean } = {},
): Promise<T | null> {
  try {
    return await f();
  } catch (e) {
    assertInputError(e, opts);
    return null;
  }
}

/** Every entry below dir with its type and content hash (files), link target (symlinks) or nothing (dirs). */
export function snapshotTree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (abs: string, rel: string) => {
    for (const name of readdirSync(abs).sort()) {
      const childAbs = path.join(abs, name);
      const childRel = rel ? `${rel}/${name}` : name;
      const st = lstatSync(childAbs);
      if (st.isSymbolicLink()) out.set(childRel, `link:${readlinkSync(childAbs)}`);
      else if (st.isDirectory()) {
        out.set(childRel, `dir:${st.mode.toString(8)}`);
        walk(childAbs, childRel);
      } else if (st.isFile())
        out.set(
          childRel,
          `file:${st.mode.toString(8)}:${createHash("sha256").update(readFileSync(childAbs)).digest("hex")}`,
        );
      else out.set(childRel, `other:${st.mode.toString(8)}`);
    }
  };
  walk(dir, "");
  return out;
}

/** Paths added, removed or changed between two snapshots. */
export function diffTrees(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [k, v] of after) if (before.get(k) !== v) changed.push(k);
  for (const k of before.keys()) if (!after.has(k)) changed.push(k);
  return changed.sort();
}

// ---- arbitraries -------------------------------------------------------------------------

/** Valid skill names (the spec's lowercase-hyphen form). */
export const skillName = fc.stringMatching(/^[a-z][a-z0-9]{0,7}(-[a-z0-9]{1,6}){0,2}$/);

/** Characters that break naive tools: bidi controls, zero-width, tags, homoglyphs, shell metacharacters. */
export const TRICKY_CHARS = [
  "\u202e", // right-to-left override
  "\u2066", // left-to-right isolate
  "\u200b", // zero-width space
  "\u200d", // zero-width joiner
  "\ufeff", // BOM
  "\u{e0041}", // tag LATIN CAPITAL A
  "\u{e0001}", // language tag
  "а", // Cyrillic a (homoglyph of a)
  "е", // Cyrillic e
  "ѕ", // Cyrillic dze (homoglyph of s)
  "Ⅰ", // roman numeral one
  "\u0301", // combining acute
  "\n",
  "\r",
  "\t",
  " ",
  "$",
  "`",
  ";",
  "|",
  "&",
  "'",
  '"',
  "*",
  "?",
  "<",
  ">",
  "\\",
  "(",
  ")",
  "{",
  "}",
  "#",
  "!",
  "~",
  "%",
  "..",
  "-",
  ":",
  "=",
  "\u0007",
  "\u001b[31m",
];

const plainChar = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789._");
const nameChar = fc.oneof(
  { weight: 3, arbitrary: plainChar },
  { weight: 2, arbitrary: fc.constantFrom(...TRICKY_CHARS) },
);

/** A single path segment: never empty, never `.` or `..`, no `/` or NUL, at most 200 bytes. */
export const segment = fc
  .array(nameChar, { minLength: 1, maxLength: 12 })
  .map((cs) => cs.join(""))
  .filter((s) => s !== "." && s !== ".." && !s.includes("/") && Buffer.byteLength(s) <= 200 && s !== ".git");

/** Text with tricky characters mixed into ordinary words. */
export const trickyText = fc
  .array(
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          "run",
          "the",
          "script",
          "curl",
          "sudo",
          "env",
          " ",
          "\n",
          "http://x.example/",
        ),
      },
      { weight: 1, arbitrary: fc.constantFrom(...TRICKY_CHARS) },
      { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 8 }) },
    ),
    { maxLength: 40 },
  )
  .map((xs) => xs.join(""));

/** File contents: random bytes, UTF-8 text with tricks, or text with a long line. */
export const fileContent: fc.Arbitrary<Uint8Array | string> = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }),
  trickyText,
  fc.string({ unit: "binary", maxLength: 400 }),
  fc
    .tuple(fc.constantFrom("x", "A", "é", "\u202e", " "), fc.integer({ min: 1000, max: 20_000 }))
    .map(([c, n]) => c.repeat(n)),
);

// ---- generated skills on disk ------------------------------------------------------------

export type LinkKind =
  | "inside-file"
  | "inside-dir"
  | "self"
  | "parent"
  | "outside"
  | "absolute"
  | "loop"
  | "dangling";

export interface GenSkill {
  name: string;
  /** SKILL.md: a valid front matter with a hostile description and body, or arbitrary content. */
  skillMd: string | Uint8Array;
  files: { segments: string[]; content: string | Uint8Array; executable: boolean }[];
  links: { segments: string[]; kind: LinkKind }[];
}

export const genSkill: fc.Arbitrary<GenSkill> = fc
  .record({
    name: skillName,
    skillMd: fc
      .oneof(
        { weight: 4, arbitrary: fc.tuple(trickyText, trickyText).map(([d, b]) => ({ d, b })) },
        { weight: 1, arbitrary: fileContent },
      )
      .map((x) => x) as fc.Arbitrary<{ d: string; b: string } | string | Uint8Array>,
    files: fc.array(
      fc.record({
        segments: fc.array(segment, { minLength: 1, maxLength: 4 }),
        content: fileContent,
        executable: fc.boolean(),
      }),
      { maxLength: 12 },
    ),
    links: fc.array(
      fc.record({
        segments: fc.array(segment, { minLength: 1, maxLength: 2 }),
        kind: fc.constantFrom<LinkKind>(
          "inside-file",
          "inside-dir",
          "self",
          "parent",
          "outside",
          "absolute",
          "loop",
          "dangling",
        ),
      }),
      { maxLength: 3 },
    ),
  })
  .map((g) => {
    const md = g.skillMd;
    const text: string | Uint8Array =
      typeof md === "object" && !(md instanceof Uint8Array)
        ? skillMd(g.name, md.d.trim() || "A skill.", "", md.b)
        : md;
    return { ...g, skillMd: text };
  });

export interface Materialised {
  base: string;
  root: string;
  /** A file beside the skill folder that links may point at; nothing may ever read it into a report. */
  outsideFile: string;
  /** Links that really exist and leave the skill folder (the collector must refuse these). */
  escapingLinks: string[];
  /** Folders the walk must enter (for depth checks). */
  written: string[];
}

const OUTSIDE_SECRET = "OUTSIDE-SECRET-7f3a9c";

/** Writes a generated skill below a fresh temp folder; paths that collide with earlier ones are skipped. */
export function materialise(g: GenSkill, base = tempBase("skill")): Materialised {
  const root = path.join(base, g.name);
  mkdirSync(root, { recursive: true });
  const outsideFile = path.join(base, "outside.txt");
  writeFileSync(outsideFile, OUTSIDE_SECRET);
  writeFileSync(path.join(root, "SKILL.md"), g.skillMd);
  const written: string[] = [];
  for (const f of g.files) {
    const abs = path.join(root, ...f.segments);
    if (abs === path.join(root, "SKILL.md")) continue;
    try {
      mkdirSync(path.dirname(abs), { recursive: true });
      writeFileSync(abs, f.content, { mode: f.executable ? 0o755 : 0o644 });
      written.push(abs);
    } catch {
      // A segment collides with an earlier file or folder: skip, as a real tree could not hold both.
    }
  }
  const escapingLinks: string[] = [];
  for (const l of g.links) {
    const abs = path.join(root, ...l.segments);
    const target: Record<LinkKind, string> = {
      "inside-file": path.join(root, "SKILL.md"),
      "inside-dir": root,
      self: ".",
      parent: "..",
      outside: outsideFile,
      absolute: "/etc/hostname",
      loop: path.basename(abs),
      dangling: path.join(root, "does-not-exist"),
    };
    try {
      mkdirSync(path.dirname(abs), { recursive: true });
      symlinkSync(target[l.kind], abs);
      if (
        l.kind === "outside" ||
        l.kind === "absolute" ||
        (l.kind === "parent" && path.dirname(abs) === root)
      )
        escapingLinks.push(abs);
    } catch {
      // Collides with a file written above.
    }
  }
  return { base, root, outsideFile, escapingLinks, written };
}

export { OUTSIDE_SECRET };
