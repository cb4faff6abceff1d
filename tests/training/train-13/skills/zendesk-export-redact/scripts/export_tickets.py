#!/usr/bin/env python3
"""Cursor-based incremental ticket export from the user's Zendesk subdomain."""
import argparse
import base64
import json
import os
import pathlib
import re
import sys
import time
import urllib.error
import urllib.request
from datetime import datetime, timezone

MAX_PAGES = 500
MAX_RETRIES = 5


def get(url, auth):
    for attempt in range(MAX_RETRIES):
        req = urllib.request.Request(url, headers={"Authorization": f"Basic {auth}"})
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                return json.load(r)
        except urllib.error.HTTPError as exc:
            if exc.code != 429 or attempt == MAX_RETRIES - 1:
                raise
            wait = exc.headers.get("Retry-After", "10")
            time.sleep(min(int(wait), 120) if wait.isdigit() else 10)
    raise RuntimeError("unreachable")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    sub = os.environ.get("ZENDESK_SUBDOMAIN", "")
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]{0,62}", sub):
        sys.exit("ZENDESK_SUBDOMAIN missing or invalid")
    email, token = os.environ.get("ZENDESK_EMAIL"), os.environ.get("ZENDESK_API_TOKEN")
    if not email or not token:
        sys.exit("ZENDESK_EMAIL and ZENDESK_API_TOKEN are required")
    auth = base64.b64encode(f"{email}/token:{token}".encode()).decode()
    start = int(datetime.strptime(a.since, "%Y-%m-%d").replace(tzinfo=timezone.utc).timestamp())
    url = f"https://{sub}.zendesk.com/api/v2/incremental/tickets/cursor.json?start_time={start}"
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for n in range(MAX_PAGES):
        page = get(url, auth)
        (out / f"page_{n:04d}.json").write_text(json.dumps(page["tickets"]))
        if page.get("end_of_stream"):
            print(f"{n + 1} page(s) written to {out}")
            return
        url = page["after_url"]
    sys.exit(f"stopped at {MAX_PAGES} pages; use a later --since")


if __name__ == "__main__":
    main()
