import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createGitHubClient } from "../../src/github/client";
import { memoryLogger } from "../../src/util/logger";
import { FakeGitHub } from "../support/github-server";

describe("GitHub client against the OpenAPI-checked local server", () => {
  let gh: FakeGitHub;
  beforeEach(async () => {
    gh = new FakeGitHub();
    await gh.start();
  });
  afterEach(async () => {
    await gh.stop();
  });
  const client = () =>
    createGitHubClient({
      token: "t",
      repository: "Codertocat/Hello-World",
      baseUrl: gh.url,
      logger: memoryLogger(),
      retries: 0,
      throttle: false,
    });

  it("lists every page of PR files and comments", async () => {
    gh.state.pullFiles.set(
      7,
      Array.from({ length: 250 }, (_, i) => ({ filename: `f${i}.md`, status: "modified" as const })),
    );
    for (let i = 0; i < 130; i++) gh.addComment(7, `c${i}`, { login: "u", id: 1, type: "User" });
    const c = client();
    const files = await c.listPullFiles(7);
    expect(files.map((f) => f.filename)).toEqual(Array.from({ length: 250 }, (_, i) => `f${i}.md`));
    expect(gh.calls("pulls/list-files")).toHaveLength(3);
    expect(await c.listIssueComments(7)).toHaveLength(130);
    expect(gh.calls("issues/list-comments")).toHaveLength(2);
    expect(gh.violations).toEqual([]);
  });

  it("creates and updates check runs and comments with schema-valid bodies", async () => {
    const c = client();
    const id = await c.createCheckRun({ name: "skillaudit", headSha: "a".repeat(40) });
    await c.updateCheckRun(id, {
      conclusion: "failure",
      output: {
        title: "t",
        summary: "s",
        annotations: [
          { path: "a/SKILL.md", start_line: 1, end_line: 1, annotation_level: "failure", message: "m" },
        ],
      },
    });
    const cm = await c.createIssueComment(3, "hello");
    await c.updateIssueComment(cm.id, "again");
    await c.addCommentReaction(cm.id, "eyes");
    expect(gh.state.checkRuns[0]).toMatchObject({ status: "completed", conclusion: "failure" });
    expect(gh.state.checkRuns[0]?.annotations).toHaveLength(1);
    expect(gh.state.comments.get(3)?.[0]?.body).toBe("again");
    expect(gh.violations).toEqual([]);
  });

  it("reports the permission role, and none for non-collaborators", async () => {
    gh.state.permissions.set("maint", "maintain");
    const c = client();
    expect(await c.getPermission("maint")).toBe("maintain");
    expect(await c.getPermission("stranger")).toBe("none");
  });

  it("the server flags a request that breaks the description", async () => {
    const c = client();
    const id = await c.createCheckRun({ name: "x", headSha: "a".repeat(40) });
    const many = Array.from({ length: 51 }, () => ({
      path: "p",
      start_line: 1,
      end_line: 1,
      annotation_level: "notice" as const,
      message: "m",
    }));
    await expect(
      c.updateCheckRun(id, { output: { title: "t", summary: "s", annotations: many } }),
    ).rejects.toThrow();
    expect(gh.violations.join("\n")).toMatch(/more than 50 items/);
  });
});
