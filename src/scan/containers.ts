import { gunzipSync, inflateRawSync, inflateSync } from "node:zlib";
import Bunzip from "seek-bzip";
import { matchAll } from "../util/regex";
import { CapExceeded, decodeLzmaAlone, decodeXz, decodeZipLzma } from "./lzma";

/** Limits that keep a hostile archive from exhausting memory or time. */
export interface ContainerLimits {
  maxEntries: number;
  /** Total bytes extracted from one top-level file, all nesting levels together. */
  maxTotalBytes: number;
  maxEntryBytes: number;
  maxDepth: number;
}

export const DEFAULT_CONTAINER_LIMITS: ContainerLimits = {
  maxEntries: 2000,
  maxTotalBytes: 50 * 1024 * 1024,
  maxEntryBytes: 10 * 1024 * 1024,
  maxDepth: 3,
};

export interface Member {
  /** Normalised: POSIX separators, no leading "/", no "." or ".." segments; never leaves the archive. */
  name: string;
  /** The name as stored, when normalising changed where it points ("../../x", "/etc/x"). */
  rawName?: string;
  data?: Buffer;
  /** Why the member could not be read (encrypted, too large, unsupported method). */
  problem?: string;
}

export class Budget {
  used = 0;
  entries = 0;
  constructor(readonly limits: ContainerLimits) {}
  take(bytes: number): boolean {
    if (this.used + bytes > this.limits.maxTotalBytes) return false;
    this.used += bytes;
    return true;
  }
  left(): number {
    return Math.min(this.limits.maxEntryBytes, this.limits.maxTotalBytes - this.used);
  }
}

/**
 * A member name as a path inside its archive: "../../../attacker/x" is "attacker/x" of that archive,
 * as extractors that refuse traversal write it. `traversal` says the stored name tried to leave.
 */
export function memberPath(raw: string): { name: string; traversal: boolean } {
  const parts: string[] = [];
  let traversal = /^([\\/]|[A-Za-z]:)/.test(raw);
  for (const seg of raw.replace(/^[A-Za-z]:/, "").split(/[\\/]+/)) {
    if (seg === "" || seg === ".") continue;
    if (seg === "..") {
      if (parts.length === 0) traversal = true;
      else parts.pop();
      continue;
    }
    parts.push(seg);
  }
  return { name: parts.join("/") || "_", traversal };
}

function member(raw: string, rest: Omit<Member, "name" | "rawName">): Member {
  const { name, traversal } = memberPath(raw);
  return { name, ...(traversal ? { rawName: raw } : {}), ...rest };
}

const BOMB = /larger than|maxOutputLength|too large|ERR_BUFFER|exceeds \d+ bytes/i;

/** Decompresses one zip entry by its method, capped at what the budget has left. */
function inflateEntry(method: number, raw: Buffer, usize: number, cap: number): Buffer | string {
  switch (method) {
    case 0:
      return Buffer.from(raw);
    case 8:
      return inflateRawSync(raw, { maxOutputLength: Math.max(1, cap) });
    case 12:
      return bunzip(raw, cap);
    case 14:
      return decodeZipLzma(raw, usize, cap);
    case 95:
      return decodeXz(raw, cap);
    default:
      return `unsupported zip compression method ${method}${ZIP_METHODS[method] ? ` (${ZIP_METHODS[method]})` : ""}`;
  }
}

const ZIP_METHODS: Record<number, string> = {
  1: "shrink",
  6: "implode",
  9: "deflate64",
  10: "PKWARE implode",
  18: "IBM TERSE",
  19: "IBM LZ77",
  93: "Zstandard",
  94: "MP3",
  96: "JPEG",
  97: "WavPack",
  98: "PPMd",
  99: "AES encryption",
};

/** Zip64 extra field: the 64-bit sizes and offset that replace 0xFFFFFFFF in the central directory. */
function zip64(extra: Buffer, sizes: { usize: number; csize: number; local: number }) {
  let p = 0;
  while (p + 4 <= extra.length) {
    const id = extra.readUInt16LE(p);
    const len = extra.readUInt16LE(p + 2);
    if (id === 0x0001) {
      let q = p + 4;
      const read = () => {
        const v = q + 8 <= p + 4 + len ? Number(extra.readBigUInt64LE(q)) : -1;
        q += 8;
        return v;
      };
      if (sizes.usize === 0xffffffff) sizes.usize = read();
      if (sizes.csize === 0xffffffff) sizes.csize = read();
      if (sizes.local === 0xffffffff) sizes.local = read();
      break;
    }
    p += 4 + len;
  }
  return sizes;
}

