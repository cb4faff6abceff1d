#!/usr/bin/env python3
"""Reconcile a cellar workbook against POS sales and report drinking windows."""
import argparse
import csv
import datetime as dt
import sys
from collections import Counter

from openpyxl import load_workbook
from tabulate import tabulate


def as_int(v, where):
    try:
        return int(v)
    except (TypeError, ValueError):
        sys.exit(f"{where}: expected an integer, got {v!r}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("workbook")
    ap.add_argument("--sales")
    ap.add_argument("--glass-max", type=float, default=80.0)
    args = ap.parse_args()

    wb = load_workbook(args.workbook, read_only=True, data_only=True)
    try:
        ws = wb["Bins"]
        rows = list(ws.iter_rows(min_row=2, values_only=True))
    finally:
        wb.close()

    sold = Counter()
    if args.sales:
        with open(args.sales, newline="", encoding="utf-8") as fh:
            for i, r in enumerate(csv.DictReader(fh), start=2):
                sold[str(r["bin"])] += as_int(r["qty"], f"sales line {i}")

    year = dt.date.today().year
    table, drink_now = [], []
    for i, r in enumerate(rows, start=2):
        if not r or r[0] is None:
            continue
        b, producer, wine, vintage, fmt, qty, cost, w_from, w_to, price = r[:10]
        qty = as_int(qty, f"Bins row {i}")
        table.append([b, f"{producer} {wine} {vintage}", qty, sold.get(str(b), 0)])
        if w_to is not None and as_int(w_to, f"Bins row {i} window_to") <= year + 1:
            drink_now.append((b, producer, wine, vintage, qty, price))

    print(tabulate(table, headers=["bin", "wine", "counted", "sold since count"]))
    print("\nDrink now:")
    for b, producer, wine, vintage, qty, price in drink_now:
        tag = " (by-the-glass candidate)" if qty >= 6 and isinstance(price, (int, float)) and price <= args.glass_max else ""
        print(f"  {b}: {producer} {wine} {vintage} x{qty}{tag}")


if __name__ == "__main__":
    main()
