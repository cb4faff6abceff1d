import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PipelineSettings } from "../../src/action/inputs";
import { renderPort } from "../../src/action/render";
import { scenariosPort } from "../../src/action/wiring";
import { createGitHubClient } from "../../src/github/client";
import { orchestrate } from "../../src/github/orchestrate";
import type { ActionInputs, Deps } from "../../src/github/ports";
import { findSkillRoots } from "../../src/github/skills";
import { Scheme } from "../../src/scheme/types";
import { memoryLogger } from "../../src/util/logger";
import { KEY, scripted } from "../model/roles";
import { FakeGitHub, webhookExample } from "../support/github-server";
import { type MessagesServer, startMessagesServer } from "../support/messages-server";
import { addGitData, type GitData } from "./git-data";
import { makeRepo, realAudit, skillMd } from "./harness";

const BRANCH = "changes";
const TASKS = ".skillaudit/tasks/fine";

function inputs(over: Partial<ActionInputs> = {}): ActionInputs {
  return {
    mode: "audit",
    skills: ["**/SKILL.md"],
    backbones: [],
    trials: null,
    failOn: "risky",
    failOnSeverity: "high",
    minPrg: null,
    comment: true,
    skipLabel: "skip-skillaudit",
    sarifPath: "out/skillaudit.sarif",
    validationMode: "spec",
    hasModelKey: true,
    shards: 2,
    shard: null,
    reports: null,
    historyFile: ".skillaudit/history.json",
    historyBranch: null,
    botLogin: null,
    ...over,
  };
}

function settings(model: MessagesServer): PipelineSettings {
  return {
    anthropicApiKey: KEY,
    anthropicBaseUrl: model.anthropicBaseURL,
    openaiApiKey: "",
    openaiBaseUrl: null,
    harness: "builtin",
    scenarios: 1,
    network: "logged",
    sandboxImage: null,
    concurrency: 1,
    budgetUsd: null,
    budgetTokens: null,
  };
}

