#!/usr/bin/env python3
"""Fetch OpenCost allocation data through a local port-forward and write a CSV.

Only talks to the OpenCost API on localhost (default http://127.0.0.1:9003).
"""
from __future__ import annotations

import argparse
import csv
import fnmatch
import json
import re
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

WINDOW_RE = re.compile(r"^\d{1,3}[dh]$")
AGGREGATE_RE = re.compile(r"^(namespace|controller|node|label:[A-Za-z0-9_.\-/]{1,63})$")
MAX_ATTEMPTS = 3
TIMEOUT_S = 20


def fetch_allocations(base_url: str, window: str, aggregate: str) -> dict:
    query = urllib.parse.urlencode({"window": window, "aggregate": aggregate, "accumulate": "true"})
    url = f"{base_url.rstrip('/')}/allocation/compute?{query}"
    last_error: Exception | None = None
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            with urllib.request.urlopen(url, timeout=TIMEOUT_S) as resp:
                return json.load(resp)
        except (urllib.error.URLError, TimeoutError, json.JSONDecodeError) as exc:
            last_error = exc
            if attempt < MAX_ATTEMPTS:
                time.sleep(2 ** attempt)
    raise RuntimeError(f"OpenCost request failed after {MAX_ATTEMPTS} attempts: {last_error}")


def rows_from_payload(payload: dict, ns_filter: str | None) -> list[dict]:
    if payload.get("code") != 200 or not isinstance(payload.get("data"), list):
        raise ValueError(f"unexpected OpenCost response: code={payload.get('code')!r}")
    rows = []
    for window in payload["data"]:
        if not isinstance(window, dict):
            continue
        for name, alloc in window.items():
            if not isinstance(alloc, dict):
                continue
            if ns_filter and not fnmatch.fnmatch(name, ns_filter):
                continue
            rows.append({
                "name": name,
                "cpu_cost": round(float(alloc.get("cpuCost", 0) or 0), 4),
                "ram_cost": round(float(alloc.get("ramCost", 0) or 0), 4),
                "pv_cost": round(float(alloc.get("pvCost", 0) or 0), 4),
                "network_cost": round(float(alloc.get("networkCost", 0) or 0), 4),
                "total_cost": round(float(alloc.get("totalCost", 0) or 0), 4),
            })
    rows.sort(key=lambda r: r["total_cost"], reverse=True)
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--base-url", default="http://127.0.0.1:9003")
    ap.add_argument("--window", default="7d")
    ap.add_argument("--aggregate", default="namespace")
    ap.add_argument("--filter-namespace")
    ap.add_argument("--out", type=Path, default=Path("build/allocations.csv"))
    args = ap.parse_args()

    if not WINDOW_RE.match(args.window):
        print(f"error: --window must look like 7d or 24h, got {args.window!r}", file=sys.stderr)
        return 2
    if not AGGREGATE_RE.match(args.aggregate):
        print(f"error: unsupported --aggregate {args.aggregate!r}", file=sys.stderr)
        return 2
    host = urllib.parse.urlparse(args.base_url).hostname
    if host not in {"127.0.0.1", "localhost"}:
        print("error: --base-url must point at the local port-forward", file=sys.stderr)
        return 2

    try:
        payload = fetch_allocations(args.base_url, args.window, args.aggregate)
        rows = rows_from_payload(payload, args.filter_namespace)
    except (RuntimeError, ValueError, TypeError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1

    args.out.parent.mkdir(parents=True, exist_ok=True)
    fields = ["name", "cpu_cost", "ram_cost", "pv_cost", "network_cost", "total_cost"]
    with args.out.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=fields)
        writer.writeheader()
        writer.writerows(rows)
    print(f"wrote {len(rows)} rows to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
