#!/usr/bin/env python3
"""Report work orders with incomplete closeout data."""
import csv
import sys

REQUIRED = ["labour_minutes", "parts", "readings", "photos", "resolution_code"]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check_closeouts.py export.csv")
    with open(sys.argv[1], newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        missing_cols = [c for c in REQUIRED + ["wo"] if c not in (reader.fieldnames or [])]
        if missing_cols:
            sys.exit(f"export lacks columns: {missing_cols}")
        problems = 0
        for row in reader:
            gaps = [c for c in REQUIRED if not row[c].strip()]
            if gaps:
                problems += 1
                print(f"{row['wo']}: missing {', '.join(gaps)}")
    print(f"{problems} incomplete closeout(s)")


if __name__ == "__main__":
    main()
