import { readFile } from "node:fs/promises";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import pkgJson from "../../package.json";
import { runAudit } from "../pipeline/audit";
import { renderHtml } from "../report/render/html";
import { renderJson } from "../report/render/json";
import { renderMarkdown } from "../report/render/markdown";
import { renderSarif } from "../report/render/sarif";
import { Report } from "../report/schema";
import { InputError } from "../util/errors";
import { type Logger, stderrLogger } from "../util/logger";
import { textSummary } from "./summary";

export const VERSION: string = pkgJson.version;

/** Exit codes: 0 gate passed, 1 gate failed, 2 usage or input error, 130 interrupted. */
export const EXIT = { ok: 0, gate: 1, input: 2, interrupted: 130 } as const;

interface Io {
  stdout: (s: string) => void;
  logger?: Logger;
  signal?: AbortSignal;
}

const parseNumber = (v: string) => {
  const n = Number(v);
  if (!Number.isFinite(n)) throw new InvalidArgumentError("must be a number");
  return n;
};

function common(cmd: Command): Command {
  return cmd
    .addOption(
      new Option("--fail-on <level>", "fail when a skill is at least this risky")
        .choices(["risky", "caution", "never"])
        .default("risky"),
    )
    .option("--min-prg <x>", "fail when a measured PRG is below x", parseNumber)
    .addOption(
      new Option("--mode <mode>", "front matter validation").choices(["spec", "claude-code"]).default("spec"),
    )
    .option(
      "--suppressions <file>",
      "reviewed suppression file (default: .skillaudit/suppressions.yml at the repository top)",
    )
    .option("--out <dir>", "write the report directory here")
    .option("-q, --quiet", "no progress on stderr")
    .option("--json", "print the JSON report on stdout (same as --format json)");
}

export function buildProgram(io: Io): { program: Command; exitCode: () => number } {
  let code: number = EXIT.ok;
  const program = new Command("skillaudit")
    .description("Evidence-grounded audits of agent skills: utility, efficiency/cost and safety.")
    .version(VERSION)
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout(s), writeErr: (s) => process.stderr.write(s) });

  common(
    program
      .command("scan")
      .description("static scan only (no model, no Docker)")
      .argument("<dir...>", "skill folders or folders holding skills"),
  )
    .addOption(
      new Option("--format <fmt>", "stdout format")
        .choices(["text", "json", "md", "sarif", "html"])
        .default("text"),
    )
    .action(async (dirs: string[], o) => {
      code = await audit(io, dirs, o, "static-only run (skillaudit scan)", true);
    });

  common(
    program
      .command("audit")
      .description("the whole pipeline; stages that need a model or Docker say when they did not run")
      .argument("<dir...>", "skill folders or folders holding skills"),
  )
    .addOption(
      new Option("--format <fmt>", "stdout format")
        .choices(["text", "json", "md", "sarif", "html"])
        .default("text"),
    )
    .action(async (dirs: string[], o) => {
      o.out ??= "skillaudit-out";
      code = await audit(io, dirs, o, modelSkipReason());
    });

  program
    .command("report")
    .description("render a stored report.json")
    .argument("<report.json>")
    .addOption(
      new Option("--format <fmt>", "output format").choices(["md", "html", "sarif", "json"]).default("md"),
    )
    .action(async (file: string, o: { format: string }) => {
      const report = await readReport(file);
      io.stdout(render(report, o.format));
      code = EXIT.ok;
    });

  return { program, exitCode: () => code };
}

function modelSkipReason(): string {
  if (process.env.ANTHROPIC_API_KEY || process.env.OPENAI_API_KEY) {
    return "the model-driven stages are not in this build yet";
  }
  return "no model configured: set ANTHROPIC_API_KEY (or OPENAI_API_KEY with OPENAI_BASE_URL) to measure utility, efficiency/cost and exploitability";
}