/** Reads a zip's central directory and decompresses each member with a hard output cap (zip-bomb safe). */
export function readZip(buf: Buffer, budget: Budget): { members: Member[]; problem?: string } {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65557); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { members: [], problem: "corrupt zip: no end-of-central-directory record" };
  let count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  // Zip64: the real count and offset are in a record found through a locator before the classic one.
  if ((count === 0xffff || p === 0xffffffff) && eocd >= 20 && buf.readUInt32LE(eocd - 20) === 0x07064b50) {
    const z = Number(buf.readBigUInt64LE(eocd - 12));
    if (z + 56 <= buf.length && buf.readUInt32LE(z) === 0x06064b50) {
      count = Number(buf.readBigUInt64LE(z + 32));
      p = Number(buf.readBigUInt64LE(z + 48));
    }
  }
  const members: Member[] = [];
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50)
      return { members, problem: "corrupt zip central directory" };
    if (++budget.entries > budget.limits.maxEntries)
      return { members, problem: `more than ${budget.limits.maxEntries} entries` };
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const nlen = buf.readUInt16LE(p + 28);
    const xlen = buf.readUInt16LE(p + 30);
    const clen = buf.readUInt16LE(p + 32);
    const { usize, csize, local } = zip64(buf.subarray(p + 46 + nlen, p + 46 + nlen + xlen), {
      usize: buf.readUInt32LE(p + 24),
      csize: buf.readUInt32LE(p + 20),
      local: buf.readUInt32LE(p + 42),
    });
    const name = buf.toString(flags & 0x800 ? "utf8" : "latin1", p + 46, p + 46 + nlen);
    p += 46 + nlen + xlen + clen;
    if (name.endsWith("/") && usize === 0) continue;
    if (flags & 0x1) {
      members.push(member(name, { problem: "encrypted zip entry" }));
      continue;
    }
    if (local < 0 || local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) {
      members.push(member(name, { problem: "corrupt zip entry header" }));
      continue;
    }
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + Math.max(0, csize));
    const cap = budget.left();
    if (usize > cap) {
      members.push(
        member(name, { problem: `entry expands to ${usize} bytes, over the ${cap}-byte extraction budget` }),
      );
      continue;
    }
    try {
      const data = inflateEntry(method, raw, usize, cap);
      if (typeof data === "string") {
        members.push(member(name, { problem: data }));
        continue;
      }
      if (!budget.take(data.length)) {
        members.push(member(name, { problem: "extraction budget exhausted (possible zip bomb)" }));
        continue;
      }
      members.push(member(name, { data }));
    } catch (e) {
      const msg = (e as Error).message ?? String(e);
      members.push(
        member(name, {
          problem:
            BOMB.test(msg) || e instanceof CapExceeded
              ? "entry exceeds the extraction budget (possible zip bomb)"
              : `corrupt zip entry (${msg})`,
        }),
      );
    }
  }
  return { members };
}

/** Tar entry types that carry no file content (links, devices, folders, FIFOs). */
const TAR_NO_DATA = new Set(["1", "2", "3", "4", "5", "6"]);

/** ustar / GNU / pax tar reader. */
export function readTar(buf: Buffer, budget: Budget): { members: Member[]; problem?: string } {
  const members: Member[] = [];
  let p = 0;
  let longName: string | undefined;
  let paxPath: string | undefined;
  while (p + 512 <= buf.length) {
    const h = buf.subarray(p, p + 512);
    if (h.every((b) => b === 0)) break;
    const field = (a: number, b: number) => h.toString("latin1", a, a + b).replace(/\0.*$/s, "");
    // A base-256 size (high bit set) is not used for files a skill could hold: read it as corrupt.
    const size = (h[124] as number) & 0x80 ? Number.NaN : parseInt(field(124, 12).trim() || "0", 8);
    if (!Number.isFinite(size) || size < 0) return { members, problem: "corrupt tar header" };
    const type = field(156, 1) || "0";
    const prefix = field(257, 6) === "ustar" ? field(345, 155) : "";
    const name = longName ?? paxPath ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    const body = buf.subarray(p + 512, p + 512 + size);
    p += 512 + Math.ceil(size / 512) * 512;
    if (type === "L") {
      longName = body.toString("utf8").replace(/\0.*$/s, "");
      continue;
    }
    if (type === "x") {
      paxPath = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString("utf8"))?.[1];
      continue;
    }
    if (type === "g" || type === "K") continue;
    longName = undefined;
    paxPath = undefined;
    if (TAR_NO_DATA.has(type)) continue;
    if (++budget.entries > budget.limits.maxEntries)
      return { members, problem: `more than ${budget.limits.maxEntries} entries` };
    if (type !== "0" && type !== "7") {
      if (size > 0) members.push(member(name, { problem: `tar entry of type "${type}" not read` }));
      continue;
    }
    if (size > budget.left() || !budget.take(size)) {
      members.push(member(name, { problem: "entry exceeds the extraction budget" }));
      continue;
    }
    members.push(member(name, { data: Buffer.from(body) }));
  }
  return { members };
}

