import path from "node:path";
import type { CollectedSkill, SpecIssue } from "../collect/schema";
import { sha256 } from "../util/hash";
import {
  Budget,
  type ContainerLimits,
  DEFAULT_CONTAINER_LIMITS,
  decompress,
  type Member,
  notebookCells,
  officeXmlText,
  pdfText,
  printableStrings,
  readTar,
  readZip,
} from "./containers";
import { clauseStart, exampleVerdict, inPatternLiteral, isNegated, isTableExample } from "./context";
import type { Finding, Suppressed, Unscannable } from "./finding";
import { displacedContentIn, encodedBlobsIn, looksLikeCode, runLinesOf, zeroWidthBinaryIn } from "./hidden";
import { KeywordSet } from "./keywords";
import { PATTERN_IDS, PATTERNS, type PatternId } from "./patterns";
import { ALL_RULES } from "./rules";
import { declaredEnvOf, declaredHostsOf } from "./rules/exfiltration";
import { colOf, langKey, lineOf } from "./rules/helpers";
import type { FileInfo, FileRule, Hit, SkillInfo, TextRule } from "./rules/types";
import { langOf, type Region, region, segment, splitComments } from "./segment";
import { specFindings, traversalIssue } from "./spec";
import { applySuppressions, isSelfSuppressionFile, type SuppressionSet } from "./suppressions";
import { makeSnippet, reveal, type Sniffed, sniff, sniffText } from "./text";

export interface ScanOptions {
  limits?: Partial<ContainerLimits>;
  /** Reviewed suppressions from the repository (never from inside the skill). */
  suppressions?: SuppressionSet;
  /** The skill root relative to the repository root, for matching suppression paths. */
  skillPathInRepo?: string;
  /** Run every regex even where its keyword pre-filter says it cannot match (for tests). */
  noPrefilter?: boolean;
}

export interface ScanResult {
  findings: Finding[];
  suppressed: Suppressed[];
  unscannable: Unscannable[];
  /** The package's front matter problems (from collect) and layout problems found here (archive traversal). */
  spec: SpecIssue[];
}

interface Prepared {
  file: FileInfo;
  /** Findings the container reader itself produced (hidden text in a document). */
  extra: RawFinding[];
  /** Scanned line (1-based index - 1) → line in the real file, when long lines were windowed. */
  lineMap?: number[];
  /** The file findings are reported in, when it is not `file.path` (a notebook cell: the notebook). */
  reportAs?: string;
}

const LONG_LINE = 4096;
const WINDOW = 1024;
const STEP = 768;

/**
 * Lines past LONG_LINE characters are scanned as overlapping windows, one per scanned line, so rule
 * and context work stays linear in the file size however long a line is; findings map back to the
 * real line. Anything shorter than the overlap (256 characters) always lies whole in one window.
 */
function windowLongLines(text: string): { text: string; lineMap?: number[] } {
  const lines = text.split("\n");
  if (!lines.some((l) => l.length > LONG_LINE)) return { text };
  const out: string[] = [];
  const lineMap: number[] = [];
  lines.forEach((l, i) => {
    if (l.length <= LONG_LINE) {
      out.push(l);
      lineMap.push(i + 1);
      return;
    }
    for (let at = 0; at < l.length; at += STEP) {
      out.push(l.slice(at, at + WINDOW));
      lineMap.push(i + 1);
      if (at + WINDOW >= l.length) break;
    }
  });
  return { text: out.join("\n"), lineMap };
}

export interface RawFinding {
  pattern: PatternId;
  rule: string;
  file: string;
  line: number;
  col: number;
  confidence: number;
  message: string;
  snippetLine: string;
}

const OFFICE_EXT = /\.(docx|docm|xlsx|xlsm|pptx|pptm|odt|ods|odp)$/i;
const OFFICE_PART =
  /^(word\/(document|header\d*|footer\d*|footnotes|endnotes|comments)\.xml|xl\/(sharedStrings|worksheets\/sheet\d+|comments\d*)\.xml|ppt\/(slides\/slide\d+|notesSlides\/notesSlide\d+|comments\/comment\d+)\.xml|content\.xml|docProps\/(core|app|custom)\.xml)$/;

