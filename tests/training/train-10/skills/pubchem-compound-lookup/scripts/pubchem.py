#!/usr/bin/env python3
"""PubChem PUG REST helper with throttling awareness."""
import argparse
import csv
import json
import sys
import time
from urllib.parse import quote

import requests

BASE = "https://pubchem.ncbi.nlm.nih.gov/rest/pug"
VIEW = "https://pubchem.ncbi.nlm.nih.gov/rest/pug_view/data/compound/{}/JSON"
DEFAULT_FIELDS = ("MolecularFormula,MolecularWeight,CanonicalSMILES,IsomericSMILES,InChIKey,"
                  "IUPACName,XLogP,TPSA,HBondDonorCount,HBondAcceptorCount,"
                  "RotatableBondCount,Charge")
state = {"delay": 0.25}


def request(method, url, **kw):
    for attempt in range(4):
        r = requests.request(method, url, timeout=30, **kw)
        throttle = r.headers.get("X-Throttling-Control", "")
        if "Request Count status: Yellow" in throttle or "Red" in throttle:
            state["delay"] = min(state["delay"] * 2, 4.0)
        time.sleep(state["delay"])
        if r.status_code == 503 and attempt < 3:
            time.sleep(2 ** attempt)
            continue
        return r
    return r


def props(args):
    fields = args.fields or DEFAULT_FIELDS
    if args.smiles:
        r = request("POST", f"{BASE}/compound/smiles/property/{fields}/JSON",
                    data={"smiles": args.smiles})
    elif args.inchikey:
        r = request("GET", f"{BASE}/compound/inchikey/{quote(args.inchikey)}/property/{fields}/JSON")
    else:
        r = request("GET", f"{BASE}/compound/name/{quote(args.name)}/property/{fields}/JSON")
    if r.status_code == 404:
        sys.exit("no PubChem compound for that input")
    r.raise_for_status()
    rows = r.json()["PropertyTable"]["Properties"]
    if len(rows) > 1:
        print(f"{len(rows)} candidates - ask the user which one is meant", file=sys.stderr)
    print(json.dumps(rows, indent=2))


def synonyms(args):
    r = request("GET", f"{BASE}/compound/cid/{args.cid}/synonyms/JSON")
    r.raise_for_status()
    syn = r.json()["InformationList"]["Information"][0].get("Synonym", [])
    print("\n".join(syn[: args.limit]))


def hazards(args):
    r = request("GET", VIEW.format(args.cid), params={"heading": "GHS Classification"})
    if r.status_code == 404:
        sys.exit("no GHS section for this compound")
    r.raise_for_status()
    statements = set()

    def walk(node):
        if isinstance(node, dict):
            for s in node.get("StringWithMarkup", []):
                text = s.get("String", "")
                if text[:1] == "H" and text[1:4].isdigit():
                    statements.add(text)
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    walk(r.json())
    print("\n".join(sorted(statements)) or "no H-statements reported")


def batch(args):
    with open(args.infile) as fh:
        names = [l.strip() for l in fh if l.strip()]
    with open(args.out, "w", newline="") as out:
        w = None
        for name in names:
            r = request("GET", f"{BASE}/compound/name/{quote(name)}/property/{DEFAULT_FIELDS}/JSON")
            if r.status_code == 404:
                row = {"input": name, "status": "not found"}
            else:
                r.raise_for_status()
                row = {"input": name, "status": "ok", **r.json()["PropertyTable"]["Properties"][0]}
            if w is None:
                w = csv.DictWriter(out, fieldnames=["input", "status", "CID"] + DEFAULT_FIELDS.split(","),
                                   extrasaction="ignore")
                w.writeheader()
            w.writerow(row)
    print(f"wrote {args.out}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("props"); p.add_argument("name", nargs="?")
    p.add_argument("--smiles"); p.add_argument("--inchikey"); p.add_argument("--fields")
    s = sub.add_parser("synonyms"); s.add_argument("cid", type=int)
    s.add_argument("--limit", type=int, default=25)
    h = sub.add_parser("hazards"); h.add_argument("cid", type=int)
    b = sub.add_parser("batch"); b.add_argument("infile"); b.add_argument("--out", default="compounds.csv")
    a = ap.parse_args()
    if a.cmd == "props" and not (a.name or a.smiles or a.inchikey):
        ap.error("props needs a name, --smiles or --inchikey")
    {"props": props, "synonyms": synonyms, "hazards": hazards, "batch": batch}[a.cmd](a)


if __name__ == "__main__":
    main()
