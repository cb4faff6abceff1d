import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Duplex, PassThrough } from "node:stream";
import type Docker from "dockerode";
import { StageError } from "../util/errors";
import type { Logger } from "../util/logger";
import {
  type ArchiveEntry,
  bufferStream,
  type CappedArchive,
  firstFileOf,
  packEntries,
  readTree,
  writeCappedArchive,
} from "./archive";
import type { Engine } from "./engine";
import {
  BUNDLE_FILES,
  bundleDir,
  type Canary,
  capSteps,
  type EvidenceBundle,
  type ExecRecord,
  type FsChange,
  type VerifierResult,
  type WrittenBundle,
  writeBundle,
} from "./evidence";
import { findContextDir } from "./image";
import {
  archiveLayerDir,
  type Layer,
  layerChanges,
  localLayer,
  lowersHaveContent,
  readLayerFile,
  writeLayer,
} from "./overlay";
import { type LoggingProxy, startProxy, type Upstream } from "./proxy";
import type { LoadedTask } from "./task";
import type { ExecOptions, ExecResult, NetworkPolicy, TrialOutcome, TrialSession } from "./types";

export const AGENT_UID = 1000;
export const AGENT_HOME = "/home/agent";
export const WORKDIR = "/workspace";
export const SKILLS_DIR = `${AGENT_HOME}/.claude/skills`;
const PROXY_URL = "http://127.0.0.1:3128";
/**
 * Runs "$@" once the forwarder listens on 127.0.0.1:3128 (LISTEN in /proc/net/tcp; it binds
 * DNS before that), for up to 15 s; POSIX sh builtins plus sleep, as the agent user.
 */
const NETWORK_GATE =
  'i=0; while [ $i -lt 1500 ]; do while read -r _ l _ st _; do [ "$l $st" = "0100007F:0C38 0A" ] && exec "$@"; done < /proc/net/tcp; sleep 0.01; i=$((i+1)); done; echo "skillaudit: the sandbox network forwarder did not start" >&2; exit 125';
const BASE_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

export const LABELS = {
  run: "skillaudit.run",
  trial: "skillaudit.trial",
  pid: "skillaudit.pid",
  host: "skillaudit.host",
} as const;

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
  /**
   * On a local engine, write the task into and read the evidence from the container's
   * layer directly instead of through the engine's archive API (default true; same result).
   */
  useHostLayer?: boolean;
}

export interface TrialHandle extends TrialSession {
  readonly containerId: string;
  readonly canaries: readonly Canary[];
  /** Aborted when the wall clock runs out or the trial is aborted. */
  readonly signal: AbortSignal;
  /** Runs the task's verifier, captures the evidence, removes the container (see detachRemoval). */
  finish(extra: TrialOutcome): Promise<WrittenBundle>;
  /** Kills the trial now and still writes its bundle (exit reason "killed" unless given). */
  abort(reason: string, exitReason?: "killed" | "error"): Promise<WrittenBundle>;
  /** Resolves when the container is gone and its proxy closed. */
  readonly removed: Promise<void>;
  /** Milliseconds spent in each phase so far (create, copyIn, start, ...); for benchmarks and debugging. */
  readonly phases: Readonly<Record<string, number>>;
}

interface LiveContainer {
  docker: Docker;
  proxy: LoggingProxy | null;
  /** Set once removal has begun; resolves when the container is gone and the proxy closed. */
  removal?: Promise<void>;
}

/** Containers this process created and has not removed yet; the runner's signal handlers empty it. */
export const liveContainers = new Map<string, LiveContainer>();

/** Removes a live container (force) and closes its proxy; concurrent callers share one removal. */
function removeLive(id: string): Promise<void> {
  const entry = liveContainers.get(id);
  if (!entry) return Promise.resolve();
  entry.removal ??= (async () => {
    const gone = await entry.docker
      .getContainer(id)
      .remove({ force: true, v: true })
      .then(
        () => true,
        (e: { statusCode?: number }) => e?.statusCode === 404,
      );
    await entry.proxy?.close().catch(() => {});
    // A removal that failed (say, the engine was restarting) stays owed: a later call tries again.
    if (gone) liveContainers.delete(id);
    else entry.removal = undefined;
  })();
  return entry.removal;
}

