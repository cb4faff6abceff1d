#!/usr/bin/env python3
"""Report duplicate DOIs, missing fields and unprotected acronyms in a BibTeX file."""
import collections
import re
import sys

ENTRY = re.compile(r"@(\w+)\s*\{\s*([^,\s]+)\s*,(.*?)\n\}", re.S)
FIELD = re.compile(r"(\w+)\s*=\s*[{\"](.*?)[}\"]\s*,?\s*$", re.M)
ACRONYM = re.compile(r"(?<!\{)\b[A-Z]{2,}\b(?!\})")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: bibcheck.py refs.bib")
    with open(sys.argv[1], encoding="utf-8") as fh:
        text = fh.read()
    by_doi = collections.defaultdict(list)
    for kind, key, body in ENTRY.findall(text):
        fields = {k.lower(): v for k, v in FIELD.findall(body)}
        doi = fields.get("doi", "").lower().removeprefix("https://doi.org/")
        if doi:
            by_doi[doi].append(key)
        elif kind.lower() in {"article", "inproceedings"}:
            print(f"{key}: missing doi")
        if "year" not in fields and "date" not in fields:
            print(f"{key}: missing year/date")
        for acr in set(ACRONYM.findall(fields.get("title", ""))):
            print(f"{key}: protect {acr} as {{{acr}}}")
    for doi, keys in by_doi.items():
        if len(keys) > 1:
            print(f"duplicate doi {doi}: {', '.join(keys)}")


if __name__ == "__main__":
    main()
