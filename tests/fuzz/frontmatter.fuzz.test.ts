import { spawnSync } from "node:child_process";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseSkillMd } from "../../src/collect/frontmatter";
import { runs, TRICKY_CHARS, trickyText } from "./helpers";

/**
 * parseSkillMd's contract: it never throws; it returns a result later stages can store (JSON), a name
 * safe for paths, and problems as one-line issues with a line in SKILL.md.
 */
function check(text: string, mode: "spec" | "claude-code" = "spec") {
  const result = parseSkillMd(text, "demo", mode);
  expect(result.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  expect(result.name.length).toBeLessThanOrEqual(64);
  expect(typeof result.description).toBe("string");
  // The collect artifact is written as JSON; the front matter must survive that.
  expect(() => JSON.stringify(result.frontmatter)).not.toThrow();
  const lines = text.split("\n").length;
  for (const i of result.issues) {
    expect(i.file).toBe("SKILL.md");
    expect(i.line).toBeGreaterThanOrEqual(1);
    expect(i.line).toBeLessThanOrEqual(Math.max(1, lines));
    // biome-ignore lint/suspicious/noControlCharactersInRegex: one line, no control characters
    expect(i.message).not.toMatch(/[\u0000-\u001f\u007f\u2028\u2029]/);
  }
  return result;
}

const rulesOf = (r: ReturnType<typeof check>) => r.issues.map((i) => i.rule);

const KEYS = [
  "name",
  "description",
  "license",
  "allowed-tools",
  "metadata",
  "compatibility",
  "model",
  "hooks",
  "<<",
  "__proto__",
  "constructor",
  "? [a]",
  "x",
];

const scalar = fc.oneof(
  fc.constantFrom(
    "demo",
    "Demo",
    "de mo",
    '"demo"',
    "'demo'",
    "~",
    "null",
    "true",
    "0x1F",
    ".nan",
    "1e999",
    "2001-13-99",
    "!!binary aGk=",
    "!!str 1",
    "!custom x",
    "|\n  block",
    ">-\n  folded",
    "&a demo",
    "*a",
    "*missing",
    "[demo]",
    "{a: 1}",
    '"\\u202e"',
    "'unterminated",
    '"\\x00"',
  ),
  trickyText.map((t) => JSON.stringify(t)),
  trickyText,
);

/** YAML-ish front matter: real keys, duplicates, anchors and aliases, tags, flow and block values. */
const yamlish = fc
  .array(fc.tuple(fc.constantFrom(...KEYS), scalar, fc.constantFrom("", "  ", "\t", "\n  - ", "\n    k: ")), {
    maxLength: 10,
  })
  .map((entries) => entries.map(([k, v, sep]) => `${k}:${sep || " "}${v}`).join("\n"));

describe("parseSkillMd on hostile front matter", () => {
  it("arbitrary text: a storable result with one-line issues, never a throw", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 600 }), (s) => {
        check(s);
        check(`---\n${s}\n---\nbody`);
      }),
      runs(400),
    );
  });

  it("YAML-shaped front matter with duplicate keys, aliases, tags and tricky scalars", () => {
    fc.assert(
      fc.property(
        yamlish,
        fc.boolean(),
        fc.constantFrom("spec", "claude-code" as const),
        (y, withValid, mode) => {
          const prefix = withValid ? "name: demo\ndescription: A demo skill.\n" : "";
          check(`---\n${prefix}${y}\n---\n# body\n`, mode);
          check(`\ufeff---\r\n${prefix}${y.replace(/\n/g, "\r\n")}\r\n---\r\n`, mode);
        },
      ),
      runs(400),
    );
  });

  it("Unicode tricks in the description are kept verbatim (they are for the scanner to flag, not for the parser to drop)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...TRICKY_CHARS.filter((c) => c !== "\r")), { minLength: 1, maxLength: 20 }),
        (cs) => {
          const desc = `Fill forms ${cs.join("")} now`;
          const r = check(`---\nname: demo\ndescription: ${JSON.stringify(desc)}\n---\n`);
          expect(r.description).toBe(desc.trim());
        },
      ),
      runs(200),
    );
  });

  it("duplicate keys are reported at the second copy", () => {
    expect(rulesOf(check("---\nname: demo\nname: demo\ndescription: d\n---\n"))).toEqual([
      "spec.duplicate-key",
    ]);
    const r = check("---\nname: demo\ndescription: a\ndescription: b\n---\n");
    expect(r.issues).toMatchObject([{ rule: "spec.duplicate-key", line: 4 }]);
  });

  it("an alias bomb (billion laughs) is reported, not expanded, and quickly", () => {
    const levels = ["a: &a [x,x,x,x,x,x,x,x,x]"];
    for (let i = 1; i < 8; i++) {
      const prev = String.fromCharCode(96 + i);
      const cur = String.fromCharCode(97 + i);
      levels.push(`${cur}: &${cur} [${Array(9).fill(`*${prev}`).join(",")}]`);
    }
    const started = Date.now();
    const r = check(`---\nname: demo\ndescription: d\nmetadata:\n  ${levels.join("\n  ")}\n---\n`);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(rulesOf(r)).toEqual(["spec.yaml-alias"]);
    // Broken front matter still yields the simple name and description lines.
    expect([r.name, r.description]).toEqual(["demo", "d"]);
  });

  it("an unknown key with a line break in its name still gives a one-line message", () => {
    const r = check('---\nname: demo\ndescription: d\n"x\\n::error::y": 1\n---\n');
    expect(r.issues).toMatchObject([{ rule: "spec.unknown-key", line: 4 }]);
    expect(r.issues[0]?.message).toContain('"x\\n::error::y"');
    check("---\nname: demo\ndescription: d\n? [a, b]\n: c\n---\n");
  });

  it("an alias to an anchor that is not defined is reported, not a ReferenceError", () => {
    expect(rulesOf(check("---\nname: demo\ndescription: *x\n---\n")).length).toBeGreaterThan(0);
  });

  it("a self-referential alias is reported, never a cycle", () => {
    expect(rulesOf(check("---\nname: demo\ndescription: d\nmetadata: &m {a: *m}\n---\n"))).toEqual([
      "spec.yaml-alias",
    ]);
  });

  it("a 1 MB single-line front matter value is reported quickly", () => {
    const started = Date.now();
    expect(rulesOf(check(`---\nname: demo\ndescription: ${"x".repeat(1 << 20)}\n---\n`))).toEqual([
      "spec.front-matter-too-large",
      "spec.description-length",
    ]);
    check(`---\nname: demo\ndescription: d\nmetadata: {k: "${"y".repeat(1 << 20)}"}\n---\n`);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("deeply nested front matter in two skills in a row does not kill the process", () => {
    // Runs in a child: the failure mode seen here is a fatal V8 abort, which would take the test worker down.
    const script = `
      const { parseSkillMd } = require(${JSON.stringify(path.resolve(__dirname, "../../src/collect/frontmatter"))});
      const cases = ["- ".repeat(2000) + "a", "a: " + "[".repeat(100000), "a: " + "{a: ".repeat(20000)];
      for (const y of cases) {
        try { console.log(parseSkillMd("---\\n" + y + "\\n---\\n", "demo", "spec").issues[0].rule); }
        catch (e) { console.log(e.name); }
      }`;
    const r = spawnSync(process.execPath, ["--import", "tsx", "-e", script], {
      encoding: "utf8",
      timeout: 60_000,
      cwd: path.resolve(__dirname, "../.."),
    });
    const fatal = /FATAL ERROR[^\n]*/.exec(r.stderr)?.[0] ?? null;
    expect({ fatal, signal: r.signal, status: r.status }).toEqual({ fatal: null, signal: null, status: 0 });
    expect(r.stdout.trim().split("\n")).toEqual([
      "spec.front-matter-nesting",
      "spec.front-matter-too-large",
      "spec.front-matter-too-large",
    ]);
  }, 60_000);
});
