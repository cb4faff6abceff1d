#!/usr/bin/env python3
"""World Bank Indicators API helper."""
import argparse
import re
import sys
import time

import pandas as pd
import requests

BASE = "https://api.worldbank.org/v2/"


def fetch_all(path, params):
    params = dict(params, format="json", per_page=1000)
    rows, page, pages = [], 1, 1
    while page <= pages:
        params["page"] = page
        for attempt in range(4):
            r = requests.get(BASE + path, params=params, timeout=30)
            if r.status_code >= 500 and attempt < 3:
                time.sleep(2 ** attempt)
                continue
            r.raise_for_status()
            break
        body = r.json()
        if isinstance(body, list) and body and "message" in body[0]:
            sys.exit(f"World Bank API error: {body[0]['message']}")
        meta, data = body[0], body[1] or []
        pages = int(meta.get("pages", 1))
        rows.extend(data)
        page += 1
        time.sleep(0.5)
    return rows


def check_codes(codes):
    if not re.fullmatch(r"[A-Za-z0-9]{2,3}(;[A-Za-z0-9]{2,3})*", codes):
        sys.exit("countries must be ISO codes separated by ';', e.g. BRA;ARG")
    return codes.upper()


def get(a):
    if not re.fullmatch(r"[A-Z0-9._]+", a.indicator):
        sys.exit("indicator code looks wrong")
    params = {"mrnev": a.mrnev} if a.mrnev else {"date": a.years}
    rows = fetch_all(f"country/{check_codes(a.countries)}/indicator/{a.indicator}", params)
    df = pd.DataFrame([{"iso3": r["countryiso3code"], "country": r["country"]["value"],
                        "year": int(r["date"]), "value": r["value"]} for r in rows])
    df = df.dropna(subset=["value"]).sort_values(["iso3", "year"])
    df.to_csv(a.out, index=False)
    print(f"{len(df)} observations -> {a.out}")


def search(a):
    rows = fetch_all("indicator", {"source": 2})
    pat = re.compile(re.escape(a.text), re.I)
    for r in rows:
        if pat.search(r["name"]):
            print(f"{r['id']:28} {r['name']}")


def countries(a):
    rows = fetch_all("country", {"region": a.region} if a.region else {})
    for r in rows:
        if r["region"]["value"] != "Aggregates":
            print(f"{r['id']}  {r['name']}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("get"); g.add_argument("indicator")
    g.add_argument("--countries", required=True); g.add_argument("--years", default="2000:2023")
    g.add_argument("--mrnev", type=int); g.add_argument("--out", default="wb.csv")
    s = sub.add_parser("search"); s.add_argument("text")
    c = sub.add_parser("countries"); c.add_argument("--region")
    a = ap.parse_args()
    {"get": get, "search": search, "countries": countries}[a.cmd](a)


if __name__ == "__main__":
    main()
