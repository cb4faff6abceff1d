import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { markdownDoc, tmpScript } from "../../bench/linear";
import { isQuotedAt } from "../../src/scan/context";
import { hasRun, mayDisplace } from "../../src/scan/hidden";
import { bagDistance, editDistance } from "../../src/scan/rules/helpers";
import { closeSites, isClosed, tmpPathUses } from "../../src/scan/rules/robustness";
import { type Lang, segmentMarkdown, splitComments } from "../../src/scan/segment";
import { spaces } from "../../src/scan/text";
import { matchAll } from "../../src/util/regex";

// Hand-written fast paths must answer exactly what the regular expressions they replace answer.
const text = (chars: string, maxLength = 300) =>
  fc.array(fc.constantFrom(...chars.split("")), { maxLength }).map((cs) => cs.join(""));
const opts = { seed: 11, numRuns: 400 };

/** The quote test as first written: a character-by-character scan per quote pair. */
function isQuotedAtReference(line: string, col: number): boolean {
  const pairs: [string, string][] = [
    ['"', '"'],
    ["'", "'"],
    ["\u201c", "\u201d"],
    ["\u2018", "\u2019"],
    ["\u00ab", "\u00bb"],
    ["`", "`"],
  ];
  for (const [o, c] of pairs) {
    let open = -1;
    for (let k = 0; k < line.length; k++) {
      const ch = line[k];
      if (open < 0 && ch === o) {
        if (o === "'" && /\w/.test(line[k - 1] ?? "") && /\w/.test(line[k + 1] ?? "")) continue;
        open = k;
      } else if (open >= 0 && ch === c) {
        if (c === "'" && /\w/.test(line[k + 1] ?? "")) continue;
        if (open < col && col < k) return true;
        open = -1;
      }
    }
    if (open >= 0 && open < col && o !== "'") return true;
  }
  return false;
}

/** Optimal string alignment distance over the full table, as first written. */
function editDistanceReference(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return 99;
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) d.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const prev = d[i - 1] as number[];
      let v = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, ((d[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = v;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

describe("scanner fast paths", () => {
  it("editDistance() with rolling rows equals the full-table distance", () => {
    const word = text("abc-", 12);
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(editDistance(a, b)).toBe(editDistanceReference(a, b));
      }),
      { seed: 5, numRuns: 3000 },
    );
    expect(editDistance("skill-creator", "skill-craetor")).toBe(1);
  });

  it("bagDistance() never exceeds the edit distance (it only rules candidates out)", () => {
    const word = text("ab-\ud83d\ude00", 10);
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(bagDistance(a, b)).toBeLessThanOrEqual(editDistanceReference(a, b));
      }),
      { seed: 6, numRuns: 3000 },
    );
  });

  it("spaces() blanks like replace(/[^\\n]/g, ' ')", () => {
    fc.assert(
      fc.property(text("ab \n\t\u00e9\ud83d\ude00"), (s) => {
        expect(spaces(s)).toBe(s.replace(/[^\n]/g, " "));
      }),
      opts,
    );
  });

  it("hasRun() agrees with /[A-Za-z0-9+/_-]{48,}/", () => {
    fc.assert(
      fc.property(text("aZ09+/_-=. \n", 200), fc.integer({ min: 0, max: 120 }), (s, n) => {
        const long = `${s}${"Ab9".repeat(n).slice(0, n)}${s}`;
        expect(hasRun(long, 48)).toBe(/[A-Za-z0-9+/_-]{48,}/.test(long));
      }),
      opts,
    );
  });

  it("mayDisplace() agrees with /\\n[ \\t]*\\n[ \\t]*\\n|[ \\t]{60}/", () => {
    fc.assert(
      fc.property(text(" \t\nx", 200), fc.integer({ min: 0, max: 70 }), (s, n) => {
        const t = `${s}${" ".repeat(n)}${s}`;
        expect(mayDisplace(t)).toBe(/\n[ \t]*\n[ \t]*\n|[ \t]{60}/.test(t));
      }),
      opts,
    );
  });

  it("isQuotedAt() agrees with a character-by-character scan", () => {
    fc.assert(
      fc.property(
        text("ab '\"`\u201c\u201d\u2018\u2019\u00ab\u00bb_9", 60),
        fc.integer({ min: -1, max: 61 }),
        (l, col) => {
          expect(isQuotedAt(l, col)).toBe(isQuotedAtReference(l, col));
        },
      ),
      opts,
    );
  });

  it("splitComments() keeps every character in exactly one of code and comment", () => {
    const src = text("ab #/*\"'`\n\\x:", 200);
    fc.assert(
      fc.property(src, fc.constantFrom<Lang>("python", "shell", "js", "ruby", "powershell"), (s, lang) => {
        const regions = splitComments(s, lang, 1, 0);
        const code = regions.find((r) => r.ctx === "code");
        const comment = regions.find((r) => r.ctx === "comment")?.text ?? spaces(s);
        expect(code).toBeDefined();
        expect(comment.length).toBe(s.length);
        const codeText = code?.text ?? "";
        for (let k = 0; k < s.length; k++) {
          if (s[k] === "\n") expect(comment[k]).toBe("\n");
          else if (comment[k] !== " ") expect(comment[k]).toBe(s[k]);
          // Shell code joins line continuations; elsewhere code holds what comment does not.
          if (lang === "shell" || s[k] === "\n") continue;
          const inCode = codeText[k] === s[k] && comment[k] === " ";
          const inComment = codeText[k] === " " && comment[k] === s[k];
          expect(inCode || inComment).toBe(true);
        }
      }),
      opts,
    );
  });
});

