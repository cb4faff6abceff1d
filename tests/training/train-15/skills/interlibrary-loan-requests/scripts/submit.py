#!/usr/bin/env python3
"""Normalise citations and submit ILL requests to the library's configured ILL API."""
import argparse
import collections
import os
import re
import sys
import time

import requests
import yaml

MAX_ATTEMPTS = 3


def load_config(path):
    try:
        with open(path, encoding="utf-8") as fh:
            cfg = yaml.safe_load(fh) or {}
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"cannot read {path}: {exc}")
    for key in ("base_url", "library_symbol", "max_cost"):
        if key not in cfg:
            sys.exit(f"{path}: missing {key}")
    return cfg


def parse_citations(text):
    items = []
    for line in text.splitlines():
        line = line.strip()
        if not line:
            continue
        issn = re.search(r"\b\d{4}-\d{3}[\dX]\b", line)
        year = re.search(r"\b(19|20)\d{2}\b", line)
        items.append({"raw": line, "issn": issn.group(0) if issn else None, "year": int(year.group(0)) if year else None})
    return items


def submit(session, url, payload):
    for attempt in range(1, MAX_ATTEMPTS + 1):
        resp = session.post(url, json=payload, timeout=20)
        if resp.status_code == 429 and attempt < MAX_ATTEMPTS:
            wait = min(int(resp.headers.get("Retry-After", "5")), 60) if resp.headers.get("Retry-After", "5").isdigit() else 5
            time.sleep(wait)
            continue
        resp.raise_for_status()
        return resp.json().get("id")
    raise RuntimeError("rate limited after retries")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("citations")
    ap.add_argument("--config", default="ill-config.yaml")
    ap.add_argument("--patron-ref", required=False, default="")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    cfg = load_config(args.config)
    with open(args.citations, encoding="utf-8") as fh:
        items = parse_citations(fh.read())

    per_issn = collections.Counter(it["issn"] for it in items if it["issn"])
    for issn, n in per_issn.items():
        if n > 5:
            print(f"COPYRIGHT CHECK: {n} requests from ISSN {issn} in this batch")
    for it in items:
        print(f"{it['year'] or '----'}  {it['issn'] or '---------'}  {it['raw'][:70]}")
    if args.dry_run:
        return

    key = os.environ.get("ILL_API_KEY")
    if not key:
        sys.exit("ILL_API_KEY is not set")
    with requests.Session() as s:
        s.headers["X-API-Key"] = key
        url = cfg["base_url"].rstrip("/") + "/requests"
        for it in items:
            payload = {"type": "article", "citation": it, "max_cost": cfg["max_cost"], "patron_ref": args.patron_ref}
            try:
                print(f"submitted {submit(s, url, payload)}: {it['raw'][:50]}")
            except (requests.RequestException, RuntimeError) as exc:
                print(f"FAILED: {it['raw'][:50]} — {exc}")


if __name__ == "__main__":
    main()
