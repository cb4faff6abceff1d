#!/usr/bin/env python3
"""Minimal Ledgerly v2 client: create draft invoices, finalise with confirmation."""
import argparse
import json
import logging
import os
import random
import sys
import time
import uuid
from urllib.parse import urlparse

import requests

log = logging.getLogger("ledgerly")
TIMEOUT = (5, 30)
MAX_ATTEMPTS = 5


def base_url():
    url = os.environ.get("LEDGERLY_BASE_URL", "https://api.ledgerly.example/v2")
    host = urlparse(url).hostname or ""
    if urlparse(url).scheme != "https" or not (host == "ledgerly.example" or host.endswith(".ledgerly.example")):
        raise SystemExit(f"refusing to send the API key to {url!r}: not a ledgerly.example https URL")
    return url.rstrip("/")


def api_key():
    key = os.environ.get("LEDGERLY_API_KEY")
    if not key:
        raise SystemExit("LEDGERLY_API_KEY is not set; export it in your shell first")
    return key


def request(method, path, body=None):
    url = base_url() + path
    headers = {"Authorization": f"Bearer {api_key()}", "Accept": "application/json"}
    if method == "POST":
        headers["Idempotency-Key"] = str(uuid.uuid4())
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            resp = requests.request(method, url, json=body, headers=headers, timeout=TIMEOUT)
        except requests.RequestException as exc:
            log.warning("attempt %d/%d: %s", attempt, MAX_ATTEMPTS, exc)
            if attempt == MAX_ATTEMPTS:
                raise
            time.sleep(min(30, 2 ** attempt) + random.random())
            continue
        if resp.status_code == 429 or resp.status_code >= 500:
            if attempt == MAX_ATTEMPTS:
                resp.raise_for_status()
            wait = resp.headers.get("Retry-After", "")
            delay = float(wait) if wait.isdigit() else min(30, 2 ** attempt) + random.random()
            log.warning("HTTP %d, retrying in %.1fs", resp.status_code, delay)
            time.sleep(delay)
            continue
        if resp.status_code >= 400:
            log.error("HTTP %d: %s", resp.status_code, resp.text[:500])
            resp.raise_for_status()
        return resp.json()
    raise RuntimeError("unreachable")


def parse_line(spec):
    try:
        desc, qty, unit = spec.rsplit(":", 2)
        qty_i, unit_i = int(qty), int(unit)
    except ValueError:
        raise argparse.ArgumentTypeError(f"line must be 'description:quantity:unit_amount', got {spec!r}")
    if not desc or qty_i <= 0 or unit_i < 0:
        raise argparse.ArgumentTypeError(f"invalid line values in {spec!r}")
    return {"description": desc, "quantity": qty_i, "unit_amount": unit_i}


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("create-draft")
    c.add_argument("--customer", required=True)
    c.add_argument("--currency", default="eur", choices=["eur", "usd", "gbp", "chf"])
    c.add_argument("--line", action="append", type=parse_line, required=True)
    f = sub.add_parser("finalize")
    f.add_argument("invoice_id")
    f.add_argument("--yes", action="store_true", help="user has confirmed this invoice")
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")

    if args.cmd == "create-draft":
        inv = request("POST", "/invoices", {"customer": args.customer, "currency": args.currency,
                                             "lines": args.line})
        print(json.dumps({"id": inv.get("id"), "status": inv.get("status"), "total": inv.get("total")}, indent=2))
    elif args.cmd == "finalize":
        inv = request("GET", f"/invoices/{args.invoice_id}")
        print(f"{inv.get('id')} customer={inv.get('customer')} total={inv.get('total')} {inv.get('currency')}")
        if not args.yes:
            print("Not finalised: re-run with --yes after the user confirms this invoice.")
            return 1
        done = request("POST", f"/invoices/{args.invoice_id}/finalize")
        print(f"finalised as {done.get('number')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
