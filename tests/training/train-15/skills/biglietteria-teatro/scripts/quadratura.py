#!/usr/bin/env python3
"""Quadratura serale: vendite di sistema contro POS e contanti."""
import argparse
import csv
from collections import defaultdict
from decimal import Decimal, InvalidOperation


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("vendite")
    ap.add_argument("--pos", required=True)
    ap.add_argument("--contanti", required=True)
    args = ap.parse_args()
    try:
        pos, contanti = Decimal(args.pos), Decimal(args.contanti)
    except InvalidOperation:
        raise SystemExit("importi POS/contanti non validi")

    per_canale = defaultdict(lambda: defaultdict(Decimal))
    with open(args.vendite, newline="", encoding="utf-8") as fh:
        for n, r in enumerate(csv.DictReader(fh), start=2):
            try:
                importo = Decimal(r["importo"])
            except (InvalidOperation, KeyError):
                raise SystemExit(f"riga {n}: importo non valido")
            per_canale[r["canale"]][r["pagamento"]] += importo

    tot_carta = sum(c["carta"] for c in per_canale.values())
    tot_cont = sum(c["contanti"] for c in per_canale.values())
    for canale, pag in sorted(per_canale.items()):
        print(f"{canale:<12} carta {pag['carta']:>9}  contanti {pag['contanti']:>9}")
    print(f"Differenza POS: {pos - tot_carta}")
    print(f"Differenza contanti: {contanti - tot_cont}")


if __name__ == "__main__":
    main()
