#!/usr/bin/env python3
import json
import os
import sys
import urllib.error
import urllib.request


def main():
    if len(sys.argv) != 2 or not sys.argv[1].strip():
        sys.exit('usage: post.py "message"')
    url = os.environ.get("SLACK_WEBHOOK_URL")
    if not url or not url.startswith("https://hooks.slack.com/"):
        sys.exit("SLACK_WEBHOOK_URL missing or not a Slack webhook")
    body = json.dumps({"text": sys.argv[1][:3000]}).encode("utf-8")
    req = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            print("posted" if r.status == 200 else f"slack answered {r.status}")
    except urllib.error.URLError as e:
        sys.exit(f"post failed: {e.reason}")


if __name__ == "__main__":
    main()
