import { execFileSync } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DefaultArtifactClient } from "@actions/artifact";
import * as core from "@actions/core";
import { createGitHubClient } from "../github/client";
import { orchestrate } from "../github/orchestrate";
import type { RunEnv, SurfacePort } from "../github/ports";
import { redact, redactingLogger } from "../github/secrets";
import type { Logger } from "../util/logger";
import { safeLine } from "../util/safe-text";
import { readInputs } from "./inputs";
import { renderPort } from "./render";
import { actionAuditPort, actionStoredReports, scenariosPort } from "./wiring";

/** Job summaries are capped at 1 MiB per step. */
const SUMMARY_LIMIT = 1_000_000;

/** The Action: read inputs and the event, run the orchestration, fail the job in one line when needed. */
export async function run(): Promise<void> {
  let secrets: string[] = [];
  try {
    const parsed = readInputs((name) => core.getInput(name));
    secrets = parsed.secrets;
    for (const s of secrets) core.setSecret(s);
    const logger = redactingLogger(
      // core.info writes the line as it is: a file name holding "\n::add-mask::" would be a runner command.
      {
        info: (m) => core.info(safeLine(m)),
        warn: (m) => core.warning(safeLine(m)),
        debug: (m) => core.debug(safeLine(m)),
      },
      secrets,
    );
    const env = await readEnv();
    const store = {
      cache: parsed.pipeline.cache ?? true,
      // The same path on every run: the cache service's version hashes it.
      storeRoot: join(process.env.RUNNER_TEMP || tmpdir(), "skillaudit-store"),
    };
    const client = createGitHubClient({
      token: parsed.token,
      repository: env.event.repository,
      baseUrl: process.env.GITHUB_API_URL || "https://api.github.com",
      logger,
    });
    const outcome = await orchestrate({
      env,
      inputs: parsed.action,
      client,
      audit: actionAuditPort(parsed.pipeline, logger, store),
      stored: actionStoredReports(parsed.pipeline, logger, store),
      scenarios: scenariosPort(parsed.pipeline, logger),
      render: renderPort,
      surfaces: surfaces(env, logger, secrets),
      logger,
    });
    core.setOutput("outcome", outcome.status);
    if (outcome.status === "failed") core.setFailed(redact(outcome.message, secrets));
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    core.setFailed(redact(msg.split("\n")[0] ?? msg, secrets));
  }
}

/** git HEAD of the workspace, or null when it is not a git checkout. */
function checkedOut(dir: string): string | null {
  try {
    return execFileSync("git", ["-C", dir, "rev-parse", "HEAD"], { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

async function readEnv(): Promise<RunEnv> {
  const e = process.env;
  const name = e.GITHUB_EVENT_NAME ?? "";
  const path = e.GITHUB_EVENT_PATH;
  const payload = path ? JSON.parse(await readFile(path, "utf8")) : {};
  const repository = e.GITHUB_REPOSITORY ?? payload.repository?.full_name ?? "";
  if (!repository) throw new Error("GITHUB_REPOSITORY is not set; is this running in GitHub Actions?");
  const runId = e.GITHUB_RUN_ID ?? "0";
  return {
    event: { name, payload, repository, sha: e.GITHUB_SHA ?? "" },
    workspace: e.GITHUB_WORKSPACE || process.cwd(),
    serverUrl: e.GITHUB_SERVER_URL || "https://github.com",
    runId,
    outDir: join(e.RUNNER_TEMP || tmpdir(), `skillaudit-${runId}-${e.GITHUB_RUN_ATTEMPT ?? "1"}`),
    checkoutSha: checkedOut(e.GITHUB_WORKSPACE || process.cwd()),
  };
}

function surfaces(env: RunEnv, logger: Logger, secrets: string[]): SurfacePort {
  return {
    async summary(markdown) {
      if (!process.env.GITHUB_STEP_SUMMARY) {
        logger.info("GITHUB_STEP_SUMMARY is not set; skipping the job summary");
        return;
      }
      const text = redact(markdown, secrets);
      await core.summary
        .addRaw(
          text.length > SUMMARY_LIMIT
            ? `${text.slice(0, SUMMARY_LIMIT)}\n\n_Truncated; see the artifact._`
            : text,
        )
        .write();
    },
    setOutput: (name, value) => core.setOutput(name, value),
    async uploadArtifact(name, rootDir) {
      if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL) {
        logger.info("No artifact service in this environment; the run directory was not uploaded");
        return null;
      }
      const files = await listFiles(rootDir);
      const res = await new DefaultArtifactClient().uploadArtifact(name, files, rootDir);
      if (res.id === undefined) return null;
      return {
        id: res.id,
        url: `${env.serverUrl}/${env.event.repository}/actions/runs/${env.runId}/artifacts/${res.id}`,
      };
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(p)));
    else if (e.isFile()) out.push(p);
  }
  return out;
}
