import Docker from "dockerode";
import { StageError } from "../util/errors";

/** A Docker engine we have talked to: the client plus where it lives, for messages. */
export interface Engine {
  docker: Docker;
  /** e.g. "unix:///var/run/docker.sock" or the DOCKER_HOST value. */
  endpoint: string;
  /** Engine's API version, from `version`. */
  apiVersion: string;
}

export interface EngineOptions {
  /** Overrides DOCKER_HOST; "unix:///path" or "tcp://host:port". */
  host?: string;
  /** Milliseconds to wait for the engine's answer to ping. */
  pingTimeoutMs?: number;
}

const DEFAULT_SOCKET = "/var/run/docker.sock";

function clientFor(host: string | undefined): { docker: Docker; endpoint: string } {
  if (!host)
    return { docker: new Docker({ socketPath: DEFAULT_SOCKET }), endpoint: `unix://${DEFAULT_SOCKET}` };
  if (host.startsWith("unix://")) {
    const socketPath = host.slice("unix://".length) || DEFAULT_SOCKET;
    return { docker: new Docker({ socketPath }), endpoint: `unix://${socketPath}` };
  }
  const url = new URL(host.replace(/^tcp:/, "http:"));
  const protocol = url.protocol === "https:" ? "https" : "http";
  return {
    docker: new Docker({ host: url.hostname, port: Number(url.port || 2375), protocol }),
    endpoint: host,
  };
}

/**
 * Connects to the engine named by `opts.host`, else DOCKER_HOST, else the default socket,
 * and proves it answers. Throws StageError("sandbox", "no Docker engine answered at …").
 */
export async function connectEngine(
  opts: EngineOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<Engine> {
  const { docker, endpoint } = clientFor(opts.host ?? env.DOCKER_HOST);
  const timeoutMs = opts.pingTimeoutMs ?? 5000;
  try {
    await withTimeout(docker.ping(), timeoutMs);
    const version = await withTimeout(docker.version(), timeoutMs);
    return { docker, endpoint, apiVersion: version.ApiVersion };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new StageError(
      "sandbox",
      `no Docker engine answered at ${endpoint} (${why}); start one (scripts/setup-docker.sh) or set DOCKER_HOST`,
      { cause: err },
    );
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const t = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}
