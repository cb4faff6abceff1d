/** Shared set-up for the GitHub end-to-end tests: a temp git repo with skills and an audit port. */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { collectSkill } from "../../src/collect/collect";
import type { AuditPort } from "../../src/github/ports";
import { buildReport, buildSkillReport } from "../../src/report/build";
import type { Finding } from "../../src/scan/finding";
import { sha256 } from "../../src/util/hash";

export function makeRepo(skills: Record<string, Record<string, string>>): string {
  const root = mkdtempSync(join(tmpdir(), "skillaudit-gh-"));
  for (const [dir, files] of Object.entries(skills)) {
    for (const [name, text] of Object.entries(files)) {
      const p = join(root, dir, name);
      mkdirSync(join(p, ".."), { recursive: true });
      writeFileSync(p, text);
    }
  }
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "pipe" });
  git("init", "-q");
  git("-c", "user.email=t@example.com", "-c", "user.name=t", "add", ".");
  git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "skills");
  return root;
}

export function skillMd(name: string, body = "Use this skill to do things."): string {
  return `---\nname: ${name}\ndescription: A test skill called ${name}.\n---\n\n${body}\n`;
}

/**
 * Stands in for the rule scanner while the real one lands: the real collect stage and the real
 * report builder (score functions included), with one finding per line that pipes a download to a shell.
 */
export function lineScanAudit(calls: { skills: string[]; staticOnly: boolean }[] = []): AuditPort {
  return async (req) => {
    calls.push({ skills: req.skills, staticOnly: req.staticOnly });
    const skills = [];
    for (const dir of req.skills) {
      const c = await collectSkill(dir, { mode: req.mode });
      const findings: Finding[] = [];
      for (const [file, buf] of c.contents) {
        buf
          .toString("utf8")
          .split("\n")
          .forEach((line, i) => {
            if (/curl .*\|\s*(ba)?sh/.test(line)) {
              findings.push({
                id: sha256(`${file}:${i}:${line}`).slice(0, 16),
                pattern: "SC2",
                severity: "H",
                file,
                line: i + 1,
                snippet: line,
                message: "Downloads a script and pipes it to a shell.",
                confidence: 0.9,
                source: "rule",
                rule: "SC2.curl-pipe-sh",
              });
            }
          });
      }
      skills.push(
        buildSkillReport({
          pkg: c.pkg,
          scan: { findings, suppressed: [], unscannable: [] },
          stages: [{ stage: "rule-scan", status: "ran" }],
          settings: { failOn: req.failOn, minPrg: req.minPrg },
        }),
      );
    }
    const report = buildReport(
      skills,
      { failOn: req.failOn, minPrg: req.minPrg, validationMode: req.mode, model: null, harness: null },
      { version: "0.0.0-test", generatedAt: "2024-01-01T00:00:00Z" },
    );
    mkdirSync(req.outDir, { recursive: true });
    const files = {
      json: join(req.outDir, "report.json"),
      markdown: join(req.outDir, "report.md"),
      html: join(req.outDir, "report.html"),
      sarif: join(req.outDir, "report.sarif"),
    };
    writeFileSync(files.json, JSON.stringify(report));
    writeFileSync(files.markdown, "");
    writeFileSync(files.html, "");
    writeFileSync(files.sarif, JSON.stringify({ version: "2.1.0", runs: [] }));
    return { report, outDir: req.outDir, files };
  };
}
