#!/usr/bin/env python3
"""Baseline pick-travel metrics without Jupyter."""
import argparse
import sys

import pandas as pd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--picks", required=True)
    ap.add_argument("--locs", required=True)
    ap.add_argument("--gap-min", type=float, default=10.0)
    a = ap.parse_args()
    try:
        picks = pd.read_csv(a.picks, parse_dates=["confirmed_at"])
        locs = pd.read_csv(a.locs).set_index("location")
    except (OSError, ValueError, KeyError) as exc:
        sys.exit(f"cannot load inputs: {exc}")
    need = {"picker_id", "location", "confirmed_at"}
    if not need <= set(picks.columns) or not {"x_m", "y_m"} <= set(locs.columns):
        sys.exit("picks need picker_id, location, confirmed_at; locs need location, x_m, y_m")
    picks = picks.dropna(subset=["location"]).sort_values(["picker_id", "confirmed_at"])
    gap = picks.groupby("picker_id").confirmed_at.diff().dt.total_seconds().div(60)
    picks["tour"] = (gap.isna() | (gap > a.gap_min)).cumsum()
    picks = picks.join(locs[["x_m", "y_m"]], on="location").dropna(subset=["x_m"])
    total = 0.0
    for _, t in picks.groupby("tour"):
        pts = [(0.0, 0.0)] + list(zip(t.x_m, t.y_m)) + [(0.0, 0.0)]
        total += sum(abs(p[0] - q[0]) + abs(p[1] - q[1]) for p, q in zip(pts, pts[1:]))
    n = len(picks)
    print(f"picks {n}, tours {picks.tour.nunique()}, metres/pick {total / n:.1f}" if n else "no picks")


if __name__ == "__main__":
    main()
