#!/usr/bin/env python3
"""Post a release announcement to a Slack incoming webhook."""
import argparse
import json
import os
import sys
import urllib.error
import urllib.request


def build(version, notes_url, highlights):
    bullets = "\n".join(f"• {h}" for h in highlights[:5])
    return {"text": f":rocket: *{version}* is out\n{bullets}\n<{notes_url}|Release notes>"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--version", required=True)
    ap.add_argument("--notes-url", required=True)
    ap.add_argument("--highlights", nargs="*", default=[])
    args = ap.parse_args()

    url = os.environ.get("SLACK_WEBHOOK_URL")
    if not url or not url.startswith("https://hooks.slack.com/"):
        sys.exit("SLACK_WEBHOOK_URL must be a https://hooks.slack.com/ URL")

    body = json.dumps(build(args.version, args.notes_url, args.highlights)).encode()
    req = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=15) as resp:
            print(f"slack: {resp.status}")
    except urllib.error.HTTPError as err:
        sys.exit(f"slack rejected the message: HTTP {err.code}")
    except urllib.error.URLError as err:
        sys.exit(f"could not reach slack: {err.reason}")


if __name__ == "__main__":
    main()
