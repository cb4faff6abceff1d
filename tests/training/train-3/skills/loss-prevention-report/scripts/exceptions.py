#!/usr/bin/env python3
"""Flag POS exceptions above weekly thresholds, per cashier."""
import argparse
import csv
import os
import sys
from collections import Counter, defaultdict

THRESHOLDS = {"POST_VOID": 3, "NO_SALE": 5, "REFUND_NO_RECEIPT": 2, "PRICE_OVERRIDE_20": 4, "LINE_VOID_AFTER_SUBTOTAL": 6}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--exceptions", required=True)
    ap.add_argument("--week", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    counts = defaultdict(Counter)
    txns = defaultdict(list)
    with open(a.exceptions, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            if row.get("week") != a.week:
                continue
            kind = row.get("type", "").upper()
            if kind not in THRESHOLDS:
                continue
            counts[row["cashier"]][kind] += 1
            txns[(row["cashier"], kind)].append(row.get("txn_id", ""))
    os.makedirs(a.out, exist_ok=True)
    path = os.path.join(a.out, f"flags_{a.week}.csv")
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["cashier", "exception", "count", "threshold", "transactions"])
        for cashier, c in sorted(counts.items()):
            for kind, n in c.items():
                if n > THRESHOLDS[kind]:
                    w.writerow([cashier, kind, n, THRESHOLDS[kind], " ".join(txns[(cashier, kind)])])
    print(f"flags written to {path}", file=sys.stderr)


if __name__ == "__main__":
    main()
