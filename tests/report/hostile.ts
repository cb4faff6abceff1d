import { buildReport, buildSkillReport } from "../../src/report/build";
import type { Report } from "../../src/report/schema";
import { FULL_STAGES, finding, pairs, pkg, settings } from "./fixtures";

/** Markup, mentions, links, template syntax and invisible characters, all at once. */
export const HOSTILE =
  "<script>alert(1)</script><img src=x onerror=alert(2)> \"quoted\" 'single' @octocat #1234 " +
  "[click](javascript:alert(3)) ![pic](https://evil.example/x.png) `tick` ``double`` | pipe | " +
  "**bold** _em_ https://evil.example/p www.evil.example {{x}} {{{y}}} &amp; \u202e rtl \u200b zw \u{e0041}tag\n# heading\n- item";

export function hostileReport(): Report {
  const h = (suffix: string) => `${HOSTILE} ${suffix}`;
  const ps = pairs().map((p) => ({
    ...p,
    scenarioId: h(p.scenarioId),
    judgment: h("judgment"),
    with: { ...p.with, evidence: h("with") },
  }));
  const skill = buildSkillReport({
    pkg: pkg({
      name: h("name"),
      description: h("description"),
      warnings: [h("warning")],
      provenance: { path: h("path") },
    }),
    scan: {
      findings: [
        finding({
          file: h("file"),
          snippet: h("snippet"),
          message: h("message"),
          rule: h("rule"),
          id: h("id"),
          probe: {
            verdict: "suspected",
            exploitConfidence: 0.7,
            rationale: h("rationale"),
            evidence: [h("evidence")],
          },
        }),
        finding({ id: "2", severity: "L", pattern: "R2", snippet: h("snippet2") }),
      ],
      suppressed: [
        {
          finding: finding({ id: "s", file: h("sfile"), snippet: h("ssnippet") }),
          reason: h("reason"),
          by: h("by"),
        },
      ],
      unscannable: [{ file: h("ufile"), reason: h("ureason") }],
    },
    stages: FULL_STAGES.map((s) =>
      s.stage === "model-scan" ? { ...s, status: "failed" as const, reason: h("stage") } : s,
    ),
    pairs: ps,
    backbone: h("backbone"),
    settings: { failOn: "risky", minPrg: null },
  });
  const other = buildSkillReport({
    pkg: pkg({ name: h("second"), description: h("d2") }),
    scan: { findings: [], suppressed: [], unscannable: [] },
    stages: FULL_STAGES.map((s) =>
      s.stage === "trials" ? { ...s, status: "skipped" as const, reason: h("skipped-reason") } : s,
    ),
    settings: { failOn: "risky", minPrg: null },
  });
  return buildReport(
    [skill, other],
    { ...settings(), model: h("model"), harness: h("harness") },
    {
      version: h("version"),
      generatedAt: h("at"),
    },
  );
}
