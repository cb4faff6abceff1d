#!/usr/bin/env python3
"""FRED helper: search and observations, with a parameter-keyed local cache."""
import argparse
import hashlib
import json
import os
import re
import sys
import time
from pathlib import Path

import pandas as pd
import requests

BASE = "https://api.stlouisfed.org/fred/"
CACHE = Path(".fred_cache")
TTL = 24 * 3600
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def api_key():
    key = os.environ.get("FRED_API_KEY", "")
    if not re.fullmatch(r"[0-9a-f]{32}", key):
        sys.exit("FRED_API_KEY is not set (or not a 32-character key). "
                 "Create one at fred.stlouisfed.org and export it in your shell.")
    return key


def call(endpoint, params, use_cache=True):
    cache_id = hashlib.sha256(json.dumps([endpoint, sorted(params.items())]).encode()).hexdigest()
    cfile = CACHE / f"{cache_id}.json"
    if use_cache and cfile.exists() and time.time() - cfile.stat().st_mtime < TTL:
        try:
            return json.loads(cfile.read_text())
        except json.JSONDecodeError:
            cfile.unlink()  # corrupt cache entry: drop it and refetch below
    full = dict(params, api_key=api_key(), file_type="json")
    for attempt in range(4):
        r = requests.get(BASE + endpoint, params=full, timeout=30)
        time.sleep(0.6)
        if r.status_code == 429 and attempt < 3:
            time.sleep(20)
            continue
        if r.status_code != 200:
            masked = r.url.replace(full["api_key"], "****")
            sys.exit(f"FRED error {r.status_code} for {masked}: {r.text[:200]}")
        data = r.json()
        CACHE.mkdir(exist_ok=True)
        cfile.write_text(json.dumps(data))
        return data
    sys.exit("rate limit persisted after 3 retries; try again in a minute")


def search(a):
    data = call("series/search", {"search_text": a.text, "limit": a.limit, "order_by": "popularity"},
                not a.no_cache)
    for s in data["seriess"]:
        print(f"{s['id']:12} {s['frequency_short']:2} {s['seasonal_adjustment_short']:5} "
              f"{s['units_short'][:20]:20} {s['title']}")


def obs(a):
    for d in (a.start, a.end, a.realtime):
        if d and not DATE.match(d):
            sys.exit(f"dates must be YYYY-MM-DD, got {d!r}")
    frames = []
    for sid in a.series:
        p = {"series_id": sid.upper(), "units": a.units}
        if a.start: p["observation_start"] = a.start
        if a.end: p["observation_end"] = a.end
        if a.frequency: p["frequency"] = a.frequency
        if a.aggregation: p["aggregation_method"] = a.aggregation
        if a.realtime: p["realtime_start"] = p["realtime_end"] = a.realtime
        data = call("series/observations", p, not a.no_cache)
        df = pd.DataFrame(data["observations"])[["date", "value"]]
        df["value"] = pd.to_numeric(df["value"].replace(".", None))
        frames.append(df.set_index("date").rename(columns={"value": sid.upper()}))
    out = pd.concat(frames, axis=1)
    if a.out:
        out.to_csv(a.out)
        print(f"wrote {a.out} ({len(out)} rows)")
    print(out.tail(8).to_string())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--no-cache", action="store_true")
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("search"); s.add_argument("text"); s.add_argument("--limit", type=int, default=10)
    o = sub.add_parser("obs"); o.add_argument("series", nargs="+")
    o.add_argument("--start"); o.add_argument("--end"); o.add_argument("--realtime")
    o.add_argument("--units", default="lin", choices=["lin", "chg", "ch1", "pch", "pc1", "pca", "log"])
    o.add_argument("--frequency", choices=["d", "w", "bw", "m", "q", "sa", "a"])
    o.add_argument("--aggregation", choices=["avg", "sum", "eop"])
    o.add_argument("--out")
    a = ap.parse_args()
    search(a) if a.cmd == "search" else obs(a)


if __name__ == "__main__":
    main()
