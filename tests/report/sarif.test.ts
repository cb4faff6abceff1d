import type { Log } from "sarif";
import { describe, expect, it } from "vitest";
import { buildReport, buildSkillReport } from "../../src/report/build";
import { artifactUri, renderSarif } from "../../src/report/render/sarif";
import { PATTERN_IDS, PATTERNS } from "../../src/scan/patterns";
import { FULL_STAGES, finding, pkg, realisticInput, realisticReport, settings } from "./fixtures";

const parse = (s: string) => JSON.parse(s) as Log;

describe("renderSarif", () => {
  const log = parse(renderSarif(realisticReport()));
  const run = log.runs[0];

  it("is a SARIF 2.1.0 log with one run and every pattern as a rule", () => {
    expect(log.version).toBe("2.1.0");
    expect(log.$schema).toMatch(/sarif-2\.1\.0/);
    expect(log.runs).toHaveLength(1);
    const driver = run?.tool.driver;
    expect(driver).toMatchObject({ name: "skillaudit", version: "0.1.0" });
    expect(driver?.informationUri).toMatch(/^https:\/\//);
    expect(driver?.rules?.map((r) => r.id)).toEqual([...PATTERN_IDS]);
    for (const r of driver?.rules ?? []) {
      const p = PATTERNS[r.id as keyof typeof PATTERNS];
      expect(r.name).toMatch(/^[A-Za-z]+$/);
      expect(r.shortDescription?.text).toContain(p.name);
      expect(r.fullDescription?.text).toBe(p.description);
      expect(r.help?.text).toContain(`Remediation: ${p.remediation}`);
      expect(r.help?.markdown).toContain(p.remediation);
      expect(r.properties?.["security-severity"]).toBe({ H: "8.0", M: "5.5", L: "3.0" }[p.severity]);
      expect(r.properties?.tags).toContain("security");
      expect(r.defaultConfiguration?.level).toBe({ H: "error", M: "warning", L: "note" }[p.severity]);
    }
  });

  it("has results with consistent rule indices, levels and repository-relative locations", () => {
    const rules = run?.tool.driver.rules ?? [];
    const results = run?.results ?? [];
    // 4 findings + 1 suppressed in pdf-tools, none in changelog-writer
    expect(results).toHaveLength(5);
    for (const r of results) {
      expect(rules[r.ruleIndex as number]?.id).toBe(r.ruleId);
      expect(r.message.text).toBeTruthy();
      const loc = r.locations?.[0]?.physicalLocation;
      expect(loc?.artifactLocation?.uri).toMatch(/^skills\/pdf-tools\//);
      expect(loc?.region?.startLine).toBeGreaterThanOrEqual(1);
      expect(r.partialFingerprints?.["skillauditFinding/v1"]).toBeTruthy();
    }
    const sc2 = results.find((r) => r.ruleId === "SC2");
    expect(sc2).toMatchObject({
      level: "error",
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: "skills/pdf-tools/SKILL.md" },
            region: { startLine: 18 },
          },
        },
      ],
    });
    expect(results.find((r) => r.ruleId === "SC1")?.level).toBe("note");
    const suppressed = results.filter((r) => r.suppressions);
    expect(suppressed).toHaveLength(1);
    expect(suppressed[0]?.ruleId).toBe("PE2");
    expect(suppressed[0]?.level).toBe("warning");
    expect(suppressed[0]?.suppressions).toEqual([
      { kind: "external", justification: "Documented system prerequisite, reviewed by @security-team" },
    ]);
  });

  it("keeps fingerprints stable when a finding moves to another line", () => {
    const at = (line: number) =>
      parse(
        renderSarif(
          buildReport(
            [
              buildSkillReport({
                ...realisticInput(),
                scan: { findings: [finding({ line })], suppressed: [], unscannable: [] },
              }),
            ],
            settings(),
            { version: "0.1.0", generatedAt: "t" },
          ),
        ),
      ).runs[0]?.results?.[0];
    const a = at(10);
    const b = at(250);
    expect(a?.locations?.[0]?.physicalLocation?.region?.startLine).toBe(10);
    expect(b?.locations?.[0]?.physicalLocation?.region?.startLine).toBe(250);
    expect(a?.partialFingerprints).toEqual(b?.partialFingerprints);
  });

  it("encodes URIs per path segment", () => {
    expect(artifactUri("skills/my skill", "scripts/a#b?.py")).toBe("skills/my%20skill/scripts/a%23b%3F.py");
    expect(artifactUri(".", "SKILL.md")).toBe("SKILL.md");
    expect(artifactUri("./skills/x/", "/a.py")).toBe("skills/x/a.py");
  });

  it("lists all rules even with no findings", () => {
    const empty = buildReport(
      [
        buildSkillReport({
          pkg: pkg(),
          scan: { findings: [], suppressed: [], unscannable: [] },
          stages: FULL_STAGES,
          settings: { failOn: "risky", minPrg: null },
        }),
      ],
      settings(),
      { version: "0.1.0", generatedAt: "t" },
    );
    const l = parse(renderSarif(empty));
    expect(l.runs[0]?.tool.driver.rules).toHaveLength(21);
    expect(l.runs[0]?.results).toEqual([]);
  });
});
