#!/usr/bin/env python3
"""Driver-based 12-month forecast from actuals."""
import argparse
import csv
import sys
from collections import defaultdict
from datetime import date

import yaml


def add_months(ym, n):
    y, m = map(int, ym.split("-"))
    m += n
    y += (m - 1) // 12
    m = (m - 1) % 12 + 1
    return f"{y:04d}-{m:02d}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("actuals")
    ap.add_argument("drivers")
    ap.add_argument("--out", default="forecast.csv")
    args = ap.parse_args()

    try:
        with open(args.drivers, encoding="utf-8") as fh:
            drv = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"cannot read drivers: {exc}")

    last = defaultdict(float)
    months = set()
    with open(args.actuals, newline="", encoding="utf-8-sig") as fh:
        for n, row in enumerate(csv.DictReader(fh), 2):
            try:
                amount = float(row["amount"])
            except (KeyError, ValueError):
                sys.exit(f"actuals line {n}: bad amount")
            months.add(row["month"])
            last[(row["month"], row["account"], row["department"])] = amount
    if not months:
        sys.exit("no actuals")
    latest = max(months)
    base = {(a, d): v for (m, a, d), v in last.items() if m == latest}

    growth = drv.get("revenue", {}).get("monthly_growth", 0.0)
    opex_default = drv.get("opex", {}).get("default_growth", 0.0)
    dept_growth = {k: v.get("growth", opex_default) for k, v in drv.get("opex", {}).get("departments", {}).items()}
    cogs_pct = drv.get("cogs", {}).get("pct_of_revenue", 0.4)

    rows = []
    for i in range(1, 13):
        month = add_months(latest, i)
        revenue = sum(v for (a, _), v in base.items() if a == "Revenue") * (1 + growth) ** i
        rows.append({"month": month, "account": "Revenue", "department": "All", "amount": round(revenue, 1)})
        rows.append({"month": month, "account": "COGS", "department": "All", "amount": round(-revenue * cogs_pct, 1)})
        for (a, d), v in base.items():
            if a == "Opex":
                g = dept_growth.get(d, opex_default)
                rows.append({"month": month, "account": "Opex", "department": d, "amount": round(v * (1 + g) ** i, 1)})

    with open(args.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["month", "account", "department", "amount"])
        w.writeheader()
        w.writerows(rows)
    print(f"forecast {add_months(latest, 1)}..{add_months(latest, 12)} -> {args.out} (generated {date.today()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
