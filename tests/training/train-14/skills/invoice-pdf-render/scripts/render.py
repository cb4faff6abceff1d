#!/usr/bin/env python3
"""Render an invoice JSON record to PDF."""
import argparse
import json
import sys
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape
from weasyprint import HTML

ASSETS = Path(__file__).resolve().parent.parent / "assets"
CENT = Decimal("0.01")
REQUIRED = ("number", "issue_date", "due_date", "seller", "buyer", "currency", "lines")


def dec(value, field):
    try:
        d = Decimal(str(value))
    except InvalidOperation:
        sys.exit(f"{field}: not a number: {value!r}")
    if d < 0:
        sys.exit(f"{field}: negative value {d}")
    return d


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("invoice", type=Path)
    ap.add_argument("-o", "--out", type=Path, required=True)
    a = ap.parse_args()
    try:
        inv = json.loads(a.invoice.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as e:
        sys.exit(f"cannot read {a.invoice}: {e}")
    missing = [k for k in REQUIRED if k not in inv]
    if missing:
        sys.exit(f"missing fields: {', '.join(missing)}")

    if not isinstance(inv["lines"], list) or not inv["lines"]:
        sys.exit("lines must be a non-empty list")
    lines, vat, net_total = [], defaultdict(Decimal), Decimal(0)
    for i, l in enumerate(inv["lines"], start=1):
        if not isinstance(l, dict):
            sys.exit(f"line {i}: expected an object")
        if "vat_rate" not in l:
            sys.exit(f"line {i}: vat_rate missing (ask the user, do not guess)")
        qty, unit, rate = dec(l.get("qty"), f"line {i} qty"), dec(l.get("unit_price"), f"line {i} unit_price"), dec(l["vat_rate"], f"line {i} vat_rate")
        net = (qty * unit).quantize(CENT, ROUND_HALF_UP)
        vat[str(rate)] += (net * rate / 100).quantize(CENT, ROUND_HALF_UP)
        net_total += net
        lines.append({**l, "net": net})
    totals = {"net": net_total, "vat": dict(vat), "gross": net_total + sum(vat.values())}

    env = Environment(loader=FileSystemLoader(ASSETS), autoescape=select_autoescape(["html"]))
    html = env.get_template("invoice.html").render(inv=inv, lines=lines, totals=totals)
    a.out.parent.mkdir(parents=True, exist_ok=True)
    HTML(string=html, base_url=str(ASSETS)).write_pdf(a.out)
    print(f"{a.out}: gross {totals['gross']} {inv['currency']}")


if __name__ == "__main__":
    main()
