#!/usr/bin/env python3
"""Parse a generic grid CSV plate reader export into a tidy long table.

Usage: parse_plate.py EXPORT.csv --out tidy/plate.csv [--rows 8 --cols 12]
Only the generic grid layout is handled here; other formats are documented in
references/formats.md. Exits non-zero with a message on any layout problem.
"""
import argparse
import csv
import string
import sys


def find_grids(lines, ncols):
    header = [""] + [str(i) for i in range(1, ncols + 1)]
    for i, row in enumerate(lines):
        if [c.strip() for c in row[: ncols + 1]] == header:
            yield i


def parse(path, nrows, ncols):
    with open(path, newline="", encoding="utf-8-sig") as fh:
        lines = list(csv.reader(fh))
    starts = list(find_grids(lines, ncols))
    if not starts:
        sys.exit(f"{path}: no {nrows}x{ncols} grid header found; layout unsupported")
    letters = string.ascii_uppercase[:nrows]
    out = []
    for read, start in enumerate(starts, start=1):
        block = lines[start + 1: start + 1 + nrows]
        if len(block) < nrows:
            sys.exit(f"{path}: grid {read} is truncated")
        for r, letter in enumerate(letters):
            row = block[r]
            if not row or row[0].strip() != letter:
                sys.exit(f"{path}: grid {read} row {r + 1} should start with {letter}")
            for c in range(1, ncols + 1):
                cell = row[c].strip() if c < len(row) else ""
                if cell.upper() == "OVER":
                    value = "OVER"
                else:
                    try:
                        value = float(cell)
                    except ValueError:
                        sys.exit(f"{path}: grid {read} well {letter}{c}: not a number: {cell!r}")
                out.append({"well": f"{letter}{c}", "row": letter, "col": c, "read": read, "value": value})
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("export")
    ap.add_argument("--out", required=True)
    ap.add_argument("--rows", type=int, default=8, choices=[8, 16])
    ap.add_argument("--cols", type=int, default=12, choices=[12, 24])
    args = ap.parse_args()
    rows = parse(args.export, args.rows, args.cols)
    with open(args.out, "w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=["well", "row", "col", "read", "value"])
        writer.writeheader()
        writer.writerows(rows)
    print(f"{len(rows)} well readings written to {args.out}")


if __name__ == "__main__":
    main()