// How these grow with the input (8x the units should cost about 8x) is measured in `npm run bench`
// (bench/linear.ts) as a ratio within one run; a test only checks what they answer on large inputs.
describe("large inputs", () => {
  it("segmentMarkdown finds every code block and hidden element of a long document", () => {
    const regions = segmentMarkdown(markdownDoc(8000));
    expect(regions.filter((r) => r.ctx === "code")).toHaveLength(8000);
    expect(regions.filter((r) => r.ctx === "hidden")).toHaveLength(16000);
  });
});

describe("R5 temporary paths", () => {
  /** The per-path regular expressions tmpPathUses replaces. */
  const reference = (text: string, p: string) => {
    const esc = p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return {
      written: new RegExp(
        `(?:>|-o\\s+|-[a-z]*r\\s+|writeFileSync\\s*\\(|createWriteStream\\s*\\(|open\\s*\\([^\\n]*["'][wa]|"-qr",\\s*|zip[^\\n]*)["']?${esc}`,
      ).test(text),
      removed: new RegExp(
        `\\b(?:rm|unlink|unlinkSync|rmSync|remove|os\\.remove|os\\.unlink)\\b[^\\n]*${esc}`,
      ).test(text),
    };
  };

  it("tmpPathUses() answers what a regex per path answers", () => {
    const token = fc.constantFrom(
      " ",
      "\n",
      "> ",
      ">",
      "-o ",
      "-qr ",
      "rm ",
      "rm -f ",
      "unlink(",
      "os.remove(",
      "zip -r out.zip ",
      "open(",
      ", 'w')",
      "'",
      '"',
      "echo x",
      "/tmp/a",
      "/tmp/a1",
      "/tmp/a.b",
      "/var/tmp/a",
      "/var",
      "1",
      "-",
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 40 }), (tokens) => {
        const text = tokens.join("");
        const paths = new Set(
          [...text.matchAll(/["'\s>]((?:\/tmp|\/var\/tmp)\/[\w.-]+)/g)].map((m) => m[1] ?? ""),
        );
        const uses = tmpPathUses(text, paths);
        for (const p of paths) {
          const want = reference(text, p);
          expect({ p, written: uses.written.has(p), removed: uses.removed.has(p) }).toEqual({ p, ...want });
        }
      }),
      { seed: 13, numRuns: 1500 },
    );
  });

  it("tells written and removed apart for thousands of distinct paths", () => {
    const { text, paths } = tmpScript(8000);
    const uses = tmpPathUses(text, paths);
    expect(uses.written).toEqual(paths);
    expect(uses.removed).toEqual(paths);
    const { text: kept } = tmpScript(3);
    const onlyWritten = tmpPathUses(kept.replace(/rm -f \/tmp\/x1\b/, ""), new Set(["/tmp/x0", "/tmp/x1"]));
    expect([...onlyWritten.removed]).toEqual(["/tmp/x0"]);
  });
});

describe("R5 closed resources", () => {
  const reference = (text: string, v: string) =>
    new RegExp(
      `\\b${v}\\.(close|quit|logout|shutdown|terminate|wait|communicate|kill)\\s*\\(|with\\s+${v}\\b|closing\\(\\s*${v}|\\b${v}\\s+as\\b`,
    ).test(text);

  it("the closing-site index answers what a regex per variable answers", () => {
    const token = fc.constantFrom(
      "f",
      "fx",
      "g",
      "_1",
      " ",
      "  ",
      "\n",
      ".",
      ".close()",
      ".close (",
      ".kill(",
      "with ",
      "closing(",
      "closing( ",
      " as ",
      "as",
      "(",
      ")",
      "=",
      "x.",
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 30 }), (tokens) => {
        const text = tokens.join("");
        const sites = closeSites(text);
        for (const v of ["f", "fx", "g", "_1", "x", "as", "with", "close", "closing"])
          expect({ v, closed: isClosed(sites, v) }).toEqual({ v, closed: reference(text, v) });
      }),
      { seed: 17, numRuns: 2000 },
    );
  });
});

describe("matchAll", () => {
  it("finds what String.prototype.matchAll finds, empty matches and a set lastIndex included", () => {
    const res = [/(?:)/gu, /(?:)/g, /X?/g, /b+/gi, /^/gm, /\p{L}\d?/gu];
    fc.assert(
      fc.property(text("aXbB\n😀1 "), fc.nat(5), fc.nat(res.length - 1), (t, at, k) => {
        const re = res[k] as RegExp;
        re.lastIndex = at;
        const want = [...t.matchAll(re)].map((m) => [m.index, m[0]]);
        const got = matchAll(t, re).map((m) => [m.index, m[0]]);
        expect(got).toEqual(want);
        expect(re.lastIndex).toBe(at);
        re.lastIndex = 0;
      }),
      opts,
    );
  });
});
