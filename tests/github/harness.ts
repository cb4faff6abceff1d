/** Shared set-up for the GitHub end-to-end tests: a temp git repo with skills and an audit port. */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PipelineSettings } from "../../src/action/inputs";
import { auditPort } from "../../src/action/wiring";
import type { AuditPort } from "../../src/github/ports";
import type { Report } from "../../src/report/schema";
import { memoryLogger } from "../../src/util/logger";

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

/** The real audit pipeline behind the Action's port, recording what each call asked for. */
export function realAudit(
  calls: { skills: string[]; staticOnly: boolean; report?: Report }[] = [],
): AuditPort {
  const port = auditPort({} as PipelineSettings, memoryLogger());
  return async (req) => {
    const call: { skills: string[]; staticOnly: boolean; report?: Report } = {
      skills: req.skills,
      staticOnly: req.staticOnly,
    };
    calls.push(call);
    const res = await port(req);
    call.report = res.report;
    return res;
  };
}
