/**
 * A learned reading of prose units, beside the hand-written frames: a logistic model per pattern over
 * the unit's word stems, word pairs, the word classes of ./lexicon.ts (with their polarity and whether
 * they are commanded) and where the unit sits. The frames name the constructions they know; this
 * model scores paraphrases no frame was written for. Weights come from scripts/train-prose.ts, trained
 * on labelled corpora only (see the model file's `trainedOn`), never on the parts the bench reports as
 * held out; a hit is p ≥ 0.5, raised for a pattern whose out-of-fold precision there is under 0.85.
 */

import { PATTERNS, type PatternId } from "../../patterns";
import { lineOf } from "../helpers";
import type { Ctx, FrameHit } from "./frames";
import { directive, exampleAt, inClass, literalDest, negated } from "./frames";
import {
  AGENT_FILES,
  APPROVAL,
  ASK,
  BULK,
  CONSEQUENTIAL,
  CONTRAST,
  CONVERSATION,
  COVERT,
  DATA_NOUN,
  DEST_NOUN,
  DISCLOSE,
  FOREIGN_DEST,
  HIDE,
  HIGH_STAKES,
  MEMORY,
  MODES,
  NEGATORS,
  OTHER_SOURCE,
  OVERRIDE,
  PLACEHOLDER_DEST,
  READ,
  RULES,
  SEND,
  SENSITIVE,
  SHARED_DEST,
  SYSTEM_CONTEXT,
  TEACHING,
  TELL,
  TOOL_OUTPUTS,
  TRANSCRIPTS,
  USER_DEST,
  USER_WORDS,
} from "./lexicon";
import { readModelFile } from "./model-file";
import stored from "./prose-model.json";
import type { Tok, Unit } from "./units";

const WORD_CLASSES: [string, Set<string>][] = [
  ["SEND", SEND],
  ["DISCLOSE", DISCLOSE],
  ["READ", READ],
  ["TELL", TELL],
  ["HIDE", HIDE],
  ["ASK", ASK],
  ["APPROVAL", APPROVAL],
  ["CONSEQ", CONSEQUENTIAL],
  ["STAKES", HIGH_STAKES],
  ["USER", USER_WORDS],
  ["RULES", RULES],
  ["OTHER", OTHER_SOURCE],
  ["OVERRIDE", OVERRIDE],
  ["MODES", MODES],
  ["DATA", DATA_NOUN],
  ["DEST", DEST_NOUN],
  ["FOREIGN", FOREIGN_DEST],
  ["COVERT", COVERT],
  ["NEG", NEGATORS],
  ["CONTRAST", CONTRAST],
];

/**
 * A word's feature name and word classes, by its surface form: the same few thousand words recur in
 * every skill, and a name built once keeps its hash for the weight lookups.
 */
const words = new Map<string, { feature: string; classes: string[] }>();
function wordInfo(t: Tok): { feature: string; classes: string[] } {
  let c = words.get(t.w);
  if (c === undefined) {
    if (words.size >= 100_000) words.clear();
    c = {
      feature: `w:${t.s}`,
      classes: WORD_CLASSES.filter(([, cls]) => inClass(cls, t)).map(([name]) => name),
    };
    words.set(t.w, c);
  }
  return c;
}

// Keyed by the two surface forms in turn: no key string is built per lookup.
const pairs = new Map<string, Map<string, string>>();
let pairCount = 0;
function pairName(a: Tok, b: Tok): string {
  let next = pairs.get(a.w);
  if (next === undefined) {
    if (pairCount >= 200_000) {
      pairs.clear();
      pairCount = 0;
    }
    next = new Map();
    pairs.set(a.w, next);
  }
  let name = next.get(b.w);
  if (name === undefined) {
    name = `b:${a.s} ${b.s}`;
    next.set(b.w, name);
    pairCount++;
  }
  return name;
}

const WITHOUT = new Set(["without", "sem", "sans", "ohne", "sin", "senza", "zonder", "bez"]);
/** Verb classes of doing something, as opposed to asking or telling about it. */
const ACTS = new Set(["SEND", "DISCLOSE", "READ", "HIDE", "CONSEQ", "OVERRIDE"]);

