/**
 * The command line: option definitions and dispatch only. Each command's code is loaded with
 * import() when that command runs, so `skillaudit scan` never loads the model SDKs, the Docker
 * client or the template engine (ncc turns each import() into a chunk of dist/cli/).
 */
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import pkgJson from "../../package.json";
import { InputError } from "../util/errors";
import type { Logger } from "../util/logger";
import { EXIT, exitCodesHelp, modelEnvHelp, progressHelp } from "./help";
import { DEFAULT_MODEL, PROVIDERS } from "./model-options";
import { registerSandboxCommand } from "./sandbox";

export { EXIT } from "./help";
export const VERSION: string = pkgJson.version;

export interface Io {
  stdout: (s: string) => void;
  logger?: Logger;
  signal?: AbortSignal;
  /** Where progress goes; the live display is drawn only when it is a terminal. Default: process.stderr. */
  stderr?: { write(s: string): unknown; isTTY?: boolean; columns?: number };
}

const parseNumber = (v: string) => {
  const n = Number(v);
  if (!Number.isFinite(n)) throw new InvalidArgumentError("must be a number");
  return n;
};

/** What scan and audit share: the skills, the safety gate, front matter rules, limits and output. */
function common(cmd: Command): Command {
  return cmd
    .argument("<path...>", "skill folders, SKILL.md files, or folders holding skills")
    .addOption(
      new Option("--format <fmt>", "what goes to stdout")
        .choices(["text", "json", "md", "sarif", "html"])
        .default("text"),
    )
    .option("--json", "same as --format json")
    .addOption(
      new Option("--fail-on <level>", "fail when a skill is at least this risky")
        .choices(["risky", "caution", "never"])
        .default("risky"),
    )
    .addOption(
      new Option("--mode <mode>", "front matter rules: the open specification, or Claude Code's dialect")
        .choices(["spec", "claude-code"])
        .default("spec"),
    )
    .option(
      "--suppressions <file>",
      "reviewed suppression file (default: .skillaudit/suppressions.yml at the repository top)",
    )
    .option(
      "--max-file-mb <n>",
      "read at most this much of one file; the rest is reported unread (default: 5)",
      parseNumber,
    )
    .option(
      "--max-package-mb <n>",
      "read at most this much of a skill; the rest is reported unread (default: 50)",
      parseNumber,
    )
    .option("-q, --quiet", "no progress on stderr (warnings and errors still print)");
}

export function buildProgram(io: Io): { program: Command; exitCode: () => number } {
  let code: number = EXIT.ok;
  const stderr = io.stderr ?? process.stderr;
  const program = new Command("skillaudit")
    .description("Evidence-grounded audits of agent skills: utility, efficiency/cost and safety.")
    .version(VERSION)
    .exitOverride()
    .showHelpAfterError("(run with --help for usage)")
    .configureOutput({ writeOut: (s) => io.stdout(s), writeErr: (s) => stderr.write(s) })
    .addHelpText("after", `\n${exitCodesHelp()}\n\n${modelEnvHelp()}\n`);

  common(program.command("scan").description("static scan only: no model, no Docker"))
    .option("--out <dir>", "also write the report directory (report.json, .md, .html, .sarif, badges)")
    .addHelpText("after", `\n${exitCodesHelp()}\n\n${progressHelp()}\n`)
    .action(async (paths: string[], o) => {
      const { runScanOrAudit } = await import("./run-audit");
      code = await runScanOrAudit(io, paths, o, { command: "scan" });
    });

  modelOptions(
    common(
      program
        .command("audit")
        .description("the whole pipeline; stages that need a model or Docker say when they did not run"),
    )
      .option("--min-prg <x>", "fail when a measured PRG is below x (default: not gated)", parseNumber)
      .option("--out <dir>", "report directory", "skillaudit-out"),
    "full",
  )
    .addHelpText("after", `\n${exitCodesHelp()}\n\n${progressHelp()}\n\n${modelEnvHelp()}\n`)
    .action(async (paths: string[], o) => {
      const { runScanOrAudit } = await import("./run-audit");
      code = await runScanOrAudit(io, paths, o, { command: "audit" });
    });

  modelOptions(
    program
      .command("scenarios")
      .description(
        "generate the utility scenarios (rubrics included) into a folder for review; audits then use them",
      )
      .argument("<skill>", "a skill folder or its SKILL.md")
      .option("--dir <dir>", "where to write them", ".skillaudit/tasks/{skill}")
      .addOption(
        new Option("--mode <mode>", "front matter rules").choices(["spec", "claude-code"]).default("spec"),
      ),
    "scenarios",
  )
    .addHelpText("after", `\n${modelEnvHelp()}\n`)
    .action(async (dir: string, o) => {
      const { scenariosCommand } = await import("./scenarios");
      code = await scenariosCommand(io, dir, o);
    });

  program
    .command("plan")
    .description("split skills × backbones into N shards of similar expected cost (a GitHub Actions matrix)")
    .argument("<dir...>", "skill folders or folders holding skills")
    .requiredOption("--shards <n>", "number of shards", parseNumber)
    .option("--backbones <list>", "comma-separated harness:model backbones", "")
    .action(async (dirs: string[], o: { shards: number; backbones: string }) => {
      const { planCommand } = await import("./plan");
      code = await planCommand(io, dirs, o);
    });

  registerSandboxCommand(program, {
    stdout: io.stdout,
    setExitCode: (c) => {
      code = c;
    },
    handleSignals: true,
  });

  program
    .command("report")
    .description("render a stored report.json")
    .argument("<report.json>")
    .addOption(
      new Option("--format <fmt>", "output format").choices(["md", "html", "sarif", "json"]).default("md"),
    )
    .action(async (file: string, o: { format: string }) => {
      const { reportCommand } = await import("./report");
      code = await reportCommand(io, file, o.format);
    });

  return { program, exitCode: () => code };
}

