#!/usr/bin/env python3
"""Register a webhook endpoint with the Tillpoint API (documented endpoint, merchant's own key)."""
import argparse
import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request

API = "https://api.tillpoint.io/v1/webhook_endpoints"
EVENTS = ["payment.succeeded", "payment.failed", "refund.created"]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True, help="public HTTPS URL of the webhook route")
    args = ap.parse_args()

    parsed = urllib.parse.urlparse(args.url)
    if parsed.scheme != "https" or not parsed.netloc:
        print("endpoint URL must be an absolute https:// URL", file=sys.stderr)
        return 2
    key = os.environ.get("TILLPOINT_API_KEY")
    if not key:
        print("TILLPOINT_API_KEY is not set", file=sys.stderr)
        return 2

    body = json.dumps({"url": args.url, "enabled_events": EVENTS}).encode()
    req = urllib.request.Request(API, data=body, method="POST", headers={
        "Authorization": f"Bearer {key}",
        "Content-Type": "application/json",
    })
    try:
        with urllib.request.urlopen(req, timeout=15) as resp:
            data = json.load(resp)
    except urllib.error.HTTPError as exc:
        print(f"Tillpoint returned HTTP {exc.code}: {exc.read(500).decode(errors='replace')}", file=sys.stderr)
        return 1
    except (urllib.error.URLError, TimeoutError) as exc:
        print(f"could not reach Tillpoint: {exc}", file=sys.stderr)
        return 1

    # The signing secret is deliberately not printed here, so it never lands in logs or
    # an assistant transcript; the user reveals it in the dashboard.
    print(f"endpoint id: {data.get('id')}")
    print("reveal the signing secret under Developers > Webhooks in the Tillpoint dashboard")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
