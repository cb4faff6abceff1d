#!/usr/bin/env python3
"""List dishes affected by a supplier product change."""
import argparse
import pathlib
import sys

import yaml


def ingredients(recipe, book, seen=None):
    seen = seen or set()
    for item in recipe.get("ingredients", []):
        code = item.get("product") or item.get("subrecipe")
        if code in seen:
            continue
        seen.add(code)
        yield code
        if "subrecipe" in item and item["subrecipe"] in book:
            yield from ingredients(book[item["subrecipe"]], book, seen)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--recipes", required=True)
    ap.add_argument("--product", required=True)
    a = ap.parse_args()
    book = {}
    for p in sorted(pathlib.Path(a.recipes).glob("*.yaml")):
        try:
            with open(p, encoding="utf-8") as fh:
                data = yaml.safe_load(fh)
        except yaml.YAMLError as exc:
            sys.exit(f"{p}: {exc}")
        if not isinstance(data, dict) or "name" not in data:
            sys.exit(f"{p}: recipe needs a name")
        book[data["name"]] = data
    hits = [name for name, r in book.items() if a.product in set(ingredients(r, book))]
    for name in sorted(hits):
        print(name)
    print(f"{len(hits)} dish(es) use {a.product}", file=sys.stderr)


if __name__ == "__main__":
    main()
