#!/usr/bin/env python3
"""Monthly book depreciation for a fixed asset register (SL and DDB)."""
import argparse
import csv
import sys
from datetime import date
from decimal import Decimal, InvalidOperation, ROUND_HALF_UP


def months_between(start, period):
    return (period.year - start.year) * 12 + (period.month - start.month)


def first_month(in_service, convention):
    if convention == "full" or in_service.day <= 15:
        return date(in_service.year, in_service.month, 1)
    y, m = (in_service.year + 1, 1) if in_service.month == 12 else (in_service.year, in_service.month + 1)
    return date(y, m, 1)


def monthly_charge(row, period, convention):
    start = first_month(date.fromisoformat(row["in_service"]), convention)
    n = months_between(start, period)
    life = int(row["life_months"])
    if n < 0 or n >= life or life <= 0:
        return Decimal(0)
    base = Decimal(row["cost"]) - Decimal(row["salvage"] or 0)
    if row["method"] == "SL":
        return (base / life).quantize(Decimal("0.01"), ROUND_HALF_UP)
    if row["method"] == "DDB":
        rate = Decimal(2) / life
        nbv = Decimal(row["cost"]) * (1 - rate) ** n
        return max(Decimal(0), nbv * rate).quantize(Decimal("0.01"), ROUND_HALF_UP)
    raise ValueError(f"unsupported method {row['method']} for {row['asset_id']}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("register")
    ap.add_argument("--period", required=True, help="YYYY-MM")
    ap.add_argument("--convention", choices=["mid", "full"], default="mid")
    a = ap.parse_args()
    try:
        y, m = (int(x) for x in a.period.split("-"))
        period = date(y, m, 1)
    except ValueError:
        sys.exit("--period must be YYYY-MM")
    out = csv.writer(sys.stdout)
    out.writerow(["asset_id", "class", "charge"])
    with open(a.register, newline="", encoding="utf-8") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            if row.get("disposed"):
                continue
            try:
                charge = monthly_charge(row, period, a.convention)
            except (KeyError, ValueError, InvalidOperation) as exc:
                sys.exit(f"{a.register}:{n}: {exc}")
            out.writerow([row["asset_id"], row["class"], charge])


if __name__ == "__main__":
    main()
