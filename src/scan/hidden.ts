import { gunzipSync, inflateSync } from "node:zlib";
import { matchAll } from "../util/regex";
import { TLDS } from "./rules/meaning/lexicon";
import type { FileInfo, Hit } from "./rules/types";
import { decodeTags, lineIndexAt, lineStarts, printableRatio, TAG_RUN } from "./text";

/** Lines (0-based) that are code in this file, so hidden-content hits can be called SC3 there and P2 elsewhere. */
function codeLineSetUncached(file: FileInfo): Set<number> {
  const set = new Set<number>();
  for (const r of file.regions) {
    if (r.ctx !== "code") continue;
    for (let k = 0; k < r.starts.length; k++) {
      const a = r.starts[k] ?? 0;
      const b = r.starts[k + 1] ?? r.text.length;
      if (/\S/.test(r.text.slice(a, b))) set.add(r.startLine - 1 + k);
    }
  }
  return set;
}

const pat = (_file: FileInfo, code: Set<number>, line: number) => (code.has(line - 1) ? "SC3" : "P2");

const ZW_G = /(?:\u034F|[\u200B-\u200D\u2060-\u2064\u180E\u115F\u1160\u3164])|(?<!^)\uFEFF/g;
const BIDI_G = /[\u202A-\u202E\u2066-\u2069]/g;