/** Removes every container this process still has, waiting for removals already under way. */
export async function removeLiveContainers(): Promise<number> {
  const ids = [...liveContainers.keys()];
  await Promise.all(ids.map(removeLive));
  return ids.length;
}

/** Resolves when every removal this process has started or owes is done (for callers of detached trials). */
export async function settleRemovals(): Promise<void> {
  await Promise.all([...liveContainers.values()].map((e) => e.removal).filter(Boolean));
}

const alnum = (n: number, alphabet: string) => {
  const bytes = randomBytes(n);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
};
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const MIXED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Fresh fake credentials for one trial, shaped like real ones so scripts go for them. */
export function makeCanaries(): Canary[] {
  return [
    {
      name: "aws_access_key_id",
      kind: "file",
      location: `${AGENT_HOME}/.aws/credentials`,
      value: `AKIA${alnum(16, UPPER)}`,
    },
    {
      name: "aws_secret_access_key",
      kind: "file",
      location: `${AGENT_HOME}/.aws/credentials`,
      value: alnum(40, MIXED),
    },
    {
      name: "gh_hosts_token",
      kind: "file",
      location: `${AGENT_HOME}/.config/gh/hosts.yml`,
      value: `gho_${alnum(36, MIXED)}`,
    },
    { name: "npm_token", kind: "file", location: `${AGENT_HOME}/.npmrc`, value: `npm_${alnum(36, MIXED)}` },
    { name: "github_token_env", kind: "env", location: "GITHUB_TOKEN", value: `ghp_${alnum(36, MIXED)}` },
  ];
}

function canaryEntries(canaries: Canary[]): ArchiveEntry[] {
  const v = (n: string) => canaries.find((c) => c.name === n)?.value ?? "";
  const home = AGENT_HOME.slice(1);
  return [
    { path: `${home}/.aws`, type: "directory", mode: 0o700 },
    {
      path: `${home}/.aws/credentials`,
      type: "file",
      mode: 0o600,
      data: Buffer.from(
        `[default]\naws_access_key_id = ${v("aws_access_key_id")}\naws_secret_access_key = ${v("aws_secret_access_key")}\n`,
      ),
    },
    { path: `${home}/.config`, type: "directory", mode: 0o755 },
    { path: `${home}/.config/gh`, type: "directory", mode: 0o700 },
    {
      path: `${home}/.config/gh/hosts.yml`,
      type: "file",
      mode: 0o600,
      data: Buffer.from(
        `github.com:\n    user: agent\n    oauth_token: ${v("gh_hosts_token")}\n    git_protocol: https\n`,
      ),
    },
    {
      path: `${home}/.npmrc`,
      type: "file",
      mode: 0o600,
      data: Buffer.from(`//registry.npmjs.org/:_authToken=${v("npm_token")}\n`),
    },
  ];
}

/** Collects a stream up to `cap` bytes and counts the rest. */
class Capped extends PassThrough {
  chunks: Buffer[] = [];
  kept = 0;
  dropped = 0;
  constructor(readonly cap: number) {
    super();
    this.on("data", (c: Buffer) => {
      const room = this.cap - this.kept;
      if (room > 0) {
        const part = c.length <= room ? c : c.subarray(0, room);
        this.chunks.push(part);
        this.kept += part.length;
      }
      this.dropped += Math.max(0, c.length - Math.max(0, room));
    });
  }
  text(): string {
    const s = Buffer.concat(this.chunks).toString("utf8");
    return this.dropped ? `${s}\n[skillaudit: output truncated, ${this.dropped} more bytes not kept]` : s;
  }
}

const HEAD = 4096;
const head = (s: string) =>
  s.length > HEAD
    ? `${s.slice(0, HEAD)}\n[skillaudit: ${s.length - HEAD} more characters in the exec output]`
    : s;

