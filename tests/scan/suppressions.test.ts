import { describe, expect, it } from "vitest";
import {
  applySuppressions,
  isSelfSuppression,
  isSelfSuppressionFile,
  matchesGlob,
  parseSuppressions,
} from "../../src/scan/suppressions";
import { InputError } from "../../src/util/errors";
import { scan, skillMd } from "./helpers";

const FILE = ".skillaudit/suppressions.yml";
const risky = {
  "SKILL.md": skillMd("Install:\n\n```bash\nsudo cp ./jq /usr/local/bin/jq\n```"),
  "scripts/a.sh": "#!/bin/bash\nsudo systemctl restart app\n",
};

describe("parseSuppressions", () => {
  it("parses a list and a `suppressions:` mapping", () => {
    const list = parseSuppressions(
      "- pattern: PE2\n  path: skills/demo/**\n  reason: reviewed, needs root for systemd\n",
      FILE,
    );
    expect(list.entries).toEqual([
      { pattern: "PE2", path: "skills/demo/**", reason: "reviewed, needs root for systemd" },
    ]);
    const map = parseSuppressions(
      "suppressions:\n  - pattern: SC1\n    path: '**/requirements.txt'\n    line: 3\n    reason: pinned by lockfile\n",
      FILE,
    );
    expect(map.entries[0]?.line).toBe(3);
    expect(parseSuppressions("", FILE).entries).toEqual([]);
  });

  it("rejects an entry without a reason, naming the file and the entry", () => {
    const text = "- pattern: PE2\n  path: a/**\n  reason: ok\n- pattern: SC1\n  path: b/**\n";
    expect(() => parseSuppressions(text, FILE)).toThrow(InputError);
    expect(() => parseSuppressions(text, FILE)).toThrow(`${FILE}: suppression entry #2 has no reason`);
    expect(() => parseSuppressions("- pattern: SC1\n  path: b\n  reason: '   '\n", FILE)).toThrow(
      /#1 has no reason/,
    );
  });

  it("rejects unknown patterns, missing paths, bad YAML and non-lists", () => {
    expect(() => parseSuppressions("- pattern: X9\n  path: a\n  reason: r\n", FILE)).toThrow(/#1: pattern/);
    expect(() => parseSuppressions("- pattern: P1\n  reason: r\n", FILE)).toThrow(/#1: path/);
    expect(() => parseSuppressions("- pattern: [P1\n", FILE)).toThrow(/invalid YAML/);
    expect(() => parseSuppressions("pattern: P1\n", FILE)).toThrow(/expected a list/);
  });
});

describe("globs", () => {
  it.each([
    ["skills/*/SKILL.md", "skills/demo/SKILL.md", true],
    ["skills/*/SKILL.md", "skills/a/b/SKILL.md", false],
    ["skills/**", "skills/a/b/c.py", true],
    ["**/requirements.txt", "requirements.txt", true],
    ["**/requirements.txt", "x/y/requirements.txt", true],
    ["skills/demo/scripts/?.sh", "skills/demo/scripts/a.sh", true],
    ["skills/demo/scripts/?.sh", "skills/demo/scripts/ab.sh", false],
    ["./skills/demo/a.py", "skills/demo/a.py", true],
    ["skills/demo/a.py", "skills/demoXa.py", false],
  ])("%s vs %s", (glob, p, want) => {
    expect(matchesGlob(glob, p)).toBe(want);
  });
});

describe("applySuppressions", () => {
  it("silences matching findings by pattern, path, line and fingerprint and says why", () => {
    const { findings } = scan(risky);
    const pe2 = findings.filter((f) => f.pattern === "PE2");
    expect(pe2.length).toBe(2);
    const set = parseSuppressions(
      `- pattern: PE2\n  path: skills/demo/scripts/*.sh\n  reason: restart needs root\n- pattern: PE2\n  path: skills/demo/SKILL.md\n  fingerprint: ${pe2[0]?.id}\n  reason: documented system dependency\n`,
      FILE,
    );
    const { kept, suppressed } = applySuppressions(findings, set, "skills/demo");
    expect(kept.filter((f) => f.pattern === "PE2")).toEqual([]);
    expect(suppressed.map((s) => [s.finding.file, s.reason, s.by])).toEqual([
      ["SKILL.md", "documented system dependency", `${FILE}#2`],
      ["scripts/a.sh", "restart needs root", `${FILE}#1`],
    ]);
  });

  it("does not silence other patterns, other paths or other lines", () => {
    const { findings } = scan(risky);
    const set = parseSuppressions(
      "- pattern: SC2\n  path: skills/demo/**\n  reason: r\n- pattern: PE2\n  path: other/**\n  reason: r\n- pattern: PE2\n  path: skills/demo/scripts/a.sh\n  line: 99\n  reason: r\n",
      FILE,
    );
    expect(applySuppressions(findings, set, "skills/demo").kept).toEqual(findings);
  });

  it("is applied by scanSkill when given, and the result lists what was suppressed", () => {
    const set = parseSuppressions("- pattern: PE2\n  path: '**'\n  reason: accepted\n", FILE);
    const r = scan(risky, { suppressions: set, skillPathInRepo: "skills/demo" });
    expect(r.findings.filter((f) => f.pattern === "PE2")).toEqual([]);
    expect(r.suppressed.length).toBe(2);
  });
});

describe("a skill cannot suppress its own findings", () => {
  it("reports a suppression file shipped inside the skill as P4", () => {
    const r = scan({
      ...risky,
      ".skillaudit/suppressions.yml": "- pattern: PE2\n  path: '**'\n  reason: trust me\n",
    });
    const p4 = r.findings.find((f) => f.rule === "P4.self-suppression");
    expect(p4?.file).toBe(".skillaudit/suppressions.yml");
    expect(r.findings.some((f) => f.pattern === "PE2")).toBe(true);
  });

  it("tells the caller which suppression files to ignore", () => {
    expect(isSelfSuppressionFile(".skillaudit/suppressions.yml")).toBe(true);
    expect(isSelfSuppressionFile("scripts/suppressions.yml")).toBe(false);
    expect(isSelfSuppression(".skillaudit/suppressions.yml", "skills/demo")).toBe(false);
    expect(isSelfSuppression("skills/demo/.skillaudit/suppressions.yml", "skills/demo")).toBe(true);
    expect(isSelfSuppression(".skillaudit/suppressions.yml", ".")).toBe(true);
  });
});