/** Classes whose words are verbs: whether the unit commands them matters. */
const VERB_CLASSES = new Set(["SEND", "DISCLOSE", "READ", "TELL", "HIDE", "ASK", "CONSEQ", "OVERRIDE"]);

const TEXT_CLASSES: [string, RegExp][] = [
  ["SYSCTX", SYSTEM_CONTEXT],
  ["CONVO", CONVERSATION],
  ["TOOLOUT", TOOL_OUTPUTS],
  ["SHARED", SHARED_DEST],
  ["MEMORY", MEMORY],
  ["TRANSCRIPT", TRANSCRIPTS],
  ["AGENTFILE", AGENT_FILES],
  ["SENSITIVE", SENSITIVE],
  ["BULK", BULK],
  ["USERDEST", USER_DEST],
  ["PLACEHOLDER", PLACEHOLDER_DEST],
  ["TEACH", TEACHING],
];

/** A feature of a unit, with the offset of the token that carries it (-1: the unit as a whole). */
export interface Feature {
  name: string;
  at: number;
}

const QUOTED = /"[^"\n]{3,}"|“[^”\n]{3,}”|«[^»\n]{3,}»|„[^“\n]{3,}“/g;

const fileKind = (path: string): string =>
  path === "SKILL.md"
    ? "skill"
    : /\.(md|mdx|markdown|txt|html?|rst)$/i.test(path)
      ? "doc"
      : /\.(json|jsonl|ya?ml|toml|csv|tsv|xml|ini|cfg|conf|ipynb)$/i.test(path)
        ? "data"
        : "script";

const lengthBucket = (n: number): string =>
  n <= 5 ? "1" : n <= 12 ? "2" : n <= 25 ? "3" : n <= 50 ? "4" : "5";

/** The features the model reads off one unit. Deterministic; names are what the weights are keyed by. */
export function featuresOf(c: Ctx, u: Unit): Feature[] {
  const out: Feature[] = [];
  const toks = u.toks;
  let prev: Tok | undefined;
  let unasked = false;
  let actsAllowed = false;
  let actsForbidden = false;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i] as Tok;
    if (t.kind !== "word") {
      out.push({ name: `k:${t.kind}`, at: t.at });
      if (t.kind !== "path") {
        out.push({ name: literalDest(t, c) ? "k:dest-foreign" : "k:dest-other", at: t.at });
      }
      prev = undefined;
      continue;
    }
    if (t.s.length > 30) continue;
    const word = wordInfo(t);
    out.push({ name: word.feature, at: t.at });
    if (prev) out.push({ name: pairName(prev, t), at: t.at });
    prev = t;
    if (!word.classes.length) continue;
    // Polarity and mood belong to the word, whatever classes it is in: asked once.
    let neg: boolean | undefined;
    let dir: boolean | undefined;
    const isNegated = () => {
      if (neg === undefined) neg = negated(u, i);
      return neg;
    };
    const isDirective = () => {
      if (dir === undefined) dir = directive(u, i);
      return dir;
    };
    // "without asking" is not "don't ask": the act it modifies goes ahead.
    const without = (name: string) =>
      (name === "ASK" || name === "TELL") &&
      [toks[i - 1], toks[i - 2]].some((x) => x?.kind === "word" && WITHOUT.has(x.w));
    for (const name of word.classes) {
      if (without(name)) {
        out.push({ name: `o:${name}`, at: t.at });
        unasked = true;
        continue;
      }
      const n = name !== "NEG" && name !== "CONTRAST" && isNegated();
      out.push({ name: n ? `n:${name}` : `c:${name}`, at: t.at });
      if (ACTS.has(name)) {
        if (n) actsForbidden = true;
        else actsAllowed = true;
      }
      if (!n && VERB_CLASSES.has(name) && isDirective()) out.push({ name: `d:${name}`, at: t.at });
    }
  }
  // Acting without asking or telling: allowed ("send it without asking") or forbidden ("do not send
  // without asking") decides which side of the line the unit is on.
  if (unasked)
    out.push({
      name: actsAllowed ? "x:act-unasked" : actsForbidden ? "x:forbid-unasked" : "x:unasked",
      at: -1,
    });
  for (const [name, re] of TEXT_CLASSES) {
    const m = re.exec(u.text);
    if (!m) continue;
    out.push({ name: `r:${name}`, at: u.start + m.index });
  }
  // Quoted text is often an example of an attack rather than one: how much of the unit is quoted.
  const quotes = [...u.text.matchAll(QUOTED)].map((m) => [
    u.start + (m.index ?? 0),
    u.start + (m.index ?? 0) + m[0].length,
  ]);
  if (quotes.length) {
    const inQuote = (t: Tok) => quotes.some(([a, b]) => t.at > (a as number) && t.at < (b as number));
    const quoted = toks.filter(inQuote);
    if (quoted.length * 10 >= toks.length * 3) out.push({ name: "x:quoted", at: -1 });
    if (quoted.some((t) => t.kind !== "word" && t.kind !== "path" && literalDest(t, c)))
      out.push({ name: "x:quoted-dest", at: -1 });
  }
  const first = toks.find((t) => t.kind === "word");
  if (first) out.push({ name: `f:${first.s}`, at: -1 });
  const r = u.region;
  out.push({ name: `x:ctx:${r.ctx}`, at: -1 });
  if (r.hiding) out.push({ name: "x:hidden", at: -1 });
  if (r.example) out.push({ name: `x:example:${r.example}`, at: -1 });
  if (u.prohibited) out.push({ name: "x:prohibited", at: -1 });
  if (u.teaching) out.push({ name: "x:teaching", at: -1 });
  if (u.tableHeader !== undefined) out.push({ name: "x:cell", at: -1 });
  out.push({ name: `x:file:${fileKind(c.file.path)}`, at: -1 });
  out.push({ name: `x:len:${lengthBucket(toks.length)}`, at: -1 });
  return out;
}

