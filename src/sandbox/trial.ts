import { promises as fs } from "node:fs";
import path from "node:path";
import type { Duplex } from "node:stream";
import type Docker from "dockerode";
import { StageError } from "../util/errors";
import type { Logger } from "../util/logger";
import { type ArchiveEntry, packEntries, readTree } from "./archive";
import {
  archiveWorkspace,
  CHANGES_CAP,
  diffListings,
  diskQuotaHit,
  type Listing,
  listTree,
  resourceUse,
} from "./capture";
import {
  AGENT_HOME,
  AGENT_UID,
  BASE_PATH,
  Box,
  createContainer,
  removeLive,
  SKILLS_DIR,
  trackContainer,
  trialLabels,
  VERIFIER_UID,
  WORKDIR,
} from "./container";
import { canaryEntries, makeCanaries, NETWORK_GATE, openEgress } from "./egress";
import type { Engine } from "./engine";
import {
  BUNDLE_FILES,
  bundleDir,
  type Canary,
  capSteps,
  type EvidenceBundle,
  type ExecRecord,
  type WrittenBundle,
  writeBundle,
} from "./evidence";
import { findContextDir } from "./image";
import type { Upstream } from "./proxy";
import type { LoadedTask } from "./task";
import type { ExecOptions, ExecResult, NetworkPolicy, TrialOutcome, TrialSession } from "./types";
import { notRun, runVerifier } from "./verifier";

export {
  AGENT_HOME,
  AGENT_UID,
  LABELS,
  liveContainers,
  removeLiveContainers,
  SKILLS_DIR,
  settleRemovals,
  WORKDIR,
} from "./container";
export { makeCanaries } from "./egress";

/**
 * One trial, start to bundle: the container (src/sandbox/container.ts), its egress
 * (egress.ts), the task's files copied in, the agent's commands, and at the end the
 * agent's processes ended, the evidence captured (capture.ts), the verifier run
 * (verifier.ts) and the bundle written — in that order, so nothing the agent left running
 * can touch what is read or judged.
 */

export interface TrialSpec {
  runId: string;
  trialId: string;
  /** Bundles go to <runDir>/trials/<trialId>/. */
  runDir: string;
  task: LoadedTask;
  /** Image reference (tag or id) from ensureSandboxImage/useImage. */
  image: string;
  /** Overrides the task's [skillaudit] network / allowlist. */
  network?: NetworkPolicy;
  allowlist?: string[];
  /** Wall clock for the whole trial; default agent + verifier timeouts + 60 s. */
  timeoutSec?: number;
  pidsLimit?: number;
  /** Cap of each writable path (bytes); default half the task's memory. */
  diskBytes?: number;
  /** Extra container environment (e.g. a harness's model endpoint); never the host's. */
  env?: Record<string, string>;
  /** Where allowed traffic goes; tests point it at a 127.0.0.1 server. */
  upstream?: Upstream;
  logger?: Logger;
  /** Cap per exec stream (stdout, stderr), bytes. */
  outputCapBytes?: number;
  /** Cap on workspace.tar file content, bytes. */
  workspaceCapBytes?: number;
  /** Default per-exec timeout when the caller gives none. */
  execTimeoutMs?: number;
  /**
   * finish()/abort() resolve once the bundle is on disk and the container is removed after;
   * the caller must await `removed` (or settleRemovals()) before it returns. runTrials does.
   */
  detachRemoval?: boolean;
}

export interface TrialHandle extends TrialSession {
  readonly containerId: string;
  readonly canaries: readonly Canary[];
  /** Aborted when the wall clock runs out or the trial is aborted. */
  readonly signal: AbortSignal;
  /** Ends the agent's processes, captures the evidence, runs the verifier, removes the container (see detachRemoval). */
  finish(extra: TrialOutcome): Promise<WrittenBundle>;
  /** Ends the trial now and still writes its bundle (exit reason "killed" unless given). */
  abort(reason: string, exitReason?: "killed" | "error"): Promise<WrittenBundle>;
  /** Resolves when the container is gone and its proxy closed. */
  readonly removed: Promise<void>;
  /** Milliseconds spent in each phase so far (create, copyIn, start, ...); for benchmarks and debugging. */
  readonly phases: Readonly<Record<string, number>>;
}

const AGENT = `${AGENT_UID}:${AGENT_UID}`;
const HEAD = 4096;
const head = (s: string) =>
  s.length > HEAD
    ? `${s.slice(0, HEAD)}\n[skillaudit: ${s.length - HEAD} more characters in the exec output]`
    : s;
