#!/usr/bin/env python3
"""Calcula cantidades de un lote a partir de la fórmula por 100 g/mL."""
import argparse
import json


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("formula")
    ap.add_argument("--cantidad", required=True)
    ap.add_argument("--unidad", default="g")
    a = ap.parse_args()
    formula = json.load(open(a.formula, encoding="utf-8"))
    total = float(a.cantidad)
    factor = total / 100.0
    print(f"Lote de {total:g} {a.unidad}")
    for comp in formula["componentes"]:
        riqueza = comp.get("riqueza", 100.0)
        qty = comp["por_100"] * factor * 100.0 / riqueza
        print(f"  {comp['nombre']:<30} {qty:10.3f} {comp.get('unidad', 'g')}")


if __name__ == "__main__":
    main()
