#!/usr/bin/env python3
"""Pareto of defects by count and cost."""
import argparse
import json
import os
import sys

import pandas as pd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--log", required=True)
    ap.add_argument("--costs", help="CSV part_no,unit_cost")
    ap.add_argument("--config", default="assets/pareto_config.json")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    try:
        with open(a.config, encoding="utf-8") as fh:
            cfg = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"config: {exc}")
    df = pd.read_csv(a.log)
    need = {"defect_code", "qty", "disposition", "part_no"}
    if not need <= set(df.columns):
        sys.exit(f"log needs columns {sorted(need)}")
    df["qty"] = pd.to_numeric(df.qty, errors="coerce")
    bad = df.qty.isna().sum()
    if bad:
        print(f"{bad} row(s) with non-numeric qty excluded", file=sys.stderr)
        df = df.dropna(subset=["qty"])
    df["code"] = df.defect_code.map(lambda c: cfg["code_map"].get(c, c))
    unit = {}
    if a.costs:
        unit = pd.read_csv(a.costs).set_index("part_no").unit_cost.to_dict()
    rate = cfg["labour_rate_per_hour"]
    rw = cfg["rework_minutes"]

    def cost(r):
        if r.disposition == "scrap":
            return r.qty * unit.get(r.part_no, 0)
        if r.disposition == "rework":
            return r.qty * rw.get(r.code, 0) / 60 * rate
        return 0.0

    df["cost"] = df.apply(cost, axis=1)
    os.makedirs(a.out, exist_ok=True)
    for metric in ("qty", "cost"):
        t = df.groupby("code")[metric].sum().sort_values(ascending=False).to_frame()
        t["cum_share"] = t[metric].cumsum() / t[metric].sum()
        name = "count" if metric == "qty" else "cost"
        t.to_csv(os.path.join(a.out, f"pareto_{name}.csv"))
        print(f"top by {name}:\n{t.head(5).to_string()}\n")


if __name__ == "__main__":
    main()
