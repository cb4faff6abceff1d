/** Sentence-level context for text rules: polarity (negation) and quoted examples. */

import { cjkNegated } from "./rules/meaning/cjk";

const ABBREV = /\b(e\.g|i\.e|etc|vs|cf|approx|incl|resp|no|fig|e\.g\.,?)$/i;

/** Offset where the clause containing `idx` begins: after . ! ? ; a list bullet, a heading mark or a blank line. */
export function clauseStart(text: string, idx: number): number {
  const stop = Math.max(0, idx - 2000);
  for (let k = idx - 1; k >= stop; k--) {
    const c = text[k];
    if (c === ";" || c === "!" || c === "?") return k + 1;
    if (c === "." && /\s/.test(text[k + 1] ?? "") && !ABBREV.test(text.slice(Math.max(0, k - 6), k))) {
      return k + 1;
    }
    if (c === "\n") {
      // The line after k is blank, holds only indentation before the match, or starts a list item or heading.
      let j = k + 1;
      while (j < idx && (text[j] === " " || text[j] === "\t")) j++;
      // A line that opens with the match continues a list the line before left open with a comma.
      if (j >= idx && /,[ \t]*$/.test(text.slice(Math.max(0, k - 80), k))) continue;
      if (j >= idx || text[j] === "\n" || /^([-*+]|\d+[.)]|#{1,6})\s/.test(text.slice(j, j + 8)))
        return k + 1;
    }
  }
  return stop;
}

/** Offset where the clause containing `idx` ends. */
export function clauseEnd(text: string, idx: number): number {
  // Bounded like clauseStart, so the work per match does not grow with the file.
  const stop = Math.min(text.length, idx + 2000);
  for (let k = idx; k < stop; k++) {
    const c = text[k];
    if (c === ";" || c === "!" || c === "?") return k;
    if (c === "." && (/\s/.test(text[k + 1] ?? "") || k + 1 === text.length)) return k;
    if (c === "\n" && /^[ \t]*([-*+]|\d+[.)]|#{1,6})\s|^[ \t]*(\n|$)/.test(text.slice(k + 1, k + 40)))
      return k;
  }
  return stop;
}

const NEGATION =
  /\b(never|not|no|don'?t|do\s+not|does\s+not|doesn'?t|must\s+not|mustn'?t|should\s+not|shouldn'?t|cannot|can'?t|won'?t|will\s+not|avoid(?:ing)?|refuse\s+to|forbid(?:den)?|prohibit(?:ed)?|without|instead\s+of|rather\s+than|nor|(?:prevent|stop|block|forbid)(?:s|ping|ing|ed)?\s+(?:[\w-]+\s+){1,4}from)\b/gi;
/** Negations that do not negate the action after them ("don't hesitate to", "not only"). */
const NON_NEGATING =
  /^\s*(hesitate|forget|fail|neglect|worry|bother|wait|only|just|need\s+to\s+(ask|confirm|check))\b/i;
const CONTRAST =
  /\b(but|however|instead|then|unless|except|otherwise|rather)\b|,\s*(and\s+)?(just|simply|go\s+ahead|run|use|execute|proceed)\b/i;

/**
 * True when the match at `idx` is negated in its own clause: a negation a few words before it,
 * with no contrast ("but", "instead", ", just run") in between.
 */
export function isNegated(text: string, idx: number): boolean {
  const start = clauseStart(text, idx);
  const prefix = text.slice(start, idx);
  if (cjkNegated(text, idx)) return true;
  // "Never install tooling by piping a download into a shell (curl … | bash)": a prohibition that
  // opens the clause governs all of it, examples in parentheses included, up to a contrast.
  const opening = /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*[^*]*\*\*\s*)?(never|do\s+not|don'?t|avoid|no)\b/i.exec(
    prefix,
  );
  const rest = prefix.slice(opening?.[0].length ?? 0);
  if (opening && !NON_NEGATING.test(rest) && !CONTRAST.test(rest)) return true;
  // "Replace `chmod -R 777 /app` with ownership": what is replaced is what not to do.
  if (
    /^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*[^*]*\*\*\s*)?(replace|swap\s+out)\b(?![\s\S]*\bwith\b)/i.test(prefix)
  )
    return true;
  let last: RegExpExecArray | null = null;
  NEGATION.lastIndex = 0;
  for (let m = NEGATION.exec(prefix); m; m = NEGATION.exec(prefix)) last = m;
  if (!last) return false;
  const after = prefix.slice(last.index + last[0].length);
  if (NON_NEGATING.test(after)) return false;
  if (CONTRAST.test(after)) return false;
  // "If the key is not set, read ~/.aws/credentials": a comma ends the negated part.
  if (/[,:)]/.test(after)) return false;
  const words = after.trim().split(/\s+/).filter(Boolean).length;
  return words <= 7;
}

