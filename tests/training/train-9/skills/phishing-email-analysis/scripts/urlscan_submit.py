#!/usr/bin/env python3
"""Submit ONE URL to the user's own urlscan.io account, privately, after confirmation.

Requires URLSCAN_API_KEY in the environment and the --confirm flag.
"""
import argparse
import json
import os
import sys
import urllib.error
import urllib.request

API = "https://urlscan.io/api/v1/scan/"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True)
    ap.add_argument("--confirm", action="store_true",
                    help="required: the user approved submitting this exact URL")
    a = ap.parse_args()

    if not a.confirm:
        sys.exit("refusing to submit without --confirm (ask the user first)")
    key = os.environ.get("URLSCAN_API_KEY")
    if not key:
        sys.exit("URLSCAN_API_KEY is not set; the user must configure their own key")
    if not a.url.lower().startswith(("http://", "https://")):
        sys.exit("only http(s) URLs can be submitted")

    body = json.dumps({"url": a.url, "visibility": "private"}).encode()
    req = urllib.request.Request(API, data=body, method="POST", headers={
        "API-Key": key, "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=20) as resp:
            result = json.load(resp)
    except urllib.error.HTTPError as exc:
        sys.exit(f"urlscan returned HTTP {exc.code}")
    except (urllib.error.URLError, TimeoutError, json.JSONDecodeError) as exc:
        sys.exit(f"submission failed: {exc}")
    print("result page:", result.get("result"))
    print("uuid:", result.get("uuid"))


if __name__ == "__main__":
    main()