/** Model options; `scenarios` gets only those that shape scenario generation. */
function modelOptions(cmd: Command, kind: "full" | "scenarios"): Command {
  cmd
    .addOption(
      new Option("--provider <name>", "model provider (credentials come from the environment, see below)")
        .choices([...PROVIDERS])
        .default("anthropic"),
    )
    .option(
      "--model <id>",
      "model for the agent, the judge and the scans (env SKILLAUDIT_MODEL)",
      process.env.SKILLAUDIT_MODEL ?? DEFAULT_MODEL,
    )
    .option(
      "--base-url <url>",
      "provider base URL (default: ANTHROPIC_BASE_URL / OPENAI_BASE_URL / ANTHROPIC_BEDROCK_BASE_URL / ANTHROPIC_VERTEX_BASE_URL)",
    )
    .option("--scenarios <n>", "utility scenarios per skill", parseNumber, 3)
    .option("--budget-usd <x>", "stop the model stages once this much is spent", parseNumber)
    .option("--budget-tokens <n>", "stop the model stages after this many tokens", parseNumber);
  if (kind === "scenarios") return cmd;
  return cmd
    .addOption(
      new Option("--harness <name>", "agent harness in the sandbox")
        .choices(["builtin", "claude-code"])
        .default("builtin"),
    )
    .option("--trials <k>", "runs per condition of each scenario", parseNumber, 1)
    .addOption(
      new Option(
        "--network <policy>",
        "sandbox egress: none, logged (allowlist only; every attempt logged) or open (logged)",
      )
        .choices(["none", "logged", "open"])
        .default("logged"),
    )
    .option("--image <ref>", "sandbox image to use instead of building sandbox/Dockerfile")
    .option(
      "--base-image <ref>",
      "base image for building the sandbox image (default: skillaudit-base:bookworm)",
    )
    .option(
      "--concurrency <n>",
      "scenario pairs run at once (default: from the machine's memory)",
      parseNumber,
    )
    .option("--tasks-dir <dir>", "reviewed scenarios to use when present", ".skillaudit/tasks/{skill}");
}

/** Runs the CLI; returns the exit code instead of exiting so tests can drive it in-process. */
export async function main(
  argv: string[],
  io: Io = { stdout: (s) => process.stdout.write(s) },
): Promise<number> {
  const { program, exitCode } = buildProgram(io);
  const stderr = io.stderr ?? process.stderr;
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
      stderr.write(`skillaudit: ${e.message}\n`);
      return EXIT.input;
    }
    if (io.signal?.aborted || (e as Error)?.name === "AbortError") {
      stderr.write("skillaudit: interrupted; artifacts written so far are kept and a rerun reuses them\n");
      return EXIT.interrupted;
    }
    stderr.write(`skillaudit: ${(e as Error)?.message ?? e}\n`);
    return EXIT.input;
  }
}
