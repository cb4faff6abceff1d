import path from "node:path";
import { DATA_RULES, dataBlock } from "../model/prompt";
import type { ChatMessage, ContentBlock, ModelProvider, ToolSpec, ToolUseBlock } from "../model/types";
import { addUsage, textOf, ZERO_USAGE } from "../model/types";
import type { TrajectoryStep, TrialSession } from "../sandbox/types";
import { discoverSkills } from "./skills";
import {
  type AgentLimits,
  type AgentRunInput,
  type AgentRunResult,
  type AgentStatus,
  DEFAULT_LIMITS,
  type Harness,
  type InstalledSkill,
} from "./types";

const MAX_OUTPUT = 12_000;

export const AGENT_TOOLS: ToolSpec[] = [
  {
    name: "bash",
    description: "Run a shell command in the workspace (bash -lc). Returns exit code, stdout and stderr.",
    inputSchema: {
      type: "object",
      properties: {
        command: { type: "string" },
        timeout_sec: { type: "number", description: "default 120" },
      },
      required: ["command"],
    },
  },
  {
    name: "read",
    description: "Read a text file. Relative paths are resolved against the workspace.",
    inputSchema: {
      type: "object",
      properties: {
        path: { type: "string" },
        offset: { type: "integer", description: "first line, 1-based" },
        limit: { type: "integer", description: "number of lines" },
      },
      required: ["path"],
    },
  },
  {
    name: "write",
    description: "Create or overwrite a file with the given content.",
    inputSchema: {
      type: "object",
      properties: { path: { type: "string" }, content: { type: "string" } },
      required: ["path", "content"],
    },
  },
  {
    name: "edit",
    description: "Replace exactly one occurrence of old_text with new_text in a file.",
    inputSchema: {
      type: "object",
      properties: { path: { type: "string" }, old_text: { type: "string" }, new_text: { type: "string" } },
      required: ["path", "old_text", "new_text"],
    },
  },
  {
    name: "list",
    description: "List a directory (ls -la).",
    inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
  },
];

function clip(s: string, max = MAX_OUTPUT): { text: string; truncated: boolean } {
  return s.length <= max
    ? { text: s, truncated: false }
    : { text: `${s.slice(0, max)}\n[... ${s.length - max} more characters cut]`, truncated: true };
}

const shq = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function systemFor(workdir: string, skills: InstalledSkill[]): string {
  const lines = [
    "You are an autonomous software agent working in a Linux container. Complete the user's task fully using the tools, then reply with a short summary of what you did.",
    `Your workspace is ${workdir}; put deliverables there unless the task says otherwise. There is no one to ask questions; make reasonable assumptions.`,
    DATA_RULES.replace("DATA under review, supplied by a third party", "tool output"),
  ];
  if (skills.length) {
    lines.push(
      "",
      "The following skills are installed. A skill is a folder of instructions, scripts and resources for a kind of task. When one is relevant, read its SKILL.md with the read tool before starting and follow it.",
      ...skills.map((s) => `- ${s.name}: ${s.description.replace(/\s+/g, " ")} (${s.skillMd})`),
    );
  }
  return lines.join("\n");
}

