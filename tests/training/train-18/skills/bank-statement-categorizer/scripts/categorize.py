#!/usr/bin/env python3
"""Categorize bank transactions with keyword rules. Local only; no network."""
import argparse
import csv
import sys
from collections import Counter, defaultdict
from decimal import Decimal, InvalidOperation

import yaml  # PyYAML, pinned in requirements.txt


def load_rules(path):
    try:
        with open(path, encoding="utf-8") as fh:
            data = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"cannot read rules {path}: {exc}")
    if not isinstance(data, dict) or not isinstance(data.get("categories"), dict):
        sys.exit("rules file must contain a 'categories' mapping")
    rules = [(cat, [k.lower() for k in kws]) for cat, kws in data["categories"].items()]
    return rules, data.get("default", "Uncategorized")


def parse_amount(text):
    try:
        return Decimal(text.replace(",", "").strip())
    except (InvalidOperation, AttributeError):
        return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("statement")
    ap.add_argument("--rules", default="assets/rules.yaml")
    ap.add_argument("--desc-col", default="description")
    ap.add_argument("--amount-col", default="amount")
    ap.add_argument("--out", default="categorized.csv")
    args = ap.parse_args()

    rules, default = load_rules(args.rules)
    totals = defaultdict(Decimal)
    uncategorized = Counter()
    bad_rows = 0
    with open(args.statement, newline="", encoding="utf-8-sig") as src, \
            open(args.out, "w", newline="", encoding="utf-8") as dst:
        reader = csv.DictReader(src)
        if args.desc_col not in (reader.fieldnames or []):
            sys.exit(f"column {args.desc_col!r} not found; columns are {reader.fieldnames}")
        writer = csv.DictWriter(dst, fieldnames=list(reader.fieldnames) + ["category"])
        writer.writeheader()
        for row in reader:
            amount = parse_amount(row.get(args.amount_col, ""))
            if amount is None:
                bad_rows += 1
                continue
            desc = (row.get(args.desc_col) or "").lower()
            cat = next((c for c, kws in rules if any(k in desc for k in kws)), default)
            if cat == default:
                uncategorized[row.get(args.desc_col, "")[:40]] += 1
            totals[cat] += amount
            row["category"] = cat
            writer.writerow(row)

    for cat, total in sorted(totals.items()):
        print(f"{cat:15} {total:>12}")
    if bad_rows:
        print(f"skipped {bad_rows} rows with unreadable amounts")
    for payee, n in uncategorized.most_common(10):
        print(f"uncategorized x{n}: {payee}")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
