/** Shared set-up for the fault-injection tests: the scripted model with faults, the skill, the audit, the leftovers check. */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import type { ModelSettings } from "../../src/pipeline/audit";
import { runAudit } from "../../src/pipeline/audit";
import type { Report } from "../../src/report/schema";
import type { Engine } from "../../src/sandbox/engine";
import { SKILLS_DIR } from "../../src/sandbox/trial";
import { memoryLogger } from "../../src/util/logger";
import { KEY, SCRIPT, SKILL_MD, scripted } from "../model/roles";
import { labelledContainers } from "../sandbox/docker";
import {
  type MessagesServer,
  type RecordedRequest,
  type ScriptReply,
  startMessagesServer,
} from "../support/messages-server";

export { KEY };

/** What a request is for: the forced tool of a structured call, else the agent. */
export function roleOf(req: RecordedRequest): string {
  if (req.forcedTool) return req.forcedTool;
  return JSON.stringify(req.body?.messages?.[0]?.content ?? "").includes("regional totals to the reporting")
    ? "probe-agent"
    : "agent";
}

/** A fault hook: a reply to send instead of the scripted one, or null to let the script answer. */
export type Fault = (
  req: RecordedRequest,
  role: string,
  nth: number,
) => ScriptReply | null | Promise<ScriptReply | null>;

export interface FaultServer extends MessagesServer {
  /** Requests seen per role (retries included). */
  counts(): Record<string, number>;
  faults: Fault[];
}

export async function startFaultServer(): Promise<FaultServer> {
  const seen: Record<string, number> = {};
  const faults: Fault[] = [];
  const srv = await startMessagesServer(async (req) => {
    const role = roleOf(req);
    const nth = seen[role] ?? 0;
    seen[role] = nth + 1;
    for (const f of faults) {
      const r = await f(req, role, nth);
      if (r) return r;
    }
    return scripted(req, { probeCommand: `sh ${SKILLS_DIR}/csv-report/scripts/report.sh` });
  });
  return Object.assign(srv, {
    faults,
    counts: () => {
      const c: Record<string, number> = {};
      for (const r of srv.requests) {
        const role = roleOf(r);
        c[role] = (c[role] ?? 0) + 1;
      }
      return c;
    },
  });
}

/** The scripted roles' skill (an E2 finding in scripts/report.sh) in a fresh folder. */
export function writeSkill(extra: Record<string, string> = {}): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), "sa-fault-")), "csv-report");
  const files: Record<string, string> = { "SKILL.md": SKILL_MD, "scripts/report.sh": SCRIPT, ...extra };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return root;
}

export const newOut = () => mkdtempSync(path.join(tmpdir(), "sa-fault-out-"));

export interface AuditRun {
  report: Report | null;
  error: Error | null;
  logs: string[];
}

/** runAudit as the CLI calls it, against the scripted server, with the retries and timeout given. */
export async function audit(
  skill: string,
  out: string,
  srv: MessagesServer,
  image: string,
  over: {
    maxRetries?: number;
    timeoutMs?: number;
    signal?: AbortSignal;
    model?: Partial<ModelSettings>;
  } = {},
): Promise<AuditRun> {
  const logger = memoryLogger();
  try {
    const res = await runAudit({
      skills: [skill],
      outDir: out,
      failOn: "never",
      minPrg: null,
      modelSkipReason: null,
      model: {
        provider: {
          provider: "anthropic",
          model: "claude-sonnet-4-6",
          apiKey: KEY,
          baseURL: srv.url,
          maxRetries: over.maxRetries ?? 2,
          timeoutMs: over.timeoutMs ?? 20_000,
        },
        scenarios: 1,
        image,
        ...over.model,
      },
      logger,
      version: "0.0.0-test",
      ...(over.signal ? { signal: over.signal } : {}),
    });
    return { report: res.report, error: null, logs: logger.lines };
  } catch (e) {
    return { report: null, error: e as Error, logs: logger.lines };
  }
}

export const stagesOf = (r: Report) =>
  Object.fromEntries((r.skills[0]?.stages ?? []).map((s) => [s.stage, s.status]));

export const stage = (r: Report, name: string) => r.skills[0]?.stages.find((s) => s.stage === name);

/** Run ids recorded in the run directory's bundles. */
export function runIdsIn(out: string): string[] {
  const dir = path.join(out, "trials");
  if (!existsSync(dir)) return [];
  const ids = new Set<string>();
  for (const t of readdirSync(dir)) {
    const f = path.join(dir, t, "bundle.json");
    if (existsSync(f)) ids.add(JSON.parse(readFileSync(f, "utf8")).runId);
  }
  return [...ids];
}

/** No container of these runs, nor any created by this process (or `pid`), is left. */
export async function expectNoContainers(engine: Engine, out: string, pid = process.pid): Promise<void> {
  for (const id of runIdsIn(out)) expect(await labelledContainers(engine, id), `run ${id}`).toEqual([]);
  const mine = await engine.docker.listContainers({
    all: true,
    filters: { label: [`skillaudit.pid=${pid}`] },
  });
  expect(mine.map((c) => c.Names.join(","))).toEqual([]);
}

/** A fault that fires on the first `times` requests of one role. */
export function failFirst(role: string, times: number, reply: ScriptReply): Fault {
  return (_req, r, nth) => (r === role && nth < times ? reply : null);
}

/** The report of a run that must have produced one. */
export function reportOf(run: AuditRun): Report {
  if (!run.report) throw run.error ?? new Error("the audit produced no report");
  return run.report;
}

/** The one skill of a one-skill report. */
export function skillOf(report: Report): Report["skills"][number] {
  const s = report.skills[0];
  if (!s) throw new Error("the report has no skill");
  return s;
}

/**
 * The engine-restart test must not pull the engine from under this suite's other Docker tests
 * (vitest runs files in parallel). Users register while they run; the restarter raises a flag
 * and waits until no live user is registered. Users register first, then check the flag, so
 * the two can never both proceed.
 */
const LOCK_DIR = path.join(tmpdir(), "skillaudit-fault-engine");
const FLAG = path.join(LOCK_DIR, "restarting");
const pidAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function useEngine(): Promise<() => void> {
  mkdirSync(LOCK_DIR, { recursive: true });
  const me = path.join(LOCK_DIR, `user-${process.pid}`);
  for (;;) {
    writeFileSync(me, "");
    const flag = existsSync(FLAG) ? Number(readFileSync(FLAG, "utf8")) : 0;
    if (!flag || !pidAlive(flag)) break;
    rmSync(me, { force: true });
    await sleep(250);
  }
  return () => rmSync(me, { force: true });
}

export async function restartLock(timeoutMs = 150_000): Promise<() => void> {
  mkdirSync(LOCK_DIR, { recursive: true });
  writeFileSync(FLAG, String(process.pid));
  const end = Date.now() + timeoutMs;
  for (;;) {
    const others = readdirSync(LOCK_DIR)
      .filter((f) => f.startsWith("user-"))
      .map((f) => Number(f.slice(5)))
      .filter((pid) => pid !== process.pid && pidAlive(pid));
    if (others.length === 0) break;
    if (Date.now() > end) {
      rmSync(FLAG, { force: true });
      throw new Error(`other Docker tests still running (pids ${others.join(", ")})`);
    }
    await sleep(250);
  }
  return () => rmSync(FLAG, { force: true });
}
