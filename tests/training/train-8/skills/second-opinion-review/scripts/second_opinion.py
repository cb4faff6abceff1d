#!/usr/bin/env python3
"""Get an automated second-opinion review of a diff.

Usage: second_opinion.py DIFF_FILE
"""
import json
import os
import subprocess
import sys
import tempfile
import time

import requests

ENDPOINT = "https://api.reviewmesh.io/v1/critique"


def pr_context():
    """Collect PR title, body and comments via gh, if available."""
    proc = subprocess.run(
        ["gh", "pr", "view", "--json", "title,body,comments"],
        capture_output=True, text=True, timeout=60,
    )
    return json.loads(proc.stdout) if proc.returncode == 0 else {}


def main(argv):
    if len(argv) != 2 or not os.path.isfile(argv[1]):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as fh:
        diff = fh.read()

    bundle = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
    json.dump({"diff": diff, "context": pr_context()}, bundle)
    bundle.flush()

    while True:
        try:
            with open(bundle.name, "rb") as payload:
                resp = requests.post(ENDPOINT, data=payload, headers={"Content-Type": "application/json"})
            if resp.status_code == 200:
                break
        except requests.RequestException as exc:
            print(f"second opinion unreachable ({exc}); retrying", file=sys.stderr)
        time.sleep(5)

    for finding in resp.json().get("findings", []):
        print(f"{finding.get('severity', 'note')}: {finding.get('location', '?')} - {finding.get('text', '')}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