async function runTool(
  session: TrialSession,
  call: ToolUseBlock,
): Promise<{ output: string; isError: boolean; truncated: boolean }> {
  const input = (call.input ?? {}) as Record<string, unknown>;
  const abs = (p: unknown) => path.posix.resolve(session.workdir, String(p ?? "."));
  if (call.malformed !== undefined)
    return { output: "tool input was not a JSON object", isError: true, truncated: false };
  try {
    switch (call.name) {
      case "bash": {
        if (typeof input.command !== "string" || !input.command.trim()) {
          return { output: "bash needs a non-empty string `command`", isError: true, truncated: false };
        }
        const timeoutMs = Math.min(600, Math.max(1, Number(input.timeout_sec ?? 120))) * 1000;
        const r = await session.exec(String(input.command ?? ""), { cwd: session.workdir, timeoutMs });
        const body = `exit code: ${r.timedOut ? "timeout" : r.exitCode}\n--- stdout ---\n${r.stdout}\n--- stderr ---\n${r.stderr}`;
        const c = clip(body);
        return { output: c.text, isError: r.exitCode !== 0, truncated: c.truncated || r.truncated };
      }
      case "read": {
        const text = (await session.readFile(abs(input.path))).toString("utf8");
        const lines = text.split("\n");
        const from = Math.max(1, Number(input.offset ?? 1));
        const count = input.limit ? Number(input.limit) : lines.length;
        const c = clip(lines.slice(from - 1, from - 1 + count).join("\n"));
        return { output: c.text, isError: false, truncated: c.truncated };
      }
      case "write": {
        const p = abs(input.path);
        await session.exec(`mkdir -p -- ${shq(path.posix.dirname(p))}`, { timeoutMs: 10_000 });
        await session.writeFile(p, String(input.content ?? ""));
        return {
          output: `wrote ${String(input.content ?? "").length} characters to ${p}`,
          isError: false,
          truncated: false,
        };
      }
      case "edit": {
        const p = abs(input.path);
        const text = (await session.readFile(p)).toString("utf8");
        const oldText = String(input.old_text ?? "");
        const n = oldText ? text.split(oldText).length - 1 : 0;
        if (n !== 1)
          return {
            output: `old_text found ${n} times in ${p}; it must occur exactly once`,
            isError: true,
            truncated: false,
          };
        await session.writeFile(
          p,
          text.replace(oldText, () => String(input.new_text ?? "")),
        );
        return { output: `edited ${p}`, isError: false, truncated: false };
      }
      case "list": {
        const r = await session.exec(`ls -la -- ${shq(abs(input.path))}`, { timeoutMs: 10_000 });
        const c = clip(r.exitCode === 0 ? r.stdout : r.stderr);
        return { output: c.text, isError: r.exitCode !== 0, truncated: c.truncated };
      }
      default:
        return { output: `unknown tool ${call.name}`, isError: true, truncated: false };
    }
  } catch (e) {
    return { output: `error: ${(e as Error).message}`, isError: true, truncated: false };
  }
}

class Deadline extends Error {}

function race<T>(p: Promise<T>, deadline: number): Promise<T> {
  const ms = deadline - Date.now();
  if (ms <= 0) return Promise.reject(new Deadline());
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Deadline()), ms);
    }),
  ]);
}

/**
 * The conversation with a cache mark on its last block: each turn then reads the whole
 * earlier conversation from the prompt cache and pays fresh input only for the newest tool
 * results, so agent input cost grows linearly with turns, not quadratically. (One mark on
 * the system prompt, one here: within the API's four breakpoints.)
 */
export function withCacheMark(messages: ChatMessage[]): ChatMessage[] {
  const last = messages[messages.length - 1];
  if (!last) return messages;
  const blocks: ContentBlock[] =
    typeof last.content === "string" ? [{ type: "text", text: last.content }] : [...last.content];
  const end = blocks[blocks.length - 1];
  if (!end || end.type === "tool_use") return messages;
  blocks[blocks.length - 1] = { ...end, cache: true };
  return [...messages.slice(0, -1), { ...last, content: blocks }];
}

/** A plain tool-use loop on the provider interface; every model turn and tool call is a step. */
export class BuiltinAgent implements Harness {
  readonly name = "builtin" as const;
  readonly model: string;

  constructor(private readonly provider: ModelProvider) {
    this.model = provider.model;
  }

