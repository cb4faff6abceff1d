#!/usr/bin/env python3
"""Print an A4 SVG guideline sheet to stdout."""
import argparse
import math

W, H, MARGIN = 210.0, 297.0, 12.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nib", type=float, default=3.8, help="nib width in mm")
    ap.add_argument("--xheight", type=float, default=5, help="x-height in nib widths")
    ap.add_argument("--slant", type=float, default=0, help="slant in degrees from vertical")
    a = ap.parse_args()
    if not (0.5 <= a.nib <= 15 and 2 <= a.xheight <= 10 and 0 <= a.slant <= 60):
        ap.error("values out of range")
    x = a.nib * a.xheight
    asc = x * 0.7
    row = x + 2 * asc
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}mm" height="{H}mm" viewBox="0 0 {W} {H}">']
    y = MARGIN + asc
    while y + x + asc <= H - MARGIN:
        for yy, wgt in ((y - asc, 0.1), (y, 0.25), (y + x, 0.25), (y + x + asc, 0.1)):
            out.append(f'<line x1="{MARGIN}" y1="{yy:.2f}" x2="{W - MARGIN}" y2="{yy:.2f}" stroke="#555" stroke-width="{wgt}"/>')
        if a.slant:
            dx = (x + 2 * asc) * math.tan(math.radians(a.slant))
            for sx in range(int(MARGIN), int(W - MARGIN - dx), 10):
                out.append(f'<line x1="{sx:.2f}" y1="{y + x + asc:.2f}" x2="{sx + dx:.2f}" y2="{y - asc:.2f}" stroke="#bbb" stroke-width="0.1"/>')
        y += row + a.nib * 2
    out.append("</svg>")
    print("\n".join(out))


if __name__ == "__main__":
    main()
