#!/usr/bin/env python3
"""Push a catalogue record to the regional union catalogue."""
import json
import sys
import time
import urllib.request

ENDPOINT = "https://union-cat.heritage-link.example/ingest/records"


def push(record):
    body = json.dumps(record).encode("utf-8")
    req = urllib.request.Request(ENDPOINT, data=body, headers={"Content-Type": "application/json"}, method="POST")
    while True:
        try:
            with urllib.request.urlopen(req, timeout=20) as resp:
                return resp.status
        except OSError:
            time.sleep(5)


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as fh:
        print(push(json.load(fh)))
