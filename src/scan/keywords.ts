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
  /** States are row offsets (state number * width): delta[row + class] = next row, -1 until first needed. */
  private readonly delta: Int32Array;
  /** Trie edges by row offset + class: the child state's number, or -1. */
  private readonly child: Int32Array;
  /** Failure link of each state (a state number). */
  private readonly fail: Int32Array;
  /** 1 for a state entered by a space (more whitespace keeps it there), by state number. */
  private readonly afterSpace: Uint8Array;
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
    const width = next;
    this.width = width;

    // The trie, its edges listed per state; then failure links breadth-first. The full transition
    // table is filled in as the scans need it (see step): most of it is never read in a short run.
    let states = 1;
    for (const w of list) states += w.length;
    const child = new Int32Array(states * width).fill(-1);
    const edges: number[][] = [[]];
    const out: number[][] = [[]];
    const afterSpace: number[] = [0];
    let count = 1;
    list.forEach((w, id) => {
      let s = 0;
      for (const ch of w) {
        const c = ch === " " ? this.space : (this.cls[ch.charCodeAt(0)] ?? 0);
        let t = child[s * width + c] as number;
        if (t < 0) {
          t = count++;
          child[s * width + c] = t;
          (edges[s] as number[]).push(c);
          edges.push([]);
          out.push([]);
          afterSpace.push(c === this.space ? 1 : 0);
        }
        s = t;
      }
      (out[s] as number[]).push(id);
    });
    this.child = child;
    this.fail = new Int32Array(count);
    const queue: number[] = [];
    for (const c of edges[0] as number[]) queue.push(child[c] as number);
    for (let qi = 0; qi < queue.length; qi++) {
      const s = queue[qi] as number;
      (out[s] as number[]).push(...(out[this.fail[s] as number] as number[]));
      for (const c of edges[s] as number[]) {
        const t = child[s * width + c] as number;
        this.fail[t] = this.goto(this.fail[s] as number, c);
        queue.push(t);
      }
    }
    this.afterSpace = Uint8Array.from(afterSpace);
    this.delta = new Int32Array(count * width).fill(-1);
    this.ends = new Uint8Array(count * width);
    for (let s = 0; s < count; s++) if ((out[s] as number[]).length > 0) this.ends[s * width] = 1;
    this.out = out;
  }

  /** The automaton's move from state s on class c, whitespace runs not folded: a state number. */
  private goto(s: number, c: number): number {
    for (;;) {
      const t = this.child[s * this.width + c] as number;
      if (t >= 0) return t;
      if (s === 0) return 0;
      s = this.fail[s] as number;
    }
  }

  /** delta[row + c], computed and kept on first use. A whitespace run reads as one space: more
   *  whitespace leaves a state entered by a space as it is. */
  private step(row: number, c: number): number {
    const s = row / this.width;
    const t = (c === this.space && this.afterSpace[s] === 1 ? s : this.goto(s, c)) * this.width;
    this.delta[row + c] = t;
    return t;
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
      const c = code < 128 ? (cls[code] as number) : isWideSpace(code) ? space : 0;
      const t = delta[s + c] as number;
      s = t >= 0 ? t : this.step(s, c);
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
