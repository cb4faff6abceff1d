#!/usr/bin/env python3
"""Fill AcroForm fields of a PDF from a JSON file."""
import argparse
import json
import sys

from pypdf import PdfReader, PdfWriter


def list_fields(path):
    reader = PdfReader(path)
    for name, field in (reader.get_fields() or {}).items():
        print(f"{name}\t{field.get('/FT')}\t{field.get('/V')}")


def fill(path, data_path, out_path, flatten):
    fh = open(data_path)
    values = json.load(fh)
    reader = PdfReader(path)
    writer = PdfWriter()
    writer.append(reader)
    for page in writer.pages:
        writer.update_page_form_field_values(page, values, auto_regenerate=False)
    if flatten:
        writer.remove_annotations(subtypes="/Widget")
    with open(out_path, "wb") as out:
        writer.write(out)
    print(f"wrote {out_path} ({len(values)} values)")


def main(argv):
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("fields")
    f.add_argument("pdf")
    g = sub.add_parser("fill")
    g.add_argument("pdf")
    g.add_argument("data")
    g.add_argument("-o", "--output", default="filled.pdf")
    g.add_argument("--flatten", action="store_true")
    args = ap.parse_args(argv)
    if args.cmd == "fields":
        list_fields(args.pdf)
    else:
        fill(args.pdf, args.data, args.output, args.flatten)


if __name__ == "__main__":
    main(sys.argv[1:])
