import { gunzipSync, constants as zlibConstants } from "node:zlib";
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
    listImages(opts: { filters: { label: string[] } }): Promise<
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

const EXIT_MARK = "skillaudit-claude-exit=";
const TRANSPORT_GRACE_MS = 15_000;

/**
 * Decodes the harness's gzip+base64 transport of Claude Code's stdout. A cut stream (output
 * cap, killed exec) still gives every line up to the cut; `complete` says whether it ended cleanly.
 */
export function decodeStream(stdout: string): { text: string; complete: boolean } {
  // The sandbox appends a plain-text note when it cuts output; base64 stops before it.
  const b64 = (/^[A-Za-z0-9+/=\s]*/.exec(stdout)?.[0] ?? "").replace(/\s+/g, "");
  const buf = Buffer.from(b64, "base64");
  try {
    return { text: gunzipSync(buf).toString("utf8"), complete: true };
  } catch {
    try {
      return {
        text: gunzipSync(buf, { finishFlush: zlibConstants.Z_SYNC_FLUSH }).toString("utf8"),
        complete: false,
      };
    } catch {
      return { text: "", complete: false };
    }
  }
}

const shq = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

interface StreamState {
  steps: TrajectoryStep[];
  usage: TokenUsage;
  /** tool_use id -> step index, to attach results. */
  pending: Map<string, number>;
  finalText: string;
  isError: boolean;
  /** The result line's subtype, e.g. "success", "error_max_turns". */
  subtype: string;
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

function usageOf(u: Record<string, number>): TokenUsage {
  const cr = u.cache_read_input_tokens ?? 0;
  const cc = u.cache_creation_input_tokens ?? 0;
  return {
    inputTokens: (u.input_tokens ?? 0) + cr + cc,
    cacheReadTokens: cr,
    cacheCreationTokens: cc,
    outputTokens: u.output_tokens ?? 0,
  };
}

/**
 * Converts Claude Code's `--output-format stream-json --verbose` lines into our trajectory:
 * assistant messages become model steps (text) and tool steps (tool_use), user messages'
 * tool_result blocks fill in the matching tool step, and the final `result` line carries the
 * run's usage. Unknown line types are ignored; unparsable lines become notes.
 *
 * Claude Code writes an assistant line as soon as its content is complete, with the usage of
 * `message_start`, whose output count is a placeholder (1); the real count arrives in
 * `message_delta`, which only `--include-partial-messages` passes on (as `stream_event`
 * lines). When those lines are there they correct each message's output tokens.
 */
export function streamJsonToTrajectory(
  stream: string,
  now = () => new Date().toISOString(),
): Omit<AgentRunResult, "wallTimeMs" | "timedOut" | "status"> & {
  isError: boolean;
  resultSeen: boolean;
  subtype: string;
} {
  const st: StreamState = {
    steps: [],
    usage: { inputTokens: 0, cacheReadTokens: 0, cacheCreationTokens: 0, outputTokens: 0 },
    pending: new Map(),
    finalText: "",
    isError: false,
    subtype: "",
    resultSeen: false,
  };
  const push = (s: Omit<TrajectoryStep, "index" | "startedAt" | "endedAt">, at?: string) => {
    const t = at ?? now();
    st.steps.push({ index: st.steps.length, startedAt: t, endedAt: t, ...s });
    return st.steps.length - 1;
  };
  // Claude Code may emit one assistant line per content block, each repeating the message's usage.
  const seenMessages = new Set<string>();
  /** message id -> the step that carries its usage. */
  const usageStep = new Map<string, number>();
  /** message id -> output tokens from its message_delta. */
  const finalOutput = new Map<string, number>();
  /** The message being streamed, per agent (subagents stream under their parent tool_use id). */
  const streaming = new Map<string, string>();
  /** Lines without a timestamp (system, stream events) take the last one seen. */
  let lastAt: string | undefined;
  /** The latest Skill tool step: Claude Code loads the skill's text as a synthetic user message. */
  let skillStep: TrajectoryStep | undefined;
  for (const line of stream.split("\n")) {
    if (!line.trim()) continue;
    let ev: Record<string, unknown>;
    try {
      ev = JSON.parse(line);
    } catch {
      push({ kind: "note", text: `unparsable stream line: ${line.slice(0, 200)}` });
      continue;
    }
    if (typeof ev.timestamp === "string") {
      if (lastAt === undefined) {
        for (const s of st.steps) {
          s.startedAt = ev.timestamp;
          s.endedAt = ev.timestamp;
        }
      }
      lastAt = ev.timestamp;
    }
    const at = lastAt;
    if (ev.type === "system" && ev.subtype === "init") {
      const skills = Array.isArray(ev.skills) ? ev.skills.map(String) : null;
      const version = ev.claude_code_version === undefined ? "" : ` ${String(ev.claude_code_version)}`;
      const listed = skills ? `; skills listed: ${skills.join(", ") || "none"}` : "";
      push({
        kind: "note",
        text: `claude-code${version} started with model ${String(ev.model ?? "?")}${listed}`,
      });
    } else if (ev.type === "stream_event") {
      const e = (ev.event ?? {}) as {
        type?: string;
        message?: { id?: string };
        usage?: { output_tokens?: number };
      };
      const who = String(ev.parent_tool_use_id ?? "");
      if (e.type === "message_start" && e.message?.id) streaming.set(who, e.message.id);
      else if (e.type === "message_delta" && typeof e.usage?.output_tokens === "number") {
        const id = typeof ev.api_message_id === "string" ? ev.api_message_id : streaming.get(who);
        if (id) finalOutput.set(id, e.usage.output_tokens);
      }
    } else if (ev.type === "assistant") {
      const msg = (ev.message ?? {}) as { id?: string; content?: unknown[]; usage?: Record<string, number> };
      const repeat = msg.id !== undefined && seenMessages.has(msg.id);
      if (msg.id !== undefined) seenMessages.add(msg.id);
      const usage = usageOf(repeat ? {} : (msg.usage ?? {}));
      let usageGiven = repeat;
      const carry = (i: number) => {
        if (msg.id !== undefined) usageStep.set(msg.id, i);
      };
      for (const block of msg.content ?? []) {
        const b = block as Record<string, unknown>;
        if (b.type === "text" || b.type === "thinking") {
          const i = push(
            { kind: "model", text: String(b.text ?? b.thinking ?? ""), ...(usageGiven ? {} : { usage }) },
            at,
          );
          if (!usageGiven) carry(i);
          usageGiven = true;
        } else if (b.type === "tool_use") {
          if (!usageGiven) {
            carry(push({ kind: "model", text: "", usage }, at));
            usageGiven = true;
          }
          const i = push({ kind: "tool", name: String(b.name ?? ""), input: b.input }, at);
          st.pending.set(String(b.id ?? ""), i);
          if (b.name === "Skill") skillStep = st.steps[i];
        }
      }
    } else if (ev.type === "user") {
      const msg = (ev.message ?? {}) as { content?: unknown };
      if (!Array.isArray(msg.content)) continue;
      if (ev.isSynthetic === true && skillStep) {
        // The loaded skill text, which the tool result itself only announces ("Launching skill: x").
        const loaded = asText(msg.content);
        if (loaded.startsWith("Base directory for this skill")) {
          skillStep.output = `${skillStep.output ? `${skillStep.output}\n` : ""}${loaded}`.slice(0, 12_000);
          skillStep = undefined;
        }
        continue;
      }
      for (const block of msg.content) {
        const b = block as Record<string, unknown>;
        if (b.type !== "tool_result") continue;
        const i = st.pending.get(String(b.tool_use_id ?? ""));
        const step = i === undefined ? undefined : st.steps[i];
        if (!step) continue;
        // A Skill step may already hold the loaded skill text; the result goes first.
        const loaded = step.name === "Skill" && step.output ? `\n${step.output}` : "";
        step.output = `${asText(b.content)}${loaded}`.slice(0, 12_000);
        step.isError = b.is_error === true;
        step.endedAt = at ?? now();
      }
    } else if (ev.type === "result") {
      st.resultSeen = true;
      st.subtype = typeof ev.subtype === "string" ? ev.subtype : "";
      st.isError = ev.is_error === true || (st.subtype !== "" && st.subtype !== "success");
      st.finalText = typeof ev.result === "string" ? ev.result : "";
      st.usage = usageOf((ev.usage ?? {}) as Record<string, number>);
    }
  }
  for (const [id, out] of finalOutput) {
    const u = st.steps[usageStep.get(id) ?? -1]?.usage;
    if (u) u.outputTokens = out;
  }
  // Without a final result line, fall back to the per-message sums.
  if (!st.resultSeen) {
    for (const s of st.steps) {
      if (!s.usage) continue;
      st.usage.inputTokens += s.usage.inputTokens;
      st.usage.cacheReadTokens += s.usage.cacheReadTokens;
      st.usage.cacheCreationTokens += s.usage.cacheCreationTokens;
      st.usage.outputTokens += s.usage.outputTokens;
    }
  }
  return {
    steps: st.steps,
    usage: st.usage,
    finalText: st.finalText,
    isError: st.isError,
    subtype: st.subtype,
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
    // gzip, base64 and timeout are in every Debian image; see the transport note below.
    const probe = await input.session.exec(
      `command -v ${shq(bin)} >/dev/null || exit 3; for t in gzip base64 timeout; do command -v $t >/dev/null || exit 4; done`,
      { timeoutMs: 10_000 },
    );
    if (probe.exitCode === 3) {
      return fail(
        "unavailable",
        `claude-code harness: the "${bin}" binary is not in the sandbox image; build the image with Claude Code installed (scripts/setup-claude-code.sh) or use --harness builtin`,
      );
    }
    if (probe.exitCode !== 0) {
      return fail("unavailable", "claude-code harness: the sandbox image lacks gzip, base64 or timeout");
    }
    if (!this.opts.endpoint)
      return fail("unavailable", "claude-code harness: no model endpoint for the container was configured");
    const env = {
      ANTHROPIC_BASE_URL: this.opts.endpoint.baseUrl,
      ANTHROPIC_API_KEY: this.opts.endpoint.token,
      DISABLE_TELEMETRY: "1",
      CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    };
    const claude = [
      shq(bin),
      "-p",
      shq(input.instruction),
      "--model",
      shq(this.model),
      "--output-format stream-json --verbose",
      "--max-turns",
      String(limits.maxSteps),
      "--dangerously-skip-permissions",
      // message_delta events: the only place the stream gives each message's output tokens.
      "--include-partial-messages",
    ].join(" ");
    // Transport: the stream repeats every tool result (in the message and in tool_use_result),
    // so a long run outgrows the sandbox's per-exec output cap and would lose its final result
    // line; gzip+base64 keeps it ~10x smaller. Claude Code gets the time limit itself so that
    // gzip still flushes what it has when Claude Code is stopped; the exec's own limit is a
    // backstop a little later.
    const limitSec = Math.max(1, Math.round(limits.timeLimitMs / 1000));
    const cmd = `{ timeout -k 5 ${limitSec} ${claude}; echo "${EXIT_MARK}$?" >&2; } | gzip -c | base64 -w0`;
    const r = await input.session.exec(cmd, {
      cwd: input.session.workdir,
      env,
      timeoutMs: limits.timeLimitMs + TRANSPORT_GRACE_MS,
    });
    const decoded = decodeStream(r.stdout);
    const conv = streamJsonToTrajectory(decoded.text);
    if (!decoded.complete) {
      conv.steps.push({
        index: conv.steps.length,
        startedAt: new Date().toISOString(),
        endedAt: new Date().toISOString(),
        kind: "note",
        text: `Claude Code's output ended early (${r.truncated ? "over the sandbox's output cap" : "stream cut"}); the trajectory stops where it ended`,
      });
    }
    const mark = new RegExp(`${EXIT_MARK}(\\d+)`).exec(r.stderr);
    const exit = mark ? Number(mark[1]) : r.exitCode;
    const stderr = r.stderr.replace(new RegExp(`${EXIT_MARK}\\d+\\n?`), "").trim();
    // timeout(1) exits 124 when it stopped Claude Code, 137 when it had to kill it.
    const timedOut = r.timedOut || (!conv.resultSeen && (exit === 124 || exit === 137));
    const status: AgentRunResult["status"] = timedOut
      ? "time_limit"
      : conv.subtype === "error_max_turns"
        ? "step_limit"
        : conv.isError || !conv.resultSeen
          ? "error"
          : "completed";
    return {
      steps: conv.steps,
      usage: conv.usage,
      wallTimeMs: Date.now() - t0,
      timedOut,
      status,
      ...(status === "error"
        ? {
            error: `claude exited ${exit}${conv.subtype ? ` (${conv.subtype})` : ""}: ${(stderr || conv.finalText).slice(0, 300)}`,
          }
        : {}),
      finalText: conv.finalText,
    };
  }
}
