import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type PipelineSettings, readInputs } from "../../src/action/inputs";
import { modelSettingsFor, TASKS_DIR } from "../../src/action/wiring";

function pipeline(values: Record<string, string>): PipelineSettings {
  return readInputs((name) => values[name] ?? "").pipeline;
}

const req = { backbone: null, trials: null, repoRoot: "/repo" };

describe("modelSettingsFor maps the Action's inputs onto the pipeline's model settings", () => {
  it("passes the network input through, defaulting to logged", () => {
    for (const network of ["none", "logged", "open"] as const) {
      const p = pipeline({ "anthropic-api-key": "k", network });
      expect(modelSettingsFor(p, req).network).toBe(network);
    }
    expect(modelSettingsFor(pipeline({ "anthropic-api-key": "k" }), req).network).toBe("logged");
  });

  it("points the audit at the reviewed scenarios the bot commits", () => {
    const s = modelSettingsFor(pipeline({ "anthropic-api-key": "k" }), req);
    expect(s.pinnedTasksDir).toBe(join("/repo", TASKS_DIR, "{skill}"));
  });

  it("takes model and harness from the backbone, the provider from the keys, trials from the request", () => {
    const s = modelSettingsFor(
      pipeline({ "openai-api-key": "o", "openai-base-url": "http://127.0.0.1:1/v1", scenarios: "4" }),
      { backbone: "claude-code:gpt-x:mini", trials: 3, repoRoot: "/r" },
    );
    expect(s.provider).toEqual({
      provider: "openai",
      model: "gpt-x:mini",
      apiKey: "o",
      baseURL: "http://127.0.0.1:1/v1",
    });
    expect(s.harness).toBe("claude-code");
    expect(s.trials).toBe(3);
    expect(s.scenarios).toBe(4);
    const a = modelSettingsFor(pipeline({ "anthropic-api-key": "a", "openai-api-key": "o" }), req);
    expect(a.provider).toMatchObject({ provider: "anthropic", apiKey: "a", model: "claude-sonnet-4-6" });
    expect(a.harness).toBe("builtin");
  });
});
