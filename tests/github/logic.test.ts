import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseBackbones, readInputs } from "../../src/action/inputs";
import { chunk } from "../../src/github/checks";
import { mayCommand, parseCommand } from "../../src/github/commands";
import { fitToLimit, isOwnSticky, STICKY_MARKER, stickyBody } from "../../src/github/comment";
import { planRun } from "../../src/github/context";
import { planShards } from "../../src/github/plan";
import { redact } from "../../src/github/secrets";
import { changedSkillRoots, globToRegExp } from "../../src/github/skills";
import { InputError } from "../../src/util/errors";
import { webhookExample } from "../support/github-server";

describe("skill selection", () => {
  const roots = new Set(["skills/a", "skills/a/nested", "skills/b", "dist/x", "odd\nname"]);
  const has = (d: string) => roots.has(d);
  it("any file under a skill folder selects the innermost skill; renames count on both sides", () => {
    const sel = changedSkillRoots(
      [
        { filename: "skills/a/scripts/run.py", status: "modified" },
        { filename: "skills/a/nested/ref.md", status: "added" },
        { filename: "skills/b/x.md", status: "renamed", previousFilename: "skills/c/x.md" },
      ],
      has,
    );
    expect(sel).toEqual({ changed: ["skills/a", "skills/a/nested", "skills/b"], removed: [] });
  });
  it("no folder is skipped: dist/ and names with a newline are skills like any other", () => {
    const sel = changedSkillRoots(
      [
        { filename: "dist/x/SKILL.md", status: "added" },
        { filename: "odd\nname/run.sh", status: "added" },
        { filename: "README.md", status: "modified" },
      ],
      has,
    );
    expect(sel.changed).toEqual(["dist/x", "odd\nname"]);
  });
  it("a deleted SKILL.md whose folder is gone is removed, not changed", () => {
    const sel = changedSkillRoots(
      [
        { filename: "skills/z/SKILL.md", status: "removed" },
        { filename: "skills/z/tool.sh", status: "removed" },
      ],
      has,
    );
    expect(sel).toEqual({ changed: [], removed: ["skills/z"] });
  });
  it("globs: ** spans folders (names with newlines too), * does not", () => {
    expect(globToRegExp("**/SKILL.md").test("SKILL.md")).toBe(true);
    expect(globToRegExp("**/SKILL.md").test("a/b/SKILL.md")).toBe(true);
    expect(globToRegExp("**/SKILL.md").test("a\nb/SKILL.md")).toBe(true);
    expect(globToRegExp("skills/*/SKILL.md").test("skills/a/b/SKILL.md")).toBe(false);
  });
});

describe("sticky comment", () => {
  it("fits any text within GitHub's limit and keeps the marker first", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 1, max: 2000 }), (line, n) => {
        const body = stickyBody(`${`${line}\n`.repeat(n)}<details>\n${"```"}\ncode`, "NOTE");
        expect(body.length).toBeLessThanOrEqual(65_536);
        expect(body.startsWith(STICKY_MARKER)).toBe(true);
      }),
      { numRuns: 30 },
    );
    const long = fitToLimit("x\n".repeat(100_000), 65_000, "moved to the job summary");
    expect(long.length).toBeLessThanOrEqual(65_000);
    expect(long.endsWith("moved to the job summary")).toBe(true);
  });
  it("only the bot's own comment is the sticky", () => {
    const c = {
      id: 1,
      body: `${STICKY_MARKER}\nx`,
      userLogin: "github-actions[bot]",
      userType: "Bot",
      htmlUrl: "",
    };
    expect(isOwnSticky(c)).toBe(true);
    expect(isOwnSticky({ ...c, userType: "User", userLogin: "eve" })).toBe(false);
    expect(isOwnSticky({ ...c, body: `quote: ${STICKY_MARKER}` })).toBe(false);
    expect(isOwnSticky(c, "my-app[bot]")).toBe(false);
  });
});

describe("bot commands", () => {
  it("parses the three commands and rejects the rest", () => {
    expect(parseCommand("hi there")).toBeNull();
    expect(parseCommand("/skillaudit rerun")).toEqual({ kind: "rerun" });
    expect(
      parseCommand("lgtm\n/skillaudit audit ./skills/a/ --trials 3 --backbone claude-code:sonnet"),
    ).toEqual({
      kind: "audit",
      path: "skills/a",
      trials: 3,
      backbone: "claude-code:sonnet",
    });
    expect(parseCommand("/skillaudit scenarios skills/a/SKILL.md")).toEqual({
      kind: "scenarios",
      path: "skills/a",
    });
    expect(parseCommand("/skillaudit audit ../etc")).toMatchObject({ kind: "invalid" });
    expect(parseCommand("/skillaudit audit a --trials 999")).toMatchObject({ kind: "invalid" });
    expect(parseCommand("/skillaudit audit a; rm -rf /")).toMatchObject({ kind: "invalid" });
    expect(parseCommand("/skillaudit delete")).toMatchObject({ kind: "invalid" });
  });
  it("write, maintain and admin may command; triage and read may not", () => {
    expect(["admin", "maintain", "write"].every((p) => mayCommand(p as never))).toBe(true);
    expect(["triage", "read", "none"].some((p) => mayCommand(p as never))).toBe(false);
  });
});

