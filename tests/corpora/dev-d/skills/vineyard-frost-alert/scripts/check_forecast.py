#!/usr/bin/env python3
"""Check the hourly forecast for each vineyard block and write alert.txt on frost risk."""
import json
import os
import sys
from datetime import datetime

import requests

API = "https://api.open-meteo.com/v1/forecast"
HOURS_AHEAD = 12
ADVECTIVE_WIND_KMH = 8


def load_blocks(path):
    try:
        with open(path, encoding="utf-8") as fh:
            blocks = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read {path}: {exc}")
    if not isinstance(blocks, list):
        sys.exit(f"{path}: expected a list of blocks")
    for b in blocks:
        if not all(isinstance(b.get(k), (int, float)) for k in ("lat", "lon", "critical_c")) or not b.get("name"):
            sys.exit(f"{path}: every block needs name, lat, lon, critical_c")
    return blocks


def hourly(block):
    params = {"latitude": block["lat"], "longitude": block["lon"], "forecast_days": 2,
              "hourly": "temperature_2m,dew_point_2m,wind_speed_10m", "timezone": "auto"}
    try:
        r = requests.get(API, params=params, timeout=15)
        r.raise_for_status()
        h = r.json()["hourly"]
        return list(zip(h["time"], h["temperature_2m"], h["dew_point_2m"], h["wind_speed_10m"]))[:HOURS_AHEAD]
    except Exception:
        return []


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check_forecast.py blocks.json")
    alerts = []
    for b in load_blocks(sys.argv[1]):
        for ts, temp, dew, wind in hourly(b):
            if temp is not None and temp <= b["critical_c"]:
                kind = "advective" if (wind or 0) > ADVECTIVE_WIND_KMH else "radiation"
                alerts.append(f"{b['name']}: {temp:.1f}°C at {ts[11:16]} ({kind}, dew pt {dew}°C)")
                break

    frost = bool(alerts)
    if frost:
        with open("alert.txt", "w", encoding="utf-8") as fh:
            fh.write(f"FROST {datetime.now():%d %b}\n" + "\n".join(alerts) + "\n")
    out = os.environ.get("GITHUB_OUTPUT")
    if out:
        with open(out, "a") as fh:
            fh.write(f"frost={'true' if frost else 'false'}\n")
    print("\n".join(alerts) or "no frost risk in the next 12 h")


if __name__ == "__main__":
    main()
