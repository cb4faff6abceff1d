#!/usr/bin/env python3
"""Build the daily blind-count list."""
import argparse
import csv
import datetime
import sys

FREQ_DAYS = {"A": 30, "B": 90, "C": 180}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--items", required=True)
    ap.add_argument("--history", required=True)
    ap.add_argument("--date", required=True)
    a = ap.parse_args()
    try:
        today = datetime.date.fromisoformat(a.date)
    except ValueError:
        sys.exit("--date must be YYYY-MM-DD")
    last = {}
    with open(a.history, newline="", encoding="utf-8") as fh:
        for r in csv.DictReader(fh):
            try:
                last[r["location"]] = datetime.date.fromisoformat(r["date"])
            except (KeyError, ValueError):
                print(f"ignoring bad history row: {r}", file=sys.stderr)
    due = []
    with open(a.items, newline="", encoding="utf-8") as fh:
        for r in csv.DictReader(fh):
            freq = FREQ_DAYS.get(r.get("class", "C"), 180)
            prev = last.get(r["location"])
            if prev is None or (today - prev).days >= freq or r.get("flag") == "recount":
                due.append((r["location"], r["sku"]))
    due.sort()
    print("location,sku,counted_qty")
    for loc, sku in due:
        print(f"{loc},{sku},")


if __name__ == "__main__":
    main()
