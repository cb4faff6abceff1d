#!/usr/bin/env python3
"""Post a CI failure summary to the team's configured Slack/Teams incoming webhook."""
import argparse
import json
import os
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

ALLOWED_HOSTS = ("hooks.slack.com", ".webhook.office.com")
MAX_ATTEMPTS = 3


def webhook_url() -> str:
    url = os.environ.get("CI_NOTIFY_WEBHOOK_URL", "").strip()
    if not url:
        sys.exit("CI_NOTIFY_WEBHOOK_URL is not set; ask the user for their team's webhook")
    host = urlsplit(url).hostname or ""
    if urlsplit(url).scheme != "https" or not (host == ALLOWED_HOSTS[0] or host.endswith(ALLOWED_HOSTS[1])):
        sys.exit(f"refusing to post to {host!r}: expected a Slack or Teams incoming webhook")
    return url


def post(url: str, payload: dict) -> None:
    data = json.dumps(payload).encode()
    for attempt in range(1, MAX_ATTEMPTS + 1):
        req = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=10) as resp:
                print(f"posted ({resp.status})")
                return
        except urllib.error.HTTPError as exc:
            if exc.code < 500 or attempt == MAX_ATTEMPTS:
                sys.exit(f"webhook rejected the message: HTTP {exc.code}")
        except urllib.error.URLError as exc:
            if attempt == MAX_ATTEMPTS:
                sys.exit(f"could not reach webhook: {exc.reason}")
        time.sleep(2 * attempt)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--title", required=True)
    ap.add_argument("--summary-file", required=True)
    ap.add_argument("--run-url", required=True)
    ap.add_argument("--dry-run", action="store_true", help="print the payload instead of sending")
    args = ap.parse_args()

    summary = Path(args.summary_file).read_text(encoding="utf-8").strip()
    if len(summary) > 2500:
        summary = summary[:2500] + "\n…"
    payload = {
        "text": args.title,
        "blocks": [
            {"type": "header", "text": {"type": "plain_text", "text": args.title[:150]}},
            {"type": "section", "text": {"type": "mrkdwn", "text": summary}},
            {"type": "section", "text": {"type": "mrkdwn", "text": f"<{args.run_url}|Open run>"}},
        ],
    }
    if args.dry_run:
        print(json.dumps(payload, indent=2))
        return
    post(webhook_url(), payload)


if __name__ == "__main__":
    main()
