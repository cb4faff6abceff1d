#!/usr/bin/env python3
"""Attendance summary from a register export.

Maintainer notes:
- 'X' marks are excluded from possible sessions (not required to attend).
- Late ('L') counts as present for attendance %, but is reported separately.
"""
import argparse
import csv
import sys
from collections import defaultdict
from datetime import date

ABSENT = {"N", "I", "M", "U"}
PRESENT = {"/", "L"}
# Keep this set in sync with the MIS export spec; unknown marks are reported, not guessed.
KNOWN = ABSENT | PRESENT | {"X"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("register")
    ap.add_argument("--threshold", type=float, default=10.0)
    ap.add_argument("--out", default="attendance.csv")
    args = ap.parse_args()

    possible = defaultdict(int)
    absent = defaultdict(int)
    late = defaultdict(int)
    names = {}
    weekly = defaultdict(lambda: [0, 0])
    bad = []
    with open(args.register, newline="", encoding="utf-8-sig") as fh:
        for n, row in enumerate(csv.DictReader(fh), 2):
            mark = (row.get("mark") or "").strip().upper()
            try:
                d = date.fromisoformat(row["date"])
            except (KeyError, ValueError):
                bad.append(n)
                continue
            if mark not in KNOWN:
                bad.append(n)
                continue
            if mark == "X":
                continue
            sid = row["student_id"]
            names[sid] = (row.get("name", ""), row.get("form", ""))
            possible[sid] += 1
            week = d.isocalendar()[1]
            weekly[week][1] += 1
            if mark in ABSENT:
                absent[sid] += 1
                weekly[week][0] += 1
            elif mark == "L":
                late[sid] += 1

    rows = []
    for sid in sorted(possible):
        pct = 100 * absent[sid] / possible[sid]
        rows.append({"student_id": sid, "name": names[sid][0], "form": names[sid][1],
                     "sessions": possible[sid], "absent_pct": round(pct, 1), "lates": late[sid],
                     "flag": "PA" if pct >= args.threshold else ""})
    with open(args.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]) if rows else ["student_id"])
        w.writeheader()
        w.writerows(rows)

    for week in sorted(weekly):
        a, p = weekly[week]
        print(f"week {week:2}: attendance {100 - 100 * a / p:.1f}%")
    flagged = [r for r in rows if r["flag"]]
    print(f"{len(flagged)} students at or above {args.threshold}% absence")
    if bad:
        print(f"could not parse {len(bad)} rows (lines {', '.join(map(str, bad[:20]))})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
