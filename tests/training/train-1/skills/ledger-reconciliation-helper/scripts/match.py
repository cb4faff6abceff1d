#!/usr/bin/env python3
"""Pair ledger and statement transactions by exact amount within a date window."""
import argparse
import csv
import sys
from datetime import date, timedelta
from decimal import Decimal, InvalidOperation


def load(path, amount_col="amount"):
    rows = []
    with open(path, newline="", encoding="utf-8") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            try:
                row["_date"] = date.fromisoformat(row["date"].strip())
                row["_amt"] = Decimal(row[amount_col].replace(",", "").strip())
            except (KeyError, ValueError, InvalidOperation) as exc:
                sys.exit(f"{path}:{n}: cannot parse row ({exc})")
            rows.append(row)
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ledger")
    ap.add_argument("statement")
    ap.add_argument("--window", type=int, default=3)
    args = ap.parse_args()
    if not 0 <= args.window <= 31:
        sys.exit("--window must be between 0 and 31")
    ledger, bank = load(args.ledger), load(args.statement)
    used = set()
    out = csv.writer(sys.stdout)
    out.writerow(["status", "ledger_date", "ledger_ref", "bank_date", "bank_desc", "amount"])
    for l in ledger:
        hit = None
        for i, b in enumerate(bank):
            if i in used or b["_amt"] != l["_amt"]:
                continue
            if abs(b["_date"] - l["_date"]) <= timedelta(days=args.window):
                hit = i
                break
        if hit is None:
            out.writerow(["ledger_only", l["date"], l.get("ref", ""), "", "", l["_amt"]])
        else:
            used.add(hit)
            b = bank[hit]
            out.writerow(["matched", l["date"], l.get("ref", ""), b["date"], b.get("description", ""), l["_amt"]])
    for i, b in enumerate(bank):
        if i not in used:
            out.writerow(["bank_only", "", "", b["date"], b.get("description", ""), b["_amt"]])


if __name__ == "__main__":
    main()
