#!/usr/bin/env python3
"""ERA5 via cdsapi: config check, size estimate, per-year fetch, point series."""
import argparse
import stat
import sys
from pathlib import Path

import yaml

RC = Path.home() / ".cdsapirc"
FIELD_CAP = 120_000


def rng(spec):
    if isinstance(spec, list):
        return [str(s) for s in spec]
    lo, _, hi = str(spec).partition("-")
    if not lo.isdigit() or (hi and not hi.isdigit()):
        sys.exit(f"bad range {spec!r}; use e.g. 2000-2020 or 6")
    return [str(i) for i in range(int(lo), int(hi or lo) + 1)]


def load(path):
    try:
        req = yaml.safe_load(Path(path).read_text())
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"cannot read request {path}: {exc}")
    for k in ("dataset", "variable", "years", "months", "days", "hours", "area"):
        if k not in req:
            sys.exit(f"request lacks {k!r}")
    return req


def check(_a):
    if not RC.exists():
        sys.exit(f"{RC} not found - create it with your CDS url and token (see SKILL.md)")
    mode = RC.stat().st_mode
    if mode & (stat.S_IRGRP | stat.S_IROTH):
        print(f"{RC} exists but is readable by others; suggest: chmod 600 {RC}")
    else:
        print(f"{RC} exists with private permissions")


def estimate(a):
    r = load(a.request)
    per_year = len(r["variable"]) * len(rng(r["months"])) * len(rng(r["days"])) * len(r["hours"])
    years = rng(r["years"])
    print(f"{per_year} fields per yearly request, {per_year * len(years)} total over {len(years)} years")
    if per_year > FIELD_CAP:
        print("a single year exceeds the CDS cap; split by month as well")


def fetch(a):
    import cdsapi
    r = load(a.request)
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    client = cdsapi.Client(quiet=True)
    failed = []
    for year in rng(r["years"]):
        target = out / f"{r['dataset']}_{year}.nc"
        if target.exists():
            print(f"{target} exists, skipping"); continue
        body = {"product_type": [r.get("product_type", "reanalysis")], "variable": r["variable"],
                "year": [year], "month": [m.zfill(2) for m in rng(r["months"])],
                "day": [d.zfill(2) for d in rng(r["days"])], "time": r["hours"],
                "area": r["area"], "data_format": "netcdf", "download_format": "unarchived"}
        try:
            client.retrieve(r["dataset"], body, str(target))
            print(f"wrote {target}")
        except Exception as exc:  # report and continue with the next year
            failed.append(year)
            print(f"{year}: CDS request failed: {exc}", file=sys.stderr)
    if failed:
        sys.exit(f"failed years: {', '.join(failed)}")


def series(a):
    import xarray as xr
    with xr.open_mfdataset(a.files, combine="by_coords") as ds:
        if a.var not in ds:
            sys.exit(f"{a.var} not in files; available: {', '.join(ds.data_vars)}")
        pt = ds[a.var].sel(latitude=a.lat, longitude=a.lon, method="nearest")
        df = pt.to_dataframe()[[a.var]]
    if a.var == "t2m":
        df[a.var] = df[a.var] - 273.15
    df.to_csv(a.out)
    print(f"wrote {a.out} ({len(df)} rows)")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("check")
    e = sub.add_parser("estimate"); e.add_argument("request")
    f = sub.add_parser("fetch"); f.add_argument("request"); f.add_argument("--out", default="era5")
    s = sub.add_parser("series"); s.add_argument("files", nargs="+"); s.add_argument("--var", required=True)
    s.add_argument("--lat", type=float, required=True); s.add_argument("--lon", type=float, required=True)
    s.add_argument("--out", default="series.csv")
    a = ap.parse_args()
    {"check": check, "estimate": estimate, "fetch": fetch, "series": series}[a.cmd](a)


if __name__ == "__main__":
    main()
