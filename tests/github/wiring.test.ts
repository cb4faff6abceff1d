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

describe("budgets and limits as inputs", () => {
  it("per-trial timeout, max agent turns, the job's time budget and the egress allowlist reach the pipeline", () => {
    const p = pipeline({
      "anthropic-api-key": "k",
      "trial-timeout-minutes": "5",
      "max-agent-turns": "12",
      "time-budget-minutes": "30",
      "egress-allowlist": "pypi.org\n*.githubusercontent.com",
    });
    const s = modelSettingsFor(p, req);
    expect(s.agentLimits).toEqual({ timeLimitMs: 300_000, maxSteps: 12 });
    expect(s.budget).toMatchObject({ maxWallMs: 1_800_000 });
    expect(s.budget?.startedAtMs).toBeLessThanOrEqual(Date.now());
    expect(s.allowlist).toEqual(["pypi.org", "*.githubusercontent.com"]);
    expect(p.cache).toBe(true);
    expect(pipeline({ cache: "false" }).cache).toBe(false);
  });

  it("a bad limit is one clear line naming the input", () => {
    expect(() => pipeline({ "egress-allowlist": "https://pypi.org/simple" })).toThrow(/egress-allowlist/);
    expect(() => pipeline({ "max-agent-turns": "0" })).toThrow(/max-agent-turns: must be at least 1/);
  });

  it("the time budget counts from the Action's start", async () => {
    const { Budget, BudgetExceeded } = await import("../../src/model/budget");
    const b = new Budget({ maxWallMs: 60_000, startedAtMs: Date.now() - 61_000 });
    expect(() => b.check()).toThrow(BudgetExceeded);
    expect(() => b.check()).toThrow(/time budget/);
    expect(() => new Budget({ maxWallMs: 60_000 }).check()).not.toThrow();
  });
});
