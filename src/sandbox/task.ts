import { promises as fs } from "node:fs";
import path from "node:path";
import { parse as parseToml, stringify as stringifyToml } from "smol-toml";
import { z } from "zod";
import { InputError } from "../util/errors";
import { NetworkPolicy } from "./types";

/**
 * Tasks in the Harbor layout: task.toml, instruction.md, environment/ (inputs, and the
 * skill under environment/skills/<name>/ only for with-skill tasks), tests/test.sh which
 * writes /logs/verifier/reward.json. Our own settings live in the [skillaudit] table.
 */

export const SKILL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const TaskConfig = z.object({
  version: z.string().default("1.0"),
  metadata: z.record(z.string(), z.unknown()).default({}),
  agent: z.object({ timeout_sec: z.number().positive() }),
  verifier: z.object({ timeout_sec: z.number().positive() }),
  environment: z.object({
    cpus: z.number().positive(),
    memory_mb: z.number().int().positive(),
    allow_internet: z.boolean(),
    pids_limit: z.number().int().positive().optional(),
  }),
  skillaudit: z.object({
    task_id: z.string().min(1),
    scenario_id: z.string().optional(),
    network: NetworkPolicy,
    allowlist: z.array(z.string()).default([]),
    with_skill: z.boolean(),
    skill_name: z.string().optional(),
  }),
});
export type TaskConfig = z.infer<typeof TaskConfig>;

export interface TaskSpec {
  /** Unique among the run's tasks; used in directory names. */
  id: string;
  scenarioId?: string;
  instruction: string;
  /** Input materials, relative path -> contents, placed in environment/. */
  files?: Record<string, string | Buffer>;
  /** tests/ contents; must include test.sh unless the task has no verifier. */
  tests?: Record<string, string>;
  skill?: { name: string; dir: string };
  agentTimeoutSec?: number;
  verifierTimeoutSec?: number;
  cpus?: number;
  memoryMb?: number;
  pidsLimit?: number;
  network?: NetworkPolicy;
  allowlist?: string[];
  metadata?: Record<string, unknown>;
}

export const TASK_DEFAULTS = {
  agentTimeoutSec: 600,
  verifierTimeoutSec: 120,
  cpus: 1,
  memoryMb: 2048,
  network: "logged" as NetworkPolicy,
};

/** A task directory read back from disk. */
export interface LoadedTask {
  dir: string;
  config: TaskConfig;
  instruction: string;
  /** environment/ on the host (may not exist). */
  environmentDir: string;
  /** tests/ on the host, or null when the task has none. */
  testsDir: string | null;
  /** environment/skills/<name>/ for with-skill tasks. */
  skillDir: string | null;
}

function safeRel(root: string, rel: string): string {
  const norm = path.posix.normalize(rel.replaceAll("\\", "/"));
  if (norm.startsWith("../") || norm === ".." || path.posix.isAbsolute(norm) || norm === ".") {
    throw new InputError(rel, "task file paths must stay inside the task directory");
  }
  return path.join(root, norm);
}

async function copyDir(src: string, dest: string): Promise<void> {
  await fs.cp(src, dest, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (p) => path.basename(p) !== ".git",
  });
}

