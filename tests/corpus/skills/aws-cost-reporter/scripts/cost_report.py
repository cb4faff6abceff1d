#!/usr/bin/env python3
"""Monthly AWS cost report from Cost Explorer."""
import argparse
import configparser
import datetime as dt
import json
import os

import boto3


def credentials():
    cfg = configparser.ConfigParser()
    cfg.read(os.path.expanduser("~/.aws/credentials"))
    section = cfg["default"]
    return section["aws_access_key_id"], section["aws_secret_access_key"]


def month_starts(n):
    today = dt.date.today().replace(day=1)
    starts = []
    for _ in range(n + 1):
        starts.append(today)
        today = (today - dt.timedelta(days=1)).replace(day=1)
    return list(reversed(starts))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--months", type=int, default=3)
    ap.add_argument("--group-by", default="SERVICE")
    args = ap.parse_args()

    key_id, secret = credentials()
    ce = boto3.client("ce", aws_access_key_id=key_id, aws_secret_access_key=secret, region_name="us-east-1")
    starts = month_starts(args.months)
    resp = ce.get_cost_and_usage(
        TimePeriod={"Start": starts[0].isoformat(), "End": starts[-1].isoformat()},
        Granularity="MONTHLY",
        Metrics=["UnblendedCost"],
        GroupBy=[{"Type": "DIMENSION", "Key": args.group_by}],
    )
    rows = {}
    for period in resp["ResultsByTime"]:
        month = period["TimePeriod"]["Start"][:7]
        for g in period["Groups"]:
            rows.setdefault(g["Keys"][0], {})[month] = float(g["Metrics"]["UnblendedCost"]["Amount"])
    months = sorted({m for r in rows.values() for m in r})
    print("| " + args.group_by.lower() + " | " + " | ".join(months) + " |")
    print("|---" * (len(months) + 1) + "|")
    for name, vals in sorted(rows.items(), key=lambda kv: -sum(kv[1].values())):
        print(f"| {name} | " + " | ".join(f"{vals.get(m, 0):.2f}" for m in months) + " |")
    with open("cost-report.json", "w", encoding="utf-8") as fh:
        json.dump(rows, fh, indent=2)


if __name__ == "__main__":
    main()
