#!/usr/bin/env python3
"""Normalise a VCF and annotate it with Ensembl VEP (REST)."""
import argparse
import csv
import gzip
import json
import subprocess
import sys
import tempfile
import time

import requests

VEP_URL = "https://rest.ensembl.org/vep/homo_sapiens/region"
BATCH = 200
MAX_TRIES = 5


def open_vcf(path):
    return gzip.open(path, "rt") if path.endswith(".gz") else open(path, "rt")


def normalize(vcf, ref):
    # bcftools needs a plain file it can seek in; write the header-fixed copy to a temp file
    tmp = tempfile.NamedTemporaryFile("w", suffix=".vcf", delete=False)
    with open_vcf(vcf) as src:
        for line in src:
            tmp.write(line.replace("\r", ""))
    tmp.close()
    out = vcf.replace(".vcf.gz", "").replace(".vcf", "") + ".norm.vcf"
    cmd = ["bcftools", "norm", "-m", "-any", "-f", ref, "-o", out, tmp.name]
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if res.returncode != 0:
        sys.exit(f"annotate.py: bcftools norm failed: {res.stderr.strip()}")
    print(f"normalised -> {out}")


def records(vcf):
    with open_vcf(vcf) as fh:
        for n, line in enumerate(fh, 1):
            if line.startswith("#"):
                continue
            cols = line.rstrip("\n").split("\t")
            if len(cols) < 5 or not cols[1].isdigit():
                print(f"annotate.py: line {n}: not a VCF record, skipped", file=sys.stderr)
                continue
            yield cols[0].removeprefix("chr"), int(cols[1]), cols[3], cols[4]


def vep(batch):
    body = {"variants": [f"{c} {p} . {r} {a} . . ." for c, p, r, a in batch], "hgvs": 1, "af_gnomadg": 1}
    for attempt in range(1, MAX_TRIES + 1):
        resp = requests.post(VEP_URL, json=body, headers={"Accept": "application/json"}, timeout=60)
        if resp.status_code == 429:
            time.sleep(float(resp.headers.get("Retry-After", 2 ** attempt)))
            continue
        resp.raise_for_status()
        try:
            return resp.json()
        except json.JSONDecodeError:
            sys.exit("annotate.py: Ensembl returned invalid JSON")
    sys.exit("annotate.py: Ensembl kept rate-limiting; rerun later")


def best(tc_list):
    order = {"HIGH": 0, "MODERATE": 1, "LOW": 2, "MODIFIER": 3}
    return min(tc_list or [{}], key=lambda t: order.get(t.get("impact"), 9))


def annotate(vcf, out):
    recs = list(records(vcf))
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh, delimiter="\t")
        w.writerow(["chrom", "pos", "ref", "alt", "gene", "consequence", "impact", "hgvsc", "hgvsp", "gnomad_af", "clinvar"])
        for i in range(0, len(recs), BATCH):
            chunk = recs[i : i + BATCH]
            for (c, p, r, a), res in zip(chunk, vep(chunk)):
                tc = best(res.get("transcript_consequences"))
                coloc = (res.get("colocated_variants") or [{}])[0]
                af = (coloc.get("frequencies") or {}).get(a, {}).get("gnomadg", "")
                w.writerow([c, p, r, a, tc.get("gene_symbol", ""), res.get("most_severe_consequence", ""),
                            tc.get("impact", ""), tc.get("hgvsc", ""), tc.get("hgvsp", ""), af,
                            ";".join(coloc.get("clin_sig", []))])
            print(f"{min(i + BATCH, len(recs))}/{len(recs)} annotated", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    n = sub.add_parser("normalize")
    n.add_argument("vcf")
    n.add_argument("--ref", required=True)
    a = sub.add_parser("annotate")
    a.add_argument("vcf")
    a.add_argument("--out", default="annotated.tsv")
    args = ap.parse_args()
    if args.cmd == "normalize":
        normalize(args.vcf, args.ref)
    else:
        annotate(args.vcf, args.out)


if __name__ == "__main__":
    main()
