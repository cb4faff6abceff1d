/**
 * Prose as a list of instruction units: sentences, list items, table cells and headings, each with
 * its words (stemmed, with offsets), the heading it sits under, and whether it is a quoted example.
 */
import { isQuotedAt, withoutNames } from "../../context";
import type { Region } from "../../segment";
import { lineOf } from "../helpers";
import type { FileInfo } from "../types";
import { PROHIBITION_HEADING, stem, TEACHING, TLDS } from "./lexicon";

export type TokKind = "word" | "url" | "email" | "domain" | "ip" | "path";

export interface Tok {
  /** Lower-cased surface form. */
  w: string;
  /** Stem of a word (same as w for other kinds). */
  s: string;
  kind: TokKind;
  /** Offset in the region text. */
  at: number;
  /** A word's shared entry, where the frames keep which word classes it is in. */
  e?: WordEntry;
}

/** One surface form: its stem, and per word class (a bit each) whether it was asked and the answer. */
export interface WordEntry {
  w: string;
  s: string;
  asked: number;
  member: number;
}

export interface Unit {
  region: Region;
  /** Offsets in region.text. */
  start: number;
  end: number;
  text: string;
  toks: Tok[];
  /** The heading above the unit (markdown), lower-cased. */
  heading: string;
  /** The unit sits under a heading of things not to do or of attacks to recognise. */
  prohibited: boolean;
  /** The unit or its heading talks about examples, attacks or detection. */
  teaching: boolean;
  /** Header row of the table the unit is a cell of. */
  tableHeader?: string;
  /** Index of the paragraph (blank-line separated block) the unit belongs to. */
  para: number;
}

const TOKEN =
  /(?:https?|s3|gs|ftp|sftp|wss?):\/\/[^\s)"'`<>\]|]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b|(?:~|\$HOME|\$\{HOME\})?\/?(?:\.?[\w-]+\/)+[\w.*-]*|~\/?[\w.*-]*|\.[\w-]+(?:\.[\w-]+)*|[\p{L}\d](?:[\p{L}\d'’_-]|\.(?=[\p{Ll}\d]))*[\p{L}\d]|[\p{L}\d]/gu;

const FILE_EXT =
  /\.(md|mdx|json|jsonl|ya?ml|toml|ini|cfg|conf|txt|csv|tsv|py|pyc|js|mjs|cjs|ts|tsx|jsx|sh|bash|zsh|ps1|rb|go|rs|java|kt|swift|c|h|cpp|hpp|cs|php|pl|lua|r|sql|html?|xml|svg|png|jpe?g|gif|webp|pdf|docx?|xlsx?|pptx?|zip|gz|tgz|tar|xz|bz2|7z|whl|lock|env|log|db|sqlite|ipynb|pem|key|crt|cer|p12|pfx|jks|keystore|bak|tmp|out|bin|exe|dll|so|dylib|wasm|app|dmg|pkg|deb|rpm|apk|ipa|jar|war|ear|vsix|yar|sol|vy|move|cairo|lean|tex|bib|rst|adoc|org)$/i;

/**
 * One shared word and stem per surface form: the same few thousand words recur in every skill, and
 * the frames look each token up in many word classes (a shared string keeps its hash).
 */
const words = new Map<string, WordEntry>();
function wordOf(w: string): WordEntry {
  let e = words.get(w);
  if (e === undefined) {
    if (words.size >= 100_000) words.clear();
    e = { w, s: stem(w), asked: 0, member: 0 };
    words.set(w, e);
  }
  return e;
}

/** A plain word: none of the characters URLs, mails, addresses, paths and dotted names need. */
function plainWord(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    // . / : @ ~
    if (c === 46 || c === 47 || c === 58 || c === 64 || c === 126) return false;
  }
  return true;
}

