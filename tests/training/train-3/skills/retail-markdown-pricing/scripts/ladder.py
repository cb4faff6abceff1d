#!/usr/bin/env python3
"""Compute a markdown ladder from sell-through and cost CSVs."""
import argparse
import csv
import math
import sys

import yaml


def load_csv(path):
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def to_float(value, field, row_no):
    try:
        return float(value)
    except (TypeError, ValueError):
        sys.exit(f"row {row_no}: field {field!r} is not a number: {value!r}")


def tier_for(st, wos):
    if st > 0.8 and wos < 3:
        return "T0"
    if st > 0.6:
        return "T1"
    if st > 0.4:
        return "T2"
    if st > 0.2:
        return "T3"
    return "T4"


def round_down(price, ending):
    whole = math.floor(price)
    candidate = whole + ending
    return candidate if candidate <= price else max(whole - 1 + ending, 0.0)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sellthrough", required=True)
    ap.add_argument("--cost", required=True)
    ap.add_argument("--config", default="assets/pricing.yaml")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    with open(a.config, encoding="utf-8") as fh:
        cfg = yaml.safe_load(fh)
    costs = {r["sku"]: to_float(r["landed_cost"], "landed_cost", i) for i, r in enumerate(load_csv(a.cost), 2)}
    rows_out = []
    for i, r in enumerate(load_csv(a.sellthrough), 2):
        recv = to_float(r["units_received"], "units_received", i)
        if recv <= 0:
            print(f"skip row {i}: no units received", file=sys.stderr)
            continue
        sold = to_float(r["units_sold"], "units_sold", i)
        weeks = max(to_float(r["weeks_on_floor"], "weeks_on_floor", i), 1)
        st = sold / recv
        weekly = sold / weeks
        wos = (recv - sold) / weekly if weekly else float("inf")
        tier = tier_for(st, wos)
        orig = to_float(r["original_price"], "original_price", i)
        new = orig
        if tier != "T0":
            new = orig * (1 - cfg["tiers"][tier]["first"])
        ending = cfg["endings"]["under_100"] if new < 100 else cfg["endings"]["over_100"]
        new = round_down(new, ending)
        floor = costs.get(r["sku"], 0) * (1 + cfg["floor_margin"])
        capped = new < floor
        rows_out.append({"sku": r["sku"], "store": r["store"], "tier": tier,
                         "current_price": r["current_price"], "new_price": f"{max(new, floor):.2f}",
                         "pct_off": f"{1 - max(new, floor) / orig:.2%}", "floor_capped": capped,
                         "notes": "floor" if capped else ""})
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows_out[0]) if rows_out else ["sku"])
        w.writeheader()
        w.writerows(rows_out)
    print(f"wrote {len(rows_out)} rows to {a.out}")


if __name__ == "__main__":
    main()
