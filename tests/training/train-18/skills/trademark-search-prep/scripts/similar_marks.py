#!/usr/bin/env python3
"""Trova marchi simili in un export CSV (somiglianza di stringa + fonetica semplice)."""
import argparse
import csv
import difflib
import re
import sys
import unicodedata


def norm(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode().upper()
    return re.sub(r"[^A-Z0-9]", "", s)


def phon(s):
    s = norm(s)
    for a, b in (("PH", "F"), ("CK", "K"), ("QU", "KU"), ("C", "K"), ("Y", "I"), ("W", "V"), ("Z", "S"), ("H", "")):
        s = s.replace(a, b)
    return re.sub(r"(.)\1+", r"\1", s)


def parse_classes(text):
    out = set()
    for part in text.split(","):
        part = part.strip()
        if part.isdigit() and 1 <= int(part) <= 45:
            out.add(int(part))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("segno")
    ap.add_argument("export")
    ap.add_argument("--classi", default="")
    ap.add_argument("--soglia", type=float, default=0.75)
    args = ap.parse_args()
    classes = parse_classes(args.classi)
    target_n, target_p = norm(args.segno), phon(args.segno)
    hits = []
    with open(args.export, newline="", encoding="utf-8-sig") as fh:
        for row in csv.DictReader(fh):
            mark = row.get("segno", "")
            row_classes = parse_classes(row.get("classi", ""))
            if classes and not classes & row_classes:
                continue
            score = max(difflib.SequenceMatcher(None, target_n, norm(mark)).ratio(),
                        difflib.SequenceMatcher(None, target_p, phon(mark)).ratio())
            if score >= args.soglia:
                hits.append((score, row))
    hits.sort(key=lambda h: -h[0])
    for score, row in hits:
        print(f"{score:.2f}  {row.get('numero', '?'):>12}  {row.get('segno', '')}  [{row.get('classi', '')}]  {row.get('stato', '')}")
    print(f"{len(hits)} anteriorità sopra la soglia {args.soglia}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
