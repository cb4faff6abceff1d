#!/usr/bin/env python3
"""Prüft die Spalte art_code einer Kartier-CSV gegen assets/artcodes.csv.

    python scripts/check_species.py aufnahme_HF03.csv [--column art_code]

Exit code 0 = alle Codes bekannt, 1 = unbekannte Codes gefunden, 2 = Eingabefehler.
"""
from __future__ import annotations

import argparse
import csv
import difflib
import sys
from pathlib import Path

REFERENCE = Path(__file__).resolve().parent.parent / "assets" / "artcodes.csv"


def load_reference() -> dict[str, str]:
    with REFERENCE.open(newline="", encoding="utf-8") as fh:
        return {row["code"].strip().upper(): row["name_de"] for row in csv.DictReader(fh)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("survey", type=Path)
    ap.add_argument("--column", default="art_code")
    args = ap.parse_args(argv)

    if not args.survey.is_file():
        print(f"Datei nicht gefunden: {args.survey}", file=sys.stderr)
        return 2

    ref = load_reference()
    unknown: list[tuple[int, str, list[str]]] = []
    rows = 0
    try:
        with args.survey.open(newline="", encoding="utf-8-sig") as fh:
            reader = csv.DictReader(fh)
            if args.column not in (reader.fieldnames or []):
                print(f"Spalte {args.column!r} fehlt; vorhanden: {reader.fieldnames}", file=sys.stderr)
                return 2
            for n, row in enumerate(reader, start=2):
                rows += 1
                code = (row.get(args.column) or "").strip().upper()
                if not code:
                    unknown.append((n, "<leer>", []))
                elif code not in ref:
                    unknown.append((n, code, difflib.get_close_matches(code, ref.keys(), n=3)))
    except UnicodeDecodeError:
        print("Datei ist nicht UTF-8; bitte in QField/Excel als CSV UTF-8 exportieren.", file=sys.stderr)
        return 2

    for n, code, hints in unknown:
        hint = f" – meinten Sie {', '.join(f'{h} ({ref[h]})' for h in hints)}?" if hints else ""
        print(f"Zeile {n}: unbekannter Artcode {code}{hint}")
    print(f"{rows} Zeilen geprüft, {len(unknown)} unbekannte Codes.")
    return 1 if unknown else 0


if __name__ == "__main__":
    sys.exit(main())
