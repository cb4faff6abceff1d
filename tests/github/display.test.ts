import { describe, expect, it } from "vitest";
import { evaluateGate, gateMessage } from "../../src/github/gate";
import { compareBackbones, renderComparison } from "../../src/github/schedule";
import { renderMarkdown } from "../../src/report/render/markdown";
import type { Report } from "../../src/report/schema";
import { realisticReport } from "../report/fixtures";

/** The realistic report with the first skill's S set to a value that rounds differently than it truncates. */
function withScore(score: number, status: "risky" | "caution"): Report {
  const r = realisticReport();
  const s = r.skills[0];
  if (!s) throw new Error("fixture has no skill");
  s.safety = { ...s.safety, score, status };
  return r;
}

describe("S is shown the same way on every surface", () => {
  it("the gate message uses the report's display of S (truncated to one decimal)", () => {
    const report = withScore(72.25, "risky");
    const msg = gateMessage(evaluateGate(report, { failOn: "risky", failOnSeverity: "never", minPrg: null }));
    expect(msg).toContain("safety is risky: S = 72.2 < 80");
    expect(msg).not.toContain("72.25");
    // The Markdown report shows the same figure.
    expect(renderMarkdown(report)).toContain("72.2 / 100");
  });

  it("a caution score just under 100 never shows as 100 in the gate or the comparison", () => {
    const report = withScore(99.96, "caution");
    expect(
      gateMessage(evaluateGate(report, { failOn: "caution", failOnSeverity: "never", minPrg: null })),
    ).toContain("S = 99.9 < 100");
    const cmp = compareBackbones([{ backbone: "builtin:m", report }], "a".repeat(40), "2025-01-01T00:00:00Z");
    const text = renderComparison(cmp, undefined, []);
    expect(text).toContain("caution (S = 99.9)");
    expect(text).not.toContain("99.96");
  });
});
