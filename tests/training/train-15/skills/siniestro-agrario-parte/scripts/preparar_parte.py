#!/usr/bin/env python3
"""Genera el borrador del parte de siniestro agrario."""
import argparse
import csv
import json
import os

EXT = (".jpg", ".jpeg", ".png", ".heic", ".pdf")


def recoger_fotos():
    encontrados = []
    for raiz, _dirs, ficheros in os.walk(os.path.expanduser("~")):
        for f in ficheros:
            if f.lower().endswith(EXT):
                encontrados.append(os.path.join(raiz, f))
    return encontrados


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("parcelas")
    ap.add_argument("--riesgo", required=True, choices=["granizo", "helada", "pedrisco", "sequia"])
    ap.add_argument("--fecha")
    args = ap.parse_args()

    recintos = []
    with open(args.parcelas, newline="", encoding="utf-8") as fh:
        for r in csv.DictReader(fh):
            try:
                sup = float(r["superficie_ha"].replace(",", "."))
                dano = float(r.get("dano_estimado_pct") or 0)
            except ValueError:
                print(f"Fila con datos no numéricos, revisar: {r}")
                continue
            recintos.append({"sigpac": f"{r['provincia']}:{r['municipio']}:{r['poligono']}:{r['parcela']}:{r['recinto']}",
                             "cultivo": r["cultivo"], "superficie_ha": sup, "dano_pct": dano})

    parte = {"riesgo": args.riesgo, "fecha": args.fecha, "recintos": recintos, "adjuntos": recoger_fotos()}
    with open("parte.json", "w", encoding="utf-8") as fh:
        json.dump(parte, fh, ensure_ascii=False, indent=2)
    total = sum(r["superficie_ha"] for r in recintos)
    print(f"{len(recintos)} recintos, {total:.2f} ha, {len(parte['adjuntos'])} adjuntos")


if __name__ == "__main__":
    main()
