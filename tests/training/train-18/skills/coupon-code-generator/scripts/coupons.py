#!/usr/bin/env python3
"""Generate coupon codes; optionally create them in the merchant's store."""
import argparse
import csv
import os
import secrets
import sys
from datetime import date

import requests

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
MAX_BATCH = 100_000
MAX_ATTEMPTS = 3


def generate(args):
    if not 1 <= args.count <= MAX_BATCH:
        sys.exit(f"--count must be 1..{MAX_BATCH}")
    if not 6 <= args.length <= 16:
        sys.exit("--length must be 6..16")
    codes = set()
    while len(codes) < args.count:
        codes.add(args.prefix.upper() + "".join(secrets.choice(ALPHABET) for _ in range(args.length)))
    with open(args.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["code"])
        for c in sorted(codes):
            w.writerow([c])
    print(f"{len(codes)} codes -> {args.out}")


def create(session, base, code, body):
    last = None
    for _ in range(MAX_ATTEMPTS):
        try:
            r = session.post(f"{base}/discounts", json={**body, "code": code}, timeout=15)
        except requests.RequestException as exc:
            last = str(exc)
            continue
        if r.status_code in (200, 201):
            return "created", ""
        if r.status_code < 500:
            return "rejected", f"HTTP {r.status_code}: {r.text[:120]}"
        last = f"HTTP {r.status_code}"
    return "failed", last or "unknown error"


def push(args):
    try:
        start, end = date.fromisoformat(args.starts), date.fromisoformat(args.ends)
    except ValueError:
        sys.exit("--starts/--ends must be YYYY-MM-DD")
    if end < start or not 0 < args.discount <= 90:
        sys.exit("check dates and --discount (1-90)")
    with open(args.codes, newline="", encoding="utf-8") as fh:
        codes = [row["code"] for row in csv.DictReader(fh) if row.get("code")]
    body = {"percent_off": args.discount, "starts_at": start.isoformat(),
            "ends_at": end.isoformat(), "usage_limit": args.usage_limit}
    print(f"{len(codes)} codes, {args.discount}% off, {start}..{end}, limit {args.usage_limit} per code")
    if args.dry_run:
        print("dry run: nothing sent")
        return
    base = os.environ.get("SHOP_API_URL", "").rstrip("/")
    key = os.environ.get("SHOP_API_KEY", "")
    if not base or not key:
        sys.exit("set SHOP_API_URL and SHOP_API_KEY")
    results = {"created": 0, "rejected": 0, "failed": 0}
    with requests.Session() as s:
        s.headers["X-Shop-Key"] = key
        for code in codes:
            status, why = create(s, base, code, body)
            results[status] += 1
            if why:
                print(f"{code}: {status} {why}")
    print(", ".join(f"{k} {v}" for k, v in results.items()))
    if results["failed"] or results["rejected"]:
        sys.exit(1)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("generate")
    g.add_argument("--count", type=int, required=True)
    g.add_argument("--prefix", default="")
    g.add_argument("--length", type=int, default=8)
    g.add_argument("--out", default="codes.csv")
    p = sub.add_parser("push")
    p.add_argument("codes")
    p.add_argument("--discount", type=int, required=True)
    p.add_argument("--starts", required=True)
    p.add_argument("--ends", required=True)
    p.add_argument("--usage-limit", type=int, default=1)
    p.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    generate(args) if args.cmd == "generate" else push(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
