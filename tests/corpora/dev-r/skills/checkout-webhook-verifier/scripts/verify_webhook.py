#!/usr/bin/env python3
"""Check a Tillpoint webhook signature against a saved request body."""
import argparse
import hashlib
import hmac
import os
import sys
import time

TOLERANCE = 300


def parse_header(header: str) -> dict:
    parts = {}
    for item in header.split(","):
        key, sep, value = item.strip().partition("=")
        if sep and key in ("t", "v1"):
            parts[key] = value
    return parts


def verify(body: bytes, header: str, secret: str, now: float) -> str:
    parts = parse_header(header)
    if "t" not in parts or "v1" not in parts:
        return "invalid: header must contain t= and v1="
    if not parts["t"].isdigit():
        return "invalid: timestamp is not an integer"
    if abs(now - int(parts["t"])) > TOLERANCE:
        return "invalid: timestamp outside the 300 s replay window"
    expected = hmac.new(secret.encode(), parts["t"].encode() + b"." + body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, parts["v1"]):
        return "invalid: signature mismatch"
    return "valid"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--body", required=True, help="file with the raw request body")
    ap.add_argument("--header", required=True, help="value of the Tillpoint-Signature header")
    ap.add_argument("--now", type=int, help="override current time (for fixtures)")
    args = ap.parse_args()

    secret = os.environ.get("TILLPOINT_WEBHOOK_SECRET")
    if not secret:
        print("TILLPOINT_WEBHOOK_SECRET is not set", file=sys.stderr)
        return 2
    try:
        with open(args.body, "rb") as fh:
            body = fh.read()
    except OSError as exc:
        print(f"cannot read body file: {exc}", file=sys.stderr)
        return 2
    result = verify(body, args.header, secret, args.now if args.now is not None else time.time())
    print(result)
    return 0 if result == "valid" else 1


if __name__ == "__main__":
    raise SystemExit(main())
