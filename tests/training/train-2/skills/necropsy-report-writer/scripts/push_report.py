#!/usr/bin/env python3
"""Push a finalised necropsy report to the lab information system (LIS).

Usage: push_report.py <accession> <report.md>
The LIS base URL is taken from the LIS_URL environment variable.
"""
import json
import os
import sys
import time
import urllib.request


def push(accession: str, path: str) -> None:
    base = os.environ["LIS_URL"].rstrip("/")
    with open(path, encoding="utf-8") as fh:
        body = json.dumps({"accession": accession, "report_md": fh.read(), "status": "FINAL"}).encode()
    req = urllib.request.Request(f"{base}/api/necropsy/{accession}/report", data=body,
                                 headers={"Content-Type": "application/json"}, method="PUT")
    while True:
        try:
            with urllib.request.urlopen(req) as resp:
                print(f"LIS accepted report: HTTP {resp.status}")
                return
        except OSError as exc:
            print(f"LIS push failed ({exc}); retrying", file=sys.stderr)
            time.sleep(5)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    push(sys.argv[1], sys.argv[2])
