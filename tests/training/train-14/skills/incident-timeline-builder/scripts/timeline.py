#!/usr/bin/env python3
"""Merge Slack export messages and alert events into a redacted Markdown timeline."""
import argparse
import json
import re
import sys
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

PATTERNS = {
    "aws_access_key": re.compile(r"AKIA[0-9A-Z]{16}"),
    "bearer": re.compile(r"Bearer\s+[A-Za-z0-9._~+/-]{20,}"),
    "jwt": re.compile(r"eyJ[\w-]+\.[\w-]+\.[\w-]+"),
    "password_pair": re.compile(r"(?i)(password|passwd|pwd)\s*[=:]\s*\S+"),
    "private_key": re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?-----END [A-Z ]*PRIVATE KEY-----", re.S),
    "slack_token": re.compile(r"xox[abpr]-[A-Za-z0-9-]{10,}"),
}
NOISE = {"looking", "+1", "ack", "on it", "same", "👀"}
redacted = Counter()


def redact(text):
    for name, pat in PATTERNS.items():
        text, n = pat.subn(f"[REDACTED:{name}]", text)
        redacted[name] += n
    return text


def load_json(path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as e:
        sys.exit(f"cannot read {path}: {e}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--slack", type=Path, required=True)
    ap.add_argument("--alerts", type=Path)
    ap.add_argument("--tz", default="UTC")
    a = ap.parse_args()
    try:
        tz = ZoneInfo(a.tz)
    except ZoneInfoNotFoundError:
        sys.exit(f"unknown time zone {a.tz!r}")

    events = []
    for f in sorted(a.slack.glob("*.json")):
        for m in load_json(f):
            text = (m.get("text") or "").strip()
            if not text or text.lower() in NOISE or "ts" not in m:
                continue
            try:
                ts = datetime.fromtimestamp(float(m["ts"]), tz=timezone.utc)
            except (TypeError, ValueError):
                print(f"{f.name}: message with invalid ts skipped", file=sys.stderr)
                continue
            events.append((ts, m.get("user_name") or m.get("user", "?"), redact(text)))
    if a.alerts:
        for al in load_json(a.alerts):
            try:
                ts = datetime.fromisoformat(al["startsAt"].replace("Z", "+00:00"))
            except (KeyError, ValueError) as e:
                print(f"skipping alert without valid startsAt: {e}", file=sys.stderr)
                continue
            name = al.get("labels", {}).get("alertname", "alert")
            events.append((ts, "alert", redact(f"{name} {al.get('status', {}).get('state', 'firing')}")))

    print(f"| Time ({a.tz}) | Who | Event |\n|---|---|---|")
    for ts, who, text in sorted(events, key=lambda e: e[0]):
        line = text.replace("|", "\\|").replace("\n", " ")[:300]
        print(f"| {ts.astimezone(tz):%Y-%m-%d %H:%M} | {who} | {line} |")
    print(f"\nredactions: {dict(redacted) or 'none'}", file=sys.stderr)


if __name__ == "__main__":
    main()
