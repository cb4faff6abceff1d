#!/usr/bin/env python3
"""Send an escalation summary to the route configured in assets/routes.yaml."""
import argparse
import os
import smtplib
import sys
from email.message import EmailMessage

import requests
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


def load_routes(path):
    try:
        with open(path, encoding="utf-8") as fh:
            cfg = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as e:
        sys.exit(f"cannot read routes file {path}: {e}")
    if not isinstance(cfg, dict) or "routes" not in cfg:
        sys.exit("routes file has no 'routes' section")
    return cfg


def send_email(cfg, route, subject, body):
    smtp = cfg["smtp"]
    msg = EmailMessage()
    msg["From"] = smtp["from"]
    msg["To"] = ", ".join(route["to"])
    msg["Subject"] = subject
    msg.set_content(body)
    password = os.environ.get("ESCALATION_SMTP_PASSWORD")
    if not password:
        sys.exit("ESCALATION_SMTP_PASSWORD is not set")
    with smtplib.SMTP(smtp["host"], int(smtp["port"]), timeout=20) as s:
        s.starttls()
        s.login(smtp["from"], password)
        s.send_message(msg)


def send_slack(route, body):
    token = os.environ.get("SLACK_BOT_TOKEN")
    if not token:
        sys.exit("SLACK_BOT_TOKEN is not set")
    r = requests.post("https://slack.com/api/chat.postMessage", timeout=15,
                      headers={"Authorization": f"Bearer {token}"},
                      json={"channel": route["channel"], "text": body})
    r.raise_for_status()
    if not r.json().get("ok"):
        sys.exit(f"Slack refused the message: {r.json().get('error')}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--route", required=True)
    ap.add_argument("--summary", required=True)
    ap.add_argument("--routes-file", default=os.path.join(HERE, "..", "assets", "routes.yaml"))
    args = ap.parse_args()
    cfg = load_routes(args.routes_file)
    route = cfg["routes"].get(args.route)
    if route is None:
        sys.exit(f"no route named {args.route!r}; configured: {', '.join(cfg['routes'])}")
    with open(args.summary, encoding="utf-8") as fh:
        body = fh.read()
    subject = body.splitlines()[0].strip("* ") if body.strip() else f"Escalation: {args.route}"
    if route["type"] == "email":
        send_email(cfg, route, subject, body)
        print(f"emailed {', '.join(route['to'])}")
    elif route["type"] == "slack":
        send_slack(route, body)
        print(f"posted to {route['channel']}")
    else:
        sys.exit(f"route type {route['type']!r} is not supported by this script")


if __name__ == "__main__":
    main()
