/**
 * Issue 12 item 9: required checks and races, through simulated runs against the OpenAPI-checked
 * GitHub server: a bot command on a branch that moved after the run checked it out is refused;
 * two runs racing to create the sticky comment leave one; a one-skill `/skillaudit audit` never
 * writes the check name users require.
 */
import { execFileSync } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CHECK_NAME } from "../../src/github/checks";
import { STICKY_MARKER } from "../../src/github/comment";
import { orchestrate } from "../../src/github/orchestrate";
import { FakeGitHub, webhookExample } from "../support/github-server";
import { makeRepo, pullRequestEvent, simulatedRun, skillMd } from "./harness";

describe("required checks and races", () => {
  let gh: FakeGitHub;
  let repo: string;
  let head: string;
  beforeEach(async () => {
    gh = new FakeGitHub();
    await gh.start();
    repo = makeRepo({ "skills/fine": { "SKILL.md": skillMd("fine") } });
    head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: repo }).toString().trim();
  });
  afterEach(async () => {
    await gh.stop();
    expect(gh.violations).toEqual([]);
  });

  function command(body: string) {
    const ev = webhookExample("issue_comment", (e) => e.action === "created");
    ev.comment.body = body;
    ev.comment.user.login = "boss";
    ev.comment.user.type = "User";
    ev.issue.pull_request = { url: "https://api.github.com/repos/Codertocat/Hello-World/pulls/1" };
    gh.state.permissions.set("boss", "write");
    gh.state.pullFiles.set(ev.issue.number, [{ filename: "skills/fine/SKILL.md", status: "modified" }]);
    return ev;
  }

  function registerPull(number: number, headSha: string) {
    gh.state.pulls.set(number, {
      number,
      headSha,
      headRef: "feature",
      headRepo: "Codertocat/Hello-World",
      baseRepo: "Codertocat/Hello-World",
      labels: [],
    });
  }

  it("/skillaudit rerun when the PR's head moved after the checkout: refused, nothing audited", async () => {
    const ev = command("/skillaudit rerun");
    registerPull(ev.issue.number, "d".repeat(40));
    const run = simulatedRun(gh, repo, { name: "issue_comment", payload: ev });
    const out = await orchestrate(run.deps);
    expect(out.status).toBe("refused");
    expect(gh.state.checkRuns).toEqual([]);
    const reply = gh.state.comments.get(ev.issue.number)?.[0]?.body ?? "";
    expect(reply).toContain("moved");
    expect(reply).toContain(head.slice(0, 12));
    expect(reply).toContain("d".repeat(12));
  });

  it("/skillaudit rerun on the checked-out head: audits that commit and updates the required check", async () => {
    const ev = command("/skillaudit rerun");
    registerPull(ev.issue.number, head);
    const out = await orchestrate(simulatedRun(gh, repo, { name: "issue_comment", payload: ev }).deps);
    expect(out.status).toBe("passed");
    expect(gh.state.checkRuns.map((c) => [c.name, c.head_sha])).toEqual([[CHECK_NAME, head]]);
  });

  it("/skillaudit audit <path> reports under its own check name, never the required one", async () => {
    const ev = command("/skillaudit audit skills/fine");
    registerPull(ev.issue.number, head);
    await orchestrate(simulatedRun(gh, repo, { name: "issue_comment", payload: ev }).deps);
    expect(gh.state.checkRuns.length).toBe(1);
    expect(gh.state.checkRuns[0]?.name).not.toBe(CHECK_NAME);
  });

  it("two runs racing to create the sticky comment leave exactly one", async () => {
    const ev = pullRequestEvent(gh);
    gh.state.pullFiles.set(ev.number, [{ filename: "skills/fine/SKILL.md", status: "modified" }]);
    const run = simulatedRun(gh, repo, { name: "pull_request", payload: ev });
    // The other run's comment lands between this run's look-up of the sticky and its create
    // (any look-up that finds no sticky yet: the one before the create is the last of them).
    const list = run.deps.client.listIssueComments.bind(run.deps.client);
    const create = run.deps.client.createIssueComment.bind(run.deps.client);
    let raced = false;
    let pending = false;
    run.deps.client.listIssueComments = async (n) => {
      const seen = await list(n);
      pending = seen.every((c) => !c.body.startsWith(STICKY_MARKER));
      return seen;
    };
    run.deps.client.createIssueComment = async (n, body) => {
      if (!raced && pending) {
        raced = true;
        gh.addComment(n, `${STICKY_MARKER}\nother run`, gh.state.actor);
      }
      return create(n, body);
    };
    await orchestrate(run.deps);
    expect(raced).toBe(true);
    const stickies = (gh.state.comments.get(ev.number) ?? []).filter((c) => c.body.startsWith(STICKY_MARKER));
    expect(stickies).toHaveLength(1);
    expect(stickies[0]?.body).toMatch(/^## (✅|❌) SkillAudit: /m);
  });
});