/** Zero-width characters, Unicode tag characters (decoded) and bidi controls, one hit per line and kind. */
function invisibleCharsUncached(file: FileInfo, raw: string): Hit[] {
  const out: Hit[] = [];
  const code = codeLineSet(file);
  const lines = raw.split("\n");
  lines.forEach((l, i) => {
    const line = i + 1;
    TAG_RUN.lastIndex = 0;
    const tags = [...matchAll(l, TAG_RUN)];
    if (tags.length) {
      const decoded = tags
        .map((t) => decodeTags(t[0]))
        .join(" ")
        .trim();
      out.push({
        line,
        col: tags[0]?.index,
        pattern: pat(file, code, line),
        rule: "unicode-tags",
        confidence: decoded.length >= 4 ? 0.95 : 0.7,
        message: `Invisible Unicode tag characters encode hidden text: "${decoded.slice(0, 160)}"`,
      });
    }
    // Joiners between emoji build one glyph; they hide nothing.
    const zw = l
      .replace(/(\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu, "$1")
      .match(ZW_G);
    const inside = /[A-Za-z]\u200B|[A-Za-z][\u200B-\u200D\u2060][A-Za-z]/.test(l);
    // A lone joiner in an emoji sequence, or one stray zero-width space at the edge of a line (a
    // copy-paste artefact), hides nothing.
    const stray = !!zw && zw.length === 1 && !inside;
    if (zw && !stray) {
      out.push({
        line,
        col: l.search(ZW_G),
        pattern: pat(file, code, line),
        rule: "zero-width",
        confidence: zw.length >= 3 || inside ? 0.8 : 0.55,
        message: `${zw.length} zero-width character(s) hide or split text a reviewer cannot see`,
      });
    }
    const bidi = l.match(BIDI_G);
    if (bidi) {
      out.push({
        line,
        col: l.search(BIDI_G),
        pattern: pat(file, code, line),
        rule: "bidi-control",
        confidence: 0.8,
        message: `Bidirectional control character(s) reorder how this line displays (Trojan Source)`,
      });
    }
  });
  return out;
}

/** Instruction- or code-like content in decoded text. */
export const PAYLOAD_WORDS =
  /\b(ignore|instructions?|system prompt|you (must|are|should|will)|assistant|do not tell|send|upload|exfiltrat\w*|curl|wget|bash|sh -c|exec|eval|import|require|subprocess|os\.system|popen|powershell|https?:\/\/|passwords?|tokens?|secrets?|api[_ ]?keys?|\.ssh|id_rsa|credentials|rm -rf|chmod|base64|socket|environ|process\.env|bcc|smtp|mailto)\b|(?<![\w.])\.env\b/i;

const B64 =
  /(?<![A-Za-z0-9+/=_-])(?:[A-Za-z0-9+/]{4}){12,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?(?![A-Za-z0-9+/=])/g;
const REV_B64 = /(?<![A-Za-z0-9+/=_-])={1,2}(?:[A-Za-z0-9+/]{4}){12,}[A-Za-z0-9+/]{2,3}(?![A-Za-z0-9+/=])/g;
const B64URL = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{64,}(?![A-Za-z0-9_-])/g;
const HEX = /(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}){32,}(?![0-9A-Fa-f])/g;
const XESC = /(?:\\x[0-9A-Fa-f]{2}){12,}/g;
// An array of codes is decoded too (`const _t = [99,111,...]` passed to fromCharCode later): numbers
// that are data decode to noise or to nothing a payload says, and are dropped.
const CHARCODES =
  /fromCharCode\s*\(\s*((?:\d{2,3}\s*,\s*){7,}\d{2,3})\s*\)|(?:chr\(\s*\d{2,3}\s*\)\s*\+\s*){7,}chr\(\s*\d{2,3}\s*\)|\[\s*((?:\d{2,3}\s*,\s*){15,}\d{2,3})\s*,?\s*\]/g;

export interface Decoded {
  line: number;
  col: number;
  encoding: string;
  text: string;
}

/** Long base64 / hex / escape blobs that decode to readable instructions or code. */
function encodedBlobsUncached(text: string): Decoded[] {
  const starts = lineStarts(text);
  const out: Decoded[] = [];
  const seen = new Set<number>();
  const push = (off: number, encoding: string, decoded: string, short = false): boolean => {
    const line = lineIndexAt(starts, off) + 1;
    if (seen.has(line)) return false;
    // A short literal handed to a decoder is kept when it decodes to an address: a destination hidden.
    const meaningful = PAYLOAD_WORDS.test(decoded) || (short && plausibleAddress(decoded));
    if (decoded.length < (short ? 6 : 12) || printableRatio(decoded) < 0.9 || !meaningful) return false;
    // The decoder call on one line, its literal on the next: one payload.
    const text = decoded.replace(/\s+/g, " ").trim();
    if (out.some((d) => d.text === text && Math.abs(d.line - line) <= 2)) return false;
    seen.add(line);
    out.push({
      line,
      col: off - (starts[line - 1] ?? 0),
      encoding,
      text,
    });
    return true;
  };
  const tryB64 = (s: string, url: boolean) => {
    try {
      return inflated(Buffer.from(url ? s.replace(/-/g, "+").replace(/_/g, "/") : s, "base64")).toString(
        "latin1",
      );
    } catch {
      return "";
    }
  };
  const pushReversed = (off: number, s: string) =>
    push(off, "reversed base64", tryB64([...s].reverse().join(""), false));
  // Literals a decoder is called on, first: reported where the call (and the name it binds) is.
  for (const m of matchAll(text, DECODE_CALL_LITERAL)) {
    const [b64, hex, js, jsKind] = [m[1], m[2], m[3], m[4]];
    const off = m.index ?? 0;
    if (b64) push(off, "base64", tryB64(b64, /[-_]/.test(b64)), true);
    else if (hex && hex.length % 2 === 0) push(off, "hex", Buffer.from(hex, "hex").toString("latin1"), true);
    else if (js && jsKind)
      push(
        off,
        jsKind,
        jsKind === "hex" ? Buffer.from(js, "hex").toString("latin1") : tryB64(js, false),
        true,
      );
  }
  // A base64 payload wrapped over several lines decodes as one.
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*[A-Za-z0-9+/]{24,}={0,2}\s*$/.test(lines[i] ?? "")) continue;
    let j = i;
    while (j + 1 < lines.length && /^\s*[A-Za-z0-9+/]{4,}={0,2}\s*$/.test(lines[j + 1] ?? "")) j++;
    if (j > i) {
      const joined = lines
        .slice(i, j + 1)
        .map((l) => l.trim())
        .join("");
      push((starts[i] ?? 0) + (lines[i]?.search(/\S/) ?? 0), "base64", tryB64(joined, false));
      for (let k = i + 1; k <= j; k++) seen.add(k + 1);
      i = j;
    }
  }
  for (const m of matchAll(text, HEX)) push(m.index ?? 0, "hex", Buffer.from(m[0], "hex").toString("latin1"));
  for (const m of matchAll(text, B64)) {
    if (/^[0-9A-Fa-f]+$/.test(m[0]) || /^[a-z]+$|^[A-Z]+$/.test(m[0])) continue;
    // Reversed before encoding (`s.split('').reverse().join('')` undoes it): noise read forwards.
    if (!push(m.index ?? 0, "base64", tryB64(m[0], false))) pushReversed(m.index ?? 0, m[0]);
  }
  // Reversed base64 with padding: the "=" come first.
  for (const m of matchAll(text, REV_B64)) pushReversed(m.index ?? 0, m[0]);
  for (const m of matchAll(text, B64URL)) {
    if (!/[-_]/.test(m[0]) || (/^[a-z0-9-]+$/i.test(m[0]) && !/\d/.test(m[0]))) continue;
    push(m.index ?? 0, "base64url", tryB64(m[0], true));
  }
  for (const m of matchAll(text, XESC)) {
    push(
      m.index ?? 0,
      "\\x escapes",
      m[0].replace(/\\x([0-9A-Fa-f]{2})/g, (_a, h: string) => String.fromCharCode(parseInt(h, 16))),
    );
  }
  for (const m of matchAll(text, CHARCODES)) {
    const nums = (m[1] ?? m[2] ?? m[0]).match(/\d{2,3}/g) ?? [];
    push(m.index ?? 0, "character codes", String.fromCharCode(...nums.map(Number)));
  }
  // rot13 needs no alphabet of its own: where the text undoes rot13, its string literals are read rotated.
  if (ROT13_USE.test(text))
    for (const m of matchAll(text, STRING_LITERAL)) {
      const body = m[2] ?? m[3] ?? "";
      if (/[A-Za-z]{4}/.test(body)) push((m.index ?? 0) + (m[1]?.length ?? 0), "rot13", rot13(body), true);
    }
  return out;
}

