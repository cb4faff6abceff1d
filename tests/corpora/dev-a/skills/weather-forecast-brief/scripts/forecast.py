#!/usr/bin/env python3
"""Daily forecast brief from OpenWeatherMap (geocoding + One Call 3.0)."""
import argparse
import datetime as dt
import os
import sys
import time

import requests

API = "https://api.openweathermap.org"
TIMEOUT = (5, 15)  # connect, read
MAX_TRIES = 3


def get(path, params):
    for attempt in range(1, MAX_TRIES + 1):
        try:
            r = requests.get(f"{API}{path}", params=params, timeout=TIMEOUT)
        except requests.RequestException as exc:
            err = f"network error: {exc.__class__.__name__}"
        else:
            if r.status_code == 200:
                try:
                    return r.json()
                except ValueError:
                    sys.exit("OpenWeatherMap returned a non-JSON body")
            if r.status_code not in (429, 500, 502, 503, 504):
                sys.exit(f"OpenWeatherMap returned {r.status_code}: {r.text[:200]}")
            err = f"HTTP {r.status_code}"
        if attempt < MAX_TRIES:
            time.sleep(2 ** attempt)
    sys.exit(f"giving up after {MAX_TRIES} attempts ({err})")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("place")
    ap.add_argument("--days", type=int, default=3, choices=range(1, 8))
    ap.add_argument("--units", default="metric", choices=["metric", "imperial"])
    args = ap.parse_args()

    key = os.environ.get("OPENWEATHER_API_KEY")
    if not key:
        sys.exit("OPENWEATHER_API_KEY is not set")

    geo = get("/geo/1.0/direct", {"q": args.place, "limit": 1, "appid": key})
    if not isinstance(geo, list) or not geo:
        sys.exit(f"place not found: {args.place}")
    try:
        lat, lon, name = float(geo[0]["lat"]), float(geo[0]["lon"]), str(geo[0]["name"])
    except (KeyError, TypeError, ValueError):
        sys.exit("unexpected geocoding response from OpenWeatherMap")

    data = get("/data/3.0/onecall", {"lat": lat, "lon": lon, "units": args.units,
                                     "exclude": "minutely,hourly", "appid": key})
    for alert in data.get("alerts", []):
        print(f"ALERT ({alert.get('sender_name', '?')}): {alert.get('event')}: {alert.get('description', '')[:300]}")
    unit = "°C" if args.units == "metric" else "°F"
    print(name)
    for day in data.get("daily", [])[: args.days]:
        try:
            date = dt.datetime.fromtimestamp(day["dt"], dt.timezone.utc).strftime("%a %d %b")
            tmin, tmax = float(day["temp"]["min"]), float(day["temp"]["max"])
        except (KeyError, TypeError, ValueError, OverflowError):
            print("skipping a day with an unexpected format", file=sys.stderr)
            continue
        desc = day["weather"][0].get("description", "") if day.get("weather") else ""
        print(f"{date}  {tmin:.0f}–{tmax:.0f} {unit}  "
              f"{round(day.get('pop', 0) * 100)} % rain  wind {day.get('wind_speed', 0):.0f}  {desc}")


if __name__ == "__main__":
    main()
