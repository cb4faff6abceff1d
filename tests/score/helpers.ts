import type { Finding } from "../../src/scan/finding";
import type { ItemVerdict, PairObservation, RunObservation } from "../../src/score/types";

export function run(over: Partial<RunObservation> = {}): RunObservation {
  return {
    wallTimeMs: 10_000,
    inputTokens: 1_000,
    cacheReadTokens: 0,
    outputTokens: 100,
    timedOut: false,
    evidence: "trials/x/bundle",
    ...over,
  };
}

/** Items from a compact spec: "g11" = goal item passing with and without, "i10" = instruction item passing with only. */
export function items(...spec: string[]): ItemVerdict[] {
  return spec.map((s, i) => ({
    id: `item-${i}`,
    kind: s[0] === "g" ? "goal" : "instruction",
    passWith: s[1] === "1",
    passWithout: s[2] === "1",
  }));
}

export function pair(over: Partial<PairObservation> = {}): PairObservation {
  return {
    scenarioId: "s1",
    trial: 0,
    with: run({ evidence: "trials/s1-with" }),
    without: run({ evidence: "trials/s1-without" }),
    items: items("g10", "g11", "i10", "i00"),
    judgeFailed: false,
    skillUsed: true,
    judgment: "judge/s1.json",
    ...over,
  };
}

export function finding(over: Partial<Finding> = {}): Finding {
  return {
    id: "fp-1",
    pattern: "E2",
    severity: "H",
    file: "scripts/run.py",
    line: 3,
    snippet: "os.environ",
    message: "Reads the whole environment",
    confidence: 1,
    source: "rule",
    rule: "E2.environ-dump",
    ...over,
  };
}
