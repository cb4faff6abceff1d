import { type Command, InvalidArgumentError, Option } from "commander";
import type { EngineOptions } from "../sandbox/engine";
import type { Upstream } from "../sandbox/proxy";
import type { NetworkPolicy } from "../sandbox/types";
import type { Logger } from "../util/logger";

export interface SandboxCliIo {
  stdout(s: string): void;
  stderr(s: string): void;
  logger: Logger;
  /** The command's exit code becomes the CLI's (124 when it timed out). */
  setExitCode(code: number): void;
  engine?: EngineOptions;
  /** Tests route allowed traffic to a loopback server. */
  upstream?: Upstream;
  /** Runner signal handling; the CLI wants it, in-process tests do not. */
  handleSignals?: boolean;
}

export interface RunOptions {
  skill: boolean;
  network: NetworkPolicy;
  allow: string[];
  image?: string;
  base?: string;
  timeout: number;
  memory: number;
  cpus: number;
  out?: string;
  quiet?: boolean;
}

const positive = (v: string) => {
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError("must be a positive number");
  return n;
};

/** `skillaudit sandbox run <skill-dir> [--with-skill|--no-skill] -- <command...>` */
export function registerSandboxCommand(program: Command, io: Partial<SandboxCliIo> = {}): Command {
  const sandbox = program.command("sandbox").description("run things in the audit's Docker sandbox");
  sandbox
    .command("run")
    .description(
      "run a command in the sandbox, as the with-skill (default) or no-skill trial, and keep its evidence",
    )
    .argument("<skill-dir>", "the skill folder (holding SKILL.md)")
    .argument("<command...>", "the command, after --")
    .option("--with-skill", "install the skill at ~/.claude/skills/<name>/ (default)")
    .option("--no-skill", "run without the skill installed")
    .addOption(
      new Option("--network <policy>", "egress: none, logged (allowlist only) or open (all, logged)")
        .choices(["none", "logged", "open"])
        .default("logged"),
    )
    .option("--allow <host...>", "allow-listed hosts for --network logged", [])
    .option("--image <ref>", "use this local image instead of building the sandbox image")
    .option("--base <ref>", "base image for building the sandbox image (default skillaudit-base:bookworm)")
    .option("--timeout <seconds>", "command timeout", positive, 300)
    .option("--memory <mb>", "memory limit", positive, 2048)
    .option("--cpus <n>", "CPU limit", positive, 1)
    .option("--out <dir>", "run directory (default .skillaudit/sandbox/<run id>)")
    .option("-q, --quiet", "no progress on stderr")
    .action(async (skillDir: string, command: string[], o: RunOptions) => {
      // The Docker client loads only when this command runs.
      const { sandboxRun } = await import("./sandbox-run");
      const code = await sandboxRun(skillDir, command, o, io);
      (io.setExitCode ?? ((c: number) => (process.exitCode = c)))(code);
    });
  return sandbox;
}
