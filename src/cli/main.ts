import { readFile } from "node:fs/promises";
import path from "node:path";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import pkgJson from "../../package.json";
import { collectSkill } from "../collect/collect";
import { estimateSkillCost, planShards, shardMatrix } from "../github/plan";
import { Budget } from "../model/budget";
import { providerFromConfig } from "../model/config";
import { judgeModelOf, type ModelSettings, resolveSkillDirs, runAudit } from "../pipeline/audit";
import { generateScenariosForReview } from "../pipeline/model-stages";
import { renderHtml } from "../report/render/html";
import { renderJson } from "../report/render/json";
import { renderMarkdown } from "../report/render/markdown";
import { renderSarif } from "../report/render/sarif";
import { Report } from "../report/schema";
import { InputError } from "../util/errors";
import { type Logger, stderrLogger } from "../util/logger";
import { registerSandboxCommand } from "./sandbox";
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

/** What scan and audit share: the skill folders, the gate, validation, limits and output. */
function common(cmd: Command): Command {
  return cmd
    .argument("<dir...>", "skill folders or folders holding skills")
    .addOption(
      new Option("--format <fmt>", "stdout format")
        .choices(["text", "json", "md", "sarif", "html"])
        .default("text"),
    )
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
    .option("--max-file-mb <n>", "refuse a skill holding a file larger than this", parseNumber)
    .option("--max-package-mb <n>", "refuse a skill larger than this in total", parseNumber)
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

  common(program.command("scan").description("static scan only (no model, no Docker)")).action(
    async (dirs: string[], o) => {
      code = await audit(io, dirs, o, "static-only run (skillaudit scan)", true);
    },
  );

  modelOptions(
    common(
      program
        .command("audit")
        .description("the whole pipeline; stages that need a model or Docker say when they did not run"),
    ),
  ).action(async (dirs: string[], o) => {
    o.out ??= "skillaudit-out";
    const model = modelSettings(o);
    code = await audit(io, dirs, o, model.skip, false, model.settings);
  });

  modelOptions(
    program
      .command("scenarios")
      .description(
        "generate the utility scenarios (rubrics included) into a folder for review; audits then use them",
      )
      .argument("<skill-dir>")
      .option("--dir <dir>", "where to write them", ".skillaudit/tasks/{skill}")
      .addOption(
        new Option("--mode <mode>", "front matter validation")
          .choices(["spec", "claude-code"])
          .default("spec"),
      ),
  ).action(async (dir: string, o) => {
    const model = modelSettings(o);
    if (!model.settings) throw new InputError(dir, model.skip ?? "no model configured");
    // Scenarios are written by the fixed judge model, as in an audit.
    const provider = providerFromConfig({ ...model.settings.provider, model: judgeModelOf(model.settings) });
    if (!provider) throw new InputError(dir, "no model configured");
    const skill = await collectSkill(dir, { mode: o.mode });
    const out = String(o.dir).replaceAll("{skill}", skill.pkg.name);
    const res = await generateScenariosForReview({
      skill,
      provider,
      dir: out,
      count: model.settings.scenarios,
      budget: new Budget(model.settings.budget ?? {}),
      logger: io.logger ?? stderrLogger({}),
    });
    io.stdout(`${res.scheme.scenarios.length} scenario(s) written to ${out}; review and commit them\n`);
    code = EXIT.ok;
  });

  program
    .command("plan")
    .description("split skills × backbones into N shards of similar expected cost (a GitHub Actions matrix)")
    .argument("<dir...>", "skill folders or folders holding skills")
    .requiredOption("--shards <n>", "number of shards", parseNumber)
    .option("--backbones <list>", "comma-separated harness:model backbones", "")
    .action(async (dirs: string[], o: { shards: number; backbones: string }) => {
      const roots = await resolveSkillDirs(dirs);
      const costs = await Promise.all(
        roots.map(async (r) => ({
          path: path.relative(process.cwd(), r) || ".",
          cost: await estimateSkillCost(r),
        })),
      );
      const backbones = o.backbones
        .split(",")
        .map((b) => b.trim())
        .filter(Boolean);
      io.stdout(`${JSON.stringify(shardMatrix(planShards(costs, backbones, o.shards)), null, 2)}\n`);
      code = EXIT.ok;
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
      const report = await readReport(file);
      io.stdout(render(report, o.format));
      code = EXIT.ok;
    });

  return { program, exitCode: () => code };
}

