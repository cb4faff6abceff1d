/**
 * Issue 12 items 1 and 4: the run store outlives the run through the Actions cache service,
 * with the real @actions/cache client against a local stand-in that speaks its protocol (twirp
 * + blob upload/download), the real pipeline behind the Action's audit port, the scripted
 * Messages server and the OpenAPI-checked GitHub server.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PipelineSettings } from "../../src/action/inputs";
import { actionAuditPort } from "../../src/action/wiring";
import { orchestrate } from "../../src/github/orchestrate";
import { memoryLogger } from "../../src/util/logger";
import { KEY, scripted } from "../model/roles";
import { ActionsCacheServer } from "../support/actions-cache-server";
import { FakeGitHub } from "../support/github-server";
import { type MessagesServer, startMessagesServer } from "../support/messages-server";
import { retar } from "./cache-archive";
import { makeRepo, pullRequestEvent, simulatedRun, skillMd } from "./harness";

const SKILLS = ["alpha", "bravo", "charlie"];

describe("a cache that outlives the run", () => {
  let gh: FakeGitHub;
  let cacheServer: ActionsCacheServer;
  let model: MessagesServer;
  let storeRoot: string;
  const saved = { ...process.env };
  beforeEach(async () => {
    gh = new FakeGitHub();
    await gh.start();
    cacheServer = new ActionsCacheServer();
    await cacheServer.start();
    model = await startMessagesServer((req) => scripted(req));
    storeRoot = join(mkdtempSync(join(tmpdir(), "runner-temp-")), "skillaudit-store");
    Object.assign(process.env, cacheServer.env());
  });
  afterEach(async () => {
    process.env = { ...saved };
    await gh.stop();
    await cacheServer.stop();
    await model.close();
    expect(gh.violations).toEqual([]);
    expect(cacheServer.violations).toEqual([]);
  });

  function settings(over: Partial<PipelineSettings> = {}): PipelineSettings {
    return {
      anthropicApiKey: KEY,
      anthropicBaseUrl: model.anthropicBaseURL,
      openaiApiKey: "",
      openaiBaseUrl: null,
      harness: "builtin",
      scenarios: 1,
      network: "none",
      // No such image: the sandbox stages are skipped, the model-scan and scheme still spend tokens.
      sandboxImage: "skillaudit-test/no-such-image:none",
      concurrency: 1,
      budgetUsd: null,
      budgetTokens: null,
      ...over,
    };
  }

  function repo(): string {
    const r = makeRepo(
      Object.fromEntries(SKILLS.map((s) => [`skills/${s}`, { "SKILL.md": skillMd(s, `Marker ${s}-v1.`) }])),
    );
    process.env.GITHUB_WORKSPACE = r;
    return r;
  }

  /** One PR run on a fresh runner: the store folder starts empty, only the cache service remembers. */
  async function push(workspace: string, cache = true, over: Partial<PipelineSettings> = {}, fork = false) {
    rmSync(storeRoot, { recursive: true, force: true });
    const ev = pullRequestEvent(gh, { fork });
    gh.state.pullFiles.set(
      ev.number,
      SKILLS.map((s) => ({ filename: `skills/${s}/SKILL.md`, status: "modified" as const })),
    );
    const logger = memoryLogger();
    const before = model.requests.length;
    const run = simulatedRun(
      gh,
      workspace,
      { name: "pull_request", payload: ev },
      {
        inputs: { hasModelKey: true },
        deps: { audit: actionAuditPort(settings(over), logger, { cache, storeRoot }) },
      },
    );
    await orchestrate(run.deps);
    const requests = model.requests.slice(before);
    const comment = (gh.state.comments.get(ev.number) ?? []).at(-1)?.body ?? "";
    return { requests, comment, logger, summary: run.summaries.join("\n") };
  }

  const mentions = (r: { body: unknown }, s: string) => JSON.stringify(r.body).includes(`Marker ${s}-`);

  it("a second push that changes one of three skills spends tokens on that one only, and says which came from cache", async () => {
    const workspace = repo();
    const first = await push(workspace);
    for (const s of SKILLS) expect(first.requests.some((r) => mentions(r, s))).toBe(true);
    expect(cacheServer.finalized()).toHaveLength(3);

    writeFileSync(join(workspace, "skills/charlie/SKILL.md"), skillMd("charlie", "Marker charlie-v2."));
    const second = await push(workspace);
    expect(second.requests.length).toBeGreaterThan(0);
    for (const r of second.requests) expect(mentions(r, "charlie")).toBe(true);
    expect(second.requests.length).toBeLessThan(first.requests.length);
    expect(second.comment).toMatch(/From the cache[^\n]*alpha[^\n]*bravo/);
    expect(cacheServer.finalized()).toHaveLength(4);

    // Unchanged again: no model call at all.
    const third = await push(workspace);
    expect(third.requests).toEqual([]);

    // cache: false keeps to the run's own store.
    const off = await push(workspace, false);
    expect(off.requests.length).toBe(first.requests.length);
  });

  it("static runs (a fork PR) never touch the cache; a spent time budget stops the model stages cleanly and says so", async () => {
    const workspace = repo();
    const fork = await push(workspace, true, {}, true);
    expect(fork.requests).toEqual([]);
    expect(cacheServer.calls).toEqual([]);
    const late = await push(workspace, false, { timeBudgetMinutes: 0.5, startedAtMs: Date.now() - 60_000 });
    expect(late.requests).toEqual([]);
    expect(late.comment).toMatch(
      /Not measured for any skill:\*\* model-scan, scheme, trials, judge, probes: skipped: budget: budget exhausted: the time budget of 0\.5 min passed\./,
    );
  });

  it("a restored entry whose files do not match its manifest is discarded and the skill is audited afresh", async () => {
    const workspace = repo();
    await push(workspace);
    // Tamper with one stored model artifact of the first entry, as a poisoned or corrupted entry would.
    const target = cacheServer.finalized()[0] as { data: Buffer; key: string };
    target.data = await retar(target.data, (name, body) =>
      /model\/model-scan\/[^/]+\.json$/.test(name)
        ? Buffer.from(body.toString("utf8").replace(/\[/, "[ "))
        : body,
    );
    const again = await push(workspace);
    expect(again.requests.length).toBeGreaterThan(0);
    expect(again.logger.lines.join("\n")).toMatch(
      /discarded the entry for skills\/\w+: .*does not match its recorded hash/,
    );
    expect(again.comment).toMatch(/discarded/);
  });
});
