import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PairScore } from "../../src/report/schema";
import { efficiency, utility } from "../../src/score/aggregate";
import { gate } from "../../src/score/gate";
import { scorePair } from "../../src/score/pair";
import { safety } from "../../src/score/safety";
import { meanCi95, tCritical95 } from "../../src/score/stats";
import { finding, items, pair, run } from "./helpers";

describe("tCritical95", () => {
  it("matches published t tables", () => {
    expect(tCritical95(1)).toBe(12.706);
    expect(tCritical95(2)).toBe(4.303);
    expect(tCritical95(10)).toBe(2.228);
    expect(tCritical95(30)).toBe(2.042);
    // beyond the table: 40 -> 2.021, 60 -> 2.000, 120 -> 1.980, large -> 1.960
    expect(tCritical95(40)).toBeCloseTo(2.021, 3);
    expect(tCritical95(60)).toBeCloseTo(2.0, 3);
    expect(tCritical95(120)).toBeCloseTo(1.98, 3);
    expect(tCritical95(100000)).toBeCloseTo(1.96, 3);
    expect(() => tCritical95(0)).toThrow(RangeError);
  });

  it("decreases with the degrees of freedom", () => {
    for (let df = 1; df < 200; df++) expect(tCritical95(df + 1)).toBeLessThan(tCritical95(df));
  });

  it("gives a hand-computed interval", () => {
    // xs = 0, 0.5, 1: mean 0.5, s = 0.5, se = 0.5/sqrt(3) = 0.288675, t(2) = 4.303
    // half = 4.303 * 0.288675 = 1.242170
    const ci = meanCi95([0, 0.5, 1]) as [number, number];
    expect(ci[0]).toBeCloseTo(0.5 - 1.24217, 4);
    expect(ci[1]).toBeCloseTo(0.5 + 1.24217, 4);
    expect(meanCi95([0.3])).toBeNull();
  });
});

describe("utility", () => {
  const scores: PairScore[] = [
    scorePair(pair({ scenarioId: "a", items: items("g10", "i10") })), // PRG 1, goal 1, instr 1
    scorePair(pair({ scenarioId: "b", items: items("g11", "g10", "g00", "g00") })), // PRG .25, goal .25, instr null
    scorePair(pair({ scenarioId: "c", items: items("g11", "i11") })), // PRG 0, ceiling
    scorePair(pair({ scenarioId: "d", with: run({ timedOut: true }) })),
    scorePair(pair({ scenarioId: "e", skillUsed: false })),
    scorePair(pair({ scenarioId: "f", judgeFailed: true, items: [] })),
    scorePair(pair({ scenarioId: "g", with: run({ timedOut: true }) })),
  ];

  it("averages over valid pairs and counts the rest; a pair that never opened the skill stays valid", () => {
    const u = utility(scores, { used: 6, total: 7 });
    // valid: a 1, b .25, c 0, e .5 (e never opened the skill: PRG as measured) -> mean .4375
    expect(u.prg).toBeCloseTo(1.75 / 4, 12);
    // goal: (1 + .25 + 0 + .5)/4; instruction: (1 + 0 + .5)/3 = .5 (pair b has no instruction items)
    expect(u.prgGoal).toBeCloseTo(1.75 / 4, 12);
    expect(u.prgInstruction).toBe(0.5);
    expect(u).toMatchObject({ pairs: 7, validPairs: 4, invalidPairs: 3, ceilingPairs: 1, scenarios: 4 });
    expect(u.invalidReasons).toEqual({ judge_failed: 1, timeout: 2 });
    expect(Object.keys(u.invalidReasons)).toEqual(["judge_failed", "timeout"]);
    expect(u.activationRate).toBeCloseTo(6 / 7, 12);
    // PRG over the activated valid pairs (a, b, c) is the second figure
    expect(u.activatedPrg).toBeCloseTo(1.25 / 3, 12);
    expect(u.activatedPairs).toBe(3);
    expect(u.ceilingShare).toBe(0.25);
    // t over 4 scenario means (1, .25, 0, .5): ss = .546875, s = sqrt(.546875/3) = .426956,
    // half = 3.182 * .426956 / 2 = .679287 -> [-0.241787, 1 (clipped)]
    const [lo, hi] = u.prgCi as [number, number];
    expect(lo).toBeCloseTo(0.4375 - 0.679287, 4);
    expect(hi).toBe(1);
    expect(u.intervalNote).toMatch(/t-interval over 4 scenario means \(df = 3\)/);
  });

  it("averages trials within a scenario before the interval over scenarios", () => {
    const t = (scenarioId: string, trial: number, its: string[]) =>
      scorePair(pair({ scenarioId, trial, items: items(...its) }));
    const trials = [
      // scenario a: trials PRG 1, 0, 0 -> mean 1/3; b: 0.5; c: 0
      t("a", 0, ["g10"]),
      t("a", 1, ["g11"]),
      t("a", 2, ["g00"]),
      t("b", 0, ["g10", "g00"]),
      t("c", 0, ["g11"]),
    ];
    const u = utility(trials, null);
    expect(u.scenarios).toBe(3);
    expect(u.prg).toBeCloseTo((1 / 3 + 0.5 + 0) / 3, 12);
    const expected = meanCi95([1 / 3, 0.5, 0]) as [number, number];
    expect(u.prgCi?.[0]).toBeCloseTo(Math.max(-1, expected[0]), 12);
    // Five pairs as if independent would give a narrower, wrong interval.
    const naive = meanCi95([1, 0, 0, 0.5, 0]) as [number, number];
    expect(naive[1] - naive[0]).toBeLessThan(expected[1] - expected[0]);
  });

  it("shows no interval below three scenarios and says why", () => {
    const two = [
      scorePair(pair({ scenarioId: "a", items: items("g10") })),
      scorePair(pair({ scenarioId: "a", trial: 1, items: items("g11") })),
      scorePair(pair({ scenarioId: "b", items: items("g10") })),
    ];
    const u = utility(two, null);
    expect(u.prgCi).toBeNull();
    expect(u.scenarios).toBe(2);
    expect(u.intervalNote).toBe("no interval: 2 scenarios with a valid pair, at least 3 are needed");
  });

  it("reads a skill no agent opened as measured, not missing", () => {
    const none = [1, 2, 3].map((i) =>
      scorePair(pair({ scenarioId: `s${i}`, skillUsed: false, items: items("g11", "i00") })),
    );
    const u = utility(none, { used: 0, total: 3 });
    expect(u.prg).toBe(0);
    expect(u.validPairs).toBe(3);
    expect(u.activationRate).toBe(0);
    expect(u.activatedPrg).toBeNull();
  });

  it("has no numbers when nothing is valid", () => {
    const u = utility([scores[3], scores[5], scores[6]] as PairScore[], null);
    expect(u).toMatchObject({ prg: null, prgGoal: null, prgInstruction: null, prgCi: null, validPairs: 0 });
    expect(u.activationRate).toBeNull();
    expect(u.intervalNote).toBeNull();
    expect(utility([], { used: 0, total: 0 }).activationRate).toBeNull();
  });
});

