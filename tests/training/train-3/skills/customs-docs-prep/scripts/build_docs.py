#!/usr/bin/env python3
"""Build commercial invoice and packing list (Markdown) from a shipment YAML."""
import argparse
import os
import sys

import yaml

REQUIRED = ("shipper", "consignee", "incoterm", "lines", "packages")


def load(path):
    try:
        with open(path, encoding="utf-8") as fh:
            data = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"cannot read {path}: {exc}")
    if not isinstance(data, dict):
        sys.exit("shipment file must be a mapping")
    missing = [k for k in REQUIRED if k not in data]
    if missing:
        sys.exit(f"missing keys: {', '.join(missing)}")
    return data


def invoice(d):
    out = [f"# Commercial invoice - {d.get('shipment_id', '')}", "",
           f"Incoterm: {d['incoterm']}", "",
           "| # | Description | HS | Origin | Qty | Unit | Total |",
           "|---|-------------|----|--------|-----|------|-------|"]
    total = 0.0
    for i, ln in enumerate(d["lines"], 1):
        try:
            qty = float(ln["qty"])
            unit = float(ln["unit_value"])
        except (KeyError, TypeError, ValueError):
            sys.exit(f"line {i}: qty and unit_value must be numbers")
        total += qty * unit
        out.append(f"| {i} | {ln.get('description', '')} | {ln.get('hs', '')} | "
                   f"{ln.get('origin', '')} | {qty:g} | {unit:.2f} | {qty * unit:.2f} |")
    out += ["", f"**Total: {total:.2f} {d.get('currency', '')}**"]
    return "\n".join(out) + "\n"


def packing(d):
    out = ["# Packing list", "", "| Pkg | Dims (cm) | Gross kg | Net kg |", "|---|---|---|---|"]
    for i, p in enumerate(d["packages"], 1):
        out.append(f"| {i} | {p.get('dims', '')} | {p.get('gross_kg', '')} | {p.get('net_kg', '')} |")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--input", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    d = load(a.input)
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "invoice.md"), "w", encoding="utf-8") as fh:
        fh.write(invoice(d))
    with open(os.path.join(a.out, "packing_list.md"), "w", encoding="utf-8") as fh:
        fh.write(packing(d))
    print(f"wrote invoice.md and packing_list.md to {a.out}")


if __name__ == "__main__":
    main()
