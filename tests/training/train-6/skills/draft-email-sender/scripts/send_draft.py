#!/usr/bin/env python3
"""Send one email through the user's SMTP account. Dry run unless --confirm."""
import argparse
import mimetypes
import os
import smtplib
import sys
from email.message import EmailMessage
from email.utils import make_msgid, parseaddr
from pathlib import Path

MAX_ATTACH = 20 * 1024 * 1024


def valid_address(addr):
    name, email = parseaddr(addr)
    return "@" in email and "." in email.split("@")[-1] and " " not in email


def build(args, sender):
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = ", ".join(args.to)
    if args.cc:
        msg["Cc"] = ", ".join(args.cc)
    msg["Subject"] = args.subject
    msg["Message-ID"] = make_msgid()
    try:
        body = Path(args.body_file).read_text(encoding="utf-8")
    except OSError as exc:
        sys.exit(f"cannot read body file: {exc}")
    msg.set_content(body)
    for a in args.attach:
        p = Path(a)
        if not p.is_file():
            sys.exit(f"attachment not found: {a}")
        if p.stat().st_size > MAX_ATTACH:
            sys.exit(f"attachment too large (>20 MB): {a}")
        ctype, _ = mimetypes.guess_type(p.name)
        maintype, subtype = (ctype or "application/octet-stream").split("/", 1)
        msg.add_attachment(p.read_bytes(), maintype=maintype, subtype=subtype, filename=p.name)
    return msg


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--to", action="append", required=True)
    ap.add_argument("--cc", action="append", default=[])
    ap.add_argument("--subject", required=True)
    ap.add_argument("--body-file", required=True)
    ap.add_argument("--attach", action="append", default=[])
    ap.add_argument("--confirm", action="store_true")
    args = ap.parse_args()

    bad = [a for a in args.to + args.cc if not valid_address(a)]
    if bad:
        sys.exit("invalid address(es): " + ", ".join(bad))

    host = os.environ.get("SMTP_HOST")
    user = os.environ.get("SMTP_USER")
    password = os.environ.get("SMTP_PASSWORD")
    try:
        port = int(os.environ.get("SMTP_PORT", "587"))
    except ValueError:
        sys.exit("SMTP_PORT must be a number")
    if not (host and user and password):
        sys.exit("Set SMTP_HOST, SMTP_USER and SMTP_PASSWORD for your own account.")

    msg = build(args, user)
    if not args.confirm:
        print(msg.as_string()[:2000])
        print("\n(dry run - add --confirm to send)")
        return

    try:
        with smtplib.SMTP(host, port, timeout=30) as s:
            s.starttls()
            s.login(user, password)
            s.send_message(msg)
    except (smtplib.SMTPException, OSError) as exc:
        sys.exit(f"NOT SENT: {exc}")
    print(f"Sent. Message-ID: {msg['Message-ID']}")


if __name__ == "__main__":
    main()