/** Creates and starts the trial's container with the task's files, skill and canaries in place. */
export async function openTrial(engine: Engine, spec: TrialSpec): Promise<TrialHandle> {
  const { docker } = engine;
  const cfg = spec.task.config;
  const network = spec.network ?? cfg.skillaudit.network;
  const allowlist = spec.allowlist ?? cfg.skillaudit.allowlist;
  const memoryBytes = cfg.environment.memory_mb * 1024 * 1024;
  const pidsLimit = spec.pidsLimit ?? cfg.environment.pids_limit ?? 256;
  const timeoutSec = spec.timeoutSec ?? cfg.agent.timeout_sec + cfg.verifier.timeout_sec + 60;
  const outputCap = spec.outputCapBytes ?? 1024 * 1024;
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

  const proxy =
    network === "none"
      ? null
      : await timed(
          "proxy",
          startProxy({
            policy: network,
            allowlist,
            canaries,
            upstream: spec.upstream,
            onEvent: (e) =>
              log?.debug(`trial ${spec.trialId}: ${e.kind} ${e.target} ${e.allowed ? "allowed" : "denied"}`),
          }),
        );

  // Built from nothing: the host's environment never reaches the container.
  const env: Record<string, string> = {
    PATH: BASE_PATH,
    HOME: AGENT_HOME,
    USER: "agent",
    LANG: "C.UTF-8",
    GITHUB_TOKEN: canaries.find((c) => c.name === "github_token_env")?.value ?? "",
    ...(proxy
      ? {
          HTTP_PROXY: PROXY_URL,
          HTTPS_PROXY: PROXY_URL,
          http_proxy: PROXY_URL,
          https_proxy: PROXY_URL,
          NO_PROXY: "localhost,127.0.0.1,::1",
          no_proxy: "localhost,127.0.0.1,::1",
        }
      : {}),
    ...(spec.env ?? {}),
  };

  // Read the task's files while the engine creates the container.
  const entriesP = taskEntries(spec.task, canaries);
  entriesP.catch(() => {});
  let container: Docker.Container;
  try {
    container = await timed(
      "create",
      docker.createContainer({
        name: `skillaudit-${spec.runId}-${spec.trialId}`.replace(/[^a-zA-Z0-9_.-]/g, "-").slice(0, 120),
        Image: spec.image,
        // -I -S: stdlib only, no site or PYTHON* variables, and a faster start.
        Cmd: ["python3", "-I", "-S", "/opt/skillaudit/forwarder.py", "--until-stdin-eof"],
        // The forwarder runs until its stdin closes: closing it stops the container (see stop()).
        OpenStdin: true,
        StdinOnce: true,
        AttachStdin: true,
        // The keep-alive/forwarder process runs as uid 0 with no capabilities; every exec runs as agent.
        User: "0:0",
        WorkingDir: WORKDIR,
        Env: Object.entries(env).map(([k, v]) => `${k}=${v}`),
        Labels: {
          [LABELS.run]: spec.runId,
          [LABELS.trial]: spec.trialId,
          [LABELS.pid]: String(process.pid),
          [LABELS.host]: os.hostname(),
        },
        NetworkDisabled: false,
        HostConfig: {
          NetworkMode: "none",
          CapDrop: ["ALL"],
          SecurityOpt: ["no-new-privileges"],
          Privileged: false,
          Init: true,
          Memory: memoryBytes,
          MemorySwap: memoryBytes,
          NanoCpus: Math.round(cfg.environment.cpus * 1e9),
          PidsLimit: pidsLimit,
          IpcMode: "private",
          Binds: proxy ? [`${proxy.dir}:/run/skillaudit:ro`] : [],
          Dns: proxy ? ["127.0.0.1"] : [],
          // Lets the forwarder (no capabilities) answer DNS on port 53 so looked-up names are logged.
          Sysctls: proxy ? { "net.ipv4.ip_unprivileged_port_start": "53" } : {},
          AutoRemove: false,
        },
      }),
    );
  } catch (err) {
    await proxy?.close();
    throw new StageError(
      "sandbox",
      `cannot create the trial container from ${spec.image}: ${(err as Error).message}`,
      {
        cause: err,
      },
    );
  }
  liveContainers.set(container.id, { docker, proxy });
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

  let imageId = "";
  // The container's layers when this process can read and write them directly (local engine).
  let layer: Layer | null = null;
  let workspaceInLayer = false;
  try {
    const info = await timed("inspect", container.inspect());
    imageId = info.Image;
    layer = spec.useHostLayer === false ? null : await localLayer(engine.endpoint, info.GraphDriver);
    const entries = await entriesP;
    const owner = { uid: AGENT_UID, gid: AGENT_UID };
    await timed("copyIn", async () => {
      // Writing the never-started container's layer is what the upload does, minus ~100 ms.
      if (layer && (await writeLayer(layer, entries, owner))) return;
      await container.putArchive(bufferStream(await packEntries(entries, owner)), { path: "/" });
    });
    workspaceInLayer = layer !== null && !(await lowersHaveContent(layer, WORKDIR.slice(1)));
    stdin = (await timed(
      "attach",
      container.attach({ stream: true, hijack: true, stdin: true, stdout: false, stderr: false }),
    )) as Duplex;
    stdin.on("error", () => {});
    (stdin as unknown as { unref?: () => void }).unref?.();
    await timed("start", container.start());
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
  const timer = setTimeout(() => {
    timedOut = true;
    log?.warn(`trial ${spec.trialId}: wall-clock timeout of ${timeoutSec}s reached; killing the container`);
    controller.abort(new Error("trial timeout"));
    container.kill().catch(() => {});
  }, timeoutSec * 1000);

  // The forwarder comes up while the first command is being set up: an exec started before
  // it announced itself waits inside the container for its listener (NETWORK_GATE). If it
  // never comes up, the trial ends as an error rather than run with an unlogged network.
  let forwarderUp = proxy === null;
  let forwarderFailed: string | undefined;
  const readySince = performance.now();
  proxy?.ready(15_000).then(
    () => {
      forwarderUp = true;
      phases.forwarderReady = performance.now() - readySince;
    },
    (err: Error) => {
      if (closed) return;
      forwarderFailed = err.message;
      log?.warn(`trial ${spec.trialId}: ${err.message}; ending the trial`);
      controller.abort(err);
      container.kill().catch(() => {});
    },
  );

  const execs: ExecRecord[] = [];
  const skillsDir = cfg.skillaudit.with_skill ? SKILLS_DIR : null;

  const resolvePath = (p: string) => (p.startsWith("/") ? p : path.posix.join(WORKDIR, p));

  async function execAs(
    user: string,
    command: string,
    opts: ExecOptions = {},
    record = true,
  ): Promise<ExecResult> {
    const timeoutMs = opts.timeoutMs ?? spec.execTimeoutMs ?? 10 * 60 * 1000;
    const cwd = opts.cwd ? resolvePath(opts.cwd) : WORKDIR;
    const began = Date.now();
    const marker = randomBytes(8).toString("hex");
    const startedIso = new Date(began).toISOString();
    const out = new Capped(outputCap);
    const errOut = new Capped(outputCap);
    let exitCode: number | null = null;
    let hardStop = false;
    let error: string | undefined;
    try {
      if (timedOut) throw new Error("the trial timed out");
      // `timeout` puts the command in its own process group and signals the whole group.
      const exec = await container.exec({
        Cmd: [
          ...(forwarderUp ? [] : ["sh", "-c", NETWORK_GATE, "skillaudit-network-gate"]),
          "timeout",
          "--kill-after=2",
          `${(timeoutMs / 1000).toFixed(3)}`,
          "bash",
          "-c",
          command,
        ],
        User: user,
        WorkingDir: cwd,
        Env: [...Object.entries(opts.env ?? {}).map(([k, v]) => `${k}=${v}`), `SKILLAUDIT_EXEC=${marker}`],
        AttachStdin: opts.stdin !== undefined,
        AttachStdout: true,
        AttachStderr: true,
        Tty: false,
      });
      const stream = await exec.start({ hijack: true, stdin: opts.stdin !== undefined });
      docker.modem.demuxStream(stream, out, errOut);
      if (opts.stdin !== undefined) stream.end(opts.stdin);
      await new Promise<void>((resolve) => {
        // A daemon left holding the pipe must not hang us: stop reading after the grace period.
        const t = setTimeout(() => {
          hardStop = true;
          stream.destroy();
          resolve();
        }, timeoutMs + 5000);
        const done = () => {
          clearTimeout(t);
          resolve();
        };
        stream.on("end", done);
        stream.on("close", done);
        stream.on("error", done);
      });
      const info = await exec.inspect().catch(() => null);
      exitCode = info && !info.Running ? (info.ExitCode ?? null) : null;
    } catch (err) {
      error = (err as Error).message;
    }
    const durationMs = Date.now() - began;
    if (hardStop || exitCode === 124 || exitCode === 137) await killTree(user, marker);
    const killedByTimeout =
      hardStop ||
      ((exitCode === 124 || exitCode === 137) && durationMs >= timeoutMs - 50) ||
      (timedOut && exitCode !== 0);
    const result: ExecResult = {
      exitCode,
      stdout: out.text(),
      stderr: error
        ? `${errOut.text()}${errOut.kept ? "\n" : ""}[skillaudit: exec failed: ${error}]`
        : errOut.text(),
      timedOut: killedByTimeout,
      truncated: out.dropped > 0 || errOut.dropped > 0,
      durationMs,
    };
    if (record) {
      execs.push({
        index: execs.length,
        startedAt: startedIso,
        endedAt: new Date().toISOString(),
        command,
        cwd,
        exitCode,
        timedOut: result.timedOut,
        durationMs,
        stdoutHead: head(result.stdout),
        stderrHead: head(result.stderr),
        truncated: result.truncated,
        ...(error ? { error } : {}),
      });
    }
    return result;
  }

  /**
   * Ends every process that inherited this exec's marker, including ones that left its
   * process group (setsid, a fork bomb's late children). Builtins only: it must work when
   * the pids limit is exhausted, so it retries until its own exec can start.
   */
  async function killTree(user: string, marker: string): Promise<void> {
    const script = `for r in {1..30}; do n=0; for f in /proc/[0-9]*/environ; do p=\${f#/proc/}; p=\${p%/environ}; [ "$p" = "$$" ] && continue; mapfile -d '' -t e < "$f" 2>/dev/null || continue; for v in "\${e[@]}"; do if [ "$v" = "SKILLAUDIT_EXEC=${marker}" ]; then kill -KILL "$p" 2>/dev/null; n=1; break; fi; done; done; [ $n = 0 ] && break; done`;
    for (let attempt = 0; attempt < 10 && !timedOut; attempt++) {
      try {
        const exec = await container.exec({
          Cmd: ["bash", "-c", script],
          User: user,
          AttachStdout: true,
          AttachStderr: true,
        });
        const stream = await exec.start({ hijack: true, stdin: false });
        stream.resume();
        await new Promise<void>((resolve) => {
          stream.on("end", resolve);
          stream.on("close", resolve);
          stream.on("error", resolve);
        });
        const info = await exec.inspect();
        if (info.ExitCode === 0) return;
      } catch {
        // No pid left for us yet: the kill above is still draining the tree.
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function readFile(p: string): Promise<Buffer> {
    const abs = resolvePath(p);
    const stream = await container.getArchive({ path: abs });
    const data = await firstFileOf(stream);
    if (data === null)
      throw new StageError("sandbox", `${abs} is not a regular file in trial ${spec.trialId}`);
    return data;
  }

  async function writeFile(p: string, data: string | Buffer): Promise<void> {
    const abs = resolvePath(p);
    // Create missing parents as the agent's, without touching existing directories.
    const missing: string[] = [];
    let dir = path.posix.dirname(abs);
    while (dir !== "/") {
      const exists = await container
        .infoArchive({ path: dir })
        .then((res: unknown) => {
          // A HEAD answer left unread keeps its engine socket open (and the process alive).
          (res as { resume?: () => void } | null)?.resume?.();
          return true;
        })
        .catch(() => false);
      if (exists) break;
      missing.unshift(path.posix.basename(dir));
      dir = path.posix.dirname(dir);
    }
    const entries: ArchiveEntry[] = [];
    let rel = "";
    for (const m of missing) {
      rel = rel ? `${rel}/${m}` : m;
      entries.push({ path: rel, type: "directory", mode: 0o755 });
    }
    entries.push({
      path: rel ? `${rel}/${path.posix.basename(abs)}` : path.posix.basename(abs),
      type: "file",
      data: Buffer.isBuffer(data) ? data : Buffer.from(data),
    });
    const tarball = await packEntries(entries, { uid: AGENT_UID, gid: AGENT_UID });
    await container.putArchive(bufferStream(tarball), { path: dir });
  }

  const noVerifier: VerifierResult = {
    ran: false,
    exitCode: null,
    timedOut: false,
    durationMs: 0,
    stdout: "",
    stderr: "",
    truncated: false,
    reward: null,
    rewardValue: null,
  };

  /** Runs tests/test.sh; its reward file is read with the rest of the evidence (verifierResult). */
  async function runVerifier(): Promise<ExecResult | VerifierResult> {
    if (!spec.task.testsDir) return { ...noVerifier, error: "the task has no tests/test.sh" };
    if (timedOut) return { ...noVerifier, error: "the trial timed out before the verifier could run" };
    try {
      // The tests arrive only now, so the agent never saw them.
      const tests = await readTree(spec.task.testsDir, "tests");
      await container.putArchive(bufferStream(await packEntries(tests, { uid: 0, gid: 0 })), { path: "/" });
      return await execAs(
        `${AGENT_UID}:${AGENT_UID}`,
        "bash /tests/test.sh",
        {
          timeoutMs: cfg.verifier.timeout_sec * 1000,
        },
        false,
      );
    } catch (err) {
      return { ...noVerifier, error: `verifier failed to run: ${(err as Error).message}` };
    }
  }

  function verifierResult(r: ExecResult, rewardFile: Buffer | Error): VerifierResult {
    let reward: unknown = null;
    let rewardValue: number | null = null;
    let error: string | undefined;
    try {
      if (rewardFile instanceof Error) throw rewardFile;
      reward = JSON.parse(rewardFile.toString("utf8"));
      const v = typeof reward === "number" ? reward : (reward as { reward?: unknown } | null)?.reward;
      rewardValue = typeof v === "number" && Number.isFinite(v) ? v : null;
      if (rewardValue === null) error = "reward.json has no numeric reward";
    } catch (err) {
      error = `no readable /logs/verifier/reward.json: ${(err as Error).message}`;
    }
    return {
      ran: true,
      exitCode: r.exitCode,
      timedOut: r.timedOut,
      durationMs: r.durationMs,
      stdout: r.stdout,
      stderr: r.stderr,
      truncated: r.truncated,
      reward,
      rewardValue,
      ...(error ? { error } : {}),
    };
  }

  /**
   * Ends every process in the container by closing the forwarder's stdin: it exits, and
   * with the container's init gone the kernel kills the rest. A natural exit is cheaper
   * than a kill through the engine; the kill remains the fallback. The layer can then be
   * read from the host with nothing inside able to change it. True once stopped.
   */
  async function stop(): Promise<boolean> {
    const waited = container.wait({ condition: "not-running" }).then(
      () => true,
      () => false,
    );
    stdin?.end();
    let t: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((r) => {
      t = setTimeout(() => r("late"), 5000);
    });
    const first = await Promise.race([waited, late]);
    clearTimeout(t);
    if (first !== "late") return first;
    await container.kill().catch(() => {});
    return waited;
  }

  /** A file from the stopped container's layer when it is there as a plain file, else through the engine. */
  async function evidenceFile(abs: string, fromLayer: boolean): Promise<Buffer> {
    if (fromLayer && layer) {
      const data = await readLayerFile(layer, abs).catch(() => null);
      if (data) return data;
    }
    return readFile(abs);
  }

  async function resourceUse(): Promise<{ memoryPeakBytes: number | null; oomKills: number | null }> {
    // The engine's stats call costs a second: read the cgroup on the host when the engine is
    // local, else from inside the container (v1 or v2).
    if (engine.endpoint.startsWith("unix://")) {
      const host = await hostCgroupMemory(container.id);
      if (host) return host;
    }
    const r = await execAs(
      "0:0",
      "cd /sys/fs/cgroup; if [ -f memory/memory.max_usage_in_bytes ]; then echo peak $(cat memory/memory.max_usage_in_bytes); grep oom_kill memory/memory.oom_control; else echo peak $(cat memory.peak 2>/dev/null); grep oom_kill memory.events; fi",
      { timeoutMs: 5000 },
      false,
    );
    const peak = /^peak (\d+)/m.exec(r.stdout);
    const oom = /^oom_kill (\d+)/m.exec(r.stdout);
    return { memoryPeakBytes: peak ? Number(peak[1]) : null, oomKills: oom ? Number(oom[1]) : null };
  }

  async function capture(outcome: TrialOutcome, forced?: "killed" | "error"): Promise<WrittenBundle> {
    if (closed) throw new StageError("sandbox", `trial ${spec.trialId} was already closed`);
    closed = true;
    const notes: string[] = [];
    const dir = bundleDir(spec.runDir, spec.trialId);
    await fs.rm(dir, { recursive: true, force: true });
    await fs.mkdir(dir, { recursive: true });
    try {
      const ran = forced ? skippedVerifier(forced) : await timed("verifier", runVerifier);
      clearTimeout(timer);
      const cap = spec.workspaceCapBytes ?? 50 * 1024 * 1024;
      const workspaceOut = path.join(dir, BUNDLE_FILES.workspace);
      const capped = (ar: CappedArchive): number => {
        if (ar.omitted.length) {
          const list = ar.omitted.slice(0, 20).join(", ") + (ar.omitted.length > 20 ? ", …" : "");
          notes.push(
            `workspace.tar: ${ar.omitted.length} file(s), ${ar.omittedBytes} bytes left out past the ${cap}-byte cap: ${list}`,
          );
        }
        return ar.files;
      };
      const archiveWorkspace = async (fromLayer: boolean): Promise<number> => {
        try {
          if (fromLayer && layer && workspaceInLayer)
            return capped(await archiveLayerDir(layer, WORKDIR.slice(1), workspaceOut, cap));
          return capped(
            await writeCappedArchive(await container.getArchive({ path: WORKDIR }), workspaceOut, cap),
          );
        } catch (err) {
          notes.push(`workspace.tar: could not archive ${WORKDIR}: ${(err as Error).message}`);
          return 0;
        }
      };
      const engineChanges = async (): Promise<FsChange[]> => {
        const raw = ((await container.changes()) ?? []) as Array<{ Path: string; Kind: number }>;
        return raw.map((c) => ({ path: c.Path, kind: CHANGE_KINDS[c.Kind] ?? "changed" }));
      };
      // The memory peak lives in the container's cgroup: read it before the container stops.
      const memory = layer ? await resourceUse() : null;
      // A local layer is read from the host once the container has stopped; otherwise the
      // engine is asked while the container still runs. Either way removal comes after.
      const fromLayer = layer !== null && (await timed("stop", stop));
      const evidenceStarted = performance.now();
      const [res, changesAll, workspaceFiles, state, rewardFile] = await Promise.all([
        fromLayer && memory ? memory : resourceUse(),
        (fromLayer && layer ? layerChanges(layer) : engineChanges()).catch((err) => {
          notes.push(`changes.json: the engine gave no changes: ${(err as Error).message}`);
          return [] as FsChange[];
        }),
        archiveWorkspace(fromLayer),
        container
          .inspect()
          .then((i) => i.State)
          .catch(() => null),
        isVerifierResult(ran)
          ? Promise.resolve(null)
          : evidenceFile("/logs/verifier/reward.json", fromLayer).catch((err) => err as Error),
      ]);
      const verifier = isVerifierResult(ran) ? ran : verifierResult(ran, rewardFile ?? new Error("not read"));
      phases.evidence = performance.now() - evidenceStarted;
      const CHANGES_CAP = 20000;
      const changes = changesAll.slice(0, CHANGES_CAP);
      if (changesAll.length > CHANGES_CAP) {
        notes.push(
          `changes.json: ${changesAll.length - CHANGES_CAP} of ${changesAll.length} changed paths left out`,
        );
      }
      const trajectory = capSteps(outcome.trajectory, notes);
      const netEvents = proxy ? [...proxy.events] : [];
      // Counts and canaries cover every attempt, also those past the log's caps.
      const net = proxy?.stats ?? { events: 0, denied: 0, canaryHits: 0, leaked: [], dropped: 0 };
      const leaked = net.leaked;
      if (net.dropped > 0)
        notes.push(
          `network.jsonl: ${net.dropped} of ${net.events} network events past the log's caps were counted but not kept`,
        );
      const finishedAt = new Date();
      if (proxy && !forwarderUp)
        notes.push("network.jsonl: the network forwarder never announced itself; attempts may be missing");
      const exitReason = timedOut
        ? "timeout"
        : forwarderFailed
          ? "error"
          : (forced ?? outcome.exitReason ?? "finished");
      const detail =
        killDetail ??
        (forwarderFailed ? `cannot start the network forwarder: ${forwarderFailed}` : undefined) ??
        outcome.detail ??
        (timedOut ? `wall-clock timeout of ${timeoutSec}s` : undefined);
      if (state?.OOMKilled) notes.push("the container's main process was killed for lack of memory");
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
          networkEvents: net.events,
          networkDenied: net.denied,
          canaryHits: net.canaryHits,
          workspaceFiles,
        },
        leakedCanaries: leaked,
        notes,
        files: { ...BUNDLE_FILES },
      };
      return await timed("write", () =>
        writeBundle(dir, {
          bundle,
          trajectory,
          execs,
          changes,
          network: netEvents,
          verifier,
          canaries,
        }),
      );
    } finally {
      clearTimeout(timer);
      // The bundle is complete on disk; removal may finish after we return when detached.
      const removal = discard().then(() => log?.debug(`trial ${spec.trialId}: container removed`));
      if (!spec.detachRemoval) await removal;
    }
  }
  function skippedVerifier(reason: string): VerifierResult {
    return {
      ran: false,
      exitCode: null,
      timedOut: false,
      durationMs: 0,
      stdout: "",
      stderr: "",
      truncated: false,
      reward: null,
      rewardValue: null,
      error: `not run: the trial was ${reason}`,
    };
  }

  const handle: TrialHandle = {
    id: spec.trialId,
    workdir: WORKDIR,
    skillsDir,
    containerId: container.id,
    canaries,
    signal: controller.signal,
    exec: (command, opts) => {
      if (closed) return Promise.reject(new StageError("sandbox", `trial ${spec.trialId} is closed`));
      return timed("exec", () => execAs(`${AGENT_UID}:${AGENT_UID}`, command, opts));
    },
    readFile,
    writeFile,
    phases,
    removed,
    finish: (extra) => capture(extra),
    abort: async (reason, exitReason = "killed") => {
      killDetail = reason;
      controller.abort(new Error(reason));
      await container.kill().catch(() => {});
      return capture({ trajectory: [] }, exitReason);
    },
  };
  return handle;
}

/** environment/ for /workspace, the skill for ~/.claude/skills/<name>/, the canaries and the forwarder: one tree under /. */
async function taskEntries(task: LoadedTask, canaries: Canary[]): Promise<ArchiveEntry[]> {
  const root = { uid: 0, gid: 0 };
  const entries: ArchiveEntry[] = [
    { path: WORKDIR.slice(1), type: "directory", mode: 0o755 },
    { path: AGENT_HOME.slice(1), type: "directory", mode: 0o755 },
    { path: `${AGENT_HOME.slice(1)}/.claude`, type: "directory", mode: 0o755 },
    { path: SKILLS_DIR.slice(1), type: "directory", mode: 0o755 },
    { path: "logs/verifier", type: "directory", mode: 0o755 },
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
  entries.push(...canaryEntries(canaries));
  // The forwarder travels with every trial so any image with python3 can be used.
  entries.push(
    { path: "opt/skillaudit", type: "directory", mode: 0o755, owner: root },
    {
      path: "opt/skillaudit/forwarder.py",
      type: "file",
      mode: 0o755,
      data: await forwarderSource(),
      owner: root,
    },
  );
  return entries;
}

let forwarderCache: Promise<Buffer> | null = null;
function forwarderSource(): Promise<Buffer> {
  forwarderCache ??= fs.readFile(path.join(findContextDir(), "forwarder.py"));
  return forwarderCache;
}

async function hostCgroupMemory(
  id: string,
): Promise<{ memoryPeakBytes: number; oomKills: number | null } | null> {
  const read = (p: string) => fs.readFile(p, "utf8").catch(() => null);
  for (const dir of [
    `/sys/fs/cgroup/memory/docker/${id}`,
    `/sys/fs/cgroup/memory/system.slice/docker-${id}.scope`,
  ]) {
    const peak = await read(`${dir}/memory.max_usage_in_bytes`);
    if (peak) {
      const oom = /oom_kill (\d+)/.exec((await read(`${dir}/memory.oom_control`)) ?? "");
      return { memoryPeakBytes: Number(peak.trim()), oomKills: oom ? Number(oom[1]) : null };
    }
  }
  for (const dir of [`/sys/fs/cgroup/system.slice/docker-${id}.scope`, `/sys/fs/cgroup/docker/${id}`]) {
    const peak = await read(`${dir}/memory.peak`);
    if (peak) {
      const oom = /oom_kill (\d+)/.exec((await read(`${dir}/memory.events`)) ?? "");
      return { memoryPeakBytes: Number(peak.trim()), oomKills: oom ? Number(oom[1]) : null };
    }
  }
  return null;
}

const CHANGE_KINDS = ["changed", "added", "deleted"] as const;

const isVerifierResult = (r: ExecResult | VerifierResult): r is VerifierResult => "rewardValue" in r;
