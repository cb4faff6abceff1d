#!/usr/bin/env python3
"""Go/no-go check for a concrete pour window from an hourly forecast."""
import argparse
import csv
import datetime as dt
import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request

import yaml

API = "https://api.pourcast-weather.com/v3/hourly"


def evap(tc, ta, rh, wind_ms):
    v = wind_ms * 3.6
    return 5 * ((tc + 18) ** 2.5 - rh * (ta + 18) ** 2.5) * (v + 4) * 1e-6


def forecast_from_api(lat, lon, start, end):
    key = os.environ.get("POURCAST_API_KEY")
    if not key:
        sys.exit("POURCAST_API_KEY is not set (or use --forecast-csv)")
    q = urllib.parse.urlencode({"lat": f"{lat:.4f}", "lon": f"{lon:.4f}",
                                "from": start.isoformat(), "to": end.isoformat(), "key": key})
    try:
        with urllib.request.urlopen(f"{API}?{q}", timeout=15) as resp:
            data = json.load(resp)
    except urllib.error.HTTPError as exc:
        sys.exit(f"PourCast returned HTTP {exc.code}")
    except (urllib.error.URLError, TimeoutError, json.JSONDecodeError) as exc:
        sys.exit(f"forecast unavailable: {exc}")
    try:
        return [{"time": dt.datetime.fromisoformat(h["time"]), "temp_c": float(h["temp_c"]),
                 "precip_mm": float(h["precip_mm"]), "wind_ms": float(h["wind_ms"]), "rh": float(h["rh"]) / 100}
                for h in data["hours"]]
    except (KeyError, TypeError, ValueError) as exc:
        sys.exit(f"unexpected forecast format from PourCast: {exc}")


def forecast_from_csv(path):
    rows = []
    with open(path, newline="", encoding="utf-8") as fh:
        for n, r in enumerate(csv.DictReader(fh), start=2):
            try:
                rows.append({"time": dt.datetime.fromisoformat(r["time"]), "temp_c": float(r["temp_c"]),
                             "precip_mm": float(r["precip_mm"]), "wind_ms": float(r["wind_ms"]),
                             "rh": float(r["rh"]) / 100})
            except (KeyError, ValueError) as exc:
                sys.exit(f"{path} line {n}: {exc}")
    return rows


def assess(hours, element, concrete_temp):
    measures, nogo = set(), []
    for h in hours:
        t = h["time"].strftime("%a %H:%M")
        if h["temp_c"] < 5:
            measures.add("cold-weather protection: enclosure/blankets, consider accelerator")
            if h["temp_c"] < -5:
                nogo.append(f"{t}: {h['temp_c']} °C")
        if h["temp_c"] > 32 and element == "slab":
            measures.add("hot-weather: early start, chilled water, retarder, fogging")
        if h["precip_mm"] >= 0.5 and element == "slab":
            nogo.append(f"{t}: rain {h['precip_mm']} mm/h")
        if h["wind_ms"] >= 10:
            nogo.append(f"{t}: wind {h['wind_ms']} m/s (pump boom)")
        if element == "slab" and evap(concrete_temp, h["temp_c"], h["rh"], h["wind_ms"]) > 1.0:
            measures.add("high evaporation: windbreaks, fogging, curing compound immediately")
    if nogo:
        return "NO-GO", nogo, sorted(measures)
    return ("GO WITH MEASURES" if measures else "GO"), [], sorted(measures)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--site", required=True)
    ap.add_argument("--date", required=True)
    ap.add_argument("--start", default="07:00")
    ap.add_argument("--hours", type=int, default=8)
    ap.add_argument("--element", choices=["slab", "wall", "column", "footing"], default="slab")
    ap.add_argument("--concrete-temp", type=float, default=15.0)
    ap.add_argument("--forecast-csv")
    a = ap.parse_args()
    try:
        start = dt.datetime.fromisoformat(f"{a.date}T{a.start}")
    except ValueError:
        sys.exit("--date must be YYYY-MM-DD and --start HH:MM")
    if not 1 <= a.hours <= 24:
        sys.exit("--hours must be between 1 and 24")
    end = start + dt.timedelta(hours=a.hours + 24)
    if a.forecast_csv:
        hours = forecast_from_csv(a.forecast_csv)
    else:
        try:
            with open(a.site, encoding="utf-8") as fh:
                site = yaml.safe_load(fh)
            lat, lon = float(site["lat"]), float(site["lon"])
        except (OSError, yaml.YAMLError, KeyError, TypeError, ValueError) as exc:
            sys.exit(f"{a.site}: needs numeric lat and lon ({exc})")
        if not (-90 <= lat <= 90 and -180 <= lon <= 180):
            sys.exit(f"{a.site}: lat/lon out of range")
        hours = forecast_from_api(lat, lon, start, end)
    window = [h for h in hours if start <= h["time"] < end]
    if not window:
        sys.exit("forecast does not cover the requested window")
    verdict, reasons, measures = assess(window, a.element, a.concrete_temp)
    print(f"{a.element} pour {start:%a %d %b %H:%M} (+{a.hours} h, 24 h after): {verdict}")
    for r in reasons:
        print("  reason:", r)
    for m in measures:
        print("  measure:", m)


if __name__ == "__main__":
    main()
