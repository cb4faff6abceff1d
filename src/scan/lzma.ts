/**
 * Synchronous LZMA, LZMA2 and .xz decoding with a hard output cap, for reading skill archives.
 * Written here because npm has no synchronous pure-JS xz decoder that is kept up: xz-decompress is
 * web-streams only, @napi-rs/lzma, lzma-native and node-liblzma are native modules, LZMA-JS reads
 * only the .lzma format. Follows the LZMA specification (LzmaSpec.cpp, public domain) and the .xz
 * file format 1.1.0; checks (CRC/SHA) are not verified: this reads content, it does not vouch for it.
 */

export class CapExceeded extends Error {
  constructor(readonly cap: number) {
    super(`output exceeds ${cap} bytes`);
  }
}

class Output {
  buf: Uint8Array;
  pos = 0;
  /** Start of the current LZMA2 dictionary: matches may not reach before it. */
  dictStart = 0;
  constructor(
    readonly cap: number,
    hint: number,
  ) {
    this.buf = new Uint8Array(Math.max(1, Math.min(cap, Math.max(hint, 64 * 1024))));
  }
  put(b: number): void {
    if (this.pos >= this.buf.length) this.grow(this.pos + 1);
    this.buf[this.pos++] = b;
  }
  grow(need: number): void {
    if (need > this.cap) throw new CapExceeded(this.cap);
    let n = this.buf.length * 2;
    while (n < need) n *= 2;
    const next = new Uint8Array(Math.min(n, this.cap));
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
  }
  /** Byte `dist` back (1 = the last one written). */
  back(dist: number): number {
    return this.buf[this.pos - dist] as number;
  }
  result(): Buffer {
    return Buffer.from(this.buf.buffer, 0, this.pos);
  }
}

class RangeDecoder {
  range = 0xffffffff;
  code = 0;
  constructor(
    private readonly d: Uint8Array,
    public pos: number,
    private readonly end: number,
  ) {
    if (this.byte() !== 0) throw new Error("corrupt LZMA data");
    for (let i = 0; i < 4; i++) this.code = this.code * 256 + this.byte();
  }
  byte(): number {
    if (this.pos >= this.end) throw new Error("truncated LZMA data");
    return this.d[this.pos++] as number;
  }
  private norm(): void {
    if (this.range < 0x1000000) {
      this.range = (this.range * 256) >>> 0;
      this.code = ((this.code * 256) >>> 0) + this.byte();
      this.code >>>= 0;
    }
  }
  bit(p: Uint16Array, i: number): number {
    const v = p[i] as number;
    const bound = (this.range >>> 11) * v;
    if (this.code < bound) {
      this.range = bound;
      p[i] = v + ((2048 - v) >>> 5);
      this.norm();
      return 0;
    }
    this.range -= bound;
    this.code -= bound;
    p[i] = v - (v >>> 5);
    this.norm();
    return 1;
  }
  direct(n: number): number {
    let r = 0;
    for (let k = 0; k < n; k++) {
      this.range = this.range >>> 1;
      let b = 0;
      if (this.code >= this.range) {
        this.code -= this.range;
        b = 1;
      }
      r = r * 2 + b;
      this.norm();
    }
    return r;
  }
  tree(p: Uint16Array, off: number, bits: number): number {
    let m = 1;
    for (let k = 0; k < bits; k++) m = m * 2 + this.bit(p, off + m);
    return m - (1 << bits);
  }
  reverse(p: Uint16Array, off: number, bits: number): number {
    let m = 1;
    let sym = 0;
    for (let k = 0; k < bits; k++) {
      const b = this.bit(p, off + m);
      m = m * 2 + b;
      sym |= b << k;
    }
    return sym;
  }
  finishedOk(): boolean {
    return this.code === 0;
  }
}

// Probability layout of one length decoder: choice, choice2, low[16][8], mid[16][8], high[256].
const LEN_LOW = 2;
const LEN_MID = 2 + 16 * 8;
const LEN_HIGH = 2 + 2 * 16 * 8;
const LEN_SIZE = LEN_HIGH + 256;

