import { gunzipSync, inflateRawSync, inflateSync } from "node:zlib";

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
  name: string;
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

/** Reads a zip's central directory and inflates each member with a hard output cap (zip-bomb safe). */
export function readZip(buf: Buffer, budget: Budget): { members: Member[]; problem?: string } {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65557); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { members: [], problem: "corrupt zip: no end-of-central-directory record" };
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const members: Member[] = [];
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50)
      return { members, problem: "corrupt zip central directory" };
    if (++budget.entries > budget.limits.maxEntries)
      return { members, problem: `more than ${budget.limits.maxEntries} entries` };
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const csize = buf.readUInt32LE(p + 20);
    const usize = buf.readUInt32LE(p + 24);
    const nlen = buf.readUInt16LE(p + 28);
    const xlen = buf.readUInt16LE(p + 30);
    const clen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString(flags & 0x800 ? "utf8" : "latin1", p + 46, p + 46 + nlen);
    p += 46 + nlen + xlen + clen;
    if (name.endsWith("/")) continue;
    if (flags & 0x1) {
      members.push({ name, problem: "encrypted zip entry" });
      continue;
    }
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) {
      members.push({ name, problem: "corrupt zip entry header" });
      continue;
    }
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + csize);
    const cap = budget.left();
    if (usize > cap) {
      members.push({
        name,
        problem: `entry expands to ${usize} bytes, over the ${cap}-byte extraction budget`,
      });
      continue;
    }
    try {
      let data: Buffer;
      if (method === 0) data = Buffer.from(raw);
      else if (method === 8) data = inflateRawSync(raw, { maxOutputLength: Math.max(1, cap) });
      else {
        members.push({ name, problem: `unsupported zip compression method ${method}` });
        continue;
      }
      if (!budget.take(data.length)) {
        members.push({ name, problem: "extraction budget exhausted (possible zip bomb)" });
        continue;
      }
      members.push({ name, data });
    } catch (e) {
      const msg = (e as Error).message ?? String(e);
      members.push({
        name,
        problem: /larger than|maxOutputLength|too large|ERR_BUFFER/i.test(msg)
          ? "entry exceeds the extraction budget (possible zip bomb)"
          : `corrupt zip entry (${msg})`,
      });
    }
  }
  return { members };
}

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
    const size = parseInt(field(124, 12).trim() || "0", 8);
    if (!Number.isFinite(size) || size < 0) return { members, problem: "corrupt tar header" };
    const type = field(156, 1) || "0";
    const prefix = field(257, 6) === "ustar" ? field(345, 155) : "";
    let name = longName ?? paxPath ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
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
    if (type === "g") continue;
    longName = undefined;
    paxPath = undefined;
    if (type !== "0" && type !== "7" && type !== "\0") continue;
    if (++budget.entries > budget.limits.maxEntries)
      return { members, problem: `more than ${budget.limits.maxEntries} entries` };
    name = name.replace(/^\.\//, "");
    if (size > budget.left() || !budget.take(size)) {
      members.push({ name, problem: "entry exceeds the extraction budget" });
      continue;
    }
    members.push({ name, data: Buffer.from(body) });
  }
  return { members };
}

export function gunzipCapped(buf: Buffer, budget: Budget): Buffer | string {
  try {
    const out = gunzipSync(buf, { maxOutputLength: Math.max(1, budget.left()) });
    if (!budget.take(out.length)) return "extraction budget exhausted (possible gzip bomb)";
    return out;
  } catch (e) {
    const msg = (e as Error).message;
    return /larger than|maxOutputLength|ERR_BUFFER/i.test(msg)
      ? "decompresses beyond the extraction budget (possible gzip bomb)"
      : `corrupt gzip data (${msg})`;
  }
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
  for (const m of xml.matchAll(
    /<w:r\b[^>]*>(?:(?!<\/w:r>)[\s\S])*?<w:vanish\/>(?:(?!<\/w:r>)[\s\S])*?<\/w:r>/g,
  )) {
    const t = [...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((x) => x[1]).join("");
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
  for (const m of s.matchAll(streams)) {
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
    for (const t of body.matchAll(/\((?:[^()\\]|\\.)*\)\s*Tj|\[((?:[^\]\\]|\\.)*)\]\s*TJ/g)) {
      const strings = [...t[0].matchAll(/\(((?:[^()\\]|\\.)*)\)/g)].map((x) =>
        (x[1] ?? "").replace(/\\([()\\])/g, "$1"),
      );
      parts.push(strings.join(""));
    }
  }
  for (const m of s.matchAll(/\/(?:JS|JavaScript|URI)\s*\(((?:[^()\\]|\\.)*)\)/g)) parts.push(m[1] ?? "");
  if (!any && parts.length === 0) return null;
  return parts.join("\n");
}