async function audit(
  io: Io,
  dirs: string[],
  o: Record<string, unknown>,
  skipReason: string,
  scan = false,
): Promise<number> {
  const format = o.json ? "json" : String(o.format ?? "text");
  const logger = io.logger ?? stderrLogger({ quiet: Boolean(o.quiet) });
  const result = await runAudit({
    skills: dirs,
    outDir: o.out as string | undefined,
    mode: o.mode as "spec" | "claude-code",
    failOn: o.failOn as "risky" | "caution" | "never",
    minPrg: (o.minPrg as number | undefined) ?? null,
    suppressionsFile: o.suppressions as string | undefined,
    modelSkipReason: skipReason,
    logger,
    signal: io.signal,
    version: VERSION,
  });
  if (format === "text") io.stdout(textSummary(result.report, result.files));
  else if (format === "json" && scan) io.stdout(`${JSON.stringify(scanJson(result.report), null, 2)}\n`);
  else io.stdout(render(result.report, format));
  return result.report.passed ? EXIT.ok : EXIT.gate;
}

/** The scan command's JSON: findings at the top level, with the skill and its safety score. */
function scanJson(report: Report) {
  const one = (s: Report["skills"][number]) => ({
    skill: {
      name: s.skill.name,
      path: s.skill.path,
      contentHash: s.skill.contentHash,
      validationMode: s.skill.validationMode,
    },
    safety: { score: s.safety.score, status: s.safety.status },
    findings: s.findings,
    suppressed: s.suppressed,
    unscannable: s.unscannable,
    gate: s.gate,
  });
  const head = { schemaVersion: report.schemaVersion, tool: report.tool, passed: report.passed };
  const [first] = report.skills;
  if (report.skills.length === 1 && first) return { ...head, ...one(first) };
  const order = ["pass", "caution", "risky"] as const;
  const worst = report.skills.reduce(
    (w, s) => (order.indexOf(s.safety.status) > order.indexOf(w) ? s.safety.status : w),
    "pass" as (typeof order)[number],
  );
  return {
    ...head,
    safety: { score: Math.min(...report.skills.map((s) => s.safety.score)), status: worst },
    findings: report.skills.flatMap((s) => s.findings.map((f) => ({ skill: s.skill.name, ...f }))),
    skills: report.skills.map(one),
  };
}

function render(report: Report, format: string): string {
  switch (format) {
    case "json":
      return renderJson(report);
    case "md":
      return renderMarkdown(report, { variant: "full" });
    case "html":
      return renderHtml(report);
    case "sarif":
      return renderSarif(report);
    default:
      throw new Error(`unknown format ${format}`);
  }
}

async function readReport(file: string): Promise<Report> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (e) {
    throw new InputError(file, `cannot read (${(e as NodeJS.ErrnoException).code ?? e})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new InputError(file, "not valid JSON");
  }
  const parsed = Report.safeParse(data);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new InputError(file, `not a skillaudit report: ${i?.path.join(".") || "(root)"}: ${i?.message}`);
  }
  return parsed.data;
}

/** Runs the CLI; returns the exit code instead of exiting so tests can drive it in-process. */
export async function main(
  argv: string[],
  io: Io = { stdout: (s) => process.stdout.write(s) },
): Promise<number> {
  const { program, exitCode } = buildProgram(io);
  try {
    await program.parseAsync(argv, { from: "user" });
    return exitCode();
  } catch (e) {
    if (e instanceof CommanderError) {
      if (
        e.code === "commander.helpDisplayed" ||
        e.code === "commander.version" ||
        e.code === "commander.help"
      )
        return EXIT.ok;
      return EXIT.input;
    }
    if (e instanceof InputError) {
      process.stderr.write(`skillaudit: ${e.message}\n`);
      return EXIT.input;
    }
    if (io.signal?.aborted || (e as Error)?.name === "AbortError") {
      process.stderr.write(
        "skillaudit: interrupted; artifacts written so far are kept and a rerun reuses them\n",
      );
      return EXIT.interrupted;
    }
    process.stderr.write(`skillaudit: ${(e as Error)?.message ?? e}\n`);
    return EXIT.input;
  }
}
