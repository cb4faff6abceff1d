#!/usr/bin/env python3
"""Stand and volume table from a prism cruise tally CSV."""
import argparse
import csv
import math
import statistics
import sys
from collections import defaultdict

# Board feet per tree, keyed by DBH (in) then number of 16-ft logs (1..4). Abbreviated.
DOYLE = {
    12: [20, 30, 40, 50], 14: [30, 50, 70, 80], 16: [50, 80, 100, 130],
    18: [70, 110, 140, 170], 20: [90, 140, 190, 230], 24: [140, 230, 310, 380],
}
SCRIBNER = {
    12: [30, 50, 70, 80], 14: [40, 70, 100, 120], 16: [60, 100, 140, 170],
    18: [80, 130, 180, 220], 20: [100, 170, 230, 290], 24: [150, 250, 350, 440],
}


def bf(table, dbh, logs):
    keys = sorted(table)
    k = min(keys, key=lambda d: abs(d - dbh))
    logs = max(1, min(4, logs))
    return table[k][logs - 1]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tally")
    ap.add_argument("--baf", type=float, default=10.0)
    ap.add_argument("--rule", choices=["doyle", "scribner"], default="scribner")
    args = ap.parse_args()
    table = DOYLE if args.rule == "doyle" else SCRIBNER

    per_plot = defaultdict(float)
    stand = defaultdict(lambda: {"tpa": 0.0, "ba": 0.0, "bf": 0.0})
    plots = set()
    with open(args.tally, newline="", encoding="utf-8") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            try:
                dbh = float(row["dbh_in"])
                logs = int(row["logs_16ft"])
            except (KeyError, ValueError):
                sys.exit(f"line {n}: need numeric dbh_in and logs_16ft")
            if not 4 <= dbh <= 60:
                sys.exit(f"line {n}: DBH {dbh} outside 4-60 in")
            plots.add(row["plot"])
            tpa = args.baf / (0.005454 * dbh ** 2)
            vol = tpa * bf(table, dbh, logs) if dbh >= 10 else 0.0
            s = stand[row["species"]]
            s["tpa"] += tpa
            s["ba"] += args.baf
            s["bf"] += vol
            per_plot[row["plot"]] += vol

    n = len(plots)
    if n < 2:
        sys.exit("need at least two plots")
    vols = [per_plot[p] for p in plots]
    mean = statistics.mean(vols)
    se = statistics.stdev(vols) / math.sqrt(n)
    if mean == 0:
        sys.exit("no merchantable volume tallied")
    print(f"{'species':<14}{'TPA':>8}{'BA/ac':>8}{'BF/ac':>10}")
    for sp, s in sorted(stand.items()):
        print(f"{sp:<14}{s['tpa']/n:>8.1f}{s['ba']/n:>8.1f}{s['bf']/n:>10.0f}")
    print(f"mean BF/ac {mean:.0f}, SE {se:.0f}, sampling error {100*se/mean:.1f} %")


if __name__ == "__main__":
    main()
