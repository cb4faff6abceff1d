#!/usr/bin/env python3
"""Export campaign metrics from the user's ad/email accounts into one CSV."""
import argparse
import csv
import datetime as dt
import os
import sys

import requests

TIMEOUT = 30
SOURCES = {
    "ads_a": ("https://reporting.ads-a.example/v3/campaigns/daily", "ADS_A_TOKEN"),
    "ads_b": ("https://api.ads-b.example/reports/campaigns", "ADS_B_TOKEN"),
    "email": ("https://api.mailwell.example/v2/campaigns/stats", "EMAIL_TOOL_KEY"),
}
COLUMNS = ["date", "source", "campaign", "currency", "spend", "impressions", "clicks",
           "conversions", "revenue", "cpa", "roas"]


def num(value, field="value"):
    if value in (None, ""):
        return 0.0
    try:
        return float(value)
    except (TypeError, ValueError):
        sys.exit(f"non-numeric {field} {value!r} in source data; check the platform export")


def fetch(source, start, end):
    url, env = SOURCES[source]
    token = os.environ.get(env)
    if not token:
        sys.exit(f"{env} is not set (needed for {source})")
    rows, cursor = [], None
    for _ in range(100):
        params = {"from": start, "to": end}
        if cursor:
            params["cursor"] = cursor
        r = requests.get(url, params=params, headers={"Authorization": f"Bearer {token}"}, timeout=TIMEOUT)
        r.raise_for_status()
        data = r.json()
        rows.extend(data.get("rows", []))
        cursor = data.get("next_cursor")
        if not cursor:
            return rows
    sys.exit(f"{source}: more than 100 pages; narrow the date range")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="start", required=True)
    ap.add_argument("--to", dest="end", required=True)
    ap.add_argument("--sources", required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    try:
        if dt.date.fromisoformat(args.start) > dt.date.fromisoformat(args.end):
            sys.exit("--from is after --to")
    except ValueError:
        sys.exit("dates must be YYYY-MM-DD")
    chosen = [s.strip() for s in args.sources.split(",") if s.strip()]
    unknown = [s for s in chosen if s not in SOURCES]
    if unknown:
        sys.exit(f"unknown sources {unknown}; choose from {sorted(SOURCES)}")

    with open(args.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS)
        w.writeheader()
        count = 0
        for src in chosen:
            for row in fetch(src, args.start, args.end):
                spend, conv, rev = num(row.get("spend")), num(row.get("conversions")), num(row.get("revenue"))
                w.writerow({
                    "date": row.get("date"), "source": src, "campaign": row.get("campaign"),
                    "currency": row.get("currency", ""), "spend": spend,
                    "impressions": int(num(row.get("impressions"))), "clicks": int(num(row.get("clicks"))),
                    "conversions": conv, "revenue": rev,
                    "cpa": round(spend / conv, 2) if conv else "",
                    "roas": round(rev / spend, 2) if spend else "",
                })
                count += 1
    print(f"wrote {count} rows to {args.out}")


if __name__ == "__main__":
    main()
