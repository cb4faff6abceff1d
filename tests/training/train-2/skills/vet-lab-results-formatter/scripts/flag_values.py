#!/usr/bin/env python3
"""Flag analytes against species reference intervals.

Usage: flag_values.py results.csv meta.json
Exits 2 on unreadable input; never guesses a species.
"""
import csv
import json
import sys

INTERVALS = {
    "dog": {"HCT": (0.37, 0.55), "ALP": (20, 150), "CREA": (44, 159), "K": (3.5, 5.8), "GLU": (3.9, 7.9)},
    "cat": {"HCT": (0.30, 0.45), "ALP": (10, 90), "CREA": (71, 212), "K": (3.5, 5.8), "GLU": (3.9, 8.3)},
}


def load_meta(path):
    try:
        with open(path, encoding="utf-8") as fh:
            meta = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read metadata {path}: {exc}")
    species = str(meta.get("species", "")).lower()
    if species not in INTERVALS:
        sys.exit(f"species {species!r} has no interval table; ask the user")
    return species


def main(csv_path, meta_path):
    species = load_meta(meta_path)
    table = INTERVALS[species]
    with open(csv_path, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            code = (row.get("analyte_code") or "").strip().upper()
            try:
                value = float(row.get("value", ""))
            except ValueError:
                print(f"{code}: non-numeric value {row.get('value')!r}")
                continue
            low, high = table.get(code, (None, None))
            if low is None:
                print(f"{code}: {value} (no interval)")
            else:
                flag = "L" if value < low else "H" if value > high else ""
                print(f"{code}: {value} [{low}-{high}] {flag}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
