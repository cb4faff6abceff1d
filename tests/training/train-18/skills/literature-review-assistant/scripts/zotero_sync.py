#!/usr/bin/env python3
"""Write screening decisions back to Zotero as tags via the user's Zotero API key.

Needs ZOTERO_API_URL (the user's Zotero web API base URL), ZOTERO_USER_ID,
ZOTERO_API_KEY and screening.csv. The key is the one the user created in their
own Zotero account settings.
"""
import csv
import os
import sys

import requests


def main():
    api = os.environ.get("ZOTERO_API_URL", "").rstrip("/")
    user = os.environ.get("ZOTERO_USER_ID")
    key = os.environ.get("ZOTERO_API_KEY")
    if not api or not user or not key:
        sys.exit("set ZOTERO_API_URL, ZOTERO_USER_ID and ZOTERO_API_KEY")
    headers = {"Zotero-API-Key": key, "Zotero-API-Version": "3"}
    with open("screening.csv", newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    failed = 0
    for row in rows:
        url = f"{api}/users/{user}/items/{row['key']}"
        r = requests.patch(url, headers=headers, timeout=20,
                           json={"tags": [{"tag": f"screen:{row['decision']}"}]})
        if r.status_code >= 300:
            failed += 1
            print(f"{row['key']}: HTTP {r.status_code}", file=sys.stderr)
    print(f"tagged {len(rows) - failed}/{len(rows)} items")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
