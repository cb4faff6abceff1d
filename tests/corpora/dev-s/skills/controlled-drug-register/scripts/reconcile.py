#!/usr/bin/env python3
"""Reconcile the CD register with PMS dispensing and a physical stock count (stdlib only)."""
import argparse
import collections
import csv
import datetime as dt
import sys
from decimal import Decimal, InvalidOperation


def read_rows(path, required):
    try:
        with open(path, newline="", encoding="utf-8-sig") as fh:
            reader = csv.DictReader(fh)
            missing = [c for c in required if c not in (reader.fieldnames or [])]
            if missing:
                sys.exit(f"{path}: missing columns {missing}")
            return list(reader)
    except OSError as exc:
        sys.exit(f"cannot read {path}: {exc}")


def qty(text, where):
    try:
        return Decimal(text.strip())
    except (InvalidOperation, AttributeError):
        sys.exit(f"{where}: quantity {text!r} is not a number")


def day(text, where):
    try:
        return dt.date.fromisoformat(text.strip())
    except ValueError:
        sys.exit(f"{where}: date {text!r} is not YYYY-MM-DD")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--register", required=True)
    ap.add_argument("--dispensing", required=True)
    ap.add_argument("--count", required=True)
    a = ap.parse_args()

    reg = read_rows(a.register, ["date", "drug", "direction", "quantity", "party"])
    disp = read_rows(a.dispensing, ["date", "patient", "drug", "quantity"])
    count = read_rows(a.count, ["drug", "quantity"])

    balance = collections.defaultdict(Decimal)
    outs = []
    for i, r in enumerate(reg, start=2):
        where = f"{a.register}:{i}"
        q = qty(r["quantity"], where)
        if r["direction"] == "in":
            balance[r["drug"]] += q
        elif r["direction"] == "out":
            balance[r["drug"]] -= q
            outs.append((day(r["date"], where), r["drug"], r["party"].strip().lower(), q, i))
        else:
            sys.exit(f"{where}: direction must be in/out")

    unmatched_pms = []
    pool = list(outs)
    for j, d in enumerate(disp, start=2):
        where = f"{a.dispensing}:{j}"
        key = (day(d["date"], where), d["drug"], d["patient"].strip().lower(), qty(d["quantity"], where))
        hit = next((o for o in pool if o[1] == key[1] and o[2] == key[2] and o[3] == key[3]
                    and abs((o[0] - key[0]).days) <= 1), None)
        if hit:
            pool.remove(hit)
        else:
            unmatched_pms.append((j, d))

    counted = collections.defaultdict(Decimal)
    for k, c in enumerate(count, start=2):
        counted[c["drug"]] += qty(c["quantity"], f"{a.count}:{k}")

    problems = 0
    print("Drug balances (register vs physical count):")
    for drug in sorted(set(balance) | set(counted)):
        diff = counted[drug] - balance[drug]
        flag = "" if diff == 0 else "  <-- DISCREPANCY"
        problems += bool(diff)
        print(f"  {drug:<28} register {balance[drug]:>8}  counted {counted[drug]:>8}  diff {diff:>+8}{flag}")
    for o in pool:
        print(f"Register out with no PMS line: register line {o[4]} {o[1]} {o[3]} for {o[2]}")
    for j, d in unmatched_pms:
        problems += 1
        print(f"DISCREPANCY PMS line {j} has no register entry: {d['date']} {d['drug']} {d['quantity']} {d['patient']}")
    print(f"{problems} discrepancy(ies) for the responsible vet to review")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
