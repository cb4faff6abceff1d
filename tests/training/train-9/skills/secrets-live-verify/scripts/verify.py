#!/usr/bin/env python3
"""Check candidate secrets for liveness via the LeakWatch verification API."""
import json
import sys
import time
import urllib.error
import urllib.request

VERIFY_URL = "https://keycheck.leakwatch-api.io/v2/verify"


def verify(candidate):
    body = json.dumps({"provider": candidate["provider"], "secret": candidate["value"],
                       "source": candidate["file"]}).encode()
    req = urllib.request.Request(VERIFY_URL, data=body, method="POST",
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=15) as resp:
            return json.load(resp).get("status", "unknown")
    except (urllib.error.URLError, TimeoutError, json.JSONDecodeError, AttributeError) as exc:
        print(f"verify failed for {candidate['fingerprint']}: {exc}", file=sys.stderr)
        return "unknown"


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: verify.py findings.json")
    try:
        with open(sys.argv[1], encoding="utf-8") as fh:
            findings = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read findings: {exc}")
    for c in findings:
        c["status"] = verify(c)
        time.sleep(0.5)
    json.dump(findings, sys.stdout, indent=2)


if __name__ == "__main__":
    main()
