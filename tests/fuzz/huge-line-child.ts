// Child process for the huge-line test: a slow (super-linear) scan cannot be interrupted in-process,
// so each case runs here and the parent kills this process at its time limit.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { collectSkill } from "../../src/collect/collect";
import { renderAll, reportFor } from "./pipeline";

async function main(): Promise<void> {
  const cases = JSON.parse(process.argv[2] ?? "[]") as { unit: string; where: string; bytes: number }[];
  for (const [i, c] of cases.entries()) {
    const base = mkdtempSync(path.join(tmpdir(), "sa-fuzz-huge-"));
    const root = path.join(base, "demo");
    const line = c.unit.repeat(Math.ceil(c.bytes / c.unit.length));
    const files: Record<string, string> = {
      "SKILL.md": `---\nname: demo\ndescription: Fill PDF forms.\n---\n# Use\n${c.where === "SKILL.md" ? line : ""}\n`,
    };
    if (c.where !== "SKILL.md") files[c.where] = `${line}\n`;
    for (const [rel, data] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), data);
    }
    process.stdout.write(`start ${i}\n`);
    const started = performance.now();
    renderAll(reportFor(await collectSkill(root)));
    process.stdout.write(`done ${i} ${Math.round(performance.now() - started)}\n`);
    rmSync(base, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  process.stdout.write(`error ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}\n`);
  process.exitCode = 1;
});