function modelOptions(cmd: Command): Command {
  return cmd
    .addOption(
      new Option("--provider <name>", "model provider").choices(["anthropic", "openai"]).default("anthropic"),
    )
    .option(
      "--model <id>",
      "the agent's model (the backbone under test)",
      process.env.SKILLAUDIT_MODEL ?? DEFAULT_MODEL,
    )
    .option(
      "--judge-model <id>",
      "fixed model for the judge, scenario generation, model scan and probes (default: claude-opus-4-6, or gpt-4.1 with --provider openai)",
      process.env.SKILLAUDIT_JUDGE_MODEL,
    )
    .option("--base-url <url>", "provider base URL (default: ANTHROPIC_BASE_URL / OPENAI_BASE_URL)")
    .addOption(
      new Option("--harness <name>", "agent harness in the sandbox")
        .choices(["builtin", "claude-code"])
        .default("builtin"),
    )
    .option("--scenarios <n>", "utility scenarios per skill", parseNumber, 3)
    .option("--trials <k>", "runs per condition of each scenario", parseNumber, 1)
    .option("--budget-usd <x>", "stop the model stages once this much is spent", parseNumber)
    .option("--budget-tokens <n>", "stop the model stages after this many tokens", parseNumber)
    .addOption(
      new Option(
        "--network <policy>",
        "sandbox egress: none, logged (allowlist only; every attempt logged) or open (logged)",
      )
        .choices(["none", "logged", "open"])
        .default("logged"),
    )
    .option("--image <ref>", "sandbox image to use instead of building sandbox/Dockerfile")
    .option("--base-image <ref>", "base image for building the sandbox image")
    .option("--concurrency <n>", "scenario pairs run at once", parseNumber)
    .option("--tasks-dir <dir>", "reviewed scenarios to use when present", ".skillaudit/tasks/{skill}");
}

const DEFAULT_MODEL = "claude-sonnet-4-6";
const MB = 1024 * 1024;

/** Keys come from the environment only: a flag would put them in process listings and shell history. */
function modelSettings(o: Record<string, unknown>): { skip: string | null; settings?: ModelSettings } {
  const provider = o.provider === "openai" ? "openai" : "anthropic";
  const hasKey =
    provider === "anthropic"
      ? Boolean(process.env.ANTHROPIC_API_KEY)
      : Boolean(process.env.OPENAI_API_KEY || o.baseUrl || process.env.OPENAI_BASE_URL);
  if (!hasKey) {
    return {
      skip: "no model configured: set ANTHROPIC_API_KEY (or OPENAI_API_KEY / OPENAI_BASE_URL with --provider openai) to measure utility, efficiency/cost and exploitability",
    };
  }
  const budget = {
    ...(o.budgetUsd !== undefined ? { maxUsd: o.budgetUsd as number } : {}),
    ...(o.budgetTokens !== undefined ? { maxTokens: o.budgetTokens as number } : {}),
  };
  return {
    skip: null,
    settings: {
      provider: { provider, model: String(o.model), ...(o.baseUrl ? { baseURL: String(o.baseUrl) } : {}) },
      ...(o.judgeModel ? { judgeModel: String(o.judgeModel) } : {}),
      harness: o.harness as "builtin" | "claude-code",
      scenarios: o.scenarios as number,
      trials: o.trials as number,
      budget,
      network: o.network as "none" | "logged" | "open",
      ...(o.image ? { image: String(o.image) } : {}),
      ...(o.baseImage ? { baseImage: String(o.baseImage) } : {}),
      ...(o.concurrency ? { concurrency: o.concurrency as number } : {}),
      pinnedTasksDir: String(o.tasksDir),
    },
  };
}

async function audit(
  io: Io,
  dirs: string[],
  o: Record<string, unknown>,
  skipReason: string | null,
  scan = false,
  model?: ModelSettings,
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
    limits: {
      ...(o.maxFileMb !== undefined ? { maxFileBytes: Math.floor((o.maxFileMb as number) * MB) } : {}),
      ...(o.maxPackageMb !== undefined
        ? { maxPackageBytes: Math.floor((o.maxPackageMb as number) * MB) }
        : {}),
    },
    modelSkipReason: skipReason,
    ...(model ? { model } : {}),
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
