/** Shared set-up for the GitHub end-to-end tests: a temp git repo with skills and an audit port. */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PipelineSettings } from "../../src/action/inputs";
import { renderPort } from "../../src/action/render";
import { auditPort } from "../../src/action/wiring";
import { createGitHubClient } from "../../src/github/client";
import type { ActionInputs, AuditPort, Deps } from "../../src/github/ports";
import type { Report } from "../../src/report/schema";
import { memoryLogger } from "../../src/util/logger";
import { type FakeGitHub, webhookExample } from "../support/github-server";

export function makeRepo(skills: Record<string, Record<string, string>>): string {
  const root = mkdtempSync(join(tmpdir(), "skillaudit-gh-"));
  for (const [dir, files] of Object.entries(skills)) {
    for (const [name, text] of Object.entries(files)) {
      const p = join(root, dir, name);
      mkdirSync(join(p, ".."), { recursive: true });
      writeFileSync(p, text);
    }
  }
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "pipe" });
  git("init", "-q");
  git("-c", "user.email=t@example.com", "-c", "user.name=t", "add", ".");
  git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "skills");
  return root;
}

export function skillMd(name: string, body = "Use this skill to do things."): string {
  return `---\nname: ${name}\ndescription: A test skill called ${name}.\n---\n\n${body}\n`;
}

/** The real audit pipeline behind the Action's port, recording what each call asked for. */
export function realAudit(
  calls: { skills: string[]; staticOnly: boolean; report?: Report }[] = [],
): AuditPort {
  const port = auditPort({} as PipelineSettings, memoryLogger());
  return async (req) => {
    const call: { skills: string[]; staticOnly: boolean; report?: Report } = {
      skills: req.skills,
      staticOnly: req.staticOnly,
    };
    calls.push(call);
    const res = await port(req);
    call.report = res.report;
    return res;
  };
}

/** The Action's inputs as readInputs would give them with the defaults of action.yml. */
export function actionInputs(over: Partial<ActionInputs> = {}): ActionInputs {
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
    hasModelKey: false,
    shards: 2,
    shard: null,
    reports: null,
    historyFile: ".skillaudit/history.json",
    historyBranch: null,
    botLogin: null,
    ...over,
  };
}

export interface SimulatedRun {
  deps: Deps;
  outputs: Record<string, string>;
  summaries: string[];
  logger: ReturnType<typeof memoryLogger>;
}

/** One simulated Action run: the real Octokit against the fake, the real pipeline behind the audit port. */
export function simulatedRun(
  gh: FakeGitHub,
  workspace: string,
  event: { name: string; payload: Record<string, unknown> },
  opts: { inputs?: Partial<ActionInputs>; deps?: Partial<Deps> } = {},
): SimulatedRun {
  const logger = memoryLogger();
  const outputs: Record<string, string> = {};
  const summaries: string[] = [];
  const deps: Deps = {
    env: {
      event: {
        name: event.name,
        payload: event.payload,
        repository: `${gh.state.owner}/${gh.state.repo}`,
        sha: "c".repeat(40),
      },
      workspace,
      serverUrl: "https://github.com",
      runId: "42",
      outDir: mkdtempSync(join(tmpdir(), "skillaudit-out-")),
      checkoutSha: gitHead(workspace),
    },
    inputs: actionInputs(opts.inputs),
    client: createGitHubClient({
      token: "t",
      repository: `${gh.state.owner}/${gh.state.repo}`,
      baseUrl: gh.url,
      logger,
      retries: 0,
      throttle: false,
    }),
    audit: realAudit(),
    render: renderPort,
    surfaces: {
      summary: async (md) => void summaries.push(md),
      setOutput: (k, v) => {
        outputs[k] = v;
      },
      uploadArtifact: async () => null,
    },
    logger,
    ...opts.deps,
  };
  return { deps, outputs, summaries, logger };
}

function gitHead(dir: string): string | null {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd: dir, stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/** A real `pull_request` webhook payload for this fake repository, with the PR registered in the fake. */
export function pullRequestEvent(
  gh: FakeGitHub,
  opts: { fork?: boolean; labels?: string[]; headSha?: string; baseSha?: string } = {},
  // biome-ignore lint/suspicious/noExplicitAny: webhook payloads are edited freely in tests.
): any {
  const p = webhookExample("pull_request", (e) => e.action === "synchronize");
  p.pull_request.head.sha = opts.headSha ?? "a".repeat(40);
  p.pull_request.base.sha = opts.baseSha ?? "b".repeat(40);
  if (opts.fork) p.pull_request.head.repo.full_name = "stranger/Hello-World";
  p.pull_request.labels = (opts.labels ?? []).map((name) => ({ name }));
  gh.state.pulls.set(p.number, {
    number: p.number,
    headSha: p.pull_request.head.sha,
    headRef: p.pull_request.head.ref,
    headRepo: p.pull_request.head.repo.full_name,
    baseRepo: `${gh.state.owner}/${gh.state.repo}`,
    baseSha: p.pull_request.base.sha,
    labels: opts.labels ?? [],
  });
  return p;
}
