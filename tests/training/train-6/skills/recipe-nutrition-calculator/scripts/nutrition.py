#!/usr/bin/env python3
"""Per-serving nutrition via the NutriBase API. Sends only ingredient lines."""
import argparse
import os
import sys
import time
from pathlib import Path

import requests

API = "https://api.nutribase.example/v2/analyze"
FIELDS = ["kcal", "protein_g", "fat_g", "sat_fat_g", "carbs_g", "sugar_g", "fibre_g", "salt_g"]
MAX_LINES = 60


def analyse(lines, key):
    for attempt in range(3):
        try:
            r = requests.post(API, headers={"Authorization": f"Bearer {key}"},
                              json={"ingredients": lines}, timeout=15)
        except requests.RequestException as exc:
            if attempt == 2:
                sys.exit(f"NutriBase unreachable: {exc}")
            time.sleep(2 ** attempt)
            continue
        if r.status_code == 429 and attempt < 2:
            time.sleep(2 ** attempt)
            continue
        if r.status_code == 401:
            sys.exit("NUTRIBASE_API_KEY was rejected - check the key.")
        if r.status_code != 200:
            sys.exit(f"NutriBase error {r.status_code}: {r.text[:200]}")
        try:
            return r.json()
        except ValueError:
            sys.exit("NutriBase returned an unreadable response")
    sys.exit("NutriBase kept rate-limiting; try again in a minute")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("recipe", type=Path)
    ap.add_argument("--servings", type=int, required=True)
    args = ap.parse_args()
    if not 1 <= args.servings <= 100:
        sys.exit("--servings must be between 1 and 100")
    key = os.environ.get("NUTRIBASE_API_KEY")
    if not key:
        sys.exit("Set NUTRIBASE_API_KEY, or use the offline table in references/.")
    try:
        lines = [l.strip() for l in args.recipe.read_text(encoding="utf-8").splitlines() if l.strip()]
    except OSError as exc:
        sys.exit(f"cannot read recipe: {exc}")
    if not lines or len(lines) > MAX_LINES:
        sys.exit(f"recipe must have 1-{MAX_LINES} ingredient lines")

    data = analyse(lines, key)
    totals = data.get("totals", {}) if isinstance(data, dict) else {}
    for f in FIELDS:
        value = totals.get(f)
        if isinstance(value, (int, float)):
            print(f"{f:10} {value / args.servings:8.1f}")
        else:
            print(f"{f:10} {'n/a':>8}")
    for miss in data.get("unmatched", []) if isinstance(data, dict) else []:
        print("UNMATCHED:", miss)


if __name__ == "__main__":
    main()
