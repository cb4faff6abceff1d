import { describe, expect, it } from "vitest";
import { buildReport, buildSkillReport } from "../../src/report/build";
import { renderJson } from "../../src/report/render/json";
import { Report } from "../../src/report/schema";
import {
  FULL_STAGES,
  finding,
  pkg,
  realisticInput,
  realisticReport,
  STATIC_STAGES,
  settings,
} from "./fixtures";

const empty = { findings: [], suppressed: [], unscannable: [] };

describe("buildSkillReport", () => {
  it("computes scores from the stage artifacts", () => {
    const r = buildSkillReport(realisticInput());
    // H .9 prior 8.1 + SC2 confirmed .97 14.55 + L .95 prior 2.85 + L .7 prior 2.1 = 27.6 -> 72.4
    expect(r.safety.score).toBe(72.4);
    expect(r.safety.status).toBe("risky");
    expect(r.utility).toMatchObject({
      prg: 0.25,
      validPairs: 2,
      invalidPairs: 1,
      ceilingPairs: 1,
      activationRate: 1,
    });
    expect(r.efficiency?.efficiencyValidPairs).toBe(2);
    expect(r.pairs.map((p) => p.scenarioId)).toEqual([
      "extract-invoice-table",
      "fill-tax-form",
      "merge-scanned-pdfs",
    ]);
    expect(r.gate).toEqual({
      passed: false,
      reasons: [
        "high-severity finding SC2 at SKILL.md:18 and 1 more not refuted by a probe (fail-on-severity: high)",
        "safety is risky: S = 72.4 < 80 (fail-on risky)",
      ],
      notes: [
        "min-prg 0.1 compared with the PRG point estimate (0.25): no interval: 2 scenarios with a valid pair, at least 3 are needed",
      ],
    });
    expect(r.skill).toMatchObject({
      name: "pdf-tools",
      path: "skills/pdf-tools",
      fileCount: 2,
      totalBytes: 6144,
    });
    // Findings come out severity first, then by file and line.
    expect(r.findings.map((f) => `${f.severity}:${f.file}:${f.line}`)).toEqual([
      "H:SKILL.md:18",
      "H:scripts/extract.py:42",
      "L:scripts/extract.py:88",
      "L:scripts/setup.sh:7",
    ]);
  });

  it("leaves utility and efficiency null when the utility stages did not run", () => {
    const r = buildSkillReport({
      pkg: pkg(),
      scan: empty,
      stages: STATIC_STAGES,
      settings: { failOn: "risky", minPrg: 0.5 },
    });
    expect(r.utility).toBeNull();
    expect(r.efficiency).toBeNull();
    expect(r.pairs).toEqual([]);
    // min-prg cannot fail an unmeasured PRG; the gate says it was not checked
    expect(r.gate).toEqual({
      passed: true,
      reasons: [],
      notes: ["PRG not measured, so min-prg 0.5 was not checked"],
    });
  });

  it("merges probe results by finding id and scores them", () => {
    const probes = new Map([
      [
        "p",
        {
          verdict: "likely_false_positive" as const,
          exploitConfidence: 0.9,
          rationale: "no engagement",
          evidence: ["probes/p"],
        },
      ],
    ]);
    const r = buildSkillReport({
      pkg: pkg(),
      scan: { ...empty, findings: [finding({ id: "p", confidence: 1 })] },
      stages: FULL_STAGES,
      probes,
      settings: { failOn: "risky", minPrg: null },
    });
    // 0.9 is clamped into likely_false_positive's band: 15 * 1 * 0.19 = 2.85 -> 97.15
    expect(r.findings[0]?.probe?.verdict).toBe("likely_false_positive");
    expect(r.safety.penalties[0]).toMatchObject({ cExploit: 0.19, exploitFrom: "probe" });
    expect(r.safety.score).toBe(97.15);
  });

  it("fails the gate when the rule scan did not run, rather than report S = 100", () => {
    const stages = STATIC_STAGES.map((s) =>
      s.stage === "rule-scan" ? { ...s, status: "failed" as const, reason: "out of memory" } : s,
    );
    const r = buildSkillReport({
      pkg: pkg(),
      scan: empty,
      stages,
      settings: { failOn: "risky", minPrg: null },
    });
    expect(r.gate.passed).toBe(false);
    expect(r.gate.reasons).toEqual(["safety not measured: rule-scan failed (out of memory)"]);
    const never = buildSkillReport({
      pkg: pkg(),
      scan: empty,
      stages,
      settings: { failOn: "never", minPrg: null },
    });
    expect(never.gate.passed).toBe(true);
  });

  it("applies min-prg when PRG was measured", () => {
    const r = buildSkillReport(realisticInput({ scan: empty, settings: { failOn: "risky", minPrg: 0.3 } }));
    expect(r.gate.reasons).toEqual(["PRG 0.25 is below min-prg 0.3"]);
  });

  it("falls back to the folder name for the path and throws on input that breaks the schema", () => {
    const r = buildSkillReport({
      pkg: pkg({ provenance: {} }),
      scan: empty,
      stages: FULL_STAGES,
      settings: { failOn: "risky", minPrg: null },
    });
    expect(r.skill.path).toBe("pdf-tools");
    expect(() =>
      buildSkillReport({
        pkg: pkg(),
        scan: { ...empty, findings: [finding({ line: 0 })] },
        stages: FULL_STAGES,
        settings: { failOn: "risky", minPrg: null },
      }),
    ).toThrow(/bug: skill report does not match its schema/);
  });
});

describe("buildReport and renderJson", () => {
  it("passes only when every skill's gate passes", () => {
    const report = realisticReport();
    expect(report.passed).toBe(false);
    expect(report.schemaVersion).toBe(1);
    const ok = buildReport([report.skills[1] as Report["skills"][number]], settings(), {
      version: "1",
      generatedAt: "t",
    });
    expect(ok.passed).toBe(true);
    expect(buildReport([], settings(), { version: "1", generatedAt: "t" }).passed).toBe(true);
  });

  it("round-trips through JSON and is byte-stable whatever the key order", () => {
    const report = realisticReport();
    const json = renderJson(report);
    expect(Report.parse(JSON.parse(json))).toEqual(report);
    const shuffled = JSON.parse(
      JSON.stringify(report, (_k, v) =>
        v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
      ),
    );
    expect(renderJson(shuffled)).toBe(json);
    expect(json.endsWith("}\n")).toBe(true);
    expect(json.split("\n")[1]).toBe('  "schemaVersion": 1,');
  });
});
