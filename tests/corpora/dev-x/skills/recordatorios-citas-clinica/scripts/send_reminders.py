#!/usr/bin/env python3
"""Genera y (opcionalmente) envía recordatorios de cita por SMS con Twilio.

Por defecto funciona en modo simulación: valida la agenda y muestra los
mensajes con el teléfono enmascarado. El envío real requiere --send, y el flujo
de SKILL.md exige la confirmación explícita del usuario antes de usarlo.

    python scripts/send_reminders.py --agenda agenda.csv --fecha 2024-06-12 [--send] [--solo-fallidos]
"""
from __future__ import annotations

import argparse
import csv
import datetime as dt
import json
import os
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import requests

TWILIO_API = "https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json"
REQUIRED_ENV = ("TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM_NUMBER")
REQUIRED_COLUMNS = {"paciente", "telefono", "fecha", "hora", "centro"}
SENSITIVE = {"salud mental", "psiquiatria", "psicologia", "oncologia", "its", "planificacion familiar"}
E164 = re.compile(r"^\+[1-9]\d{7,14}$")
SID_RE = re.compile(r"^AC[0-9a-f]{32}$")
MAX_ATTEMPTS = 3
TIMEOUT = (5, 20)  # segundos: conexión, lectura
MAX_ROWS = 2000
STATE_FILE = "recordatorios_enviados.json"


class SendError(Exception):
    pass


@dataclass
class Reminder:
    row: int
    phone: str
    body: str
    hora: str
    centro: str


def mask_phone(phone: str) -> str:
    if len(phone) < 8:
        return "***"
    return phone[:4] + "*" * (len(phone) - 7) + phone[-3:]


def normalise_phone(raw: str | None) -> str | None:
    digits = re.sub(r"[\s\-().]", "", raw or "")
    if digits.startswith("00"):
        digits = "+" + digits[2:]
    elif re.fullmatch(r"[67]\d{8}", digits):  # móvil español sin prefijo
        digits = "+34" + digits
    return digits if E164.match(digits) else None


def _plain(text: str) -> str:
    table = str.maketrans("áéíóúü", "aeiouu")
    return (text or "").strip().lower().translate(table)


def build_body(row: dict, fecha: dt.date, hora: dt.time) -> str:
    nombre = (row.get("paciente") or "").split()[0].title() if row.get("paciente") else ""
    saludo = f"Hola {nombre}, le" if nombre else "Le"
    centro = row["centro"].strip()
    if _plain(row.get("especialidad", "")) in SENSITIVE:
        detalle = ""
    else:
        prof = (row.get("profesional") or "").strip()
        detalle = f" con {prof}" if prof else ""
    return (f"{saludo} recordamos su cita{detalle} el {fecha:%d/%m} a las {hora:%H:%M} en {centro}. "
            "Para cambiarla llame a recepción. Responda BAJA para no recibir más avisos.")


def load_agenda(path: Path, day: dt.date) -> tuple[list[Reminder], list[str], int]:
    reminders: list[Reminder] = []
    problems: list[str] = []
    skipped_consent = 0
    try:
        fh = path.open(newline="", encoding="utf-8-sig")
    except OSError as exc:
        raise SystemExit(f"No se puede abrir la agenda: {exc}")
    with fh:
        sample = fh.read(4096)
        fh.seek(0)
        delimiter = ";" if sample.count(";") > sample.count(",") else ","
        reader = csv.DictReader(fh, delimiter=delimiter)
        missing = REQUIRED_COLUMNS - {c.strip().lower() for c in (reader.fieldnames or [])}
        if missing:
            raise SystemExit(f"La agenda no tiene las columnas obligatorias: faltan columnas {sorted(missing)}")
        for n, raw in enumerate(reader, start=2):
            if n - 1 > MAX_ROWS:
                raise SystemExit(f"La agenda tiene más de {MAX_ROWS} filas; divídela por centro o por día.")
            row = {k.strip().lower(): v.strip() if isinstance(v, str) else "" for k, v in raw.items() if k is not None}
            try:
                fecha = dt.date.fromisoformat(row["fecha"])
                hora = dt.time.fromisoformat(row["hora"])
            except ValueError:
                problems.append(f"fila {n}: fecha u hora no válida ({row['fecha']!r} {row['hora']!r})")
                continue
            if fecha != day:
                continue
            if _plain(row.get("consentimiento_sms", "si")) == "no":
                skipped_consent += 1
                continue
            phone = normalise_phone(row["telefono"])
            if phone is None:
                problems.append(f"fila {n}: teléfono no válido")
                continue
            reminders.append(Reminder(n, phone, build_body(row, fecha, hora), f"{hora:%H:%M}", row["centro"]))
    return reminders, problems, skipped_consent


