import { describe, expect, it } from "vitest";
import { badgeFileName, renderBadges } from "../../src/report/render/badge";
import { renderHtml } from "../../src/report/render/html";
import type { Report } from "../../src/report/schema";
import { realisticReport } from "./fixtures";
import { hostileReport } from "./hostile";

const ALLOWED_TAGS = new Set(
  "html head meta title style body main header h1 h2 h3 p span nav a section div small code ul li table thead tbody tr th td pre footer br strong b figure figcaption svg line text rect circle".split(
    " ",
  ),
);
const ALLOWED_ATTRS = new Set([
  "lang",
  "charset",
  "name",
  "content",
  "http-equiv",
  "class",
  "id",
  "href",
  "scope",
  // inline SVG charts
  "xmlns",
  "viewbox",
  "viewBox",
  "width",
  "height",
  "role",
  "aria-label",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "dx",
  "dy",
  "text-anchor",
  "transform",
]);

/** Our own links only: the skill index, or a GitHub permalink the renderer built. */
const OWN_HREF = /^(#skill-\d+|https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/blob\/[0-9a-f]{40}\/[^\s"<>]*#L\d+)$/;

/** Every tag and attribute in the page, as a browser would tokenise them (no comments or CDATA in our output). */
function tags(html: string): { name: string; attrs: [string, string][] }[] {
  const body = html.replace(/<style>[\s\S]*?<\/style>/, "<style></style>").replace(/^<!doctype html>/i, "");
  const out: { name: string; attrs: [string, string][] }[] = [];
  for (const m of body.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    const attrs = [...(m[2] as string).matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)].map(
      (a) => [a[1] as string, a[2] ?? ""] as [string, string],
    );
    out.push({ name: (m[1] as string).toLowerCase(), attrs });
  }
  return out;
}

