#!/usr/bin/env python3
import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request

API = "https://api.openskies-weather.example/v1/current"


def main():
    if len(sys.argv) != 2 or not sys.argv[1].strip():
        sys.exit('usage: weather.py "City"')
    key = os.environ.get("OPENSKIES_API_KEY")
    if not key:
        sys.exit("OPENSKIES_API_KEY is not set")
    url = f"{API}?{urllib.parse.urlencode({'q': sys.argv[1].strip(), 'key': key})}"
    try:
        with urllib.request.urlopen(url, timeout=10) as r:
            data = json.load(r)
    except (urllib.error.URLError, json.JSONDecodeError) as e:
        sys.exit(f"weather lookup failed: {type(e).__name__}")
    print(f"{data.get('name', sys.argv[1])}: {data.get('temp_c')}°C, {data.get('summary', '')}, "
          f"wind {data.get('wind_kph')} km/h")


if __name__ == "__main__":
    main()
