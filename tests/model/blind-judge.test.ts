import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { blindTrajectory } from "../../src/judge/blind";
import { AnthropicProvider } from "../../src/model/anthropic";
import { runModelStages } from "../../src/pipeline/model-stages";
import { SKILLS_DIR, WORKDIR } from "../../src/sandbox/trial";
import type { TrajectoryStep } from "../../src/sandbox/types";
import { memoryLogger } from "../../src/util/logger";
import {
  type MessagesServer,
  type RecordedRequest,
  startMessagesServer,
  text,
  toolCall,
} from "../support/messages-server";
import { hostRunner } from "./fake-runner";
import { KEY, scripted, skillOnDisk } from "./roles";

/**
 * The judge must not be able to tell which run had the skill. The agent here looks at the
 * skill every way an agent does (read SKILL.md, list the skills folder, cat a script, name
 * it in its own words) and then does exactly what the no-skill agent does; the judge's two
 * run sections must then be byte-identical.
 */
function agent(sameOutput: boolean) {
  return (req: RecordedRequest) => {
    if (req.forcedTool) return scripted(req);
    const withSkill = req.system.includes("skills are installed");
    const turn = (req.body.messages.length - 1) / 2;
    const out = withSkill && !sameOutput ? '{"generated_by": "csv-report", "north": 10}' : '{"north": 10}';
    const plan = withSkill
      ? [
          toolCall("read", { path: `${SKILLS_DIR}/csv-report/SKILL.md` }),
          toolCall("bash", {
            command: "ls ~/.claude/skills/csv-report && cat ~/.claude/skills/csv-report/scripts/report.sh",
          }),
          {
            content: [
              { type: "text" as const, text: "The csv-report skill says to group by region." },
              { type: "tool_use" as const, name: "write", input: { path: "summary.json", content: out } },
            ],
          },
          text("done"),
        ]
      : [
          {
            content: [
              { type: "text" as const, text: "The csv-report skill says to group by region." },
              { type: "tool_use" as const, name: "write", input: { path: "summary.json", content: out } },
            ],
          },
          text("done"),
        ];
    return plan[turn] ?? text("done");
  };
}

/** The two run sections of a judge prompt, each with its label made neutral. */
function runSections(req: RecordedRequest): [string, string] {
  const user: string = req.body.messages[0].content;
  const a = user.indexOf("## Run A");
  const b = user.indexOf("## Run B");
  const end = user.indexOf("Call record_grades");
  const neutral = (s: string, l: string) =>
    s.replaceAll(`Run ${l}`, "Run ?").replaceAll(`run="${l}"`, 'run="?"');
  return [neutral(user.slice(a, b), "A"), neutral(user.slice(b, end), "B")];
}

let srv: MessagesServer;
beforeEach(async () => {
  srv = await startMessagesServer((req) => scripted(req));
});
afterEach(async () => {
  await srv.close();
});

async function audit(sameOutput: boolean) {
  srv.handler = agent(sameOutput);
  const skill = await skillOnDisk();
  const runDir = mkdtempSync(path.join(tmpdir(), "sa-blind-"));
  const { runner } = hostRunner(runDir);
  const res = await runModelStages({
    skill,
    ruleFindings: [],
    provider: new AnthropicProvider({ model: "m", apiKey: KEY, baseURL: srv.url, maxRetries: 0 }),
    runner,
    runDir,
    logger: memoryLogger(),
    options: { scenarios: 1 },
  });
  const judge = srv.requests.filter((r) => r.forcedTool === "record_grades");
  expect(judge).toHaveLength(1);
  return { res, sections: runSections(judge[0] as RecordedRequest) };
}

describe("the judge sees only what the task produced", () => {
  it("the two judge inputs are byte-identical when the runs produced the same result", async () => {
    const { res, sections } = await audit(true);
    expect(res.pairs[0]?.skillUsed).toBe(true);
    expect(sections[0].length).toBeGreaterThan(200);
    expect(sections[0]).toBe(sections[1]);
    for (const s of sections) {
      expect(s).not.toMatch(/\.claude\/skills|SKILL\.md|csv-report/);
      expect(s).toContain("[redacted]");
    }
  }, 120_000);

  it("apart from the real task output, nothing differs", async () => {
    const { sections } = await audit(false);
    expect(sections[0]).not.toBe(sections[1]);
    // Put the no-skill output in place of the with-skill one: the sections are then identical.
    const swap = (s: string) =>
      s
        .replaceAll('{\\"generated_by\\": \\"csv-report\\", \\"north\\": 10}', '{\\"north\\": 10}')
        .replaceAll('{"generated_by": "csv-report", "north": 10}', '{"north": 10}')
        .replace(/bytes="\d+"/g, 'bytes="N"')
        // the write tool's own receipt counts the characters written: task output too
        .replace(/wrote \d+ characters/g, "wrote N characters");
    const [x, y] = [swap(sections[0]), swap(sections[1])];
    if (x !== y) {
      const i = [...x].findIndex((c, k) => c !== y[k]);
      throw new Error(
        `differ at ${i}: ${JSON.stringify(x.slice(i - 80, i + 80))} vs ${JSON.stringify(y.slice(i - 80, i + 80))}`,
      );
    }
  }, 120_000);

  it("drops Claude Code's skill listing and Skill tool steps, keeps the work, renumbers", () => {
    const at = "2025-01-01T00:00:00Z";
    const steps: TrajectoryStep[] = [
      {
        index: 0,
        startedAt: at,
        endedAt: at,
        kind: "note",
        text: "claude-code 2.1 started with model m; skills listed: csv-report",
      },
      { index: 1, startedAt: at, endedAt: at, kind: "model", text: "" },
      {
        index: 2,
        startedAt: at,
        endedAt: at,
        kind: "tool",
        name: "Skill",
        input: { skill: "csv-report" },
        output: "Base directory for this skill: /home/agent/.claude/skills/csv-report",
      },
      { index: 3, startedAt: at, endedAt: at, kind: "model", text: "Writing it." },
      {
        index: 4,
        startedAt: at,
        endedAt: at,
        kind: "tool",
        name: "Write",
        input: { file_path: `${WORKDIR}/out.txt`, content: "x" },
        output: "ok",
      },
    ];
    const blind = blindTrajectory(steps, {
      workdir: WORKDIR,
      skillsDir: SKILLS_DIR,
      skillName: "csv-report",
    });
    expect(blind.map((s) => [s.index, s.kind, s.name ?? s.text])).toEqual([
      [0, "model", "Writing it."],
      [1, "tool", "Write"],
    ]);
  });
});
