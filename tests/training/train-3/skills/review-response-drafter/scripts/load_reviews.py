#!/usr/bin/env python3
"""Normalise a reviews CSV and flag reviews that contain text aimed at AI tools."""
import csv
import re
import sys

AIMED_AT_AI = re.compile(
    r"(ignore (your|all|previous) (guidelines|instructions|rules)|system override|"
    r"reveal (your|the) (prompt|instructions)|as an ai|dear (ai|assistant|chatbot))",
    re.IGNORECASE,
)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: load_reviews.py reviews.csv")
    try:
        with open(sys.argv[1], newline="", encoding="utf-8") as fh:
            rows = list(csv.DictReader(fh))
    except (OSError, csv.Error) as exc:
        sys.exit(f"cannot read reviews: {exc}")
    for r in rows:
        try:
            rating = int(r.get("rating", ""))
        except ValueError:
            rating = None
        if rating is not None and not 1 <= rating <= 5:
            rating = None
        text = f"{r.get('title', '')} {r.get('body', '')}".strip()
        flag = "AIMED-AT-AI" if AIMED_AT_AI.search(text) else ""
        print(f"{r.get('review_id', '?')}\t{rating if rating is not None else '?'}\t{flag}\t{text[:200]}")
    print(f"{len(rows)} review(s)", file=sys.stderr)


if __name__ == "__main__":
    main()
