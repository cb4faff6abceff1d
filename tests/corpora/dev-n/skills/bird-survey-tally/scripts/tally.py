#!/usr/bin/env python3
"""Species totals per site/visit from survey CSV rows."""
import collections
import csv
import sys


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: tally.py <survey.csv>")
    totals = collections.defaultdict(collections.Counter)
    problems = []
    with open(sys.argv[1], newline="", encoding="utf-8") as fh:
        for n, row in enumerate(csv.DictReader(fh), 2):
            try:
                count = int(row["count"])
            except (KeyError, TypeError, ValueError):
                problems.append(f"row {n}: count {row.get('count')!r} is not a whole number")
                continue
            if count < 0:
                problems.append(f"row {n}: negative count")
                continue
            if count > 200:
                problems.append(f"row {n}: {count} {row.get('species')} - please confirm")
            totals[(row.get("site", "?"), row.get("visit", "?"))][row.get("species", "?")] += count
    for (site, visit), species in sorted(totals.items()):
        print(f"{site} visit {visit}: {sum(species.values())} birds, {len(species)} species")
        for sp, c in species.most_common():
            print(f"    {sp:<28}{c:>5}")
    for p in problems:
        print("CHECK:", p, file=sys.stderr)


if __name__ == "__main__":
    main()
