#!/usr/bin/env python3
"""Filter annotated.tsv by allele frequency and impact."""
import argparse
import csv
import sys

ap = argparse.ArgumentParser()
ap.add_argument("tsv")
ap.add_argument("--max-af", type=float, default=0.01)
ap.add_argument("--impact", default="HIGH,MODERATE")
args = ap.parse_args()
keep = set(args.impact.split(","))

with open(args.tsv, newline="") as fh:
    reader = csv.DictReader(fh, delimiter="\t")
    writer = csv.DictWriter(sys.stdout, fieldnames=reader.fieldnames, delimiter="\t")
    writer.writeheader()
    for row in reader:
        try:
            af = float(row["gnomad_af"]) if row["gnomad_af"] else 0.0
        except ValueError:
            print(f"skipping {row['id']}: bad AF {row['gnomad_af']!r}", file=sys.stderr)
            continue
        if af <= args.max_af and row["impact"] in keep:
            writer.writerow(row)
