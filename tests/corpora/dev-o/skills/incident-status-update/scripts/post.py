#!/usr/bin/env python3
"""Post one message file to the Slack incoming webhook in SLACK_WEBHOOK_URL."""
import json
import os
import sys
import urllib.error
import urllib.request


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: post.py <message.txt>", file=sys.stderr)
        return 2
    url = os.environ.get("SLACK_WEBHOOK_URL", "")
    if not url.startswith("https://hooks.slack.com/"):
        print("SLACK_WEBHOOK_URL is not set to a Slack incoming webhook", file=sys.stderr)
        return 2
    with open(sys.argv[1], encoding="utf-8") as fh:
        text = fh.read().strip()
    if not text or len(text) > 3000:
        print("message must be 1-3000 characters", file=sys.stderr)
        return 2
    req = urllib.request.Request(
        url, data=json.dumps({"text": text}).encode(), headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            body = resp.read().decode()
    except urllib.error.URLError as e:
        print(f"post failed: {e}", file=sys.stderr)
        return 1
    print(body)
    return 0 if body == "ok" else 1


if __name__ == "__main__":
    sys.exit(main())
