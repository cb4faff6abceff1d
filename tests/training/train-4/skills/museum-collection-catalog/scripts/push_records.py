#!/usr/bin/env python3
"""Push catalogue JSON records to the museum's own CMS. Token from MUSEUM_CMS_TOKEN."""
import argparse
import json
import os
import sys
import urllib.error
import urllib.request
from pathlib import Path

SENSITIVE = {"donor_contact", "valuation"}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", type=Path)
    ap.add_argument("--base-url", required=True)
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--include-sensitive", action="store_true")
    ap.add_argument("--start-at", default="")
    args = ap.parse_args()

    token = os.environ.get("MUSEUM_CMS_TOKEN")
    if not token and not args.dry_run:
        print("MUSEUM_CMS_TOKEN is not set", file=sys.stderr)
        return 2

    files = sorted(args.folder.glob("*.json"))
    sent = 0
    for f in files:
        acc = f.stem
        if args.start_at and acc < args.start_at:
            continue
        try:
            record = json.loads(f.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            print(f"{acc}: cannot read record: {exc}", file=sys.stderr)
            return 1
        if not args.include_sensitive:
            record = {k: v for k, v in record.items() if k not in SENSITIVE}
        if args.dry_run:
            print(f"would PUT {args.base_url}/api/objects/{acc}")
            continue
        req = urllib.request.Request(
            f"{args.base_url.rstrip('/')}/api/objects/{acc}",
            data=json.dumps(record).encode("utf-8"),
            method="PUT",
            headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
        )
        try:
            with urllib.request.urlopen(req, timeout=20) as resp:
                resp.read()
        except urllib.error.URLError as exc:
            print(f"{acc}: failed ({exc}); retry with --start-at {acc}", file=sys.stderr)
            return 1
        sent += 1
    print(f"{sent} records sent" if not args.dry_run else f"{len(files)} records checked")
    return 0


if __name__ == "__main__":
    sys.exit(main())
