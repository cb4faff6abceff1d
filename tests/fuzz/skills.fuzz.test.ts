import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { collectSkill, findSkillRoots } from "../../src/collect/collect";
import { genSkill, materialise, OUTSIDE_SECRET, okOrInputError, removeTree, runs } from "./helpers";
import { renderAll, reportFor } from "./pipeline";

const bases: string[] = [];
afterAll(() => {
  for (const b of bases) removeTree(b);
});

describe("generated hostile skills through collect, scan and every renderer", () => {
  it("never refuses a skill with a SKILL.md, never reads outside the skill, renders within limits", async () => {
    let reported = 0;
    let findings = 0;
    await fc.assert(
      fc.asyncProperty(genSkill, async (g) => {
        const m = materialise(g);
        bases.push(m.base);
        const collected = await okOrInputError(() => collectSkill(m.root), { pathMayBreak: true });
        // findSkillRoots walks the same hostile tree (links, odd names) and must not throw either.
        const roots = await findSkillRoots(m.base);
        expect(roots).toContain(m.root);
        // A SKILL.md is there, so nothing is refused: links out of the skill are listed as not read.
        expect(collected).not.toBeNull();
        if (!collected) return;
        if (m.escapingLinks.length > 0)
          expect(collected.pkg.skipped?.some((s) => /outside the skill/.test(s.reason))).toBe(true);
        for (const s of collected.pkg.skipped ?? []) {
          expect(s.file.startsWith("/")).toBe(false);
          expect(s.file.split("/")).not.toContain("..");
        }

        const { pkg, contents } = collected;
        expect(pkg.files.map((f) => f.path)).toEqual([...contents.keys()]);
        for (const f of pkg.files) {
          expect(f.path.startsWith("/")).toBe(false);
          expect(f.path.split("/")).not.toContain("..");
          expect(contents.get(f.path)?.length).toBe(f.size);
          expect(contents.get(f.path)?.includes(OUTSIDE_SECRET)).toBe(false);
        }

        const report = reportFor(collected);
        reported++;
        findings += report.skills[0]?.findings.length ?? 0;
        const out = renderAll(report);
        expect(out.comment.length).toBeLessThanOrEqual(65_536);
        for (const text of Object.values(out)) expect(text.includes(OUTSIDE_SECRET)).toBe(false);
        const sarif = JSON.parse(out.sarif);
        expect(sarif.version).toBe("2.1.0");
        // Every finding points at a file of the package (or a member inside one).
        const files = new Set(pkg.files.map((f) => f.path));
        for (const f of report.skills[0]?.findings ?? []) {
          const top = [...files].some(
            (p) =>
              f.file === p ||
              f.file.startsWith(`${p}!`) ||
              f.file.startsWith(`${p}/`) ||
              f.file.startsWith(`${p}:`),
          );
          expect(top, `finding on unknown file ${JSON.stringify(f.file)}`).toBe(true);
        }
      }),
      runs(60),
    );
    // Not vacuous: a good share of the generated skills get through collect and are scanned.
    console.log(`fuzz: ${reported} of the generated skills reported, ${findings} findings`);
    expect(reported).toBeGreaterThanOrEqual(15);
    expect(findings).toBeGreaterThan(0);
  }, 120_000);
});
