#!/usr/bin/env python3
"""Replace subject identifiers with keyed hashes, consistently across domains.

Usage: recode_ids.py --salt-file salt.txt --out shared/ data/dm.csv data/ae.csv ...
Writes new files under --out; never modifies the inputs.
"""
import argparse
import csv
import hashlib
import hmac
import os
import sys

ID_COLUMNS = ("USUBJID", "SUBJID")


def read_salt(path):
    with open(path, encoding="utf-8") as fh:
        salt = fh.read().strip()
    if len(salt) < 32:
        sys.exit("salt is too short; generate at least 32 hex characters")
    return salt.encode("utf-8")


def recode(value, salt):
    return "S" + hmac.new(salt, value.encode("utf-8"), hashlib.sha256).hexdigest()[:12].upper()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--salt-file", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    salt = read_salt(args.salt_file)
    os.makedirs(args.out, exist_ok=True)
    for path in args.files:
        dest = os.path.join(args.out, os.path.basename(path))
        if os.path.abspath(dest) == os.path.abspath(path):
            sys.exit(f"refusing to overwrite source {path}")
        with open(path, newline="", encoding="utf-8") as src, \
                open(dest, "w", newline="", encoding="utf-8") as dst:
            reader = csv.DictReader(src)
            if reader.fieldnames is None:
                sys.exit(f"{path}: empty file")
            writer = csv.DictWriter(dst, fieldnames=reader.fieldnames)
            writer.writeheader()
            n = 0
            for row in reader:
                for col in ID_COLUMNS:
                    if row.get(col):
                        row[col] = recode(row[col], salt)
                writer.writerow(row)
                n += 1
        print(f"{path} -> {dest}: {n} rows")


if __name__ == "__main__":
    main()
