#!/usr/bin/env python3
"""Print an ISO 18626-style borrowing request block for pasting into an ILL system."""
import argparse
import re
import sys
from datetime import date


def need_by(s):
    try:
        d = date.fromisoformat(s)
    except ValueError:
        raise argparse.ArgumentTypeError(f"need-by must be YYYY-MM-DD, got {s!r}")
    if d < date.today():
        raise argparse.ArgumentTypeError("need-by date is in the past")
    return d


def pages(s):
    if not re.fullmatch(r"\d+(-\d+)?", s):
        raise argparse.ArgumentTypeError("pages must look like 45 or 45-61")
    return s


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--type", choices=["book", "article", "chapter"], required=True)
    ap.add_argument("--title", required=True)
    ap.add_argument("--author", default="")
    ap.add_argument("--journal", default="")
    ap.add_argument("--year", type=int)
    ap.add_argument("--volume", default="")
    ap.add_argument("--issue", default="")
    ap.add_argument("--pages", type=pages)
    ap.add_argument("--isbn", default="")
    ap.add_argument("--doi", default="")
    ap.add_argument("--patron-id", required=True)
    ap.add_argument("--need-by", type=need_by, required=True)
    args = ap.parse_args()

    if args.type == "article" and not args.journal:
        ap.error("articles need --journal")
    if args.year and not 1450 <= args.year <= date.today().year + 1:
        ap.error("implausible --year")

    lines = [
        "ServiceType: Copy" if args.type != "book" else "ServiceType: Loan",
        f"Title: {args.title}",
        f"Author: {args.author}" if args.author else None,
        f"Journal: {args.journal}" if args.journal else None,
        f"Year: {args.year}" if args.year else None,
        f"Volume/Issue: {args.volume}/{args.issue}" if args.volume or args.issue else None,
        f"Pages: {args.pages}" if args.pages else None,
        f"ISBN: {args.isbn}" if args.isbn else None,
        f"DOI: {args.doi}" if args.doi else None,
        f"PatronReference: {args.patron_id}",
        f"NeedBeforeDate: {args.need_by.isoformat()}",
        "CopyrightCompliance: US-CCG" if args.type != "book" else None,
    ]
    sys.stdout.write("\n".join(l for l in lines if l) + "\n")


if __name__ == "__main__":
    main()
