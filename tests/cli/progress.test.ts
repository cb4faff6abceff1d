import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main";
import { formatDuration, progressDisplay } from "../../src/cli/progress";

function stream(isTTY: boolean) {
  const chunks: string[] = [];
  return { chunks, isTTY, columns: 200, write: (s: string) => chunks.push(s), text: () => chunks.join("") };
}

const usage = (tokens: number, cost: number) => ({
  inputTokens: tokens - 100,
  cacheReadTokens: 0,
  cacheCreationTokens: 0,
  outputTokens: 100,
  costUsd: cost,
});

describe("progress display", () => {
  it("redraws one live line on a terminal: skill, stage, trials done/total, tokens, cost, ETA", () => {
    let t = 0;
    const out = stream(true);
    const d = progressDisplay(out, { now: () => t });
    d.progress.skill?.("csv-insights", 0, 2);
    d.progress.stage?.("trials");
    d.progress.planned?.(8);
    t = 10_000;
    d.progress.trialDone?.(false);
    d.progress.trialDone?.(false);
    d.progress.usage?.(usage(12_345, 0.0412));
    d.logger.info("scheme: 4 scenario(s)");
    const last = out.chunks.at(-1) ?? "";
    // 2 trials in 10 s: 6 left at 5 s each
    expect(last).toBe(
      "\r\u001b[2K[1/2] csv-insights · trials · trials 2/8 · 12,345 tokens · $0.04 · ETA 30s",
    );
    // A log line clears the live line, prints, and the live line comes back under it.
    expect(out.text()).toContain("\r\u001b[2Kscheme: 4 scenario(s)\n\r\u001b[2K[1/2] csv-insights");
    d.stop();
    expect(out.chunks.at(-1)).toBe("\r\u001b[2K");
  });

  it("writes plain lines when stderr is not a terminal, and only warnings with quiet", () => {
    const out = stream(false);
    const d = progressDisplay(out);
    d.progress.skill?.("csv-insights", 0, 1);
    d.progress.planned?.(2);
    d.progress.trialDone?.(true);
    d.progress.trialDone?.(false);
    d.logger.info("judge: done");
    d.stop();
    expect(out.text()).not.toContain("\u001b[");
    expect(out.text().split("\n")).toEqual([
      "csv-insights · collect · trials 1/2 (1 reused)",
      "csv-insights · collect · trials 2/2 (1 reused)",
      "judge: done",
      "",
    ]);
    const quiet = stream(true);
    const q = progressDisplay(quiet, { quiet: true });
    q.progress.skill?.("x", 0, 1);
    q.logger.info("hidden");
    q.logger.warn("shown");
    q.stop();
    expect(quiet.text()).toBe("warning: shown\n");
  });

  it("formats durations", () => {
    expect([formatDuration(4_400), formatDuration(83_000), formatDuration(3_720_000)]).toEqual([
      "4s",
      "1m23s",
      "1h02m",
    ]);
  });

  it("a real scan on a terminal leaves stdout clean and stderr ending with the line cleared", async () => {
    const root = path.join(mkdtempSync(path.join(tmpdir(), "sa-prog-")), "tidy");
    mkdirSync(root);
    writeFileSync(
      path.join(root, "SKILL.md"),
      "---\nname: tidy\ndescription: Tidy notes.\n---\nWrite summary.md.\n",
    );
    const err = stream(true);
    let stdout = "";
    const code = await main(["scan", root, "--json"], { stdout: (s) => (stdout += s), stderr: err });
    expect(code).toBe(0);
    expect(JSON.parse(stdout).skill.name).toBe("tidy");
    expect(err.text()).toContain("tidy · rule-scan");
    expect(err.chunks.at(-1)).toBe("\r\u001b[2K");
  });
});
