/**
 * Bytes to text the way the programs that consume a skill would read them: bash skips NUL bytes and
 * takes any byte, python3 honours a coding declaration, an agent's file reader detects UTF-16. A
 * file is binary only when none of them would see text in it.
 */
import { isUtf8 } from "node:buffer";

export interface Decoded {
  text: string;
  /** "utf-8" for plain files; anything else is said in findings' messages. */
  encoding: string;
}

const SCRIPT_EXT =
  /\.(sh|bash|zsh|ksh|fish|command|py|pyw|pyi|rb|pl|pm|php|js|mjs|cjs|ts|mts|cts|jsx|tsx|ps1|psm1|psd1|bat|cmd|vbs|lua|r|tcl|awk|sed|groovy|kts|swift|go|rs|java|cs|c|h|cpp|hpp|md|markdown|mdx|txt|rst|json|jsonl|ipynb|ya?ml|toml|ini|cfg|conf|env|properties|xml|html?|svg|csv|tsv|sql|graphql|mk|makefile|dockerfile|gradle|lock|tf|hcl|nix)$/i;
const SCRIPT_NAME =
  /(^|\/)(makefile|dockerfile|gemfile|rakefile|procfile|justfile|\.[\w.-]*rc|\.env[\w.-]*)$/i;

/** A file an interpreter or an agent reads as text, whatever its bytes. */
export function isScriptLike(name: string, data: Uint8Array): boolean {
  return (data[0] === 0x23 && data[1] === 0x21) || SCRIPT_EXT.test(name) || SCRIPT_NAME.test(name);
}

const utf8 = new TextDecoder("utf-8");

/** The text in `data`, or null when no reader would see text there. Cheap for plain UTF-8. */
export function decodeText(data: Uint8Array, name: string): Decoded | null {
  const bom = byBom(data);
  if (bom) return bom;
  const hasNul = data.indexOf(0) !== -1;
  if (!hasNul && isUtf8(data)) {
    const text = utf8.decode(data);
    return cookieIn(data)
      ? (byCookie(data, text) ?? { text, encoding: "utf-8" })
      : { text, encoding: "utf-8" };
  }
  if (hasNul) {
    const wide = utf16or32(data);
    if (wide) return wide;
  }
  // Invalid UTF-8 or NUL bytes: read as bash does (NULs skipped, every byte a character).
  const cookie = cookieIn(data) ? byCookie(data, null) : null;
  if (cookie) return cookie;
  const text = legacy(data);
  if (isScriptLike(name, data) || mostlyText(data))
    return { text, encoding: hasNul ? "bytes, NULs dropped" : "Latin-1" };
  return null;
}

function byBom(d: Uint8Array): Decoded | null {
  if (d[0] === 0xef && d[1] === 0xbb && d[2] === 0xbf)
    return { text: utf8.decode(d.subarray(3)), encoding: "utf-8" };
  if (d[0] === 0xff && d[1] === 0xfe && d[2] === 0 && d[3] === 0 && d.length >= 8)
    return { text: utf32(d.subarray(4), true), encoding: "UTF-32LE" };
  if (d[0] === 0 && d[1] === 0 && d[2] === 0xfe && d[3] === 0xff)
    return { text: utf32(d.subarray(4), false), encoding: "UTF-32BE" };
  if (d[0] === 0xff && d[1] === 0xfe) return { text: utf16(d.subarray(2), true), encoding: "UTF-16LE" };
  if (d[0] === 0xfe && d[1] === 0xff) return { text: utf16(d.subarray(2), false), encoding: "UTF-16BE" };
  return null;
}

function utf16(d: Uint8Array, le: boolean): string {
  const even = d.length & ~1;
  if (le) return Buffer.from(d.buffer, d.byteOffset, even).toString("utf16le");
  const b = Buffer.from(d.subarray(0, even));
  return b.swap16().toString("utf16le");
}

function utf32(d: Uint8Array, le: boolean): string {
  let out = "";
  for (let i = 0; i + 4 <= d.length; i += 4) {
    const cp = le
      ? (d[i] as number) |
        ((d[i + 1] as number) << 8) |
        ((d[i + 2] as number) << 16) |
        ((d[i + 3] as number) << 24)
      : ((d[i] as number) << 24) |
        ((d[i + 1] as number) << 16) |
        ((d[i + 2] as number) << 8) |
        (d[i + 3] as number);
    out += cp >= 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : "\ufffd";
  }
  return out;
}

/** BOM-less UTF-16/32: mostly-ASCII text puts its zero bytes in one lane of every 2 or 4. */
function utf16or32(d: Uint8Array): Decoded | null {
  const n = Math.min(d.length, 4096) & ~3;
  if (n < 8) return null;
  const zeros = [0, 0, 0, 0];
  for (let i = 0; i < n; i++) if (d[i] === 0) (zeros[i & 3] as number)++;
  const lane = n / 4;
  const [z0, z1, z2, z3] = zeros as [number, number, number, number];
  const full = (z: number) => z >= lane * 0.9;
  const none = (z: number) => z <= lane * 0.1;
  let out: Decoded | null = null;
  if (full(z1) && full(z2) && full(z3) && none(z0)) out = { text: utf32(d, true), encoding: "UTF-32LE" };
  else if (full(z0) && full(z1) && full(z2) && none(z3))
    out = { text: utf32(d, false), encoding: "UTF-32BE" };
  else if (z1 + z3 >= lane * 1.6 && z0 + z2 <= lane * 0.2)
    out = { text: utf16(d, true), encoding: "UTF-16LE" };
  else if (z0 + z2 >= lane * 1.6 && z1 + z3 <= lane * 0.2)
    out = { text: utf16(d, false), encoding: "UTF-16BE" };
  return out && printable(out.text) >= 0.85 ? out : null;
}

