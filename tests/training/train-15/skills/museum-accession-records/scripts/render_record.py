#!/usr/bin/env python3
"""Render an accession record JSON into the printable HTML template."""
import html
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TEMPLATE = os.path.join(HERE, "..", "assets", "record-template.html")


def main(path):
    with open(path, encoding="utf-8") as fh:
        rec = json.load(fh)
    d = rec.get("dimensions_mm", {})
    values = {
        "object_number": rec.get("object_number", ""),
        "title": rec.get("title", ""),
        "maker": rec.get("maker", ""),
        "date": rec.get("date", ""),
        "materials": ", ".join(rec.get("materials", [])),
        "dimensions": f"{d.get('h')} × {d.get('w')} × {d.get('d')} mm ({d.get('method')})",
        "provenance": rec.get("provenance", ""),
        "rights": rec.get("rights", ""),
        "valuation": rec.get("restricted", {}).get("valuation_gbp") or "",
    }
    with open(TEMPLATE, encoding="utf-8") as fh:
        out = fh.read()
    for k, v in values.items():
        out = out.replace("{{" + k + "}}", html.escape(str(v)))
    target = os.path.splitext(path)[0] + ".html"
    with open(target, "w", encoding="utf-8") as fh:
        fh.write(out)
    print(target)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: render_record.py record.json")
    main(sys.argv[1])
