#!/usr/bin/env python3
"""Fetch tide extremes from the WorldTides v3 API (https://www.worldtides.info/apidocs)."""
import argparse
import datetime
import os
import sys

import requests

API = "https://www.worldtides.info/api/v3"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lat", type=float, required=True)
    ap.add_argument("--lon", type=float, required=True)
    ap.add_argument("--days", type=int, default=2, choices=range(1, 8))
    a = ap.parse_args()
    key = os.environ.get("WORLDTIDES_API_KEY")
    if not key:
        sys.exit("Set WORLDTIDES_API_KEY (your key from worldtides.info).")
    params = {"extremes": "", "lat": a.lat, "lon": a.lon, "days": a.days, "key": key}
    try:
        r = requests.get(API, params=params, timeout=15)
        r.raise_for_status()
        data = r.json()
    except (requests.RequestException, ValueError) as e:
        sys.exit(f"WorldTides request failed: {e}")
    if data.get("status") != 200:
        sys.exit(f"WorldTides error: {data.get('error', 'unknown')}")
    for ex in data.get("extremes", []):
        t = datetime.datetime.fromtimestamp(ex["dt"], tz=datetime.timezone.utc).astimezone()
        print(f"{t:%a %d %b %H:%M}  {ex['type']:<4} {ex['height']:+.2f} m")


if __name__ == "__main__":
    main()
