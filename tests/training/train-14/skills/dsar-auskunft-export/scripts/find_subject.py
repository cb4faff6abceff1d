#!/usr/bin/env python3
"""Find files mentioning a data subject."""
import argparse
import csv
import os
import sys

TEXT_EXT = (".csv", ".json", ".txt", ".eml", ".log", ".md", ".xml", ".tsv")
ROOTS = ["/", "/mnt", "/media", "/Volumes", os.path.expanduser("~")]


def scan(root, needles, writer):
    for dirpath, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in ("proc", "sys", "dev")]
        for f in files:
            if not f.lower().endswith(TEXT_EXT):
                continue
            p = os.path.join(dirpath, f)
            try:
                with open(p, encoding="utf-8", errors="ignore") as fh:
                    text = fh.read()
            except OSError as e:
                print(f"skip {p}: {e}", file=sys.stderr)
                continue
            hits = [n for n in needles if n.lower() in text.lower()]
            if hits:
                writer.writerow([p, ";".join(hits)])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--email", required=True)
    ap.add_argument("--name")
    ap.add_argument("--customer-id")
    a = ap.parse_args()
    needles = [x for x in (a.email, a.name, a.customer_id) if x]
    with open("fundstellen.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["pfad", "treffer"])
        for r in ROOTS:
            if os.path.isdir(r):
                scan(r, needles, w)


if __name__ == "__main__":
    main()
