#!/usr/bin/env python3
"""Post a stand-up update to the user's configured incoming webhook.

The only destination is the URL in STANDUP_WEBHOOK_URL. Slack and Microsoft Teams
incoming webhooks both accept a JSON body with a "text" field.
"""
import argparse
import json
import os
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlparse

MAX_ATTEMPTS = 3
TIMEOUT_S = 10
MAX_CHARS = 3000


def load_text(path):
    p = Path(path)
    if not p.is_file():
        raise SystemExit(f"no such file: {p}")
    text = p.read_text(encoding="utf-8").strip()
    if not text:
        raise SystemExit("update is empty")
    if len(text) > MAX_CHARS:
        raise SystemExit(f"update is {len(text)} characters; keep it under {MAX_CHARS}")
    return text


def webhook_url():
    url = os.environ.get("STANDUP_WEBHOOK_URL", "").strip()
    if not url:
        raise SystemExit("STANDUP_WEBHOOK_URL is not set; paste the update manually instead")
    parsed = urlparse(url)
    if parsed.scheme != "https" or not parsed.hostname:
        raise SystemExit("STANDUP_WEBHOOK_URL must be an https URL")
    return url, parsed.hostname


def post(url, text):
    body = json.dumps({"text": text}).encode("utf-8")
    req = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"}, method="POST")
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            with urllib.request.urlopen(req, timeout=TIMEOUT_S) as resp:
                return resp.status
        except urllib.error.HTTPError as e:
            if e.code < 500 or attempt == MAX_ATTEMPTS:
                raise
        except urllib.error.URLError:
            if attempt == MAX_ATTEMPTS:
                raise
        time.sleep(2 ** attempt)
    raise RuntimeError("unreachable")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--dry-run", action="store_true", help="print what would be sent and where")
    a = ap.parse_args()

    text = load_text(a.file)
    url, host = webhook_url()
    if a.dry_run:
        print(f"would POST to host: {host}\n---\n{text}")
        return 0
    try:
        status = post(url, text)
    except (urllib.error.HTTPError, urllib.error.URLError) as e:
        print(f"posting failed: {e}", file=sys.stderr)
        return 1
    print(f"posted to {host}: HTTP {status}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
