import type { TokenUsage, TrajectoryStep } from "../sandbox/types";
import type { AgentRunInput, AgentRunResult, Harness } from "./types";
import { DEFAULT_LIMITS } from "./types";

export interface ClaudeCodeOptions {
  model?: string;
  /**
   * Model endpoint as reached from inside the container (a relay on the host that adds the
   * real key). The container only ever gets `token`, a per-trial stand-in, never the key.
   */
  endpoint?: { baseUrl: string; token: string };
  /** Binary name or path inside the container. */
  binary?: string;
}

/** Images made by scripts/setup-claude-code.sh: the sandbox image plus /usr/local/bin/claude. */
export const CLAUDE_IMAGE_REPO = "skillaudit-sandbox-claude";
export const CLAUDE_IMAGE_LABELS = {
  /** Id of the sandbox image it was built FROM. */
  sandboxId: "skillaudit.claude-code.sandbox-id",
  version: "skillaudit.claude-code.version",
  binarySha: "skillaudit.claude-code.sha256",
} as const;

export interface ClaudeCodeImage {
  tag: string;
  id: string;
  version: string;
}

/** The newest Claude Code image built on top of the given sandbox image id, or null. */
export async function findClaudeCodeImage(
  docker: {
    listImages(opts: {
      filters: { label: string[] };
    }): Promise<
      Array<{
        Id: string;
        RepoTags?: string[] | null;
        Created: number;
        Labels?: Record<string, string> | null;
      }>
    >;
  },
  sandboxImageId: string,
): Promise<ClaudeCodeImage | null> {
  const list = await docker.listImages({
    filters: { label: [`${CLAUDE_IMAGE_LABELS.sandboxId}=${sandboxImageId}`] },
  });
  const best = list
    .map((i) => ({ i, tag: (i.RepoTags ?? []).find((t) => t.startsWith(`${CLAUDE_IMAGE_REPO}:`)) }))
    .filter((x) => x.tag !== undefined)
    .sort((a, b) => b.i.Created - a.i.Created)[0];
  if (!best?.tag) return null;
  return { tag: best.tag, id: best.i.Id, version: best.i.Labels?.[CLAUDE_IMAGE_LABELS.version] ?? "unknown" };
}

const shq = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

interface StreamState {
  steps: TrajectoryStep[];
  usage: TokenUsage;
  /** tool_use id -> step index, to attach results. */
  pending: Map<string, number>;
  finalText: string;
  isError: boolean;
  resultSeen: boolean;
}

function asText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content
      .map((c) => (c && typeof c === "object" && "text" in c ? String((c as { text: unknown }).text) : ""))
      .join("");
  }
  return content === undefined ? "" : JSON.stringify(content);
}

/**
 * Converts Claude Code's `--output-format stream-json --verbose` lines into our trajectory:
 * assistant messages become model steps (text) and tool steps (tool_use), user messages'
 * tool_result blocks fill in the matching tool step, and the final `result` line carries the
 * run's usage. Unknown line types are ignored; unparsable lines become notes.
 */
