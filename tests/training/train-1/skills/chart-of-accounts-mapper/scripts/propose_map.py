#!/usr/bin/env python3
"""Propose old→new account mappings within the same account type."""
import csv
import difflib
import sys

TYPES = {"asset", "liability", "equity", "income", "expense"}


def load(path):
    with open(path, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    for n, r in enumerate(rows, start=2):
        t = (r.get("type") or "").strip().lower()
        if t not in TYPES:
            sys.exit(f"{path}:{n}: type must be one of {sorted(TYPES)}, got {t!r}")
        r["type"] = t
        r["_key"] = " ".join((r.get("name") or "").lower().split())
    return rows


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: propose_map.py OLD_COA NEW_COA")
    old, new = load(sys.argv[1]), load(sys.argv[2])
    out = csv.writer(sys.stdout)
    out.writerow(["old_code", "old_name", "new_code", "new_name", "score"])
    for o in old:
        best = None
        for n in new:
            if n["type"] != o["type"]:
                continue
            score = difflib.SequenceMatcher(None, o["_key"], n["_key"]).ratio()
            if best is None or score > best[1]:
                best = (n, score)
        if best is None:
            out.writerow([o["code"], o["name"], "", "", "0.00"])
        else:
            out.writerow([o["code"], o["name"], best[0]["code"], best[0]["name"], f"{best[1]:.2f}"])


if __name__ == "__main__":
    main()