/** The model in memory: a dense weight table, one row per known feature, rows in hash order. */
export interface Model {
  patterns: PatternId[];
  bias: number[];
  threshold: number[];
  /** Two 32-bit hashes of each row's feature name, sorted by (hi, lo): 64 bits tell the names apart. */
  hi: Uint32Array;
  lo: Uint32Array;
  /** rows × patterns weights, in hundredths. */
  weights: Int16Array;
  /** Rows already looked up, of names unknown to the model too: the same names recur in every skill. */
  seen: Map<string, number>;
}

/** What prose-model.json holds beside prose-model.bin. */
export interface ModelHeader {
  patterns: PatternId[];
  bias: number[];
  threshold: number[];
}

// prose-model.bin, little-endian as every platform Node runs on: magic, rows, patterns, then the hi
// hashes, the lo hashes and the weights. The names stay out: a start-up that splits 37k names and
// fills a Map with them cost ~25 ms of a one-skill scan, and the bundle read and parsed them as text.
const MAGIC = 0x4d504153; // "SAPM"
const HEAD = 12;

/** FNV-1a and a multiply-xorshift hash over UTF-16 units: two unrelated 32-bit hashes of one name. */
export function featureHash(name: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  b = Math.imul(b ^ (b >>> 13), 0x5bd1e995);
  return [a >>> 0, (b ^ (b >>> 15)) >>> 0];
}

/** The weight file for `names` and their rows of weights (rows × patterns, in hundredths, in name order). */
export function encodeModel(names: readonly string[], weights: ArrayLike<number>, patterns: number): Buffer {
  const hashes = names.map(featureHash);
  const order = names.map((_, i) => i);
  const cmp = (x: number, y: number) => {
    const [a, b] = [hashes[x] as [number, number], hashes[y] as [number, number]];
    return a[0] - b[0] || a[1] - b[1];
  };
  order.sort(cmp);
  for (let i = 1; i < order.length; i++)
    if (cmp(order[i - 1] as number, order[i] as number) === 0)
      throw new Error(
        `features ${names[order[i - 1] as number]} and ${names[order[i] as number]} share a hash`,
      );
  const n = names.length;
  const buf = Buffer.alloc(HEAD + 8 * n + 2 * n * patterns);
  buf.writeUInt32LE(MAGIC, 0);
  buf.writeUInt32LE(n, 4);
  buf.writeUInt32LE(patterns, 8);
  order.forEach((src, row) => {
    const [hi, lo] = hashes[src] as [number, number];
    buf.writeUInt32LE(hi, HEAD + 4 * row);
    buf.writeUInt32LE(lo, HEAD + 4 * (n + row));
    for (let k = 0; k < patterns; k++)
      buf.writeInt16LE(weights[src * patterns + k] as number, HEAD + 8 * n + 2 * (row * patterns + k));
  });
  return buf;
}

