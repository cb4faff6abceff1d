import { randomBytes } from "node:crypto";
import os from "node:os";
import { type Duplex, PassThrough } from "node:stream";
import type Docker from "dockerode";
import type { ExecOptions, ExecResult } from "./types";

/**
 * Container lifecycle for one trial: create (limits, a read-only root with size-capped
 * tmpfs for every writable path), exec as a given user, end a user's processes, stop and
 * remove. Nothing here knows about tasks, networks or evidence.
 */

export const AGENT_UID = 1000;
/** The verifier's own account: it can read the workspace, and only it can write its logs. */
export const VERIFIER_UID = 1001;
export const AGENT_HOME = "/home/agent";
export const WORKDIR = "/workspace";
export const SKILLS_DIR = `${AGENT_HOME}/.claude/skills`;
export const VERIFIER_LOGS = "/logs/verifier";
/** The hidden tests arrive here after the agent is gone; readable by the verifier only. */
export const TESTS_DIR = "/tests";
export const BASE_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

export const LABELS = {
  run: "skillaudit.run",
  trial: "skillaudit.trial",
  pid: "skillaudit.pid",
  host: "skillaudit.host",
} as const;

/** The paths the agent can write: everything else is the image, read-only. */
export const AGENT_WRITABLE = [WORKDIR, AGENT_HOME, "/tmp", "/var/tmp"] as const;

/**
 * The storage driver here (overlay2 on ext4) cannot cap a container's writable layer
 * (--storage-opt size needs xfs with pquota), so the root is read-only and each writable
 * path is a tmpfs of `diskBytes`. tmpfs pages are charged to the container's memory cgroup,
 * so all of them together also stay within the memory limit.
 */
export function writableMounts(diskBytes: number): Record<string, string> {
  const agent = `size=${diskBytes},mode=0755,uid=${AGENT_UID},gid=${AGENT_UID}`;
  const verifier = `uid=${VERIFIER_UID},gid=${VERIFIER_UID}`;
  return {
    [WORKDIR]: agent,
    [AGENT_HOME]: agent,
    "/tmp": `size=${diskBytes},mode=1777`,
    "/var/tmp": `size=${diskBytes},mode=1777`,
    [VERIFIER_LOGS]: `size=${16 * 1024 * 1024},mode=0755,${verifier}`,
    [TESTS_DIR]: `size=${64 * 1024 * 1024},mode=0700,${verifier}`,
  };
}

export interface ContainerSpec {
  name: string;
  image: string;
  /** The keep-alive process (runs as uid 0 without capabilities); it exits when its stdin closes. */
  cmd: string[];
  env: Record<string, string>;
  labels: Record<string, string>;
  memoryBytes: number;
  cpus: number;
  pidsLimit: number;
  diskBytes: number;
  /** Host directory mounted read-only at /run/skillaudit (the proxy socket), if any. */
  proxyDir: string | null;
}

export function trialLabels(runId: string, trialId: string): Record<string, string> {
  return {
    [LABELS.run]: runId,
    [LABELS.trial]: trialId,
    [LABELS.pid]: String(process.pid),
    [LABELS.host]: os.hostname(),
  };
}

export function createContainer(docker: Docker, spec: ContainerSpec): Promise<Docker.Container> {
  return docker.createContainer({
    name: spec.name.replace(/[^a-zA-Z0-9_.-]/g, "-").slice(0, 120),
    Image: spec.image,
    Cmd: spec.cmd,
    OpenStdin: true,
    StdinOnce: true,
    AttachStdin: true,
    User: "0:0",
    WorkingDir: WORKDIR,
    Env: Object.entries(spec.env).map(([k, v]) => `${k}=${v}`),
    Labels: spec.labels,
    NetworkDisabled: false,
    HostConfig: {
      NetworkMode: "none",
      CapDrop: ["ALL"],
      SecurityOpt: ["no-new-privileges"],
      Privileged: false,
      Init: true,
      ReadonlyRootfs: true,
      Tmpfs: writableMounts(spec.diskBytes),
      Memory: spec.memoryBytes,
      MemorySwap: spec.memoryBytes,
      NanoCpus: Math.round(spec.cpus * 1e9),
      PidsLimit: spec.pidsLimit,
      IpcMode: "private",
      Binds: spec.proxyDir ? [`${spec.proxyDir}:/run/skillaudit:ro`] : [],
      Dns: spec.proxyDir ? ["127.0.0.1"] : [],
      // Lets the forwarder (no capabilities) answer DNS on port 53 so looked-up names are logged.
      Sysctls: spec.proxyDir ? { "net.ipv4.ip_unprivileged_port_start": "53" } : {},
      AutoRemove: false,
    },
  });
}

