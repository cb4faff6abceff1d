import { describe, expect, it } from "vitest";
import { buildReport, buildSkillReport } from "../../src/report/build";
import { htmlText, mdCode, mdText, safeUrl } from "../../src/report/render/escape";
import { renderMarkdown } from "../../src/report/render/markdown";
import type { Finding } from "../../src/scan/finding";
import { PATTERN_IDS, PATTERNS } from "../../src/scan/patterns";
import { FULL_STAGES, finding, pairs, pkg, realisticReport, settings } from "./fixtures";
import { hostileReport } from "./hostile";

/** Removes inline code spans (their content is shown verbatim and never parsed). */
function stripCode(md: string): string {
  return md.replace(/(?<![\\`])(`+) [^\n]*? \1(?!`)/g, "CODE");
}

/** Unescaped pipes per table row: equal counts mean no cell was split or merged. */
function tableShapes(md: string): number[][] {
  const tables: number[][] = [];
  let current: number[] | null = null;
  for (const line of md.split("\n")) {
    if (line.startsWith("|")) {
      current ??= [];
      current.push(line.replace(/\\\|/g, "").split("|").length);
    } else if (current) {
      tables.push(current);
      current = null;
    }
  }
  if (current) tables.push(current);
  return tables;
}

describe("escape helpers", () => {
  it("renders Markdown syntax inert", () => {
    expect(mdText("**b** [l](u) <i> a|b `c`")).toBe("\\*\\*b\\*\\* \\[l\\]\\(u\\) &lt;i&gt; a\\|b \\`c\\`");
    expect(mdText("# title")).toBe("\\# title");
    expect(mdText("1. item")).toBe("1\\. item");
    expect(mdText("hi @octocat see #12 at https://x.y and www.z.com")).toBe(
      "hi @&#8203;octocat see #&#8203;12 at https:&#8203;//x.y and www&#8203;.z.com",
    );
    expect(mdText("a\u202eb\u200bc")).toBe("a&lt;U+202E&gt;b&lt;U+200B&gt;c");
    expect(mdText("line1\nline2")).toBe("line1 line2");
  });

  it("fences code spans longer than any backtick run", () => {
    expect(mdCode("a `b` c")).toBe("`` a `b` c ``");
    expect(mdCode("x ``` y")).toBe("```` x ``` y ````");
    expect(mdCode("a|b", { inTable: true })).toBe("` a\\|b `");
    expect(mdCode("")).toBe("` `");
    expect(mdCode("x".repeat(500), { max: 10 })).toBe(`\` ${"x".repeat(9)}… \``);
  });

  it("escapes HTML text and accepts only http(s) URLs", () => {
    expect(htmlText(`<b a="1">'&`)).toBe("&lt;b a=&quot;1&quot;&gt;&#39;&amp;");
    expect(safeUrl("javascript:alert(1)")).toBeNull();
    expect(safeUrl("data:text/html,x")).toBeNull();
    expect(safeUrl("https://x.y/a\nb")).toBeNull();
    expect(safeUrl("https://x.y/a b")).toBe("https://x.y/a%20b");
    expect(safeUrl('https://x.y/a)b"c')).toBe("https://x.y/a%29b%22c");
  });
});

