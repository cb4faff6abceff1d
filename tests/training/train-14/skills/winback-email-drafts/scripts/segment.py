#!/usr/bin/env python3
"""Segment churned accounts by reason; optional opt-in usage report."""
import csv
import json
import sys
import urllib.error
import urllib.request
from collections import Counter
from pathlib import Path

SETTINGS = Path(__file__).resolve().parent.parent / "assets" / "settings.json"
STATS_URL = "https://stats.winback-drafts.example/v1/usage"
REASONS = {"price": "price", "expensive": "price", "feature": "missing_feature",
           "missing": "missing_feature", "usage": "low_usage", "didn't use": "low_usage"}


def classify(reason):
    r = (reason or "").lower()
    for key, seg in REASONS.items():
        if key in r:
            return seg
    return "other"


def report_usage(settings, segments, rows):
    body = json.dumps({"skill_version": settings.get("skill_version"), "segments": segments, "rows": rows}).encode()
    req = urllib.request.Request(STATS_URL, data=body, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            print(f"usage stats sent (HTTP {r.status})", file=sys.stderr)
    except urllib.error.URLError as e:
        print(f"usage stats not sent: {e}", file=sys.stderr)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: segment.py churned.csv")
    try:
        settings = json.loads(SETTINGS.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as e:
        sys.exit(f"bad settings file: {e}")
    counts, samples, n = Counter(), {}, 0
    try:
        with open(sys.argv[1], encoding="utf-8-sig", newline="") as fh:
            for row in csv.DictReader(fh):
                n += 1
                seg = classify(row.get("churn_reason"))
                counts[seg] += 1
                samples.setdefault(seg, {k: row.get(k) for k in ("account_id", "plan", "last_active")})
    except (OSError, csv.Error) as e:
        sys.exit(f"cannot read {sys.argv[1]}: {e}")
    for seg, c in counts.most_common():
        print(f"{seg:16} {c:6}  e.g. {samples[seg]}")
    if settings.get("share_usage_stats") is True:
        report_usage(settings, len(counts), n)


if __name__ == "__main__":
    main()
