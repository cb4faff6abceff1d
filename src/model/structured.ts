import { z } from "zod";
import type { TokenUsage } from "../sandbox/types";
import { addUsage, type ChatMessage, type ModelProvider, type TextBlock, ZERO_USAGE } from "./types";

export interface StructuredRequest<T extends z.ZodType> {
  schema: T;
  toolName: string;
  toolDescription: string;
  system: string | TextBlock[];
  messages: ChatMessage[];
  maxTokens?: number;
  purpose?: string;
}

export type StructuredResult<T> =
  | { ok: true; value: T; usage: TokenUsage; attempts: number }
  | {
      ok: false;
      invalid: true;
      error: string;
      usage: TokenUsage;
      attempts: number;
      /** The model declined to answer (stop reason "refusal"): reported as such, not retried. */
      refused?: boolean;
    };

/** Output budget ceiling when a structured answer is cut by max_tokens and asked again. */
export const MAX_STRUCTURED_TOKENS = 64_000;

/** JSON schema for a tool's input_schema: an object schema without the $schema marker. */
export function toolSchema(schema: z.ZodType): Record<string, unknown> {
  const js = z.toJSONSchema(schema, { target: "draft-7", io: "input" }) as Record<string, unknown>;
  delete js.$schema;
  if (js.type !== "object") throw new Error("a structured answer schema must be a z.object");
  return js;
}

/**
 * Asks for the answer as a forced tool call whose input schema is the zod schema, validates it,
 * and on failure retries once with the validation error. A second failure is returned as an
 * invalid marker for the caller to record; it never throws for a bad answer (API errors and
 * BudgetExceeded do propagate).
 */
export async function structured<T extends z.ZodType>(
  provider: ModelProvider,
  req: StructuredRequest<T>,
): Promise<StructuredResult<z.infer<T>>> {
  const tool = { name: req.toolName, description: req.toolDescription, inputSchema: toolSchema(req.schema) };
  const messages: ChatMessage[] = [...req.messages];
  let usage = ZERO_USAGE;
  let lastError = "";
  let maxTokens = req.maxTokens ?? 4096;
  let attempts = 0;
  for (let attempt = 1; attempt <= 2; attempt++) {
    attempts++;
    const res = await provider.complete({
      system: req.system,
      messages,
      tools: [tool],
      toolChoice: { type: "tool", name: req.toolName },
      maxTokens,
      purpose: req.purpose,
    });
    usage = addUsage(usage, res.usage);
    if (res.stopReason === "refusal") {
      return {
        ok: false,
        invalid: true,
        refused: true,
        error: "the model refused to answer",
        usage,
        attempts,
      };
    }
    // A cut answer is asked again with a larger output budget (not counted as a wrong answer).
    if (res.stopReason === "max_tokens" && maxTokens < MAX_STRUCTURED_TOKENS && attempts < 4) {
      maxTokens = Math.min(MAX_STRUCTURED_TOKENS, maxTokens * 2);
      lastError = `the answer was cut at the output limit; asked again with max_tokens ${maxTokens}`;
      attempt--;
      continue;
    }
    if (res.stopReason === "max_tokens") {
      lastError = `the answer was cut at the output limit (max_tokens ${maxTokens})`;
      break;
    }
    const call = res.content.find((b) => b.type === "tool_use" && b.name === req.toolName);
    if (call?.type !== "tool_use") {
      lastError = `no ${req.toolName} tool call in the answer (stop reason ${res.stopReason})`;
      messages.push({ role: "assistant", content: res.content.length ? res.content : "(no answer)" });
      messages.push({ role: "user", content: `Answer by calling the ${req.toolName} tool. ${lastError}` });
      continue;
    }
    if (call.malformed !== undefined) {
      lastError = "the tool arguments were not a JSON object";
    } else {
      const parsed = req.schema.safeParse(call.input);
      if (parsed.success) return { ok: true, value: parsed.data, usage, attempts };
      lastError = z.prettifyError(parsed.error);
    }
    messages.push({
      role: "assistant",
      content: [{ ...call, input: call.malformed !== undefined ? {} : call.input }],
    });
    messages.push({
      role: "user",
      content: [
        {
          type: "tool_result",
          toolUseId: call.id,
          isError: true,
          content: `The input did not match the schema:\n${lastError}\nCall ${req.toolName} again with corrected input.`,
        },
      ],
    });
  }
  return { ok: false, invalid: true, error: lastError, usage, attempts };
}
