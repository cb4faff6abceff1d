import type { ModelProvider } from "../model/types";
import { BuiltinAgent } from "./builtin";
import { ClaudeCodeHarness, type ClaudeCodeOptions } from "./claude-code";
import type { Harness, HarnessName } from "./types";

export function makeHarness(name: HarnessName, provider: ModelProvider, claude?: ClaudeCodeOptions): Harness {
  if (name === "builtin") return new BuiltinAgent(provider);
  return new ClaudeCodeHarness({ model: provider.model, ...claude });
}
