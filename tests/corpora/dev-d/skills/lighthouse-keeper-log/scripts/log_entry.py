#!/usr/bin/env python3
"""Append a lighthouse log entry built from the latest NDBC buoy observation."""
import argparse
import csv
import os
import sys

import urllib3
from urllib3.util import Retry, Timeout

NDBC = "https://www.ndbc.noaa.gov/data/realtime2/{buoy}.txt"
MS_TO_KT = 1.943844
FIELDS = ["date", "time_utc", "wind_dir", "wind_kt", "gust_kt", "wave_m", "pressure_hpa",
          "water_c", "visibility", "sea_state", "notes"]

HTTP = urllib3.PoolManager(
    timeout=Timeout(connect=5.0, read=15.0),
    retries=Retry(total=4, backoff_factor=1.0, status_forcelist=(429, 500, 502, 503, 504),
                  allowed_methods=frozenset({"GET"})),
    headers={"User-Agent": "lighthouse-keeper-log/1.3 (volunteer station log)"},
)


def fetch_latest(buoy):
    try:
        resp = HTTP.request("GET", NDBC.format(buoy=buoy))
    except urllib3.exceptions.HTTPError as exc:
        raise RuntimeError(f"buoy {buoy}: network error after retries: {exc}") from exc
    if resp.status != 200:
        raise RuntimeError(f"buoy {buoy}: HTTP {resp.status}")
    lines = resp.data.decode("ascii", "replace").splitlines()
    if len(lines) < 3 or not lines[0].startswith("#"):
        raise RuntimeError(f"buoy {buoy}: unexpected file format")
    header = lines[0].lstrip("#").split()
    for line in lines[2:]:
        cols = line.split()
        if len(cols) == len(header):
            return dict(zip(header, cols))
    raise RuntimeError(f"buoy {buoy}: no complete observation rows")


def num(row, key, scale=1.0, digits=1):
    value = row.get(key, "MM")
    if value == "MM":
        return ""
    try:
        return round(float(value) * scale, digits)
    except ValueError:
        return ""


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--buoy", required=True, help="NDBC station id, e.g. 44013")
    ap.add_argument("--log", default="station-log.csv")
    ap.add_argument("--visibility", default="")
    ap.add_argument("--sea-state", type=int, choices=range(0, 10))
    ap.add_argument("--notes", default="")
    args = ap.parse_args()
    if not args.buoy.isalnum() or len(args.buoy) > 6:
        ap.error("buoy id should be up to 6 letters/digits")

    try:
        obs = fetch_latest(args.buoy)
    except RuntimeError as exc:
        sys.exit(f"{exc}\nWrite today's entry by hand and try again later.")

    entry = {
        "date": f"{obs.get('YY', '')}-{obs.get('MM', '')}-{obs.get('DD', '')}",
        "time_utc": f"{obs.get('hh', '')}:{obs.get('mm', '')}",
        "wind_dir": num(obs, "WDIR", digits=0),
        "wind_kt": num(obs, "WSPD", MS_TO_KT),
        "gust_kt": num(obs, "GST", MS_TO_KT),
        "wave_m": num(obs, "WVHT"),
        "pressure_hpa": num(obs, "PRES"),
        "water_c": num(obs, "WTMP"),
        "visibility": args.visibility,
        "sea_state": "" if args.sea_state is None else args.sea_state,
        "notes": args.notes,
    }
    new_file = not os.path.exists(args.log)
    with open(args.log, "a", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=FIELDS)
        if new_file:
            writer.writeheader()
        writer.writerow(entry)
    print(f"{entry['date']} {entry['time_utc']}Z wind {entry['wind_kt']} kt, waves {entry['wave_m']} m -> {args.log}")


if __name__ == "__main__":
    main()