describe("efficiency", () => {
  it("averages over efficiency-valid pairs only", () => {
    const a = scorePair(
      pair({
        with: run({ wallTimeMs: 5_000, inputTokens: 500 }),
        without: run({ wallTimeMs: 10_000, inputTokens: 1_000 }),
      }),
    ); // EG .5, CG .5, dt 5000, dq 500
    const b = scorePair(
      pair({
        with: run({ wallTimeMs: 12_000, inputTokens: 1_000 }),
        without: run({ wallTimeMs: 10_000, inputTokens: 1_000 }),
      }),
    ); // EG -.2, CG 0, dt -2000, dq 0
    const excluded = scorePair(pair({ items: items("g10", "i00") })); // without passes nothing
    const e = efficiency([a, b, excluded], 0.5);
    expect(e.efficiencyValidPairs).toBe(2);
    expect(e.eg).toBeCloseTo(0.15, 12); // (.5 - .2)/2
    expect(e.cg).toBe(0.25); // (.5 + 0)/2
    expect(e.ecg).toBeCloseTo(0.2, 12); // .5*.15 + .5*.25
    expect(e.deltaTMs).toBe(1_500); // (5000 - 2000)/2
    expect(e.deltaTokens).toBe(250);
    // alpha 1: time only
    expect(efficiency([a, b], 1).ecg).toBeCloseTo(0.15, 12);
    expect(efficiency([excluded], 0.5)).toMatchObject({ efficiencyValidPairs: 0, eg: null, ecg: null });
  });

  it("equals the mean of per-pair ECG (property)", () => {
    const r = fc.record({ t: fc.integer({ min: 1, max: 1e6 }), q: fc.integer({ min: 1, max: 1e6 }) });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(r, r), { minLength: 1, maxLength: 10 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (xs, alpha) => {
          const ps = xs.map(([w, wo]) =>
            scorePair(
              pair({
                with: run({ wallTimeMs: w.t, inputTokens: w.q }),
                without: run({ wallTimeMs: wo.t, inputTokens: wo.q }),
              }),
              alpha,
            ),
          );
          const direct = ps.reduce((s, p) => s + (p.ecg as number), 0) / ps.length;
          const e = efficiency(ps, alpha);
          expect(e.ecg as number).toBeCloseTo(direct, 9);
          expect(Math.abs(e.ecg as number)).toBeLessThanOrEqual(1 + 1e-12);
        },
      ),
      { seed: 99, numRuns: 200 },
    );
  });
});

