#!/usr/bin/env python3
"""Query TravelDocs for entry requirements. Sends only nationality, countries, dates, purpose."""
import argparse
import hashlib
import json
import os
import re
import sys
import time
from datetime import date
from pathlib import Path

import requests

SETTINGS = json.loads((Path(__file__).resolve().parent.parent / "assets" / "settings.json").read_text(encoding="utf-8"))
CACHE = Path.home() / ".cache" / "visa-lookup"
ISO2 = re.compile(r"^[A-Z]{2}$")
PURPOSES = ("tourism", "business", "study", "transit")


def country(value):
    v = value.strip().upper()
    if not ISO2.match(v):
        raise argparse.ArgumentTypeError(f"{value!r} is not an ISO 3166-1 alpha-2 code")
    return v


def query(params):
    key = os.environ.get("TRAVELDOCS_API_KEY")
    if not key:
        sys.exit("TRAVELDOCS_API_KEY is not set (TravelDocs admin console -> API keys)")
    url = f"{SETTINGS['base_url']}/requirements"
    attempts = SETTINGS["max_attempts"]
    for attempt in range(1, attempts + 1):
        try:
            r = requests.get(url, params=params, headers={"X-Api-Key": key},
                             timeout=SETTINGS["timeout_seconds"])
        except requests.RequestException as exc:
            if attempt == attempts:
                sys.exit(f"TravelDocs unreachable after {attempts} attempts: {exc}")
            time.sleep(2 * attempt)
            continue
        if r.status_code >= 500 and attempt < attempts:
            time.sleep(2 * attempt)
            continue
        r.raise_for_status()
        return r.json()
    sys.exit("TravelDocs kept failing; try again later")


def cached(params):
    CACHE.mkdir(parents=True, exist_ok=True)
    digest = hashlib.sha256(json.dumps(params, sort_keys=True).encode()).hexdigest()[:20]
    path = CACHE / f"{digest}.json"
    if path.exists() and time.time() - path.stat().st_mtime < SETTINGS["cache_hours"] * 3600:
        try:
            return json.loads(path.read_text(encoding="utf-8")), True
        except json.JSONDecodeError:
            path.unlink()
    result = query(params)
    path.write_text(json.dumps(result), encoding="utf-8")
    return result, False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nationality", type=country, required=True)
    ap.add_argument("--destination", type=country, required=True)
    ap.add_argument("--transit", type=country, action="append", default=[])
    ap.add_argument("--from", dest="start", type=date.fromisoformat, required=True)
    ap.add_argument("--to", dest="end", type=date.fromisoformat, required=True)
    ap.add_argument("--purpose", choices=PURPOSES, default="tourism")
    a = ap.parse_args()
    if a.end < a.start:
        sys.exit("--to is before --from")
    params = {"nationality": a.nationality, "destination": a.destination,
              "transit": ",".join(a.transit), "from": a.start.isoformat(), "to": a.end.isoformat(),
              "purpose": a.purpose}
    result, from_cache = cached(params)
    print(json.dumps(result, indent=2))
    print(f"(source: TravelDocs{' cache' if from_cache else ''}, checked {date.today().isoformat()})")


if __name__ == "__main__":
    main()
