import { execFileSync } from "node:child_process";
import { promises as fs } from "node:fs";
import path from "node:path";
import { parse as parseToml } from "smol-toml";
import { afterAll, describe, expect, it } from "vitest";
import { readTask, writeTask, writeTaskPair } from "../../src/sandbox/task";
import { InputError } from "../../src/util/errors";
import { tempDir } from "./docker";

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
});

async function skillFixture(root: string): Promise<string> {
  const dir = path.join(root, "skill-src");
  await fs.mkdir(path.join(dir, "scripts"), { recursive: true });
  await fs.writeFile(
    path.join(dir, "SKILL.md"),
    "---\nname: csv-tool\ndescription: csv things\n---\nUse scripts/run.sh\n",
  );
  await fs.writeFile(path.join(dir, "scripts", "run.sh"), "#!/bin/sh\necho run\n", { mode: 0o755 });
  return dir;
}

describe("Harbor task layout", () => {
  it("writes a no-skill task and a with-skill twin that differ only in environment/skills/ and with_skill", async () => {
    const root = await tempDir("task");
    dirs.push(root);
    const skill = await skillFixture(root);
    const { noSkill, withSkill } = await writeTaskPair(path.join(root, "tasks"), {
      id: "sum-column",
      scenarioId: "S1",
      instruction: "Sum the price column of data/in.csv into out.txt\n",
      files: { "data/in.csv": "price\n1\n2\n" },
      tests: { "test.sh": "#!/bin/bash\necho '{\"reward\":1}' > /logs/verifier/reward.json\n" },
      skill: { name: "csv-tool", dir: skill },
      agentTimeoutSec: 300,
      memoryMb: 1024,
      allowlist: ["pypi.org"],
    });

    // diff -r lists exactly the skill folder, the Dockerfile's line that copies it, and task.toml.
    let diff = "";
    try {
      execFileSync("diff", ["-r", noSkill.dir, withSkill.dir], { encoding: "utf8" });
    } catch (err) {
      diff = (err as { stdout: string }).stdout;
    }
    const lines = diff.split("\n").filter((l) => l.startsWith("Only in") || l.startsWith("diff "));
    expect(lines).toEqual([
      `diff -r ${noSkill.dir}/environment/Dockerfile ${withSkill.dir}/environment/Dockerfile`,
      `Only in ${withSkill.dir}/environment: skills`,
      `diff -r ${noSkill.dir}/task.toml ${withSkill.dir}/task.toml`,
    ]);
    const a = parseToml(await fs.readFile(path.join(noSkill.dir, "task.toml"), "utf8")) as Record<
      string,
      never
    >;
    const b = parseToml(await fs.readFile(path.join(withSkill.dir, "task.toml"), "utf8")) as Record<
      string,
      never
    >;
    expect(a.skillaudit).toMatchObject({ with_skill: false });
    expect(b.skillaudit).toMatchObject({ with_skill: true });
    // Besides with_skill, only Harbor's skills_dir tells them apart.
    const { skills_dir, ...bEnv } = b.environment as unknown as Record<string, unknown>;
    expect(skills_dir).toBe("/skillaudit/skills");
    expect({
      ...b,
      environment: bEnv,
      skillaudit: { ...(b.skillaudit as unknown as object), with_skill: false },
    }).toEqual(a);

    expect(withSkill.config.agent.timeout_sec).toBe(300);
    expect(withSkill.config.environment).toMatchObject({ memory_mb: 1024, allow_internet: true, cpus: 1 });
    expect(withSkill.config.skillaudit).toMatchObject({
      network: "logged",
      allowlist: ["pypi.org"],
      skill_name: "csv-tool",
    });
    expect(withSkill.skillDir).toBe(path.join(withSkill.dir, "environment", "skills", "csv-tool"));
    expect(noSkill.skillDir).toBeNull();
    expect(await fs.readFile(path.join(withSkill.skillDir ?? "", "scripts", "run.sh"), "utf8")).toContain(
      "echo run",
    );
    expect(noSkill.testsDir).toBe(path.join(noSkill.dir, "tests"));
    expect((await readTask(noSkill.dir)).instruction).toBe(
      "Sum the price column of data/in.csv into out.txt\n",
    );
  });

  it("refuses paths that leave the task, the reserved skills/ folder, bad skill names and broken task.toml", async () => {
    const root = await tempDir("task-bad");
    dirs.push(root);
    const skill = await skillFixture(root);
    const base = { id: "t", instruction: "x", skill: { name: "csv-tool", dir: skill } };
    await expect(
      writeTask(path.join(root, "a"), { ...base, files: { "../escape": "x" } }, false),
    ).rejects.toThrow(InputError);
    await expect(
      writeTask(path.join(root, "b"), { ...base, files: { "skills/x": "x" } }, false),
    ).rejects.toThrow(/reserved/);
    await expect(
      writeTask(path.join(root, "c"), { ...base, skill: { name: "Bad Name", dir: skill } }, true),
    ).rejects.toThrow(/lower-case/);
    const ok = await writeTask(path.join(root, "d"), base, true);
    await fs.writeFile(path.join(ok.dir, "task.toml"), "[agent]\ntimeout_sec = -1\n");
    await expect(readTask(ok.dir)).rejects.toThrow(InputError);
    await fs.rm(path.join(ok.dir, "task.toml"));
    await expect(readTask(ok.dir)).rejects.toThrow(/missing task.toml/);
  });
});
