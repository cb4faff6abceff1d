#!/usr/bin/env python3
"""Validate a match telemetry CSV before analysis."""
import csv
import sys

COLS = ["match_id", "patch", "mode", "rank_tier", "hero", "won", "duration_s", "kills", "deaths", "damage"]
INTS = ["duration_s", "kills", "deaths", "damage"]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check_matches.py matches.csv")
    problems = 0
    rows = 0
    with open(sys.argv[1], newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        missing = set(COLS) - set(reader.fieldnames or [])
        if missing:
            sys.exit(f"missing columns: {sorted(missing)}")
        for n, row in enumerate(reader, 2):
            rows += 1
            if row["won"] not in ("0", "1"):
                print(f"line {n}: won must be 0/1")
                problems += 1
            for col in INTS:
                if not row[col].isdigit():
                    print(f"line {n}: {col} not a non-negative integer")
                    problems += 1
    print(f"{rows} rows, {problems} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
