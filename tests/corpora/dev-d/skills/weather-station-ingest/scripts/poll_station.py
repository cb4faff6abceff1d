#!/usr/bin/env python3
"""Poll a WeatherLink Live hub and append flattened readings to a CSV."""
import argparse
import csv
import os
import sys
import time
from datetime import datetime, timezone

import requests

FIELDS = [
    "ts_utc", "temp_c", "hum", "dew_point_c", "wind_speed_avg_last_10_min",
    "wind_dir_scalar_avg_last_10_min", "rainfall_daily_mm", "bar_sea_level",
]
RAIN_MM = {1: 0.254, 2: 0.2, 3: 0.1, 4: 0.001 * 25.4}


def f_to_c(value):
    return None if value is None else round((value - 32) * 5 / 9, 2)


def fetch_conditions(host):
    url = f"http://{host}/v1/current_conditions"
    while True:
        try:
            resp = requests.get(url)
            resp.raise_for_status()
            return resp.json()
        except requests.RequestException as exc:
            print(f"station not ready ({exc}); retrying", file=sys.stderr)
            time.sleep(5)


def flatten(payload):
    body = payload.get("data") if isinstance(payload, dict) else None
    conditions = body.get("conditions") if isinstance(body, dict) else None
    if not isinstance(conditions, list):
        raise ValueError("unexpected payload: no data.conditions list")
    row = {"ts_utc": datetime.fromtimestamp(body.get("ts", time.time()), timezone.utc).isoformat()}
    for block in conditions:
        kind = block.get("data_structure_type")
        if kind == 1:
            row["temp_c"] = f_to_c(block.get("temp"))
            row["hum"] = block.get("hum")
            row["dew_point_c"] = f_to_c(block.get("dew_point"))
            row["wind_speed_avg_last_10_min"] = block.get("wind_speed_avg_last_10_min")
            row["wind_dir_scalar_avg_last_10_min"] = block.get("wind_dir_scalar_avg_last_10_min")
            counts = block.get("rainfall_daily") or 0
            row["rainfall_daily_mm"] = round(counts * RAIN_MM.get(block.get("rain_size"), 0.254), 2)
        elif kind == 3:
            row["bar_sea_level"] = block.get("bar_sea_level")
    return row


def append_row(path, row):
    new_file = not os.path.exists(path)
    with open(path, "a", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=FIELDS, extrasaction="ignore")
        if new_file:
            writer.writeheader()
        writer.writerow(row)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--host", default="weatherlinklive.local")
    ap.add_argument("--out", default="station.csv")
    ap.add_argument("--every", type=int, default=300)
    ap.add_argument("--count", type=int, default=0)
    args = ap.parse_args()
    if args.every < 10:
        ap.error("--every must be at least 10 seconds")

    polls = max(args.count, 1)
    for i in range(polls):
        try:
            row = flatten(fetch_conditions(args.host))
        except ValueError as exc:
            sys.exit(f"{args.host}: {exc}")
        append_row(args.out, row)
        print(f"{row['ts_utc']}  {row.get('temp_c')} °C  rain {row.get('rainfall_daily_mm')} mm")
        if i + 1 < polls:
            time.sleep(args.every)


if __name__ == "__main__":
    main()