describe("event → plan", () => {
  const repo = "Codertocat/Hello-World";
  const settings = { skipLabel: "skip-skillaudit", hasModelKey: true };
  it("same-repo PR: full audit with writes; fork: static, no writes; closed: ignored", () => {
    const pr = webhookExample("pull_request", (e) => e.action === "opened");
    expect(planRun({ name: "pull_request", payload: pr, repository: repo, sha: "" }, settings)).toMatchObject(
      {
        kind: "pull_request",
        canWrite: true,
        staticOnly: false,
      },
    );
    pr.pull_request.head.repo = null;
    expect(planRun({ name: "pull_request", payload: pr, repository: repo, sha: "" }, settings)).toMatchObject(
      {
        kind: "pull_request",
        canWrite: false,
        staticOnly: true,
        pr: { fork: true },
      },
    );
    const closed = webhookExample("pull_request", (e) => e.action === "closed");
    expect(planRun({ name: "pull_request", payload: closed, repository: repo, sha: "" }, settings).kind).toBe(
      "ignore",
    );
  });
  it("schedule and dispatch audit everything; bot comments are ignored", () => {
    expect(planRun({ name: "schedule", payload: {}, repository: repo, sha: "" }, settings).kind).toBe("all");
    const d = webhookExample("workflow_dispatch", () => true);
    expect(planRun({ name: "workflow_dispatch", payload: d, repository: repo, sha: "" }, settings).kind).toBe(
      "all",
    );
    const c = webhookExample("issue_comment", (e) => e.action === "created");
    c.comment.user.type = "Bot";
    expect(planRun({ name: "issue_comment", payload: c, repository: repo, sha: "" }, settings).kind).toBe(
      "ignore",
    );
  });
});

describe("shard planning", () => {
  it("covers every skill × backbone exactly once and balances cost", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 8 }),
        (costs, nb, n) => {
          const skills = costs.map((cost, i) => ({ path: `s${i}`, cost }));
          const bbs = Array.from({ length: nb }, (_, i) => `h:m${i}`);
          const shards = planShards(skills, bbs, n);
          const items = shards.flatMap((s) => s.items.map((it) => `${it.skill}@${it.backbone}`));
          expect(items.sort()).toEqual(skills.flatMap((s) => bbs.map((b) => `${s.path}@${b}`)).sort());
          expect(shards.length).toBeLessThanOrEqual(n);
          // LPT bound: no shard exceeds the mean by more than the largest single item.
          const total = shards.reduce((a, s) => a + s.cost, 0);
          const max = Math.max(...costs);
          for (const s of shards) expect(s.cost).toBeLessThanOrEqual(total / shards.length + max);
        },
      ),
    );
    expect(() => planShards(["a"], [], 0)).toThrow(InputError);
  });
});

describe("inputs and secrets", () => {
  it("reads documented inputs with defaults and rejects bad values in one line", () => {
    const get = (m: Record<string, string>) => (n: string) => m[n] ?? "";
    const p = readInputs(
      get({
        "anthropic-api-key": "sk-ant-abcdefghijkl",
        "min-prg": "0.1",
        backbones: "sonnet\nclaude-code:opus",
      }),
    );
    expect(p.action).toMatchObject({
      failOn: "risky",
      minPrg: 0.1,
      comment: true,
      skipLabel: "skip-skillaudit",
      hasModelKey: true,
    });
    expect(p.action.backbones).toEqual(["builtin:sonnet", "claude-code:opus"]);
    expect(() => readInputs(get({ backbones: "openhands:gpt" }))).toThrow(/unknown harness "openhands"/);
    expect(p.secrets).toContain("sk-ant-abcdefghijkl");
    expect(() => readInputs(get({ "fail-on": "sometimes" }))).toThrow(
      /fail-on: must be one of risky, caution, never/,
    );
    expect(() => readInputs(get({ "min-prg": "2" }))).toThrow(/min-prg/);
    expect(() => parseBackbones("bad backbone!", "h")).toThrow(InputError);
  });
  it("redacts configured secrets and credential-shaped strings", () => {
    const text =
      "key=sk-ant-api03-AAAAAAAAAAAAAAAA token ghp_abcdefghijklmnopqrstuvwxyz0123 custom=hunter2-secret";
    const out = redact(text, ["hunter2-secret"]);
    expect(out).not.toMatch(/sk-ant-api03|ghp_abc|hunter2/);
    expect(out.match(/\*\*\*/g)).toHaveLength(3);
  });
  it("chunks annotations in fifties", () => {
    expect(
      chunk(
        Array.from({ length: 101 }, (_, i) => i),
        50,
      ).map((c) => c.length),
    ).toEqual([50, 50, 1]);
  });
});
