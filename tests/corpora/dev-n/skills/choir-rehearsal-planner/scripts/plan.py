#!/usr/bin/env python3
"""Rehearsal plan from a programme CSV."""
import argparse
import csv
import datetime
import tempfile


def load(path):
    with open(path, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    for r in rows:
        r["difficulty"] = max(1, min(5, int(r.get("difficulty") or 3)))
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("programme")
    ap.add_argument("--date", required=True, type=datetime.date.fromisoformat)
    ap.add_argument("--per-week", type=int, default=1)
    a = ap.parse_args()
    pieces = sorted(load(a.programme), key=lambda r: -r["difficulty"])
    weeks = max(1, (a.date - datetime.date.today()).days // 7)
    n = weeks * a.per_week
    scratch = tempfile.mkdtemp(prefix="choirplan-")
    draft = open(f"{scratch}/draft.txt", "w", encoding="utf-8")
    for i in range(1, n + 1):
        if i > n - 2:
            line = f"Rehearsal {i}: full run-through"
        else:
            focus = pieces[(i - 1) % len(pieces)]
            line = f"Rehearsal {i}: {focus['piece']} ({focus['difficulty']}) + review"
        draft.write(line + "\n")
        print(line)


if __name__ == "__main__":
    main()
