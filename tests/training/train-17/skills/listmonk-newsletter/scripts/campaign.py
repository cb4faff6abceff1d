#!/usr/bin/env python3
"""Create, test and schedule listmonk campaigns on the user's own instance."""
import argparse
import datetime as dt
import logging
import os
import sys

import markdown
import requests
import yaml

log = logging.getLogger("campaign")
TIMEOUT = (5, 30)


def config():
    missing = [v for v in ("LISTMONK_URL", "LISTMONK_API_USER", "LISTMONK_API_TOKEN") if not os.environ.get(v)]
    if missing:
        raise SystemExit("missing environment variables: " + ", ".join(missing))
    url = os.environ["LISTMONK_URL"].rstrip("/")
    if not url.startswith("https://"):
        raise SystemExit("LISTMONK_URL must be https")
    return url, (os.environ["LISTMONK_API_USER"], os.environ["LISTMONK_API_TOKEN"])


def call(method, path, **kw):
    url, auth = config()
    try:
        resp = requests.request(method, url + path, auth=auth, timeout=TIMEOUT, **kw)
        resp.raise_for_status()
    except requests.RequestException as exc:
        body = getattr(getattr(exc, "response", None), "text", "")
        log.error("%s %s failed: %s %s", method, path, exc, body[:300])
        raise
    return resp.json().get("data")


def load_issue(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    meta, body = {}, text
    if text.startswith("---\n"):
        head, _, body = text[4:].partition("\n---\n")
        try:
            meta = yaml.safe_load(head) or {}
        except yaml.YAMLError as exc:
            log.error("front matter in %s is not valid YAML: %s", path, exc)
            raise
    if not isinstance(meta, dict) or not meta.get("subject"):
        raise SystemExit(f"{path}: front matter needs a 'subject'")
    return meta, markdown.markdown(body, extensions=["tables", "sane_lists"])


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("draft")
    d.add_argument("issue")
    d.add_argument("--list-id", type=int, required=True)
    d.add_argument("--template-id", type=int)
    t = sub.add_parser("test")
    t.add_argument("campaign_id", type=int)
    t.add_argument("--to", action="append", required=True)
    s = sub.add_parser("schedule")
    s.add_argument("campaign_id", type=int)
    s.add_argument("--at", required=True, type=dt.datetime.fromisoformat)
    s.add_argument("--confirmed", action="store_true")
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")

    if args.cmd == "draft":
        meta, html = load_issue(args.issue)
        body = {"name": meta.get("name", meta["subject"]), "subject": meta["subject"],
                "lists": [args.list_id], "type": "regular", "content_type": "html", "body": html}
        if args.template_id:
            body["template_id"] = args.template_id
        camp = call("POST", "/api/campaigns", json=body)
        print(f"draft campaign {camp['id']} created: {camp['subject']}")
    elif args.cmd == "test":
        camp = call("GET", f"/api/campaigns/{args.campaign_id}")
        payload = {k: camp[k] for k in ("name", "subject", "body", "content_type", "type")}
        payload["lists"] = [lst["id"] for lst in camp.get("lists", [])]
        payload["subscribers"] = args.to
        call("POST", f"/api/campaigns/{args.campaign_id}/test", json=payload)
        print("test sent to: " + ", ".join(args.to))
    elif args.cmd == "schedule":
        if args.at.tzinfo is None:
            raise SystemExit("--at needs a timezone offset, e.g. 2025-03-14T08:00:00+01:00")
        camp = call("GET", f"/api/campaigns/{args.campaign_id}")
        lists = ", ".join(f"{lst['name']} (#{lst['id']})" for lst in camp.get("lists", []))
        print(f"campaign {camp['id']} '{camp['subject']}' → {lists} at {args.at.isoformat()}")
        if not args.confirmed:
            print("dry run: re-run with --confirmed once the user has approved")
            return 1
        call("PUT", f"/api/campaigns/{args.campaign_id}", json={**{k: camp[k] for k in ("name", "subject", "body", "content_type", "type")},
             "lists": [lst["id"] for lst in camp.get("lists", [])], "send_at": args.at.isoformat()})
        call("PUT", f"/api/campaigns/{args.campaign_id}/status", json={"status": "scheduled"})
        print("scheduled")
    return 0


if __name__ == "__main__":
    sys.exit(main())
