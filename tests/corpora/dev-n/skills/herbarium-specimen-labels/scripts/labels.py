#!/usr/bin/env python3
"""Render Darwin Core rows into printable labels."""
import csv
import pathlib
import sys

from jinja2 import Environment, FileSystemLoader, select_autoescape

REQUIRED = ["scientificName", "recordedBy", "recordNumber", "eventDate", "locality"]


def valid_coord(value, limit):
    try:
        return abs(float(value)) <= limit
    except (TypeError, ValueError):
        return False


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: labels.py <field-sheet.csv> <out.html>")
    src, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    good, skipped = [], []
    with src.open(newline="", encoding="utf-8") as fh:
        for n, row in enumerate(csv.DictReader(fh), 2):
            missing = [k for k in REQUIRED if not (row.get(k) or "").strip()]
            if not valid_coord(row.get("decimalLatitude"), 90) or not valid_coord(row.get("decimalLongitude"), 180):
                missing.append("coordinates")
            if missing:
                skipped.append((n, missing))
            else:
                good.append(row)
    assets = pathlib.Path(__file__).resolve().parent.parent / "assets"
    env = Environment(loader=FileSystemLoader(assets), autoescape=select_autoescape(["html"]))
    out.write_text(env.get_template("label.html").render(rows=good), encoding="utf-8")
    print(f"{len(good)} labels written to {out}")
    for n, missing in skipped:
        print(f"  row {n} skipped: missing {', '.join(missing)}")


if __name__ == "__main__":
    main()
