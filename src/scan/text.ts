/** Byte sniffing, invisible-character handling and snippet helpers shared by the scanner. */

export type Sniffed =
  | { type: "text"; text: string }
  | { type: "zip" }
  | { type: "gzip" }
  | { type: "tar" }
  | { type: "pyc" }
  | { type: "pdf" }
  | { type: "binary"; what: string };

const has = (b: Uint8Array, magic: number[], at = 0) =>
  b.length >= at + magic.length && magic.every((x, i) => b[at + i] === x);

/** Decides how to read bytes from their content; the extension only helps name a binary. */
export function sniff(data: Uint8Array, name: string): Sniffed {
  if (has(data, [0x50, 0x4b, 0x03, 0x04]) || has(data, [0x50, 0x4b, 0x05, 0x06])) return { type: "zip" };
  if (has(data, [0x1f, 0x8b])) return { type: "gzip" };
  if (data.length > 262 && String.fromCharCode(...data.subarray(257, 262)) === "ustar")
    return { type: "tar" };
  if (has(data, [0x25, 0x50, 0x44, 0x46])) return { type: "pdf" };
  if (has(data, [0x7f, 0x45, 0x4c, 0x46])) return { type: "binary", what: "ELF executable" };
  if (has(data, [0x4d, 0x5a])) return { type: "binary", what: "Windows executable" };
  if (has(data, [0xcf, 0xfa, 0xed, 0xfe]) || has(data, [0xca, 0xfe, 0xba, 0xbe]))
    return { type: "binary", what: "Mach-O or Java class file" };
  if (has(data, [0x00, 0x61, 0x73, 0x6d])) return { type: "binary", what: "WebAssembly module" };
  if (has(data, [0x42, 0x5a, 0x68])) return { type: "binary", what: "bzip2 archive (not supported)" };
  if (has(data, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]))
    return { type: "binary", what: "xz archive (not supported)" };
  if (has(data, [0x37, 0x7a, 0xbc, 0xaf])) return { type: "binary", what: "7z archive (not supported)" };
  if (has(data, [0x52, 0x61, 0x72, 0x21])) return { type: "binary", what: "RAR archive (not supported)" };
  if (isPyc(data, name)) return { type: "pyc" };
  if (has(data, [0xff, 0xfe]) || has(data, [0xfe, 0xff])) {
    const le = data[0] === 0xff;
    const body = Buffer.from(data.subarray(2));
    if (!le) body.swap16();
    return { type: "text", text: body.toString("utf16le") };
  }
  const text = decodeUtf8(data);
  if (text !== null) return { type: "text", text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
  if (/\.(png|jpe?g|gif|webp|bmp|ico|tiff?)$/i.test(name)) return { type: "binary", what: "image" };
  return { type: "binary", what: "binary data" };
}

function isPyc(data: Uint8Array, name: string): boolean {
  if (data.length < 16 || data[2] !== 0x0d || data[3] !== 0x0a) return false;
  return /\.py[co]$/i.test(name) || data.subarray(0, 64).includes(0);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
function decodeUtf8(data: Uint8Array): string | null {
  if (data.includes(0)) return null;
  try {
    return utf8.decode(data);
  } catch {
    return null;
  }
}

/** Zero-width and other invisible format characters (BOM counted when not at the start). */
export const ZERO_WIDTH = /(?:\u034F|[\u200B-\u200D\u2060-\u2064\uFEFF\u180E\u00AD\u115F\u1160\u3164])/;
/** Bidirectional embedding/override/isolate controls (Trojan Source) and marks. */
export const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
/** Unicode tag characters U+E0000–E007F, encoded as surrogate pairs in JS strings. */
export const TAG_RUN = /(?:\uDB40[\uDC00-\uDC7F])+/g;
const INVISIBLE_ALL =
  /(?:\u034F|[\u200B-\u200D\u2060-\u2064\uFEFF\u180E\u00AD\u115F\u1160\u3164\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C])/g;

const ANY_HIDDEN = new RegExp(`${TAG_RUN.source}|${INVISIBLE_ALL.source}`);

/** Text with tag characters decoded to ASCII and other invisible characters removed, so rules see what a model sees. */
export function reveal(text: string): string {
  // Most texts hold neither: one scan answers that, instead of two replaces.
  if (!ANY_HIDDEN.test(text)) return text;
  return text.replace(TAG_RUN, decodeTags).replace(INVISIBLE_ALL, "");
}

export function decodeTags(run: string): string {
  let out = "";
  for (const ch of run) {
    const cp = (ch.codePointAt(0) ?? 0) - 0xe0000;
    if (cp >= 0x20 && cp < 0x7f) out += String.fromCharCode(cp);
    else if (cp === 0x0a || cp === 0x09) out += " ";
  }
  return out;
}

/** Renders a source line for humans: invisible characters made visible, hiding whitespace collapsed, capped. */
export function makeSnippet(line: string, col = 0, cap = 200): string {
  let s = line
    .replace(TAG_RUN, (r) => `⟦tags: ${decodeTags(r)}⟧`)
    .replace(
      INVISIBLE_ALL,
      (c) => `<U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}>`,
    );
  let c = col;
  if (/[ \t]{12,}/.test(s)) {
    const before = s.slice(0, col).replace(/[ \t]{12,}/g, " … ");
    c = before.length;
    s = before + s.slice(col).replace(/[ \t]{12,}/g, " … ");
  }
  const lead = s.length - s.trimStart().length;
  s = s.trim();
  c = Math.max(0, c - lead);
  if (s.length <= cap) return s;
  const start = Math.max(0, Math.min(c - 60, s.length - cap));
  return `${start > 0 ? "…" : ""}${s.slice(start, start + cap - 1)}…`;
}

/** Offsets of line starts in `text` (index 0 is always 0). */
export function lineStarts(text: string): number[] {
  const out = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) out.push(i + 1);
  return out;
}

/** 0-based line index containing offset `off`. */
export function lineIndexAt(starts: number[], off: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= off) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Replaces every non-newline character of text[from, to) with a space, keeping offsets and line numbers. */
export function blank(text: string, from: number, to: number): string {
  return text.slice(0, from) + spaces(text.slice(from, to)) + text.slice(to);
}

/** blank() for many ranges at once, in one pass (ranges may overlap and come in any order). */
export function blankRanges(text: string, ranges: [number, number][]): string {
  if (ranges.length === 0) return text;
  const sorted = [...ranges].sort((x, y) => x[0] - y[0]);
  const parts: string[] = [];
  let at = 0;
  for (const [a, b] of sorted) {
    const from = Math.max(a, at);
    if (b <= from) continue;
    parts.push(text.slice(at, from), spaces(text.slice(from, b)));
    at = b;
  }
  parts.push(text.slice(at));
  return parts.join("");
}

/** text with every character but newlines turned into a space (a regex replace costs a match per character). */
export function spaces(text: string): string {
  if (!text.includes("\n")) return " ".repeat(text.length);
  return text
    .split("\n")
    .map((l) => " ".repeat(l.length))
    .join("\n");
}

/** Share of printable characters (letters, digits, punctuation, whitespace) in a decoded byte string. */
export function printableRatio(s: string): number {
  if (s.length === 0) return 0;
  let ok = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 0x20 && c < 0x7f) || c === 9 || c === 10 || c === 13) ok++;
  }
  return ok / s.length;
}
