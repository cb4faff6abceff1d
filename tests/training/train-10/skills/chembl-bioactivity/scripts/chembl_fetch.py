#!/usr/bin/env python3
"""Fetch and clean ChEMBL bioactivities."""
import argparse
import math
import sys
import time
from urllib.parse import quote

import pandas as pd
import requests

HOST = "https://www.ebi.ac.uk"
BASE = HOST + "/chembl/api/data/"


def get(url, params=None):
    for attempt in range(4):
        r = requests.get(url, params=params, timeout=60)
        time.sleep(0.34)
        if (r.status_code == 429 or r.status_code >= 500) and attempt < 3:
            time.sleep(2 ** (attempt + 1))
            continue
        r.raise_for_status()
        return r.json()
    raise RuntimeError(f"giving up on {url}")


def target(a):
    params = {"pref_name__icontains": a.name, "limit": 20}
    if a.organism:
        params["organism"] = a.organism
    for t in get(BASE + "target.json", params)["targets"]:
        print(f"{t['target_chembl_id']}\t{t['target_type']}\t{t['pref_name']}\t{t['organism']}")


def activities(a):
    rows, url = [], BASE + "activity.json"
    params = {"target_chembl_id": a.target, "standard_type__in": a.types, "limit": 1000}
    while url:
        page = get(url, params)
        rows.extend(page["activities"])
        print(f"{len(rows)} / {page['page_meta']['total_count']}", file=sys.stderr)
        nxt = page["page_meta"]["next"]
        url, params = (HOST + nxt, None) if nxt else (None, None)
    pd.DataFrame(rows).to_csv(a.out, index=False)
    print(f"wrote {a.out}")


def clean(a):
    df = pd.read_csv(a.infile)
    n0 = len(df)
    df = df[(df["standard_relation"] == "=") & (df["standard_units"] == "nM")]
    df = df[df["data_validity_comment"].isna()]
    df["standard_value"] = pd.to_numeric(df["standard_value"], errors="coerce")
    df = df[df["standard_value"] > 0]
    df["pchembl"] = df["pchembl_value"].fillna(df["standard_value"].map(lambda v: 9 - math.log10(v)))
    out = (df.groupby(["molecule_chembl_id", "canonical_smiles"], as_index=False)["pchembl"]
             .median())
    out.to_csv(a.out, index=False)
    print(f"{n0} raw rows -> {len(out)} molecules; median pChEMBL {out['pchembl'].median():.2f}")


def similar(a):
    if not 40 <= a.threshold <= 100:
        sys.exit("threshold must be between 40 and 100")
    data = get(BASE + f"similarity/{quote(a.smiles, safe='')}/{a.threshold}.json", {"limit": 100})
    for m in data["molecules"]:
        print(f"{m['molecule_chembl_id']}\t{m['similarity']}\t{m.get('pref_name') or ''}")


def substructure(a):
    data = get(BASE + f"substructure/{quote(a.smiles, safe='')}.json", {"limit": 100})
    for m in data["molecules"]:
        print(m["molecule_chembl_id"])


def status(_a):
    print(get(BASE + "status.json")["chembl_db_version"])


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("target"); t.add_argument("name"); t.add_argument("--organism")
    ac = sub.add_parser("activities"); ac.add_argument("target")
    ac.add_argument("--types", default="IC50"); ac.add_argument("--out", default="activities.csv")
    c = sub.add_parser("clean"); c.add_argument("infile"); c.add_argument("--out", default="clean.csv")
    s = sub.add_parser("similar"); s.add_argument("smiles"); s.add_argument("--threshold", type=int, default=70)
    ss = sub.add_parser("substructure"); ss.add_argument("smiles")
    sub.add_parser("status")
    a = ap.parse_args()
    {"target": target, "activities": activities, "clean": clean, "similar": similar,
     "substructure": substructure, "status": status}[a.cmd](a)


if __name__ == "__main__":
    main()