/** Latin-1 for every byte outside valid UTF-8 sequences is what a byte-oriented reader sees; NULs dropped as bash does. */
function legacy(d: Uint8Array): string {
  const stripped = d.indexOf(0) === -1 ? d : d.filter((b) => b !== 0);
  return isUtf8(stripped) ? utf8.decode(stripped) : Buffer.from(stripped).toString("latin1");
}

/** Text bytes: no control characters beyond whitespace, NUL bytes aside (padding is not content). */
function mostlyText(d: Uint8Array): boolean {
  let text = 0;
  let ctrl = 0;
  const n = Math.min(d.length, 64 * 1024);
  for (let i = 0; i < n; i++) {
    const b = d[i] as number;
    if (b === 0) continue;
    if (b < 0x20 && b !== 9 && b !== 10 && b !== 13 && b !== 12) ctrl++;
    else if (b === 0x7f) ctrl++;
    else text++;
  }
  return text >= 16 && ctrl <= text * 0.02;
}

function printable(s: string): number {
  if (!s.length) return 0;
  let ok = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 || c === 9 || c === 10 || c === 13) ok++;
  }
  return ok / s.length;
}

// PEP 263: a coding declaration on the first or second line (Ruby and Emacs share the form).
const COOKIE = /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/;

function cookieIn(d: Uint8Array): boolean {
  return Buffer.from(d.buffer, d.byteOffset, Math.min(d.length, 400)).includes("coding");
}

/** Decodes by the declared encoding when it changes what ASCII bytes mean, or when the bytes are not UTF-8. */
function byCookie(d: Uint8Array, asUtf8: string | null): Decoded | null {
  const head = Buffer.from(d.buffer, d.byteOffset, Math.min(d.length, 400)).toString("latin1");
  const lines = head.split("\n", 2);
  const m = COOKIE.exec(lines[0] ?? "") ?? COOKIE.exec(lines[1] ?? "");
  if (!m?.[1]) return null;
  const name = m[1].toLowerCase().replace(/_/g, "-");
  const raw = Buffer.from(d.buffer, d.byteOffset, d.length).toString("latin1");
  if (name === "utf-7" || name === "utf7" || name === "u7" || name === "unicode-1-1-utf-7")
    return { text: decodeUtf7(raw), encoding: "UTF-7 (declared)" };
  if (name === "unicode-escape")
    return { text: unescapePython(raw, false), encoding: "unicode_escape (declared)" };
  if (name === "raw-unicode-escape")
    return { text: unescapePython(raw, true), encoding: "raw_unicode_escape (declared)" };
  if (asUtf8 !== null) return null;
  try {
    return { text: new TextDecoder(name).decode(d), encoding: `${name} (declared)` };
  } catch {
    return null;
  }
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** RFC 2152: "+" starts modified base64 of UTF-16 code units, "-" (or any non-base64 character) ends it. */
export function decodeUtf7(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if (c !== "+") {
      out += c;
      continue;
    }
    if (s[i + 1] === "-") {
      out += "+";
      i++;
      continue;
    }
    let bits = 0;
    let acc = 0;
    let j = i + 1;
    const units: number[] = [];
    for (; j < s.length; j++) {
      const v = B64.indexOf(s[j] as string);
      if (v < 0) break;
      acc = ((acc << 6) | v) & 0xffffff;
      bits += 6;
      if (bits >= 16) {
        bits -= 16;
        units.push((acc >> bits) & 0xffff);
      }
    }
    out += String.fromCharCode(...units);
    i = s[j] === "-" ? j : j - 1;
  }
  return out;
}

const SIMPLE: Record<string, string> = {
  "\\": "\\",
  "'": "'",
  '"': '"',
  a: "\x07",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  "\n": "",
};

/** Python's unicode_escape / raw_unicode_escape source codecs (\N{...} names are left as written). */
function unescapePython(s: string, raw: boolean): string {
  const re = raw
    ? /\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})/g
    : /\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})|\\x([0-9a-fA-F]{2})|\\([0-7]{1,3})|\\([\\'"abfnrtv\n])/g;
  return s.replace(re, (all, u4?: string, u8?: string, x?: string, o?: string, c?: string) => {
    const hex = u4 ?? u8 ?? x;
    if (hex) {
      const cp = parseInt(hex, 16);
      return cp <= 0x10ffff ? String.fromCodePoint(cp) : all;
    }
    if (o) return String.fromCharCode(parseInt(o, 8) & 0xff);
    return SIMPLE[c ?? ""] ?? all;
  });
}
