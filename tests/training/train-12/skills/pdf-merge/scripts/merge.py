#!/usr/bin/env python3
import argparse
import os
import sys

from pypdf import PdfReader, PdfWriter


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("--bookmarks", action="store_true")
    a = ap.parse_args()
    w = PdfWriter()
    for p in a.inputs:
        if not os.path.isfile(p):
            sys.exit(f"not found: {p}")
        r = PdfReader(p)
        start = len(w.pages)
        for page in r.pages:
            w.add_page(page)
        if a.bookmarks:
            w.add_outline_item(os.path.basename(p), start)
    with open(a.out, "wb") as fh:
        w.write(fh)
    print(f"wrote {a.out} ({len(w.pages)} pages)")


if __name__ == "__main__":
    main()
