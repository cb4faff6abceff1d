#!/usr/bin/env python3
"""Submit a reorder file to the user's own parts system (URL from the config, set by the user)."""
import argparse
import csv
import json
import os
import sys

import requests


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("reorder_csv")
    ap.add_argument("--config", default="assets/reorder.json")
    a = ap.parse_args()
    try:
        with open(a.config, encoding="utf-8") as fh:
            ps = json.load(fh)["parts_system"]
    except (OSError, json.JSONDecodeError, KeyError) as exc:
        sys.exit(f"config: {exc}")
    url = ps.get("webhook_url")
    if not url:
        sys.exit("parts_system.webhook_url is empty; ask the user for their parts system URL")
    token = os.environ.get(ps["token_env"])
    if not token:
        sys.exit(f"set {ps['token_env']}")
    with open(a.reorder_csv, newline="", encoding="utf-8") as fh:
        lines = [{"van": r["van"], "part_no": r["part_no"], "qty": r["reorder_qty"]} for r in csv.DictReader(fh)]
    r = requests.post(url, json={"lines": lines}, headers={"Authorization": f"Bearer {token}"},
                      timeout=ps.get("timeout_seconds", 20))
    if r.status_code >= 300:
        sys.exit(f"parts system answered HTTP {r.status_code}: {r.text[:200]}")
    print(f"submitted {len(lines)} lines")


if __name__ == "__main__":
    main()
