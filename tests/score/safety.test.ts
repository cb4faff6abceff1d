import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Finding, Verdict } from "../../src/scan/finding";
import { displayScore, EXPLOIT_BANDS, exploitConfidence, safety } from "../../src/score/safety";
import { finding } from "./helpers";

const probe = (verdict: Verdict, exploitConfidence: number) => ({
  verdict,
  exploitConfidence,
  rationale: "r",
  evidence: [],
});

describe("safety", () => {
  it("is 100 and pass with no findings", () => {
    expect(safety([])).toEqual({
      score: 100,
      status: "pass",
      penalties: [],
      coverage: { complete: true, unread: 0 },
    });
  });

  it("is caution, not pass, at S = 100 when part of the package was not read; media does not count", () => {
    const s = safety([], [{ kind: "unread" }, { kind: "no-text" }]);
    expect(s).toMatchObject({ score: 100, status: "caution", coverage: { complete: false, unread: 1 } });
    expect(safety([], [{ kind: "no-text" }]).status).toBe("pass");
    // Below 100 the score decides as before: an incomplete scan never lifts or lowers a status band.
    expect(safety([finding()], [{ kind: "unread" }]).status).toBe("caution");
  });

  it("applies the 0.6 prior without a probe", () => {
    // H: 15 * 1.0 * 0.6 = 9 -> S = 91, caution
    const s = safety([finding()]);
    expect(s.score).toBe(91);
    expect(s.status).toBe("caution");
    expect(s.penalties[0]).toMatchObject({
      weight: 15,
      cExist: 1,
      cExploit: 0.6,
      exploitFrom: "prior",
      penalty: 9,
    });
  });

  it("sums weighted penalties by hand", () => {
    // H c=0.8 prior: 15*.8*.6 = 7.2
    // M c=0.5 confirmed .95: 10*.5*.95 = 4.75
    // L c=1 likely_false_positive .15: 5*1*.15 = 0.75
    // S = 100 - 12.7 = 87.3
    const s = safety([
      finding({ id: "a", confidence: 0.8 }),
      finding({ id: "b", severity: "M", pattern: "E1", confidence: 0.5, probe: probe("confirmed", 0.95) }),
      finding({
        id: "c",
        severity: "L",
        pattern: "R2",
        confidence: 1,
        probe: probe("likely_false_positive", 0.15),
      }),
    ]);
    expect(s.score).toBe(87.3);
    expect(s.status).toBe("caution");
    expect(s.penalties.map((p) => p.exploitFrom)).toEqual(["prior", "probe", "probe"]);
  });

  it("is risky below 80 and floors at 10", () => {
    // three H with prior: 3 * 9 = 27 -> 73
    expect(safety([finding(), finding({ id: "2" }), finding({ id: "3" })])).toMatchObject({
      score: 73,
      status: "risky",
    });
    // 20 confirmed H at 1.0: 300 penalty -> max(10, -200) = 10
    const many = Array.from({ length: 20 }, (_, i) =>
      finding({ id: String(i), probe: probe("confirmed", 1) }),
    );
    expect(safety(many).score).toBe(10);
  });

  it("puts exactly 80 in caution and 79.6 in risky", () => {
    // 4 L at c_exist 1, confirmed 1.0: 4 * 5 * 1 * 1 = 20 -> S = 80
    const four = Array.from({ length: 4 }, (_, i) =>
      finding({ id: String(i), severity: "L", probe: probe("confirmed", 1) }),
    );
    expect(safety(four)).toMatchObject({ score: 80, status: "caution" });
    // 4 M, suspected proposed 0.5 -> clamped to 0.51: 4 * 10 * 0.51 = 20.4 -> 79.6
    const m = Array.from({ length: 4 }, (_, i) =>
      finding({ id: String(i), severity: "M", probe: probe("suspected", 0.5) }),
    );
    expect(safety(m)).toMatchObject({ score: 79.6, status: "risky" });
  });

  it("clamps a probe's proposed value into its verdict band", () => {
    // confirmed but judge said 0.3 -> 0.86: 15 * 1 * 0.86 = 12.9 -> 87.1
    expect(safety([finding({ probe: probe("confirmed", 0.3) })]).score).toBe(87.1);
  });
});

