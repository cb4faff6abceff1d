import { describe, expect, it } from "vitest";
import { renderHtml } from "../../src/report/render/html";
import { realisticReport } from "./fixtures";
import { hostileReport } from "./hostile";

const ALLOWED_TAGS = new Set(
  "html head meta title style body main header h1 h2 h3 p span nav a section div small code ul li table thead tbody tr th td pre footer br strong b".split(
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
]);

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
      for (const [k, v] of t.attrs) if (k === "href") expect(v).toMatch(/^#skill-\d+$/);
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
        if (k === "href") expect(v).toMatch(/^#skill-\d+$/);
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
