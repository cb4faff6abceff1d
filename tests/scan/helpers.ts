import { createHash } from "node:crypto";
import { parse } from "yaml";
import type { CollectedSkill, SkillPackage } from "../../src/collect/schema";
import type { Finding } from "../../src/scan/finding";
import { type ScanOptions, type ScanResult, scanSkill } from "../../src/scan/scanner";

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

/** Builds a CollectedSkill from an in-memory file map, the way collectSkill would. */
export function makeSkill(files: Record<string, string | Buffer>, folder = "demo-skill"): CollectedSkill {
  const withSkillMd: Record<string, string | Buffer> = {
    "SKILL.md": `---\nname: ${folder}\ndescription: A demo skill used in scanner tests.\n---\n\n# Demo\n`,
    ...files,
  };
  const contents = new Map<string, Buffer>();
  for (const [p, v] of Object.entries(withSkillMd).sort(([a], [b]) => (a < b ? -1 : 1))) {
    contents.set(p, Buffer.isBuffer(v) ? v : Buffer.from(v, "utf8"));
  }
  const md = contents.get("SKILL.md")?.toString("utf8") ?? "";
  const fm = /^---\n([\s\S]*?)\n---/.exec(md);
  const frontmatter = (fm?.[1] ? parse(fm[1]) : {}) as Record<string, unknown>;
  const list = [...contents].map(([path, data]) => ({
    path,
    size: data.length,
    sha256: sha(data),
    kind: "text" as const,
    executable: false,
  }));
  const pkg: SkillPackage = {
    name: String(frontmatter.name ?? folder),
    description: String(frontmatter.description ?? ""),
    root: `/tmp/skills/${folder}`,
    frontmatter,
    validationMode: "spec",
    warnings: [],
    files: list,
    totalBytes: list.reduce((n, f) => n + f.size, 0),
    contentHash: sha(Buffer.from(list.map((f) => `${f.path}\0${f.sha256}\n`).join(""))),
    provenance: {},
  };
  return { pkg, contents };
}

export function scan(
  files: Record<string, string | Buffer>,
  opts?: ScanOptions & { folder?: string },
): ScanResult {
  return scanSkill(makeSkill(files, opts?.folder), opts);
}

/** "file:line" of every finding of one pattern, for compact assertions. */
export function at(
  files: Record<string, string | Buffer>,
  pattern: string,
  opts?: ScanOptions & { folder?: string },
): string[] {
  return scan(files, opts)
    .findings.filter((f) => f.pattern === pattern)
    .map((f) => `${f.file}:${f.line}`);
}

/** "PATTERN file:line" for compact assertions. */
export function keys(findings: Finding[]): string[] {
  return findings.map((f) => `${f.pattern} ${f.file}:${f.line}`);
}

export function patternsOf(findings: Finding[]): string[] {
  return [...new Set(findings.map((f) => f.pattern))].sort();
}

/** A SKILL.md with front matter and the given body. */
export function skillMd(body: string, extraFrontmatter = ""): string {
  return `---\nname: demo-skill\ndescription: A demo skill used in scanner tests.\n${extraFrontmatter}---\n\n${body}\n`;
}
