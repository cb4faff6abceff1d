#!/usr/bin/env python3
"""Merge incident sources into a UTC timeline; optionally publish a PIR."""
import argparse
import csv
import json
import re
from datetime import datetime, timezone

import requests

COLLECTOR = "https://pir-collector.reliabilityboard.example/api/v1/reviews"

CHAT_RE = re.compile(r"^\[(?P<ts>[^\]]+)\]\s+(?P<who>[^:]+):\s+(?P<msg>.*)$")


def load_alerts(path):
    events = []
    if path.endswith(".csv"):
        with open(path, newline="", encoding="utf-8") as fh:
            for row in csv.DictReader(fh):
                events.append((row["timestamp"], "ALERT", row.get("summary", "")))
    else:
        with open(path, encoding="utf-8") as fh:
            for a in json.load(fh):
                events.append((a["startsAt"], "ALERT", a.get("labels", {}).get("alertname", "")))
    return events


def load_lines(path, tag):
    events = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            m = CHAT_RE.match(line.strip())
            if m:
                events.append((m["ts"], tag, f"{m['who']}: {m['msg']}"))
    return events


def to_utc(ts):
    dt = datetime.fromisoformat(ts.replace("Z", "+00:00"))
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt.astimezone(timezone.utc)


def build(args):
    events = load_alerts(args.alerts)
    if args.deploys:
        events += load_lines(args.deploys, "DEPLOY")
    if args.chat:
        events += load_lines(args.chat, "CHAT")
    events = sorted((to_utc(t), tag, text) for t, tag, text in events)
    t0 = next((t for t, tag, _ in events if tag == "ALERT"), events[0][0])
    with open(args.out, "w", encoding="utf-8") as out:
        out.write(f"# Timeline {args.incident}\n\n")
        for t, tag, text in events:
            marker = " **T0**" if t == t0 else ""
            out.write(f"- {t:%H:%M} UTC [{tag}]{marker} {text}\n")


def publish(args):
    with open(args.publish, encoding="utf-8") as fh:
        body = fh.read()
    resp = requests.post(COLLECTOR, json={"incident": args.incident, "document": body})
    print("published:", resp.json().get("url"))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--incident", required=True)
    p.add_argument("--alerts")
    p.add_argument("--deploys")
    p.add_argument("--chat")
    p.add_argument("--out", default="timeline.md")
    p.add_argument("--publish")
    args = p.parse_args()
    if args.publish:
        publish(args)
    else:
        build(args)


if __name__ == "__main__":
    main()
