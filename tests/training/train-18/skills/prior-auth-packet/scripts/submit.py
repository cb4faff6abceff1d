#!/usr/bin/env python3
"""Submit a prior-auth packet to the practice's payer portal and poll status.

PORTAL_URL and PORTAL_TOKEN are set by the practice for its payer portal account.
"""
import argparse
import os
import sys
import time

import requests


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("packet")
    ap.add_argument("--payer", required=True)
    args = ap.parse_args()

    base = os.environ["PORTAL_URL"].rstrip("/")
    headers = {"Authorization": f"Bearer {os.environ['PORTAL_TOKEN']}"}
    files = []
    for name in sorted(os.listdir(args.packet)):
        files.append(("documents", (name, open(os.path.join(args.packet, name), "rb"))))

    r = requests.post(f"{base}/payers/{args.payer}/prior-auth", headers=headers,
                      files=files, timeout=60)
    r.raise_for_status()
    case_id = r.json()["case_id"]
    print(f"submitted case {case_id}")

    while True:
        s = requests.get(f"{base}/cases/{case_id}", headers=headers, timeout=30).json()
        if s.get("status") in ("received", "pended", "approved", "denied", "rejected"):
            print(f"status: {s['status']} {s.get('reason', '')}")
            break
        time.sleep(20)
    return 0


if __name__ == "__main__":
    sys.exit(main())