const shq = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Creates and starts the trial's container with the task's files, skill and canaries in place. */
export async function openTrial(engine: Engine, spec: TrialSpec): Promise<TrialHandle> {
  const { docker } = engine;
  const cfg = spec.task.config;
  const network = spec.network ?? cfg.skillaudit.network;
  const allowlist = spec.allowlist ?? cfg.skillaudit.allowlist;
  const memoryBytes = cfg.environment.memory_mb * 1024 * 1024;
  const diskBytes = spec.diskBytes ?? Math.floor(memoryBytes / 2);
  const pidsLimit = spec.pidsLimit ?? cfg.environment.pids_limit ?? 256;
  const timeoutSec = spec.timeoutSec ?? cfg.agent.timeout_sec + cfg.verifier.timeout_sec + 60;
  const log = spec.logger;
  const canaries = makeCanaries();
  const createdAt = new Date();
  const phases: Record<string, number> = {};
  const timed = async <T>(name: string, p: Promise<T> | (() => Promise<T>)): Promise<T> => {
    const t = performance.now();
    try {
      return await (typeof p === "function" ? p() : p);
    } finally {
      phases[name] = (phases[name] ?? 0) + (performance.now() - t);
    }
  };

  const egress = await timed(
    "proxy",
    openEgress({ network, allowlist, canaries, upstream: spec.upstream, logger: log, trialId: spec.trialId }),
  );
  // Built from nothing: the host's environment never reaches the container.
  const env: Record<string, string> = {
    PATH: BASE_PATH,
    HOME: AGENT_HOME,
    USER: "agent",
    LANG: "C.UTF-8",
    GITHUB_TOKEN: canaries.find((c) => c.name === "github_token_env")?.value ?? "",
    ...egress.env,
    ...(spec.env ?? {}),
  };
  // Read the task's files while the engine creates the container.
  const entriesP = taskEntries(spec.task, canaries);
  entriesP.catch(() => {});
  let container: Docker.Container;
  try {
    container = await timed(
      "create",
      createContainer(docker, {
        name: `skillaudit-${spec.runId}-${spec.trialId}`,
        image: spec.image,
        // -I -S: stdlib only, no site or PYTHON* variables. Passed inline: the root is read-only.
        cmd: ["python3", "-I", "-S", "-c", (await forwarderSource()).toString("utf8"), "--until-stdin-eof"],
        env,
        labels: trialLabels(spec.runId, spec.trialId),
        memoryBytes,
        cpus: cfg.environment.cpus,
        pidsLimit,
        diskBytes,
        proxyDir: egress.proxy?.dir ?? null,
      }),
    );
  } catch (err) {
    await egress.close();
    throw new StageError(
      "sandbox",
      `cannot create the trial container from ${spec.image}: ${(err as Error).message}`,
      {
        cause: err,
      },
    );
  }
  trackContainer(docker, container.id, () => egress.close());
  // The forwarder's stdin, held open for the container's life; it closes with this process,
  // so a container orphaned by a crash stops by itself.
  let stdin: Duplex | null = null;
  let markRemoved: () => void = () => {};
  const removed = new Promise<void>((r) => {
    markRemoved = r;
  });
  const discard = async () => {
    const t = performance.now();
    await removeLive(container.id);
    stdin?.destroy();
    phases.remove = performance.now() - t;
    markRemoved();
  };

  const box = new Box(docker, container, {
    capBytes: spec.outputCapBytes ?? 1024 * 1024,
    timeoutMs: spec.execTimeoutMs ?? 10 * 60 * 1000,
    cwd: WORKDIR,
  });
  let imageId = "";
  let baseline: Listing & { failed: string | null };
  try {
    imageId = (await timed("inspect", container.inspect())).Image;
    stdin = (await timed(
      "attach",
      container.attach({ stream: true, hijack: true, stdin: true, stdout: false, stderr: false }),
    )) as Duplex;
    stdin.on("error", () => {});
    (stdin as unknown as { unref?: () => void }).unref?.();
    await timed("start", container.start());
    // The writable paths are tmpfs mounts, empty at start: the task goes in as the agent's.
    const tar = await packEntries(await entriesP, { uid: AGENT_UID, gid: AGENT_UID });
    // One exec: the home skeleton the image had, the task's files, then the baseline listing.
    baseline = await timed(
      "copyIn",
      listTree(box, "baseline", {
        before: `cp -a /etc/skel/. ${AGENT_HOME}/ && tar -x -C / --no-same-owner --no-overwrite-dir`,
        stdin: tar,
      }),
    );
    if (baseline.failed) throw new Error(`copying the task in failed: ${baseline.failed}`);
  } catch (err) {
    await discard();
    throw new StageError("sandbox", `cannot start trial ${spec.trialId}: ${(err as Error).message}`, {
      cause: err,
    });
  }
  const startedAt = new Date();
  log?.debug(`trial ${spec.trialId}: container ${container.id.slice(0, 12)} started (${network})`);

  const controller = new AbortController();
  let timedOut = false;
  let closed = false;
  let killDetail: string | undefined;
  /** Ends what runs in the container but keeps it (and its tmpfs evidence) for the capture. */
  const endActivity = async () => {
    const ok = (await box.killUser(AGENT_UID)) && (await box.killUser(VERIFIER_UID));
    if (!ok) await container.kill().catch(() => {});
    return ok;
  };
  const timer = setTimeout(() => {
    timedOut = true;
    log?.warn(`trial ${spec.trialId}: wall-clock timeout of ${timeoutSec}s reached; ending its processes`);
    controller.abort(new Error("trial timeout"));
    void endActivity();
  }, timeoutSec * 1000);

  // The forwarder comes up while the first command is being set up: an exec started before
  // it announced itself waits inside the container for its listener (NETWORK_GATE). If it
  // never comes up, the trial ends as an error rather than run with an unlogged network.
  let forwarderFailed: string | undefined;
  const readySince = performance.now();
  egress.ready(15_000).then(
    () => {
      phases.forwarderReady = performance.now() - readySince;
    },
    (err: Error) => {
      if (closed) return;
      forwarderFailed = err.message;
      log?.warn(`trial ${spec.trialId}: ${err.message}; ending the trial`);
      controller.abort(err);
      void endActivity();
    },
  );

  const execs: ExecRecord[] = [];
  const skillsDir = cfg.skillaudit.with_skill ? SKILLS_DIR : null;
  const resolvePath = (p: string) => (p.startsWith("/") ? p : path.posix.join(WORKDIR, p));

  async function agentExec(command: string, opts: ExecOptions = {}): Promise<ExecResult> {
    const startedIso = new Date().toISOString();
    const cwd = opts.cwd ? resolvePath(opts.cwd) : WORKDIR;
    const r = timedOut
      ? {
          exitCode: null,
          stdout: "",
          stderr: "[skillaudit: exec failed: the trial timed out]",
          timedOut: true,
          truncated: false,
          durationMs: 0,
        }
      : await box.run(AGENT, command, { ...opts, cwd, prefix: egress.up ? [] : NETWORK_GATE });
    const result: ExecResult = {
      exitCode: r.exitCode,
      stdout: r.stdout,
      stderr: r.stderr,
      timedOut: r.timedOut || (timedOut && r.exitCode !== 0),
      truncated: r.truncated,
      durationMs: r.durationMs,
    };
    const error = /\[skillaudit: exec failed: (.*)\]$/.exec(r.stderr)?.[1];
    execs.push({
      index: execs.length,
      startedAt: startedIso,
      endedAt: new Date().toISOString(),
      command,
      cwd,
      exitCode: result.exitCode,
      timedOut: result.timedOut,
      durationMs: result.durationMs,
      stdoutHead: head(result.stdout),
      stderrHead: head(result.stderr),
      truncated: result.truncated,
      ...(error ? { error } : {}),
    });
    return result;
  }

  /** A file as the agent can read it (through an exec: the engine's archive API cannot see tmpfs). */
  async function readFile(p: string): Promise<Buffer> {
    const abs = resolvePath(p);
    const r = await box.run(AGENT, `test -f ${shq(abs)} && exec cat -- ${shq(abs)}`, {
      capBytes: 64 * 1024 * 1024,
      timeoutMs: 60_000,
      cwd: "/",
    });
    if (r.exitCode !== 0)
      throw new StageError("sandbox", `${abs} is not a regular file in trial ${spec.trialId}`);
    if (r.truncated) throw new StageError("sandbox", `${abs} is larger than 64 MiB in trial ${spec.trialId}`);
    return r.stdoutBytes;
  }

  /** Writes as the agent, creating missing parents as the agent's. */
  async function writeFile(p: string, data: string | Buffer): Promise<void> {
    const abs = resolvePath(p);
    const r = await box.run(AGENT, `mkdir -p -- ${shq(path.posix.dirname(abs))} && cat > ${shq(abs)}`, {
      stdin: Buffer.isBuffer(data) ? data : Buffer.from(data),
      timeoutMs: 60_000,
      cwd: "/",
    });
    if (r.exitCode !== 0)
      throw new StageError(
        "sandbox",
        `cannot write ${abs} in trial ${spec.trialId}: ${r.stderr.trim().slice(0, 200)}`,
      );
  }

  /** `filesLost`: the container was killed outright (an interrupted run), so its files are not read. */
  async function capture(
    outcome: TrialOutcome,
    forced?: "killed" | "error",
    filesLost = false,
  ): Promise<WrittenBundle> {
    if (closed) throw new StageError("sandbox", `trial ${spec.trialId} was already closed`);
    closed = true;
    const notes: string[] = [];
    const gaps: string[] = [];
    const dir = bundleDir(spec.runDir, spec.trialId);
    await fs.rm(dir, { recursive: true, force: true });
    await fs.mkdir(dir, { recursive: true });
    try {
      // Nothing of the agent's may run while its evidence is read or its work verified.
      if (!filesLost && !(await timed("endAgent", () => box.killUser(AGENT_UID))))
        gaps.push("the agent's processes could not all be ended before the evidence was read");
      const evidenceStarted = performance.now();
      const cap = spec.workspaceCapBytes ?? 50 * 1024 * 1024;
      const lost = `the trial was killed (${killDetail ?? "interrupted"}) before its files were read`;
      const [final, workspace, quota] = filesLost
        ? [
            { entries: baseline.entries, gaps: [`changes.json: ${lost}`], failed: null },
            { files: 0, notes: [], gaps: [`workspace.tar: ${lost}`] },
            null,
          ]
        : await Promise.all([
            listTree(box, "final"),
            archiveWorkspace(box, path.join(dir, BUNDLE_FILES.workspace), cap),
            diskQuotaHit(box).catch(() => null),
          ]);
      const exitForced = forced ?? (quota ? "killed" : undefined);
      phases.evidence = performance.now() - evidenceStarted;
      gaps.push(...baseline.gaps, ...final.gaps, ...workspace.gaps);
      notes.push(...workspace.notes);
      const changesAll = diffListings(baseline, final);
      const changes = changesAll.slice(0, CHANGES_CAP);
      if (changesAll.length > CHANGES_CAP)
        gaps.push(
          `changes.json: ${changesAll.length - CHANGES_CAP} of ${changesAll.length} changed paths left out`,
        );

      const verifier = exitForced
        ? notRun(`not run: the trial was ${exitForced}${quota && !forced ? ` (${quota})` : ""}`)
        : timedOut
          ? notRun("the trial timed out before the verifier could run")
          : !spec.task.testsDir
            ? notRun("the task has no tests/test.sh")
            : await timed("verifier", runVerifier(box, spec.task.testsDir, cfg.verifier.timeout_sec * 1000));
      clearTimeout(timer);
      const res = await resourceUse(box, engine.endpoint.startsWith("unix://")).catch(() => ({
        memoryPeakBytes: null,
        oomKills: null,
      }));
      const state = await container
        .inspect()
        .then((i) => i.State)
        .catch(() => null);
      if (state?.OOMKilled) notes.push("the container's main process was killed for lack of memory");

      const trajectory = capSteps(outcome.trajectory, notes);
      const net = egress.summary();
      gaps.push(...net.gaps);
      const finishedAt = new Date();
      const exitReason = timedOut
        ? "timeout"
        : forwarderFailed
          ? "error"
          : (exitForced ?? outcome.exitReason ?? "finished");
      const detail =
        killDetail ??
        (forwarderFailed ? `cannot start the network forwarder: ${forwarderFailed}` : undefined) ??
        (quota && !timedOut ? quota : undefined) ??
        outcome.detail ??
        (timedOut ? `wall-clock timeout of ${timeoutSec}s` : undefined);
      const bundle: EvidenceBundle = {
        schemaVersion: 1,
        runId: spec.runId,
        trialId: spec.trialId,
        task: {
          id: cfg.skillaudit.task_id,
          dir: spec.task.dir,
          ...(cfg.skillaudit.scenario_id ? { scenarioId: cfg.skillaudit.scenario_id } : {}),
          withSkill: cfg.skillaudit.with_skill,
          ...(cfg.skillaudit.skill_name ? { skillName: cfg.skillaudit.skill_name } : {}),
          network,
          allowlist,
        },
        image: { ref: spec.image, id: imageId },
        containerId: container.id,
        timings: {
          createdAt: createdAt.toISOString(),
          startedAt: startedAt.toISOString(),
          finishedAt: finishedAt.toISOString(),
          wallMs: finishedAt.getTime() - startedAt.getTime(),
        },
        exitReason,
        ...(detail ? { exitDetail: detail } : {}),
        resources: {
          wallMs: finishedAt.getTime() - startedAt.getTime(),
          cpus: cfg.environment.cpus,
          memoryLimitBytes: memoryBytes,
          diskLimitBytes: diskBytes,
          pidsLimit,
          memoryPeakBytes: res.memoryPeakBytes,
          oomKills: res.oomKills,
          tokens: outcome.usage ?? null,
        },
        verifier: { ran: verifier.ran, rewardValue: verifier.rewardValue },
        counts: {
          trajectorySteps: trajectory.length,
          execs: execs.length,
          changes: changes.length,
          ...net.counts,
          workspaceFiles: workspace.files,
        },
        leakedCanaries: net.leaked,
        notes,
        complete: gaps.length === 0,
        gaps,
        files: { ...BUNDLE_FILES },
      };
      return await timed("write", () =>
        writeBundle(dir, { bundle, trajectory, execs, changes, network: net.events, verifier, canaries }),
      );
    } finally {
      clearTimeout(timer);
      // The bundle is complete on disk; removal may finish after we return when detached.
      const removal = (async () => {
        await timed("stop", box.stop(stdin)).catch(() => {});
        await discard();
        log?.debug(`trial ${spec.trialId}: container removed`);
      })();
      if (!spec.detachRemoval) await removal;
    }
  }

  return {
    id: spec.trialId,
    workdir: WORKDIR,
    skillsDir,
    containerId: container.id,
    canaries,
    signal: controller.signal,
    exec: (command, opts) => {
      if (closed) return Promise.reject(new StageError("sandbox", `trial ${spec.trialId} is closed`));
      return timed("exec", () => agentExec(command, opts));
    },
    readFile,
    writeFile,
    phases,
    removed,
    finish: (extra) => capture(extra),
    abort: async (reason, exitReason = "killed") => {
      killDetail = reason;
      controller.abort(new Error(reason));
      // Killed (an interrupted run): at once, the files are given up. An error keeps them.
      if (exitReason === "killed") {
        await container.kill().catch(() => {});
        return capture({ trajectory: [] }, exitReason, true);
      }
      await endActivity();
      return capture({ trajectory: [] }, exitReason);
    },
  };
}

