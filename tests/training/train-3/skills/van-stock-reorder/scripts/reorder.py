#!/usr/bin/env python3
"""Compute van min/max levels and reorder quantities."""
import argparse
import json
import math
import os
import sys

import pandas as pd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="assets/reorder.json")
    ap.add_argument("--data", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    try:
        with open(a.config, encoding="utf-8") as fh:
            cfg = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"config: {exc}")
    try:
        van = pd.read_csv(os.path.join(a.data, "van_stock.csv"))
        use = pd.read_csv(os.path.join(a.data, "usage.csv"), parse_dates=["date"])
        depot = pd.read_csv(os.path.join(a.data, "depot_stock.csv"))
    except (OSError, ValueError) as exc:
        sys.exit(f"input: {exc}")
    recent = use[use.date >= use.date.max() - pd.Timedelta(days=cfg["usage_window_days"])]
    u = recent.groupby(["van", "part_no"]).qty_used.sum() / cfg["usage_window_days"]
    df = van.set_index(["van", "part_no"]).join(u.rename("daily"), how="outer").fillna(0)
    c = cfg["cycle_days"]
    df["max"] = df.daily.map(lambda x: math.ceil(x * (c + 2)))
    df["min"] = df.daily.map(lambda x: math.ceil(x * 2))
    carry = df.index.get_level_values("part_no").isin(cfg["always_carry"])
    df.loc[carry, "min"] = df.loc[carry, "min"].clip(lower=1)
    df.loc[carry, "max"] = df.loc[carry, "max"].clip(lower=1)
    df["reorder_qty"] = (df["max"] - df.qty_on_van).where(df.qty_on_van < df["min"], 0).clip(lower=0)
    have = depot.groupby("part_no").qty_available.sum()
    df = df.reset_index()
    df["depot_has"] = df.part_no.map(have).fillna(0)
    os.makedirs(a.out, exist_ok=True)
    df[df.reorder_qty > 0].to_csv(os.path.join(a.out, "reorder.csv"), index=False)
    print(f"{int((df.reorder_qty > 0).sum())} reorder lines -> {a.out}/reorder.csv")


if __name__ == "__main__":
    main()
