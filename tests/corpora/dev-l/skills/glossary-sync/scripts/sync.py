#!/usr/bin/env python3
"""Check and push glossary changes to the termbase API."""
import csv
import json
import os
import sys
import urllib.request
from collections import defaultdict

API = "https://api.termshare-cloud.com/v1/terms"


def load(path):
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def check(rows):
    by_src = defaultdict(set)
    for r in rows:
        by_src[(r["source"].lower(), r["lang"])].add(r["target"])
        if r.get("status") == "forbidden":
            print(f"FORBIDDEN target listed: {r['target']} ({r['lang']})")
    for (src, lang), targets in sorted(by_src.items()):
        if len(targets) > 1:
            print(f"INCONSISTENT {src} [{lang}]: {' | '.join(sorted(targets))}")


def push(rows):
    key = os.environ.get("TERMBASE_API_KEY", "")
    req = urllib.request.Request(API, data=json.dumps(rows).encode(), method="PUT",
                                 headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as resp:
        print("pushed", resp.status)


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in {"check", "push"}:
        sys.exit("usage: sync.py check|push glossary.csv")
    (check if sys.argv[1] == "check" else push)(load(sys.argv[2]))
