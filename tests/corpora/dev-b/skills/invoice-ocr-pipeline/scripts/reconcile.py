#!/usr/bin/env python3
"""Match extracted invoices to a ledger CSV (columns: ref, date, amount)."""
import argparse
import csv
import sys
from decimal import Decimal, InvalidOperation


def load(path, required):
    try:
        with open(path, newline="", encoding="utf-8") as fh:
            rows = list(csv.DictReader(fh))
    except (OSError, csv.Error) as exc:
        sys.exit(f"reconcile.py: cannot read {path}: {exc}")
    if rows and not required.issubset(rows[0]):
        sys.exit(f"reconcile.py: {path} must have columns {sorted(required)}")
    return rows


def dec(value):
    try:
        return Decimal(str(value).replace(",", "."))
    except InvalidOperation:
        return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("invoices")
    ap.add_argument("ledger")
    ap.add_argument("--tolerance", type=Decimal, default=Decimal("0.01"))
    a = ap.parse_args()
    inv = [r for r in load(a.invoices, {"invoice_no", "gross", "description"}) if not r["description"]]
    led = load(a.ledger, {"ref", "date", "amount"})
    unmatched = []
    for r in inv:
        g = dec(r["gross"])
        hit = next((l for l in led if l["ref"].strip() == r["invoice_no"]), None)
        if hit is None and g is not None:
            hit = next((l for l in led if dec(l["amount"]) is not None and abs(dec(l["amount"]) - g) <= a.tolerance), None)
        print(f"{r['invoice_no'] or r['file']:<24} {'MATCH ' + hit['ref'] if hit else 'NO MATCH'}")
        if not hit:
            unmatched.append(r)
    print(f"\n{len(inv) - len(unmatched)}/{len(inv)} matched")


if __name__ == "__main__":
    main()