describe("/skillaudit scenarios <path> with the real generator, scripted model and OpenAPI-checked GitHub", () => {
  let gh: FakeGitHub;
  let git: GitData;
  let model: MessagesServer;
  let repo: string;
  let outputs: Record<string, string>;
  beforeEach(async () => {
    gh = new FakeGitHub();
    await gh.start();
    git = addGitData(gh, ["main", BRANCH]);
    model = await startMessagesServer((req) => scripted(req));
    repo = makeRepo({ "skills/fine": { "SKILL.md": skillMd("fine") } });
    outputs = {};
  });
  afterEach(async () => {
    await gh.stop();
    await model.close();
    expect(gh.violations).toEqual([]);
  });

  function event(opts: { fork?: boolean; user?: string; body?: string } = {}) {
    const p = webhookExample("issue_comment", (e) => e.action === "created");
    p.comment.body = opts.body ?? "/skillaudit scenarios skills/fine";
    p.comment.user.login = opts.user ?? "boss";
    p.comment.user.type = "User";
    p.issue.pull_request = { url: "https://api.github.com/repos/Codertocat/Hello-World/pulls/1" };
    gh.state.pulls.set(p.issue.number, {
      number: p.issue.number,
      headSha: "a".repeat(40),
      headRef: BRANCH,
      headRepo: opts.fork ? "stranger/Hello-World" : "Codertocat/Hello-World",
      baseRepo: "Codertocat/Hello-World",
      labels: [],
    });
    gh.state.permissions.set("boss", "write");
    gh.state.permissions.set("visitor", "read");
    return p;
  }

  function deps(payload: Record<string, unknown>, inp = inputs(), keyed = true): Deps {
    const logger = memoryLogger();
    return {
      env: {
        event: {
          name: "issue_comment",
          payload,
          repository: "Codertocat/Hello-World",
          sha: "c".repeat(40),
        },
        workspace: repo,
        serverUrl: "https://github.com",
        runId: "42",
        outDir: mkdtempSync(join(tmpdir(), "skillaudit-out-")),
      },
      inputs: inp,
      client: createGitHubClient({
        token: "t",
        repository: "Codertocat/Hello-World",
        baseUrl: gh.url,
        logger,
        retries: 0,
        throttle: false,
      }),
      audit: realAudit(),
      ...(keyed ? { scenarios: scenariosPort(settings(model), logger) } : {}),
      render: renderPort,
      surfaces: {
        summary: async () => {},
        setOutput: (k, v) => {
          outputs[k] = v;
        },
        uploadArtifact: async () => null,
      },
      logger,
    };
  }

  const replies = (issue: number) => (gh.state.comments.get(issue) ?? []).map((c) => c.body);
  const gitWrites = () => gh.writes().filter((r) => r.operationId.startsWith("git/"));

  it("a maintainer's command generates the scenarios and commits them to the PR branch in one commit", async () => {
    const ev = event();
    const before = git.refs.get(BRANCH);
    const out = await orchestrate(deps(ev));
    expect(out.status).toBe("passed");

    // The real generator asked the scripted model for a scheme and ran the leakage check.
    const tools = model.requests.map((r) => r.forcedTool);
    expect(tools).toContain("utility_scheme");
    expect(tools).toContain("leakage_verdict");

    const onDisk = readFileSync(join(repo, TASKS, "scenarios.json"), "utf8");
    const scheme = Scheme.parse(JSON.parse(onDisk));
    expect(scheme.scenarios.map((s) => s.title)).toEqual(["Quarterly totals"]);
    expect(scheme.source).toBe("pinned");

    // Exactly one new commit on the head branch, its parent the old head, holding the reviewed files.
    expect(gh.calls("git/create-commit")).toHaveLength(1);
    const head = git.commits.get(git.refs.get(BRANCH) ?? "");
    expect(head?.parents).toEqual([before]);
    expect(head?.message).toContain("scenarios for fine");
    const files = git.filesAt(BRANCH);
    expect([...files.keys()].sort()).toEqual([`${TASKS}/README.md`, `${TASKS}/scenarios.json`]);
    expect(files.get(`${TASKS}/scenarios.json`)?.content).toBe(onDisk);
    expect(files.get(`${TASKS}/README.md`)?.content).toBe(
      readFileSync(join(repo, TASKS, "README.md"), "utf8"),
    );
    expect(git.refs.get("main")).not.toBe(git.refs.get(BRANCH));
    // The compiled task folders stay local (they hold a copy of the skill) and are not skills themselves.
    expect(existsSync(join(repo, TASKS, "tasks"))).toBe(true);
    expect(await findSkillRoots(repo, ["**/SKILL.md"])).toEqual(["skills/fine"]);

    const [reply] = replies(ev.issue.number);
    expect(reply).toContain("@boss generated 1 scenario for `fine`");
    expect(reply).toContain(`committed them to \`${BRANCH}\` in ${head?.sha.slice(0, 12)}`);
    expect(reply).toContain(`${TASKS}/scenarios.json`);
    expect(gh.state.reactions.map((r) => r.content)).toEqual(["eyes", "+1"]);
    expect(model.credentials.some((c) => c.includes(KEY))).toBe(true);
    expect(reply).not.toContain(KEY);
  });

  it("a token without contents: write (403) gets the scenarios attached to the reply instead", async () => {
    git.readOnly = true;
    const ev = event();
    const before = git.refs.get(BRANCH);
    const out = await orchestrate(deps(ev));
    expect(out.status).toBe("passed");
    expect(git.refs.get(BRANCH)).toBe(before);
    expect(gh.calls("git/create-tree")).toHaveLength(1);
    expect(gh.calls("git/create-commit")).toHaveLength(0);

    const [reply = ""] = replies(ev.issue.number);
    expect(reply).toContain("did not commit them");
    expect(reply).toContain("HTTP 403");
    expect(reply).toContain("contents: write");
    expect(reply).toContain(`<details><summary><code>${TASKS}/scenarios.json</code></summary>`);
    const block = /```json\n([\s\S]*?)\n```/.exec(reply)?.[1] ?? "";
    expect(JSON.parse(block)).toEqual(JSON.parse(readFileSync(join(repo, TASKS, "scenarios.json"), "utf8")));
    expect(gh.state.reactions.map((r) => r.content)).toEqual(["eyes", "+1"]);
  });

  it("a fork PR: nothing is pushed anywhere, the reply carries the files and says why", async () => {
    const ev = event({ fork: true });
    const out = await orchestrate(deps(ev));
    expect(out.status).toBe("passed");
    expect(gitWrites()).toEqual([]);
    expect(gh.calls("git/get-ref")).toEqual([]);
    const [reply = ""] = replies(ev.issue.number);
    expect(reply).toContain("branch is in a fork");
    expect(reply).toContain("Quarterly totals");
  });

  it("no model key: a polite reply that a key is needed, no model call, no commit", async () => {
    const ev = event();
    const out = await orchestrate(deps(ev, inputs({ hasModelKey: false }), false));
    expect(out.status).toBe("neutral");
    expect(model.requests).toEqual([]);
    expect(gitWrites()).toEqual([]);
    const [reply = ""] = replies(ev.issue.number);
    expect(reply).toMatch(/^@boss Sorry, generating scenarios needs a model/);
    expect(reply).toContain("anthropic-api-key");
    expect(gh.state.reactions.map((r) => r.content)).toEqual(["eyes"]);
  });

  it("a read-only user is refused before anything is generated", async () => {
    const ev = event({ user: "visitor" });
    const out = await orchestrate(deps(ev));
    expect(out.status).toBe("refused");
    expect(model.requests).toEqual([]);
    expect(gitWrites()).toEqual([]);
    expect(replies(ev.issue.number)[0]).toContain("write access");
  });

  it("a model failure is reported in the thread and fails the job", async () => {
    model.handler = () => ({ error: { status: 400, message: "invalid model" } });
    const ev = event();
    await expect(orchestrate(deps(ev))).rejects.toThrow();
    expect(replies(ev.issue.number)[0]).toMatch(/^@boss generating scenarios for `skills\/fine` failed: /);
    expect(gh.state.reactions.map((r) => r.content)).toEqual(["eyes", "confused"]);
    expect(gitWrites()).toEqual([]);
  });
});
