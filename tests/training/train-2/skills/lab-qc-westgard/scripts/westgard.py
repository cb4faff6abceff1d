#!/usr/bin/env python3
"""Evaluate Westgard multirules for one analyte and control lot.

Usage: westgard.py results.csv targets.csv ANALYTE LOT
Prints one line per run with any violated rules.
"""
import csv
import sys
from collections import defaultdict


def load_targets(path, analyte, lot):
    targets = {}
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row["analyte"] == analyte and row["control_lot"] == lot:
                try:
                    targets[row["level"]] = (float(row["mean"]), float(row["sd"]))
                except ValueError:
                    sys.exit(f"bad mean/sd for level {row['level']!r}")
                if targets[row["level"]][1] <= 0:
                    sys.exit(f"sd must be positive for level {row['level']!r}")
    if not targets:
        sys.exit(f"no targets for {analyte} lot {lot}")
    return targets


def zscores(path, analyte, lot, targets):
    runs = defaultdict(dict)
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row["analyte"] != analyte or row["control_lot"] != lot:
                continue
            if row["level"] not in targets:
                print(f"run {row['run_id']}: no target for level {row['level']!r}")
                continue
            mean, sd = targets[row["level"]]
            try:
                runs[row["run_id"]][row["level"]] = (float(row["value"]) - mean) / sd
            except ValueError:
                print(f"run {row['run_id']}: non-numeric value {row['value']!r}")
    return runs


def evaluate(runs):
    history = []
    for run_id in sorted(runs):
        z = runs[run_id]
        found = []
        vals = list(z.values())
        if any(abs(v) > 3 for v in vals):
            found.append("1-3s")
        if any(v > 2 for v in vals) and any(v < -2 for v in vals):
            found.append("R-4s")
        if len(vals) >= 2 and (all(v > 2 for v in vals) or all(v < -2 for v in vals)):
            found.append("2-2s")
        history.extend(vals)
        last4, last10 = history[-4:], history[-10:]
        if len(last4) == 4 and (all(v > 1 for v in last4) or all(v < -1 for v in last4)):
            found.append("4-1s")
        if len(last10) == 10 and (all(v > 0 for v in last10) or all(v < 0 for v in last10)):
            found.append("10x")
        warn = any(abs(v) > 2 for v in vals) and not found
        print(f"{run_id}: {', '.join(found) if found else ('1-2s warning' if warn else 'in control')}")


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    t = load_targets(sys.argv[2], sys.argv[3], sys.argv[4])
    evaluate(zscores(sys.argv[1], sys.argv[3], sys.argv[4], t))