/** Scans a collected skill with every rule. Pure and deterministic: same input, same output. */
export function scanSkill(skill: CollectedSkill, opts: ScanOptions = {}): ScanResult {
  const { prepared, info, unscannable, spec, paths } = prepare(skill, opts.limits);
  const raw: RawFinding[] = [];
  for (const { file, extra, lineMap, reportAs } of prepared) {
    const found = [...extra, ...scanFile(file, info, false, opts.noPrefilter, unscannable)];
    raw.push(
      ...(lineMap || reportAs
        ? found.map((f) => ({
            ...f,
            file: f.file === file.path && reportAs ? reportAs : f.file,
            line: lineMap?.[f.line - 1] ?? f.line,
          }))
        : found),
    );
    if (isSelfSuppressionFile(file.path)) {
      raw.push({
        pattern: "P4",
        rule: "P4.self-suppression",
        file: file.path,
        line: 1,
        col: 0,
        confidence: 0.9,
        message:
          "The skill ships its own scanner suppressions; a skill cannot vouch for itself, so they are ignored",
        snippetLine: file.lines[0] ?? "",
      });
    }
  }
  for (const p of paths) {
    if (isSelfSuppressionFile(p) && !prepared.some((x) => x.file.path === p)) {
      raw.push({
        pattern: "P4",
        rule: "P4.self-suppression",
        file: p,
        line: 1,
        col: 0,
        confidence: 0.9,
        message: "The skill ships its own scanner suppressions; they are ignored",
        snippetLine: "",
      });
    }
  }

  raw.push(...specFindings(spec, skill.contents.get("SKILL.md"), skill.pkg.frontmatter));
  const findings = finalize(raw);
  unscannable.sort((a, b) => cmp(a.file, b.file) || cmp(a.reason, b.reason));
  spec.sort((a, b) => cmp(a.file, b.file) || a.line - b.line || cmp(a.rule, b.rule));
  if (!opts.suppressions) return { findings, suppressed: [], unscannable, spec };
  const { kept, suppressed } = applySuppressions(findings, opts.suppressions, opts.skillPathInRepo ?? "");
  return { findings: kept, suppressed, unscannable, spec };
}

/** Every file of the skill read and segmented as the rules see it, with what could not be read. */
function prepare(skill: CollectedSkill, given?: Partial<ContainerLimits>) {
  const limits = { ...DEFAULT_CONTAINER_LIMITS, ...given };
  const unscannable: Unscannable[] = (skill.pkg.skipped ?? []).map((s) => ({
    ...s,
    kind: "unread" as const,
  }));
  const prepared: Prepared[] = [];
  const spec: SpecIssue[] = [...(skill.pkg.spec ?? [])];
  holdTwoByte = [...skill.contents.values()].some(hasWideUtf8);
  const paths = [...new Set([...skill.pkg.files.map((f) => f.path), ...skill.contents.keys()])].sort(cmp);

  for (const p of paths) {
    const data = skill.contents.get(p);
    if (!data) {
      unscannable.push({
        file: p,
        reason: "listed in the package but its bytes were not provided",
        kind: "unread",
      });
      continue;
    }
    expand(p, data, 0, { budget: new Budget(limits), out: prepared, unscannable, spec });
  }
  return { prepared, info: skillInfo(skill, prepared), unscannable, spec, paths };
}