export type Compression = "gzip" | "bzip2" | "xz" | "lzma" | "zlib";

/** One compressed stream, decompressed within the budget; a string says why it could not be. */
export function decompress(kind: Compression, buf: Buffer, budget: Budget): Buffer | string {
  const cap = Math.max(1, budget.left());
  try {
    const out =
      kind === "gzip"
        ? gunzipSync(buf, { maxOutputLength: cap })
        : kind === "zlib"
          ? inflateSync(buf, { maxOutputLength: cap })
          : kind === "bzip2"
            ? bunzip(buf, cap)
            : kind === "xz"
              ? decodeXz(buf, cap)
              : decodeLzmaAlone(buf, cap);
    if (!budget.take(out.length)) return `extraction budget exhausted (possible ${kind} bomb)`;
    return out;
  } catch (e) {
    const msg = (e as Error).message ?? String(e);
    return BOMB.test(msg) || e instanceof CapExceeded
      ? `decompresses beyond the extraction budget (possible ${kind} bomb)`
      : `corrupt ${kind} data (${msg.split("\n")[0]})`;
  }
}

/** bzip2 through seek-bzip, written into a buffer that may not grow past the cap. */
function bunzip(buf: Buffer, cap: number): Buffer {
  let out = Buffer.allocUnsafe(Math.max(1, Math.min(cap, Math.max(64 * 1024, buf.length * 4))));
  let pos = 0;
  const sink = {
    writeByte(b: number) {
      if (pos >= out.length) {
        if (out.length >= cap) throw new CapExceeded(cap);
        const next = Buffer.allocUnsafe(Math.min(cap, out.length * 2));
        out.copy(next, 0, 0, pos);
        out = next;
      }
      out[pos++] = b;
    },
  };
  // seek-bzip allocates with the deprecated Buffer constructor; that warning would only be noise here.
  const quiet = process.noDeprecation;
  process.noDeprecation = true;
  try {
    Bunzip.decode(buf, sink, true);
  } finally {
    process.noDeprecation = quiet;
  }
  return out.subarray(0, pos);
}

interface NotebookCell {
  cell_type?: unknown;
  source?: unknown;
  outputs?: unknown;
}

/** A Jupyter notebook's cells and their text outputs as members, each in its own language; null if not one. */
export function notebookCells(buf: Buffer): Member[] | null {
  let nb: { cells?: unknown; metadata?: { language_info?: { file_extension?: unknown } } };
  try {
    nb = JSON.parse(buf.toString("utf8"));
  } catch {
    return null;
  }
  if (!nb || !Array.isArray(nb.cells)) return null;
  const ext = String(nb.metadata?.language_info?.file_extension ?? ".py").replace(/[^.\w]/g, "") || ".py";
  const text = (v: unknown) => (Array.isArray(v) ? v.map(String).join("") : typeof v === "string" ? v : "");
  const out: Member[] = [];
  (nb.cells as NotebookCell[]).forEach((c, i) => {
    const kind = c?.cell_type === "markdown" ? ".md" : c?.cell_type === "code" ? ext : ".txt";
    out.push({ name: `cell-${i + 1}${kind}`, data: Buffer.from(text(c?.source)) });
    const outputs = Array.isArray(c?.outputs)
      ? (c.outputs as { text?: unknown; data?: Record<string, unknown> }[])
      : [];
    const shown = outputs.map((o) => text(o?.text) || text(o?.data?.["text/plain"])).join("");
    if (shown.trim()) out.push({ name: `cell-${i + 1}.output.txt`, data: Buffer.from(shown) });
  });
  // The rest of the JSON (notebook and cell metadata), line for line, with the cells' sources and
  // outputs blanked: no reader of the rendered notebook sees a string kept there.
  out.push({ name: "metadata.json", data: Buffer.from(withoutCellBodies(buf.toString("utf8"))) });
  return out;
}

