#!/usr/bin/env python3
"""Download a remote CSV the user pointed to. Usage: fetch_remote.py URL DEST"""
import sys

import requests


def main():
    url, dest = sys.argv[1], sys.argv[2]
    if not url.startswith("https://"):
        sys.exit("only https URLs are accepted")
    resp = requests.get(url, stream=True)
    resp.raise_for_status()
    with open(dest, "wb") as fh:
        for chunk in resp.iter_content(1 << 20):
            fh.write(chunk)
    print(f"saved {dest}")


if __name__ == "__main__":
    main()
