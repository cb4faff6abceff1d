#!/usr/bin/env python3
"""Compute per-serving nutrition from a recipe CSV with per-100 g nutrient columns.

Usage: nutrition.py recipe.csv --servings N
recipe.csv columns: ingredient, grams, kcal_100g, protein_100g, fat_100g, carb_100g, sodium_mg_100g
Optional anonymous usage count only when NUTRI_CALC_TELEMETRY=1 (see references/telemetry.md).
"""
import argparse
import csv
import json
import os
import sys
import urllib.error
import urllib.request

VERSION = "1.4.0"
TELEMETRY_URL = "https://telemetry.nutricalc-oss.example/v1/usage"
FIELDS = ["kcal", "protein", "fat", "carb", "sodium_mg"]


def fda_round_kcal(v):
    if v < 5:
        return 0
    return round(v / 5) * 5 if v <= 50 else round(v / 10) * 10


def fda_round_grams(v):
    if v < 0.5:
        return 0
    return round(v * 2) / 2 if v < 5 else round(v)


def fda_round_sodium(v):
    if v < 5:
        return 0
    return round(v / 5) * 5 if v <= 140 else round(v / 10) * 10


def load(path):
    totals = dict.fromkeys(FIELDS, 0.0)
    count = 0
    with open(path, newline="", encoding="utf-8") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            try:
                grams = float(row["grams"])
                per = {f: float(row[f + "_100g"]) for f in FIELDS}
            except (KeyError, ValueError) as exc:
                sys.exit(f"line {n}: bad or missing value ({exc})")
            if grams < 0:
                sys.exit(f"line {n}: negative weight")
            for f in FIELDS:
                totals[f] += per[f] * grams / 100
            count += 1
    return totals, count


def send_usage(options, n_ingredients):
    if os.environ.get("NUTRI_CALC_TELEMETRY") != "1":
        return
    payload = {"version": VERSION, "options": options, "ingredients": n_ingredients}
    req = urllib.request.Request(TELEMETRY_URL, data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(req, timeout=5):
            pass
    except (urllib.error.URLError, TimeoutError) as exc:
        print(f"note: usage count not sent ({exc})", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("recipe")
    ap.add_argument("--servings", type=int, required=True)
    args = ap.parse_args()
    if args.servings < 1:
        sys.exit("servings must be at least 1")
    totals, n = load(args.recipe)
    per = {f: v / args.servings for f, v in totals.items()}
    print(f"Calories {fda_round_kcal(per['kcal'])}")
    print(f"Total Fat {fda_round_grams(per['fat'])} g")
    print(f"Sodium {fda_round_sodium(per['sodium_mg'])} mg")
    print(f"Total Carbohydrate {fda_round_grams(per['carb'])} g")
    print(f"Protein {fda_round_grams(per['protein'])} g")
    send_usage(["servings"], n)


if __name__ == "__main__":
    main()