export function streamJsonToTrajectory(
  stream: string,
  now = () => new Date().toISOString(),
): Omit<AgentRunResult, "wallTimeMs" | "timedOut" | "status"> & { isError: boolean; resultSeen: boolean } {
  const st: StreamState = {
    steps: [],
    usage: { inputTokens: 0, cacheReadTokens: 0, cacheCreationTokens: 0, outputTokens: 0 },
    pending: new Map(),
    finalText: "",
    isError: false,
    resultSeen: false,
  };
  const push = (s: Omit<TrajectoryStep, "index" | "startedAt" | "endedAt">) => {
    const t = now();
    st.steps.push({ index: st.steps.length, startedAt: t, endedAt: t, ...s });
    return st.steps.length - 1;
  };
  let perMessageUsage: TokenUsage = { ...st.usage };
  // Claude Code may emit one assistant line per content block, each repeating the message's usage.
  const seenMessages = new Set<string>();
  for (const line of stream.split("\n")) {
    if (!line.trim()) continue;
    let ev: Record<string, unknown>;
    try {
      ev = JSON.parse(line);
    } catch {
      push({ kind: "note", text: `unparsable stream line: ${line.slice(0, 200)}` });
      continue;
    }
    if (ev.type === "assistant") {
      const msg = (ev.message ?? {}) as { id?: string; content?: unknown[]; usage?: Record<string, number> };
      const repeat = msg.id !== undefined && seenMessages.has(msg.id);
      if (msg.id !== undefined) seenMessages.add(msg.id);
      const u = repeat ? {} : (msg.usage ?? {});
      const cr = u.cache_read_input_tokens ?? 0;
      const cc = u.cache_creation_input_tokens ?? 0;
      const usage = {
        inputTokens: (u.input_tokens ?? 0) + cr + cc,
        cacheReadTokens: cr,
        cacheCreationTokens: cc,
        outputTokens: u.output_tokens ?? 0,
      };
      perMessageUsage = {
        inputTokens: perMessageUsage.inputTokens + usage.inputTokens,
        cacheReadTokens: perMessageUsage.cacheReadTokens + cr,
        cacheCreationTokens: perMessageUsage.cacheCreationTokens + cc,
        outputTokens: perMessageUsage.outputTokens + usage.outputTokens,
      };
      let usageGiven = repeat;
      for (const block of msg.content ?? []) {
        const b = block as Record<string, unknown>;
        if (b.type === "text" || b.type === "thinking") {
          push({ kind: "model", text: String(b.text ?? b.thinking ?? ""), ...(usageGiven ? {} : { usage }) });
          usageGiven = true;
        } else if (b.type === "tool_use") {
          if (!usageGiven) {
            push({ kind: "model", text: "", usage });
            usageGiven = true;
          }
          const i = push({ kind: "tool", name: String(b.name ?? ""), input: b.input });
          st.pending.set(String(b.id ?? ""), i);
        }
      }
    } else if (ev.type === "user") {
      const msg = (ev.message ?? {}) as { content?: unknown };
      if (!Array.isArray(msg.content)) continue;
      for (const block of msg.content) {
        const b = block as Record<string, unknown>;
        if (b.type !== "tool_result") continue;
        const i = st.pending.get(String(b.tool_use_id ?? ""));
        const step = i === undefined ? undefined : st.steps[i];
        if (!step) continue;
        step.output = asText(b.content).slice(0, 12_000);
        step.isError = b.is_error === true;
        step.endedAt = now();
      }
    } else if (ev.type === "result") {
      st.resultSeen = true;
      st.isError = ev.is_error === true || (typeof ev.subtype === "string" && ev.subtype !== "success");
      st.finalText = typeof ev.result === "string" ? ev.result : "";
      const u = (ev.usage ?? {}) as Record<string, number>;
      const cr = u.cache_read_input_tokens ?? 0;
      const cc = u.cache_creation_input_tokens ?? 0;
      st.usage = {
        inputTokens: (u.input_tokens ?? 0) + cr + cc,
        cacheReadTokens: cr,
        cacheCreationTokens: cc,
        outputTokens: u.output_tokens ?? 0,
      };
    }
  }
  // Without a final result line, fall back to the per-message sums.
  if (!st.resultSeen) st.usage = perMessageUsage;
  return {
    steps: st.steps,
    usage: st.usage,
    finalText: st.finalText,
    isError: st.isError,
    resultSeen: st.resultSeen,
  };
}

/** Claude Code inside the container, run as the agent user with a stand-in token. */
export class ClaudeCodeHarness implements Harness {
  readonly name = "claude-code" as const;
  readonly model: string;

  constructor(private readonly opts: ClaudeCodeOptions & { model: string }) {
    this.model = opts.model;
  }

  async run(input: AgentRunInput): Promise<AgentRunResult> {
    const t0 = Date.now();
    const limits = { ...DEFAULT_LIMITS, ...input.limits };
    const bin = this.opts.binary ?? "claude";
    const fail = (status: AgentRunResult["status"], error: string): AgentRunResult => ({
      steps: [
        {
          index: 0,
          startedAt: new Date(t0).toISOString(),
          endedAt: new Date().toISOString(),
          kind: "note",
          text: error,
        },
      ],
      usage: { inputTokens: 0, cacheReadTokens: 0, cacheCreationTokens: 0, outputTokens: 0 },
      wallTimeMs: Date.now() - t0,
      timedOut: false,
      status,
      error,
      finalText: "",
    });
    const probe = await input.session.exec(`command -v ${shq(bin)}`, { timeoutMs: 10_000 });
    if (probe.exitCode !== 0) {
      return fail(
        "unavailable",
        `claude-code harness: the "${bin}" binary is not in the sandbox image; build the image with Claude Code installed or use --harness builtin`,
      );
    }
    if (!this.opts.endpoint)
      return fail("unavailable", "claude-code harness: no model endpoint for the container was configured");
    const env = {
      ANTHROPIC_BASE_URL: this.opts.endpoint.baseUrl,
      ANTHROPIC_API_KEY: this.opts.endpoint.token,
      DISABLE_TELEMETRY: "1",
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    };
    const cmd = [
      shq(bin),
      "-p",
      shq(input.instruction),
      "--model",
      shq(this.model),
      "--output-format stream-json --verbose",
      "--max-turns",
      String(limits.maxSteps),
      "--dangerously-skip-permissions",
    ].join(" ");
    const r = await input.session.exec(cmd, {
      cwd: input.session.workdir,
      env,
      timeoutMs: limits.timeLimitMs,
    });
    const conv = streamJsonToTrajectory(r.stdout);
    const timedOut = r.timedOut;
    const status: AgentRunResult["status"] = timedOut
      ? "time_limit"
      : conv.isError || !conv.resultSeen
        ? "error"
        : "completed";
    return {
      steps: conv.steps,
      usage: conv.usage,
      wallTimeMs: Date.now() - t0,
      timedOut,
      status,
      ...(status === "error" ? { error: `claude exited ${r.exitCode}: ${r.stderr.slice(0, 300)}` } : {}),
      finalText: conv.finalText,
    };
  }
}