/** environment/ for /workspace, the skill for ~/.claude/skills/<name>/, the canaries: one tree under /. */
async function taskEntries(task: LoadedTask, canaries: Canary[]): Promise<ArchiveEntry[]> {
  const home = AGENT_HOME.slice(1);
  const entries: ArchiveEntry[] = [
    { path: WORKDIR.slice(1), type: "directory", mode: 0o755 },
    { path: `${home}/.claude`, type: "directory", mode: 0o755 },
    { path: SKILLS_DIR.slice(1), type: "directory", mode: 0o755 },
  ];
  const hasEnv = await fs
    .stat(task.environmentDir)
    .then((s) => s.isDirectory())
    .catch(() => false);
  if (hasEnv) {
    for (const e of await readTree(task.environmentDir)) {
      if (e.path === "skills" || e.path.startsWith("skills/")) continue;
      entries.push({ ...e, path: `${WORKDIR.slice(1)}/${e.path}` });
    }
  }
  const skillName = task.config.skillaudit.skill_name;
  if (task.skillDir && skillName) {
    const dest = `${SKILLS_DIR.slice(1)}/${skillName}`;
    entries.push({ path: dest, type: "directory", mode: 0o755 }, ...(await readTree(task.skillDir, dest)));
  }
  entries.push(...canaryEntries(canaries).map((e) => ({ ...e, path: `${home}/${e.path}` })));
  return entries;
}

let forwarderCache: Promise<Buffer> | null = null;
function forwarderSource(): Promise<Buffer> {
  forwarderCache ??= fs.readFile(path.join(findContextDir(), "forwarder.py"));
  return forwarderCache;
}
