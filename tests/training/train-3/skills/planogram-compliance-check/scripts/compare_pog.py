#!/usr/bin/env python3
"""Compare a planogram CSV with a shelf-audit CSV and write a fix list per bay."""
import argparse
import csv
import os
import sys
from collections import defaultdict

KEYS = ("bay", "shelf", "position", "sku", "facings")


def load(path):
    try:
        with open(path, newline="", encoding="utf-8") as fh:
            reader = csv.DictReader(fh)
            missing = [k for k in KEYS if k not in (reader.fieldnames or [])]
            if missing:
                sys.exit(f"{path}: missing columns {missing}")
            rows = list(reader)
    except OSError as exc:
        sys.exit(f"cannot read {path}: {exc}")
    out = {}
    for n, r in enumerate(rows, 2):
        try:
            key = (r["bay"].strip(), int(r["shelf"]), int(r["position"]))
            facings = int(r["facings"] or 0)
        except ValueError:
            sys.exit(f"{path} row {n}: shelf, position and facings must be integers")
        out[key] = (r["sku"].strip(), facings)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pog", required=True)
    ap.add_argument("--audit", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    pog, audit = load(a.pog), load(a.audit)
    where = {sku: k for k, (sku, _) in audit.items()}
    fixes = defaultdict(list)
    correct = 0
    for key, (sku, facings) in pog.items():
        if sku == "HOLD":
            continue
        got = audit.get(key)
        if got and got[0] == sku:
            if got[1] == facings:
                correct += 1
            else:
                fixes[key[0]].append(("facings", key, sku, f"{got[1]} -> {facings}"))
        elif sku in where:
            fixes[key[0]].append(("move", key, sku, f"from shelf {where[sku][1]} pos {where[sku][2]}"))
        else:
            fixes[key[0]].append(("fill", key, sku, "missing"))
    pog_skus = {sku for sku, _ in pog.values()}
    for key, (sku, _) in audit.items():
        if sku not in pog_skus:
            fixes[key[0]].append(("remove", key, sku, "not in planogram"))
    os.makedirs(a.out, exist_ok=True)
    order = {"remove": 0, "move": 1, "facings": 2, "fill": 3}
    for bay, items in fixes.items():
        items.sort(key=lambda f: (order[f[0]], -f[1][1], f[1][2]))
        with open(os.path.join(a.out, f"fixes_{bay}.csv"), "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(["action", "shelf", "position", "sku", "detail"])
            for act, key, sku, detail in items:
                w.writerow([act, key[1], key[2], sku, detail])
    total = sum(1 for sku, _ in pog.values() if sku != "HOLD")
    print(f"compliance {correct}/{total} = {correct / total:.0%}" if total else "empty planogram")


if __name__ == "__main__":
    main()
