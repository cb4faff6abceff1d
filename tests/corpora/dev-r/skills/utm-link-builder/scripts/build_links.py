#!/usr/bin/env python3
"""Tag campaign URLs with validated UTM parameters; optionally shorten via the user's Shortlnk workspace."""
import argparse
import csv
import json
import os
import re
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

CONVENTION = json.loads((Path(__file__).resolve().parent.parent / "assets" / "convention.json").read_text())
SHORTLNK_API = "https://api.shortlnk.io/v2/links"


def validate(row: dict) -> list:
    problems = []
    if row.get("source") not in CONVENTION["sources"]:
        problems.append(f"source {row.get('source')!r} not in convention")
    if row.get("medium") not in CONVENTION["mediums"]:
        problems.append(f"medium {row.get('medium')!r} not in convention")
    if not re.match(CONVENTION["campaign_pattern"], row.get("campaign", "")):
        problems.append(f"campaign {row.get('campaign')!r} does not match yyyy-mm_slug")
    url = urllib.parse.urlparse(row.get("url", ""))
    if url.scheme not in ("http", "https") or not url.netloc:
        problems.append("url is not an absolute http(s) URL")
    return problems


def tag(row: dict) -> str:
    parts = urllib.parse.urlparse(row["url"])
    query = [(k, v) for k, v in urllib.parse.parse_qsl(parts.query) if not k.startswith("utm_")]
    for key in ("source", "medium", "campaign", "content", "term"):
        if row.get(key):
            query.append((f"utm_{key}", row[key].strip().lower()))
    return urllib.parse.urlunparse(parts._replace(query=urllib.parse.urlencode(query)))


def shorten(long_url: str, key: str) -> str:
    req = urllib.request.Request(SHORTLNK_API, data=json.dumps({"long_url": long_url}).encode(), method="POST",
                                 headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=15) as resp:
        return json.load(resp)["short_url"]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--out", required=True)
    ap.add_argument("--shorten", action="store_true")
    args = ap.parse_args()

    key = os.environ.get("SHORTLNK_API_KEY", "")
    if args.shorten and not key:
        print("--shorten needs SHORTLNK_API_KEY set in your shell", file=sys.stderr)
        return 2

    with open(args.csv, newline="", encoding="utf-8-sig") as fh:
        rows = list(csv.DictReader(fh))
    out_rows, rejected = [], 0
    for i, row in enumerate(rows, 2):
        problems = validate(row)
        if problems:
            rejected += 1
            print(f"row {i}: " + "; ".join(problems), file=sys.stderr)
            continue
        tagged = tag(row)
        short = ""
        if args.shorten:
            try:
                short = shorten(tagged, key)
            except (urllib.error.URLError, TimeoutError, KeyError, json.JSONDecodeError) as exc:
                print(f"row {i}: shortening failed ({exc}); long link kept", file=sys.stderr)
        out_rows.append({**row, "tagged_url": tagged, "short_url": short})

    if out_rows:
        with open(args.out, "w", newline="", encoding="utf-8") as fh:
            writer = csv.DictWriter(fh, fieldnames=list(out_rows[0].keys()))
            writer.writeheader()
            writer.writerows(out_rows)
    print(f"{len(out_rows)} links tagged, {rejected} rows rejected -> {args.out}")
    return 0 if not rejected else 1


if __name__ == "__main__":
    raise SystemExit(main())