interface LiveContainer {
  docker: Docker;
  /** Closed after the container is gone (the trial's proxy). */
  onRemoved?: () => Promise<void>;
  removal?: Promise<void>;
}

/** Containers this process created and has not removed yet; the runner's signal handlers empty it. */
export const liveContainers = new Map<string, LiveContainer>();

export function trackContainer(docker: Docker, id: string, onRemoved?: () => Promise<void>): void {
  liveContainers.set(id, { docker, ...(onRemoved ? { onRemoved } : {}) });
}

/** Removes a live container (force) and runs its cleanup; concurrent callers share one removal. */
export function removeLive(id: string): Promise<void> {
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
    await entry.onRemoved?.().catch(() => {});
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

/** Time the engine gets past an exec's own limit before the exec is given up as unanswered. */
const ENGINE_GRACE_MS = 10_000;
/** Total time to end a timed-out exec's tree, or every process of a user, over all attempts. */
const KILL_BUDGET_MS = 20_000;

class EngineSilent extends Error {}

/** `p`, or a rejection once `end` (epoch ms) has passed without an answer from the engine. */
async function answered<T>(p: Promise<T>, end: number): Promise<T> {
  const ms = Math.max(0, end - Date.now());
  let t: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    t = setTimeout(() => reject(new EngineSilent(`the Docker engine did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([p, late]);
  } finally {
    clearTimeout(t);
  }
}

/** Resolves when every removal this process has started or owes is done (for callers of detached trials). */
export async function settleRemovals(): Promise<void> {
  await Promise.all([...liveContainers.values()].map((e) => e.removal).filter(Boolean));
}

/**
 * Shell that ends every process of `uid` when run as that user (setsid daemons and fork
 * bombs included): each is stopped, then killed, until /proc lists none but this shell, its
 * parent and grandparent (the exec's timeout and the shell around it); zombies are skipped
 * (init reaps them). Exits 0 when none is left, 1 when some still are.
 * Builtins only, so it runs when the pids limit is exhausted: bash retries a failed fork for
 * seconds, so even `$(seq)` or `sleep` would stall it; it paces itself on $EPOCHREALTIME.
 */
export function killAllScript(uid: number): string {
  return `gp=; read -r s < /proc/$PPID/stat 2>/dev/null && { a=(\${s##*) }); gp=\${a[1]}; }; for r in {1..50}; do n=0; for s in /proc/[0-9]*/status; do p=\${s#/proc/}; p=\${p%/status}; [ "$p" = "$$" ] || [ "$p" = "$PPID" ] || [ "$p" = "$gp" ] && continue; while read -r k v _; do [ "$k" = "State:" ] && [ "$v" = "Z" ] && break; [ "$k" = "Uid:" ] && { [ "$v" = "${uid}" ] && { kill -STOP "$p"; kill -KILL "$p"; n=1; }; break; }; done < "$s" 2>/dev/null; done; [ $n = 0 ] && break; t=\${EPOCHREALTIME/./}; while (( \${EPOCHREALTIME/./} - t < 50000 )); do :; done; done; [ $n = 0 ]`;
}

/**
 * Shell that ends every process carrying the exec marker, including ones that left its process
 * group. One SIGKILL to a marked process's group ends the whole group at once, forks in flight
 * included; killing pids one by one loses the race to a fork bomb refilling the pid limit.
 * Builtins only: the pid limit may leave no room for a fork.
 */
function killMarkedScript(marker: string): string {
  return `read -r s < /proc/$$/stat; a=(\${s##*) }); own=\${a[2]}; for r in {1..30}; do n=0; for f in /proc/[0-9]*/environ; do p=\${f#/proc/}; p=\${p%/environ}; [ "$p" = "$$" ] && continue; mapfile -d '' -t e < "$f" 2>/dev/null || continue; for v in "\${e[@]}"; do if [ "$v" = "SKILLAUDIT_EXEC=${marker}" ]; then read -r s < "/proc/$p/stat" 2>/dev/null && { a=(\${s##*) }); g=\${a[2]}; [ "$g" -gt 1 ] && [ "$g" != "$own" ] && kill -KILL -- "-$g" 2>/dev/null; }; kill -KILL "$p" 2>/dev/null; n=1; break; fi; done; done; [ $n = 0 ] && break; done`;
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
  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
  text(): string {
    const s = this.bytes().toString("utf8");
    return this.dropped ? `${s}\n[skillaudit: output truncated, ${this.dropped} more bytes not kept]` : s;
  }
}

export interface RunOptions extends Omit<ExecOptions, "stdin"> {
  stdin?: string | Buffer;
  /** Per-stream cap (default: the box's). */
  capBytes?: number;
  /** Receives stdout as it arrives instead of it being collected (for archives). */
  stdoutTo?: NodeJS.WritableStream;
  /** Runs before the command (the network gate); empty when not needed. */
  prefix?: string[];
}

export type RawResult = ExecResult & { stdoutBytes: Buffer };

/** A started trial container: runs commands in it as a given user, within time and output limits. */
export class Box {
  constructor(
    readonly docker: Docker,
    readonly container: Docker.Container,
    private readonly defaults: { capBytes: number; timeoutMs: number; cwd: string },
  ) {}

  get id(): string {
    return this.container.id;
  }

  /**
   * `bash -c command` as `user` ("uid:gid") under timeout(1); the whole tree is ended at the limit.
   * A command the runtime could not start (the pid limit still full of processes being killed)
   * is tried again for up to 5 s; the runtime's message is never reported as its output.
   */
  async run(user: string, command: string, opts: RunOptions = {}): Promise<RawResult> {
    const window = Math.min(opts.timeoutMs ?? this.defaults.timeoutMs, 5000);
    const began = Date.now();
    for (let wait = 100; ; wait = Math.min(wait * 2, 1000)) {
      const r = await this.runOnce(user, command, opts);
      // A streamed stdout cannot be taken back, so only collected output is retried.
      if (r.started || opts.stdoutTo) return { ...r.result, durationMs: Date.now() - began };
      if (Date.now() - began + wait >= window) {
        const why = r.result.stdout.trim().slice(0, 300);
        return {
          ...r.result,
          exitCode: null,
          stdout: "",
          stdoutBytes: Buffer.alloc(0),
          stderr: `${r.result.stderr}[skillaudit: exec failed: the container runtime could not start the command within ${window} ms: ${why}]`,
          durationMs: Date.now() - began,
        };
      }
      await new Promise((res) => setTimeout(res, wait));
    }
  }

  private async runOnce(
    user: string,
    command: string,
    opts: RunOptions,
  ): Promise<{ result: RawResult; started: boolean }> {
    const timeoutMs = opts.timeoutMs ?? this.defaults.timeoutMs;
    const cwd = opts.cwd ?? this.defaults.cwd;
    const cap = opts.capBytes ?? this.defaults.capBytes;
    const began = Date.now();
    const marker = randomBytes(8).toString("hex");
    const out = new Capped(cap);
    const errOut = new Capped(cap);
    let exitCode: number | null = null;
    let hardStop = false;
    let started = true;
    let error: string | undefined;
    // An engine that stops answering must not hang the trial: every call has the exec's deadline.
    const deadline = began + timeoutMs + ENGINE_GRACE_MS;
    try {
      // `timeout` puts the command in its own process group and signals the whole group. Its
      // TERM can be outrun: bash blocks TERM while it forks and a child does not inherit a pending
      // signal, so a fork bomb lives on after `timeout` returns 124, and may leave no pid for
      // another exec. The shell around `timeout` is already running: it ends the rest at once.
      const seconds = (timeoutMs / 1000).toFixed(3);
      const exec = await answered(
        this.container.exec({
          Cmd: [
            ...(opts.prefix ?? []),
            "bash",
            "-c",
            `timeout --kill-after=2 ${seconds} bash -c "$1"; rc=$?; if [ $rc = 124 ] || [ $rc = 137 ]; then ${killMarkedScript(marker)}; fi; exit $rc`,
            "skillaudit-exec",
            command,
          ],
          User: user,
          WorkingDir: cwd,
          Env: [...Object.entries(opts.env ?? {}).map(([k, v]) => `${k}=${v}`), `SKILLAUDIT_EXEC=${marker}`],
          AttachStdin: opts.stdin !== undefined,
          AttachStdout: true,
          AttachStderr: true,
          Tty: false,
        }),
        deadline,
      );
      const stream = await answered(exec.start({ hijack: true, stdin: opts.stdin !== undefined }), deadline);
      this.docker.modem.demuxStream(stream, opts.stdoutTo ?? out, errOut);
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
      const info = await answered(exec.inspect(), Math.max(deadline, Date.now() + 5000)).catch(() => null);
      exitCode = info && !info.Running ? (info.ExitCode ?? null) : null;
      // Pid 0 with exit 126: runc failed before the command ran; stdout holds the runtime's message.
      started = !(info && exitCode === 126 && !info.Pid);
    } catch (err) {
      error = (err as Error).message;
      if (err instanceof EngineSilent) hardStop = true;
    }
    opts.stdoutTo?.end();
    const durationMs = Date.now() - began;
    if (hardStop || exitCode === 124 || exitCode === 137) await this.killMarked(user, marker);
    const result = {
      exitCode,
      stdout: out.text(),
      stdoutBytes: out.bytes(),
      stderr: error
        ? `${errOut.text()}${errOut.kept ? "\n" : ""}[skillaudit: exec failed: ${error}]`
        : errOut.text(),
      timedOut: hardStop || ((exitCode === 124 || exitCode === 137) && durationMs >= timeoutMs - 50),
      truncated: out.dropped > 0 || errOut.dropped > 0,
      durationMs,
    };
    return { result, started };
  }

  /** Ends every process of `uid` (see killAllScript); true when none is left. */
  async killUser(uid: number): Promise<boolean> {
    // Exit 1: it ran, and some are left; only a shell that could not run is tried again.
    const r = await this.retryKill(`${uid}:${uid}`, killAllScript(uid), (c) => c === 0 || c === 1);
    return r === 0;
  }

  /** Ends every process that inherited an exec's marker, including ones that left its process group. */
  private async killMarked(user: string, marker: string): Promise<void> {
    await this.retryKill(user, killMarkedScript(marker), (c) => c === 0);
  }

  /** Runs a kill script until `settled` accepts its exit code or the kill budget is spent; the last code. */
  private async retryKill(
    user: string,
    script: string,
    settled: (code: number | null) => boolean,
  ): Promise<number | null> {
    const end = Date.now() + KILL_BUDGET_MS;
    let code: number | null = null;
    while (Date.now() < end) {
      code = await this.bare(user, ["bash", "-c", script], end);
      if (settled(code)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    return code;
  }

  /** An exec without output; its exit code, or null when it could not start or finish by `end`. */
  private async bare(user: string, cmd: string[], end: number): Promise<number | null> {
    return answered(this.bareExec(user, cmd), end).catch(() => null);
  }

  private async bareExec(user: string, cmd: string[]): Promise<number | null> {
    try {
      const exec = await this.container.exec({
        Cmd: cmd,
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
      return (await exec.inspect()).ExitCode ?? null;
    } catch {
      // No pid left for us yet: the kill above is still draining the tree.
      return null;
    }
  }

  /**
   * Ends every process by closing the keep-alive's stdin: it exits, and with the container's
   * init gone the kernel kills the rest; the engine's kill is the fallback. True once stopped.
   */
  async stop(stdin: Duplex | null): Promise<boolean> {
    const waited = this.container.wait({ condition: "not-running" }).then(
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
    await this.container.kill().catch(() => {});
    return waited;
  }
}
