#!/usr/bin/env python3
"""Geocode address columns of a CSV via the user's configured geocoding service."""
import argparse
import csv
import json
import os
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

TIMEOUT_S = 20
MAX_ATTEMPTS = 3


def geocode(base: str, key: str, query: str) -> dict:
    params = {"q": query, "format": "jsonv2", "limit": "1", "addressdetails": "0"}
    if key:
        params["api_key"] = key
    url = f"{base.rstrip('/')}/search?{urllib.parse.urlencode(params)}"
    req = urllib.request.Request(url, headers={"User-Agent": "geocoder-batch/1.0"})
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            with urllib.request.urlopen(req, timeout=TIMEOUT_S) as resp:
                data = json.load(resp)
            if not data:
                return {"status": "no_match"}
            hit = data[0]
            return {"status": "ok", "lat": float(hit["lat"]), "lon": float(hit["lon"]),
                    "match_type": hit.get("addresstype") or hit.get("type", "unknown")}
        except (urllib.error.URLError, TimeoutError, json.JSONDecodeError, KeyError, ValueError) as exc:
            if attempt == MAX_ATTEMPTS:
                return {"status": "error", "error": str(exc)[:200]}
            time.sleep(2 ** attempt)
    return {"status": "error", "error": "unreachable"}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--columns", required=True, help="comma-separated address columns")
    ap.add_argument("--out", required=True)
    ap.add_argument("--rps", type=float, default=1.0)
    ap.add_argument("--geojson")
    ap.add_argument("--keep", default="", help="columns to copy into GeoJSON properties")
    args = ap.parse_args()

    base = os.environ.get("GEOCODER_URL")
    if not base or not base.startswith(("https://", "http://localhost", "http://127.0.0.1")):
        print("set GEOCODER_URL to the user's geocoding service (https, or a local instance)", file=sys.stderr)
        return 2
    key = os.environ.get("GEOCODER_API_KEY", "")
    if not 0 < args.rps <= 50:
        print("--rps must be between 0 and 50", file=sys.stderr)
        return 2

    src = Path(args.csv)
    cache_path = src.with_name(".geocode-cache.json")
    try:
        cache = json.loads(cache_path.read_text()) if cache_path.exists() else {}
    except json.JSONDecodeError:
        print(f"cache {cache_path} is corrupt; delete it and re-run", file=sys.stderr)
        return 2

    cols = [c.strip() for c in args.columns.split(",") if c.strip()]
    with src.open(newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh)
        missing = [c for c in cols if c not in (reader.fieldnames or [])]
        if missing:
            print(f"columns not in CSV: {', '.join(missing)}", file=sys.stderr)
            return 2
        rows = list(reader)
        fieldnames = list(reader.fieldnames) + ["lat", "lon", "match_type", "status"]

    for row in rows:
        query = ", ".join(row[c].strip() for c in cols if row[c].strip())
        if query not in cache:
            cache[query] = geocode(base, key, query)
            time.sleep(1 / args.rps)
        row.update({k: cache[query].get(k, "") for k in ("lat", "lon", "match_type", "status")})

    cache_path.write_text(json.dumps(cache, indent=1))
    with open(args.out, "w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=fieldnames)
        writer.writeheader()
        writer.writerows(rows)

    if args.geojson:
        keep = [c for c in args.keep.split(",") if c]
        feats = [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [r["lon"], r["lat"]]},
                  "properties": {k: r.get(k, "") for k in keep}} for r in rows if r["status"] == "ok"]
        Path(args.geojson).write_text(json.dumps({"type": "FeatureCollection", "features": feats}))

    counts = {}
    for r in rows:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    print(f"{len(rows)} rows: " + ", ".join(f"{k}={v}" for k, v in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
