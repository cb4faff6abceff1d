#!/usr/bin/env python3
"""Normalise royalty statements into a single ledger CSV."""
import argparse
import csv
import pathlib

ALIASES = {
    "isrc": {"isrc", "track isrc"},
    "iswc": {"iswc", "work iswc"},
    "title": {"title", "work title", "track title"},
    "amount": {"amount", "net", "net amount", "royalty"},
}


def canon(header):
    low = header.strip().lower()
    for key, names in ALIASES.items():
        if low in names:
            return key
    return low


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("statements")
    ap.add_argument("--splits", required=True)
    ap.add_argument("--out", default="ledger.csv")
    a = ap.parse_args()
    rows = []
    for f in sorted(pathlib.Path(a.statements).glob("*.csv")):
        with open(f, newline="", encoding="utf-8-sig") as fh:
            for r in csv.DictReader(fh):
                n = {canon(k): v for k, v in r.items() if k}
                try:
                    amt = float(str(n.get("amount", "0")).replace(",", ""))
                except ValueError:
                    print(f"{f.name}: bad amount {n.get('amount')!r}, skipped")
                    continue
                rows.append({"source": f.name, "isrc": n.get("isrc", ""), "iswc": n.get("iswc", ""), "title": n.get("title", ""), "amount": amt})
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["source", "isrc", "iswc", "title", "amount"])
        w.writeheader()
        w.writerows(rows)
    print(f"{len(rows)} lines -> {a.out}")


if __name__ == "__main__":
    main()