describe("gate", () => {
  // The status rules alone: the scan ran, and the findings behind S are judged by the severity rule below.
  const scanned = { findings: [], stages: [{ stage: "rule-scan" as const, status: "ran" as const }] };
  const util = (prg: number | null) =>
    utility(prg === null ? [] : [scorePair(pair({ items: prg > 0 ? items("g10") : items("g11") }))], null);
  const risky = safety([finding(), finding({ id: "2" }), finding({ id: "3" })]); // 73
  const caution = safety([finding()]); // 91
  const pass = safety([]);

  it("fails on risky by default threshold and names the score", () => {
    const g = gate({ ...scanned, safety: risky, utility: null }, { failOn: "risky", minPrg: null });
    expect(g).toEqual({
      passed: false,
      reasons: ["safety is risky: S = 73 < 80 (fail-on risky)"],
      notes: [],
    });
    expect(
      gate({ ...scanned, safety: caution, utility: null }, { failOn: "risky", minPrg: null }).passed,
    ).toBe(true);
  });

  it("fails on caution or worse with fail-on caution", () => {
    expect(
      gate({ ...scanned, safety: caution, utility: null }, { failOn: "caution", minPrg: null }).reasons,
    ).toEqual(["safety is caution: S = 91 < 100 (fail-on caution)"]);
    expect(
      gate({ ...scanned, safety: risky, utility: null }, { failOn: "caution", minPrg: null }).passed,
    ).toBe(false);
    expect(
      gate({ ...scanned, safety: pass, utility: null }, { failOn: "caution", minPrg: null }).passed,
    ).toBe(true);
  });

  it("never fails on safety with fail-on never", () => {
    expect(gate({ ...scanned, safety: risky, utility: null }, { failOn: "never", minPrg: null })).toEqual({
      passed: true,
      reasons: [],
      notes: [],
    });
  });

  it("applies min-prg only when PRG was measured", () => {
    // util(0): one ceiling pair, PRG 0
    expect(gate({ ...scanned, safety: pass, utility: util(0) }, { failOn: "risky", minPrg: 0.1 })).toEqual({
      passed: false,
      reasons: ["PRG 0 is below min-prg 0.1"],
      notes: [
        "min-prg 0.1 compared with the PRG point estimate (0): no interval: 1 scenario with a valid pair, at least 3 are needed",
      ],
    });
    expect(
      gate({ ...scanned, safety: pass, utility: util(1) }, { failOn: "risky", minPrg: 0.1 }).passed,
    ).toBe(true);
    expect(gate({ ...scanned, safety: pass, utility: null }, { failOn: "risky", minPrg: 0.1 }).passed).toBe(
      true,
    );
    expect(
      gate({ ...scanned, safety: pass, utility: utility([], null) }, { failOn: "risky", minPrg: 0.1 }).passed,
    ).toBe(true);
    // With an interval the lower bound is what must clear the bar: PRG .5 passes a 0.1 bar as a
    // point, but its lower bound over scenarios (.5, 1, 0) does not.
    const three = utility(
      [items("g10", "g00"), items("g10"), items("g11")].map((its, i) =>
        scorePair(pair({ scenarioId: `s${i}`, items: its })),
      ),
      null,
    );
    const g = gate({ ...scanned, safety: pass, utility: three }, { failOn: "risky", minPrg: 0.1 });
    expect(three.prg).toBeCloseTo(0.5, 12);
    expect(g.passed).toBe(false);
    expect(g.reasons[0]).toMatch(/^PRG lower 95% bound -?\d/);
    expect(g.notes[0]).toMatch(/compared with the lower 95% bound of PRG .*t over 3 scenarios/);
    // both failures are listed
    expect(
      gate({ ...scanned, safety: risky, utility: util(0) }, { failOn: "risky", minPrg: 0.1 }).reasons,
    ).toHaveLength(2);
  });

  it("fails on an unrefuted high-severity finding even when S passes, unless a probe refuted it", () => {
    const high = finding({ severity: "H", pattern: "E2", file: "scripts/x.py", line: 4 });
    const s = safety([high]);
    const g = gate(
      { ...scanned, findings: [high], safety: s, utility: null },
      { failOn: "risky", minPrg: null },
    );
    expect(s.status).not.toBe("risky");
    expect(g.passed).toBe(false);
    expect(g.reasons).toEqual([
      "high-severity finding E2 at scripts/x.py:4 not refuted by a probe (fail-on-severity: high)",
    ]);
    const confirmedNot = {
      ...high,
      probe: {
        verdict: "likely_false_positive" as const,
        exploitConfidence: 0.05,
        rationale: "refuted",
        evidence: [],
      },
    };
    expect(
      gate(
        { ...scanned, findings: [confirmedNot], safety: s, utility: null },
        { failOn: "risky", minPrg: null },
      ).passed,
    ).toBe(true);
    expect(
      gate(
        { ...scanned, findings: [high], safety: s, utility: null },
        { failOn: "risky", failOnSeverity: "never", minPrg: null },
      ).passed,
    ).toBe(true);
  });

  it("fails when the rule scan did not run: S = 100 would be invented", () => {
    const g = gate(
      { ...scanned, stages: [], safety: pass, utility: null },
      { failOn: "risky", minPrg: null },
    );
    expect(g.reasons).toEqual(["safety not measured: rule-scan did not run"]);
  });
});
