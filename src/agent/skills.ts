import { parse as parseYaml } from "yaml";
import type { TrajectoryStep, TrialSession } from "../sandbox/types";
import type { InstalledSkill } from "./types";

/** Reads name and description from each installed skill's front matter, as agents discover skills. */
export async function discoverSkills(session: TrialSession): Promise<InstalledSkill[]> {
  if (!session.skillsDir) return [];
  const ls = await session.exec(`ls -1 -- '${session.skillsDir.replace(/'/g, "")}'`, { timeoutMs: 10_000 });
  if (ls.exitCode !== 0) return [];
  const out: InstalledSkill[] = [];
  for (const dir of ls.stdout
    .split("\n")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const skillMd = `${session.skillsDir}/${dir}/SKILL.md`;
    let text: string;
    try {
      text = (await session.readFile(skillMd)).toString("utf8");
    } catch {
      continue;
    }
    const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    let meta: Record<string, unknown> = {};
    try {
      meta = fm ? ((parseYaml(fm[1] ?? "") as Record<string, unknown>) ?? {}) : {};
    } catch {
      meta = {};
    }
    out.push({
      name: typeof meta.name === "string" ? meta.name : dir,
      description: typeof meta.description === "string" ? meta.description.slice(0, 1024) : "",
      skillMd,
    });
  }
  return out;
}

function mentions(value: unknown, needles: string[]): boolean {
  const s = typeof value === "string" ? value : JSON.stringify(value ?? "");
  return needles.some((n) => s.includes(n));
}

/**
 * True when the trajectory shows the agent opening the skill: a read/list of a path under
 * the skills directory, a shell command touching it, or a harness's own skill tool.
 */
export function skillOpened(
  steps: TrajectoryStep[],
  skillsDir: string | null,
  skillNames: string[] = [],
): boolean {
  if (!skillsDir) return false;
  const dir = skillsDir.replace(/\/+$/, "");
  const home = dir.replace(/^\/home\/[^/]+/, "~");
  const needles = [`${dir}/`, `${home}/`, ".claude/skills/"];
  return steps.some((s) => {
    if (s.kind !== "tool" || s.isError) return false;
    const name = (s.name ?? "").toLowerCase();
    if (name === "skill") return skillNames.length === 0 || mentions(s.input, skillNames);
    if (["read", "list", "bash", "glob", "grep", "ls"].includes(name)) return mentions(s.input, needles);
    return false;
  });
}
