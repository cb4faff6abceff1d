import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AnthropicProvider } from "../../src/model/anthropic";
import { runModelStages, writePinnedScenarios } from "../../src/pipeline/model-stages";
import { loadPinnedScenarios } from "../../src/pipeline/scenarios";
import { writeTask } from "../../src/sandbox/task";
import { memoryLogger } from "../../src/util/logger";
import { hostRunner } from "../model/fake-runner";
import { KEY, ruleFinding, scripted, skillOnDisk } from "../model/roles";
import { harborProblems, taskDirsUnder } from "../support/harbor-task";
import { type MessagesServer, startMessagesServer } from "../support/messages-server";

let srv: MessagesServer;
beforeEach(async () => {
  srv = await startMessagesServer((req) => scripted(req));
});
afterEach(async () => {
  await srv.close();
});

describe("Harbor runs our tasks unchanged", () => {
  it("every task directory an audit writes (utility pair, QA, probe, pinned folder) is a valid Harbor task", async () => {
    const skill = await skillOnDisk();
    const runDir = mkdtempSync(path.join(tmpdir(), "sa-harbor-"));
    const { runner } = hostRunner(runDir);
    const provider = new AnthropicProvider({ model: "m", apiKey: KEY, baseURL: srv.url, maxRetries: 0 });
    const res = await runModelStages({
      skill,
      ruleFindings: [ruleFinding],
      provider,
      runner,
      runDir,
      logger: memoryLogger(),
      options: { scenarios: 1, image: "skillaudit-sandbox:0123456789ab" },
    });
    const schemeFile = res.stages.find((s) => s.stage === "scheme")?.artifact ?? "";
    const scheme = await loadPinnedScenarios(path.dirname(path.join(runDir, schemeFile)));
    if (!scheme) throw new Error("no scheme");
    const pinned = mkdtempSync(path.join(tmpdir(), "sa-harbor-pin-"));
    await writePinnedScenarios(pinned, skill, scheme);

    const dirs = [...(await taskDirsUnder(runDir)), ...(await taskDirsUnder(pinned))];
    const kinds = dirs.map((d) => path.basename(d).replace(/-[0-9a-f]{12}$/, ""));
    // the pair (run dir and pinned folder), the two QA tasks (initial workspace, reference
    // solution) and the probe's task
    expect(kinds).toEqual(
      expect.arrayContaining(["s1--no-skill", "s1--with-skill", "s1-initial", "s1-reference", "task"]),
    );
    expect(dirs.length).toBeGreaterThanOrEqual(7);
    for (const d of dirs) expect(await harborProblems(d), d).toEqual([]);

    const withSkill = dirs.find((d) => d.startsWith(runDir) && d.endsWith("s1--with-skill")) as string;
    const toml = readFileSync(path.join(withSkill, "task.toml"), "utf8");
    // Harbor's skills mechanism and its egress policy, not private flags.
    expect(toml).toMatch(/skills_dir = "\/skillaudit\/skills"/);
    expect(toml).toMatch(/network_mode = "allowlist"/);
    expect(readFileSync(path.join(withSkill, "environment/Dockerfile"), "utf8")).toMatch(
      /^# .*\nFROM skillaudit-sandbox:0123456789ab\nCOPY --chown=1000:1000 workspace\/ \/workspace\/\nCOPY skills\/ \/skillaudit\/skills\//,
    );
    // The probe task has a verifier too, writing Harbor's reward.txt and a flat reward.json.
    const probe = dirs.find((d) => d.includes(`${path.sep}probes${path.sep}`)) as string;
    const out = mkdtempSync(path.join(tmpdir(), "sa-harbor-ver-"));
    execFileSync("bash", [path.join(probe, "tests/test.sh")], {
      env: { PATH: process.env.PATH, SKILLAUDIT_VERIFIER_DIR: out },
    });
    expect(readFileSync(path.join(out, "reward.txt"), "utf8").trim()).toBe("1");
    expect(JSON.parse(readFileSync(path.join(out, "reward.json"), "utf8"))).toEqual({ reward: 1 });
  });

  it("the schema check fails a task that breaks Harbor's rules (so the test above can fail)", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "sa-harbor-bad-"));
    const skill = await skillOnDisk();
    const t = await writeTask(
      path.join(root, "t"),
      {
        id: "t",
        instruction: "x",
        skill: { name: "csv-report", dir: skill.pkg.root },
        allowlist: ["pypi.org:443"],
      },
      true,
    );
    expect(await harborProblems(t.dir)).toEqual([]);
    const fs = await import("node:fs/promises");
    await fs.writeFile(
      path.join(t.dir, "task.toml"),
      '[environment]\ncpus = 0.5\nnetwork_mode = "public"\nallowed_hosts = ["https://x.example/"]\n',
    );
    await fs.rm(path.join(t.dir, "tests"), { recursive: true, force: true });
    const problems = await harborProblems(t.dir);
    expect(problems).toEqual(["missing tests/test.sh"]);
    await fs.mkdir(path.join(t.dir, "tests"));
    await fs.writeFile(path.join(t.dir, "tests/test.sh"), "#!/bin/sh\n", { mode: 0o755 });
    const again = await harborProblems(t.dir);
    expect(again.join("\n")).toMatch(/environment.cpus/);
    expect(again.join("\n")).toMatch(/allowed_hosts/);
  });
});
