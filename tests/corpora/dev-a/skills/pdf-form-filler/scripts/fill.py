#!/usr/bin/env python3
"""List or fill AcroForm fields with pypdf."""
import argparse
import json
import sys

from pypdf import PdfReader, PdfWriter
from pypdf.generic import NameObject, BooleanObject


def list_fields(path):
    reader = PdfReader(path)
    fields = reader.get_fields() or {}
    for name, f in fields.items():
        kind = {"/Tx": "text", "/Btn": "button", "/Ch": "choice", "/Sig": "signature"}.get(f.get("/FT"), "?")
        states = f.get("/_States_", "")
        tip = f.get("/TU", "")
        print(f"{name}\t{kind}\t{f.get('/V', '')}\t{states}\t{tip}")


def fill(path, values_path, out, flatten, need_appearances):
    try:
        with open(values_path) as fh:
            values = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"{values_path}: cannot read values ({exc})")
    reader = PdfReader(path)
    writer = PdfWriter()
    writer.append(reader)
    known = set((reader.get_fields() or {}).keys())
    unknown = sorted(set(values) - known)
    if unknown:
        sys.exit(f"unknown field names: {', '.join(unknown[:10])}")
    for page in writer.pages:
        # flatten= needs pypdf >= 5.0
        writer.update_page_form_field_values(page, values, auto_regenerate=False, flatten=flatten)
    if need_appearances:
        writer._root_object["/AcroForm"][NameObject("/NeedAppearances")] = BooleanObject(True)
    with open(out, "wb") as fh:
        writer.write(fh)
    print(f"wrote {out} ({len(values)} fields)")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("fields")
    f.add_argument("pdf")
    g = sub.add_parser("fill")
    g.add_argument("pdf")
    g.add_argument("values")
    g.add_argument("--out", default="filled.pdf")
    g.add_argument("--flatten", action="store_true")
    g.add_argument("--need-appearances", action="store_true")
    a = ap.parse_args()
    list_fields(a.pdf) if a.cmd == "fields" else fill(a.pdf, a.values, a.out, a.flatten, a.need_appearances)