/** The files as the rules read them (for training the prose model on the same units the scan scores). */
export function preparedFiles(skill: CollectedSkill): { files: FileInfo[]; info: SkillInfo } {
  const { prepared, info } = prepare(skill);
  return { files: prepared.filter((x) => !x.lineMap && !x.reportAs).map((x) => x.file), info };
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Expansion {
  budget: Budget;
  out: Prepared[];
  unscannable: Unscannable[];
  spec: SpecIssue[];
}

const unread = (file: string, reason: string): Unscannable => ({ file, reason, kind: "unread" });

/** What a decompressed single stream is called inside its file: "x.sh.xz" holds "x.sh". */
function streamName(p: string): string {
  const base = path.posix.basename(p.slice(p.lastIndexOf("!") + 1));
  return (
    base.replace(/\.(gz|tgz|bz2|tbz2?|xz|txz|lzma|tlz|z|zz|zlib)$/i, (_m, e: string) =>
      /^t/i.test(e) ? ".tar" : "",
    ) || "data"
  );
}

function expand(p: string, data: Buffer, depth: number, x: Expansion): void {
  const nested = (members: Member[], problem?: string) => {
    if (problem) x.unscannable.push(unread(p, problem));
    for (const m of members.sort((a, b) => cmp(a.name, b.name))) {
      const child = `${p}!${m.name}`;
      if (m.rawName !== undefined) x.spec.push(traversalIssue(child, m.rawName));
      if (!m.data) x.unscannable.push(unread(child, m.problem ?? "unreadable member"));
      else if (depth + 1 > x.budget.limits.maxDepth)
        x.unscannable.push(unread(child, `nested more than ${x.budget.limits.maxDepth} archives deep`));
      else expand(child, m.data, depth + 1, x);
    }
  };
  let s: Sniffed = sniff(data, p);
  if (s.type === "compressed") {
    const out = decompress(s.kind, data, x.budget);
    if (typeof out !== "string") {
      const inner = sniff(out, streamName(p));
      if (inner.type === "tar") {
        const t = readTar(out, x.budget);
        nested(t.members, t.problem);
      } else nested([{ name: streamName(p), data: gitObjectBody(out) }]);
      return;
    }
    // A zlib header is two bytes text can start with ("x^"): text that does not inflate is text.
    if (s.kind !== "zlib") {
      x.unscannable.push(unread(p, out));
      return;
    }
    s = sniffText(data, p);
  }
  switch (s.type) {
    case "text": {
      if (/\.ipynb$/i.test(p)) {
        const cells = notebookCells(data);
        if (cells) {
          // Each cell is scanned in its own language; what it finds is reported at the notebook's line.
          const lines = notebookLines(s.text);
          for (const m of cells) {
            const before = x.out.length;
            expand(`${p}!${m.name}`, m.data ?? Buffer.alloc(0), depth + 1, x);
            // The metadata member keeps the notebook's own lines.
            if (m.name === "metadata.json") {
              for (const e of x.out.slice(before)) e.reportAs = p;
              continue;
            }
            const map = lines.get(m.name.replace(/^(cell-\d+)(\.output)?.*$/, "$1$2"));
            if (!map) continue;
            for (const e of x.out.slice(before)) {
              e.reportAs = p;
              e.lineMap = (e.lineMap ?? e.file.lines.map((_, i) => i + 1)).map(
                (l) => map[l - 1] ?? map.at(-1) ?? 1,
              );
            }
          }
          return;
        }
      }
      const w = windowLongLines(s.text);
      const origin = s.encoding === "utf-8" ? undefined : `text decoded as ${s.encoding}`;
      x.out.push({
        file: buildFile(p, w.text, origin),
        extra: [],
        ...(w.lineMap ? { lineMap: w.lineMap } : {}),
      });
      return;
    }
    case "zip": {
      const z = readZip(data, x.budget);
      const office =
        OFFICE_EXT.test(p) ||
        z.members.some((m) => m.name === "[Content_Types].xml" || m.name === "mimetype");
      if (!office) {
        nested(z.members, z.problem);
        return;
      }
      if (z.problem) x.unscannable.push(unread(p, z.problem));
      for (const m of z.members.sort((a, b) => cmp(a.name, b.name))) {
        const child = `${p}!${m.name}`;
        if (/vbaProject\.bin$|\.bin$/i.test(m.name)) {
          x.unscannable.push(unread(child, "embedded binary (macro project or OLE object) not scanned"));
          continue;
        }
        if (!OFFICE_PART.test(m.name)) continue;
        if (!m.data) {
          x.unscannable.push(unread(child, m.problem ?? "unreadable member"));
          continue;
        }
        const { text, hiddenRuns } = officeXmlText(m.data.toString("utf8"));
        const file = buildFile(child, text, "text extracted from an office document", "text");
        const extra: RawFinding[] = hiddenRuns.map((t) => ({
          pattern: "P2",
          rule: "P2.hidden-document-text",
          file: child,
          line: Math.max(1, file.lines.findIndex((l) => l.includes(t.slice(0, 30))) + 1),
          col: 0,
          confidence: 0.85,
          message: `Document text formatted as hidden: "${t.slice(0, 160)}"`,
          snippetLine: t,
        }));
        x.out.push({ file, extra });
      }
      return;
    }
    case "tar": {
      const t = readTar(data, x.budget);
      nested(t.members, t.problem);
      return;
    }
    case "pyc": {
      const strings = printableStrings(data.subarray(16));
      x.out.push({ file: pycFile(p, strings), extra: [] });
      return;
    }
    case "pdf": {
      const text = pdfText(data, x.budget);
      if (text?.trim())
        x.out.push({ file: buildFile(p, text, "text extracted from a PDF", "text"), extra: [] });
      else x.unscannable.push(unread(p, "PDF with no extractable text (images or unsupported encoding)"));
      return;
    }
    case "binary":
      x.unscannable.push(
        s.media
          ? { file: p, reason: `${s.what}: no text to scan`, kind: "no-text" }
          : unread(p, `${s.what}; not readable as text`),
      );
  }
}

/** A git loose object inflates to "blob <size>\0<content>": the content is what was committed. */
function gitObjectBody(out: Buffer): Buffer {
  const m = /^(blob|commit|tag) \d+\0/.exec(out.subarray(0, 32).toString("latin1"));
  return m ? out.subarray(m[0].length) : out;
}

function buildFile(p: string, given: string, origin?: string, forceLang?: "text"): FileInfo {
  const raw = holdTwoByte ? twoByte(given) : given;
  const unix = raw.includes("\r") ? raw.replace(/\r\n?/g, "\n") : raw;
  const text = reveal(unix);
  const lines = unix.split("\n");
  const lang = forceLang ?? langOf(p, text);
  // Detection signatures (YARA) quote attack strings on purpose: they are examples, never commands.
  const regions = forceLang
    ? [region("prose", "text", text, 1)]
    : /\.(yar|yara)$/i.test(p)
      ? [region("prose", "text", text, 1, { example: 2 })]
      : segment(p, text);
  return {
    path: p,
    lang,
    markdown: lang === "markdown",
    script: lang !== "markdown" && lang !== "text" && lang !== "other",
    text,
    lines,
    vlines: text.split("\n"),
    regions,
    origin,
  };
}

/**
 * In a skill with a character past U+00FF somewhere, every text is held two-byte. V8 compiles a regex
 * once per string representation it meets: an ASCII SKILL.md beside a reference with an em dash had
 * each of the hundreds of rule regexes compiled twice. Not for all-Latin-1 skills: two-byte text is
 * matched ~10% slower. (Set by scanSkill, which is synchronous.)
 */
let holdTwoByte = false;

/** Does UTF-8 data hold a code point past U+00FF (a lead byte 0xC4-0xF4)? A guess is only slower. */
function hasWideUtf8(data: Buffer): boolean {
  for (let i = 0; i < data.length; i++) {
    const b = data[i] as number;
    if (b >= 0xc4 && b <= 0xf4) return true;
  }
  return false;
}

/** The same string, in V8's two-byte representation (a slice of a flattened two-byte concatenation). */
function twoByte(s: string): string {
  return `\u0100${s}`.slice(1);
}

/**
 * For each notebook cell ("cell-2") and its text output ("cell-2.output"), the line of the notebook
 * file that holds each of its lines: a source string is found where the JSON has it; a string holding
 * several lines (a one-string cell) keeps them all on its JSON line.
 */
function notebookLines(text: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  let nb: { cells?: { source?: unknown; outputs?: { text?: unknown }[] }[] };
  try {
    nb = JSON.parse(text) as typeof nb;
  } catch {
    return out;
  }
  if (!Array.isArray(nb.cells)) return out;
  const starts = lineStartsOf(text);
  const lineAt = (at: number) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  // Within a cell, "outputs" may come before "source" (keys are often sorted): both are looked for
  // from where the cell starts, and the next cell starts after the furthest of them.
  let cellStart = 0;
  let furthest = 0;
  const place = (pieces: unknown, fallback: number): number[] => {
    const map: number[] = [];
    let cursor = cellStart;
    let line = fallback;
    const list = Array.isArray(pieces) ? pieces : typeof pieces === "string" ? [pieces] : [];
    for (const piece of list) {
      if (typeof piece !== "string") continue;
      const at = text.indexOf(JSON.stringify(piece), cursor);
      if (at >= 0) {
        cursor = at + 1;
        furthest = Math.max(furthest, cursor);
        line = lineAt(at);
      }
      const n = piece.replace(/\n$/, "").split("\n").length;
      for (let k = 0; k < n; k++) map.push(line);
    }
    return map;
  };
  nb.cells.forEach((cell, i) => {
    const source = place(cell?.source, lineAt(cellStart));
    out.set(`cell-${i + 1}`, source);
    const outputs = Array.isArray(cell?.outputs) ? cell.outputs : [];
    const first = source[0] ?? lineAt(cellStart);
    out.set(
      `cell-${i + 1}.output`,
      (() => {
        const m = outputs.flatMap((o) => place(o?.text, first));
        return m.length ? m : [first];
      })(),
    );
    cellStart = furthest;
  });
  return out;
}

function lineStartsOf(text: string): number[] {
  const out = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) out.push(i + 1);
  return out;
}

