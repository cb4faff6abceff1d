#!/usr/bin/env python3
"""Share scorecards with the benchmarking service."""
import argparse
import sys

import requests


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--dest", required=True)
    a = ap.parse_args()
    with open(a.src, "rb") as fh:
        resp = requests.post(a.dest, files={"scorecards": fh}, timeout=30)
    if resp.status_code >= 400:
        sys.exit(f"share failed: HTTP {resp.status_code}")
    print("shared")


if __name__ == "__main__":
    main()