/** Tokens of a text slice; offsets relative to the slice start plus `base`. */
export function tokenize(text: string, base = 0): Tok[] {
  const out: Tok[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m; m = TOKEN.exec(text)) {
    const raw = m[0];
    // Most tokens are plain words (they end in a letter or digit): no kind tests, nothing to strip.
    if (plainWord(raw)) {
      const e = wordOf(raw.toLowerCase());
      out.push({ w: e.w, s: e.s, kind: "word", at: base + m.index, e });
      continue;
    }
    const w = raw.toLowerCase().replace(/[.’']+$/, "");
    let kind: TokKind = "word";
    if (/^[a-z][\w+.-]*:\/\//.test(w)) kind = "url";
    else if (/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(w)) kind = "email";
    else if (/^\d{1,3}(\.\d{1,3}){3}(:\d+)?$/.test(w)) kind = "ip";
    else if (w.includes("/") || w.startsWith("~") || /^\.[\w-]/.test(w)) kind = "path";
    else if (
      /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(w) &&
      !FILE_EXT.test(w) &&
      TLDS.has(w.slice(w.lastIndexOf(".") + 1))
    )
      kind = "domain";
    if (kind === "word" && w.includes(".")) {
      // "defaults.ignore": two words glued by a sentence end (hidden text often has no space).
      let at = base + m.index;
      for (const part of w.split(".")) {
        if (part) {
          const e = wordOf(part);
          out.push({ w: e.w, s: e.s, kind: "word", at, e });
        }
        at += part.length + 1;
      }
      continue;
    }
    if (kind === "word") {
      const e = wordOf(w);
      out.push({ w: e.w, s: e.s, kind, at: base + m.index, e });
    } else out.push({ w, s: w, kind, at: base + m.index });
  }
  return out;
}

const ABBREV = /(?:\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|fig|eq|resp|dr|mr|mrs|ms|st)\.)$/i;

/** "fixes.Before linting", "defaults.ignore previous": a sentence end with the space missing (not a host or a file name). */
function gluedSentence(text: string, i: number): boolean {
  const next = /^[A-Za-z]+/.exec(text.slice(i + 1, i + 40))?.[0] ?? "";
  if (!next) return false;
  if (/^[A-Z]/.test(next)) return true;
  const after = text[i + 1 + next.length] ?? " ";
  // A name going on ("defaults.json/", "first.last@host"), not two sentences.
  if ("./_-(@+".includes(after)) return false;
  return next.length >= 3 && !TLDS.has(next) && !FILE_EXT.test(`.${next}`);
}

/** A blockquote line that continues the quoted paragraph above it: one sentence may span both. */
function quoteContinues(text: string, i: number, rest: string): boolean {
  if (!/^[ \t]*>[ \t]*[^\s>#*+\-\d]/.test(rest.slice(0, 12))) return false;
  const prev = text.slice(text.lastIndexOf("\n", i - 2) + 1, i - 1);
  return /^[ \t]*>[ \t]*\S/.test(prev);
}

/** Offsets where units end in a prose region: sentence ends, semicolons, list items, cells, blank lines. */
function unitSpans(text: string): { start: number; end: number; para: number; cell: boolean }[] {
  const spans: { start: number; end: number; para: number; cell: boolean }[] = [];
  let para = 0;
  let start = 0;
  const push = (a: number, b: number, cell = false) => {
    if (/\S/.test(text.slice(a, b))) spans.push({ start: a, end: b, para, cell });
  };
  let i = 0;
  const n = text.length;
  let lineStart = true;
  while (i < n) {
    const c = text[i];
    if (lineStart) {
      // A table row: every cell is a unit.
      const rest = text.slice(i, i + 2000);
      const row = /^[ \t]*\|[^\n]*/.exec(rest);
      if (row) {
        push(start, i);
        const rowText = row[0];
        let cellStart = i + rowText.indexOf("|") + 1;
        for (let k = rowText.indexOf("|") + 1; k <= rowText.length; k++) {
          if (k === rowText.length || (rowText[k] === "|" && rowText[k - 1] !== "\\")) {
            push(cellStart, i + k, true);
            cellStart = i + k + 1;
          }
        }
        i += rowText.length;
        start = i;
        lineStart = false;
        continue;
      }
      const blank = /^[ \t]*(\n|$)/.test(rest);
      if (
        blank ||
        (/^[ \t]*(?:[-*+]|\d+[.)]|#{1,6}|>)\s/.test(rest.slice(0, 12)) && !quoteContinues(text, i, rest))
      ) {
        push(start, i);
        start = i;
        if (blank) para++;
      }
      lineStart = false;
    }
    if (c === "\n") {
      // A heading ends at its line end.
      const ls = text.lastIndexOf("\n", i - 1) + 1;
      if (/^[ \t]*#{1,6}\s/.test(text.slice(ls, i))) {
        push(start, i);
        start = i + 1;
      }
      lineStart = true;
      i++;
      continue;
    }
    if (c === ";" || ((c === "!" || c === "?") && /\s/.test(text[i + 1] ?? " "))) {
      push(start, i + 1);
      start = i + 1;
    } else if (
      c === "." &&
      (/\s/.test(text[i + 1] ?? " ") || (/[a-z]/.test(text[i - 1] ?? "") && gluedSentence(text, i))) &&
      !ABBREV.test(text.slice(Math.max(0, i - 6), i + 1))
    ) {
      push(start, i + 1);
      start = i + 1;
    }
    i++;
  }
  push(start, n);
  return spans;
}

/** The heading text above each line of a markdown file (lower-cased), computed once per file. */
function headingsOf(file: FileInfo): string[] {
  const out: string[] = [];
  let cur = "";
  let inFence = false;
  for (const l of file.vlines) {
    if (/^\s{0,3}(```|~~~)/.test(l)) inFence = !inFence;
    if (!inFence) {
      const h = /^\s{0,3}#{1,6}\s+(.*)$/.exec(l);
      if (h) cur = (h[1] ?? "").toLowerCase();
    }
    out.push(cur);
  }
  return out;
}

/** What a heading says about the units under it; every unit of a section asks the same question. */
const headingClasses = new Map<string, { prohibited: boolean; teaching: boolean }>();
function headingClass(heading: string): { prohibited: boolean; teaching: boolean } {
  let c = headingClasses.get(heading);
  if (!c) {
    if (headingClasses.size >= 10_000) headingClasses.clear();
    c = { prohibited: PROHIBITION_HEADING.test(heading), teaching: TEACHING.test(heading) };
    headingClasses.set(heading, c);
  }
  return c;
}

const tableTops = new WeakMap<FileInfo, Int32Array>();

/**
 * The first line (0-based) of the run of table rows just above line k, or k itself: where the
 * header of the table a cell is in sits. Memoised per file, so a long table costs one walk, not
 * one per cell.
 */
function tableTop(file: FileInfo, k: number): number {
  let memo = tableTops.get(file);
  if (!memo) {
    memo = new Int32Array(file.vlines.length + 1).fill(-1);
    tableTops.set(file, memo);
  }
  const path: number[] = [];
  let j = k;
  while ((memo[j] ?? -1) < 0 && j > 0 && /^\s*\|/.test(file.vlines[j - 1] ?? "")) {
    path.push(j);
    j--;
  }
  const top = (memo[j] ?? -1) >= 0 ? (memo[j] as number) : j;
  memo[j] = top;
  for (const x of path) memo[x] = top;
  return top;
}

/**
 * A list item under a label that forbids what follows ("**Don't:**", "❌ **Never Do**:", "Avoid:"),
 * bold text rather than a heading. Only a bare label counts: "If it goes wrong, do this:" does not.
 */
function inDontList(lines: string[], idx: number): boolean {
  if (!/^\s*(?:[-*+]|\d+[.)])\s/.test(lines[idx] ?? "")) return false;
  for (let k = idx - 1; k >= 0 && idx - k < 40; k--) {
    const l = lines[k] ?? "";
    if (/^\s*(?:[-*+]|\d+[.)])\s/.test(l) || !l.trim()) continue;
    const label = l.replace(/[*_`]/g, "").trim();
    return (
      /^(?:[❌🚫⛔✗✘]\s*)?(?:never(?:\s+do)?|don['’]?t(?:s|\s+do(?:\s+this)?)?|do\s+not|avoid|anti-?patterns?|bad(?:\s+(?:examples?|practices?|patterns?))?|wrong|pitfalls|common\s+mistakes)\s*:?$/iu.test(
        label,
      ) ||
      (/[❌🚫⛔]/u.test(label) && /:$/.test(label) && label.length < 60)
    );
  }
  return false;
}

const unitCache = new WeakMap<Region, Unit[]>();
const headingCache = new WeakMap<FileInfo, string[]>();

/** The units of a prose, hidden or comment region. */
export function unitsOf(file: FileInfo, r: Region): Unit[] {
  const hit = unitCache.get(r);
  if (hit) return hit;
  let headings = headingCache.get(file);
  if (!headings) {
    headings = file.markdown ? headingsOf(file) : [];
    headingCache.set(file, headings);
  }
  const out: Unit[] = [];
  for (const sp of unitSpans(r.text)) {
    const text = r.text.slice(sp.start, sp.end);
    const toks = tokenize(text, sp.start);
    if (toks.length === 0) continue;
    const line = lineOf(r, sp.start + (text.length - text.trimStart().length));
    const heading = headings[line - 1] ?? "";
    const lineText = file.vlines[line - 1] ?? "";
    const isHeading = /^\s{0,3}#{1,6}\s/.test(lineText) && r.ctx === "prose";
    let tableHeader: string | undefined;
    if (sp.cell) tableHeader = (file.vlines[tableTop(file, line - 1)] ?? "").toLowerCase();
    const h = isHeading ? undefined : headingClass(heading);
    out.push({
      region: r,
      start: sp.start,
      end: sp.end,
      text,
      toks,
      heading: isHeading ? "" : heading,
      prohibited: (h?.prohibited ?? false) || (file.markdown && inDontList(file.vlines, line - 1)),
      teaching:
        TEACHING.test(withoutNames(text)) ||
        (h?.teaching ?? false) ||
        (tableHeader !== undefined && TEACHING.test(tableHeader)),
      ...(tableHeader !== undefined ? { tableHeader } : {}),
      para: sp.para,
    });
  }
  unitCache.set(r, out);
  return out;
}

/** `key: "value"` (or '…'): the value's delimiters, whole line. */
const YAML_QUOTED = /^([ \t]*(?:-[ \t]+)?[\w.-]+:[ \t]+)(["'])(.*)\2([ \t]*)$/;

/** Is the token inside quotes or a code span on its line (checked on the line as written)? */
export function quotedTok(file: FileInfo, u: Unit, t: Tok): boolean {
  const r = u.region;
  const line = lineOf(r, t.at);
  const col = t.at - (r.text.lastIndexOf("\n", t.at - 1) + 1);
  const row = file.vlines[line - 1] ?? "";
  // In front matter the quotes around a value are YAML's syntax, not a quotation of someone's words.
  return isQuotedAt(
    r.ctx === "prose" && r.lang === "config" ? row.replace(YAML_QUOTED, "$1 $3 $4") : row,
    col,
  );
}
