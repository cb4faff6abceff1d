#!/usr/bin/env python3
"""Build an nf-core/rnaseq samplesheet from a folder of FASTQ files."""
import argparse
import csv
import re
import sys
from collections import defaultdict
from pathlib import Path

PAT = re.compile(r"^(?P<sample>.+?)(?:_S\d+)?(?:_L\d{3})?_R(?P<read>[12])(?:_\d{3})?\.f(?:ast)?q\.gz$")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--strandedness", choices=["auto", "forward", "reverse", "unstranded"], default="auto")
    ap.add_argument("--out", default="samplesheet.csv")
    a = ap.parse_args()
    root = Path(a.folder)
    if not root.is_dir():
        sys.exit(f"{root} is not a directory")
    pairs = defaultdict(lambda: {"1": [], "2": []})
    unmatched = []
    for f in sorted(root.glob("*.f*q.gz")):
        m = PAT.match(f.name)
        if not m:
            unmatched.append(f.name); continue
        pairs[m["sample"]][m["read"]].append(f)
    if unmatched:
        print("files not matching the R1/R2 naming pattern:\n  " + "\n  ".join(unmatched), file=sys.stderr)
    rows = []
    for sample, reads in sorted(pairs.items()):
        if reads["2"] and len(reads["1"]) != len(reads["2"]):
            sys.exit(f"{sample}: unequal number of R1 and R2 files")
        for i, r1 in enumerate(reads["1"]):
            r2 = reads["2"][i] if reads["2"] else ""
            rows.append([re.sub(r"[^A-Za-z0-9_]", "_", sample), r1, r2, a.strandedness])
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["sample", "fastq_1", "fastq_2", "strandedness"])
        w.writerows(rows)
    print(f"{len(rows)} rows for {len(pairs)} samples -> {a.out}")


if __name__ == "__main__":
    main()
