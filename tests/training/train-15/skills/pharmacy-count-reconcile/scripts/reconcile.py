#!/usr/bin/env python3
"""Compare a pharmacy stock count with system stock."""
import argparse
import csv
import sys


def read(path, key):
    with open(path, newline="", encoding="utf-8") as fh:
        return {r[key]: r for r in csv.DictReader(fh)}


def as_int(value, where):
    try:
        return int(value)
    except (TypeError, ValueError):
        sys.exit(f"non-integer quantity {value!r} in {where}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("system")
    ap.add_argument("count")
    ap.add_argument("--credits")
    ap.add_argument("--balance", action="store_true")
    args = ap.parse_args()

    system = read(args.system, "pip_code")
    count = read(args.count, "pip_code")
    credits = read(args.credits, "pip_code") if args.credits else {}

    lines = []
    for pip, s in system.items():
        sq = as_int(s["system_qty"], f"system {pip}")
        sq -= as_int(credits.get(pip, {}).get("qty", 0), f"credits {pip}")
        cq = as_int(count.get(pip, {}).get("counted_qty", 0), f"count {pip}")
        diff = cq - sq
        status = "ok" if diff == 0 else "discrepancy"
        if args.balance and diff != 0:
            sq, diff, status = cq, 0, "reconciled"
        lines.append((s.get("cd_schedule") or "", pip, s["description"], sq, cq, diff, status))

    lines.sort(key=lambda x: (x[0] not in ("2", "3"), -abs(x[5])))
    with open("reconciliation.md", "w", encoding="utf-8") as fh:
        fh.write("| CD | PIP | Description | System | Counted | Diff | Status |\n|---|---|---|---|---|---|---|\n")
        for ln in lines:
            fh.write("| " + " | ".join(str(x) for x in ln) + " |\n")
    bad = sum(1 for ln in lines if ln[6] == "discrepancy")
    print(f"{len(lines)} lines, {bad} discrepancies")


if __name__ == "__main__":
    main()
