import { expect } from "vitest";
import type { PatternId } from "../../src/scan/patterns";
import { scan, skillMd } from "./helpers";

/** Line of the first body line in a SKILL.md built by skillMd (front matter, a blank line, then the body). */
export const BODY_LINE = 6;

/** Findings of one pattern in a skill whose SKILL.md body is `body`, as "file:line". */
export function hitsOf(pattern: PatternId, body: string, files: Record<string, string> = {}): string[] {
  return scan({ "SKILL.md": skillMd(body), ...files })
    .findings.filter((f) => f.pattern === pattern)
    .map((f) => `${f.file}:${f.line}`);
}

/** The pattern is reported on the body line that holds the text (by default the first). */
export function expectCaught(pattern: PatternId, body: string, line = BODY_LINE): void {
  expect(hitsOf(pattern, body), body).toContain(`SKILL.md:${line}`);
}

/** The pattern is not reported anywhere in the skill. */
export function expectQuiet(pattern: PatternId, body: string, files: Record<string, string> = {}): void {
  expect(hitsOf(pattern, body, files), body).toEqual([]);
}
