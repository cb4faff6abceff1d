#!/usr/bin/env python3
"""Non-parametric and parametric reference intervals for one analyte.

Usage: ri_calc.py data.csv ANALYTE [--boot 2000] [--seed 1]
data.csv needs a column named ANALYTE with numeric values; blanks are skipped.
"""
import argparse
import csv
import random
import statistics
import sys


def percentile(sorted_vals, p):
    k = (len(sorted_vals) - 1) * p
    lo, hi = int(k), min(int(k) + 1, len(sorted_vals) - 1)
    return sorted_vals[lo] + (sorted_vals[hi] - sorted_vals[lo]) * (k - lo)


def load(path, analyte):
    values = []
    with open(path, newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        if reader.fieldnames is None or analyte not in reader.fieldnames:
            sys.exit(f"column {analyte!r} not found in {path}")
        for n, row in enumerate(reader, start=2):
            cell = (row[analyte] or "").strip()
            if not cell:
                continue
            try:
                values.append(float(cell))
            except ValueError:
                sys.exit(f"line {n}: non-numeric value {cell!r}")
    return values


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("data")
    ap.add_argument("analyte")
    ap.add_argument("--boot", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    vals = sorted(load(args.data, args.analyte))
    if len(vals) < 20:
        sys.exit(f"only {len(vals)} values; too few to establish an interval")
    rng = random.Random(args.seed)
    lows, highs = [], []
    for _ in range(max(200, min(args.boot, 10000))):
        s = sorted(rng.choice(vals) for _ in vals)
        lows.append(percentile(s, 0.025))
        highs.append(percentile(s, 0.975))
    lows.sort()
    highs.sort()
    mean, sd = statistics.fmean(vals), statistics.stdev(vals)
    print(f"n = {len(vals)}")
    print(f"non-parametric: {percentile(vals, 0.025):.3g} - {percentile(vals, 0.975):.3g}")
    print(f"  90% CI lower: {percentile(lows, 0.05):.3g} - {percentile(lows, 0.95):.3g}")
    print(f"  90% CI upper: {percentile(highs, 0.05):.3g} - {percentile(highs, 0.95):.3g}")
    print(f"parametric (Gaussian): {mean - 1.96 * sd:.3g} - {mean + 1.96 * sd:.3g}")


if __name__ == "__main__":
    main()
