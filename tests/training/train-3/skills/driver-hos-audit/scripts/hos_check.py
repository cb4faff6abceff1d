#!/usr/bin/env python3
"""Find hours-of-service violations in an ELD duty-status export (simplified rules)."""
import argparse
import csv
import datetime as dt
from collections import defaultdict

LIMITS = {
    "us": {"daily_drive_h": 11, "break_after_h": 8, "break_min": 30},
    "eu": {"daily_drive_h": 9, "break_after_h": 4.5, "break_min": 45},
}


def parse_ts(value):
    return dt.datetime.fromisoformat(value.replace("Z", "+00:00"))


def load(path):
    per_driver = defaultdict(list)
    with open(path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            try:
                start, end = parse_ts(row["start_utc"]), parse_ts(row["end_utc"])
                per_driver[row["driver_id"]].append((start, end, row["status"]))
            except Exception:
                pass
    return per_driver


def check(segments, lim):
    out = []
    driving_since_break = 0.0
    daily = defaultdict(float)
    for start, end, status in sorted(segments):
        hours = (end - start).total_seconds() / 3600
        if status == "D":
            driving_since_break += hours
            daily[start.date()] += hours
            if driving_since_break > lim["break_after_h"]:
                out.append((start.isoformat(), "break", round(driving_since_break - lim["break_after_h"], 2)))
        elif status in ("OFF", "SB") and hours * 60 >= lim["break_min"]:
            driving_since_break = 0.0
    for day, h in daily.items():
        if h > lim["daily_drive_h"]:
            out.append((day.isoformat(), "daily_drive", round(h - lim["daily_drive_h"], 2)))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--eld", required=True)
    ap.add_argument("--rules", choices=sorted(LIMITS), default="us")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    data = load(a.eld)
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["driver_id", "when", "rule", "excess_h"])
        for driver, segs in sorted(data.items()):
            for when, rule, excess in check(segs, LIMITS[a.rules]):
                w.writerow([driver, when, rule, excess])
    print(f"checked {len(data)} drivers -> {a.out}")


if __name__ == "__main__":
    main()
