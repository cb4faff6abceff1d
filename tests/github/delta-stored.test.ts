/**
 * Issue 12 item 5, PRG before → after: the base version's PRG comes from an earlier run's audit
 * of exactly that version, kept in the Actions cache (real @actions/cache client against the
 * local stand-in), integrity-checked like any restored entry. Real pipeline and real sandbox
 * behind the Action's ports; scripted Messages server; OpenAPI-checked GitHub server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PipelineSettings } from "../../src/action/inputs";
import { actionAuditPort, actionStoredReports } from "../../src/action/wiring";
import { orchestrate } from "../../src/github/orchestrate";
import { SKILLS_DIR } from "../../src/sandbox/trial";
import { memoryLogger } from "../../src/util/logger";
import { KEY, SCRIPT, SKILL_MD, scripted } from "../model/roles";
import { type DockerEnv, dockerEnv } from "../sandbox/docker";
import { ActionsCacheServer } from "../support/actions-cache-server";
import { FakeGitHub } from "../support/github-server";
import { type MessagesServer, startMessagesServer } from "../support/messages-server";
import { retar } from "./cache-archive";
import { addGitData, type GitData } from "./git-data";
import { makeRepo, pullRequestEvent, simulatedRun } from "./harness";

const SKILL = "skills/csv-report";
const version = (n: number) => ({
  "SKILL.md": n === 1 ? SKILL_MD : `${SKILL_MD}\nRevision ${n}: keep totals to two decimals.\n`,
  "scripts/report.sh": SCRIPT,
});
const asCommit = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([k, v]) => [`${SKILL}/${k}`, v]));

describe("PRG before → after, from the stored audit of the base version", () => {
  let env: DockerEnv | null = null;
  let gh: FakeGitHub;
  let git: GitData;
  let cacheServer: ActionsCacheServer;
  let model: MessagesServer;
  let storeRoot: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    env = await dockerEnv();
    gh = new FakeGitHub();
    await gh.start();
    git = addGitData(gh, ["main"]);
    cacheServer = new ActionsCacheServer();
    await cacheServer.start();
    model = await startMessagesServer((req) =>
      scripted(req, { probeCommand: `sh ${SKILLS_DIR}/csv-report/scripts/report.sh` }),
    );
    storeRoot = join(mkdtempSync(join(tmpdir(), "runner-temp-")), "skillaudit-store");
    Object.assign(process.env, cacheServer.env());
  }, 300_000);
  beforeEach(() => {
    // Every run starts on a fresh runner: only the cache service remembers.
    rmSync(storeRoot, { recursive: true, force: true });
  });
  afterAll(async () => {
    process.env = { ...saved };
    await gh?.stop();
    await cacheServer?.stop();
    await model?.close();
    expect(gh.violations).toEqual([]);
    expect(cacheServer.violations).toEqual([]);
  });

  function settings(image: string): PipelineSettings {
    return {
      anthropicApiKey: KEY,
      anthropicBaseUrl: model.anthropicBaseURL,
      openaiApiKey: "",
      openaiBaseUrl: null,
      harness: "builtin",
      scenarios: 1,
      network: "none",
      sandboxImage: image,
      concurrency: 1,
      budgetUsd: null,
      budgetTokens: null,
    };
  }

  /** One PR run: the workspace holds `head`, the base commit holds `base` (or nothing readable). */
  async function prRun(head: number, base: number | null) {
    const workspace = makeRepo({ [SKILL]: version(head) });
    process.env.GITHUB_WORKSPACE = workspace;
    const ev = pullRequestEvent(gh, base === null ? {} : { baseSha: git.commit(asCommit(version(base))) });
    gh.state.pullFiles.set(ev.number, [{ filename: `${SKILL}/SKILL.md`, status: "modified" }]);
    const logger = memoryLogger();
    const store = { cache: true, storeRoot };
    const s = settings(env?.image.tag ?? "");
    const run = simulatedRun(
      gh,
      workspace,
      { name: "pull_request", payload: ev },
      {
        inputs: { hasModelKey: true, failOn: "never", failOnSeverity: "never" },
        deps: { audit: actionAuditPort(s, logger, store), stored: actionStoredReports(s, logger, store) },
      },
    );
    await orchestrate(run.deps);
    const comment = (gh.state.comments.get(ev.number) ?? []).at(-1)?.body ?? "";
    const start = comment.indexOf("What this pull request changed");
    return { block: start < 0 ? "" : comment.slice(start, comment.indexOf("| Skill |")), logger };
  }

  it("shows the base version's measured PRG; says not measured when none was stored or the entry was tampered with", async (t) => {
    if (!env) return t.skip();
    // A run on version 1 (its own base unreadable): the audit of version 1 is stored.
    const first = await prRun(1, null);
    expect(first.block).toBe("");
    expect(cacheServer.finalized()).toHaveLength(1);

    // A PR from version 1 to version 2: PRG before is version 1's measured PRG.
    const second = await prRun(2, 1);
    expect(second.block).toMatch(/PRG 0\.50 → 0\.50/);
    expect(second.block).toMatch(/PRG before is from an earlier run's stored audit of the base version/);
    expect(cacheServer.finalized()).toHaveLength(2);

    // A base version nobody audited: not measured, and said once with its reason.
    const third = await prRun(2, 3);
    expect(third.block).toMatch(/PRG not measured → 0\.50/);
    expect(third.block).toMatch(
      /PRG before is not measured for `[^`]*skills\/csv-report[^`]*`: [^\n]*no stored audit/,
    );

    // A stored entry whose report was rewritten (PRG raised) is not believed.
    const v1 = cacheServer.finalized()[0] as { data: Buffer };
    v1.data = await retar(v1.data, (name, body) =>
      name.endsWith("report.json")
        ? Buffer.from(body.toString("utf8").replace('"prg": 0.5', '"prg": 0.99'))
        : body,
    );
    const fourth = await prRun(2, 1);
    expect(fourth.block).not.toMatch(/0\.99/);
    expect(fourth.block).toMatch(/PRG not measured → 0\.50/);
    expect(fourth.logger.lines.join("\n")).toMatch(
      /not using the stored audit of skills\/csv-report: report\.json does not match its recorded hash/,
    );
  }, 600_000);
});