/** One LZMA decoder state: properties, probabilities, repeat distances and the state machine. */
class Lzma {
  lc = 0;
  lp = 0;
  pb = 0;
  literal = new Uint16Array(0);
  isMatch = new Uint16Array(12 << 4);
  isRep = new Uint16Array(12);
  isRepG0 = new Uint16Array(12);
  isRepG1 = new Uint16Array(12);
  isRepG2 = new Uint16Array(12);
  isRep0Long = new Uint16Array(12 << 4);
  posSlot = new Uint16Array(4 << 6);
  posSpecial = new Uint16Array(1 + 114);
  align = new Uint16Array(16);
  len = new Uint16Array(LEN_SIZE);
  repLen = new Uint16Array(LEN_SIZE);
  state = 0;
  reps = [0, 0, 0, 0];

  setProps(byte: number): void {
    if (byte >= 9 * 5 * 5) throw new Error("corrupt LZMA properties");
    this.lc = byte % 9;
    this.lp = Math.floor(byte / 9) % 5;
    this.pb = Math.floor(byte / 45);
    const size = 0x300 << (this.lc + this.lp);
    if (this.literal.length !== size) this.literal = new Uint16Array(size);
  }

  reset(): void {
    for (const p of [
      this.literal,
      this.isMatch,
      this.isRep,
      this.isRepG0,
      this.isRepG1,
      this.isRepG2,
      this.isRep0Long,
      this.posSlot,
      this.posSpecial,
      this.align,
      this.len,
      this.repLen,
    ])
      p.fill(1024);
    this.state = 0;
    this.reps = [0, 0, 0, 0];
  }

  private lenOf(rc: RangeDecoder, p: Uint16Array, posState: number): number {
    if (rc.bit(p, 0) === 0) return rc.tree(p, LEN_LOW + posState * 8, 3);
    if (rc.bit(p, 1) === 0) return 8 + rc.tree(p, LEN_MID + posState * 8, 3);
    return 16 + rc.tree(p, LEN_HIGH, 8);
  }

  private distance(rc: RangeDecoder, len: number): number {
    const slot = rc.tree(this.posSlot, Math.min(len, 3) << 6, 6);
    if (slot < 4) return slot;
    const direct = (slot >>> 1) - 1;
    let dist = (2 | (slot & 1)) * 2 ** direct;
    if (slot < 14) return dist + rc.reverse(this.posSpecial, dist - slot, direct);
    dist += rc.direct(direct - 4) * 16;
    return dist + rc.reverse(this.align, 0, 4);
  }

