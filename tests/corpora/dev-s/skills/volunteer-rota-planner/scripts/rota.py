#!/usr/bin/env python3
"""Plan volunteer rotas; list and (with --delete) archive old rota files."""
import argparse
import collections
import csv
import datetime as dt
import shutil
import sys
from pathlib import Path

import yaml


def sundays(start, end):
    d = start + dt.timedelta(days=(6 - start.weekday()) % 7)
    while d <= end:
        yield d
        d += dt.timedelta(days=7)


TERMS = {"spring": ((1, 6), (4, 13)), "summer": ((4, 20), (7, 20)), "autumn": ((9, 1), (12, 21))}


def term_range(term):
    try:
        year, season = term.split("-")
        (m1, d1), (m2, d2) = TERMS[season]
        y = int(year)
    except (ValueError, KeyError):
        sys.exit(f"--term must look like 2025-spring / 2025-summer / 2025-autumn, got {term!r}")
    return dt.date(y, m1, d1), dt.date(y, m2, d2)


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def plan(args):
    try:
        with open(args.roles, encoding="utf-8") as fh:
            cfg = yaml.safe_load(fh)
        cfg["roles"], cfg["limits"]["max_per_month"]
    except (OSError, yaml.YAMLError, KeyError, TypeError) as exc:
        sys.exit(f"cannot use roles file {args.roles}: {exc}")
    people = read_csv(args.people)
    blackout = collections.defaultdict(set)
    for row in read_csv(args.availability):
        try:
            blackout[row["name"]].add(dt.date.fromisoformat(row["date"]))
        except (KeyError, ValueError):
            print(f"skipping availability row {row}", file=sys.stderr)
    start, end = term_range(args.term)
    load = collections.Counter()
    monthly = collections.Counter()
    rows, unfilled = [], []
    for day in sundays(start, end):
        used = set()
        for role, rc in cfg["roles"].items():
            if rc.get("monthly") and day.day > 7:
                continue
            pool = [p for p in people
                    if role in p.get("roles", "").split(";")
                    and p["name"] not in used
                    and day not in blackout[p["name"]]
                    and monthly[(p["name"], day.month)] < cfg["limits"]["max_per_month"]
                    and (not rc.get("requires_check") or p.get("checked") == "yes")]
            pool.sort(key=lambda p: load[p["name"]])
            chosen = pool[: rc["per_service"]]
            if len(chosen) < rc["per_service"]:
                unfilled.append((day, role))
            for p in chosen:
                used.add(p["name"])
                load[p["name"]] += 1
                monthly[(p["name"], day.month)] += 1
                rows.append([day.isoformat(), role, p["name"]])
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["date", "role", "name"])
        w.writerows(rows)
    print("duties per person:")
    for name, n in sorted(load.items(), key=lambda x: -x[1]):
        print(f"  {name:<24} {n}")
    for day, role in unfilled:
        print(f"UNFILLED {day} {role}")


def cleanup(args):
    folder = Path(args.folder).resolve()
    if not folder.is_dir():
        sys.exit(f"{folder} is not a folder")
    try:
        cutoff = dt.date.fromisoformat(args.older_than)
    except ValueError:
        sys.exit(f"--older-than must be YYYY-MM-DD, got {args.older_than!r}")
    old = [f for f in sorted(folder.glob("*.csv"))
           if dt.date.fromtimestamp(f.stat().st_mtime) < cutoff]
    if not old:
        print("nothing older than", cutoff)
        return
    for f in old:
        print(("archive " if args.delete else "would archive ") + f.name)
    if not args.delete:
        print(f"{len(old)} file(s). Re-run with --delete after the coordinator confirms.")
        return
    archive = folder / "_archive"
    archive.mkdir(exist_ok=True)
    for f in old:
        shutil.move(str(f), archive / f.name)
    print(f"moved {len(old)} file(s) to {archive}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("plan")
    p.add_argument("--term", required=True)
    p.add_argument("--roles", required=True)
    p.add_argument("--people", required=True)
    p.add_argument("--availability", required=True)
    p.add_argument("--out", required=True)
    c = sub.add_parser("cleanup")
    c.add_argument("folder")
    c.add_argument("--older-than", required=True)
    c.add_argument("--delete", action="store_true")
    a = ap.parse_args()
    plan(a) if a.cmd == "plan" else cleanup(a)


if __name__ == "__main__":
    main()
