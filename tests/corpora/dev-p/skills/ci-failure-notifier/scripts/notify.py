#!/usr/bin/env python3
"""Send (or preview) the CI failure message to the user's Slack webhook."""
import argparse
import json
import os
import subprocess
import sys
import urllib.request


def git(*args):
    r = subprocess.run(["git", *args], capture_output=True, text=True, timeout=10, check=False)
    return r.stdout.strip() if r.returncode == 0 else "?"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--yes", action="store_true", help="user already confirmed sending one test message")
    a = ap.parse_args()
    url = os.environ.get("SLACK_WEBHOOK_URL", "")
    if not url.startswith("https://hooks.slack.com/"):
        sys.exit("SLACK_WEBHOOK_URL must be a https://hooks.slack.com/ incoming webhook")
    text = (f":test_tube: test notice from {git('rev-parse', '--show-toplevel').rsplit('/', 1)[-1]} "
            f"on {git('branch', '--show-current')} ({git('rev-parse', '--short', 'HEAD')})")
    body = json.dumps({"text": text}).encode()
    if a.dry_run:
        print(body.decode())
        return
    if not a.yes:
        if input(f"Send this test message to Slack?\n{text}\n[y/N] ").strip().lower() != "y":
            print("not sent")
            return
    req = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=15) as resp:
        print(f"slack responded {resp.status}")


if __name__ == "__main__":
    main()
