/** Two-sided 95% critical values of Student's t, df = 1..30 (standard tables). */
const T975: readonly number[] = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131,
  2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

const Z975 = 1.959964;

/**
 * t quantile for a two-sided 95% interval. Table up to df = 30; beyond that the
 * Cornish–Fisher expansion around the normal quantile (error < 1e-3 for df > 30).
 */
export function tCritical95(df: number): number {
  if (!Number.isInteger(df) || df < 1)
    throw new RangeError(`degrees of freedom must be a positive integer, got ${df}`);
  if (df <= T975.length) return T975[df - 1] as number;
  const z = Z975;
  const z3 = z ** 3;
  const z5 = z ** 5;
  const z7 = z ** 7;
  return (
    z +
    (z3 + z) / (4 * df) +
    (5 * z5 + 16 * z3 + 3 * z) / (96 * df ** 2) +
    (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * df ** 3)
  );
}

export function mean(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  let s = 0;
  for (const x of xs) s += x;
  return s / xs.length;
}

/** 95% t-interval of the mean; null below two observations. */
export function meanCi95(xs: readonly number[]): [number, number] | null {
  const n = xs.length;
  const m = mean(xs);
  if (n < 2 || m === null) return null;
  let ss = 0;
  for (const x of xs) ss += (x - m) ** 2;
  const half = (tCritical95(n - 1) * Math.sqrt(ss / (n - 1))) / Math.sqrt(n);
  return [m - half, m + half];
}

export function clip(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}