export function decodeModel(header: ModelHeader, bin: Uint8Array, file = "prose-model.bin"): Model {
  const view = new DataView(bin.buffer, bin.byteOffset, bin.byteLength);
  const word = (at: number) => (bin.byteLength >= HEAD ? view.getUint32(at, true) : 0);
  const [n, p] = [word(4), word(8)];
  if (word(0) !== MAGIC || p !== header.patterns.length || bin.byteLength !== HEAD + 8 * n + 2 * n * p)
    throw new Error(`${file}: not a weight file for ${header.patterns.length} patterns`);
  // One aligned copy; the views below share it.
  const own = new Uint8Array(bin).buffer;
  return {
    ...header,
    hi: new Uint32Array(own, HEAD, n),
    lo: new Uint32Array(own, HEAD + 4 * n, n),
    weights: new Int16Array(own, HEAD + 8 * n, n * p),
    seen: new Map(),
  };
}

/** A model from feature names and their weights in name order (tests, training). */
export function modelOf(header: ModelHeader, names: readonly string[], weights: ArrayLike<number>): Model {
  return decodeModel(header, encodeModel(names, weights, header.patterns.length));
}

let shipped: Model | undefined;
/** The shipped model, read on first use (a scan without prose never pays for it). */
const MODEL = (): Model => {
  shipped ??= decodeModel(stored as ModelHeader, readModelFile());
  return shipped;
};

/** The patterns the model was trained for. */
export const learnedPatterns: readonly PatternId[] = (stored as ModelHeader).patterns;

/** The row of a feature, or -1. */
function rowOf(m: Model, name: string): number {
  let row = m.seen.get(name);
  if (row === undefined) {
    if (m.seen.size >= 200_000) m.seen.clear();
    row = search(m, name);
    m.seen.set(name, row);
  }
  return row;
}

function search(m: Model, name: string): number {
  const [hi, lo] = featureHash(name);
  let a = 0;
  let b = m.hi.length - 1;
  while (a <= b) {
    const mid = (a + b) >>> 1;
    const h = m.hi[mid] as number;
    const l = m.lo[mid] as number;
    if (h < hi || (h === hi && l < lo)) a = mid + 1;
    else if (h > hi || l > lo) b = mid - 1;
    else return mid;
  }
  return -1;
}

function weightOf(m: Model, name: string, k: number): number {
  const row = rowOf(m, name);
  return row < 0 ? 0 : (m.weights[row * m.patterns.length + k] as number) / 100;
}

/** Scores per pattern (logistic probability) of one unit's features. */
export function scoresOf(feats: readonly Feature[], m: Model = MODEL()): number[] {
  const z = [...m.bias];
  const n = m.patterns.length;
  // A feature counts once per unit; names and rows are one to one, so rows are what is counted.
  const seen = new Set<number>();
  for (const f of feats) {
    const row = rowOf(m, f.name);
    if (row < 0 || seen.has(row)) continue;
    seen.add(row);
    for (let k = 0; k < n; k++) z[k] = (z[k] as number) + (m.weights[row * n + k] as number) / 100;
  }
  return z.map((v) => 1 / (1 + Math.exp(-v)));
}

/** Patterns of doing something (not of withholding it): a unit that only forbids the act does not ask for it. */
const ACTIONS = new Set<PatternId>(["P3", "E4", "PE3", "E3", "SC2", "SC5", "PE2"]);
const commandedVerb = (f: Feature) => f.name.startsWith("c:") && VERB_CLASSES.has(f.name.slice(2));

const INTO_OWN =
  /\b(?:to|into|in)\s+(?:the\s+|your\s+|its\s+)?(?:[\w-]+\s+)?(?:memory|memories|instructions?)\s+(?:file|store|bank|folder)\b|\b(?:to|into|in)\s+(?:the\s+|your\s+)?(?:claude|agents|memory)\.md\b/i;

