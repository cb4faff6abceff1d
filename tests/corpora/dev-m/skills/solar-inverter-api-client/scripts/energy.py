"""Monthly energy from the SolarEdge Monitoring API."""
import calendar
import os
import sys
import time

import requests

BASE = "https://monitoringapi.solaredge.com"


def get(path, params, attempts=4):
    params = {**params, "api_key": os.environ["SOLAREDGE_API_KEY"]}
    for i in range(attempts):
        try:
            r = requests.get(BASE + path, params=params, timeout=15)
            if r.status_code == 429 and i < attempts - 1:
                time.sleep(2 ** i)
                continue
            r.raise_for_status()
            return r.json()
        except requests.RequestException as exc:
            if i == attempts - 1:
                raise SystemExit(f"SolarEdge API failed after {attempts} attempts: {exc}")
            time.sleep(2 ** i)
    raise SystemExit("SolarEdge API rate limit not lifted")


def month_energy(site, year, month):
    last = calendar.monthrange(year, month)[1]
    data = get(f"/site/{site}/energy", {"timeUnit": "DAY", "startDate": f"{year}-{month:02d}-01",
                                        "endDate": f"{year}-{month:02d}-{last}"})
    try:
        values = data["energy"]["values"]
    except (KeyError, TypeError):
        raise SystemExit(f"unexpected API response for site {site}")
    return [(v["date"][:10], (v.get("value") or 0) / 1000) for v in values]


def main():
    site = sys.argv[1]
    if not site.isdigit():
        raise SystemExit("site id must be numeric")
    try:
        year, month = (int(x) for x in sys.argv[2].split("-"))
    except ValueError:
        raise SystemExit("month must look like 2026-05")
    now = month_energy(site, year, month)
    before = month_energy(site, year - 1, month)
    total, prev = sum(k for _, k in now), sum(k for _, k in before)
    for day, kwh in now:
        print(f"{day}: {kwh:.1f} kWh")
    change = (total - prev) / prev * 100 if prev else 0
    print(f"total {total:.0f} kWh ({change:+.1f}% vs {year - 1})")


if __name__ == "__main__":
    main()
