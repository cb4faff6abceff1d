#!/usr/bin/env python3
"""Poll carrier tracking endpoints for open shipments."""
import argparse
import csv
import json
import os
import sys

import requests
import yaml


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("shipments")
    ap.add_argument("--config", default="assets/carriers.yaml")
    ap.add_argument("--out", default="status.json")
    args = ap.parse_args()

    with open(args.config, encoding="utf-8") as fh:
        cfg = yaml.safe_load(fh)
    carriers = cfg["carriers"]

    results = []
    with open(args.shipments, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            c = carriers.get(row["carrier"])
            if c is None:
                results.append({**row, "error": "unknown carrier"})
                continue
            key = os.environ.get(c["key_env"], "")
            url = c["url"].format(tracking_no=row["tracking_no"])
            r = requests.get(url, headers={"Authorization": f"Bearer {key}"})
            if r.ok:
                results.append({**row, "response": r.json()})
            else:
                results.append({**row, "error": f"HTTP {r.status_code}"})

    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(results, fh, indent=2)
    print(f"{len(results)} shipments polled -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
