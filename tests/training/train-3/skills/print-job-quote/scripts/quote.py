#!/usr/bin/env python3
"""Estimate offset vs digital cost for a saddle-stitched brochure."""
import argparse
import math
import sys

SHEET_OFFSET = (1000, 700)
SHEET_DIGITAL = (450, 320)
BLEED = 3


def parse_format(text):
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        sys.exit("--format must look like 210x297")
    if w <= 0 or h <= 0:
        sys.exit("--format dimensions must be positive")
    return w, h


def ups(sheet, w, h, gripper=12):
    sw, sh = sheet[0], sheet[1] - gripper
    a = (sw // (w + 2 * BLEED)) * (sh // (h + 2 * BLEED))
    b = (sw // (h + 2 * BLEED)) * (sh // (w + 2 * BLEED))
    return max(a, b)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--format", required=True)
    ap.add_argument("--pages", type=int, required=True)
    ap.add_argument("--cover", type=int, default=4)
    ap.add_argument("--qty", type=int, required=True)
    a = ap.parse_args()
    if a.pages % 4 or a.pages <= 0 or a.qty <= 0:
        sys.exit("pages must be a positive multiple of 4 and qty positive")
    w, h = parse_format(a.format)
    spread = (2 * w, h)
    n_off = ups(SHEET_OFFSET, *spread)
    n_dig = ups(SHEET_DIGITAL, *spread)
    if not n_off or not n_dig:
        sys.exit("format too large for the press sheets")
    forms = math.ceil(a.pages / 4 / n_off) * 2
    offset = forms * 4 * 14.0 + forms * (20 / 60) * 180 + a.qty * a.pages / 4 / n_off / 10000 * 180
    digital = a.qty * a.pages / 2 / n_dig * 0.045 * 2
    print(f"poses offset: {n_off}  poses numérique: {n_dig}")
    print(f"offset ~ {offset:,.2f} EUR  numérique ~ {digital:,.2f} EUR (hors papier et façonnage)")


if __name__ == "__main__":
    main()
