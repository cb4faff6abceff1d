#!/usr/bin/env python3
"""Pattern-based PHI redaction. Writes only to the output path given.

Usage: redact.py INPUT OUTPUT [--names names.txt]
Prints counts per identifier type; never prints the matched values.
"""
import argparse
import collections
import re
import sys

PATTERNS = [
    ("EMAIL", re.compile(r"\b[\w.+-]+@[\w-]+\.[\w.-]+\b")),
    ("URL", re.compile(r"\bhttps?://\S+")),
    ("IP", re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b")),
    ("PHONE", re.compile(r"\(?\b\d{3}\)?[-.\s]\d{3}[-.\s]\d{4}\b")),
    ("SSN", re.compile(r"\b\d{3}-\d{2}-\d{4}\b")),
    ("MRN", re.compile(r"\bMRN[:#\s]*\d{5,10}\b", re.I)),
    ("DATE", re.compile(r"\b\d{1,2}[/-]\d{1,2}[/-]\d{2,4}\b")),
    ("ZIP", re.compile(r"\b\d{5}(?:-\d{4})?\b")),
]


def load_names(path):
    with open(path, encoding="utf-8") as fh:
        names = [line.strip() for line in fh if line.strip()]
    return [re.compile(r"\b" + re.escape(n) + r"\b", re.I) for n in names]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("output")
    ap.add_argument("--names")
    args = ap.parse_args()
    if args.input == args.output:
        sys.exit("output must differ from input")
    with open(args.input, encoding="utf-8") as fh:
        text = fh.read()
    counts = collections.Counter()
    rules = list(PATTERNS)
    if args.names:
        rules += [("NAME", p) for p in load_names(args.names)]
    for label, pat in rules:
        text, n = pat.subn(f"[{label}]", text)
        counts[label] += n
    with open(args.output, "w", encoding="utf-8") as fh:
        fh.write(text)
    for label, n in sorted(counts.items()):
        print(f"{label}: {n}")


if __name__ == "__main__":
    main()