  /** Decodes until `size` more bytes are out (when known) or up to the end marker. */
  decode(rc: RangeDecoder, out: Output, size: number | null): void {
    const pbMask = (1 << this.pb) - 1;
    const lpMask = (1 << this.lp) - 1;
    const end = size === null ? Number.POSITIVE_INFINITY : out.pos + size;
    let [rep0, rep1, rep2, rep3] = this.reps as [number, number, number, number];
    let state = this.state;
    while (out.pos < end) {
      const posState = out.pos & pbMask;
      if (rc.bit(this.isMatch, (state << 4) + posState) === 0) {
        const prev = out.pos > out.dictStart ? out.back(1) : 0;
        const base = 0x300 * (((out.pos & lpMask) << this.lc) + (prev >>> (8 - this.lc)));
        let sym = 1;
        if (state >= 7) {
          let match = out.back(rep0 + 1);
          do {
            const mb = (match >>> 7) & 1;
            match <<= 1;
            const b = rc.bit(this.literal, base + ((1 + mb) << 8) + sym);
            sym = (sym << 1) | b;
            if (mb !== b) break;
          } while (sym < 0x100);
        }
        while (sym < 0x100) sym = (sym << 1) | rc.bit(this.literal, base + sym);
        out.put(sym - 0x100);
        state = state < 4 ? 0 : state < 10 ? state - 3 : state - 6;
        continue;
      }
      let len: number;
      if (rc.bit(this.isRep, state) !== 0) {
        if (out.pos === out.dictStart) throw new Error("corrupt LZMA data");
        if (rc.bit(this.isRepG0, state) === 0) {
          if (rc.bit(this.isRep0Long, (state << 4) + posState) === 0) {
            state = state < 7 ? 9 : 11;
            out.put(out.back(rep0 + 1));
            continue;
          }
        } else {
          let dist: number;
          if (rc.bit(this.isRepG1, state) === 0) dist = rep1;
          else {
            if (rc.bit(this.isRepG2, state) === 0) dist = rep2;
            else {
              dist = rep3;
              rep3 = rep2;
            }
            rep2 = rep1;
          }
          rep1 = rep0;
          rep0 = dist;
        }
        len = this.lenOf(rc, this.repLen, posState);
        state = state < 7 ? 8 : 11;
      } else {
        rep3 = rep2;
        rep2 = rep1;
        rep1 = rep0;
        len = this.lenOf(rc, this.len, posState);
        state = state < 7 ? 7 : 10;
        rep0 = this.distance(rc, len);
        if (rep0 === 0xffffffff) {
          if (!rc.finishedOk()) throw new Error("corrupt LZMA end marker");
          break;
        }
      }
      if (rep0 >= out.pos - out.dictStart) throw new Error("corrupt LZMA data (distance)");
      len += 2;
      if (out.pos + len > end) throw new Error("corrupt LZMA data (match past the end)");
      if (out.pos + len > out.buf.length) out.grow(out.pos + len);
      const buf = out.buf;
      for (let k = 0; k < len; k++, out.pos++) buf[out.pos] = buf[out.pos - rep0 - 1] as number;
    }
    this.reps = [rep0, rep1, rep2, rep3];
    this.state = state;
  }
}

/** A zip entry's LZMA data (method 14): version, properties size, properties, then the stream. */
export function decodeZipLzma(d: Uint8Array, size: number, cap: number): Buffer {
  if (d.length < 9) throw new Error("corrupt LZMA entry");
  const propsLen = (d[2] as number) | ((d[3] as number) << 8);
  if (propsLen < 5 || d.length < 4 + propsLen) throw new Error("corrupt LZMA entry");
  const lz = new Lzma();
  lz.setProps(d[4] as number);
  lz.reset();
  if (size > cap) throw new CapExceeded(cap);
  const out = new Output(cap, size);
  lz.decode(new RangeDecoder(d, 4 + propsLen, d.length), out, size);
  return out.result();
}

/** The .lzma ("LZMA alone") format: properties, dictionary size, 64-bit size or all ones, stream. */
export function decodeLzmaAlone(d: Uint8Array, cap: number): Buffer {
  if (d.length < 13) throw new Error("corrupt .lzma data");
  const lz = new Lzma();
  lz.setProps(d[0] as number);
  lz.reset();
  let known = true;
  let size = 0;
  for (let i = 12; i >= 5; i--) {
    if (d[i] !== 0xff) known = false;
    size = size * 256 + (d[i] as number);
  }
  if (known) size = -1;
  if (size > cap) throw new CapExceeded(cap);
  const out = new Output(cap, size > 0 ? size : d.length * 4);
  lz.decode(new RangeDecoder(d, 13, d.length), out, size >= 0 ? size : null);
  return out.result();
}

