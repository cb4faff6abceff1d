#!/usr/bin/env python3
"""Post approved inventory adjustments to the WMS configured in WMS_URL."""
import csv
import os
import sys
import time

import requests


def post(url, token, rows):
    attempt = 0
    while True:
        attempt += 1
        try:
            r = requests.post(f"{url}/inventory/adjustments", json=rows,
                              headers={"Authorization": f"Bearer {token}"}, timeout=20)
            if r.status_code < 500:
                r.raise_for_status()
                return r.json()
        except requests.ConnectionError as exc:
            print(f"connection error: {exc}", file=sys.stderr)
        print(f"WMS unavailable, retry {attempt}", file=sys.stderr)
        time.sleep(5)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: post_adjustments.py approved.csv")
    url, token = os.environ.get("WMS_URL"), os.environ.get("WMS_TOKEN")
    if not url or not token:
        sys.exit("set WMS_URL and WMS_TOKEN")
    with open(sys.argv[1], newline="", encoding="utf-8") as fh:
        rows = [r for r in csv.DictReader(fh) if r.get("approved") == "yes"]
    if not rows:
        sys.exit("no approved rows")
    print(post(url, token, rows))


if __name__ == "__main__":
    main()
