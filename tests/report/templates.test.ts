import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findTemplatesDir, loadTemplate } from "../../src/report/templates";

const repo = path.resolve(__dirname, "../..");

describe("templates", () => {
  it("finds templates/ from src/, dist/ and dist/cli/", () => {
    for (const start of ["src/report", "dist", "dist/cli"]) {
      expect(findTemplatesDir(path.join(repo, start))).toBe(path.join(repo, "templates"));
    }
  });

  it("walks up from a nested folder to the nearest templates/ with the marker", () => {
    const root = mkdtempSync(path.join(tmpdir(), "tpl-"));
    mkdirSync(path.join(root, "templates"));
    writeFileSync(path.join(root, "templates", "report.md.hbs"), "x");
    mkdirSync(path.join(root, "a", "b", "templates"), { recursive: true }); // no marker: skipped
    expect(findTemplatesDir(path.join(root, "a", "b", "c"))).toBe(path.join(root, "templates"));
  });

  it("throws a clear error when there is none", () => {
    const root = mkdtempSync(path.join(tmpdir(), "notpl-"));
    expect(() => findTemplatesDir(root)).toThrow(/templates\/ folder \(with report\.md\.hbs\) not found/);
  });

  it("caches compiled templates and rejects unknown names", () => {
    expect(loadTemplate("report.md")).toBe(loadTemplate("report.md"));
    expect(() => loadTemplate("nope.md")).toThrow(/template nope\.md not found/);
    expect(() => loadTemplate("report.txt")).toThrow(/must end in \.md or \.html/);
  });

  it("escapes HTML in HTML templates but not in Markdown ones (Markdown data is pre-escaped)", () => {
    const html = loadTemplate("report.html")({ title: "<b>", skills: [], settings: [] });
    expect(html).toContain("<title>&lt;b&gt;</title>");
    const md = loadTemplate("report.md")({ h1: "#", overall: "<b>", skills: [] });
    expect(md).toContain(": <b>");
  });
});
