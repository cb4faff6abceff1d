import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { relativeGain, scorePair } from "../../src/score/pair";
import type { PairObservation } from "../../src/score/types";
import { items, pair, run } from "./helpers";

describe("scorePair", () => {
  it("computes PRG and its goal/instruction splits by hand", () => {
    // items: g10 g11 i10 i00 -> with passes 3 of 4, without passes 1 of 4
    // PRG = (3 - 1) / 4 = 0.5; goal: (2 - 1) / 2 = 0.5; instruction: (1 - 0) / 2 = 0.5
    const s = scorePair(pair({ items: items("g10", "g11", "i10", "i00") }));
    expect(s.valid).toBe(true);
    expect([s.n, s.nWith, s.nWithout]).toEqual([4, 3, 1]);
    expect(s.prg).toBe(0.5);
    expect(s.prgGoal).toBe(0.5);
    expect(s.prgInstruction).toBe(0.5);
    expect(s.ceiling).toBe(false);
    expect(s.evidence).toEqual(["trials/s1-with", "trials/s1-without", "judge/s1.json"]);
  });

  it("gives different splits when kinds differ", () => {
    // g11 g01 i10 i10 i10: with 4/5, without 2/5 -> PRG 2/5 = 0.4
    // goal: (1 - 2)/2 = -0.5; instruction: (3 - 0)/3 = 1
    const s = scorePair(pair({ items: items("g11", "g01", "i10", "i10", "i10") }));
    expect(s.prg).toBeCloseTo(0.4, 12);
    expect(s.prgGoal).toBe(-0.5);
    expect(s.prgInstruction).toBe(1);
  });

  it("leaves a split null when the rubric has no item of that kind", () => {
    const s = scorePair(pair({ items: items("g10", "g11") }));
    expect(s.prgGoal).toBe(0.5);
    expect(s.prgInstruction).toBeNull();
  });

  it("computes EG, CG, ECG and raw deltas by hand", () => {
    // t_wo = 20 s, t_wi = 15 s -> EG = 5/20 = 0.25
    // q_wo = 10000 - 2000 = 8000, q_wi = 5000 - 1000 = 4000 -> CG = 4000/8000 = 0.5
    // ECG (alpha .5) = .5*.25 + .5*.5 = 0.375; alpha .8 -> .8*.25 + .2*.5 = 0.3
    const p = pair({
      with: run({ wallTimeMs: 15_000, inputTokens: 5_000, cacheReadTokens: 1_000 }),
      without: run({ wallTimeMs: 20_000, inputTokens: 10_000, cacheReadTokens: 2_000 }),
    });
    const s = scorePair(p);
    expect(s.efficiencyValid).toBe(true);
    expect(s.eg).toBe(0.25);
    expect(s.cg).toBe(0.5);
    expect(s.ecg).toBe(0.375);
    expect(s.deltaTMs).toBe(5_000);
    expect(s.deltaTokens).toBe(4_000);
    expect(scorePair(p, 0.8).ecg).toBeCloseTo(0.3, 12);
  });

  it("clips EG and CG to [-1, 1]", () => {
    // with-skill run 3x slower: (10 - 30)/10 = -2 -> -1
    const s = scorePair(pair({ with: run({ wallTimeMs: 30_000, inputTokens: 5_000 }), without: run() }));
    expect(s.eg).toBe(-1);
    expect(s.cg).toBe(-1);
    expect(s.ecg).toBe(-1);
    expect(s.deltaTMs).toBe(-20_000);
  });

  it("marks a ceiling pair (no-skill run passes every item)", () => {
    const s = scorePair(pair({ items: items("g11", "i11") }));
    expect(s.ceiling).toBe(true);
    expect(s.prg).toBe(0);
  });

  it.each([
    ["timeout", pair({ with: run({ timedOut: true }) })],
    ["timeout", pair({ without: run({ timedOut: true }), judgeFailed: true })],
    ["judge_failed", pair({ judgeFailed: true, items: [] })],
    ["empty_rubric", pair({ items: [] })],
    ["run_failed", pair({ runFailed: "no-skill run failed: error: API down" })],
    ["evidence_incomplete", pair({ runFailed: "with-skill run failed: evidence incomplete: changes" })],
  ] as [string, PairObservation][])("is invalid with reason %s", (reason, p) => {
    const s = scorePair(p);
    expect(s.valid).toBe(false);
    expect(s.invalidReason).toBe(reason);
    expect(s.prg).toBeNull();
    expect(s.efficiencyValid).toBe(false);
    expect(s.eg).toBeNull();
  });

  it("is not efficiency-valid when either run passes no item", () => {
    // with passes 1 item, without none: PRG = 1/2, but efficiency excluded
    const s = scorePair(pair({ items: items("g10", "i00") }));
    expect(s.valid).toBe(true);
    expect(s.prg).toBe(0.5);
    expect(s.efficiencyValid).toBe(false);
    expect(s.eg).toBeNull();
    expect(s.deltaTMs).toBeNull();
  });

  it("treats a zero baseline as undefined, not as a gain", () => {
    expect(relativeGain(0, 5)).toBeNull();
    expect(relativeGain(0, 0)).toBeNull();
    const zeroTime = scorePair(pair({ without: run({ wallTimeMs: 0 }) }));
    expect(zeroTime.efficiencyValid).toBe(false);
    expect(zeroTime.eg).toBeNull();
    // all input served from cache -> effective input 0
    const zeroTokens = scorePair(pair({ without: run({ inputTokens: 500, cacheReadTokens: 500 }) }));
    expect(zeroTokens.efficiencyValid).toBe(false);
    expect(zeroTokens.cg).toBeNull();
  });

  it("rejects alpha outside [0, 1]", () => {
    expect(() => scorePair(pair(), 1.5)).toThrow(/alpha/);
  });
});