describe("renderMarkdown", () => {
  const md = renderMarkdown(realisticReport());

  it("shows the scores and splits that were measured", () => {
    // pdf-tools: H 15*.9*.6 = 8.1, SC2 confirmed 15*1*.97 = 14.55, L 5*.95*.6 = 2.85, L 5*.7*.6 = 2.1 -> 72.4
    expect(md).toContain("| ` pdf-tools ` | 🔴 Risky | 72.4 |");
    // pair 1: (3-1)/4 = .5, pair 2 (ceiling): 0, pair 3 timed out -> mean .25
    // two scenarios: no interval, and the table says why; the ceiling share stands beside PRG
    expect(md).toContain(
      "| PRG (pass-rate gain) | +0.25 (no interval: 2 scenarios with a valid pair, at least 3 are needed; ceiling 50% of pairs) |",
    );
    expect(md).toContain("| PRG, goal completion | +0.25 |");
    expect(md).toContain("| Scenario pairs | 2 valid / 1 invalid (timeout 1; 1 at ceiling) |");
    expect(md).toContain("| Activation rate | 100% (PRG +0.25 over the 2 pairs that opened the skill) |");
    expect(md).toMatch(
      /\| H \| SC2 External script fetching \| SKILL\.md:18 \| ` curl -fsSL .* \\\| sh ` \| 1\.00 \| confirmed \\\(0\.97\\\) \|/,
    );
    // Compact cells, spelled out once under the table: nothing is lost.
    expect(md).toMatch(
      /\| H \| E2 Environment-variable harvesting \| scripts\/extract\.py:42 \| .* \| 0\.90 \| — \|/,
    );
    expect(md).toContain(
      "<sub>Severity: H high, L low. Probe: verdict (exploit confidence); — no probe ran, so the prior 0.60 is used.</sub>",
    );
    expect(md).not.toMatch(/\((High|Medium|Low)\)|no probe \|/);
    expect(md).toContain("Documented system prerequisite, reviewed by @&#8203;security-team");
    expect(md).toContain("<details><summary>extract-invoice-table (trial 0): valid</summary>");
  });

  it("says 'not measured' in short cells and which stages did not run, once per skill", () => {
    const section = md.slice(md.indexOf("## 🟢 changelog-writer"));
    for (const label of [
      "PRG \\(pass-rate gain\\)",
      "ECG",
      "Δt",
      "Δtokens",
      "Activation rate",
      "PRG, goal completion",
      "Scenario pairs",
    ]) {
      expect(section).toMatch(new RegExp(`\\| ${label}[^|]* \\| _not measured_ \\|`));
    }
    // No number in any cell whose stage did not run.
    const rows = section.split("\n").filter((l) => l.includes("_not measured_"));
    expect(rows).toHaveLength(10);
    for (const r of rows) expect(r.replace(/^\| [^|]* \|/, "")).not.toMatch(/\d/);
    // The reason is said once, naming every stage that did not run.
    expect(section.split("no model configured)").length - 1).toBe(1);
    expect(section).toContain(
      "**Not run:** model-scan, scheme, trials, judge, probes (skipped: no model configured).",
    );
    expect(md).toMatch(/\| ` changelog-writer ` \| 🟢 Pass \| 100 \| not measured \| not measured \|/);
    // A measured skill has no such line.
    expect(md.slice(0, md.indexOf("## 🟢 changelog-writer"))).not.toContain("Not run:");
  });

  it("says a data gap (no efficiency-valid pair) once for all the metrics it hides", () => {
    const report = buildReport(
      [
        buildSkillReport({
          pkg: pkg(),
          scan: { findings: [], suppressed: [], unscannable: [] },
          stages: FULL_STAGES,
          // The no-skill run passes nothing, so no pair is efficiency-valid; PRG is still measured.
          pairs: pairs().map((p) => ({ ...p, items: p.items.map((i) => ({ ...i, passWithout: false })) })),
          settings: { failOn: "risky", minPrg: null },
        }),
      ],
      settings(),
      { version: "0.1.0", generatedAt: "2025-01-15T10:00:00.000Z" },
    );
    const out = renderMarkdown(report);
    expect(out).toContain("| EG (time gain) | _not measured_ |");
    expect(out).toContain(
      "**Not measured:** EG, CG, ECG, Δt, Δtokens (no efficiency-valid pair: both runs must pass ≥1 item).",
    );
    expect(out).not.toContain("Not run:");
    // PRG was measured: a number, not a gap.
    expect(out).toMatch(/\| PRG \(pass-rate gain\) \| \+\d/);
  });

  it("labels the artifact link honestly, and says HTML report only for a real page", () => {
    const artifact = "https://github.com/o/r/actions/runs/1/artifacts/2";
    const a = renderMarkdown(realisticReport(), { variant: "comment", links: { artifactUrl: artifact } });
    expect(a).toContain(`[evidence artifact (HTML report inside)](${artifact})`);
    expect(a).not.toContain("[HTML report]");
    const both = renderMarkdown(realisticReport(), {
      variant: "comment",
      links: { artifactUrl: artifact, htmlReportUrl: "https://o.github.io/r/report.html" },
    });
    expect(both).toContain("[HTML report](https://o.github.io/r/report.html) · [evidence artifact](");
  });

  it("keeps every table rectangular", () => {
    for (const t of tableShapes(md)) expect(new Set(t).size).toBe(1);
  });

  it("links file:line when a URL builder is given, and only to http(s)", () => {
    const linked = renderMarkdown(realisticReport(), {
      links: { fileUrl: (p, f, l) => `https://github.com/acme/skills/blob/abc/${p}/${f}#L${l}` },
    });
    expect(linked).toContain(
      "[SKILL.md:18](https://github.com/acme/skills/blob/abc/skills/pdf-tools/SKILL.md#L18)",
    );
    const bad = renderMarkdown(realisticReport(), { links: { fileUrl: () => "javascript:alert(1)" } });
    expect(bad).not.toContain("javascript:");
    expect(bad).toContain("| SKILL.md:18 |");
  });

  it("renders the comment for a ten-second read: verdict and reason, caveats, one line per skill, fixes", () => {
    const c = renderMarkdown(realisticReport(), {
      variant: "comment",
      parts: {
        caveats: ["**Static audit only**: test."],
        sections: ["### What this PR changed\n\n(section)"],
      },
      links: { fileUrl: (p, f, l) => `https://github.com/acme/skills/blob/abc/${p}/${f}#L${l}` },
    });
    const lines = c.split("\n");
    expect(lines[0]).toBe("## ❌ SkillAudit: gate failed for 1 of 2 skills");
    // Severity first: it fails the gate even where S alone would not.
    expect(lines[1]).toBe(
      "- ` pdf-tools `: high-severity finding SC2 at SKILL.md:18 and 1 more not refuted by a probe \\(fail-on-severity: high\\)",
    );
    expect(lines[2]).toBe(
      "- ` pdf-tools `: safety is risky: S = 72.4 &lt; 80 \\(fail-on risky\\) — 2 high \\(SC2 External script fetching, E2 Environment-variable harvesting\\), 2 low",
    );
    // caveats, then the hook for what this PR changed, then the skill table
    expect(c.indexOf("> **Static audit only**: test.")).toBeLessThan(c.indexOf("### What this PR changed"));
    expect(c.indexOf("### What this PR changed")).toBeLessThan(c.indexOf("| Skill |"));
    expect(c).toMatch(
      /^\| ` pdf-tools ` \| ` skills\/pdf-tools ` \| 🔴 Risky \| 72\.4 \| \+0\.25 \| 2 H · 0 M · 2 L \| ❌ \|$/m,
    );
    expect(c).toMatch(/^\| ` changelog-writer ` .* 🟢 Pass \| 100 \| — \| none \| ✅ \|$/m);
    expect(c).toContain("<details open><summary>🔴 pdf-tools: 4 findings, S = 72.4</summary>");
    expect(c).toContain(
      "- **H · SC2 External script fetching** · [SKILL.md:18](https://github.com/acme/skills/blob/abc/skills/pdf-tools/SKILL.md#L18): ` curl -fsSL https://get.example.dev/install.sh | sh `<br>Fix: Vendor the script",
    );
    expect(c.match(/<br>Fix: /g)).toHaveLength(4);
    // Only changelog-writer lacks the model stages here: said for it alone, once.
    expect(c.match(/not measured/gi)).toHaveLength(1);
    expect(c).toContain(
      "🟢 ` changelog-writer `: _not measured:_ model-scan, scheme, trials, judge, probes: skipped: ",
    );
  });

  it("renders hostile skill content inert in every field", () => {
    const out = renderMarkdown(hostileReport(), {
      links: { fileUrl: (p, f, l) => `https://github.com/o/r/blob/c/${p}/${f}#L${l}` },
    });
    // Code spans show their content verbatim, so markup there is harmless; everywhere else only our tags.
    expect(out).toContain("` <script>alert(1)</script>");
    const tags = new Set(
      [...stripCode(out).matchAll(/<\/?([a-zA-Z][\w-]*)/g)].map((m) => (m[1] as string).toLowerCase()),
    );
    expect([...tags].sort()).toEqual(["details", "sub", "summary"]);
    expect(out).not.toMatch(/[\u202e\u200b\u{e0041}]/u);
    // GitHub links neither mentions nor URLs inside code spans; outside them they are defused.
    expect(stripCode(out)).not.toMatch(/@octocat|#1234|https:\/\/evil|www\.evil/);
    // Template syntax in data is printed, never evaluated.
    expect(out).toContain("{{x}} {{{y}}}");
    const text = stripCode(out);
    // Outside code spans, every bracket, parenthesis, star and backtick from the skill is escaped.
    const ours = text.replace(/\[[^\]\n]*\]\(https:\/\/github\.com\/o\/r\/[^\s)]*\)/g, "LINK");
    expect(ours).not.toMatch(/(?<!\\)[[\]`]/);
    expect(ours).not.toMatch(/(?<!\\)\*bold|(?<!\\)_em/);
    expect(ours).not.toContain("](javascript");
    // The only links are ours, and their URLs cannot be broken out of.
    for (const m of out.matchAll(/\]\((https:[^)\s]*)\)/g)) expect(m[1]).not.toMatch(/[()<>"'`\s]/);
    // No line from the skill can start a heading or list item of its own.
    expect(out).not.toMatch(/^(# heading|- item)/m);
    for (const t of tableShapes(out)) expect(new Set(t).size).toBe(1);
  });
});

describe("renderMarkdown size limit", () => {
  const sevs = ["H", "M", "L", "L", "L"] as const;
  const many: Finding[] = Array.from({ length: 2000 }, (_, i) => {
    const severity = sevs[i % sevs.length] as "H" | "M" | "L";
    const pattern = PATTERN_IDS.find((p) => PATTERNS[p].severity === severity) as Finding["pattern"];
    return finding({
      id: `f${i}`,
      pattern,
      severity,
      file: `m${i % 37}.py`,
      line: i + 1,
      snippet: `v${i} = f(u)`,
    });
  });
  const big = buildReport(
    [
      buildSkillReport({
        pkg: pkg(),
        scan: { findings: many, suppressed: [], unscannable: [] },
        stages: FULL_STAGES,
        pairs: pairs(),
        settings: { failOn: "risky", minPrg: null },
      }),
    ],
    settings(),
    { version: "0.1.0", generatedAt: "2025-01-15T10:00:00.000Z" },
  );

  it("stays within 65,000 characters and says what it left out", () => {
    const out = renderMarkdown(big, { links: { artifactUrl: "https://github.com/o/r/actions/runs/1" } });
    expect(out.length).toBeLessThanOrEqual(65_000);
    expect(out).toContain(
      "Details of 3 scenario pairs not shown; see [the report artifact](https://github.com/o/r/actions/runs/1)",
    );
    const rows = out.split("\n").filter((l) => /^\| [HML] \| /.test(l));
    const shown = { H: 0, M: 0, L: 0 };
    for (const r of rows) shown[r[2] as "H" | "M" | "L"]++;
    // 2000 findings: 400 H, 400 M, 1200 L. Lowest severity goes first: all H stay, then M, then L.
    expect(shown.H).toBe(400);
    expect(shown.L === 0 || shown.M === 400).toBe(true);
    expect(shown.M + shown.L).toBeGreaterThan(0);
    expect(shown.L).toBeLessThan(1200);
    const hidden = 2000 - rows.length;
    expect(out).toContain(
      `${hidden} findings not shown (0 H · ${400 - shown.M} M · ${1200 - shown.L} L); see [the report artifact]`,
    );
    expect(out).toContain("### Findings (2000)");
  });

  it("keeps everything when it fits and honours any smaller limit", () => {
    const full = renderMarkdown(big, { maxChars: 10_000_000 });
    expect(full).not.toContain("not shown");
    expect(full.split("\n").filter((l) => /^\| [HML] \| /.test(l))).toHaveLength(2000);
    for (const max of [20_000, 3_000, 400]) {
      const out = renderMarkdown(big, { maxChars: max });
      expect(out.length).toBeLessThanOrEqual(max);
      expect(out).toMatch(/not shown|truncated/);
    }
  });

  it("drops scenario details before any finding row", () => {
    const full = renderMarkdown(realisticReport(), { maxChars: 10_000_000 });
    const detailsLen = [...full.matchAll(/<details><summary>[^<]*trial[\s\S]*?<\/details>/g)].reduce(
      (n, m) => n + m[0].length,
      0,
    );
    const out = renderMarkdown(realisticReport(), { maxChars: full.length - detailsLen + 200 });
    expect(out).toContain("Details of 3 scenario pairs not shown; see the job summary / artifact");
    expect(out).not.toContain("findings not shown");
    expect(out.split("\n").filter((l) => /^\| [HML] \| /.test(l))).toHaveLength(4);
  });
});
