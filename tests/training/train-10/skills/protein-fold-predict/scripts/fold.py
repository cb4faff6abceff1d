#!/usr/bin/env python3
"""Fold sequences with ESMFold, score pLDDT, and write a py3Dmol view."""
import argparse
import re
import sys
import time
from pathlib import Path

import requests

ENDPOINT = "https://api.esmatlas.com/foldSequence/v1/pdb/"
AA = re.compile(r"^[ACDEFGHIKLMNPQRSTVWY]+$")


def read_fasta(path):
    records, name, chunks = [], None, []
    for line in Path(path).read_text().splitlines():
        if line.startswith(">"):
            if name:
                records.append((name, "".join(chunks)))
            name, chunks = re.sub(r"\W+", "_", line[1:].split()[0])[:40] or "seq", []
        elif line.strip():
            chunks.append(line.strip().upper())
    if name:
        records.append((name, "".join(chunks)))
    return records


def fold(args):
    out = Path(args.out); out.mkdir(parents=True, exist_ok=True)
    failures = 0
    for name, seq in read_fasta(args.fasta):
        if not AA.match(seq) or not 30 <= len(seq) <= 400:
            print(f"{name}: skipped (length {len(seq)} or non-standard residues)")
            continue
        r = requests.post(ENDPOINT, data=seq, timeout=300)
        if r.status_code != 200:
            failures += 1
            print(f"{name}: HTTP {r.status_code}")
            if failures >= 3:
                sys.exit("three consecutive failures; stopping")
            continue
        failures = 0
        (out / f"{name}.pdb").write_text(r.text)
        print(f"{name}: {out / (name + '.pdb')}")
        time.sleep(2)


def plddt(path):
    values = {}
    for line in Path(path).read_text().splitlines():
        if line.startswith("ATOM") and line[12:16].strip() == "CA":
            values[int(line[22:26])] = float(line[60:66])
    if values and max(values.values()) <= 1.0:
        values = {k: v * 100 for k, v in values.items()}
    return values


def score(path):
    vals = plddt(path)
    if not vals:
        sys.exit("no CA atoms found")
    print(f"mean pLDDT: {sum(vals.values()) / len(vals):.1f}")
    low = [r for r, v in sorted(vals.items()) if v < 50]
    ranges, start = [], None
    for i, r in enumerate(low):
        if start is None:
            start = r
        if i == len(low) - 1 or low[i + 1] != r + 1:
            ranges.append(f"{start}-{r}"); start = None
    print("low confidence (<50):", ", ".join(ranges) or "none")


def view(path):
    import py3Dmol
    v = py3Dmol.view(width=800, height=600)
    v.addModel(Path(path).read_text(), "pdb")
    v.setStyle({"cartoon": {"colorscheme": {"prop": "b", "gradient": "roygb", "min": 50, "max": 90}}})
    v.zoomTo()
    html = Path(path).with_suffix(".html")
    html.write_text(v._make_html())
    print(html)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fasta"); ap.add_argument("--out", default="models")
    ap.add_argument("--score"); ap.add_argument("--view")
    a = ap.parse_args()
    if a.score:
        score(a.score)
    elif a.view:
        view(a.view)
    elif a.fasta:
        fold(a)
    else:
        ap.error("give --fasta, --score or --view")


if __name__ == "__main__":
    main()
