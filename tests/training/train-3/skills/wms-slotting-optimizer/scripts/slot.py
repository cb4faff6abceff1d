#!/usr/bin/env python3
"""CLI version of the slotting notebook: ABC classes and a proposed move list.

Writes out/moves.csv only; it never talks to the WMS.
"""
import argparse
import os
import sys

import pandas as pd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ordlines", required=True)
    ap.add_argument("--locs", required=True)
    ap.add_argument("--max-moves-per-wave", type=int, default=120)
    ap.add_argument("--out", default="out/moves.csv")
    a = ap.parse_args()
    for p in (a.ordlines, a.locs):
        if not os.path.isfile(p):
            sys.exit(f"missing input: {p}")
    ol = pd.read_csv(a.ordlines, parse_dates=["order_date"])
    missing = {"sku", "order_date"} - set(ol.columns)
    if missing:
        sys.exit(f"order lines lack columns: {sorted(missing)}")
    days = (ol.order_date.max() - ol.order_date.min()).days or 1
    vel = ol.groupby("sku").size().div(days).sort_values(ascending=False)
    locs = pd.read_csv(a.locs)
    locs = locs[locs.status != "HOLD"]
    locs["dist"] = locs.aisle.abs() * 3.2 + locs.bay.abs() * 1.4
    golden = locs[locs.level.isin([2, 3])].sort_values("dist")
    n = min(len(vel), len(golden))
    moves = pd.DataFrame({"sku": vel.index[:n], "to": golden.location.values[:n]})
    moves["wave"] = moves.index // a.max_moves_per_wave + 1
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    moves.to_csv(a.out, index=False)
    print(f"{len(moves)} moves, {moves.wave.max() if n else 0} waves -> {a.out}")


if __name__ == "__main__":
    main()