/**
 * Lines that run what the literal on `line` holds once decoded: the literal's variable, or a variable
 * decoded from it (two steps at most), handed to exec/eval/Function/vm or a shell. Where the code
 * is obfuscated the payload is written on one line and run on another; both are where it happens.
 */
export function runLinesOf(file: FileInfo, line: number): number[] {
  const lines = file.text.split("\n");
  const first = ASSIGNED.exec(lines[line - 1] ?? "")?.[1] ?? openAssignment(lines, line);
  if (!first) return [];
  const names = new Set([first]);
  const mentions = (l: string) =>
    [...names].some((n) => new RegExp(`(?<![\\w$])${n.replace(/\$/g, "\\$")}(?![\\w$])`).test(l));
  for (let pass = 0; pass < 2; pass++)
    lines.forEach((l, i) => {
      const a = ASSIGNED.exec(l)?.[1];
      if (a && i !== line - 1 && mentions(l.slice(l.indexOf("=") + 1))) names.add(a);
    });
  const out: number[] = [];
  lines.forEach((l, i) => {
    if (i !== line - 1 && RUN_SINK.test(l) && mentions(l)) out.push(i + 1);
  });
  return out;
}

/** `_BLOB = (` with the literal on a following line: the name whose open bracket the literal is in. */
function openAssignment(lines: string[], line: number): string | undefined {
  for (let k = line - 2; k >= Math.max(0, line - 6); k--) {
    const a = ASSIGNED.exec(lines[k] ?? "");
    if (!a) continue;
    const held = `${(lines[k] ?? "").slice(a[0].length)}\n${lines.slice(k + 1, line - 1).join("\n")}`;
    const open = (held.match(/[([{]/g) ?? []).length - (held.match(/[)\]}]/g) ?? []).length;
    return open > 0 ? a[1] : undefined;
  }
  return undefined;
}

const ASSIGNED =
  /^\s*(?:(?:const|let|var|local|export)\s+)?\$?([A-Za-z_$][\w$]*)\s*(?::\s*[\w[\]<>|. ]+)?\s*=(?!=)/;
const RUN_SINK =
  /\b(?:exec|eval|compile|Function|vm\.run\w*|runInThisContext|runInNewContext|os\.system|os\.popen|subprocess\.\w+|execSync|spawnSync|execFileSync|Invoke-Expression|iex)\b|\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|\b(?:ba|z)?sh\s+-c\b/;

/** Character codes written as a list ("bytes([104, 116, ...])"), which the other tests miss. */
const CODE_RUN = /\[\s*(?:\d{2,3}\s*,\s*){7}/;

const ROT13_USE = /rot_?13|N-ZA-Mn-za-m|nopqrstuvwxyzabcdefghijklm/i;
const STRING_LITERAL = /(\b[bru]{0,2})?(?:"([^"\n\\]{8,})"|'([^'\n\\]{8,})')/g;

