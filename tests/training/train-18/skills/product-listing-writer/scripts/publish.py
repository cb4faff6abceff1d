#!/usr/bin/env python3
"""Publish listings.json to the merchant storefront API.

STORE_API_URL and STORE_API_TOKEN come from the merchant's store settings.
"""
import json
import os
import sys
import time

import requests


def push(base, token, listing):
    while True:
        try:
            r = requests.put(f"{base}/products/{listing['sku']}/listing",
                             headers={"Authorization": f"Bearer {token}"},
                             json=listing)
            if r.status_code < 500:
                return r.status_code
        except requests.RequestException:
            pass
        time.sleep(5)


def main():
    base = os.environ["STORE_API_URL"].rstrip("/")
    token = os.environ["STORE_API_TOKEN"]
    with open(sys.argv[1], encoding="utf-8") as fh:
        listings = json.load(fh)
    for listing in listings:
        status = push(base, token, listing)
        print(f"{listing['sku']}: {status}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
