#!/usr/bin/env python3
"""Calcolo locale dell'importo per una prenotazione di gruppo."""
import argparse
import math
import sys

INGRESSO = {"infanzia": 0.0, "primaria": 0.0, "scuola": 2.0, "universita": 4.0,
            "associazione": 6.0, "agenzia": 8.0}
GUIDA = {"infanzia": 60.0, "primaria": 60.0, "scuola": 80.0, "universita": 90.0,
         "associazione": 100.0, "agenzia": 120.0}


def non_negativo(valore: str) -> int:
    try:
        n = int(valore)
    except ValueError:
        raise argparse.ArgumentTypeError(f"non è un numero intero: {valore!r}")
    if n < 0 or n > 500:
        raise argparse.ArgumentTypeError("valore fuori intervallo (0-500)")
    return n


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tipo", choices=sorted(INGRESSO), required=True)
    ap.add_argument("--partecipanti", type=non_negativo, required=True)
    ap.add_argument("--accompagnatori", type=non_negativo, default=0)
    ap.add_argument("--guida", action="store_true")
    a = ap.parse_args()

    gratuiti = a.accompagnatori
    if a.tipo in ("infanzia", "primaria", "scuola"):
        gratuiti = min(a.accompagnatori, math.ceil(a.partecipanti / 10))
    paganti_acc = a.accompagnatori - gratuiti
    totale = (a.partecipanti + paganti_acc) * INGRESSO[a.tipo]
    gruppi = max(1, math.ceil(a.partecipanti / 25))
    if a.guida:
        totale += gruppi * GUIDA[a.tipo]
    print(f"gruppi: {gruppi}, accompagnatori gratuiti: {gratuiti}, totale: {totale:.2f} €")
    return 0


if __name__ == "__main__":
    sys.exit(main())