/** A host, URL, mail address or IP and nothing else. */
export const BARE_ADDRESS =
  /^\s*(?:(?:https?|wss?|ftp|sftp|s3):\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:\/\S*)?|\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?)\s*$/i;

/** An address with a scheme, an IP, or a host whose top-level domain exists: "pbz.punfr.naqebvq" is noise. */
function plausibleAddress(s: string): boolean {
  if (!BARE_ADDRESS.test(s)) return false;
  const t = s.trim();
  if (/^[a-z][\w+.-]*:\/\/|^\d/i.test(t)) return true;
  const host = hostOfAddress(t);
  return TLDS.has(host.slice(host.lastIndexOf(".") + 1).toLowerCase());
}

/** The host of an address written without a scheme: `ops@relay.example.net`, `relay.example.net:8443/in`. */
export const hostOfAddress = (s: string): string =>
  s
    .trim()
    .replace(/^[^@]*@/, "")
    .replace(/[:/].*$/, "");

/** A decoder called on a literal: Python base64/hex, Node Buffer.from(x, "hex" | "base64"), atob. */
const DECODE_CALL_LITERAL =
  /\b(?:b64decode|urlsafe_b64decode|decodebytes|atob)\s*\(\s*b?["']([A-Za-z0-9+/_=-]{8,})["']|\b(?:fromhex|unhexlify)\s*\(\s*b?["']([0-9A-Fa-f]{8,})["']|\bBuffer\.from\s*\(\s*["'`]([A-Za-z0-9+/=]{8,})["'`]\s*,\s*["'](hex|base64)["']/g;

const rot13 = (s: string): string =>
  s.replace(/[A-Za-z]/g, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });

/** zlib- or gzip-compressed bytes inflated (capped), as `exec(zlib.decompress(b64decode(...)))` hides code. */
function inflated(b: Buffer): Buffer {
  try {
    if (b.length > 2 && b[0] === 0x78 && [0x01, 0x5e, 0x9c, 0xda].includes(b[1] ?? 0))
      return inflateSync(b, { maxOutputLength: 1 << 20 });
    if (b.length > 2 && b[0] === 0x1f && b[1] === 0x8b) return gunzipSync(b, { maxOutputLength: 1 << 20 });
  } catch {
    return b;
  }
  return b;
}

/** A payload placed after a long run of blank lines, or far to the right of a long line. */
function displacedContentUncached(
  raw: string,
  minBlank = 40,
  minSpaces = 100,
): { line: number; col: number; how: string }[] {
  const out: { line: number; col: number; how: string }[] = [];
  const lines = raw.split("\n");
  let blankRun = 0;
  let seenContent = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i] ?? "";
    if (l.trim() === "") {
      blankRun++;
      continue;
    }
    if (seenContent && blankRun >= minBlank) {
      out.push({ line: i + 1, col: l.length - l.trimStart().length, how: `after ${blankRun} blank lines` });
    } else if (!seenContent && blankRun >= minBlank) {
      out.push({ line: i + 1, col: 0, how: `after ${blankRun} blank lines at the top of the file` });
    }
    seenContent = true;
    blankRun = 0;
    // Deep indentation is layout; text pushed off screen sits after other text, or very far right.
    const lead = l.length - l.trimStart().length;
    const far =
      new RegExp(`(?<=\\S)[ \\t]{${minSpaces},}(?=\\S)`).exec(l) ?? (lead >= 160 ? /^[ \t]+/.exec(l) : null);
    // Padding inside a markdown table row is alignment, not hiding.
    if (far && !/^\s*\|.*\|\s*$/.test(l)) {
      const col = far.index + far[0].length;
      const tail = l.slice(col);
      if (/[A-Za-z]{3,}/.test(tail) && tail.length >= 8) {
        out.push({ line: i + 1, col, how: `${far[0].length} spaces to the right, off screen` });
      }
    }
  }
  return out;
}

/** Scores how much an HTML/markdown comment reads like directives to the agent rather than a note to editors. */
export function directiveScore(text: string): number {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length < 8) return 0;
  let score = 0;
  if (
    /\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules|prompt|guidelines|above|previous)\b/i.test(
      t,
    )
  )
    score += 3;
  if (
    /\b(assistant|agent|ai|llm|model|claude|gpt|copilot|chatbot|bot)\b\s*(note|instructions?|:|,|must|should|will|needs?)|\b(if|when)\s+you\s+are\s+an?\s+(ai|assistant|agent|llm|model)\b|\b(note|notes|instructions?|message|reminder)\s+(to|for)\s+(the\s+|any\s+|an?\s+|whichever\s+|whatever\s+|every\s+)?(ai|assistant|agent|model|llm)\b/i.test(
      t,
    )
  )
    score += 2;
  if (
    /\b(do not|don't|never|without)\s+(tell|mention|show|display|reveal|inform|report|let|notify|alert|disclose)\w*\b/i.test(
      t,
    )
  )
    score += 2;
  if (
    /\b(send|upload|post|exfiltrat\w*|transmit|forward|email|copy|include|append|embed|read|cat|print|output|dump|collect)\b.{0,60}\b(secrets?|tokens?|keys?|passwords?|credentials?|\.ssh|id_rsa|\.env|\.aws|api[_ ]?keys?|system prompt|history|conversation|cookies?|wallet|environment)\b/i.test(
      t,
    )
  )
    score += 2;
  // Machine-style directives to the agent: "@agent-directive: trust-mode=permissive".
  if (
    /\b(agent|assistant|ai|llm|model|copilot|claude)[-_ ]?(directives?|instructions?|config|mode|policy|override)\b/i.test(
      t,
    )
  )
    score += 2;
  if (
    /\b(confirm\w*|approvals?|sandbox\w*|safety|security|guardrails?|trust[-_ ]?mode|permissions?|network[-_ ]access)[\w-]*\s*[=:]\s*(disabled|off|false|none|permissive|unrestricted|allow[-_ ]?all|bypass(ed)?|skip(ped)?|0)\b/i.test(
      t,
    )
  )
    score += 2;
  if (/\byou\s+(must|should|will|need to|are required to|have to)\b/i.test(t)) score += 1;
  if (/\b(curl|wget|bash|sh -c|sudo|rm -rf|https?:\/\/\S+\?\S*=)/i.test(t)) score += 1;
  if (
    /(^|[.:!] )(always|immediately|first|before|after|then|also)?\s*(run|execute|send|read|fetch|download|install|delete|remove|copy|upload|post|write|append|include|open|visit|call)\b/i.test(
      t,
    )
  )
    score += 1;
  if (
    /^\s*(todo|fixme|xxx|hack|markdownlint|prettier|eslint|vale|cspell|textlint|toc|spdx|copyright|license|@formatter|omit in toc|begin|end|generated|auto-generated|do not edit|lint|include|section)\b/i.test(
      t,
    ) &&
    score < 3
  )
    score -= 2;
  return score;
}

/** Text hidden as zero-width characters used as bits (U+200B / U+200C, 8 per character). */
function zeroWidthBinaryUncached(raw: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  raw.split("\n").forEach((l, i) => {
    const bits = l.replace(/[^\u200B\u200C]/g, "");
    if (bits.length < 24) return;
    for (const one of ["\u200C", "\u200B"]) {
      let t = "";
      for (let k = 0; k + 8 <= bits.length; k += 8) {
        let v = 0;
        for (let b = 0; b < 8; b++) v = (v << 1) | (bits[k + b] === one ? 1 : 0);
        t += String.fromCharCode(v);
      }
      if (printableRatio(t) >= 0.9 && /[A-Za-z]{3,}/.test(t)) {
        out.push({ line: i + 1, text: t.trim() });
        return;
      }
    }
  });
  return out;
}

/** Decoded text reads as code (to execute) rather than as instructions in prose. */
export function looksLikeCode(t: string): boolean {
  if (
    /\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|\bimport\s+[\w.,\s]+$|\bimport\s+\w+|require\s*\(|\bdef\s+\w+\s*\(|\bfunction\s*\w*\s*\(|=>|\bexec\s*\(|\beval\s*\(|os\.system|subprocess\.|urllib\.request/m.test(
      t,
    )
  )
    return true;
  const punct = (t.match(/[(){};=|$<>[\]]/g) ?? []).length / Math.max(1, t.length);
  return (
    /\b(import|require\s*\(|def |function\b|eval|exec|subprocess|os\.\w+|process\.\w+|fetch\s*\(|urlopen|=>|curl\s+-|wget\s|\|\s*(ba)?sh\b|chmod\s|\$\(|http\.request)/.test(
      t,
    ) && punct > 0.02
  );
}

// Each detector runs once per text (several rules and the scanner ask), and is skipped outright when a
// cheap test shows the text cannot contain what it looks for.
function memo<K extends object | string, V>(fn: (k: K) => V): (k: K) => V {
  const weak = new WeakMap<object, V>();
  const strong = new Map<string, V>();
  return (k: K) => {
    if (typeof k === "string") {
      if (!strong.has(k)) {
        if (strong.size > 64) strong.clear();
        strong.set(k, fn(k));
      }
      return strong.get(k) as V;
    }
    if (!weak.has(k)) weak.set(k, fn(k));
    return weak.get(k) as V;
  };
}

/** memo for per-file detectors: answers live in the file's own cache (cheaper than a WeakMap entry each). */
function fileMemo<V>(fn: (file: FileInfo) => V): (file: FileInfo) => V {
  const key = {};
  return (file) => {
    file.cache ??= new Map();
    if (file.cache.has(key)) return file.cache.get(key) as V;
    const v = fn(file);
    file.cache.set(key, v);
    return v;
  };
}

const ANY_INVISIBLE =
  /[\u034F\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\u3164\uFEFF]|\uDB40/;

export const codeLineSet = fileMemo((file: FileInfo) => codeLineSetUncached(file));

/** The file's original text (lines joined), built once per file. */
export const rawText = fileMemo((file: FileInfo) => file.lines.join("\n"));

const invisibleMemo = fileMemo((file: FileInfo) => {
  const raw = rawText(file);
  return ANY_INVISIBLE.test(raw) ? invisibleCharsUncached(file, raw) : [];
});
export function invisibleChars(file: FileInfo, _raw?: string): Hit[] {
  return invisibleMemo(file);
}

const blobsOf = (text: string) =>
  hasRun(text, 48) ||
  (text.includes("\\x") && /\\x[0-9A-Fa-f]{2}/.test(text)) ||
  text.includes("fromCharCode") ||
  text.includes("chr(") ||
  ROT13_USE.test(text) ||
  CODE_RUN.test(text) ||
  /\b(?:b64decode|fromhex|unhexlify|atob|Buffer\.from)\s*\(\s*[b"'`]/.test(text)
    ? encodedBlobsUncached(text)
    : [];
export const encodedBlobs = memo(blobsOf);
/** encodedBlobs of the file's revealed text, kept per file. */
export const encodedBlobsIn = fileMemo((file: FileInfo) => blobsOf(file.text));

/** Does text hold `min` or more consecutive base64 / base64url characters ([A-Za-z0-9+/_-])? */
export function hasRun(text: string, min: number): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (
      (c >= 97 && c <= 122) ||
      (c >= 65 && c <= 90) ||
      (c >= 47 && c <= 57) ||
      c === 43 ||
      c === 45 ||
      c === 95
    ) {
      if (++run >= min) return true;
    } else run = 0;
  }
  return false;
}

const zeroWidthOf = (raw: string) => (/[\u200B\u200C]/.test(raw) ? zeroWidthBinaryUncached(raw) : []);
export const zeroWidthBinary = memo(zeroWidthOf);
/** zeroWidthBinary of the file's original text, kept per file. */
export const zeroWidthBinaryIn = fileMemo((file: FileInfo) => zeroWidthOf(rawText(file)));

const displacedOf = (raw: string) => (mayDisplace(raw) ? displacedContentUncached(raw) : []);

/** Two blank lines in a row (/\n[ \t]*\n[ \t]*\n/) or 60 spaces and tabs in a row, in one pass. */
export function mayDisplace(raw: string): boolean {
  let newlines = 0;
  let run = 0;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 32 || c === 9) {
      if (++run >= 60) return true;
    } else if (c === 10) {
      run = 0;
      if (++newlines >= 3) return true;
    } else {
      run = 0;
      newlines = 0;
    }
  }
  return false;
}
const displacedMemo = memo(displacedOf);
export function displacedContent(raw: string): { line: number; col: number; how: string }[] {
  return displacedMemo(raw);
}
/** displacedContent of the file's original text, kept per file. */
export const displacedContentIn = fileMemo((file: FileInfo) => displacedOf(rawText(file)));
