#!/usr/bin/env python3
"""Propose expense categories for OCR'd receipt text files using a Markdown rule table."""
import argparse
import csv
import os
import re
import sys

CARD = re.compile(r"\b(?:\d[ -]?){9,15}(\d{4})\b")
AMOUNT = re.compile(r"(?:TOTAL|Total|Summe|TOTAL A PAGAR)\s*[:€$£]?\s*([0-9]+[.,][0-9]{2})")
DATE = re.compile(r"\b(20\d{2}-\d{2}-\d{2}|\d{2}[./]\d{2}[./]20\d{2})\b")


def load_rules(path):
    rules = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) != 4 or cells[0] in ("Category", "") or set(cells[0]) <= {"-", ":"}:
                continue
            category, gl, mccs, keywords = cells
            rules.append({
                "category": category,
                "gl": gl,
                "mcc": {m.strip() for m in mccs.split(",") if m.strip().isdigit()},
                "kw": [k.strip().lower() for k in keywords.split(",") if k.strip()],
            })
    if not rules:
        sys.exit(f"no rules found in {path}")
    return rules


def mask(text):
    return CARD.sub(lambda m: "•••• " + m.group(1), text)


def classify(text, mcc, rules):
    low = text.lower()
    for r in rules:
        if mcc and mcc in r["mcc"]:
            return r, "mcc", "high"
    for r in rules:
        if any(k in low for k in r["kw"]):
            return r, "keyword", "medium"
    return {"category": "UNKNOWN", "gl": ""}, "none", "low"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--rules", required=True)
    a = ap.parse_args()
    if not os.path.isdir(a.folder):
        sys.exit(f"not a folder: {a.folder}")
    rules = load_rules(a.rules)
    out = csv.writer(sys.stdout)
    out.writerow(["file", "date", "merchant", "amount", "category", "gl_account", "rule", "confidence"])
    for name in sorted(os.listdir(a.folder)):
        if not name.endswith(".txt"):
            continue
        with open(os.path.join(a.folder, name), encoding="utf-8", errors="replace") as fh:
            text = mask(fh.read(200_000))
        merchant = next((l.strip() for l in text.splitlines() if l.strip()), "")[:60]
        amt = AMOUNT.search(text)
        dt = DATE.search(text)
        rule, how, conf = classify(text, "", rules)
        out.writerow([name, dt.group(1) if dt else "", merchant, amt.group(1) if amt else "",
                      rule["category"], rule["gl"], how, conf])


if __name__ == "__main__":
    main()
