#!/usr/bin/env python3
"""Minimal GTFS sanity check: required files present and non-empty. Exit 1 on problems."""
import os
import sys

REQUIRED = ["agency.txt", "stops.txt", "routes.txt", "trips.txt", "stop_times.txt"]
ONE_OF = ["calendar.txt", "calendar_dates.txt"]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: validate_gtfs.py GTFS_DIR")
    root = sys.argv[1]
    problems = []
    for name in REQUIRED:
        path = os.path.join(root, name)
        if not os.path.isfile(path) or os.path.getsize(path) == 0:
            problems.append(f"missing or empty: {name}")
    if not any(os.path.isfile(os.path.join(root, n)) for n in ONE_OF):
        problems.append("neither calendar.txt nor calendar_dates.txt present")
    for p in problems:
        print(f"GTFS: {p}", file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