const QUOTES: [string, string][] = [
  ['"', '"'],
  ["'", "'"],
  ["\u201c", "\u201d"],
  ["\u2018", "\u2019"],
  ["\u00ab", "\u00bb"],
  ["`", "`"],
];

/** True when idx lies between a pair of quotes on its line (checked in the original, unmasked line). */
export function isQuotedAt(line: string, col: number): boolean {
  for (const [o, c] of QUOTES) {
    // Jumps from one quote character to the next: only those change the state.
    let open = -1;
    for (let k = line.indexOf(o); k >= 0; k = line.indexOf(open < 0 ? o : c, k + 1)) {
      if (open < 0) {
        // An apostrophe inside a word is not a quote.
        if (o === "'" && isWordChar(line, k - 1) && isWordChar(line, k + 1)) continue;
        open = k;
      } else {
        if (c === "'" && isWordChar(line, k + 1)) continue;
        if (open < col && col < k) return true;
        open = -1;
      }
    }
    if (open >= 0 && open < col && o !== "'") return true;
  }
  return false;
}

/** `\w` (ASCII letters, digits, underscore) at text[i]; false outside the text. */
function isWordChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

const TEACHING =
  /\b(e\.g\.|for example|for instance|such as|like|examples?|phrases?|patterns?|attempts?|attacks?|injections?|malicious|suspicious|adversarial|jailbreaks?|detect\w*|flag\w*|block\w*|reject\w*|refuse\w*|recogni[sz]e\w*|look(ing)?\s+for|watch(ing)?\s+for|warn\w*|classif\w*|sanitiz\w*|red[- ]?team\w*|payloads?|contains?|containing|says?|saying|treat\w*\s+.*\bas\b|report\w*|theft|stealers?|malware|behaviou?rs?|techniques?|ttps?|indicators?|signatures?|rules?\s+for)\b/i;

/**
 * The text with host names, paths and file names blanked: `registry.shop.example`, `detect.py` or
 * `reports/` name things; they do not say that the sentence is an example.
 */
export const withoutNames = (text: string): string =>
  text.replace(/[\w~@-]*(?:[./][\w~@*-]+)+\/?/g, (m) => (m.length <= 3 ? m : " ".repeat(m.length)));

export type ExampleVerdict = "example" | "maybe" | "none";

/** A line that ends by introducing examples on the next one. */
const INTRODUCER = /\b(such\s+as|e\.g\.,?|for\s+(example|instance),?|like|including|namely)\s*$/i;

/**
 * Is the match a quoted example of an attack (a security-teaching skill describing what to detect)?
 * "example" only when it is quoted and the sentence says it is an example or something to detect.
 */
export function exampleVerdict(text: string, idx: number, line: string, col: number): ExampleVerdict {
  let start = clauseStart(text, idx);
  // A wrapped sentence whose next line opens with the quoted command ("one-liners such as\n`curl …`").
  const prev = text.slice(text.lastIndexOf("\n", start - 2) + 1, start - 1);
  if (
    text[start - 1] === "\n" &&
    INTRODUCER.test(prev) &&
    !/^\s*([-*+]|\d+[.)]|#{1,6})\s/.test(text.slice(start, idx))
  )
    start = clauseStart(text, start - 1);
  const clause = text.slice(start, clauseEnd(text, idx));
  const teaching = TEACHING.test(withoutNames(clause));
  const quoted = isQuotedAt(line, col);
  if (quoted && teaching) return "example";
  if (quoted || teaching) return "maybe";
  return "none";
}

