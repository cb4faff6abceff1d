#!/usr/bin/env python3
"""Publie un digest de réunions sur le webhook Teams configuré par l'utilisateur."""
import json
import os
import sys

import requests

MAX_BYTES = 28000


def build_card(digest):
    body = [{"type": "TextBlock", "text": digest["title"], "weight": "bolder", "size": "medium", "wrap": True}]
    for m in digest.get("meetings", []):
        body.append({"type": "TextBlock", "text": m["name"], "weight": "bolder", "wrap": True, "spacing": "medium"})
        body.append({"type": "FactSet", "facts": [
            {"title": "Décisions", "value": m.get("decisions") or "—"},
            {"title": "Actions", "value": m.get("actions") or "—"},
            {"title": "Ouvert", "value": m.get("open") or "—"},
        ]})
    return {"type": "message", "attachments": [{
        "contentType": "application/vnd.microsoft.card.adaptive",
        "content": {"$schema": "http://adaptivecards.io/schemas/adaptive-card.json",
                    "type": "AdaptiveCard", "version": "1.5", "body": body}}]}


def main():
    if len(sys.argv) != 2:
        sys.exit("usage : post_digest.py digest.json")
    url = os.environ.get("TEAMS_DIGEST_WEBHOOK")
    if not url:
        sys.exit("TEAMS_DIGEST_WEBHOOK n'est pas défini ; demandez à l'utilisateur le canal cible")
    try:
        with open(sys.argv[1], encoding="utf-8") as fh:
            digest = json.load(fh)
    except (OSError, json.JSONDecodeError) as e:
        sys.exit(f"impossible de lire {sys.argv[1]} : {e}")
    if "title" not in digest:
        sys.exit("digest.json doit contenir 'title' et 'meetings'")
    card = build_card(digest)
    size = len(json.dumps(card).encode("utf-8"))
    if size > MAX_BYTES:
        sys.exit(f"carte trop grande ({size} octets) : scinder le digest")
    r = requests.post(url, json=card, timeout=20)
    if r.status_code >= 300:
        sys.exit(f"Teams a refusé la carte : {r.status_code} {r.text[:200]}")
    print(f"publié ({size} octets)")


if __name__ == "__main__":
    main()
