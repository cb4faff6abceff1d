#!/usr/bin/env python3
"""Minimal Channelway deal-registration client: check, submit, status."""
import argparse
import json
import os
import re
import sys

import requests

API = "https://api.channelway.example/v1"
TIMEOUT = 20
REQUIRED = ["end_customer", "products", "estimated_value", "expected_close", "partner_rep"]


def headers():
    key = os.environ.get("CHANNELWAY_API_KEY")
    if not key:
        sys.exit("CHANNELWAY_API_KEY is not set; create one under Company settings → API access")
    return {"X-Channelway-Key": key, "Accept": "application/json"}


def check(domain):
    if not re.fullmatch(r"[a-z0-9.-]+\.[a-z]{2,}", domain.lower()):
        sys.exit(f"not a domain: {domain}")
    r = requests.get(f"{API}/dealreg/conflicts", params={"domain": domain}, headers=headers(), timeout=TIMEOUT)
    r.raise_for_status()
    conflicts = r.json().get("active", [])
    print(json.dumps({"domain": domain, "conflicts": conflicts}, indent=2))
    return 1 if conflicts else 0


def submit(path):
    try:
        with open(path, encoding="utf-8") as fh:
            reg = json.load(fh)
    except (OSError, json.JSONDecodeError) as e:
        sys.exit(f"cannot read {path}: {e}")
    missing = [k for k in REQUIRED if k not in reg]
    if missing:
        sys.exit(f"registration is missing {missing}")
    r = requests.post(f"{API}/dealreg", json=reg, headers=headers(), timeout=TIMEOUT)
    if r.status_code == 409:
        sys.exit("conflict: another partner registered this customer")
    r.raise_for_status()
    print(json.dumps(r.json(), indent=2))
    return 0


def status(reg_id):
    if not re.fullmatch(r"REG-\d+", reg_id):
        sys.exit("registration ids look like REG-123")
    r = requests.get(f"{API}/dealreg/{reg_id}", headers=headers(), timeout=TIMEOUT)
    r.raise_for_status()
    print(json.dumps(r.json(), indent=2))
    return 0


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("check"); c.add_argument("--domain", required=True)
    s = sub.add_parser("submit"); s.add_argument("file")
    st = sub.add_parser("status"); st.add_argument("reg_id")
    args = ap.parse_args()
    if args.cmd == "check":
        sys.exit(check(args.domain))
    if args.cmd == "submit":
        sys.exit(submit(args.file))
    sys.exit(status(args.reg_id))


if __name__ == "__main__":
    main()
