#!/usr/bin/env python3
"""List Stripe payouts in a date range and write a CSV."""
import argparse
import csv
import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request
from datetime import datetime, timezone

API = "https://api.stripe.com/v1/payouts"
MAX_PAGES = 200


def day(s):
    try:
        return datetime.strptime(s, "%Y-%m-%d").replace(tzinfo=timezone.utc)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected YYYY-MM-DD, got {s!r}")


def fetch(key, start, end):
    params = {"created[gte]": int(start.timestamp()), "created[lte]": int(end.timestamp()), "limit": 100}
    for _ in range(MAX_PAGES):
        req = urllib.request.Request(API + "?" + urllib.parse.urlencode(params),
                                     headers={"Authorization": f"Bearer {key}"})
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                page = json.load(r)
        except urllib.error.HTTPError as exc:
            sys.exit(f"Stripe API error {exc.code}: {exc.read().decode(errors='replace')[:300]}")
        yield from page["data"]
        if not page.get("has_more"):
            return
        params["starting_after"] = page["data"][-1]["id"]
    sys.exit(f"stopped after {MAX_PAGES} pages; narrow the date range")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="start", type=day, required=True)
    ap.add_argument("--to", dest="end", type=day, required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    key = os.environ.get("STRIPE_API_KEY")
    if not key:
        sys.exit("set STRIPE_API_KEY (restricted key, payouts read)")
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "amount", "currency", "status", "arrival_date", "failure_code"])
        for p in fetch(key, a.start, a.end):
            w.writerow([p["id"], p["amount"] / 100, p["currency"], p["status"],
                        datetime.fromtimestamp(p["arrival_date"], timezone.utc).date(), p.get("failure_code") or ""])
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
