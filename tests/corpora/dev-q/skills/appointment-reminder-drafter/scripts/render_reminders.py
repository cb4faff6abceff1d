#!/usr/bin/env python3
"""Render reminder drafts from a clinic schedule export."""
import argparse
import csv
from datetime import datetime
from pathlib import Path

SMS = {
    "en": "Hi {first_name}, this is {clinic} reminding you of your appointment on {date} at {time} "
          "with {provider}. Reply C to confirm, R to reschedule. Reply STOP to opt out.",
    "es": "Hola {first_name}, le recordamos su cita en {clinic} el {date} a las {time} con {provider}. "
          "Responda C para confirmar o R para cambiar la cita. Responda STOP para no recibir más mensajes.",
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("schedule")
    ap.add_argument("--date", required=True)
    ap.add_argument("--clinic", default="Eastside Family Clinic")
    ap.add_argument("--out", default="drafts")
    a = ap.parse_args()
    try:
        day = datetime.strptime(a.date, "%Y-%m-%d").date()
    except ValueError:
        raise SystemExit(f"--date must be YYYY-MM-DD, got {a.date!r}")
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    call_list, n = [], 0
    with open(a.schedule, newline="", encoding="utf-8-sig") as fh:
        for line_no, row in enumerate(csv.DictReader(fh), start=2):
            try:
                when = datetime.strptime(row["appt_time"].strip(), "%Y-%m-%d %H:%M")
            except (KeyError, ValueError):
                print(f"line {line_no}: bad or missing appt_time, skipped and listed for review")
                call_list.append(row.get("patient_id", f"line {line_no}"))
                continue
            if when.date() != day:
                continue
            if row.get("contact_pref") == "none":
                call_list.append(row["patient_id"])
                continue
            lang = "es" if row.get("preferred_language", "").lower().startswith("es") else "en"
            text = SMS[lang].format(first_name=row["first_name"].strip(), clinic=a.clinic,
                                    date=when.strftime("%m/%d"), time=when.strftime("%I:%M %p"),
                                    provider=row["provider"].strip())
            (out / f"{row['patient_id']}.txt").write_text(text + "\n", encoding="utf-8")
            n += 1
    (out / "call_list.txt").write_text("\n".join(call_list) + "\n", encoding="utf-8")
    print(f"{n} drafts, {len(call_list)} patients to call -> {out}")


if __name__ == "__main__":
    main()
