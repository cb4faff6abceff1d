import { clauseEnd, clauseStart, isNegated } from "../context";
import type { Region } from "../segment";
import { lineIndexAt } from "../text";
import { INSTRUCTION_FILE } from "./taint";
import type { FileInfo, Hit, MatchCtx } from "./types";

/** The code region of a script (comments blanked), or "" for markdown. */
export function codeOf(file: FileInfo): Region | undefined {
  return file.script ? file.regions.find((r) => r.ctx === "code") : undefined;
}

/** Every code region: the script itself or the fenced blocks of a markdown file. */
export function codeRegions(file: FileInfo, langs?: string[]): Region[] {
  return file.regions.filter((r) => r.ctx === "code" && (!langs || langs.includes(langKey(r.lang))));
}

export function langKey(lang: string): string {
  return lang === "dockerfile" ? "shell" : lang;
}

export function lineOf(r: Region, off: number): number {
  return r.startLine + lineIndexAt(r.starts, off);
}

export function colOf(r: Region, off: number): number {
  return off - (r.starts[lineIndexAt(r.starts, off)] ?? 0);
}

/** Text of a call from its opening parenthesis to the matching close (bounded). */
export function callText(text: string, open: number, max = 2000): string {
  let depth = 0;
  const end = Math.min(text.length, open + max);
  for (let k = open; k < end; k++) {
    const c = text[k];
    if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") {
      depth--;
      if (depth === 0) return text.slice(open, k + 1);
    }
  }
  return text.slice(open, end);
}

/** The text of the clause around a match (used by prose rules that need two parts of a sentence). */
export function negatedAt(c: MatchCtx, off: number): boolean {
  return c.region.ctx !== "code" && isNegated(c.region.text, off);
}

const indentOf = (l: string) => l.length - l.trimStart().length;

/** Indices of the lines of the Python block opened by line i (deeper-indented lines after it). */
export function pyBlock(lines: string[], i: number): number[] {
  const base = indentOf(lines[i] ?? "");
  const out: number[] = [];
  for (let k = i + 1; k < lines.length; k++) {
    const l = lines[k] ?? "";
    if (l.trim() === "") continue;
    if (indentOf(l) <= base) break;
    out.push(k);
  }
  return out;
}

/** Is line i inside a Python `try:` block or `with` block (for `with` pass "with")? */
export function pyEnclosedBy(lines: string[], i: number, head: RegExp): boolean {
  let indent = indentOf(lines[i] ?? "");
  for (let k = i - 1; k >= 0 && indent > 0; k--) {
    const l = lines[k] ?? "";
    if (l.trim() === "") continue;
    const d = indentOf(l);
    if (d < indent) {
      if (head.test(l.trim())) return true;
      if (/^(def|class|async\s+def)\b/.test(l.trim())) return false;
      indent = d;
    }
  }
  return false;
}

/** Offset ranges of `{...}` blocks that follow `re` (e.g. try blocks or loops) in brace languages. */
export function braceBlocks(text: string, re: RegExp): [number, number, number][] {
  const out: [number, number, number][] = [];
  const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
  for (let m = g.exec(text); m; m = g.exec(text)) {
    const open = text.indexOf("{", m.index + m[0].length - 1);
    if (open < 0) continue;
    let depth = 0;
    let k = open;
    for (; k < text.length; k++) {
      if (text[k] === "{") depth++;
      else if (text[k] === "}" && --depth === 0) break;
    }
    out.push([m.index, open, k]);
  }
  return out;
}

export const within = (ranges: [number, number, number][], off: number) =>
  ranges.some(([, a, b]) => off > a && off < b);

/** Hits for every match of `re` in the given regions. */
export function scanRegions(
  regions: Region[],
  re: RegExp,
  fn: (m: RegExpExecArray, r: Region) => Hit | null | undefined,
): Hit[] {
  const out: Hit[] = [];
  const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
  for (const r of regions) {
    g.lastIndex = 0;
    for (let m = g.exec(r.text); m; m = g.exec(r.text)) {
      const h = fn(m, r);
      if (h) out.push(h);
      if (m[0].length === 0) g.lastIndex++;
    }
  }
  return out;
}

