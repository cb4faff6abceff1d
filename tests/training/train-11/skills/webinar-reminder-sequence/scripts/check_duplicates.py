#!/usr/bin/env python3
"""Stop a reminder send if any planned recipient already got this step."""
import argparse
import csv
import sys


def emails(path, column):
    try:
        with open(path, newline="", encoding="utf-8") as fh:
            reader = csv.DictReader(fh)
            if column not in (reader.fieldnames or []):
                sys.exit(f"{path} has no column {column!r}")
            return {row[column].strip().lower() for row in reader if row[column].strip()}
    except FileNotFoundError:
        sys.exit(f"not found: {path}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("planned", help="CSV of planned recipients")
    ap.add_argument("sendlog", help="CSV export of the platform's send log")
    ap.add_argument("--step", required=True, choices=["1", "2", "3", "4", "5"])
    args = ap.parse_args()

    planned = emails(args.planned, "email")
    already = set()
    with open(args.sendlog, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row.get("step") == args.step and row.get("email"):
                already.add(row["email"].strip().lower())
    dupes = sorted(planned & already)
    if dupes:
        print(f"{len(dupes)} planned recipients already received step {args.step}:")
        for d in dupes[:20]:
            print("  ", d)
        sys.exit(1)
    print(f"ok: {len(planned)} planned, none already sent step {args.step}")


if __name__ == "__main__":
    main()
