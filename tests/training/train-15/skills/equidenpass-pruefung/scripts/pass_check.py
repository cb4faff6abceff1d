#!/usr/bin/env python3
"""Formale Prüfung von Equidenpass-Daten (UELN, Chip, Influenza-Impfungen)."""
import argparse
import csv
import datetime as dt
import re
import sys

UELN = re.compile(r"^[0-9A-Z]{15}$")
CHIP = re.compile(r"^\d{15}$")


def parse_dates(text, name):
    out = []
    for part in filter(None, (p.strip() for p in text.split(";"))):
        try:
            out.append(dt.date.fromisoformat(part))
        except ValueError:
            raise ValueError(f"{name}: ungültiges Datum {part!r}")
    return out


def bewerte(impf, stichtag, regel):
    if len(impf) < 3:
        return "rot", "Grundimmunisierung unvollständig"
    a, b, c = impf[0], impf[1], impf[2]
    if not 21 <= (b - a).days <= 92:
        return "rot", "Abstand 1.–2. Impfung außerhalb 21–92 Tage"
    if (c - b).days > 214:
        return "rot", "3. Impfung später als 7 Monate"
    letzte = impf[-1]
    frist = letzte + dt.timedelta(days=183 + 21)
    if regel == "fei" and (stichtag - letzte).days < 7:
        return "rot", "letzte Impfung weniger als 7 Tage vor Stichtag"
    if stichtag > frist:
        return "rot", f"Wiederholungsimpfung überfällig seit {frist}"
    if (frist - stichtag).days <= 30:
        return "gelb", f"Wiederholung fällig bis {frist}"
    return "grün", "ok"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("datei")
    ap.add_argument("--stichtag", required=True)
    ap.add_argument("--regel", choices=["lpo", "fei"], default="lpo")
    a = ap.parse_args()
    try:
        stichtag = dt.date.fromisoformat(a.stichtag)
    except ValueError:
        sys.exit("Stichtag im Format JJJJ-MM-TT angeben")

    with open(a.datei, newline="", encoding="utf-8") as fh:
        for r in csv.DictReader(fh):
            name = r.get("name", "?")
            probleme = []
            if not UELN.match((r.get("ueln") or "").upper()):
                probleme.append("UELN-Format")
            if not CHIP.match(r.get("chip") or ""):
                probleme.append("Chipnummer-Format")
            if (r.get("stempel_vollstaendig") or "").lower() != "ja":
                probleme.append("Tierarzt-Stempel fehlt")
            try:
                ampel, text = bewerte(parse_dates(r.get("impfungen") or "", name), stichtag, a.regel)
            except ValueError as exc:
                ampel, text = "rot", str(exc)
            if probleme and ampel == "grün":
                ampel = "gelb"
            print(f"{name:<20} {ampel:<5} {text}{' | ' + ', '.join(probleme) if probleme else ''}")


if __name__ == "__main__":
    main()
