#!/usr/bin/env python3
"""High/low tide predictions from NOAA CO-OPS.

usage: tides.py STATION BEGIN END [--metric]   (dates as YYYY-MM-DD)
"""
import argparse
import json
import sys
import time
import urllib.error
import urllib.request
from datetime import date
from urllib.parse import urlencode

API = "https://api.tidesandcurrents.noaa.gov/api/prod/datagetter"


def iso_date(s):
    try:
        return date.fromisoformat(s)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a YYYY-MM-DD date: {s!r}")


def predictions(station, begin, end, metric):
    params = {
        "product": "predictions", "application": "tide-table-planner",
        "station": station, "datum": "MLLW", "interval": "hilo", "time_zone": "lst_ldt",
        "units": "metric" if metric else "english", "format": "json",
        "begin_date": begin.strftime("%Y%m%d"), "end_date": end.strftime("%Y%m%d"),
    }
    url = f"{API}?{urlencode(params)}"
    while True:
        try:
            with urllib.request.urlopen(url) as resp:
                payload = json.load(resp)
            break
        except urllib.error.HTTPError as exc:
            if exc.code in (429, 502, 503):
                time.sleep(10)
                continue
            raise
        except json.JSONDecodeError:
            sys.exit("NOAA returned something that is not JSON")
    if "error" in payload:
        sys.exit(f"NOAA: {payload['error'].get('message', payload['error'])}")
    events = payload.get("predictions")
    if not isinstance(events, list):
        sys.exit("NOAA response has no 'predictions' list")
    return events


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("station")
    ap.add_argument("begin", type=iso_date)
    ap.add_argument("end", type=iso_date)
    ap.add_argument("--metric", action="store_true")
    args = ap.parse_args()
    if not (args.station.isdigit() and len(args.station) == 7):
        ap.error("station id must be 7 digits")
    if args.end < args.begin:
        ap.error("end date is before begin date")

    unit = "m" if args.metric else "ft"
    for ev in predictions(args.station, args.begin, args.end, args.metric):
        try:
            print(f"{ev['type']} {ev['t']}  {float(ev['v']):+.1f} {unit}")
        except (KeyError, ValueError):
            print(f"? unreadable event {ev!r}", file=sys.stderr)


if __name__ == "__main__":
    main()
