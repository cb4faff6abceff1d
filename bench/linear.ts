// Work that grows with the file must stay linear. Each case times one scanner step on an input of n
// units and on 8n units in the same run, alternating, and reports the growth t(8n) / t(n): about 8
// when linear, about 64 when each unit costs a pass over the whole text (as masking once did). The
// small input is the baseline, so machine load moves both alike. Run: npx tsx bench/linear.ts
import { tmpPathUses } from "../src/scan/rules/robustness";
import { segmentMarkdown } from "../src/scan/segment";

/** t(8n) / t(n) at most this: linear is 8, quadratic 64. */
export const LINEAR_TARGET = 25;
export const GROWTH_FACTOR = 8;

export interface LinearCase {
  name: string;
  /** Units in the small input; the large one has GROWTH_FACTOR times as many. */
  n: number;
  /** Builds the input once, outside the timing, and returns the timed step. */
  prepare: (n: number) => () => unknown;
}

/** A SKILL.md with n steps, each a code block, an HTML comment and a hidden element. */
export const markdownDoc = (n: number): string =>
  Array.from(
    { length: n },
    (_, i) =>
      `Step ${i}: run the tool.\n\n\`\`\`bash\necho ${i}\n\`\`\`\n<!-- note ${i} -->\n<span style="display:none">x${i}</span>\n`,
  ).join("\n");

/** A script that writes and removes n distinct temporary files, and those paths. */
export const tmpScript = (n: number): { text: string; paths: Set<string> } => ({
  text: Array.from({ length: n }, (_, i) => `echo x >/tmp/x${i}\nrm -f /tmp/x${i}`).join("\n"),
  paths: new Set(Array.from({ length: n }, (_, i) => `/tmp/x${i}`)),
});

export const LINEAR_CASES: LinearCase[] = [
  {
    name: "segmentMarkdown: code blocks, comments and hidden elements",
    n: 1000,
    prepare: (n) => {
      const doc = markdownDoc(n);
      return () => segmentMarkdown(doc);
    },
  },
  {
    name: "R5 tmpPathUses: distinct temporary paths",
    n: 4000, // a millisecond at 1,000 paths: too short to time against timer and scheduler noise
    prepare: (n) => {
      const { text, paths } = tmpScript(n);
      return () => tmpPathUses(text, paths);
    },
  },
];

export interface LinearResult {
  name: string;
  n: number;
  smallMs: number;
  largeMs: number;
  growth: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

function timeOnce(f: () => unknown): number {
  const t = performance.now();
  f();
  return performance.now() - t;
}

export function runLinearBench(runs = 7, cases = LINEAR_CASES): LinearResult[] {
  return cases.map((c) => {
    const small = c.prepare(c.n);
    const large = c.prepare(c.n * GROWTH_FACTOR);
    small();
    large(); // warm-up: compiled code for both sizes
    const s: number[] = [];
    const l: number[] = [];
    for (let k = 0; k < runs; k++) {
      s.push(timeOnce(small));
      l.push(timeOnce(large));
    }
    const smallMs = median(s);
    const largeMs = median(l);
    return {
      name: c.name,
      n: c.n,
      smallMs: round(smallMs),
      largeMs: round(largeMs),
      growth: round(largeMs / smallMs),
    };
  });
}

if (require.main === module) {
  for (const r of runLinearBench())
    console.log(
      `${r.name}: ${r.n} → ${r.n * GROWTH_FACTOR} units, ${r.smallMs} ms → ${r.largeMs} ms, growth ${r.growth}× (target ≤ ${LINEAR_TARGET}×)`,
    );
}
