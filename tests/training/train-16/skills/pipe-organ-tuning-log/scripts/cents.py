#!/usr/bin/env python3
"""Abweichungen in Cent je Taste gegenüber einer Temperatur berechnen.

cents.py messungen.csv --a4 440 --temperament equal|werckmeister3|kirnberger3|vallotti --temp-c 18
"""
import argparse
import csv
import math
import re
import sys

# Abweichung jeder Tonstufe von der gleichstufigen Stimmung in Cent (bezogen auf C).
TEMPERAMENTS = {
    "equal":         [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    "werckmeister3": [0, -9.8, -7.8, -5.9, -9.8, -2.0, -11.7, -3.9, -7.8, -11.7, -3.9, -7.8],
    "kirnberger3":   [0, -9.8, -6.8, -5.9, -13.7, -2.0, -9.8, -3.4, -7.8, -10.3, -3.9, -11.7],
    "vallotti":      [0, -5.9, -3.9, -2.0, -7.8, 2.0, -7.8, -2.0, -3.9, -5.9, 0, -9.8],
}
NAMES = ["c", "cis", "d", "dis", "e", "f", "fis", "g", "gis", "a", "ais", "h"]
KEY_RE = re.compile(r"^(cis|dis|fis|gis|ais|c|d|e|f|g|a|h)(\d)$")
CENTS_PER_DEGREE = 3.0  # Labialpfeifen, näherungsweise
REFERENCE_C = 18.0


def target_hz(key, a4, temperament):
    m = KEY_RE.match(key)
    if not m:
        raise ValueError(f"unbekannte Tastenbezeichnung {key!r} (erwartet z. B. c1, fis2)")
    step = NAMES.index(m.group(1))
    octave = int(m.group(2))  # c1 = eingestrichenes c (MIDI 60)
    midi = 48 + 12 * octave + step
    equal = a4 * 2 ** ((midi - 69) / 12)
    offset_a = TEMPERAMENTS[temperament][9]
    return equal * 2 ** ((TEMPERAMENTS[temperament][step] - offset_a) / 1200)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csvfile")
    ap.add_argument("--a4", type=float, default=440.0)
    ap.add_argument("--temperament", choices=sorted(TEMPERAMENTS), default="equal")
    ap.add_argument("--temp-c", type=float, default=REFERENCE_C)
    ap.add_argument("--limit", type=float, default=3.0)
    a = ap.parse_args()
    if not 380 <= a.a4 <= 470:
        sys.exit("a' außerhalb 380-470 Hz - bitte prüfen")

    drift = (a.temp_c - REFERENCE_C) * CENTS_PER_DEGREE
    with open(a.csvfile, newline="", encoding="utf-8") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            try:
                hz = float(row["frequenz_hz"])
                soll = target_hz(row["taste"].strip(), a.a4, a.temperament)
            except (KeyError, ValueError) as exc:
                print(f"Zeile {n}: übersprungen ({exc})", file=sys.stderr)
                continue
            if hz <= 0:
                print(f"Zeile {n}: Frequenz muss positiv sein", file=sys.stderr)
                continue
            cents = 1200 * math.log2(hz / soll) - drift
            flag = "  <-- nachstimmen" if abs(cents) > a.limit else ""
            print(f"{row['register']:<16} {row['taste']:<5} {cents:+6.1f} ct{flag}")


if __name__ == "__main__":
    main()
