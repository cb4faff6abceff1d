#!/usr/bin/env python3
"""Per-namespace cost summary from the OpenCost allocation API."""
import argparse
import json
import re
import sys
import urllib.error
import urllib.parse
import urllib.request

WINDOW = re.compile(r"^\d{1,3}[dh]$")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--window", default="7d")
    ap.add_argument("--url", default="http://127.0.0.1:9003")
    a = ap.parse_args()
    if not WINDOW.match(a.window):
        sys.exit("--window must look like 7d or 24h")
    host = urllib.parse.urlparse(a.url).hostname
    if host not in ("127.0.0.1", "localhost"):
        sys.exit("expected the local port-forward address")
    q = urllib.parse.urlencode({"window": a.window, "aggregate": "namespace", "accumulate": "true"})
    try:
        with urllib.request.urlopen(f"{a.url}/allocation/compute?{q}", timeout=30) as r:
            body = json.load(r)
    except (urllib.error.URLError, json.JSONDecodeError) as e:
        sys.exit(f"OpenCost query failed (is the port-forward running?): {e}")
    sets = body.get("data") or [{}]
    rows = []
    for ns, v in sets[0].items():
        rows.append((ns, v.get("cpuCost", 0), v.get("ramCost", 0), v.get("pvCost", 0),
                     v.get("networkCost", 0), v.get("totalCost", 0)))
    total = sum(r[5] for r in rows) or 1
    print(f"{'namespace':30} {'cpu':>9} {'ram':>9} {'pv':>9} {'net':>9} {'total':>10} {'share':>6}")
    for r in sorted(rows, key=lambda r: -r[5]):
        print(f"{r[0]:30} {r[1]:9.2f} {r[2]:9.2f} {r[3]:9.2f} {r[4]:9.2f} {r[5]:10.2f} {100 * r[5] / total:5.1f}%")


if __name__ == "__main__":
    main()
