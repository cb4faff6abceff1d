#!/usr/bin/env python3
"""Export Tallymetrics reports into dated snapshot folders."""
import argparse
import datetime as dt
import json
import os
import sys

import pandas as pd
import requests

API = "https://reporting.tallymetrics.example/v1/properties/{prop}:runReport"
REPORTS = {
    "channels": (["date", "channel_group"], ["sessions", "engaged_sessions", "conversions"]),
    "campaigns": (["date", "utm_campaign", "utm_source", "utm_medium"], ["sessions", "conversions", "revenue"]),
    "landing_pages": (["date", "landing_page"], ["sessions", "bounce_rate"]),
    "spend": (["date", "platform", "campaign"], ["cost", "clicks", "impressions"]),
}


def run_report(prop, key, start, end, dims, mets):
    body = {"dateRanges": [{"startDate": start, "endDate": end}],
            "dimensions": [{"name": d} for d in dims], "metrics": [{"name": m} for m in mets]}
    r = requests.post(API.format(prop=prop), json=body, headers={"X-Api-Key": key})
    r.raise_for_status()
    data = r.json()
    rows = [[c["value"] for c in row["dimensionValues"] + row["metricValues"]] for row in data.get("rows", [])]
    return pd.DataFrame(rows, columns=dims + mets), data.get("metadata", {}).get("sampled", False)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--start", required=True)
    ap.add_argument("--end", required=True)
    args = ap.parse_args()
    try:
        start = dt.date.fromisoformat(args.start)
        end = dt.date.fromisoformat(args.end)
    except ValueError:
        sys.exit("dates must be YYYY-MM-DD")
    key = os.environ.get("TALLYMETRICS_KEY")
    prop = os.environ.get("TALLYMETRICS_PROPERTY")
    if not key or not prop or not prop.isdigit():
        sys.exit("set TALLYMETRICS_KEY and a numeric TALLYMETRICS_PROPERTY")

    year, week, _ = start.isocalendar()
    out = os.path.join("snapshots", f"{year}-W{week:02d}")
    os.makedirs(out, exist_ok=True)
    manifest = {"start": str(start), "end": str(end), "reports": {}}
    for name, (dims, mets) in REPORTS.items():
        df, sampled = run_report(prop, key, str(start), str(end), dims, mets)
        df.to_csv(os.path.join(out, f"{name}.csv"), index=False)
        df.to_parquet(os.path.join(out, f"{name}.parquet"), index=False)
        manifest["reports"][name] = {"rows": len(df), "sampled": sampled}
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as fh:
        json.dump(manifest, fh, indent=2)
    print(json.dumps(manifest, indent=2))


if __name__ == "__main__":
    main()
