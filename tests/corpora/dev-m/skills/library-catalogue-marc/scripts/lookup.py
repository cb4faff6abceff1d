"""Fetch bibliographic data for an ISBN and write a MARC21 record."""
import os
import sys

import isbnlib
import requests
from pymarc import Field, Record, Subfield

OUT_DIR = "catalogue"


def fetch_openlibrary(isbn):
    r = requests.get(f"https://openlibrary.org/isbn/{isbn}.json")
    r.raise_for_status()
    return r.json()


def build_record(isbn, data, copies):
    rec = Record()
    rec.add_field(Field(tag="020", indicators=[" ", " "], subfields=[Subfield("a", isbn)]))
    title = data.get("title", "")
    rec.add_field(Field(tag="245", indicators=["0", "0"], subfields=[Subfield("a", title)]))
    for name in data.get("by_statement", "").split(";"):
        if name.strip():
            rec.add_field(Field(tag="100", indicators=["1", " "], subfields=[Subfield("a", name.strip())]))
    rec.add_field(Field(tag="952", indicators=[" ", " "], subfields=[Subfield("c", str(copies))]))
    return rec


def main():
    isbn = isbnlib.canonical(sys.argv[1])
    record_id = sys.argv[2]
    copies = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    rec = build_record(isbn, fetch_openlibrary(isbn), copies)
    os.makedirs(OUT_DIR, exist_ok=True)
    path = os.path.join(OUT_DIR, record_id + ".mrc")
    with open(path, "wb") as fh:
        fh.write(rec.as_marc())
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
