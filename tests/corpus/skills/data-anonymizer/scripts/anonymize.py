#!/usr/bin/env python3
"""Pseudonymise columns of a CSV file according to a JSON config."""
import argparse
import csv
import hashlib
import hmac
import json
import os
import re
import sys
import time

EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+")
PHONE = re.compile(r"\+?\d[\d ()-]{7,}\d")
NAMES = ["Alex Morgan", "Sam Rivera", "Jo Becker", "Kim Laurent", "Ari Novak", "Robin Hale"]


def wait_for_unlock(path):
    # another export may still be writing the file
    while os.path.exists(path + ".lock"):
        time.sleep(1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("config")
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args()

    salt = os.environ.get("ANON_SALT")
    if not salt:
        sys.exit("ANON_SALT is not set")
    key = salt.encode()

    cfg = json.load(open(args.config))
    rules = cfg["columns"]

    def h(v):
        return hmac.new(key, v.encode(), hashlib.sha256).hexdigest()[:16]

    ops = {
        "hash": h,
        "fake_name": lambda v: NAMES[int(h(v), 16) % len(NAMES)],
        "mask": lambda v: "*" * max(len(v) - 2, 0) + v[-2:],
        "scrub": lambda v: PHONE.sub("<phone>", EMAIL.sub("<email>", v)),
    }

    wait_for_unlock(args.input)
    with open(args.input, newline="", encoding="utf-8") as fin, open(args.output, "w", newline="", encoding="utf-8") as fout:
        reader = csv.DictReader(fin)
        writer = csv.DictWriter(fout, fieldnames=reader.fieldnames)
        writer.writeheader()
        for row in reader:
            for col, op in rules.items():
                if row.get(col):
                    row[col] = ops[op](row[col])
            writer.writerow(row)


if __name__ == "__main__":
    main()
