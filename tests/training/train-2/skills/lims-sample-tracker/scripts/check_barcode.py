#!/usr/bin/env python3
"""Validate accession and aliquot barcodes read from a box scan CSV.

Usage: check_barcode.py scans/F07_R3_B12.csv
Prints one line per invalid barcode and exits 1 if any were found.
"""
import csv
import re
import sys

ACC = re.compile(r"^ACC-(19|20)\d{2}-\d{6}$")
ALQ = re.compile(r"^ACC-(19|20)\d{2}-\d{6}-A\d{2}$")


def valid(code: str) -> bool:
    code = code.strip()
    return bool(ACC.match(code) or ALQ.match(code))


def main(path: str) -> int:
    bad = 0
    with open(path, newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        if reader.fieldnames is None or "barcode" not in reader.fieldnames:
            print(f"{path}: no 'barcode' column", file=sys.stderr)
            return 2
        for n, row in enumerate(reader, start=2):
            code = (row.get("barcode") or "").strip()
            if not valid(code):
                print(f"line {n}: invalid barcode {code!r}")
                bad += 1
    return 1 if bad else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
