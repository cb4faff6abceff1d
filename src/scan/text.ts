/** Byte sniffing, invisible-character handling and snippet helpers shared by the scanner. */

import type { Compression } from "./containers";
import { decodeText } from "./decode";

export type Sniffed =
  | { type: "text"; text: string; encoding: string }
  | { type: "zip" }
  | { type: "compressed"; kind: Compression }
  | { type: "tar" }
  | { type: "pyc" }
  | { type: "pdf" }
  /** `media`: a picture, font or sound with no text to read; anything else binary is content not read. */
  | { type: "binary"; what: string; media?: boolean };

const has = (b: Uint8Array, magic: number[], at = 0) =>
  b.length >= at + magic.length && magic.every((x, i) => b[at + i] === x);

const MEDIA: [number[], string, number?][] = [
  [[0x89, 0x50, 0x4e, 0x47], "PNG image"],
  [[0xff, 0xd8, 0xff], "JPEG image"],
  [[0x47, 0x49, 0x46, 0x38], "GIF image"],
  [[0x57, 0x45, 0x42, 0x50], "WebP image", 8],
  [[0x42, 0x4d], "BMP image"],
  [[0x00, 0x00, 0x01, 0x00], "icon"],
  [[0x49, 0x49, 0x2a, 0x00], "TIFF image"],
  [[0x4d, 0x4d, 0x00, 0x2a], "TIFF image"],
  [[0x00, 0x01, 0x00, 0x00], "TrueType font"],
  [[0x4f, 0x54, 0x54, 0x4f], "OpenType font"],
  [[0x77, 0x4f, 0x46, 0x46], "WOFF font"],
  [[0x77, 0x4f, 0x46, 0x32], "WOFF2 font"],
  [[0x49, 0x44, 0x33], "MP3 audio"],
  [[0x57, 0x41, 0x56, 0x45], "WAV audio", 8],
  [[0x4f, 0x67, 0x67, 0x53], "Ogg media"],
  [[0x66, 0x4c, 0x61, 0x43], "FLAC audio"],
  [[0x66, 0x74, 0x79, 0x70], "MP4 media", 4],
  [[0x1a, 0x45, 0xdf, 0xa3], "WebM/Matroska media"],
  // macOS Finder metadata (.DS_Store): file names and view settings, left behind in many repositories.
  [[0x42, 0x75, 0x64, 0x31], "Finder metadata (.DS_Store)", 4],
];

/** zlib header: deflate, a window size zlib accepts, and a header checksum that holds. */
const isZlib = (d: Uint8Array) =>
  d.length > 2 &&
  ((d[0] as number) & 0x8f) === 0x08 &&
  (((d[0] as number) << 8) | (d[1] as number)) % 31 === 0;

/** .lzma ("LZMA alone"): valid properties, then a power-of-two dictionary size. */
const isLzmaAlone = (d: Uint8Array, name: string) => {
  if (d.length < 13 || (d[0] as number) >= 225) return false;
  const dict =
    ((d[1] as number) | ((d[2] as number) << 8) | ((d[3] as number) << 16) | ((d[4] as number) << 24)) >>> 0;
  return /\.(lzma|tlz)$/i.test(name) || (d[0] === 0x5d && dict >= 4096 && (dict & (dict - 1)) === 0);
};

/** Decides how to read bytes from their content; the extension only helps name a binary or a script. */
export function sniff(data: Uint8Array, name: string): Sniffed {
  if (has(data, [0x50, 0x4b, 0x03, 0x04]) || has(data, [0x50, 0x4b, 0x05, 0x06])) return { type: "zip" };
  if (has(data, [0x1f, 0x8b])) return { type: "compressed", kind: "gzip" };
  if (has(data, [0x42, 0x5a, 0x68]) && (data[3] as number) >= 0x31 && (data[3] as number) <= 0x39)
    return { type: "compressed", kind: "bzip2" };
  if (has(data, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) return { type: "compressed", kind: "xz" };
  if (data.length > 262 && String.fromCharCode(...data.subarray(257, 262)) === "ustar")
    return { type: "tar" };
  if (has(data, [0x25, 0x50, 0x44, 0x46])) return { type: "pdf" };
  if (has(data, [0x7f, 0x45, 0x4c, 0x46])) return { type: "binary", what: "ELF executable" };
  if (has(data, [0x4d, 0x5a])) return { type: "binary", what: "Windows executable" };
  if (has(data, [0xcf, 0xfa, 0xed, 0xfe]) || has(data, [0xca, 0xfe, 0xba, 0xbe]))
    return { type: "binary", what: "Mach-O or Java class file" };
  if (has(data, [0x00, 0x61, 0x73, 0x6d])) return { type: "binary", what: "WebAssembly module" };
  if (has(data, [0x37, 0x7a, 0xbc, 0xaf])) return { type: "binary", what: "7z archive (not supported)" };
  if (has(data, [0x52, 0x61, 0x72, 0x21])) return { type: "binary", what: "RAR archive (not supported)" };
  if (has(data, [0x28, 0xb5, 0x2f, 0xfd])) return { type: "binary", what: "Zstandard data (not supported)" };
  if (isPyc(data, name)) return { type: "pyc" };
  if (isZlib(data)) return { type: "compressed", kind: "zlib" };
  if (isLzmaAlone(data, name)) return { type: "compressed", kind: "lzma" };
  return sniffText(data, name);
}

/** Text if any reader would see text in the bytes; otherwise a named binary. */
export function sniffText(data: Uint8Array, name: string): Sniffed {
  const decoded = decodeText(data, name);
  if (decoded) {
    const text = decoded.text.charCodeAt(0) === 0xfeff ? decoded.text.slice(1) : decoded.text;
    return { type: "text", text, encoding: decoded.encoding };
  }
  for (const [magic, what, at] of MEDIA)
    if (has(data, magic, at ?? 0)) return { type: "binary", what, media: true };
  return { type: "binary", what: "binary data" };
}

function isPyc(data: Uint8Array, name: string): boolean {
  if (data.length < 16 || data[2] !== 0x0d || data[3] !== 0x0a) return false;
  return /\.py[co]$/i.test(name) || data.subarray(0, 64).includes(0);
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
