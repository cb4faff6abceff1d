#!/usr/bin/env python3
"""Fetch a compact weather briefing from OpenWeatherMap."""
import argparse
import json
import os
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

API = "https://api.openweathermap.org/data/2.5/forecast"
MAX_ATTEMPTS = 3


def fetch(params):
    url = API + "?" + urllib.parse.urlencode(params)
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            with urllib.request.urlopen(url, timeout=10) as resp:
                return json.load(resp)
        except urllib.error.HTTPError as err:
            if err.code == 401:
                sys.exit("OPENWEATHER_API_KEY was rejected (HTTP 401)")
            if err.code < 500 or attempt == MAX_ATTEMPTS:
                sys.exit(f"weather API error: HTTP {err.code}")
        except (urllib.error.URLError, TimeoutError) as err:
            if attempt == MAX_ATTEMPTS:
                sys.exit(f"weather API unreachable: {err}")
        except json.JSONDecodeError:
            sys.exit("weather API returned malformed JSON")
        time.sleep(2 ** attempt)
    sys.exit("weather API: no response")


def summarise(data):
    try:
        items = data["list"]
        days = {}
        for it in items:
            day = it["dt_txt"][:10]
            d = days.setdefault(day, {"min": it["main"]["temp"], "max": it["main"]["temp"], "rain": 0.0})
            d["min"] = min(d["min"], it["main"]["temp"])
            d["max"] = max(d["max"], it["main"]["temp"])
            d["rain"] = max(d["rain"], float(it.get("pop", 0)))
    except (KeyError, TypeError, ValueError) as err:
        sys.exit(f"unexpected forecast format: {err}")
    ordered = sorted(days.items())
    return {"now": items[0]["main"] if items else None, "today": ordered[0] if ordered else None, "days": ordered[1:4]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("city")
    ap.add_argument("--units", choices=["metric", "imperial"], default="metric")
    args = ap.parse_args()
    key = os.environ.get("OPENWEATHER_API_KEY")
    if not key:
        sys.exit("OPENWEATHER_API_KEY is not set; see SKILL.md")
    data = fetch({"q": args.city, "units": args.units, "appid": key})
    json.dump(summarise(data), sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