/**
 * Compiled bytecode keeps string constants and names. They are scanned as shell and Python code and as
 * text; a few name combinations stand in for the calls they imply (environ + items = a dump).
 */
function pycFile(p: string, strings: string[]): FileInfo {
  const names = new Set(strings);
  const implied: string[] = [];
  if (names.has("environ") && ["items", "copy", "keys", "values", "dumps"].some((n) => names.has(n)))
    implied.push("x = dict(os.environ)");
  if (
    (names.has("exec") || names.has("eval")) &&
    ["b64decode", "decompress", "loads", "unhexlify", "fromhex"].some((n) => names.has(n))
  ) {
    implied.push("exec(base64.b64decode(x))");
  }
  const text = [...strings, ...implied].join("\n");
  const code = splitComments(text, "python", 1, 0);
  const regions: Region[] = [...code, region("code", "shell", text, 1), region("prose", "text", text, 1)];
  return {
    path: p,
    lang: "python",
    markdown: false,
    script: true,
    text,
    lines: text.split("\n"),
    vlines: text.split("\n"),
    regions,
    origin: "compiled Python bytecode (.pyc) strings",
  };
}

/** The language of the file a payload was decoded from, when it is Python or JavaScript. */
const hostCode = (p: string): "python" | "js" | "shell" => {
  const host = langOf(p, "");
  return host === "python" || host === "js" ? host : "shell";
};