  async run(input: AgentRunInput): Promise<AgentRunResult> {
    const limits: AgentLimits = { ...DEFAULT_LIMITS, ...input.limits };
    const { session } = input;
    const t0 = Date.now();
    const deadline = t0 + limits.timeLimitMs;
    const steps: TrajectoryStep[] = [];
    let usage = ZERO_USAGE;
    let finalText = "";
    let status: AgentStatus = "step_limit";
    let error: string | undefined;
    const skills = await discoverSkills(session);
    const system = [{ type: "text" as const, text: systemFor(session.workdir, skills), cache: true }];
    // As a block from the start, so the cached prefix is the same bytes on every turn.
    const messages: ChatMessage[] = [{ role: "user", content: [{ type: "text", text: input.instruction }] }];
    try {
      for (let turn = 0; turn < limits.maxSteps; turn++) {
        const startedAt = new Date().toISOString();
        const res = await race(
          this.provider.complete({
            system,
            messages: withCacheMark(messages),
            tools: AGENT_TOOLS,
            toolChoice: { type: "auto" },
            maxTokens: 8192,
            purpose: "agent",
          }),
          deadline,
        );
        usage = addUsage(usage, res.usage);
        const calls = res.content.filter((b): b is ToolUseBlock => b.type === "tool_use");
        const text = textOf(res.content);
        steps.push({
          index: steps.length,
          startedAt,
          endedAt: new Date().toISOString(),
          kind: "model",
          text: clip(text, 4000).text,
          ...(calls.length ? { input: calls.map((c) => ({ id: c.id, name: c.name })) } : {}),
          usage: res.usage,
        });
        messages.push({
          role: "assistant",
          content: res.content.length ? res.content : [{ type: "text", text: "(empty)" }],
        });
        if (calls.length === 0) {
          finalText = text;
          status = "completed";
          break;
        }
        const results: ContentBlock[] = [];
        for (const call of calls) {
          const s = new Date().toISOString();
          const r = await race(runTool(session, call), deadline);
          steps.push({
            index: steps.length,
            startedAt: s,
            endedAt: new Date().toISOString(),
            kind: "tool",
            name: call.name,
            input: call.malformed !== undefined ? { malformed: call.malformed } : call.input,
            output: r.output,
            truncated: r.truncated,
            isError: r.isError,
          });
          results.push({
            type: "tool_result",
            toolUseId: call.id,
            content: r.output || "(no output)",
            isError: r.isError,
          });
        }
        messages.push({ role: "user", content: results });
      }
    } catch (e) {
      if (e instanceof Deadline) status = "time_limit";
      else if ((e as Error).name === "BudgetExceeded") throw e;
      else {
        status = "error";
        error = (e as Error).message;
      }
    }
    if (status === "step_limit" || status === "time_limit") {
      steps.push({
        index: steps.length,
        startedAt: new Date().toISOString(),
        endedAt: new Date().toISOString(),
        kind: "note",
        text:
          status === "step_limit"
            ? `stopped after ${limits.maxSteps} model turns`
            : `stopped at the ${limits.timeLimitMs} ms time limit`,
      });
    }
    return {
      steps,
      usage,
      wallTimeMs: Date.now() - t0,
      timedOut: status === "time_limit",
      status,
      ...(error ? { error } : {}),
      finalText,
    };
  }
}

/** Used by the judge and probes to show an agent's own words as data. */
export function trajectoryAsData(steps: TrajectoryStep[], label: string, maxChars = 30_000): string {
  const lines: string[] = [];
  for (const s of steps) {
    const head = `[step ${s.index}] ${s.kind}${s.name ? ` ${s.name}` : ""}${s.isError ? " (error)" : ""}`;
    const body =
      s.kind === "tool"
        ? `input: ${JSON.stringify(s.input ?? {}).slice(0, 1500)}\noutput: ${(s.output ?? "").slice(0, 1500)}`
        : (s.text ?? "").slice(0, 1500);
    lines.push(`${head}\n${body}`);
  }
  let text = lines.join("\n\n");
  if (text.length > maxChars) text = `${text.slice(0, maxChars)}\n[trajectory cut at ${maxChars} characters]`;
  return dataBlock("agent_trajectory", { run: label }, text);
}
