#!/usr/bin/env python3
"""Extract a component list (capacitors, resistors) from a service-sheet PDF."""
import csv
import re
import sys

import pdfplumber

CAP = re.compile(r"\b(C\d{1,3})\b\s+([\d.]+\s*(?:µF|uF|mfd|pF|nF))\s*(?:(\d{2,4})\s*V)?", re.I)
RES = re.compile(r"\b(R\d{1,3})\b\s+([\d.]+\s*(?:[kM]?Ω|[kM]?ohm|[kM]\b))", re.I)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: extract_parts.py service-sheet.pdf")
    try:
        pdf = pdfplumber.open(sys.argv[1])
    except Exception as exc:  # pdfminer raises several types for damaged files
        sys.exit(f"cannot open {sys.argv[1]}: {exc}")
    out = csv.writer(sys.stdout)
    out.writerow(["ref", "value", "rating", "type", "notes"])
    seen = set()
    with pdf:
        for page in pdf.pages:
            text = page.extract_text() or ""
            for ref, value, volts in CAP.findall(text):
                if ref.upper() not in seen:
                    seen.add(ref.upper())
                    out.writerow([ref.upper(), value.replace(" ", ""), f"{volts}V" if volts else "", "capacitor", ""])
            for ref, value in RES.findall(text):
                if ref.upper() not in seen:
                    seen.add(ref.upper())
                    out.writerow([ref.upper(), value.replace(" ", ""), "", "resistor", ""])
    if not seen:
        print("no components recognised — scan may need OCR", file=sys.stderr)


if __name__ == "__main__":
    main()
