#!/usr/bin/env python3
"""Print reorder totals per van (local only)."""
import csv
import sys
from collections import Counter


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: summarize.py reorder.csv")
    totals = Counter()
    with open(sys.argv[1], newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            try:
                totals[row["van"]] += float(row["reorder_qty"])
            except (KeyError, ValueError):
                sys.exit(f"bad row: {row}")
    for van, qty in sorted(totals.items()):
        print(f"{van}: {qty:g} units to load")


if __name__ == "__main__":
    main()