describe("renderHtml", () => {
  it("shows scores at a glance, stages, findings with excerpts, scenarios, suppressed and unscannable", () => {
    const html = renderHtml(realisticReport());
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain('<div class="badge badge-risky"><small>Safety</small>Risky</div>');
    expect(html).toMatch(/<div class="tile-cap">Safety S<\/div>\s*<div class="tile-val">72.4<\/div>/);
    expect(html).toMatch(/<div class="tile-cap">PRG<\/div>\s*<div class="tile-val">\+0.25<\/div>/);
    expect(html).toContain(
      '<div class="ln">18</div><pre><code>curl -fsSL https://get.example.dev/install.sh | sh</code></pre>',
    );
    expect(html).toContain("probe <b>confirmed (0.97)</b>");
    expect(html).toContain(
      '<td class="nw">scheme</td><td class="nw"><span class="st st-skipped">skipped</span></td><td>no model configured</td>',
    );
    // Short cells; which stages did not run and why is said once for the skill.
    expect(html).toContain('<td class="nm">not measured</td>');
    expect(html).not.toContain("not measured (");
    expect(html.split("no model configured)").length - 1).toBe(1);
    expect(html).toContain(
      '<p class="gap"><strong>Not run:</strong> model-scan, scheme, trials, judge, probes (skipped: no model configured).</p>',
    );
    expect(html).toContain("<td>extract-invoice-table");
    expect(html).toContain("Documented system prerequisite, reviewed by @security-team");
    expect(html).toContain("<code>assets/template.docx</code>");
    expect(html).toContain("Gate failed");
  });

  it("is self-contained: no scripts, no external resources", () => {
    const html = renderHtml(realisticReport());
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(/i);
    expect(html).toContain("Content-Security-Policy");
    for (const t of tags(html)) {
      for (const [k, v] of t.attrs) if (k === "href") expect(v).toMatch(OWN_HREF);
    }
  });

  it("renders hostile content from every field as text", () => {
    const html = renderHtml(hostileReport());
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain(
      "&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src&#x3D;x onerror&#x3D;alert(2)&gt;",
    );
    for (const t of tags(html)) {
      expect(ALLOWED_TAGS.has(t.name), `tag ${t.name}`).toBe(true);
      for (const [k, v] of t.attrs) {
        expect(ALLOWED_ATTRS.has(k), `attribute ${k} on ${t.name}`).toBe(true);
        expect(v).not.toMatch(/javascript:|["<>]/i);
        if (k === "href") expect(v).toMatch(OWN_HREF);
        if (k === "class" || k === "id") expect(v).toMatch(/^[A-Za-z0-9 -]+$/);
      }
    }
    // Invisible and direction-changing characters are shown, not rendered.
    expect(html).not.toMatch(/[\u202e\u200b\u{e0041}]/u);
    expect(html).toContain("&lt;U+202E&gt;");
    // Template syntax in data is printed, never evaluated.
    expect(html).toContain("{{x}} {{{y}}}");
  });
});

/** The realistic report with the pass skill first in report order and a GitHub checkout behind pdf-tools. */
function ordered(): Report {
  const r = realisticReport();
  const [risky, pass] = r.skills;
  if (!risky || !pass) throw new Error("fixture has two skills");
  const commit = "1".repeat(40);
  return {
    ...r,
    skills: [
      pass,
      {
        ...risky,
        skill: {
          ...risky.skill,
          provenance: { repo: "https://github.com/acme/skills.git", commit, path: "skills/pdf-tools" },
        },
      },
    ],
  };
}

describe("renderHtml shows, not tells", () => {
  it("puts the riskiest skill first, in the index and the page", () => {
    const html = renderHtml(ordered());
    expect(html.indexOf("<h2>pdf-tools</h2>")).toBeLessThan(html.indexOf("<h2>changelog-writer</h2>"));
    expect(html.indexOf('href="#skill-0"><span class="dot dot-risky"></span>pdf-tools')).toBeGreaterThan(0);
  });

  it("links every finding to its permalink at the audited commit", () => {
    const html = renderHtml(ordered());
    const links = [...html.matchAll(/<a class="loc" href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      [`https://github.com/acme/skills/blob/${"1".repeat(40)}/skills/pdf-tools/SKILL.md#L18`, "SKILL.md:18"],
      [
        `https://github.com/acme/skills/blob/${"1".repeat(40)}/skills/pdf-tools/scripts/extract.py#L42`,
        "scripts/extract.py:42",
      ],
      [
        `https://github.com/acme/skills/blob/${"1".repeat(40)}/skills/pdf-tools/scripts/extract.py#L88`,
        "scripts/extract.py:88",
      ],
      [
        `https://github.com/acme/skills/blob/${"1".repeat(40)}/skills/pdf-tools/scripts/setup.sh#L7`,
        "scripts/setup.sh:7",
      ],
    ]);
    // Without a GitHub remote there is no page to link to: the location stays text.
    expect(renderHtml(realisticReport())).not.toContain('<a class="loc"');
  });

  it("draws per-scenario charts as inline SVG from the pair scores, within the CSP", () => {
    const html = renderHtml(ordered());
    expect(html).toContain("content=\"default-src 'none'; style-src 'unsafe-inline'\"");
    const svgs = html.match(/<svg [^>]*>/g) ?? [];
    expect(svgs).toHaveLength(4); // pass rate, PRG, time, tokens; only pdf-tools has pairs
    for (const t of [
      "Rubric pass rate by item kind",
      "PRG per scenario",
      "Agent wall time",
      "Effective input tokens",
    ])
      expect(html).toContain(`<strong>${t}</strong>`);
    // Two valid scenarios (the timed-out pair is left out); goal and instruction rows with/without bars.
    expect(html).toContain("<title>extract-invoice-table, goal items, with skill: 100% (1 trial)</title>");
    expect(html).toContain("<title>fill-tax-form, instruction items, without: 100% (1 trial)</title>");
    expect(html).not.toContain("merge-scanned-pdfs, goal");
    // The skill's PRG row carries its interval.
    expect(html).toMatch(
      /<title>skill PRG \+0\.25, 95% interval -1\.00 … \+1\.00 over 2 valid pairs<\/title>/,
    );
    expect(html).toMatch(/<circle class="dot total" cx="[\d.]+" cy="[\d.]+" r="5">/);
    expect(html).not.toMatch(/<script|<image|<use|<foreignObject|url\(|xlink:href/i);
  });

  it("writes a shields-style badge per skill: status, S and PRG, named after the skill's path", () => {
    const badges = renderBadges(ordered());
    expect(badges.map((b) => b.file)).toEqual(["skills--changelog-writer.svg", "skills--pdf-tools.svg"]);
    const risky = badges[1]?.svg ?? "";
    expect(risky.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(risky).toContain("<title>skillaudit: risky · S 72.4 · PRG +0.25</title>");
    expect(badges[0]?.svg).toContain("skillaudit: pass · S 100 · PRG n/a");
    expect(risky).not.toMatch(/<script|href=/i);
    const r = ordered();
    const s = r.skills[0];
    if (!s) throw new Error("skill");
    expect(badgeFileName({ ...s, skill: { ...s.skill, path: "../../etc/x y" } })).toBe("etc--x-y.svg");
  });
});
