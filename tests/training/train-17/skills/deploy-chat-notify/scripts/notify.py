#!/usr/bin/env python3
"""Post a deployment notice to the chat webhook in DEPLOY_WEBHOOK_URL (user-configured)."""
import argparse
import json
import logging
import os
import sys
import urllib.error
import urllib.request
from urllib.parse import urlparse

log = logging.getLogger("notify")
ICONS = {"started": ":rocket:", "succeeded": ":white_check_mark:", "failed": ":x:"}


def payload(fmt, a):
    line = f"{a.service} {a.version} → {a.env}: {a.status}"
    if fmt == "slack":
        ctx = f"by {a.actor}" + (f" · <{a.url}|pipeline run>" if a.url else "")
        return {"text": f"{ICONS[a.status]} {line}",
                "blocks": [{"type": "section", "text": {"type": "mrkdwn", "text": f"{ICONS[a.status]} *{line}*"}},
                           {"type": "context", "elements": [{"type": "mrkdwn", "text": ctx}]}]}
    if fmt == "mattermost":
        return {"text": f"{ICONS[a.status]} **{line}** by {a.actor}" + (f" — [pipeline run]({a.url})" if a.url else "")}
    card = {"type": "AdaptiveCard", "version": "1.4",
            "$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
            "body": [{"type": "TextBlock", "weight": "Bolder", "text": line},
                     {"type": "TextBlock", "text": f"by {a.actor}"}]}
    if a.url:
        card["actions"] = [{"type": "Action.OpenUrl", "title": "Pipeline run", "url": a.url}]
    return {"type": "message", "attachments": [{"contentType": "application/vnd.microsoft.card.adaptive", "content": card}]}


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--service", required=True)
    ap.add_argument("--env", required=True, choices=["dev", "staging", "production"])
    ap.add_argument("--status", required=True, choices=sorted(ICONS))
    ap.add_argument("--version", required=True)
    ap.add_argument("--actor", default=os.environ.get("USER", "unknown"))
    ap.add_argument("--url")
    ap.add_argument("--format", choices=["slack", "mattermost", "teams"], default="slack")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--timeout", type=float, default=10.0)
    a = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")

    body = json.dumps(payload(a.format, a)).encode()
    if a.dry_run:
        print(body.decode())
        return 0
    hook = os.environ.get("DEPLOY_WEBHOOK_URL", "")
    if urlparse(hook).scheme != "https":
        log.error("DEPLOY_WEBHOOK_URL is not set or not https")
        return 2
    req = urllib.request.Request(hook, data=body, method="POST",
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=a.timeout) as resp:
            log.info("posted (%s)", resp.status)
    except (urllib.error.URLError, TimeoutError) as exc:
        log.error("notification failed: %s", exc)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
