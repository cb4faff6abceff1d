import { promises as fs } from "node:fs";
import path from "node:path";
import { parse as parseToml } from "smol-toml";
import { z } from "zod";

/**
 * Harbor's task format, transcribed for our tests from Harbor's own model of it:
 * `src/harbor/models/task/config.py` (TaskConfig, EnvironmentConfig, AgentConfig,
 * VerifierConfig; pydantic, unknown keys ignored) and `src/harbor/models/task/task.py` (the
 * directory layout), as stored at LegoX/harbor@73fd120e731217b38f31667932ea26a28cdd4fff, a
 * fork of laude-institute/harbor with TaskConfig.schema_version "1.1". Types follow the
 * pydantic fields: int fields reject fractions, allowed_hosts are bare host names and only
 * valid with network_mode "allowlist".
 */
const NetworkMode = z.enum(["public", "no-network", "allowlist"]);

const hostName = z
  .string()
  .refine(
    (h) => !h.includes("://") && !h.includes("/") && !h.includes(":"),
    "a host name, not a URL or host:port",
  );

const phase = {
  user: z.union([z.string(), z.number().int()]).nullable().optional(),
  network_mode: NetworkMode.nullable().optional(),
  allowed_hosts: z.array(hostName).optional(),
};

function allowlistOnly(v: { network_mode?: string | null; allowed_hosts?: string[] }, ctx: z.RefinementCtx) {
  if ((v.allowed_hosts?.length ?? 0) > 0 && v.network_mode && v.network_mode !== "allowlist")
    ctx.addIssue({ code: "custom", message: "allowed_hosts is only valid when network_mode='allowlist'" });
}

export const HarborTaskConfig = z.object({
  version: z.string().optional(),
  schema_version: z.string().optional(),
  task: z
    .object({
      name: z.string().regex(/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/),
      description: z.string().optional(),
    })
    .optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  verifier: z
    .object({
      timeout_sec: z.number().optional(),
      env: z.record(z.string(), z.string()).optional(),
      ...phase,
    })
    .superRefine(allowlistOnly)
    .optional(),
  agent: z
    .object({ timeout_sec: z.number().nullable().optional(), ...phase })
    .superRefine(allowlistOnly)
    .optional(),
  environment: z
    .object({
      build_timeout_sec: z.number().optional(),
      docker_image: z.string().nullable().optional(),
      cpus: z.number().int().optional(),
      memory_mb: z.number().int().optional(),
      storage_mb: z.number().int().optional(),
      gpus: z.number().int().optional(),
      allow_internet: z.boolean().optional(),
      network_mode: NetworkMode.nullable().optional(),
      allowed_hosts: z.array(hostName).optional(),
      env: z.record(z.string(), z.string()).optional(),
      skills_dir: z.string().nullable().optional(),
    })
    .superRefine(allowlistOnly)
    .optional(),
  solution: z.object({ env: z.record(z.string(), z.string()).optional() }).optional(),
  source: z.string().nullable().optional(),
});

/** Problems with one task directory as Harbor would load and run it; empty when it is valid. */
export async function harborProblems(dir: string): Promise<string[]> {
  const problems: string[] = [];
  const exists = (p: string) =>
    fs.stat(path.join(dir, p)).then(
      (s) => s,
      () => null,
    );
  for (const f of ["instruction.md", "task.toml", "environment/Dockerfile", "tests/test.sh"]) {
    if (!(await exists(f))?.isFile()) problems.push(`missing ${f}`);
  }
  const testSh = await exists("tests/test.sh");
  if (testSh && (testSh.mode & 0o111) === 0) problems.push("tests/test.sh is not executable");
  if (problems.length) return problems;
  const parsed = HarborTaskConfig.safeParse(
    parseToml(await fs.readFile(path.join(dir, "task.toml"), "utf8")),
  );
  if (!parsed.success)
    problems.push(...parsed.error.issues.map((i) => `task.toml ${i.path.join(".")}: ${i.message}`));
  const docker = (await fs.readFile(path.join(dir, "environment/Dockerfile"), "utf8"))
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("#"));
  if (!/^FROM \S+/.test(docker[0] ?? "")) problems.push("environment/Dockerfile does not start with FROM");
  // COPY sources must exist in the build context (environment/).
  for (const l of docker.filter((x) => x.startsWith("COPY "))) {
    const src = l.split(/\s+/).filter((w) => !w.startsWith("--"))[1] ?? "";
    if (!(await exists(path.join("environment", src)))) problems.push(`Dockerfile copies missing ${src}`);
  }
  const skillsDir = parsed.success ? parsed.data.environment?.skills_dir : undefined;
  if (skillsDir && !docker.some((l) => l.startsWith("COPY ") && l.trim().endsWith(`${skillsDir}/`)))
    problems.push(`skills_dir ${skillsDir} is not filled by the Dockerfile`);
  return problems;
}

/** Every task directory (a folder holding task.toml) under root. */
export async function taskDirsUnder(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string): Promise<void> => {
    const entries = await fs.readdir(d, { withFileTypes: true }).catch(() => []);
    if (entries.some((e) => e.isFile() && e.name === "task.toml")) out.push(d);
    for (const e of entries) if (e.isDirectory()) await walk(path.join(d, e.name));
  };
  await walk(root);
  return out.sort();
}
