#!/usr/bin/env python3
"""Keyboard-wedge barcode counting into SQLite, with variance export."""
import argparse
import contextlib
import csv
import re
import sqlite3
import sys

SCHEMA = """CREATE TABLE IF NOT EXISTS scans (
  id INTEGER PRIMARY KEY, gtin TEXT NOT NULL, location TEXT NOT NULL, qty INTEGER NOT NULL,
  ts TEXT DEFAULT CURRENT_TIMESTAMP)"""
MULT = re.compile(r"^x(\d{1,4})$")
GS1 = re.compile(r"^(?:\]C1)?\(?01\)?(\d{14})")


def normalise(code):
    code = code.strip()
    m = GS1.match(code)
    if m:
        code = m.group(1)
    if not code.isdigit() or len(code) not in (8, 12, 13, 14):
        return None
    digits = [int(c) for c in code]
    body, check = digits[:-1], digits[-1]
    total = sum(d * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    if (10 - total % 10) % 10 != check:
        return None
    return code.zfill(14)


def count(db, location):
    mult = 1
    print(f"counting at {location!r}; scan, or type x<N>, undo, loc <name>, done")
    for line in sys.stdin:
        cmd = line.strip()
        if not cmd:
            continue
        if cmd == "done":
            break
        if cmd == "undo":
            db.execute("DELETE FROM scans WHERE id = (SELECT MAX(id) FROM scans)")
            db.commit()
            print("  last scan removed")
            continue
        if cmd.startswith("loc "):
            location = cmd[4:].strip() or location
            print(f"  location -> {location!r}")
            continue
        m = MULT.match(cmd)
        if m:
            mult = int(m.group(1)) or 1
            continue
        gtin = normalise(cmd)
        if gtin is None:
            print(f"\a  rejected {cmd!r} (bad format or check digit)")
            continue
        db.execute("INSERT INTO scans (gtin, location, qty) VALUES (?, ?, ?)", (gtin, location, mult))
        db.commit()
        print(f"  +{mult} {gtin} @ {location}")
        mult = 1


def variance(db, expected, out):
    counted = {(g, l): q for g, l, q in db.execute("SELECT gtin, location, SUM(qty) FROM scans GROUP BY gtin, location")}
    rows = []
    with open(expected, encoding="utf-8", newline="") as fh:
        for i, r in enumerate(csv.DictReader(fh), start=2):
            gtin = normalise(r.get("gtin", ""))
            try:
                exp = int(r.get("expected_qty", ""))
            except ValueError:
                print(f"line {i}: bad expected_qty {r.get('expected_qty')!r}, skipped", file=sys.stderr)
                continue
            if gtin is None:
                print(f"line {i}: bad gtin {r.get('gtin')!r}, skipped", file=sys.stderr)
                continue
            loc = (r.get("location") or "").strip()
            if not loc:
                print(f"line {i}: missing location, skipped", file=sys.stderr)
                continue
            got = counted.pop((gtin, loc), 0)
            rows.append([gtin, loc, exp, got, got - exp])
    rows += [[g, l, 0, q, q] for (g, l), q in counted.items()]
    with open(out, "w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["gtin", "location", "expected_qty", "counted_qty", "diff"])
        w.writerows(sorted(rows, key=lambda r: -abs(r[4])))
    print(f"{len(rows)} rows -> {out}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", required=True)
    ap.add_argument("--location", default="unassigned")
    ap.add_argument("--variance")
    ap.add_argument("-o", "--out", default="variance.csv")
    a = ap.parse_args()
    with contextlib.closing(sqlite3.connect(a.db)) as db:
        db.execute(SCHEMA)
        if a.variance:
            variance(db, a.variance, a.out)
        else:
            count(db, a.location)


if __name__ == "__main__":
    main()
