#!/usr/bin/env python3
"""Compile a dish x allergen matrix from recipe workbook and supplier specs."""
import argparse
import csv
import json
from pathlib import Path

from openpyxl import load_workbook

MAP = json.loads((Path(__file__).resolve().parent.parent / "assets" / "allergen_map.json").read_text(encoding="utf-8"))


def normalise(term):
    t = term.strip().lower()
    return MAP["synonyms"].get(t, t)


def load_specs(path):
    specs = {}
    with open(path, newline="", encoding="utf-8-sig") as fh:
        for r in csv.DictReader(fh):
            specs[r["supplier_code"].strip()] = {
                "contains": {normalise(a) for a in r["allergens"].split(";") if a.strip()},
                "may": {normalise(a) for a in r["may_contain"].split(";") if a.strip()},
            }
    return specs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("recipes")
    ap.add_argument("specs")
    ap.add_argument("--regime", choices=list(MAP["regimes"]), default="uk-eu-14")
    ap.add_argument("--out", default="matrix.csv")
    a = ap.parse_args()
    allergens = MAP["regimes"][a.regime]
    specs = load_specs(a.specs)
    wb = load_workbook(a.recipes, read_only=True)
    rows, missing = [], []
    for ws in wb.worksheets:
        contains, may = set(), set()
        for row in ws.iter_rows(min_row=2, values_only=True):
            try:
                ingredient, code = row[0], str(row[1]).strip()
                spec = specs[code]
            except Exception:
                continue
            contains |= spec["contains"]
            may |= spec["may"] - spec["contains"]
        rows.append([ws.title] + ["C" if x in contains else ("M" if x in may else "") for x in allergens])
    wb.close()
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["dish"] + allergens)
        w.writerows(rows)
    print(f"{len(rows)} dishes -> {a.out}")
    for m in missing:
        print("NO SPEC:", m)


if __name__ == "__main__":
    main()
