// Typosquats: a package name that is not itself a real, widely used package but sits one slip away
// from one. The lists (popular-packages.ts) come from registry download statistics; how close a name
// must be depends on how popular its model is: the most downloaded names are imitated with up to two
// edits, the rest only by forms no honest author lands on by accident (the same name with other
// separators, a one-letter slip in a long name, a look-alike npm scope).
import { bagDistance, editDistance } from "./helpers";
import { NPM_BY_DOWNLOADS, POPULAR_TARGETS, PYPI_BY_DOWNLOADS } from "./popular-packages";

export type Registry = "npm" | "pypi";

interface Index {
  rank: Map<string, number>;
  /** Unscoped names by length, most popular first, each with its letter-set mask (a cheap lower bound). */
  byLength: Map<number, { name: string; rank: number; mask: number }[]>;
  /** Names with separators and scope marks removed → the most popular name spelled so. */
  bare: Map<string, string>;
  /** npm scope → its known packages' base names ("@mapbox" → ["polyline", ...]). */
  scopes: Map<string, string[]>;
}

/** One bit per letter or digit class: names k edits apart differ in at most 2k bits. */
function maskOf(s: string): number {
  let m = 0;
  for (let i = 0; i < s.length; i++) m |= 1 << (s.charCodeAt(i) % 31);
  return m;
}
function bits(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** PyPI compares names case-insensitively with runs of "-", "_" and "." as one; npm names are lower case. */
export const normName = (eco: Registry, s: string): string =>
  eco === "pypi" ? s.toLowerCase().replace(/[-_.]+/g, "-") : s.toLowerCase();
const bareName = (s: string) => s.replace(/[@/._-]+/g, "");

const indexes = new Map<Registry, Index>();
function indexOf(eco: Registry): Index {
  const hit = indexes.get(eco);
  if (hit) return hit;
  const names = (eco === "npm" ? NPM_BY_DOWNLOADS : PYPI_BY_DOWNLOADS).split(" ");
  const idx: Index = { rank: new Map(), byLength: new Map(), bare: new Map(), scopes: new Map() };
  names.forEach((n, i) => {
    idx.rank.set(n, i);
    if (!n.startsWith("@")) {
      const len = idx.byLength.get(n.length) ?? [];
      len.push({ name: n, rank: i, mask: maskOf(n) });
      idx.byLength.set(n.length, len);
    }
    const b = bareName(n);
    if (!idx.bare.has(b)) idx.bare.set(b, n);
    const scoped = /^(@[^/]+)\/(.+)$/.exec(n);
    if (scoped) {
      const list = idx.scopes.get(scoped[1] as string) ?? [];
      list.push(scoped[2] as string);
      idx.scopes.set(scoped[1] as string, list);
    }
  });
  indexes.set(eco, idx);
  return idx;
}

/** Decorations that make an imitation read as the official or the language-specific build. */
const DECORATED =
  /^(?:py|python|python3|node|js)-?(.+)$|^(.+?)-?(?:py|js|official|secure|api|lib|latest|dev|sdk|client)$/;

/** A package the download statistics list: real and widely used. */
export const knownPackage = (eco: Registry, name: string): boolean =>
  indexOf(eco).rank.has(normName(eco, name));

export interface Squat {
  /** The real package the name imitates. */
  of: string;
  how: string;
}

const cache = new Map<string, Squat | null>();

/** The popular package `name` imitates, or null when it is a known package or resembles none. */
export function typosquatOf(eco: Registry, name: string): Squat | null {
  const n = normName(eco, name);
  const key = `${eco}:${n}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const found = lookup(eco, n);
  if (cache.size > 10_000) cache.clear();
  cache.set(key, found);
  return found;
}

function lookup(eco: Registry, n: string): Squat | null {
  const idx = indexOf(eco);
  if (idx.rank.has(n) || n.length < 3) return null;
  const same = idx.bare.get(bareName(n));
  if (same) return { of: same, how: "a respelling of" };
  const scoped = /^(@[^/]+)\/(.+)$/.exec(n);
  if (scoped) return scopeSquat(idx, scoped[1] as string, scoped[2] as string);
  let best: Squat | null = null;
  let bestRank = n.length < 5 ? -1 : Number.POSITIVE_INFINITY; // too short to tell a slip from a name
  const mask = maskOf(n);
  for (let len = n.length - 2; len <= n.length + 2; len++) {
    for (const t of idx.byLength.get(len) ?? []) {
      if (t.rank >= bestRank) break; // most popular first: nothing later can win
      const limit =
        t.rank < POPULAR_TARGETS && len >= 8
          ? 2
          : (t.rank < 5 * POPULAR_TARGETS && len >= 5) || len >= 10
            ? 1
            : 0;
      if (limit === 0 || Math.abs(len - n.length) > limit || bits(mask ^ t.mask) > 2 * limit) continue;
      const d = editDistance(n, t.name);
      // In a short name a changed letter is as often another word ("latch", "hatch") as a slip:
      // only a neighbouring key counts there.
      if (d === 1 && len < 8 && len === n.length && !slip(n, t.name)) continue;
      // "markdownlint-cli2" beside "markdownlint-cli": a trailing digit names a series, not a slip.
      if (d === 1 && n.length === len + 1 && n.startsWith(t.name) && /\d$/.test(n)) continue;
      if (d > 0 && d <= limit) {
        best = { of: t.name, how: d === 1 ? "one typo away from" : "two typos away from" };
        bestRank = t.rank;
      }
    }
  }
  if (best) return best;
  const doubled = doubling(idx, n);
  if (doubled) return { of: doubled, how: "one typo away from" };
  const m = DECORATED.exec(n);
  const core = m?.[1] ?? m?.[2];
  if (core && core.length >= 5 && (idx.rank.get(core) ?? Number.POSITIVE_INFINITY) < POPULAR_TARGETS)
    return { of: core, how: "dressed up as" };
  return null;
}

/**
 * "pdfkitt" for "pdfkit", "expres" for "express": a letter doubled or a double letter written once,
 * of any listed package of five letters or more. No honest name differs from a real one only so.
 */
function doubling(idx: Index, n: string): string | null {
  for (let i = 0; i < n.length; i++) {
    const c = n[i] as string;
    if (!/[a-z]/.test(c)) continue;
    const variants = n[i + 1] === c ? [n.slice(0, i) + n.slice(i + 1)] : [];
    if (n[i - 1] !== c && n[i + 1] !== c) variants.push(n.slice(0, i + 1) + c + n.slice(i + 1));
    for (const v of variants) if (v.length >= 5 && idx.rank.has(v)) return v;
  }
  return null;
}

const ROWS = ["1234567890-", "qwertyuiop", "asdfghjkl", "zxcvbnm"];
const KEY = new Map<string, [number, number]>();
ROWS.forEach((r, y) => {
  for (let x = 0; x < r.length; x++) KEY.set(r[x] as string, [x, y]);
});
/** Same length, one edit: a swap of two neighbours, or one letter replaced by a key next to it. */
function slip(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a[i + 1] === b[i] && a[i] === b[i + 1]) return true;
  const p = KEY.get(a[i] ?? "");
  const q = KEY.get(b[i] ?? "");
  return !!p && !!q && Math.abs(p[0] - q[0]) <= 1 && Math.abs(p[1] - q[1]) <= 1;
}

/** "@map-box/polyline" for "@mapbox/polyline", "@anthropic-ai/skd" for "@anthropic-ai/sdk". */
function scopeSquat(idx: Index, scope: string, base: string): Squat | null {
  const own = idx.scopes.get(scope);
  if (own) {
    for (const b of own) {
      if (b.length < 3 || bagDistance(base, b) > 1 || editDistance(base, b) !== 1) continue;
      const popular = (idx.rank.get(`${scope}/${b}`) ?? Number.POSITIVE_INFINITY) < POPULAR_TARGETS;
      const swapped = [...base].sort().join("") === [...b].sort().join("");
      if (b.length >= 5 || swapped || (popular && b.length >= 4))
        return { of: `${scope}/${b}`, how: "one typo away from" };
    }
    return null; // a real scope's unlisted package is that scope's business
  }
  for (const [s, bases] of idx.scopes) {
    if (!bases.includes(base) || s.length < 4) continue;
    const close =
      bareName(s) === bareName(scope) ||
      (bagDistance(s, scope) <= 1 && editDistance(s, scope) === 1) ||
      (s.length >= 6 && (scope.startsWith(s) || s.startsWith(scope)));
    if (close) return { of: `${s}/${base}`, how: "a look-alike scope of" };
  }
  // "@shopifly/...": one letter off an organisation's scope with several listed packages, whatever
  // the package (the list holds only the most downloaded of each scope).
  for (const [s, bases] of idx.scopes) {
    if (bases.length < 2 || s.length < 7 || bagDistance(s, scope) > 1 || editDistance(s, scope) !== 1)
      continue;
    return { of: `${s}/${base}`, how: "a look-alike scope of" };
  }
  return null;
}
