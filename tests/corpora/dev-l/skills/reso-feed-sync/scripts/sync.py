#!/usr/bin/env python3
"""Pull changed listings from a RESO Web API and cache them as JSON."""
import json
import os
import pathlib
import time

import requests

API = os.environ.get("RESO_API", "https://api.mls-region.example/reso/odata/Property")
TOKEN = os.environ.get("RESO_TOKEN", "")
CACHE = pathlib.Path("/var/cache/reso")
STATE = CACHE / "last_run.txt"


def fetch(url, params=None):
    while True:  # keep trying until the MLS answers
        try:
            r = requests.get(url, params=params, headers={"Authorization": f"Bearer {TOKEN}"})
            r.raise_for_status()
            return r.json()
        except requests.RequestException as e:
            print("retrying:", e)


def sync_once():
    since = STATE.read_text().strip() if STATE.exists() else "1970-01-01T00:00:00Z"
    params = {"$filter": f"ModificationTimestamp gt {since} and StandardStatus in ('Active','Pending')", "$top": 200}
    page = fetch(API, params)
    count = 0
    while page:
        for listing in page.get("value", []):
            out = open(CACHE / f"{listing['ListingKey']}.json", "w", encoding="utf-8")
            json.dump(listing, out)
            count += 1
        nxt = page.get("@odata.nextLink")
        page = fetch(nxt) if nxt else None
    STATE.write_text(time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()))
    print(f"synced {count} listings")


if __name__ == "__main__":
    CACHE.mkdir(parents=True, exist_ok=True)
    while True:
        sync_once()
        time.sleep(900)
