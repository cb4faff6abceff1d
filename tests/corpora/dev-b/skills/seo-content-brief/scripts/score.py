#!/usr/bin/env python3
"""Keyword coverage of a draft: counts, first position, presence in headings."""
import argparse
import re
import sys
from pathlib import Path


def read(path):
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        sys.exit(f"score.py: cannot read {path}: {exc}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--keywords", required=True, help="one keyword per line")
    ap.add_argument("--draft", required=True)
    a = ap.parse_args()
    kws = [k.strip() for k in read(a.keywords).splitlines() if k.strip()]
    draft = read(a.draft)
    words = len(re.findall(r"\w+", draft))
    headings = "\n".join(l for l in draft.splitlines() if l.startswith("#")).lower()
    low = draft.lower()
    print(f"draft: {words} words\n")
    print(f"{'keyword':35} {'count':>5} {'first@':>7} {'in H':>5}")
    for k in kws:
        n = low.count(k.lower())
        pos = low.find(k.lower())
        first = len(re.findall(r"\w+", low[:pos])) if pos >= 0 else "-"
        print(f"{k:35} {n:>5} {first!s:>7} {'yes' if k.lower() in headings else 'no':>5}")
    missing = [k for k in kws if k.lower() not in low]
    if missing:
        print("\nmissing: " + ", ".join(missing))


if __name__ == "__main__":
    main()