const RISKY_HEADER =
  /\b(risky|risk|bad|avoid|don'?t|never|attack(er)?s?|malicious|dangerous|unsafe|insecure|wrong|suspicious|example|examples|pattern|phrasing|payload|injection|before|NG)\b|禁止|悪い例|危険|避け|反例|错误示例|不要这样/i;

/**
 * A markdown table cell quoting a command or phrase under a header such as "Risky" or
 * "Example the attacker writes": documentation of what not to do, not an instruction.
 */
export function isTableExample(vlines: string[], lineIdx: number, col: number): boolean {
  const row = vlines[lineIdx] ?? "";
  if (!/^\s*\|/.test(row)) return false;
  if (!isQuotedAt(row, col)) return false;
  let k = lineIdx;
  while (k > 0 && /^\s*\|/.test(vlines[k - 1] ?? "")) k--;
  const header = vlines[k] ?? "";
  return RISKY_HEADER.test(header);
}

/** Calls whose string argument is a regular expression. */
const REGEX_API =
  /\b(?:re|regex)\.(?:compile|search|match|fullmatch|findall|finditer|sub|subn|split)\s*\(|\bRegExp\s*\(|\bregexp\.(?:Must)?Compile\w*\s*\(|\bPattern\.compile\s*\(|\bRegex(?:::new)?\s*\(/;
/** What only a regular expression is written with: `\s`, `\b`, `(?:`, `[^`. */
const REGEX_META = /\\[sSdDwWbB]|\(\?[:=!<]|\[\^/;
/** A call that hands its string to a shell or an interpreter: a pattern-looking string there is still run. */
const RUNS_STRING =
  /\b(?:system|popen|Popen|run|call|check_call|check_output|getoutput|exec\w*|eval|spawn\w*|shell_exec|passthru)\s*\(/;

/**
 * Does col of a code line lie inside a regular expression: a JavaScript regex literal, a string
 * handed to a regex API, or a raw string written in regex syntax? Such text is a pattern a tool
 * looks for (a guard's list of dangerous commands), never a command it runs.
 */
export function inPatternLiteral(line: string, col: number): boolean {
  if (RUNS_STRING.test(line.slice(0, col))) return false;
  // Where the last pattern literal ended: a string right after it (`(r'>\s*/etc/sudoers',
  // 'Overwrite /etc/sudoers')`) is that pattern's label.
  let patternEnd = -1;
  let k = 0;
  while (k < line.length && k <= col) {
    const ch = line[k] as string;
    if (ch === "#" && !/\S/.test(line.slice(0, k))) return false;
    if (ch === '"' || ch === "'" || ch === "`") {
      const end = literalEnd(line, k, ch);
      if (end < 0) return false;
      const body = line.slice(k + 1, end);
      const before = line.slice(0, k);
      const raw = /(?:^|[^\w])[rR][bB]?$|(?:^|[^\w])[bB][rR]$/.test(before);
      const pattern =
        REGEX_API.test(before) || (REGEX_META.test(body) && (raw || /\\\\[sSdDwWbB]/.test(body)));
      if (k < col && col < end)
        return pattern || (patternEnd >= 0 && /^\s*,\s*[rRbBfFuU]{0,2}$/.test(line.slice(patternEnd + 1, k)));
      if (pattern) patternEnd = end;
      k = end + 1;
      continue;
    }
    // A JavaScript regex literal: a slash where an operand starts.
    if (
      ch === "/" &&
      line[k + 1] !== "/" &&
      line[k + 1] !== "*" &&
      /(?:^|[(,=:[!&|?{};]|\breturn)\s*$/.test(line.slice(0, k))
    ) {
      const end = literalEnd(line, k, "/", true);
      const pattern = end > k && REGEX_META.test(line.slice(k + 1, end));
      if (end > k && k < col && col < end) return pattern;
      if (end > k) {
        if (pattern) patternEnd = end;
        k = end + 1;
        continue;
      }
    }
    k++;
  }
  return false;
}

/** Where a literal opened at `open` ends: the next unescaped `close` (outside a [class] for a regex). */
function literalEnd(line: string, open: number, close: string, regex = false): number {
  let cls = false;
  for (let i = open + 1; i < line.length; i++) {
    const c = line[i];
    if (c === "\\") i++;
    else if (regex && c === "[") cls = true;
    else if (regex && c === "]") cls = false;
    else if (c === close && !cls) return i;
  }
  return -1;
}