const runArb = fc.record({
  wallTimeMs: fc.integer({ min: 0, max: 1_000_000 }),
  inputTokens: fc.integer({ min: 0, max: 1_000_000 }),
  cacheReadTokens: fc.integer({ min: 0, max: 1_000_000 }),
  outputTokens: fc.integer({ min: 0, max: 10_000 }),
  timedOut: fc.constant(false),
  evidence: fc.constant("e"),
});
const itemArb = fc.record({
  id: fc.string({ maxLength: 4 }),
  kind: fc.constantFrom("goal" as const, "instruction" as const),
  passWith: fc.boolean(),
  passWithout: fc.boolean(),
});
const pairArb = fc.record({
  scenarioId: fc.constant("s"),
  trial: fc.nat(3),
  with: runArb,
  without: runArb,
  items: fc.array(itemArb, { minLength: 1, maxLength: 20 }),
  judgeFailed: fc.constant(false),
  skillUsed: fc.constant(true),
  judgment: fc.constant("j"),
});
const opts = { seed: 20240611, numRuns: 300 };

describe("scorePair properties", () => {
  it("keeps PRG, splits, EG, CG and ECG within [-1, 1]", () => {
    fc.assert(
      fc.property(pairArb, fc.double({ min: 0, max: 1, noNaN: true }), (p, alpha) => {
        const s = scorePair(p, alpha);
        for (const v of [s.prg, s.prgGoal, s.prgInstruction, s.eg, s.cg, s.ecg]) {
          if (v !== null) {
            expect(v).toBeGreaterThanOrEqual(-1);
            expect(v).toBeLessThanOrEqual(1);
          }
        }
      }),
      opts,
    );
  });

  it("negates PRG (and its splits) when with and without are swapped", () => {
    fc.assert(
      fc.property(pairArb, (p) => {
        const swapped = {
          ...p,
          with: p.without,
          without: p.with,
          items: p.items.map((i) => ({ ...i, passWith: i.passWithout, passWithout: i.passWith })),
        };
        const a = scorePair(p);
        const b = scorePair(swapped);
        expect(b.prg).toBeCloseTo(-(a.prg as number), 12);
        if (a.prgGoal !== null) expect(b.prgGoal).toBeCloseTo(-a.prgGoal, 12);
        if (a.prgInstruction !== null) expect(b.prgInstruction).toBeCloseTo(-a.prgInstruction, 12);
      }),
      opts,
    );
  });
});
