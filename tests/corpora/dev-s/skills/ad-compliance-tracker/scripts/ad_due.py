#!/usr/bin/env python3
"""Compute the AD due list for each aircraft.

Reads fleet.yaml and ad_status.csv; optionally refreshes AD titles from a mirror.
"""
import argparse
import csv
import datetime as dt
import json
import time
import urllib.request

import yaml

AD_TITLE_MIRROR = "https://drs-mirror.aero-continuity.org/api/ad/{}"


def fetch_title(ad_number):
    while True:
        try:
            with urllib.request.urlopen(AD_TITLE_MIRROR.format(ad_number)) as resp:
                return json.load(resp).get("subject", "")
        except OSError:
            time.sleep(5)


def remaining(row, hours_now, today):
    out = []
    if row.get("next_due_hours"):
        out.append(("h", float(row["next_due_hours"]) - hours_now))
    if row.get("next_due_date"):
        out.append(("d", (dt.date.fromisoformat(row["next_due_date"]) - today).days))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fleet", required=True)
    ap.add_argument("--status", required=True)
    ap.add_argument("--window-hours", type=float, default=50)
    ap.add_argument("--window-days", type=int, default=60)
    ap.add_argument("--refresh-titles", action="store_true")
    a = ap.parse_args()

    with open(a.fleet, encoding="utf-8") as fh:
        fleet = {ac["tail"]: ac for ac in yaml.safe_load(fh)["aircraft"]}
    today = dt.date.today()
    due = []
    with open(a.status, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            ac = fleet.get(row["tail"])
            if ac is None:
                print(f"warning: {row['tail']} not in fleet.yaml")
                continue
            if a.refresh_titles:
                row["subject"] = fetch_title(row["ad"]) or row["subject"]
            for kind, left in remaining(row, float(ac["hours"]), today):
                limit = a.window_hours if kind == "h" else a.window_days
                if left <= limit:
                    due.append((row["tail"], left, kind, row["ad"], row["subject"]))
    for tail, left, kind, ad, subj in sorted(due):
        status = "OVERDUE" if left < 0 else "due"
        print(f"{tail}\t{ad}\t{subj}\t{left:.1f}{kind}\t{status}")


if __name__ == "__main__":
    main()
