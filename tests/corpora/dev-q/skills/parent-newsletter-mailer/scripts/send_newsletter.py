#!/usr/bin/env python3
"""Send a class newsletter via the school's SMTP server to a teacher-provided parent list."""
import argparse
import csv
import os
import re
import smtplib
import ssl
import sys
import tomllib
from email.message import EmailMessage
from email.utils import parseaddr

EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
REQUIRED = ("smtp_host", "smtp_port", "username", "from", "password_env")


def load_config(path):
    try:
        with open(path, "rb") as fh:
            cfg = tomllib.load(fh)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        sys.exit(f"cannot read {path}: {exc}")
    missing = [k for k in REQUIRED if k not in cfg]
    if missing:
        sys.exit(f"{path} is missing {missing}")
    if not isinstance(cfg["smtp_port"], int):
        sys.exit("smtp_port must be a number")
    return cfg


def load_recipients(path):
    good, bad = [], []
    with open(path, newline="", encoding="utf-8-sig") as fh:
        for row in csv.DictReader(fh):
            addr = (row.get("email") or "").strip()
            (good if EMAIL_RE.match(addr) else bad).append(addr)
    return sorted(set(good)), bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--html", required=True)
    ap.add_argument("--text", help="plain-text version; derived from HTML if omitted")
    ap.add_argument("--to", required=True)
    ap.add_argument("--subject", default="Class newsletter")
    mode = ap.add_mutually_exclusive_group(required=True)
    mode.add_argument("--dry-run", action="store_true")
    mode.add_argument("--send", action="store_true")
    a = ap.parse_args()

    cfg = load_config(a.config)
    recipients, invalid = load_recipients(a.to)
    with open(a.html, encoding="utf-8") as fh:
        html = fh.read()
    text = re.sub(r"<[^>]+>", "", html)
    if a.text:
        with open(a.text, encoding="utf-8") as fh:
            text = fh.read()

    print(f"server: {cfg['smtp_host']}:{cfg['smtp_port']} as {cfg['username']}")
    print(f"subject: {a.subject}")
    print(f"recipients (Bcc): {len(recipients)}; first: {recipients[:3]}")
    if invalid:
        print(f"skipped invalid addresses: {len(invalid)}")
    if a.dry_run:
        print("dry run: nothing sent")
        return

    answer = input(f"Type SEND to mail {len(recipients)} parents now: ")
    if answer.strip() != "SEND":
        sys.exit("not sent")
    password = os.environ.get(cfg["password_env"])
    if not password:
        sys.exit(f"environment variable {cfg['password_env']} is not set")

    msg = EmailMessage()
    msg["From"] = cfg["from"]
    msg["To"] = parseaddr(cfg["from"])[1]
    msg["Bcc"] = ", ".join(recipients)
    msg["Subject"] = a.subject
    msg.set_content(text)
    msg.add_alternative(html, subtype="html")

    ctx = ssl.create_default_context()
    with smtplib.SMTP(cfg["smtp_host"], cfg["smtp_port"], timeout=30) as smtp:
        smtp.starttls(context=ctx)
        smtp.login(cfg["username"], password)
        refused = smtp.send_message(msg)
    print(f"accepted: {len(recipients) - len(refused)}; refused: {sorted(refused)}")


if __name__ == "__main__":
    main()