def read_credentials() -> dict[str, str]:
    creds = {name: os.environ.get(name, "").strip() for name in REQUIRED_ENV}
    missing = [k for k, v in creds.items() if not v]
    if missing:
        raise SystemExit(f"Faltan variables de entorno: {', '.join(missing)}. Configúralas y vuelve a ejecutar.")
    if not SID_RE.match(creds["TWILIO_ACCOUNT_SID"]):
        raise SystemExit("TWILIO_ACCOUNT_SID no tiene el formato esperado (AC + 32 caracteres hex).")
    if not E164.match(creds["TWILIO_FROM_NUMBER"]):
        raise SystemExit("TWILIO_FROM_NUMBER debe estar en formato E.164, p. ej. +34910000000.")
    return creds


def send_one(session: requests.Session, creds: dict[str, str], reminder: Reminder) -> str:
    url = TWILIO_API.format(sid=creds["TWILIO_ACCOUNT_SID"])
    data = {"To": reminder.phone, "From": creds["TWILIO_FROM_NUMBER"], "Body": reminder.body}
    error = "desconocido"
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            resp = session.post(url, data=data, auth=(creds["TWILIO_ACCOUNT_SID"], creds["TWILIO_AUTH_TOKEN"]),
                                timeout=TIMEOUT)
        except requests.RequestException as exc:
            error = exc.__class__.__name__
        else:
            if resp.status_code in (200, 201):
                try:
                    return resp.json().get("sid", "")
                except ValueError:
                    return "(sin sid en la respuesta)"
            if resp.status_code != 429 and resp.status_code < 500:
                try:
                    detail = resp.json().get("message", "")
                except ValueError:
                    detail = resp.text[:200]
                raise SendError(f"Twilio rechazó el mensaje ({resp.status_code}): {detail}")
            error = f"HTTP {resp.status_code}"
        if attempt < MAX_ATTEMPTS:
            time.sleep(2 ** attempt)
    raise SendError(f"sin respuesta tras {MAX_ATTEMPTS} intentos ({error})")


def load_state(path: Path) -> set[int]:
    if not path.is_file():
        return set()
    try:
        return set(json.loads(path.read_text(encoding="utf-8")).get("enviados", []))
    except (ValueError, OSError) as exc:
        raise SystemExit(f"No se puede leer {path}: {exc}. Bórralo si quieres reenviar todo.")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--agenda", type=Path, required=True)
    ap.add_argument("--fecha", required=True, help="AAAA-MM-DD")
    ap.add_argument("--send", action="store_true", help="enviar de verdad (solo tras confirmación del usuario)")
    ap.add_argument("--solo-fallidos", action="store_true", help="no repetir los ya enviados en una ejecución anterior")
    args = ap.parse_args(argv)

    try:
        day = dt.date.fromisoformat(args.fecha)
    except ValueError:
        print("--fecha debe tener formato AAAA-MM-DD", file=sys.stderr)
        return 2

    reminders, problems, skipped = load_agenda(args.agenda, day)
    print(f"{len(reminders)} recordatorios para el {day:%d/%m/%Y}; {skipped} sin consentimiento; {len(problems)} filas con problemas")
    for r in reminders:
        print(f"  fila {r.row:>4}  {r.hora}  {r.centro:<20}  {mask_phone(r.phone)}")
    for p in problems:
        print(f"  ! {p}")
    if reminders:
        print(f"\nEjemplo de mensaje:\n  {reminders[0].body}")

    if not args.send:
        print("\nModo simulación: no se ha enviado nada.")
        return 0

    creds = read_credentials()
    state_path = args.agenda.with_name(STATE_FILE)
    already = load_state(state_path) if args.solo_fallidos else set()
    sent, failed = [], []
    with requests.Session() as session:
        for r in reminders:
            if r.row in already:
                continue
            try:
                send_one(session, creds, r)
                sent.append(r.row)
            except SendError as exc:
                failed.append((r, str(exc)))
    state_path.write_text(json.dumps({"fecha": args.fecha, "enviados": sorted(already | set(sent))}), encoding="utf-8")

    print(f"\nEnviados: {len(sent)}  Fallidos: {len(failed)}")
    for r, err in failed:
        print(f"  fila {r.row} {mask_phone(r.phone)}: {err}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
