// Scanner benchmark: `npm run bench:scanner`. Prints the Table A4 layout, writes bench/results/scanner.json,
// exits 1 when a target is missed.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { collectSkill } from "../src/collect/collect";
import { scanSkill } from "../src/scan/scanner";
import { formatTable, loadCorpus, missedTargets, pct, runBench, TARGETS } from "./corpus";

async function main(): Promise<number> {
  const corpus = await loadCorpus();
  const { report, scanSeconds, totalSeconds } = await runBench(corpus, (dir) => collectSkill(dir), scanSkill);
  const throughput = scanSeconds > 0 ? report.skills / scanSeconds : null;
  const missed = missedTargets(report);

  const out: string[] = [];
  out.push(
    `Scanner benchmark: ${report.skills} skills (${report.riskySkills} risky, ${report.cleanSkills} clean), ` +
      `${report.overall.g} ground-truth findings`,
    "",
    formatTable(report),
    "",
    `Findings on clean skills: ${report.cleanFindings}`,
  );
  for (const f of report.cleanFindingDetails) out.push(`  ${f.skill}: ${f.pattern} ${f.file}:${f.line}`);
  out.push(
    `Throughput: ${throughput === null ? "—" : throughput.toFixed(1)} skills/s (scan only, ${(scanSeconds * 1000).toFixed(0)} ms); ` +
      `collect + scan ${(totalSeconds * 1000).toFixed(0)} ms`,
  );
  if (report.misses.length > 0) {
    out.push("", `Missed (${report.misses.length}):`);
    for (const m of report.misses) out.push(`  ${m.skill}: ${m.pattern} ${m.file}:${m.line} — ${m.note}`);
  }
  out.push(
    "",
    `Targets: recall H ≥ ${pct(TARGETS.recall.H)} %, M ≥ ${pct(TARGETS.recall.M)} %, L ≥ ${pct(TARGETS.recall.L)} %, ` +
      `precision ≥ ${pct(TARGETS.precision)} %, 0 findings on clean skills`,
    missed.length === 0 ? "All targets met." : `Targets missed:\n${missed.map((m) => `  - ${m}`).join("\n")}`,
  );
  console.log(out.join("\n"));

  const resultsDir = path.resolve(__dirname, "results");
  await mkdir(resultsDir, { recursive: true });
  await writeFile(
    path.join(resultsDir, "scanner.json"),
    `${JSON.stringify(
      {
        ...report,
        targets: TARGETS,
        missedTargets: missed,
        scanSeconds,
        totalSeconds,
        skillsPerSecond: throughput,
      },
      null,
      2,
    )}\n`,
  );
  return missed.length === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exitCode = 2;
  },
);
