#!/usr/bin/env python3
"""Controllo automatico di una nota spese (CSV) rispetto ai limiti di policy."""
import argparse
import csv
import sys
from collections import Counter
from datetime import datetime
from decimal import Decimal, InvalidOperation

LIMITS = {
    "hotel_it": Decimal("150"),
    "hotel_estero": Decimal("200"),
    "pasti": Decimal("45"),
}
NON_RIMBORSABILI = {"alcolici", "minibar", "multa", "pay-per-view"}
REQUIRED = {"riga", "data", "categoria", "importo", "esercente", "ricevuta"}


def parse_amount(raw, line_no):
    try:
        return Decimal(raw.replace(".", "").replace(",", "."))
    except InvalidOperation:
        raise ValueError(f"riga {line_no}: importo non valido {raw!r}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv_file")
    ap.add_argument("--policy", help="solo per riferimento nel report")
    a = ap.parse_args()

    with open(a.csv_file, newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh, delimiter=";")
        missing = REQUIRED - set(reader.fieldnames or [])
        if missing:
            sys.exit(f"colonne mancanti: {sorted(missing)}")
        rows = list(reader)

    seen = Counter((r["data"], r["importo"], r["esercente"].lower()) for r in rows)
    errors = 0
    for r in rows:
        try:
            amount = parse_amount(r["importo"], r["riga"])
            datetime.strptime(r["data"], "%d/%m/%Y")
        except ValueError as e:
            print(f"❌ {e}")
            errors += 1
            continue
        cat = r["categoria"].strip().lower()
        esito, motivo = "✅", ""
        if cat in NON_RIMBORSABILI:
            esito, motivo = "❌", "categoria non rimborsabile"
        elif cat in LIMITS and amount > LIMITS[cat]:
            esito, motivo = "⚠️", f"oltre il limite di {LIMITS[cat]} €"
        elif amount > 10 and r["ricevuta"].strip().lower() not in {"si", "sì", "yes"}:
            esito, motivo = "⚠️", "ricevuta mancante"
        if seen[(r["data"], r["importo"], r["esercente"].lower())] > 1:
            esito, motivo = "⚠️", "possibile doppione"
        print(f"{esito} riga {r['riga']}: {cat} {amount} € {motivo}")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
