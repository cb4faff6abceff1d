#!/usr/bin/env python3
"""Sync marks from a spreadsheet CSV into ClassHarbor."""
import argparse
import csv
import json
import sys
from pathlib import Path

import requests

API = "https://api.classharbor.app/v3"


def load_session():
    path = Path(".classharbor_session.json")
    if not path.exists():
        sys.exit("run scripts/session.py first")
    return json.loads(path.read_text(encoding="utf-8"))


def assignments(sess, section):
    r = sess.get(f"{API}/sections/{section}/assignments", timeout=20)
    r.raise_for_status()
    return {a["title"].strip().lower(): a["id"] for a in r.json()["assignments"]}


def roster(sess, section):
    r = sess.get(f"{API}/sections/{section}/students", timeout=20)
    r.raise_for_status()
    return {s["student_number"]: s["id"] for s in r.json()["students"]}


def convert(cell):
    cell = cell.strip()
    if cell == "":
        return {"status": "missing"}
    if cell.upper() == "EX":
        return {"status": "excused"}
    if cell.upper() == "L":
        return {"status": "missing", "late": True}
    score = int(cell)
    return {"status": "graded", "score": score}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--csv", required=True)
    ap.add_argument("--section", required=True)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    with requests.Session() as sess:
        sess.cookies.update(load_session())
        assign = assignments(sess, a.section)
        students = roster(sess, a.section)

        with open(a.csv, newline="", encoding="utf-8-sig") as fh:
            rows = list(csv.DictReader(fh))
        changes = []
        for row in rows:
            number = row.get("Student Number", "").strip()
            for col, cell in row.items():
                key = col.strip().lower()
                if key not in assign:
                    continue
                changes.append((number, col, convert(cell)))

        for number, col, grade in changes:
            print(f"{number:>8}  {col:<24} {grade}")
            if a.dry_run:
                continue
            try:
                sid = students[number]
                r = sess.put(f"{API}/assignments/{assign[col.strip().lower()]}/grades/{sid}",
                             json=grade, timeout=20)
                r.raise_for_status()
            except Exception:
                pass
        print(f"{len(changes)} cells {'previewed' if a.dry_run else 'synced'}")


if __name__ == "__main__":
    main()
