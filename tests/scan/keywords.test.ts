import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KeywordSet } from "../../src/scan/keywords";

const found = (set: KeywordSet, text: string) => {
  const f = set.scan(text);
  return set.words.filter((_, i) => f[i] === 1);
};

/** The reference answer: lower-case, whitespace runs as one space, then a plain substring test. */
const naive = (words: readonly string[], text: string) => {
  const t = text.toLowerCase().replace(/\s+/g, " ");
  return words.filter((w) => t.includes(w));
};

describe("KeywordSet", () => {
  it("finds keywords regardless of ASCII case, overlapping and nested", () => {
    const set = new KeywordSet(["su", "sudo", "do", "pseudo", "-u 0", "process.env", "!["]);
    expect(found(set, "Run SUDO now")).toEqual(["do", "su", "sudo"]);
    expect(found(set, "pSeUdo")).toEqual(["do", "pseudo"]);
    expect(found(set, "docker run -U 0 x")).toEqual(["-u 0", "do"]);
    expect(found(set, "JSON.stringify(Process.Env)")).toEqual(["process.env"]);
    expect(found(set, "![x](y)")).toEqual(["!["]);
    expect(found(set, "nothing here")).toEqual([]);
  });

  it("matches a keyword's space against any run of whitespace, as \\s+ does", () => {
    const set = new KeywordSet(["no longer", "you are"]);
    expect(found(set, "rules no\n   longer apply")).toEqual(["no longer"]);
    expect(found(set, "YOU\t\u00a0ARE now")).toEqual(["you are"]);
    expect(found(set, "nolonger")).toEqual([]);
  });

  it("matches a keyword's edge space against whitespace around the word", () => {
    const set = new KeywordSet(["su ", " id"]);
    expect(found(set, "su\troot")).toEqual(["su "]);
    expect(found(set, "result summary")).toEqual([]);
    expect(found(set, "my\n\nID card")).toEqual([" id"]);
    expect(found(set, "id only")).toEqual([]);
    expect(set.some("a su  b")).toBe(true);
    expect(set.some("nothing")).toBe(false);
  });

  it("refuses keywords it could not match faithfully, and unknown ids", () => {
    expect(() => new KeywordSet(["Sudo"])).toThrow(/lower-case/);
    expect(() => new KeywordSet([" "])).toThrow();
    expect(() => new KeywordSet(["a  b"])).toThrow();
    expect(() => new KeywordSet(["café"])).toThrow();
    expect(() => new KeywordSet(["ok"]).id("nope")).toThrow(/not in the set/);
  });

  it("agrees with a lower-case substring test on generated text", () => {
    const alphabet = fc.constantFrom(..."abcdeSUDO -.\n\t_@!".split(""));
    const word = fc
      .array(fc.constantFrom(..."abcdesudo -.@!_".split("")), { minLength: 1, maxLength: 5 })
      .map((cs) => cs.join("").replace(/ +/g, " "))
      .filter((w) => w.trim().length > 0);
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1, maxLength: 12 }),
        fc.array(alphabet, { maxLength: 200 }),
        (words, chars) => {
          const text = chars.join("");
          const set = new KeywordSet(words);
          expect(found(set, text)).toEqual(naive(set.words, text));
          expect(set.some(text)).toBe(naive(set.words, text).length > 0);
        },
      ),
      { seed: 42, numRuns: 300 },
    );
  });
});