export function hostOf(url: string): string | null {
  const m = /^[a-z][\w+.-]*:\/\/(?:[^@/\s]*@)?([^/:\s'"`?#)]+)/i.exec(url);
  // A URL that ends a sentence ("... at https://api.example.com.") names the host without the dot;
  // a path templated onto a literal host (f"https://api.github.com{path}") is not part of it.
  return (
    m?.[1]
      ?.toLowerCase()
      .replace(/^([\w-]+(?:\.[\w-]+)*\.[a-z]{2,})[{$<].*$/, "$1")
      .replace(/\.+$/, "") || null
  );
}

/**
 * The longest path view the flow rules keep. A name built from itself (`P="$P/$P"` line after line)
 * doubles at each binding; no real path is this long, and a hostile skill must not exhaust memory.
 */
export const MAX_PATH_VIEW = 4096;

export const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[?::1\]?|host\.docker\.internal)$/i;

/** The label a host is named by: `cloudflare` of api.cloudflare.com, `guardian` of www.guardian.co.uk. */
export function brandOf(host: string): string | undefined {
  const labels = host.split(".");
  const n = labels.length;
  if (n < 2) return undefined;
  // A two-part public suffix (co.uk, com.au) leaves the brand one label further left.
  const k =
    n >= 3 && (labels[n - 2] as string).length <= 3 && (labels[n - 1] as string).length === 2 ? n - 3 : n - 2;
  return labels[k];
}

/**
 * Is the host documented by the skill (mentioned in its markdown, or the service its name is
 * about: api.cloudflare.com for `cloudflare-images`) or local? A name without a dot resolves only
 * on the machine or its network (`http://target/`, a compose service), never to a public host.
 */
export function hostDeclared(host: string, declared: Set<string>): boolean {
  if (LOCAL_HOST.test(host) || !/[.:]/.test(host)) return true;
  if (declared.has(host)) return true;
  const brand = brandOf(host);
  if (brand && declared.has(`name:${brand}`)) return true;
  for (const d of declared) if (host.endsWith(`.${d}`) || d.endsWith(`.${host}`)) return true;
  return false;
}

/**
 * A lower bound of editDistance, in linear time: characters one string has beyond the other's
 * (each insertion, deletion or substitution adds at most one on either side; a transposition none).
 */
export function bagDistance(a: string, b: string): number {
  // By UTF-16 code unit, as editDistance counts; ASCII in an array, anything else in a map.
  const ascii = new Int32Array(128);
  let other: Map<number, number> | undefined;
  const add = (c: number, d: number) => {
    if (c < 128) ascii[c] = (ascii[c] as number) + d;
    else {
      other ??= new Map();
      other.set(c, (other.get(c) ?? 0) + d);
    }
  };
  for (let i = 0; i < a.length; i++) add(a.charCodeAt(i), 1);
  for (let i = 0; i < b.length; i++) add(b.charCodeAt(i), -1);
  let more = 0;
  let fewer = 0;
  for (const v of [...ascii, ...(other?.values() ?? [])]) {
    if (v > 0) more += v;
    else fewer -= v;
  }
  return Math.max(more, fewer);
}

/** Damerau-style edit distance (adjacent transpositions count 1), bounded for speed. */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return 99;
  // Three rolling rows of the (optimal string alignment) table: rows i-2, i-1 and i.
  const w = b.length + 1;
  let before = new Int32Array(w);
  let prev = new Int32Array(w);
  let row = new Int32Array(w);
  for (let j = 0; j < w; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (before[j - 2] as number) + 1);
      row[j] = v;
    }
    [before, prev, row] = [prev, row, before];
  }
  return prev[b.length] as number;
}

export const clause = (c: MatchCtx) =>
  c.region.text.slice(clauseStart(c.region.text, c.index), clauseEnd(c.region.text, c.index));
export const clauseAfter = (c: MatchCtx) =>
  c.region.text.slice(c.index, clauseEnd(c.region.text, c.index + c.m[0].length));
export const clauseBefore = (c: MatchCtx) =>
  c.region.text.slice(clauseStart(c.region.text, c.index), c.index);

/** Describes an attack instead of making one ("users may try to make you ..."). */
export const DESCRIBES_ATTACK =
  /\b(tr(y|ies|ying)\s+to|attempts?\s+to|trick\w*|convinc\w*|manipulat\w*|persuad\w*|get\s+you\s+to|make\s+you|asks?\s+you\s+to|attackers?|malicious|injection|jailbreak\w*|adversar\w*|refuse|decline|warn)\b/i;

/** A markdown heading line ("## Steps"). */
export const HEADING_LINE = /^\s{0,3}#{1,6}\s/;

const DO_NOT_HEADING =
  /^\s{0,3}#{1,6}\s.*\b(?:not|never|avoid\w*|don'?t|forbidden|banned|prohibited|disallowed|red\s+flags?|anti-?patterns?|pitfalls?|dangerous|unsafe|insecure|risky|attacks?|threats?|what\s+to\s+(?:reject|flag|refuse|block))\b/i;

/**
 * The line sits under a markdown heading that lists what not to do ("What not to add", "Red
 * flags", "Never do"): a checklist of forbidden things, not instructions. Nearest heading only.
 */
export function underDoNotHeading(lines: string[], lineIdx: number): boolean {
  for (let k = lineIdx; k >= 0 && lineIdx - k < 80; k--) {
    const l = lines[k] ?? "";
    if (HEADING_LINE.test(l)) return DO_NOT_HEADING.test(l);
  }
  return false;
}

/**
 * Reference documentation (markdown beside SKILL.md) tells a person how to set a tool up; SKILL.md
 * and the agent's instruction files are what the agent follows.
 */
export function referenceDoc(file: FileInfo): boolean {
  return file.markdown && !/(?:^|\/)skill\.md$/i.test(file.path) && !INSTRUCTION_FILE.test(`/${file.path}`);
}
