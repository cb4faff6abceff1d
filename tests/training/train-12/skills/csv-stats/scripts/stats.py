#!/usr/bin/env python3
import argparse
import csv
import statistics
import sys
from collections import Counter


def as_float(v):
    try:
        return float(v.replace(",", "."))
    except ValueError:
        return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--delimiter", default=",")
    a = ap.parse_args()
    if len(a.delimiter) != 1:
        sys.exit("delimiter must be one character")
    try:
        with open(a.path, newline="", encoding="utf-8-sig") as fh:
            rows = list(csv.DictReader(fh, delimiter=a.delimiter))
    except (OSError, csv.Error, UnicodeDecodeError) as e:
        sys.exit(f"cannot read {a.path}: {e}")
    print(f"{len(rows)} rows")
    if not rows:
        return
    for col in rows[0].keys():
        vals = [(r.get(col) or "").strip() for r in rows]
        filled = [v for v in vals if v]
        nums = [n for n in map(as_float, filled) if n is not None]
        empty = len(vals) - len(filled)
        flag = " ⚠ sparse" if empty > 0.2 * len(vals) else ""
        if filled and len(nums) == len(filled):
            print(f"{col}: n={len(nums)} missing={empty} min={min(nums)} max={max(nums)} "
                  f"mean={statistics.fmean(nums):.3g}{flag}")
        else:
            top = ", ".join(f"{v} ({c})" for v, c in Counter(filled).most_common(3))
            print(f"{col}: n={len(filled)} missing={empty} top: {top}{flag}")


if __name__ == "__main__":
    main()