/** One LZMA2 stream starting at `pos`; returns the position after its end byte. */
function lzma2(d: Uint8Array, pos: number, out: Output, lz: Lzma): number {
  let needProps = true;
  for (;;) {
    if (pos >= d.length) throw new Error("truncated LZMA2 data");
    const control = d[pos++] as number;
    if (control === 0) return pos;
    if (control === 1 || control === 2) {
      if (control === 1) out.dictStart = out.pos;
      const n = (((d[pos] as number) << 8) | (d[pos + 1] as number)) + 1;
      pos += 2;
      if (pos + n > d.length) throw new Error("truncated LZMA2 data");
      if (out.pos + n > out.buf.length) out.grow(out.pos + n);
      out.buf.set(d.subarray(pos, pos + n), out.pos);
      out.pos += n;
      pos += n;
      continue;
    }
    if (control < 0x80) throw new Error("corrupt LZMA2 control byte");
    const unpacked = (control & 0x1f) * 65536 + (((d[pos] as number) << 8) | (d[pos + 1] as number)) + 1;
    const packed = (((d[pos + 2] as number) << 8) | (d[pos + 3] as number)) + 1;
    pos += 4;
    const reset = (control >>> 5) & 3;
    if (reset === 3) out.dictStart = out.pos;
    if (reset >= 2) {
      lz.setProps(d[pos++] as number);
      needProps = false;
    } else if (needProps) throw new Error("corrupt LZMA2 data (no properties)");
    if (reset >= 1) lz.reset();
    if (pos + packed > d.length) throw new Error("truncated LZMA2 data");
    lz.decode(new RangeDecoder(d, pos, pos + packed), out, unpacked);
    pos += packed;
  }
}

function varint(d: Uint8Array, at: { pos: number }): number {
  let v = 0;
  for (let i = 0; i < 9; i++) {
    const b = d[at.pos++];
    if (b === undefined) throw new Error("truncated .xz data");
    v += (b & 0x7f) * 2 ** (7 * i);
    if ((b & 0x80) === 0) return v;
  }
  throw new Error("corrupt .xz data");
}

const CHECK_SIZE = [0, 4, 4, 4, 8, 8, 8, 16, 16, 16, 32, 32, 32, 64, 64, 64];
const XZ_MAGIC = [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00];

/** Every stream of an .xz file (LZMA2 filter only; BCJ and delta filters are reported as unsupported). */
export function decodeXz(d: Uint8Array, cap: number): Buffer {
  const out = new Output(cap, d.length * 4);
  let pos = 0;
  while (pos < d.length) {
    if (!XZ_MAGIC.every((b, i) => d[pos + i] === b)) {
      // Stream padding (zero bytes) may follow a stream.
      if (pos > 0 && d[pos] === 0) {
        pos++;
        continue;
      }
      throw new Error("corrupt .xz data (no stream header)");
    }
    const check = (d[pos + 7] as number) & 0x0f;
    pos += 12;
    for (;;) {
      const hsize = d[pos];
      if (hsize === undefined) throw new Error("truncated .xz data");
      if (hsize === 0) break;
      const headerEnd = pos + (hsize + 1) * 4;
      const flags = d[pos + 1] as number;
      const at = { pos: pos + 2 };
      if (flags & 0x40) varint(d, at);
      if (flags & 0x80) varint(d, at);
      const filters = (flags & 3) + 1;
      let id = 0;
      for (let f = 0; f < filters; f++) {
        id = varint(d, at);
        const n = varint(d, at);
        if (id !== 0x21 || f !== filters - 1) throw new Error(`unsupported .xz filter 0x${id.toString(16)}`);
        at.pos += n;
      }
      const lz = new Lzma();
      out.dictStart = out.pos;
      const blockStart = headerEnd;
      let p = lzma2(d, blockStart, out, lz);
      p += (4 - ((p - blockStart) % 4)) % 4;
      pos = p + (CHECK_SIZE[check] ?? 0);
    }
    // Index: indicator, record count, records, padding, CRC32; then the 12-byte footer.
    const at = { pos: pos + 1 };
    const records = varint(d, at);
    for (let r = 0; r < records; r++) {
      varint(d, at);
      varint(d, at);
    }
    at.pos += (4 - ((at.pos - pos) % 4)) % 4;
    pos = at.pos + 4 + 12;
  }
  return out.result();
}