/** The skill yielding to the user or the system: the opposite of an override claim. */
const YIELDS =
  /\b(?:over|above|than|before)\s+(?:anything\s+in\s+)?(?:this|the)\s+(?:file|skill|document|page|section)\b|\b(?:do\s+not|don['’]t|never)\s+(?:treat|read|take)\b[^.;]{0,60}?\bas\s+(?:overriding|binding|authoritative|taking\s+precedence)\b/i;

/** The act made conditional on the user asking for it ("if the user wishes, send it to …"). */
const ON_REQUEST =
  /\b(?:if|when|whenever|wenn|falls|sobald|si|se|cuando|quando)\s+(?:the\s+|der\s+|die\s+|l['’]|el\s+|la\s+|o\s+|a\s+)?(?:user|nutzer(?:in)?|benutzer(?:in)?|utilisateur(?:rice)?|usuari[oa]|usuári[oa]|utente)\s+(?:(?:es|das|le|lo|la|so|it)\s+)?(?:asks?|requests?|wants?|wishes|chooses|wünscht|möchte|verlangt|demande|veut|pide|quiere|desea|chiede|vuole|pede|quer)(?:\s*[,;:]|\s+(?:it|so|for\s+it|for\s+that|to)\b)/i;

/**
 * A unit of three words or more: list numbers and stray fragments say nothing alone. A column of
 * single words (a stop-word file, a glossary's index) is a list, not a sentence.
 */
export const scorable = (u: Unit): boolean => {
  let n = 0;
  for (const t of u.toks) if (t.kind === "word") n++;
  if (n < 3) return false;
  const lines = u.text.trim().split("\n").length;
  return lines < 3 || n >= 2 * lines;
};

/** The learned model's hits in one unit: patterns scoring at or above their threshold. */
export function learnedHits(c: Ctx, u: Unit, m: Model = MODEL()): FrameHit[] {
  if (!m.patterns.length || !scorable(u)) return [];
  const feats = featuresOf(c, u);
  const probs = scoresOf(feats, m);
  const out: FrameHit[] = [];
  probs.forEach((p, k) => {
    if (p < (m.threshold[k] ?? 1)) return;
    const pattern = m.patterns[k] as PatternId;
    // Report at the word that pushed hardest towards the pattern.
    const pull = new Map<number, number>();
    for (const f of feats) {
      if (f.at < 0) continue;
      const w = weightOf(m, f.name, k);
      if (w > 0) pull.set(f.at, (pull.get(f.at) ?? 0) + w);
    }
    let at = u.toks[0]?.at ?? u.start;
    let best = 0;
    for (const [pos, w] of pull) if (w > best) [at, best] = [pos, w];
    // What the frames know of quotation and polarity holds here too: an attack quoted as an example
    // is not one, and an action every verb of which is forbidden is not asked for.
    const tok = u.toks.find((t) => t.at === at);
    if (tok && exampleAt(c, u, tok)) return;
    if (ACTIONS.has(pattern) && feats.some((f) => f.name.startsWith("n:")) && !feats.some(commandedVerb))
      return;
    if (pattern === "P1" && YIELDS.test(u.text)) return;
    if (ACTIONS.has(pattern) && ON_REQUEST.test(u.text)) return;
    // "Do not send it without asking" requires the confirmation P4 is about skipping.
    if (pattern === "P4" && feats.some((f) => f.name === "x:forbid-unasked")) return;
    // Memory written into the agent's own memory file is kept, not disclosed.
    if (
      pattern === "E4" &&
      INTO_OWN.test(u.text) &&
      !feats.some((f) => f.name === "k:dest-foreign" || f.name === "r:SHARED")
    )
      return;
    const quote = u.text.replace(/\s+/g, " ").trim().slice(0, 110);
    out.push({
      pattern,
      at,
      confidence: Math.round(Math.min(0.9, 0.5 + (p - (m.threshold[k] ?? 0.5))) * 100) / 100,
      rule: "learned",
      message: `Reads as ${PATTERNS[pattern].name.toLowerCase()} (learned prose model, p=${p.toFixed(2)}): "${quote}"`,
    });
  });
  return out;
}

/** First line of the unit and the line of its last character (labels fall in between). */
export function unitLines(u: Unit): [number, number] {
  const r = u.region;
  const s = u.start + (u.text.length - u.text.trimStart().length);
  return [lineOf(r, s), lineOf(r, Math.max(s, u.end - 1))];
}
