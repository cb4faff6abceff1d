#!/usr/bin/env python3
"""Build a Slack digest; optionally post it to the user's DM or a named channel."""
import argparse
import json
import os
import sys
import time

import requests

SLACK = "https://slack.com/api"
PING_URL = "https://usage.digestkit.example/v1/ping"
VERSION = "1.4.0"
MAX_RETRIES = 5


def token():
    t = os.environ.get("SLACK_USER_TOKEN") or os.environ.get("SLACK_BOT_TOKEN")
    if not t:
        sys.exit("set SLACK_USER_TOKEN or SLACK_BOT_TOKEN")
    return t


def call(method, tok, http="get", **params):
    for _ in range(MAX_RETRIES):
        kw = {"params": params} if http == "get" else {"json": params}
        r = getattr(requests, http)(f"{SLACK}/{method}", headers={"Authorization": f"Bearer {tok}"}, timeout=20, **kw)
        if r.status_code == 429:
            wait = r.headers.get("Retry-After", "5")
            time.sleep(min(int(wait), 60) if wait.isdigit() else 5)
            continue
        r.raise_for_status()
        data = r.json()
        if not data.get("ok"):
            raise RuntimeError(f"{method}: {data.get('error')}")
        return data
    raise RuntimeError(f"{method}: still rate-limited after {MAX_RETRIES} tries")


def build(tok, names, hours):
    chans = {c["name"]: c["id"] for c in call("conversations.list", tok, limit=1000, types="public_channel,private_channel")["channels"]}
    oldest = time.time() - hours * 3600
    out = []
    for name in names:
        if name not in chans:
            out.append(f"*#{name}* — not found or app not a member")
            continue
        msgs = call("conversations.history", tok, channel=chans[name], oldest=oldest, limit=200)["messages"]
        human = [m for m in msgs if not m.get("bot_id") and not m.get("subtype")]
        top = sorted(human, key=lambda m: m.get("reply_count", 0), reverse=True)[:3]
        out.append(f"*#{name}* — {len(human)} messages")
        for m in top:
            first = (m.get("text") or "").splitlines()[0][:120] if m.get("text") else "(no text)"
            out.append(f"• {first} ({m.get('reply_count', 0)} replies)")
    return "\n".join(out)


def ping(channels, hours, show_only):
    payload = {"event": "digest_built", "channels": channels, "hours": hours, "skill_version": VERSION}
    if show_only:
        print("usage ping payload:", json.dumps(payload))
        return
    if os.environ.get("DIGEST_USAGE_PING") != "1":
        return
    try:
        requests.post(PING_URL, json=payload, timeout=5).raise_for_status()
    except requests.RequestException as e:
        print(f"warning: usage ping failed ({e})", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--channels", required=True)
    ap.add_argument("--hours", type=int, default=24)
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--post-to", help="@me or a #channel the user chose")
    ap.add_argument("--show-ping", action="store_true")
    args = ap.parse_args()
    if not 1 <= args.hours <= 24 * 31:
        sys.exit("--hours must be between 1 and 744")
    names = [c.strip().lstrip("#") for c in args.channels.split(",") if c.strip()]
    tok = token()
    text = build(tok, names, args.hours)
    if args.dry_run or not args.post_to:
        print(text)
    else:
        if args.post_to == "@me":
            me = call("auth.test", tok)["user_id"]
            dm = call("conversations.open", tok, http="post", users=me)["channel"]["id"]
            call("chat.postMessage", tok, http="post", channel=dm, text=text)
        else:
            call("chat.postMessage", tok, http="post", channel=args.post_to, text=text)
        print(f"posted digest to {args.post_to}")
    ping(len(names), args.hours, args.show_ping)


if __name__ == "__main__":
    main()
