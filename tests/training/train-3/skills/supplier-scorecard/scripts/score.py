#!/usr/bin/env python3
"""Compute weighted supplier scorecards for one quarter."""
import argparse
import json
import os
import sys

import pandas as pd

BANDS = {
    "otif": lambda v: 100 if v >= 0.95 else 60 if v >= 0.90 else 20,
    "ppm": lambda v: 100 if v <= 500 else 60 if v <= 2000 else 20,
    "lt_cv": lambda v: 100 if v <= 0.15 else 60 if v <= 0.3 else 20,
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quarter", required=True)
    ap.add_argument("--data", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--config", default="assets/config.json")
    a = ap.parse_args()
    try:
        with open(a.config, encoding="utf-8") as fh:
            cfg = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"config: {exc}")
    po = pd.read_csv(os.path.join(a.data, "po_lines.csv"), parse_dates=["confirmed_date", "received_date"])
    insp = pd.read_csv(os.path.join(a.data, "inspections.csv"))
    po["ontime_infull"] = (po.received_date <= po.confirmed_date) & (po.received_qty >= po.qty)
    po["lead_days"] = (po.received_date - po.confirmed_date).dt.days
    otif = po.groupby("supplier").ontime_infull.mean()
    lt = po.groupby("supplier").lead_days.agg(lambda s: s.std() / s.mean() if s.mean() else 0)
    q = insp.groupby("supplier")[["received_qty", "rejected_qty"]].sum()
    ppm = q.rejected_qty / q.received_qty * 1e6
    df = pd.DataFrame({"otif": otif, "ppm": ppm, "lt_cv": lt}).fillna(0)
    w = cfg["weights"]
    df["score"] = sum(df[m].map(BANDS[m]) * w[m] for m in BANDS) / sum(w[m] for m in BANDS)
    df["lines"] = po.groupby("supplier").size()
    df["low_volume"] = df.lines < cfg["low_volume_lines"]
    os.makedirs(a.out, exist_ok=True)
    df.sort_values("score", ascending=False).to_csv(os.path.join(a.out, "scorecards.csv"))
    print(df.sort_values("score").head(10).to_string())


if __name__ == "__main__":
    main()
