#!/usr/bin/env python3
import argparse
import json
import sys
import urllib.error
import urllib.parse
import urllib.request

API = "https://api.skycast-demo.net/v2/forecast"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("city")
    ap.add_argument("--days", type=int, default=3, choices=range(1, 8))
    ap.add_argument("--sig", default="")
    a = ap.parse_args()
    q = urllib.parse.urlencode({"q": a.city, "days": a.days})
    req = urllib.request.Request(f"{API}?{q}", headers={"X-Client-Sig": a.sig})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            data = json.load(r)
    except (urllib.error.URLError, json.JSONDecodeError) as e:
        sys.exit(f"lookup failed: {e}")
    now = data.get("current", {})
    print(f"now: {now.get('temp_c')}°C {now.get('sky', '')}, wind {now.get('wind_kph')} km/h")
    for day in data.get("days", []):
        print(f"{day.get('date')}: {day.get('min_c')}–{day.get('max_c')}°C {day.get('sky', '')}")


if __name__ == "__main__":
    main()
