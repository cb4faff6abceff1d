import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type AuditOptions, runAudit } from "../../src/pipeline/audit";
import { InputError } from "../../src/util/errors";
import { memoryLogger } from "../../src/util/logger";

/** Two audits pointed at one --out: the second must not mix its files into the first's run. */

const CORPUS = path.join(__dirname, "..", "corpus", "skills");
const opts = (skill: string, outDir: string): AuditOptions => ({
  skills: [path.join(CORPUS, skill)],
  outDir,
  failOn: "never",
  minPrg: null,
  modelSkipReason: "run-dir test: no model",
  logger: memoryLogger(),
  version: "0.0.0-test",
});

describe("run directory lock", () => {
  it("a second audit into the same --out fails with one line while the first is writing; the first's run stays whole", async () => {
    const out = mkdtempSync(path.join(tmpdir(), "sa-lock-"));
    const results = await Promise.allSettled([
      runAudit(opts("csv-cleaner", out)),
      runAudit(opts("changelog-writer", out)),
    ]);
    const ok = results.filter((r) => r.status === "fulfilled");
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(1);
    const err = failed[0]?.reason as Error;
    expect(err).toBeInstanceOf(InputError);
    expect(err.message).not.toContain("\n");
    expect(err.message).toContain(out);
    expect(err.message).toMatch(/another audit is writing/);
    // only the winner's skill is in the run directory, and its report names only it
    const report = JSON.parse(readFileSync(path.join(out, "report.json"), "utf8"));
    const names = report.skills.map((s: { skill: { name: string } }) => s.skill.name);
    expect(names).toHaveLength(1);
    const dirs = readdirSync(path.join(out, "skills"));
    expect(dirs).toHaveLength(1);
    expect(dirs[0]?.startsWith(`${names[0]}-`)).toBe(true);
    // released: a later audit into the same directory runs
    await runAudit(opts("changelog-writer", out));
    expect(readdirSync(out).filter((f) => f.includes("lock"))).toEqual([]);
    expect(existsSync(path.join(out, "report.json"))).toBe(true);
  });
});
