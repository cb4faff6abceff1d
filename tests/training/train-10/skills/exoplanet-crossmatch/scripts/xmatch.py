#!/usr/bin/env python3
"""Exoplanet Archive x Gaia DR3 cross-match helper."""
import argparse
import io
import re
import sys
import time

import pandas as pd
import requests

EXO = "https://exoplanetarchive.ipac.caltech.edu/TAP/sync"
GAIA = "https://gea.esac.esa.int/tap-server/tap/sync"
COLS = "pl_name,hostname,pl_orbper,pl_rade,pl_bmasse,pl_bmassprov,sy_dist,gaia_id,disc_facility,pl_controv_flag"


def planets(a):
    if ";" in a.where:
        sys.exit("one WHERE clause please")
    q = f"select {COLS} from ps where default_flag = 1 and ({a.where})"
    r = requests.get(EXO, params={"query": q, "format": "csv"}, timeout=120)
    r.raise_for_status()
    df = pd.read_csv(io.StringIO(r.text))
    df.to_csv(a.out, index=False)
    print(f"{len(df)} planets -> {a.out}")


def gaia(a):
    df = pd.read_csv(a.table)
    ids = df["gaia_id"].dropna().str.extract(r"(\d{6,})")[0].dropna().unique().tolist()
    parts = []
    for i in range(0, len(ids), 500):
        chunk = ",".join(ids[i:i + 500])
        q = ("select source_id, ra, dec, parallax, ruwe, phot_g_mean_mag, bp_rp, teff_gspphot "
             f"from gaiadr3.gaia_source where source_id in ({chunk})")
        r = requests.post(GAIA, data={"REQUEST": "doQuery", "LANG": "ADQL", "FORMAT": "csv",
                                      "QUERY": q}, timeout=120)
        r.raise_for_status()
        parts.append(pd.read_csv(io.StringIO(r.text)))
        time.sleep(1)
    g = pd.concat(parts) if parts else pd.DataFrame(columns=["source_id"])
    df["source_id"] = pd.to_numeric(df["gaia_id"].str.extract(r"(\d{6,})")[0], errors="coerce")
    out = df.merge(g, on="source_id", how="left")
    out.to_csv(a.out, index=False)
    print(f"{out['ra'].notna().sum()} of {len(out)} matched to Gaia DR3 -> {a.out}")


def cone(a):
    targets = pd.read_csv(a.targets)
    for col in ("ra", "dec"):
        if col not in targets or not pd.api.types.is_numeric_dtype(targets[col]):
            sys.exit(f"targets need numeric '{col}' column")
    rows = []
    for _, t in targets.iterrows():
        q = (f"select pl_name, hostname, ra, dec from ps where default_flag = 1 and "
             f"contains(point('icrs', ra, dec), circle('icrs', {t.ra:.6f}, {t.dec:.6f}, {a.radius / 3600:.6f})) = 1")
        r = requests.get(EXO, params={"query": q, "format": "csv"}, timeout=120)
        r.raise_for_status()
        hits = pd.read_csv(io.StringIO(r.text))
        rows.append({"target_ra": t.ra, "target_dec": t.dec,
                     "planets": ";".join(hits["pl_name"]) if len(hits) else ""})
        time.sleep(1)
    pd.DataFrame(rows).to_csv(a.out, index=False)
    print(f"wrote {a.out}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("planets"); p.add_argument("--where", default="1=1"); p.add_argument("--out", default="planets.csv")
    g = sub.add_parser("gaia"); g.add_argument("table"); g.add_argument("--out", default="planets_gaia.csv")
    c = sub.add_parser("cone"); c.add_argument("targets"); c.add_argument("--radius", type=float, default=3.0)
    c.add_argument("--out", default="targets_matched.csv")
    a = ap.parse_args()
    {"planets": planets, "gaia": gaia, "cone": cone}[a.cmd](a)


if __name__ == "__main__":
    main()
