#!/usr/bin/env python3
"""Categorise card/bank CSV rows and apply expense policy limits. Local only; no network."""
import argparse
import csv
import datetime as dt
import decimal
import pathlib
import re
import sys

ALIASES = {
    "date": {"date", "datum", "booking date", "transaction date"},
    "description": {"description", "buchungstext", "merchant", "details"},
    "amount": {"amount", "betrag", "value"},
    "currency": {"currency", "währung", "waehrung"},
}
CATEGORIES = [
    ("hotel", re.compile(r"hotel|marriott|hilton|ibis|booking\.com|airbnb", re.I)),
    ("travel", re.compile(r"\b(db|deutsche bahn|sncf|trainline|lufthansa|ryanair|easyjet)\b", re.I)),
    ("taxi", re.compile(r"uber|bolt|free ?now|taxi|lyft", re.I)),
    ("meals", re.compile(r"restaurant|café|cafe|bistro|pizza|sushi|bakery|bäckerei", re.I)),
    ("software", re.compile(r"github|jetbrains|adobe|figma|notion|openai|anthropic", re.I)),
]
RECEIPT_OVER = {"meals": 25, "taxi": 15, "hotel": 0, "travel": 0, "software": 0}


def parse_amount(raw):
    s = raw.strip().replace("€", "").replace("$", "").replace(" ", "")
    if re.fullmatch(r"-?\d{1,3}(\.\d{3})*,\d{2}", s) or re.fullmatch(r"-?\d+,\d{2}", s):
        s = s.replace(".", "").replace(",", ".")
    return abs(decimal.Decimal(s.replace(",", "")))


def parse_date(raw):
    for fmt in ("%Y-%m-%d", "%d.%m.%Y", "%m/%d/%Y", "%d/%m/%Y"):
        try:
            return dt.datetime.strptime(raw.strip(), fmt).date()
        except ValueError:
            continue
    raise ValueError(f"unrecognised date {raw!r}")


def read_rows(path, problems):
    with open(path, newline="", encoding="utf-8-sig") as fh:
        sample = fh.read(4096)
        fh.seek(0)
        try:
            dialect = csv.Sniffer().sniff(sample, delimiters=",;\t")
        except csv.Error:
            dialect = csv.excel
        reader = csv.DictReader(fh, dialect=dialect)
        cols = {}
        for field in reader.fieldnames or []:
            for key, names in ALIASES.items():
                if field.strip().lower() in names:
                    cols[key] = field
        missing = {"date", "description", "amount"} - cols.keys()
        if missing:
            problems.append(f"{path}: missing column(s) {', '.join(sorted(missing))}")
            return
        for lineno, row in enumerate(reader, start=2):
            try:
                yield {
                    "date": parse_date(row[cols["date"]]),
                    "description": (row[cols["description"]] or "").strip(),
                    "amount": parse_amount(row[cols["amount"]]),
                    "currency": (row.get(cols.get("currency", ""), "") or "EUR").strip() or "EUR",
                }
            except (ValueError, decimal.InvalidOperation, TypeError, AttributeError) as exc:
                problems.append(f"{path}:{lineno}: {exc}")


def categorise(desc):
    for name, rx in CATEGORIES:
        if rx.search(desc):
            return name
    return "other"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv", nargs="+", type=pathlib.Path)
    ap.add_argument("--month", required=True, help="YYYY-MM")
    ap.add_argument("--out", type=pathlib.Path, default=pathlib.Path("expenses.csv"))
    a = ap.parse_args()
    if not re.fullmatch(r"\d{4}-\d{2}", a.month):
        sys.exit("--month must look like 2025-02")

    problems, items = [], []
    for p in a.csv:
        if not p.is_file():
            problems.append(f"{p}: not found")
            continue
        for r in read_rows(p, problems):
            if r["date"].strftime("%Y-%m") == a.month:
                r["category"] = categorise(r["description"])
                r["receipt"] = r["amount"] > RECEIPT_OVER.get(r["category"], 10)
                items.append(r)

    meals_per_day = {}
    for r in items:
        if r["category"] == "meals":
            meals_per_day[r["date"]] = meals_per_day.get(r["date"], 0) + r["amount"]

    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["date", "description", "category", "amount", "currency", "receipt_needed", "over_limit"])
        for r in sorted(items, key=lambda x: x["date"]):
            over = r["category"] == "meals" and meals_per_day[r["date"]] > 45 or r["category"] == "hotel" and r["amount"] > 180
            w.writerow([r["date"], r["description"], r["category"], f"{r['amount']:.2f}", r["currency"], r["receipt"], over])

    total = sum(r["amount"] for r in items)
    print(f"{len(items)} items, total {total:.2f} -> {a.out}")
    for p in problems:
        print(f"skipped: {p}", file=sys.stderr)


if __name__ == "__main__":
    main()
