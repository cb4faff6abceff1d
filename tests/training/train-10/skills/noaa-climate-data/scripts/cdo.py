#!/usr/bin/env python3
"""NOAA CDO v2 helper: stations, data download, normals/anomalies."""
import argparse
import math
import os
import re
import sys
import time
from datetime import date

import pandas as pd
import requests

BASE = "https://www.ncei.noaa.gov/cdo-web/api/v2/"
DAILY_CAP = 9500
calls = {"n": 0}


def token():
    t = os.environ.get("NOAA_CDO_TOKEN")
    if not t:
        sys.exit("Set NOAA_CDO_TOKEN (free token from NOAA NCEI Climate Data Online).")
    return t


def get(path, params):
    if calls["n"] >= DAILY_CAP:
        sys.exit(f"stopping at {DAILY_CAP} requests to stay under the daily limit")
    for attempt in range(4):
        r = requests.get(BASE + path, headers={"token": token()}, params=params, timeout=60)
        calls["n"] += 1
        time.sleep(0.25)
        if r.status_code in (429, 503) and attempt < 3:
            time.sleep(5 * (attempt + 1))
            continue
        r.raise_for_status()
        return r.json()
    raise RuntimeError("unreachable")


def paged(path, params):
    offset = 1
    while True:
        page = get(path, dict(params, limit=1000, offset=offset))
        results = page.get("results", [])
        yield from results
        total = page.get("metadata", {}).get("resultset", {}).get("count", 0)
        offset += len(results)
        if not results or offset > total:
            return


def stations(a):
    dlat = a.radius_km / 111.0
    dlon = a.radius_km / (111.0 * max(math.cos(math.radians(a.lat)), 0.01))
    extent = f"{a.lat - dlat},{a.lon - dlon},{a.lat + dlat},{a.lon + dlon}"
    params = {"datasetid": a.dataset, "extent": extent}
    if a.since:
        params["startdate"] = a.since
    for s in paged("stations", params):
        print(f"{s['id']:22} {s['name'][:35]:35} {s.get('elevation', '')!s:>7} "
              f"{s['mindate']} {s['maxdate']} {s['datacoverage']}")


def data(a):
    start, end = date.fromisoformat(a.start), date.fromisoformat(a.end)
    rows = []
    for year in range(start.year, end.year + 1):
        s = max(start, date(year, 1, 1)); e = min(end, date(year, 12, 31))
        params = {"datasetid": "GHCND", "stationid": a.station, "units": "metric",
                  "startdate": s.isoformat(), "enddate": e.isoformat(),
                  "datatypeid": a.types.split(",")}
        rows.extend(paged("data", params))
        print(f"{year}: {len(rows)} rows so far", file=sys.stderr)
    pd.DataFrame(rows).to_csv(a.out, index=False)
    print(f"wrote {a.out}")


def normals(a):
    df = pd.read_csv(a.csv, parse_dates=["date"])
    quality = df["attributes"].fillna(",,,").str.split(",").str[1]
    bad = quality.str.len() > 0
    df = df[~bad]
    m = re.fullmatch(r"(\d{4})-(\d{4})", a.base)
    if not m:
        sys.exit("--base must look like 1991-2020")
    y0, y1 = map(int, m.groups())
    base = df[(df.date.dt.year >= y0) & (df.date.dt.year <= y1)]
    norm = base.groupby([base.date.dt.month, "datatype"])["value"].mean().unstack()
    print(f"excluded {int(bad.sum())} flagged rows")
    print(norm.round(1).to_string())
    if a.anomaly:
        ym = pd.Period(a.anomaly, "M")
        sel = df[df.date.dt.to_period("M") == ym].groupby("datatype")["value"].mean()
        print((sel - norm.loc[ym.month]).round(2).to_string())


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("stations")
    s.add_argument("--lat", type=float, required=True); s.add_argument("--lon", type=float, required=True)
    s.add_argument("--radius-km", type=float, default=25); s.add_argument("--dataset", default="GHCND")
    s.add_argument("--since")
    d = sub.add_parser("data"); d.add_argument("station")
    d.add_argument("--types", default="TMAX,TMIN,PRCP")
    d.add_argument("--start", required=True); d.add_argument("--end", required=True)
    d.add_argument("--out", default="cdo_daily.csv")
    n = sub.add_parser("normals"); n.add_argument("csv")
    n.add_argument("--base", default="1991-2020"); n.add_argument("--anomaly")
    a = ap.parse_args()
    {"stations": stations, "data": data, "normals": normals}[a.cmd](a)


if __name__ == "__main__":
    main()
