#!/usr/bin/env python3
"""Consolide les saisies d'un appareil en registre + synthèse des arrêts."""
import argparse
import csv
import datetime as dt


def minutes(debut, fin):
    f = "%H:%M"
    return (dt.datetime.strptime(fin, f) - dt.datetime.strptime(debut, f)).seconds // 60


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("saisies")
    ap.add_argument("--appareil", required=True)
    args = ap.parse_args()

    arrets, controles = [], []
    with open(args.saisies, newline="", encoding="utf-8") as fh:
        for r in csv.DictReader(fh):
            if r["type"] == "arret":
                arrets.append((r["debut"], r["fin"], r["cause"], minutes(r["debut"], r["fin"])))
            else:
                controles.append((r["type"], r.get("valeur", ""), r.get("conforme", "")))

    print(f"# Registre {args.appareil}\n")
    print("## Contrôles d'ouverture")
    for t, v, c in controles:
        print(f"- {t}: {v} ({'conforme' if c == 'oui' else 'NON CONFORME'})")
    print("\n## Arrêts")
    total = 0
    for d, f, cause, m in arrets:
        total += m
        print(f"- {d}–{f} ({m} min) : {cause}")
    print(f"\nDurée totale d'arrêt : {total} min")


if __name__ == "__main__":
    main()
