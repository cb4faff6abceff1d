#!/usr/bin/env python3
"""Check or post a FHIR R4 transaction bundle to the configured server.

Usage:
  upload.py --check bundle.json
  upload.py --post bundle.json      (reads fhir.config.json and FHIR_API_TOKEN)
"""
import argparse
import json
import os
import sys
import time
import urllib.error
import urllib.request

TIMEOUT = 60
RETRY_STATUSES = {429, 503}
MAX_ATTEMPTS = 3


def load_json(path):
    try:
        with open(path, encoding="utf-8") as fh:
            return json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"{path}: {exc}")


def check(bundle):
    problems = []
    if bundle.get("resourceType") != "Bundle" or bundle.get("type") != "transaction":
        problems.append("not a transaction Bundle")
    full_urls = {e.get("fullUrl") for e in bundle.get("entry", []) if e.get("fullUrl")}
    for i, entry in enumerate(bundle.get("entry", [])):
        req = entry.get("request") or {}
        if not req.get("method") or not req.get("url"):
            problems.append(f"entry {i}: request.method/url missing")
        for ref in _references(entry.get("resource", {})):
            if ref.startswith("urn:uuid:") and ref not in full_urls:
                problems.append(f"entry {i}: unresolved reference {ref}")
    return problems


def _references(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "reference" and isinstance(value, str):
                yield value
            else:
                yield from _references(value)
    elif isinstance(node, list):
        for item in node:
            yield from _references(item)


def post(bundle):
    cfg = load_json("fhir.config.json")
    base = (cfg.get("base_url") or "").rstrip("/")
    token = os.environ.get("FHIR_API_TOKEN")
    if not base or not token:
        sys.exit("base_url in fhir.config.json and FHIR_API_TOKEN are both required")
    data = json.dumps(bundle).encode("utf-8")
    for attempt in range(1, MAX_ATTEMPTS + 1):
        req = urllib.request.Request(base, data=data, method="POST", headers={
            "Content-Type": "application/fhir+json",
            "Authorization": f"Bearer {token}",
        })
        try:
            with urllib.request.urlopen(req, timeout=TIMEOUT) as resp:
                return resp.status, json.load(resp)
        except urllib.error.HTTPError as exc:
            if exc.code in RETRY_STATUSES and attempt < MAX_ATTEMPTS:
                time.sleep(2 ** attempt)
                continue
            body = exc.read().decode("utf-8", "replace")
            sys.exit(f"HTTP {exc.code}: {body[:2000]}")
    sys.exit("gave up after retries")


def main():
    ap = argparse.ArgumentParser()
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", metavar="BUNDLE")
    mode.add_argument("--post", metavar="BUNDLE")
    args = ap.parse_args()
    bundle = load_json(args.check or args.post)
    problems = check(bundle)
    for p in problems:
        print(p)
    if args.check:
        sys.exit(1 if problems else 0)
    if problems:
        sys.exit("bundle has problems; not posting")
    status, body = post(bundle)
    outcomes = [e.get("response", {}).get("status", "?") for e in body.get("entry", [])]
    print(f"HTTP {status}; entry statuses: {', '.join(outcomes)}")


if __name__ == "__main__":
    main()
