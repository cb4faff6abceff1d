import type { CollectedSkill } from "../../src/collect/schema";
import { buildReport, buildSkillReport } from "../../src/report/build";
import { renderHtml } from "../../src/report/render/html";
import { renderJson } from "../../src/report/render/json";
import { renderMarkdown } from "../../src/report/render/markdown";
import { renderSarif } from "../../src/report/render/sarif";
import type { Report } from "../../src/report/schema";
import { scanSkill } from "../../src/scan/scanner";

/** collect → rule scan → report → every renderer, the way `skillaudit scan` chains them. */
export function reportFor(collected: CollectedSkill): Report {
  const scan = scanSkill(collected);
  const skill = buildSkillReport({
    pkg: collected.pkg,
    scan,
    stages: [
      { stage: "collect", status: "ran" },
      { stage: "rule-scan", status: "ran" },
    ],
    settings: { failOn: "risky", minPrg: null },
  });
  return buildReport(
    [skill],
    {
      failOn: "risky",
      failOnSeverity: "high",
      minPrg: null,
      validationMode: "spec",
      model: null,
      harness: null,
    },
    { version: "0.0.0-fuzz", generatedAt: "2025-01-01T00:00:00.000Z" },
  );
}

export function renderAll(report: Report) {
  return {
    json: renderJson(report),
    comment: renderMarkdown(report, { variant: "comment" }),
    full: renderMarkdown(report, { variant: "full" }),
    html: renderHtml(report),
    sarif: renderSarif(report),
  };
}