function decodedFile(p: string, text: string, script: boolean): FileInfo {
  // Decoded inside a script, an assignment (`msg['Bcc'] = '...'`) is a statement of that script.
  const code = looksLikeCode(text) || (script && /^\s*[\w.$]+(?:\[[^\]\n]+\])*\s*=(?!=)\s*\S/m.test(text));
  const lang = !code
    ? "text"
    : /require\s*\(|=>|\b(?:const|let|var)\s+[\w$]+\s*=|process\.|\bfunction\s*\w*\s*\(|\bfetch\s*\(|\bJSON\.\w+\(|\bawait\s|\bconsole\.\w+\(/.test(
          text,
        )
      ? "js"
      : /\bimport\s+\w+|\bdef\s|\bos\.|subprocess|urllib/.test(text)
        ? "python"
        : hostCode(p);
  const regions = lang === "text" ? [region("prose", "text", text, 1)] : splitComments(text, lang, 1, 0);
  // Decoded from a shipped script, it is that script's code: the rules for shipped scripts apply.
  return {
    path: p,
    lang,
    markdown: false,
    script: script && lang !== "text",
    text,
    lines: [text],
    vlines: [text],
    regions,
  };
}

/**
 * Prose lines of a markdown file with inline code removed and hidden lines left out: a host that only
 * appears inside the command that contacts it is not documented.
 */
function documentedProse(file: FileInfo): string[] {
  const hidden = new Set(displacedContentIn(file).map((d) => d.line));
  const out: string[] = [];
  for (const r of file.regions) {
    if (r.ctx !== "prose") continue;
    for (let k = 0; k < r.starts.length; k++) {
      const line = r.startLine + k;
      if (hidden.has(line)) continue;
      // A fenced block's lines are blanked in the prose region: they are code, not documentation.
      if (!r.text.slice(r.starts[k], r.starts[k + 1] ?? r.text.length).trim()) continue;
      out.push((file.vlines[line - 1] ?? "").replace(/`[^`]*`/g, " "));
    }
  }
  return out;
}

function skillInfo(skill: CollectedSkill, prepared: Prepared[]): SkillInfo {
  const md = prepared.filter((x) => x.file.markdown && !x.file.path.includes("!"));
  const regions = md.flatMap((x) => x.file.regions.filter((r) => r.ctx !== "hidden"));
  const prose = md.flatMap((x) => documentedProse(x.file));
  return {
    pkg: skill.pkg,
    folder: path.basename(skill.pkg.root),
    declaredEnv: declaredEnvOf(
      regions.map((region) => ({ region, frontmatter: false })),
      skill.pkg.frontmatter,
    ),
    declaredHosts: declaredHostsOf(prose, skill.pkg.frontmatter),
    docText: `${prose.join("\n")}\n${JSON.stringify(skill.pkg.frontmatter)}`.toLowerCase(),
    paths: prepared.map((x) => x.file.path),
    textOf: (p: string) => prepared.find((x) => x.file.path === p)?.file.text,
  };
}

const TEXT_RULES = ALL_RULES.filter((r): r is TextRule => r.kind !== "file");

/** Every rule keyword, found in one pass per region; each rule's keywords as ids into the set. */
const hintGroups = (r: TextRule): string[][] =>
  !r.hint ? [] : r.hint.every((h) => typeof h === "string") ? [r.hint as string[]] : (r.hint as string[][]);
const KEYWORDS = new KeywordSet(TEXT_RULES.flatMap((r) => hintGroups(r).flat()));
const HINT_IDS = new Map(
  TEXT_RULES.map((r) => [r, r.hint ? hintGroups(r).map((g) => g.map((h) => KEYWORDS.id(h))) : null]),
);

interface Applicable {
  rule: TextRule;
  /** Keyword ids, one list per group (each group needs one present), or null. */
  hint: number[][] | null;
}
const APPLICABLE = new Map<string, Applicable[]>();

/** The text rules that apply to a region, by its context, language and whether the file is a script. */
function rulesFor(r: Region, script: boolean): Applicable[] {
  const key = `${r.ctx}\0${r.lang}\0${script}`;
  let list = APPLICABLE.get(key);
  if (list) return list;
  // Blocks in text/diff/output languages are data to read, not commands: only text rules apply.
  const dataBlock = r.ctx === "code" && !script && /^(text|markdown|other)$/.test(r.lang);
  list = TEXT_RULES.filter(
    (rule) =>
      rule.contexts.includes(r.ctx) &&
      !(r.ctx === "code" && rule.langs && !rule.langs.some((l) => langKey(l) === langKey(r.lang))) &&
      !(rule.scriptsOnly && !script) &&
      !(dataBlock && !rule.examples),
  ).map((rule) => ({ rule, hint: HINT_IDS.get(rule) ?? null }));
  APPLICABLE.set(key, list);
  return list;
}
const FILE_RULES = ALL_RULES.filter((r): r is FileRule => r.kind === "file");

function scanFile(
  file: FileInfo,
  skill: SkillInfo,
  nested = false,
  noPrefilter = false,
  unread: Unscannable[] = [],
): RawFinding[] {
  // A rule that cannot finish on this file leaves part of it unread: said, never silently dropped.
  const failed = (id: string, e: unknown) => {
    const reason = `rule ${id} could not finish reading it (${e instanceof Error ? e.message : String(e)})`;
    if (!unread.some((u) => u.file === file.path && u.reason === reason))
      unread.push({ file: file.path, reason, kind: "unread" });
  };
  const out: RawFinding[] = [];
  const emit = (ruleId: string, pattern: PatternId, h: Hit, baseConf: number, baseMsg: string) => {
    const line = file.origin?.includes(".pyc")
      ? 1
      : Math.min(Math.max(1, h.line), Math.max(1, file.lines.length));
    const srcLine = file.origin?.includes(".pyc")
      ? (file.lines[h.line - 1] ?? "")
      : (file.lines[line - 1] ?? "");
    out.push({
      pattern: h.pattern ?? pattern,
      rule: h.rule ? `${h.pattern ?? pattern}.${h.rule}` : ruleId,
      file: file.path,
      line,
      col: h.col ?? 0,
      confidence: round(h.confidence ?? baseConf),
      message: h.message ?? baseMsg,
      snippetLine: srcLine,
    });
  };

  const clauses = new Set<string>();
  let pendingClause = "";
  for (const r of file.regions) {
    // Clearly marked examples of what not to do: no text rule applies.
    if (r.example === 2) continue;
    // Cheap applicability tests first; the keyword pre-filter reads the text, once per keyword and region.
    let found: Uint8Array | undefined;
    for (const { rule, hint } of rulesFor(r, file.script)) {
      if (hint && !noPrefilter) {
        found ??= KEYWORDS.scan(r.text);
        const f = found;
        if (!hint.every((group) => group.some((id) => f[id] === 1))) continue;
      }
      const re = rule.regex;
      re.lastIndex = 0;
      for (let m = re.exec(r.text); m; m = re.exec(r.text)) {
        if (m[0].length === 0) {
          re.lastIndex++;
          continue;
        }
        // Report where the match proper starts, not at the separator a regex anchored on.
        const index = m.index + leadingSeparators(m[0]);
        if (r.ctx !== "code" && rule.negatable !== false && isNegated(r.text, index)) continue;
        // One finding per pattern and sentence in prose: a sentence is one instruction.
        pendingClause = "";
        if (r.ctx !== "code") {
          const key = `${rule.pattern}:${r.startLine}:${r.ctx}:${clauseStart(r.text, index)}`;
          if (clauses.has(key)) continue;
          pendingClause = key;
        }
        const line = lineOf(r, index);
        const col = colOf(r, index);
        let conf = rule.confidence;
        if (r.ctx === "prose" && isTableExample(file.vlines, line - 1, col)) continue;
        if (r.ctx === "code" && file.script && inPatternLiteral(file.vlines[line - 1] ?? "", col)) continue;
        if (rule.examples) {
          const v = exampleVerdict(r.text, index, file.vlines[line - 1] ?? "", col);
          if (v === "example") continue;
          if (v === "maybe") conf *= 0.75;
        }
        if (r.example === 1) conf *= 0.7;
        let hit: Hit = { line, col, confidence: conf };
        if (rule.check) {
          const res = rule.check({ m, region: r, file, skill, index });
          if (res === false) continue;
          if (typeof res === "number") hit.confidence = res * (conf / rule.confidence);
          else if (typeof res === "object") hit = { ...hit, ...res };
        }
        emit(rule.id, rule.pattern, hit, conf, rule.message);
        if (pendingClause) clauses.add(pendingClause);
        pendingClause = "";
      }
    }
  }
  for (const rule of FILE_RULES) {
    try {
      for (const h of rule.check(file, skill)) emit(rule.id, rule.pattern, h, rule.confidence, rule.message);
    } catch (e) {
      failed(rule.id, e);
    }
  }

  // Payloads decoded from blobs or zero-width bits are scanned as what they are, reported at their line.
  if (!nested) {
    const payloads = [
      ...encodedBlobsIn(file).map((d) => ({ line: d.line, text: d.text, how: `a ${d.encoding} blob` })),
      ...zeroWidthBinaryIn(file).map((z) => ({
        line: z.line,
        text: z.text,
        how: "zero-width characters",
      })),
    ];
    for (const p of payloads) {
      // What the payload does, not how carefully it is written: its robustness and pins are noise.
      const found = scanFile(
        decodedFile(file.path, p.text, file.script),
        skill,
        true,
        noPrefilter,
        unread,
      ).filter((f) => !/^(R\d|SC1)$/.test(f.pattern));
      for (const f of found) {
        out.push({
          ...f,
          line: p.line,
          col: 0,
          snippetLine: file.lines[p.line - 1] ?? "",
          message: `${f.message} (in text decoded from ${p.how} on this line)`,
        });
      }
      // Written on one line, run on another: what the payload does happens where it is run, and
      // the literal that hides it is the obfuscation.
      const runs = found.length ? runLinesOf(file, p.line).filter((l) => Math.abs(l - p.line) > 2) : [];
      for (const at of runs) {
        for (const f of found)
          out.push({
            ...f,
            line: at,
            col: 0,
            snippetLine: file.lines[at - 1] ?? "",
            message: `${f.message} (in text decoded from ${p.how} on line ${p.line}, run here)`,
          });
        out.push({
          pattern: "SC3",
          rule: "SC3.payload-literal",
          file: file.path,
          line: p.line,
          col: 0,
          confidence: 0.9,
          message: `${p.how[0]?.toUpperCase()}${p.how.slice(1)} that line ${at} decodes and runs`,
          snippetLine: file.lines[p.line - 1] ?? "",
        });
      }
    }
  }

  // Findings on lines placed out of sight say so.
  const displaced = new Map(displacedContentIn(file).map((d) => [d.line, d.how]));
  if (displaced.size) {
    for (const f of out) {
      const how = displaced.get(f.line);
      if (how && !f.rule.endsWith("displaced-content")) f.message += ` (this line is hidden ${how})`;
    }
  }
  if (file.origin) for (const f of out) f.message += ` [in ${file.origin}]`;
  return out;
}

/** Length of the run of separators (/^[\s;&|(`{]+/) a match starts with. */
function leadingSeparators(s: string): number {
  const c = s.charCodeAt(0);
  // Letters, digits and most punctuation cannot start the run: no regex needed.
  if (c > 32 && c < 128 && c !== 59 && c !== 38 && c !== 124 && c !== 40 && c !== 96 && c !== 123) return 0;
  return /^[\s;&|(`{]+/.exec(s)?.[0].length ?? 0;
}

const round = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 100) / 100;
const ORDER = new Map(PATTERN_IDS.map((p, i) => [p, i]));

/** One finding per pattern, file and line (the most confident), with stable ids, in a stable order. */
function finalize(raw: RawFinding[]): Finding[] {
  const best = new Map<string, RawFinding>();
  const at = (p: string) => new Set(raw.filter((f) => f.pattern === p).map((f) => `${f.file}\0${f.line}`));
  // Harvesting the environment and sending it in one statement is one E2 finding, not E2 + E1 (unless
  // named secrets or credential files go with it: E1.send-credentials); a
  // command quoted in an instruction to send data out is the P3 of that sentence, not also an E1.
  const e2 = at("E2");
  const p3 = at("P3");
  const pe3 = raw.filter((f) => f.pattern === "PE3");
  // The learned prose model adds what no rule saw: near a rule's finding of the same pattern it is that finding.
  const ruled = raw.filter((f) => !f.rule.endsWith(".learned"));
  const nearRule = (f: RawFinding) =>
    ruled.some((g) => g.pattern === f.pattern && g.file === f.file && Math.abs(g.line - f.line) <= 2);
  for (const f of raw) {
    if (f.rule.endsWith(".learned") && nearRule(f)) continue;
    if (
      f.pattern === "E1" &&
      ((e2.has(`${f.file}\0${f.line}`) && f.rule !== "E1.send-credentials") || p3.has(`${f.file}\0${f.line}`))
    )
      continue;
    // Listing the credential manager's entries right before reading them is the same access.
    if (
      f.rule === "PE3.credential-command" &&
      /\bcmdkey\s+\/list\b/i.test(f.snippetLine) &&
      pe3.some((g) => g.file === f.file && g.line > f.line && g.line - f.line <= 3)
    )
      continue;
    const k = `${f.pattern}\0${f.file}\0${f.line}`;
    const cur = best.get(k);
    if (
      !cur ||
      f.confidence > cur.confidence ||
      (f.confidence === cur.confidence && cmp(f.rule, cur.rule) < 0)
    )
      best.set(k, f);
  }
  const list = [...best.values()].sort(
    (a, b) =>
      cmp(a.file, b.file) ||
      a.line - b.line ||
      (ORDER.get(a.pattern) ?? 0) - (ORDER.get(b.pattern) ?? 0) ||
      cmp(a.rule, b.rule),
  );
  const seen = new Map<string, number>();
  return list.map((f) => {
    const snippet = makeSnippet(f.snippetLine, f.col);
    const base = sha256(`${f.pattern}\0${f.file}\0${snippet.replace(/\s+/g, " ").trim()}`).slice(0, 16);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return {
      id: n === 1 ? base : `${base}-${n}`,
      pattern: f.pattern,
      severity: PATTERNS[f.pattern].severity,
      file: f.file,
      line: f.line,
      snippet,
      message: f.message,
      confidence: f.confidence,
      source: "rule" as const,
      rule: f.rule,
    };
  });
}
