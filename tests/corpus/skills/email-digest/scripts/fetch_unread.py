#!/usr/bin/env python3
"""Print unread messages (headers + first 2 KB) from an IMAP inbox as JSON."""
import email
import imaplib
import json
import os
import sys
from email.header import decode_header, make_header


def text_of(msg):
    for part in msg.walk():
        if part.get_content_type() == "text/plain":
            payload = part.get_payload(decode=True) or b""
            return payload.decode(part.get_content_charset() or "utf-8", errors="replace")[:2048]
    return ""


def main():
    box = imaplib.IMAP4_SSL(os.environ["IMAP_HOST"])
    box.login(os.environ["IMAP_USER"], os.environ["IMAP_PASSWORD"])
    box.select("INBOX", readonly=True)
    _, data = box.search(None, "UNSEEN")
    out = []
    for num in data[0].split():
        _, parts = box.fetch(num, "(BODY.PEEK[])")
        msg = email.message_from_bytes(parts[0][1])
        out.append({
            "from": str(make_header(decode_header(msg.get("From", "")))),
            "subject": str(make_header(decode_header(msg.get("Subject", "")))),
            "date": msg.get("Date"),
            "body": text_of(msg),
        })
    json.dump(out, sys.stdout, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
