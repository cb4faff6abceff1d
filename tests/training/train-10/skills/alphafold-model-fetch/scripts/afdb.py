#!/usr/bin/env python3
"""AlphaFold DB helper: info, download (with SHA-256 manifest), pLDDT summary."""
import argparse
import hashlib
import json
import re
import sys
import time
from pathlib import Path

import requests

API = "https://alphafold.ebi.ac.uk/api/prediction/{}"
ACC = re.compile(r"^([OPQ][0-9][A-Z0-9]{3}[0-9]|[A-NR-Z][0-9]([A-Z][A-Z0-9]{2}[0-9]){1,2})$")


def get(url):
    for attempt in range(4):
        r = requests.get(url, timeout=60)
        if r.status_code >= 500 and attempt < 3:
            time.sleep(2 ** (attempt + 1))
            continue
        time.sleep(0.5)
        return r
    return r


def validate(accs):
    bad = [a for a in accs if not ACC.match(a.upper())]
    if bad:
        sys.exit(f"not UniProt accessions: {', '.join(bad)}")
    return [a.upper() for a in accs]


def entries(acc):
    r = get(API.format(acc))
    if r.status_code == 404:
        print(f"{acc}: no AlphaFold model")
        return []
    r.raise_for_status()
    return r.json()


def info(args):
    for acc in validate(args.accessions):
        for e in entries(acc):
            print(json.dumps({k: e.get(k) for k in (
                "entryId", "latestVersion", "uniprotStart", "uniprotEnd", "pdbUrl")}))


def download(args):
    out = Path(args.out); out.mkdir(parents=True, exist_ok=True)
    sums = []
    for acc in validate(args.accessions):
        for e in entries(acc):
            urls = [e["pdbUrl"] if args.format in ("pdb", "both") else None,
                    e["cifUrl"] if args.format in ("cif", "both") else None,
                    e["paeDocUrl"] if args.pae else None]
            for url in filter(None, urls):
                r = get(url)
                r.raise_for_status()
                target = out / url.rsplit("/", 1)[1]
                target.write_bytes(r.content)
                sums.append(f"{hashlib.sha256(r.content).hexdigest()}  {target.name}")
                print(target)
    with (out / "SHA256SUMS").open("a") as fh:
        fh.write("\n".join(sums) + ("\n" if sums else ""))


def summary(args):
    vals = []
    for line in Path(args.pdb).read_text().splitlines():
        if line.startswith("ATOM") and line[12:16].strip() == "CA":
            vals.append((int(line[22:26]), float(line[60:66])))
    if not vals:
        sys.exit("no CA atoms in file")
    mean = sum(v for _, v in vals) / len(vals)
    low = [r for r, v in vals if v < 70]
    print(f"residues: {len(vals)}  mean pLDDT: {mean:.1f}  residues < 70: {len(low)}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    i = sub.add_parser("info"); i.add_argument("accessions", nargs="+")
    d = sub.add_parser("download"); d.add_argument("accessions", nargs="+")
    d.add_argument("--format", choices=["pdb", "cif", "both"], default="pdb")
    d.add_argument("--pae", action="store_true")
    d.add_argument("--out", default="alphafold_models")
    s = sub.add_parser("summary"); s.add_argument("pdb")
    a = ap.parse_args()
    {"info": info, "download": download, "summary": summary}[a.cmd](a)


if __name__ == "__main__":
    main()
