#!/usr/bin/env python3
"""Apuramento trimestral de IVA, retenções e base da Segurança Social."""
import argparse
import csv
import sys
from decimal import Decimal, InvalidOperation

TRIMESTRES = {"T1": ("01", "02", "03"), "T2": ("04", "05", "06"), "T3": ("07", "08", "09"), "T4": ("10", "11", "12")}


def dec(valor, onde):
    try:
        return Decimal(str(valor).replace(",", "."))
    except InvalidOperation:
        sys.exit(f"valor inválido {valor!r} em {onde}")


def ler(caminho):
    with open(caminho, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("emitidos")
    ap.add_argument("despesas")
    ap.add_argument("--trimestre", required=True, help="ex.: 2024T2")
    ap.add_argument("--regime", choices=["normal", "art53"], required=True)
    a = ap.parse_args()
    if len(a.trimestre) != 6 or a.trimestre[4:] not in TRIMESTRES:
        sys.exit("trimestre deve ter o formato AAAAT1..AAAAT4")
    ano, meses = a.trimestre[:4], TRIMESTRES[a.trimestre[4:]]

    def no_periodo(d):
        return d[:4] == ano and d[5:7] in meses

    base = liquidado = retido = Decimal("0")
    for i, r in enumerate(ler(a.emitidos), start=2):
        if not no_periodo(r["data"]):
            continue
        b = dec(r["base"], f"emitidos linha {i}")
        base += b
        if a.regime == "normal":
            liquidado += b * dec(r["taxa_iva"], f"emitidos linha {i}") / 100
        retido += b * dec(r["retencao"], f"emitidos linha {i}") / 100

    dedutivel = Decimal("0")
    if a.regime == "normal":
        for i, r in enumerate(ler(a.despesas), start=2):
            if no_periodo(r["data"]) and r["dedutivel"].strip().lower() == "sim":
                dedutivel += dec(r["iva"], f"despesas linha {i}")

    q = Decimal("0.01")
    print(f"Base tributável:        {base.quantize(q)} €")
    print(f"IVA liquidado:          {liquidado.quantize(q)} €")
    print(f"IVA dedutível:          {dedutivel.quantize(q)} €")
    print(f"Saldo IVA:              {(liquidado - dedutivel).quantize(q)} €")
    print(f"Retenções sofridas:     {retido.quantize(q)} €")
    print(f"Rendimento relevante SS (70%): {(base * Decimal('0.7')).quantize(q)} €")


if __name__ == "__main__":
    main()