/** Writes one task directory (erasing `dir` first). */
export async function writeTask(dir: string, spec: TaskSpec, withSkill: boolean): Promise<LoadedTask> {
  if (withSkill && !spec.skill) throw new InputError(spec.id, "a with-skill task needs a skill");
  if (spec.skill && !SKILL_NAME.test(spec.skill.name)) {
    throw new InputError(spec.skill.dir, `skill name "${spec.skill.name}" is not lower-case-with-hyphens`);
  }
  if (spec.files && Object.keys(spec.files).some((p) => p === "skills" || p.startsWith("skills/"))) {
    throw new InputError(spec.id, "environment/skills/ is reserved for the skill under audit");
  }
  const network = spec.network ?? TASK_DEFAULTS.network;
  const config: TaskConfig = {
    version: "1.0",
    metadata: spec.metadata ?? {},
    agent: { timeout_sec: spec.agentTimeoutSec ?? TASK_DEFAULTS.agentTimeoutSec },
    verifier: { timeout_sec: spec.verifierTimeoutSec ?? TASK_DEFAULTS.verifierTimeoutSec },
    environment: {
      cpus: spec.cpus ?? TASK_DEFAULTS.cpus,
      memory_mb: spec.memoryMb ?? TASK_DEFAULTS.memoryMb,
      allow_internet: network !== "none",
      ...(spec.pidsLimit ? { pids_limit: spec.pidsLimit } : {}),
    },
    skillaudit: {
      task_id: spec.id,
      ...(spec.scenarioId ? { scenario_id: spec.scenarioId } : {}),
      network,
      allowlist: spec.allowlist ?? [],
      with_skill: withSkill,
      ...(spec.skill ? { skill_name: spec.skill.name } : {}),
    },
  };
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(path.join(dir, "environment"), { recursive: true });
  await fs.writeFile(path.join(dir, "task.toml"), `${stringifyToml(config)}\n`);
  await fs.writeFile(path.join(dir, "instruction.md"), spec.instruction);
  for (const [rel, data] of Object.entries(spec.files ?? {})) {
    const p = safeRel(path.join(dir, "environment"), rel);
    await fs.mkdir(path.dirname(p), { recursive: true });
    await fs.writeFile(p, data);
  }
  if (spec.tests && Object.keys(spec.tests).length > 0) {
    for (const [rel, data] of Object.entries(spec.tests)) {
      const p = safeRel(path.join(dir, "tests"), rel);
      await fs.mkdir(path.dirname(p), { recursive: true });
      await fs.writeFile(p, data, { mode: rel.endsWith(".sh") ? 0o755 : 0o644 });
    }
  }
  if (withSkill && spec.skill) {
    await copyDir(spec.skill.dir, path.join(dir, "environment", "skills", spec.skill.name));
  }
  return readTask(dir);
}

/** The no-skill task and its with-skill twin: same spec, differing only in the skill. */
export async function writeTaskPair(
  outDir: string,
  spec: TaskSpec,
): Promise<{ noSkill: LoadedTask; withSkill: LoadedTask }> {
  if (!spec.skill) throw new InputError(spec.id, "a task pair needs a skill");
  const noSkill = await writeTask(path.join(outDir, `${spec.id}--no-skill`), spec, false);
  const withSkill = await writeTask(path.join(outDir, `${spec.id}--with-skill`), spec, true);
  return { noSkill, withSkill };
}

export async function readTask(dir: string): Promise<LoadedTask> {
  const tomlPath = path.join(dir, "task.toml");
  let raw: string;
  try {
    raw = await fs.readFile(tomlPath, "utf8");
  } catch {
    throw new InputError(tomlPath, "missing task.toml");
  }
  let parsed: unknown;
  try {
    parsed = parseToml(raw);
  } catch (err) {
    throw new InputError(tomlPath, `invalid TOML: ${(err as Error).message.split("\n")[0]}`);
  }
  const res = TaskConfig.safeParse(parsed);
  if (!res.success) {
    const issue = res.error.issues[0];
    throw new InputError(tomlPath, `${issue?.path.join(".")}: ${issue?.message}`);
  }
  const config = res.data;
  let instruction = "";
  try {
    instruction = await fs.readFile(path.join(dir, "instruction.md"), "utf8");
  } catch {
    throw new InputError(path.join(dir, "instruction.md"), "missing instruction.md");
  }
  const testsDir = path.join(dir, "tests");
  const hasTests = await fs
    .stat(path.join(testsDir, "test.sh"))
    .then((s) => s.isFile())
    .catch(() => false);
  let skillDir: string | null = null;
  if (config.skillaudit.with_skill) {
    const name = config.skillaudit.skill_name;
    if (!name || !SKILL_NAME.test(name))
      throw new InputError(tomlPath, "with_skill needs a valid skill_name");
    skillDir = path.join(dir, "environment", "skills", name);
    const ok = await fs
      .stat(path.join(skillDir, "SKILL.md"))
      .then((s) => s.isFile())
      .catch(() => false);
    if (!ok) throw new InputError(skillDir, "with-skill task has no SKILL.md at environment/skills/<name>/");
  }
  return {
    dir,
    config,
    instruction,
    environmentDir: path.join(dir, "environment"),
    testsDir: hasTests ? testsDir : null,
    skillDir,
  };
}
