#!/usr/bin/env python3
"""Reorder-point planning from sales history. Local files only."""
import argparse
import csv
import math
import os
import shutil
import statistics
import sys
from collections import defaultdict
from datetime import date

Z = {0.90: 1.2816, 0.95: 1.6449, 0.975: 1.96, 0.99: 2.3263}


def read_csv(path, required):
    try:
        with open(path, newline="", encoding="utf-8-sig") as fh:
            reader = csv.DictReader(fh)
            missing = set(required) - set(reader.fieldnames or [])
            if missing:
                sys.exit(f"{path}: missing columns {sorted(missing)}")
            return list(reader)
    except OSError as exc:
        sys.exit(f"cannot read {path}: {exc}")


def to_number(value, kind, where):
    try:
        return kind(value)
    except (TypeError, ValueError):
        sys.exit(f"{where}: {value!r} is not a valid number")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sales")
    ap.add_argument("stock")
    ap.add_argument("--service", type=float, choices=sorted(Z), default=0.95)
    ap.add_argument("--out", default="plan.csv")
    ap.add_argument("--replace", action="store_true")
    args = ap.parse_args()

    if os.path.exists(args.out):
        if not args.replace:
            sys.exit(f"{args.out} exists; pass --replace to overwrite (a .bak copy is kept)")
        shutil.copy2(args.out, args.out + ".bak")

    daily = defaultdict(lambda: defaultdict(float))
    days = set()
    for i, row in enumerate(read_csv(args.sales, ["date", "sku", "qty"]), 2):
        try:
            d = date.fromisoformat(row["date"])
        except ValueError:
            sys.exit(f"sales line {i}: bad date {row['date']!r}")
        days.add(d)
        daily[row["sku"]][d] += to_number(row["qty"], float, f"sales line {i}")
    span = sorted(days)
    all_days = [span[0].fromordinal(o) for o in range(span[0].toordinal(), span[-1].toordinal() + 1)] if span else []

    z = Z[args.service]
    out = []
    for i, s in enumerate(read_csv(args.stock, ["sku", "on_hand", "on_order", "supplier", "lead_time_days", "moq"]), 2):
        series = [daily[s["sku"]].get(d, 0.0) for d in all_days]
        avg = statistics.fmean(series) if series else 0.0
        sd = statistics.pstdev(series) if len(series) > 1 else 0.0
        lt = to_number(s["lead_time_days"], int, f"stock line {i}")
        rop = avg * lt + z * sd * math.sqrt(lt)
        need = rop + avg * 14 - to_number(s["on_hand"], float, f"stock line {i}") - to_number(s["on_order"], float, f"stock line {i}")
        qty = max(to_number(s["moq"], int, f"stock line {i}"), math.ceil(need)) if need > 0 else 0
        flag = "LOW_HISTORY" if len(all_days) < 56 else ""
        out.append({"sku": s["sku"], "supplier": s["supplier"], "reorder_point": round(rop, 1),
                    "order_qty": qty, "flag": flag})

    with open(args.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["sku", "supplier", "reorder_point", "order_qty", "flag"])
        w.writeheader()
        w.writerows(out)
    print(f"{sum(1 for r in out if r['order_qty'])} SKUs to reorder; wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
