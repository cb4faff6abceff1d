/**
 * Finds which of a fixed set of keywords occur in a text, in one pass over the text (an Aho-Corasick
 * automaton). Matching ignores ASCII case and a space in a keyword stands for any run of whitespace, as
 * the rules' `\s+` does: "no longer" is found in "No\n  longer", "su " in "su\troot". Keywords are ASCII.
 */

/** Characters `\s` matches in a JavaScript regex. */
const WHITESPACE = /\s/;

export class KeywordSet {
  readonly words: readonly string[];
  private readonly index = new Map<string, number>();
  /** Character class of each ASCII code; 0 = a character no keyword contains. */
  private readonly cls = new Uint8Array(128);
  private readonly space: number;
  private readonly width: number;
  /** States are row offsets (state number * width): delta[row + class] = next row. */
  private readonly delta: Int32Array;
  /** Keyword ids ending at each state (own and via failure links), by state number. */
  private readonly out: number[][];
  /** 1 where a keyword ends, by row offset. */
  private readonly ends: Uint8Array;

  constructor(words: Iterable<string>) {
    const list = [...new Set(words)].sort();
    for (const w of list) {
      if (w.trim().length === 0 || /\s\s/.test(w) || /[^\x20-\x7e]|[A-Z]/.test(w))
        throw new Error(`keyword ${JSON.stringify(w)}: lower-case printable ASCII, single spaces`);
    }
    this.words = list;
    for (const [i, w] of list.entries()) this.index.set(w, i);

    let next = 1;
    for (const w of list)
      for (const ch of w)
        if (ch !== " " && this.cls[ch.charCodeAt(0)] === 0) this.cls[ch.charCodeAt(0)] = next++;
    for (let c = 65; c <= 90; c++) this.cls[c] = this.cls[c + 32] ?? 0;
    this.space = next++;
    for (let c = 0; c < 128; c++) if (WHITESPACE.test(String.fromCharCode(c))) this.cls[c] = this.space;
    this.width = next;

    // Trie, then failure links breadth-first, folded into a full transition table.
    const go: number[][] = [new Array(this.width).fill(-1)];
    const out: number[][] = [[]];
    const afterSpace: boolean[] = [false];
    list.forEach((w, id) => {
      let s = 0;
      for (const ch of w) {
        const c = ch === " " ? this.space : (this.cls[ch.charCodeAt(0)] ?? 0);
        const row = go[s] as number[];
        if ((row[c] ?? -1) < 0) {
          row[c] = go.length;
          go.push(new Array(this.width).fill(-1));
          out.push([]);
          afterSpace.push(c === this.space);
        }
        s = row[c] as number;
      }
      (out[s] as number[]).push(id);
    });
    const fail = new Int32Array(go.length);
    const queue: number[] = [];
    const root = go[0] as number[];
    for (let c = 0; c < this.width; c++) {
      const t = root[c] ?? -1;
      if (t < 0) root[c] = 0;
      else {
        fail[t] = 0;
        queue.push(t);
      }
    }
    for (let qi = 0; qi < queue.length; qi++) {
      const s = queue[qi] as number;
      const row = go[s] as number[];
      (out[s] as number[]).push(...(out[fail[s] as number] as number[]));
      for (let c = 0; c < this.width; c++) {
        const t = row[c] ?? -1;
        const viaFail = (go[fail[s] as number] as number[])[c] as number;
        if (t < 0) row[c] = viaFail;
        else {
          fail[t] = viaFail;
          queue.push(t);
        }
      }
    }
    // A whitespace run reads as one space: more whitespace leaves a state entered by a space as it is.
    // (Any state entered by a space is such a state, or the root when no keyword continues.)
    go.forEach((row, s) => {
      if (afterSpace[s]) row[this.space] = s;
    });
    this.delta = new Int32Array(go.length * this.width);
    this.ends = new Uint8Array(go.length * this.width);
    go.forEach((row, s) => {
      this.delta.set(
        row.map((t) => t * this.width),
        s * this.width,
      );
      if ((out[s] as number[]).length > 0) this.ends[s * this.width] = 1;
    });
    this.out = out;
  }

  /** Id of a keyword of this set (throws for an unknown word: a typo would silently disable a rule). */
  id(word: string): number {
    const i = this.index.get(word);
    if (i === undefined) throw new Error(`keyword ${JSON.stringify(word)} is not in the set`);
    return i;
  }

  /** found[id] === 1 for every keyword that occurs in text. */
  scan(text: string): Uint8Array {
    const found = new Uint8Array(this.words.length);
    for (let at = this.next(text, 0, 0); at >= 0; at = this.next(text, at, this.state)) {
      const o = this.out[this.state / this.width] as number[];
      for (let k = 0; k < o.length; k++) found[o[k] as number] = 1;
    }
    return found;
  }

  /** Does any keyword occur in text? (A regex of the keywords: the engine's scan beats a JS loop here.) */
  some(text: string): boolean {
    this.any ??= new RegExp(
      this.words.map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/ /g, "\\s+")).join("|"),
      "i",
    );
    return this.any.test(text);
  }
  private any: RegExp | undefined;

  /** Where the automaton stopped last (a row offset). */
  private state = 0;

  /** Runs from text[from] in state `s` to the next position after which a keyword ends; -1 if none. */
  private next(text: string, from: number, s: number): number {
    const { cls, delta, ends, space } = this;
    for (let i = from; i < text.length; i++) {
      const code = text.charCodeAt(i);
      s = delta[s + (code < 128 ? (cls[code] as number) : isWideSpace(code) ? space : 0)] as number;
      if (ends[s] === 1) {
        this.state = s;
        return i + 1;
      }
    }
    this.state = s;
    return -1;
  }
}

/** Non-ASCII characters `\s` matches. */
function isWideSpace(code: number): boolean {
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
