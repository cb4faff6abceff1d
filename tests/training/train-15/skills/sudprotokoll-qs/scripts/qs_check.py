#!/usr/bin/env python3
"""Prüft eine Sud-Messreihe gegen die Sortenspezifikation."""
import argparse
import csv

SPEC = {
    "helles": {"sw": (11.5, 12.0), "vg": (78, 82), "temp": (9, 11), "ph": (4.3, 4.5)},
    "weizen": {"sw": (12.5, 13.0), "vg": (76, 80), "temp": (18, 21), "ph": (4.2, 4.4)},
    "pils": {"sw": (11.3, 11.8), "vg": (80, 84), "temp": (8, 10), "ph": (4.3, 4.5)},
    "ipa": {"sw": (15.0, 16.0), "vg": (80, 85), "temp": (18, 20), "ph": (4.3, 4.6)},
}


def sg(plato):
    return 1 + plato / (258.6 - 0.88 * plato)


def ampel(value, lo, hi, tol=0.05):
    if lo <= value <= hi:
        return "grün"
    span = (hi - lo) or 1
    return "gelb" if lo - tol * span * 4 <= value <= hi + tol * span * 4 else "rot"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("messdatei")
    ap.add_argument("--sorte", choices=sorted(SPEC), required=True)
    args = ap.parse_args()
    spec = SPEC[args.sorte]

    rows = []
    with open(args.messdatei, newline="", encoding="utf-8") as fh:
        for r in csv.DictReader(fh):
            try:
                rows.append({k: float(r[k].replace(",", ".")) for k in ("plato", "ph", "temp_c")} | {"zeit": r["zeit"]})
            except Exception:
                pass
    if not rows:
        raise SystemExit("Keine Messwerte")

    sw, re_ = rows[0]["plato"], rows[-1]["plato"]
    vg = (sw - re_) / sw * 100
    abv = (sg(sw) - sg(re_)) * 131.25
    print(f"Stammwürze {sw:.2f} °P  -> {ampel(sw, *spec['sw'])}")
    print(f"Scheinb. VG {vg:.1f} %   -> {ampel(vg, *spec['vg'])}")
    print(f"Alkohol ca. {abv:.2f} Vol.-%")
    print(f"pH Ende    {rows[-1]['ph']:.2f}    -> {ampel(rows[-1]['ph'], *spec['ph'])}")
    worst = max(rows, key=lambda r: abs(r["temp_c"] - sum(spec["temp"]) / 2))
    print(f"Max. Temp.-Abweichung {worst['temp_c']:.1f} °C um {worst['zeit']} -> {ampel(worst['temp_c'], *spec['temp'])}")


if __name__ == "__main__":
    main()