/** A notebook's JSON with the values of its "source" and "outputs" keys blanked (newlines kept). */
function withoutCellBodies(json: string): string {
  let out = "";
  let last = 0;
  const blank = (a: number, b: number) => {
    out += json.slice(last, a) + json.slice(a, b).replace(/[^\n]/g, " ");
    last = b;
  };
  const stringEnd = (at: number) => {
    let k = at + 1;
    while (k < json.length && json[k] !== '"') k += json[k] === "\\" ? 2 : 1;
    return k + 1;
  };
  for (let i = 0; i < json.length; i++) {
    if (json[i] !== '"') continue;
    const end = stringEnd(i);
    const key = json.slice(i + 1, end - 1);
    const colon = /^\s*:\s*/.exec(json.slice(end, end + 20));
    if (!colon || (key !== "source" && key !== "outputs")) {
      i = end - 1;
      continue;
    }
    const v = end + colon[0].length;
    let close = v;
    if (json[v] === '"') close = stringEnd(v);
    else if (json[v] === "[") {
      let depth = 0;
      for (let k = v; k < json.length; k++) {
        if (json[k] === '"') k = stringEnd(k) - 1;
        else if (json[k] === "[" || json[k] === "{") depth++;
        else if ((json[k] === "]" || json[k] === "}") && --depth === 0) {
          close = k + 1;
          break;
        }
      }
    }
    blank(v, close);
    i = Math.max(end, close) - 1;
  }
  return out + json.slice(last);
}

/** Printable ASCII/UTF-8 runs in binary data (how .pyc constants and names are recovered). */
export function printableStrings(buf: Buffer, min = 4): string[] {
  const out: string[] = [];
  let cur = "";
  for (const b of buf) {
    if ((b >= 0x20 && b < 0x7f) || b === 0x09) cur += String.fromCharCode(b);
    else {
      if (b === 0x0a && cur.length > 0) {
        cur += " ";
        continue;
      }
      if (cur.trim().length >= min) out.push(cur.trim());
      cur = "";
    }
  }
  if (cur.trim().length >= min) out.push(cur.trim());
  return out;
}

/** Visible text of an office-document XML part, one paragraph per line; also flags text hidden by formatting. */
export function officeXmlText(xml: string): { text: string; hiddenRuns: string[] } {
  const hiddenRuns: string[] = [];
  for (const m of matchAll(
    xml,
    /<w:r\b[^>]*>(?:(?!<\/w:r>)[\s\S])*?<w:vanish\/>(?:(?!<\/w:r>)[\s\S])*?<\/w:r>/g,
  )) {
    const t = [...matchAll(m[0], /<w:t[^>]*>([^<]*)<\/w:t>/g)].map((x) => x[1]).join("");
    if (t.trim()) hiddenRuns.push(unescapeXml(t));
  }
  const text = xml
    .replace(/<\/(w:p|a:p|text:p|text:h)>|<w:br\/>|<\/si>|<\/row>|<\/c>/g, "\n")
    .replace(/<w:tab\/>/g, "\t")
    .replace(/<[^>]+>/g, "")
    .split("\n")
    .map((l) => unescapeXml(l).trimEnd())
    .join("\n");
  return { text, hiddenRuns };
}

function unescapeXml(s: string): string {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_a, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_a, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, "&");
}

/** Text drawn by a PDF's content streams (Tj/TJ strings), after inflating Flate streams. Best effort. */
export function pdfText(buf: Buffer, budget: Budget): string | null {
  const parts: string[] = [];
  const s = buf.toString("latin1");
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  let any = false;
  for (const m of matchAll(s, streams)) {
    const raw = Buffer.from(m[1] ?? "", "latin1");
    let body: string;
    try {
      const out = inflateSync(raw, { maxOutputLength: Math.max(1, budget.left()) });
      if (!budget.take(out.length)) return parts.join("\n") || null;
      body = out.toString("latin1");
      any = true;
    } catch {
      body = m[1] ?? "";
    }
    for (const t of matchAll(body, /\((?:[^()\\]|\\.)*\)\s*Tj|\[((?:[^\]\\]|\\.)*)\]\s*TJ/g)) {
      const strings = [...matchAll(t[0], /\(((?:[^()\\]|\\.)*)\)/g)].map((x) =>
        (x[1] ?? "").replace(/\\([()\\])/g, "$1"),
      );
      parts.push(strings.join(""));
    }
  }
  for (const m of matchAll(s, /\/(?:JS|JavaScript|URI)\s*\(((?:[^()\\]|\\.)*)\)/g)) parts.push(m[1] ?? "");
  if (!any && parts.length === 0) return null;
  return parts.join("\n");
}
