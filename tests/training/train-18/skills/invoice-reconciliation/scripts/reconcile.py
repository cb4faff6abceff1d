#!/usr/bin/env python3
"""Three-way match: invoices vs purchase orders vs bank payments."""
import argparse
import csv
import sys
from collections import defaultdict


def load(path, mapping):
    with open(path, newline="", encoding="utf-8-sig") as fh:
        rows = list(csv.DictReader(fh))
    for row in rows:
        for old, new in mapping.items():
            if old in row:
                row[new] = row.pop(old)
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--invoices", required=True)
    ap.add_argument("--pos", required=True)
    ap.add_argument("--bank", required=True)
    ap.add_argument("--tolerance", type=float, default=0.50)
    ap.add_argument("--map", action="append", default=[])
    ap.add_argument("--out", default="recon.csv")
    args = ap.parse_args()

    mapping = dict(m.split("=", 1) for m in args.map if "=" in m)
    invoices = load(args.invoices, mapping)
    pos = {r["po_no"]: r for r in load(args.pos, mapping)}
    payments = defaultdict(list)
    for r in load(args.bank, mapping):
        payments[r["reference"].strip()].append(r)

    out = []
    for inv in invoices:
        amount = float(inv["amount"].replace(",", ""))
        po = pos.get(inv.get("po_no", ""))
        paid = payments.get(inv["invoice_no"].strip(), [])
        if po is None:
            status = "NO_PO"
        elif abs(float(po["approved_amount"]) - amount) > args.tolerance:
            status = "AMOUNT_DIFF"
        elif not paid:
            status = "UNPAID"
        elif len(paid) > 1:
            status = "PAID_TWICE"
        else:
            status = "MATCHED"
        out.append({"invoice_no": inv["invoice_no"], "supplier": inv.get("supplier", ""),
                    "amount": f"{amount:.2f}", "status": status})

    with open(args.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["invoice_no", "supplier", "amount", "status"])
        w.writeheader()
        w.writerows(out)
    exceptions = sum(1 for r in out if r["status"] != "MATCHED")
    print(f"{len(out)} invoices, {len(out) - exceptions} matched, {exceptions} exceptions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
