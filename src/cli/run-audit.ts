/** `skillaudit scan` and `skillaudit audit`: the pipeline with the CLI's output and progress. */
import { statSync } from "node:fs";
import path from "node:path";
import pkgJson from "../../package.json";
import { runAudit } from "../pipeline/audit";
import { InputError } from "../util/errors";
import { EXIT } from "./help";
import type { Io } from "./main";
import { modelSettings } from "./model-options";
import { progressDisplay } from "./progress";
import { scanJson } from "./scan-json";
import { textSummary } from "./summary";

const MB = 1024 * 1024;

/** `SKILL.md` names its folder; any other file is a mistake worth one clear line. */
export function skillPaths(paths: string[]): string[] {
  return paths.map((p) => {
    let st: ReturnType<typeof statSync> | undefined;
    try {
      st = statSync(p);
    } catch {
      return p; // the pipeline names a missing path
    }
    if (st.isDirectory()) return p;
    if (path.basename(p).toLowerCase() === "skill.md") return path.dirname(p) || ".";
    throw new InputError(p, "not a skill: give a skill folder, its SKILL.md, or a folder holding skills");
  });
}

export async function runScanOrAudit(
  io: Io,
  paths: string[],
  o: Record<string, unknown>,
  opts: { command: "scan" | "audit" },
): Promise<number> {
  const format = o.json ? "json" : String(o.format ?? "text");
  const scan = opts.command === "scan";
  const model = scan ? { skip: "static-only run (skillaudit scan)" } : modelSettings(o);
  const display = progressDisplay(io.stderr ?? process.stderr, { quiet: Boolean(o.quiet) });
  let result: Awaited<ReturnType<typeof runAudit>>;
  try {
    result = await runAudit({
      skills: skillPaths(paths),
      outDir: o.out as string | undefined,
      mode: o.mode as "spec" | "claude-code",
      failOn: o.failOn as "risky" | "caution" | "never",
      minPrg: (o.minPrg as number | undefined) ?? null,
      suppressionsFile: o.suppressions as string | undefined,
      limits: {
        ...(o.maxFileMb !== undefined ? { maxFileBytes: Math.floor((o.maxFileMb as number) * MB) } : {}),
        ...(o.maxPackageMb !== undefined
          ? { maxPackageBytes: Math.floor((o.maxPackageMb as number) * MB) }
          : {}),
      },
      modelSkipReason: model.skip,
      ...("settings" in model && model.settings ? { model: model.settings } : {}),
      logger: io.logger ?? display.logger,
      progress: display.progress,
      signal: io.signal,
      version: pkgJson.version,
    });
  } finally {
    display.stop();
  }
  if (format === "text") io.stdout(textSummary(result.report, result.files));
  else if (format === "json") io.stdout(`${JSON.stringify(scanJson(result.report), null, 2)}\n`);
  else {
    const { renderReport } = await import("./report");
    io.stdout(renderReport(result.report, format));
  }
  return result.report.passed ? EXIT.ok : EXIT.gate;
}
