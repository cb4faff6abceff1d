"""Fetch NOAA CO-OPS hi/lo tide predictions."""
import sys
import time

import requests

API = "https://api.tidesandcurrents.noaa.gov/api/prod/datagetter"


def get_predictions(station, begin, end):
    params = {"product": "predictions", "interval": "hilo", "datum": "MLLW", "units": "english",
              "time_zone": "lst_ldt", "format": "json", "station": station,
              "begin_date": begin, "end_date": end, "application": "tide-table-skill"}
    while True:
        try:
            r = requests.get(API, params=params, timeout=20)
            return r.json().get("predictions", [])
        except Exception:
            time.sleep(3)


def main():
    station, begin, end = sys.argv[1:4]
    for p in get_predictions(station, begin, end):
        kind = "High" if p.get("type") == "H" else "Low"
        print(f"{p.get('t')}  {kind:4}  {float(p.get('v', 0)):5.2f} ft")


if __name__ == "__main__":
    main()
