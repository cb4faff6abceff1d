import { randomBytes } from "node:crypto";
import type { Logger } from "../util/logger";
import type { ArchiveEntry } from "./archive";
import { AGENT_HOME } from "./container";
import type { Canary } from "./evidence";
import { type LoggingProxy, type NetworkEvent, startProxy, type Upstream } from "./proxy";
import type { NetworkPolicy } from "./types";

/**
 * A trial's way out: the logging proxy for its policy (none: no proxy at all), the
 * environment that points the container's clients at it, the canaries planted for it to
 * catch, and the summary of what it saw for the bundle.
 */

export const PROXY_URL = "http://127.0.0.1:3128";
/**
 * Runs "$@" once the forwarder listens on 127.0.0.1:3128 (LISTEN in /proc/net/tcp; it binds
 * DNS before that), for up to 15 s; POSIX sh builtins plus sleep, as the agent user.
 */
export const NETWORK_GATE = [
  "sh",
  "-c",
  'i=0; while [ $i -lt 1500 ]; do while read -r _ l _ st _; do [ "$l $st" = "0100007F:0C38 0A" ] && exec "$@"; done < /proc/net/tcp; sleep 0.01; i=$((i+1)); done; echo "skillaudit: the sandbox network forwarder did not start" >&2; exit 125',
  "skillaudit-network-gate",
];

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

/** The canary files, as entries under the agent's home (paths relative to it). */
export function canaryEntries(canaries: Canary[]): ArchiveEntry[] {
  const v = (n: string) => canaries.find((c) => c.name === n)?.value ?? "";
  return [
    { path: ".aws", type: "directory", mode: 0o700 },
    {
      path: ".aws/credentials",
      type: "file",
      mode: 0o600,
      data: Buffer.from(
        `[default]\naws_access_key_id = ${v("aws_access_key_id")}\naws_secret_access_key = ${v("aws_secret_access_key")}\n`,
      ),
    },
    { path: ".config", type: "directory", mode: 0o755 },
    { path: ".config/gh", type: "directory", mode: 0o700 },
    {
      path: ".config/gh/hosts.yml",
      type: "file",
      mode: 0o600,
      data: Buffer.from(
        `github.com:\n    user: agent\n    oauth_token: ${v("gh_hosts_token")}\n    git_protocol: https\n`,
      ),
    },
    {
      path: ".npmrc",
      type: "file",
      mode: 0o600,
      data: Buffer.from(`//registry.npmjs.org/:_authToken=${v("npm_token")}\n`),
    },
  ];
}

export interface EgressSummary {
  events: NetworkEvent[];
  counts: { networkEvents: number; networkDenied: number; canaryHits: number };
  leaked: string[];
  /** What the network log could not hold or may have missed. */
  gaps: string[];
}

export interface Egress {
  proxy: LoggingProxy | null;
  /** Container environment that routes every HTTP client through the proxy. */
  env: Record<string, string>;
  /** Resolves when the in-container forwarder is up (immediately without a proxy). */
  ready(timeoutMs: number): Promise<void>;
  /** True once the forwarder announced itself (always without a proxy). */
  readonly up: boolean;
  summary(): EgressSummary;
  close(): Promise<void>;
}

export async function openEgress(opts: {
  network: NetworkPolicy;
  allowlist: string[];
  canaries: Canary[];
  upstream?: Upstream;
  logger?: Logger;
  trialId: string;
}): Promise<Egress> {
  const proxy =
    opts.network === "none"
      ? null
      : await startProxy({
          policy: opts.network,
          allowlist: opts.allowlist,
          canaries: opts.canaries,
          upstream: opts.upstream,
          onEvent: (e) =>
            opts.logger?.debug(
              `trial ${opts.trialId}: ${e.kind} ${e.target} ${e.allowed ? "allowed" : "denied"}`,
            ),
        });
  let up = proxy === null;
  const env: Record<string, string> = proxy
    ? {
        HTTP_PROXY: PROXY_URL,
        HTTPS_PROXY: PROXY_URL,
        http_proxy: PROXY_URL,
        https_proxy: PROXY_URL,
        NO_PROXY: "localhost,127.0.0.1,::1",
        no_proxy: "localhost,127.0.0.1,::1",
      }
    : {};
  return {
    proxy,
    env,
    get up() {
      return up;
    },
    ready: async (timeoutMs) => {
      if (!proxy) return;
      await proxy.ready(timeoutMs);
      up = true;
    },
    summary: () => {
      if (!proxy)
        return {
          events: [],
          counts: { networkEvents: 0, networkDenied: 0, canaryHits: 0 },
          leaked: [],
          gaps: [],
        };
      // Counts and canaries cover every attempt, also those past the log's caps.
      const s = proxy.stats;
      const gaps: string[] = [];
      if (s.dropped > 0)
        gaps.push(
          `network.jsonl: ${s.dropped} of ${s.events} network events past the log's caps were counted but not kept`,
        );
      if (!up)
        gaps.push("network.jsonl: the network forwarder never announced itself; attempts may be missing");
      return {
        events: [...proxy.events],
        counts: { networkEvents: s.events, networkDenied: s.denied, canaryHits: s.canaryHits },
        leaked: s.leaked,
        gaps,
      };
    },
    close: async () => {
      await proxy?.close();
    },
  };
}
