#!/usr/bin/env python3
"""Safety stock and reorder point per item-location."""
import argparse
import math
import os
import sys
from statistics import NormalDist

import pandas as pd
import requests
import yaml


def erp_frame(cfg, dataset):
    base = os.environ.get(cfg["erp"]["base_url_env"])
    key = os.environ.get(cfg["erp"]["api_key_env"])
    if not base or not key:
        sys.exit(f"set {cfg['erp']['base_url_env']} and {cfg['erp']['api_key_env']}, or use CSV inputs")
    r = requests.get(f"{base.rstrip('/')}/reports/{dataset}", headers={"Authorization": f"Bearer {key}"},
                     timeout=cfg["erp"].get("timeout_seconds", 20))
    r.raise_for_status()
    try:
        return pd.DataFrame(r.json()["rows"])
    except (ValueError, KeyError) as exc:
        sys.exit(f"unexpected ERP response for {dataset}: {exc}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--settings", default="assets/settings.yaml")
    ap.add_argument("--demand")
    ap.add_argument("--leadtimes")
    ap.add_argument("--current")
    ap.add_argument("--from-erp", action="store_true")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    try:
        with open(a.settings, encoding="utf-8") as fh:
            cfg = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"settings: {exc}")
    if a.from_erp:
        dem, lt, cur = (erp_frame(cfg, d) for d in ("demand", "leadtimes", "safety_stock"))
    else:
        if not (a.demand and a.leadtimes and a.current):
            sys.exit("give --demand, --leadtimes and --current, or --from-erp")
        dem, lt, cur = pd.read_csv(a.demand), pd.read_csv(a.leadtimes), pd.read_csv(a.current)
    keys = ["item", "location"]
    d = dem.groupby(keys).qty.agg(["mean", "std", "count"]).rename(columns={"mean": "D", "std": "sigma_D", "count": "n"})
    l = lt.groupby(keys).lead_periods.agg(["mean", "std"]).rename(columns={"mean": "LT", "std": "sigma_LT"})
    df = d.join(l, how="inner").join(cur.set_index(keys), how="left").fillna({"sigma_D": 0, "sigma_LT": 0})
    df["csl"] = df["class"].map(cfg["service_levels"]).fillna(0.95)
    df["z"] = df.csl.map(lambda p: NormalDist().inv_cdf(p))
    df["ss_new"] = df.apply(lambda r: r.z * math.sqrt(r.LT * r.sigma_D ** 2 + r.D ** 2 * r.sigma_LT ** 2), axis=1).round()
    df["rop_new"] = (df.D * df.LT + df.ss_new).round()
    df["note"] = df.n.map(lambda n: "thin data" if n < cfg["min_periods"] else "")
    os.makedirs(a.out, exist_ok=True)
    df.reset_index().to_csv(os.path.join(a.out, "changes.csv"), index=False)
    print(f"{len(df)} item-locations written to {a.out}/changes.csv")


if __name__ == "__main__":
    main()
