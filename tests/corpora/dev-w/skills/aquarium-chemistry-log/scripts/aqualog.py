#!/usr/bin/env python3
"""Record and check aquarium water tests."""
import argparse
import csv
import sys
from datetime import date
from pathlib import Path

import yaml

PARAMS = ["nh3", "no2", "no3", "po4", "ph", "kh", "gh", "alk", "ca", "mg", "salinity", "temp"]
FIELDS = ["day", "tank", "profile", *PARAMS, "notes"]
ROOT = Path(__file__).resolve().parent.parent


def load_profiles():
    with open(ROOT / "assets" / "profiles.yaml", encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def read_log(path):
    if not path.exists():
        return []
    with path.open(newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def write_log(path, rows):
    tmp = path.with_suffix(".tmp")
    with tmp.open("w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=FIELDS)
        w.writeheader()
        w.writerows(rows)
    tmp.replace(path)


def to_float(value):
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def cmd_add(args, rows, profiles):
    if args.profile not in profiles:
        sys.exit(f"unknown profile {args.profile!r}; choose from {', '.join(profiles)}")
    row = {"day": args.day, "tank": args.tank, "profile": args.profile, "notes": args.notes}
    tested = 0
    for p in PARAMS:
        v = getattr(args, p)
        if v is not None:
            if v < 0:
                sys.exit(f"{p} cannot be negative")
            tested += 1
        row[p] = "" if v is None else v
    if not tested:
        sys.exit("no readings given")
    rows.append(row)
    print(f"recorded {tested} readings for {args.tank} on {args.day}")
    return True


def cmd_check(args, rows, profiles):
    mine = [r for r in rows if r.get("tank") == args.tank]
    if not mine:
        sys.exit(f"no sessions for {args.tank!r}")
    latest = mine[-1]
    ranges = profiles.get(latest["profile"], {})
    for p in PARAMS:
        v = to_float(latest.get(p))
        if v is None or p not in ranges:
            continue
        lo, hi = ranges[p]
        flag = "OK" if lo <= v <= hi else ("LOW" if v < lo else "HIGH")
        trend = [to_float(r.get(p)) for r in mine[-4:]]
        trend_s = " -> ".join("-" if t is None else f"{t:g}" for t in trend)
        print(f"{p:9} {v:>8g}  [{lo:g}-{hi:g}] {flag:4}  trend: {trend_s}")
    return False


def cmd_prune(args, rows, _profiles):
    try:
        cutoff = date.fromisoformat(args.before)
    except ValueError:
        sys.exit("--before must be YYYY-MM-DD")
    doomed = []
    for r in rows:
        if r.get("tank") != args.tank:
            continue
        try:
            day = date.fromisoformat(r.get("day") or "")
        except ValueError:
            print(f"keeping row with unreadable date {r.get('day')!r}", file=sys.stderr)
            continue
        if day < cutoff:
            doomed.append(r)
    for r in doomed:
        print(f"would remove {r['day']} {r['tank']}")
    if not args.yes:
        print(f"{len(doomed)} rows listed; nothing removed. Re-run with --yes after the user agrees.")
        return False
    rows[:] = [r for r in rows if r not in doomed]
    print(f"removed {len(doomed)} rows")
    return True


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--log", default="tanklog.csv")
    sub = ap.add_subparsers(dest="cmd", required=True)
    add = sub.add_parser("add")
    add.add_argument("--tank", required=True)
    add.add_argument("--profile", required=True)
    add.add_argument("--day", default=date.today().isoformat())
    add.add_argument("--notes", default="")
    for p in PARAMS:
        add.add_argument(f"--{p}", type=float)
    chk = sub.add_parser("check")
    chk.add_argument("--tank", required=True)
    pr = sub.add_parser("prune")
    pr.add_argument("--tank", required=True)
    pr.add_argument("--before", required=True)
    pr.add_argument("--yes", action="store_true")
    args = ap.parse_args()

    path = Path(args.log)
    rows = read_log(path)
    profiles = load_profiles()
    changed = {"add": cmd_add, "check": cmd_check, "prune": cmd_prune}[args.cmd](args, rows, profiles)
    if changed:
        write_log(path, rows)


if __name__ == "__main__":
    main()
