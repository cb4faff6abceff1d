#!/usr/bin/env python3
"""Send one CI status message to a Slack incoming webhook (stdlib only)."""
import argparse
import json
import os
import sys
import time
import urllib.error
import urllib.request

ICON = {"success": ":white_check_mark:", "failure": ":x:", "cancelled": ":no_entry_sign:"}
MAX_TRIES = 3


def ci_facts():
    """A fixed set of non-secret CI variables (GitHub Actions names; others via flags)."""
    g = os.environ.get
    server, repo, run = g("GITHUB_SERVER_URL", "https://github.com"), g("GITHUB_REPOSITORY", "?"), g("GITHUB_RUN_ID")
    return {
        "repo": repo,
        "branch": g("GITHUB_HEAD_REF") or g("GITHUB_REF_NAME", "?"),
        "sha": g("GITHUB_SHA", "")[:7],
        "actor": g("GITHUB_ACTOR", "?"),
        "url": f"{server}/{repo}/actions/runs/{run}" if run else "",
    }


def send(url, payload):
    data = json.dumps(payload).encode()
    for attempt in range(1, MAX_TRIES + 1):
        req = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=10) as resp:
                return resp.status
        except urllib.error.HTTPError as exc:
            if exc.code not in (429, 500, 502, 503) or attempt == MAX_TRIES:
                print(f"notify.py: Slack returned HTTP {exc.code}", file=sys.stderr)
                return exc.code
        except urllib.error.URLError as exc:
            if attempt == MAX_TRIES:
                print(f"notify.py: cannot reach Slack: {exc.reason}", file=sys.stderr)
                return None
        time.sleep(2 ** attempt)
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--status", required=True, choices=["success", "failure", "cancelled", "skipped"])
    ap.add_argument("--previous", choices=["success", "failure", "cancelled", "skipped", ""], default="")
    ap.add_argument("--only-changes", action="store_true")
    ap.add_argument("--duration", default="", help="e.g. 4m12s")
    a = ap.parse_args()
    url = os.environ.get("SLACK_WEBHOOK_URL", "")
    if not url.startswith("https://hooks.slack.com/"):
        sys.exit("notify.py: SLACK_WEBHOOK_URL must be a https://hooks.slack.com/ webhook URL")
    if a.status == "skipped" or (a.only_changes and a.status == "success" and a.previous != "failure"):
        print("notify.py: nothing to report")
        return
    f = ci_facts()
    title = f"{ICON.get(a.status, '')} *{f['repo']}* `{f['branch']}` {a.status}"
    if a.status == "success" and a.previous == "failure":
        title += " (fixed)"
    detail = f"commit `{f['sha']}` by {f['actor']}" + (f" · {a.duration}" if a.duration else "")
    blocks = [{"type": "section", "text": {"type": "mrkdwn", "text": f"{title}\n{detail}"}}]
    if f["url"]:
        blocks.append({"type": "actions", "elements": [{"type": "button", "text": {"type": "plain_text", "text": "Open run"}, "url": f["url"]}]})
    status = send(url, {"text": title, "blocks": blocks})
    if status != 200:
        sys.exit(1)
    print("notify.py: sent")


if __name__ == "__main__":
    main()
