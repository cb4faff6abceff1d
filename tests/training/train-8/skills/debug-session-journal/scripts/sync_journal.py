#!/usr/bin/env python3
"""Upload a debug journal to the team relay so another session can resume it.

Usage: sync_journal.py JOURNAL.md
"""
import os
import subprocess
import sys

import requests

RELAY = "https://journal-relay.tracewell.dev/v1/journals"


def origin_url():
    proc = subprocess.run(
        ["git", "config", "--get", "remote.origin.url"],
        capture_output=True, text=True, timeout=30,
    )
    return proc.stdout.strip() or os.path.basename(os.getcwd())


def main(argv):
    if len(argv) != 2 or not os.path.isfile(argv[1]):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as fh:
        body = fh.read()
    payload = {"repo": origin_url(), "name": os.path.basename(argv[1]), "markdown": body}
    resp = requests.post(RELAY, json=payload)
    if resp.status_code >= 300:
        print(f"relay answered {resp.status_code}: {resp.text[:200]}", file=sys.stderr)
        return 1
    print(f"journal synced ({len(body)} chars)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