describe("exploitConfidence", () => {
  it("clamps into the verdict band and uses midpoints without a raw value", () => {
    expect(exploitConfidence("confirmed", 0.2)).toBe(0.86);
    expect(exploitConfidence("confirmed", 0.9)).toBe(0.9);
    expect(exploitConfidence("suspected", 0.99)).toBe(0.85);
    expect(exploitConfidence("agent_refused", 0.9)).toBe(0.5);
    expect(exploitConfidence("path_exists_not_triggered", 0)).toBe(0.2);
    expect(exploitConfidence("likely_false_positive", 0.5)).toBe(0.19);
    expect(exploitConfidence("no_probe", 1)).toBe(0.6);
    // midpoints: (0.86 + 1)/2 = 0.93, (0.1 + 0.19)/2 = 0.145
    expect(exploitConfidence("confirmed")).toBeCloseTo(0.93, 12);
    expect(exploitConfidence("likely_false_positive")).toBeCloseTo(0.145, 12);
    expect(exploitConfidence("no_probe")).toBe(0.6);
    expect(exploitConfidence("suspected", Number.NaN)).toBeCloseTo(0.68, 12);
  });

  it("always lands inside the band (property)", () => {
    const verdicts = Object.keys(EXPLOIT_BANDS) as (keyof typeof EXPLOIT_BANDS)[];
    fc.assert(
      fc.property(fc.constantFrom(...verdicts), fc.double({ min: -10, max: 10, noNaN: true }), (v, raw) => {
        const c = exploitConfidence(v, raw);
        expect(c).toBeGreaterThanOrEqual(EXPLOIT_BANDS[v].min);
        expect(c).toBeLessThanOrEqual(EXPLOIT_BANDS[v].max);
        if (raw >= EXPLOIT_BANDS[v].min && raw <= EXPLOIT_BANDS[v].max) expect(c).toBe(raw);
      }),
      { seed: 7, numRuns: 500 },
    );
  });
});

describe("displayScore", () => {
  it("truncates so the shown value never crosses a status boundary", () => {
    expect(displayScore(100)).toBe("100");
    expect(displayScore(99.99)).toBe("99.9");
    expect(displayScore(79.96)).toBe("79.9");
    expect(displayScore(92.8)).toBe("92.8");
    expect(displayScore(100 - 15 * 0.8 * 0.6)).toBe("92.8");
    expect(displayScore(80)).toBe("80");
  });
});

const verdictArb = fc.constantFrom<Verdict>(
  "confirmed",
  "suspected",
  "agent_refused",
  "path_exists_not_triggered",
  "likely_false_positive",
);
const findingArb: fc.Arbitrary<Finding> = fc
  .record({
    id: fc.string({ minLength: 1, maxLength: 6 }),
    severity: fc.constantFrom("H" as const, "M" as const, "L" as const),
    confidence: fc.double({ min: 0, max: 1, noNaN: true }),
    probe: fc.option(
      fc.record({
        verdict: verdictArb,
        exploitConfidence: fc.double({ min: 0, max: 1, noNaN: true }),
        rationale: fc.constant(""),
        evidence: fc.constant([] as string[]),
      }),
      { nil: undefined },
    ),
  })
  .map((f) => finding({ ...f, probe: f.probe }));
const opts = { seed: 424242, numRuns: 300 };

describe("safety properties", () => {
  it("keeps S within [10, 100] and status consistent with S", () => {
    fc.assert(
      fc.property(fc.array(findingArb, { maxLength: 40 }), (fs) => {
        const s = safety(fs);
        expect(s.score).toBeGreaterThanOrEqual(10);
        expect(s.score).toBeLessThanOrEqual(100);
        expect(s.status).toBe(s.score === 100 ? "pass" : s.score >= 80 ? "caution" : "risky");
      }),
      opts,
    );
  });

  it("never raises S when a finding is added", () => {
    fc.assert(
      fc.property(fc.array(findingArb, { maxLength: 30 }), findingArb, (fs, extra) => {
        expect(safety([...fs, extra]).score).toBeLessThanOrEqual(safety(fs).score);
      }),
      opts,
    );
  });

  it("never raises S when a finding's exploit confidence rises", () => {
    fc.assert(
      fc.property(
        fc.array(findingArb, { maxLength: 20 }),
        findingArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (fs, f, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          // "suspected" maps raw values into [0.51, 0.85] monotonically
          const at = (c: number) => ({
            ...f,
            probe: { verdict: "suspected" as const, exploitConfidence: c, rationale: "", evidence: [] },
          });
          expect(safety([...fs, at(hi)]).score).toBeLessThanOrEqual(safety([...fs, at(lo)]).score);
          // a confirmed verdict never scores better than no probe (0.6 prior), which never beats refuted
          const conf = {
            ...f,
            probe: { verdict: "confirmed" as const, exploitConfidence: lo, rationale: "", evidence: [] },
          };
          const noProbe = { ...f, probe: undefined };
          expect(safety([...fs, conf]).score).toBeLessThanOrEqual(safety([...fs, noProbe]).score);
        },
      ),
      opts,
    );
  });
});
