#!/usr/bin/env python3
"""Weighted column-percentage crosstab with Kish effective n and 95% normal CIs."""
import argparse
import math
import sys

import pandas as pd


def load(path, cols):
    try:
        df = pd.read_csv(path)
    except (OSError, pd.errors.ParserError, UnicodeDecodeError) as exc:
        raise SystemExit(f"cannot read {path}: {exc}")
    missing = [c for c in cols if c and c not in df.columns]
    if missing:
        raise SystemExit(f"columns not found: {missing}; available: {list(df.columns)[:30]}")
    return df


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--row", required=True)
    ap.add_argument("--col", required=True)
    ap.add_argument("--weight")
    a = ap.parse_args()
    df = load(a.csv, [a.row, a.col, a.weight])
    n0 = len(df)
    if a.weight:
        df["_w"] = pd.to_numeric(df[a.weight], errors="coerce")
        bad = df["_w"].isna() | (df["_w"] <= 0)
        df = df[~bad]
        print(f"dropped {int(bad.sum())} of {n0} rows with missing/non-positive weight", file=sys.stderr)
    else:
        df["_w"] = 1.0
    df = df.dropna(subset=[a.row, a.col])
    print(f"rows used: {len(df)} of {n0}", file=sys.stderr)
    for col_val, g in df.groupby(a.col):
        w = g["_w"]
        n_eff = w.sum() ** 2 / (w ** 2).sum()
        print(f"\n[{a.col} = {col_val}]  effective n = {n_eff:.1f}{'  (small!)' if n_eff < 30 else ''}")
        shares = g.groupby(a.row)["_w"].sum() / w.sum()
        for row_val, p in shares.items():
            half = 1.96 * math.sqrt(p * (1 - p) / n_eff)
            print(f"  {row_val!s:<20} {100*p:5.1f}%  [{100*max(0, p-half):5.1f}, {100*min(1, p+half):5.1f}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
