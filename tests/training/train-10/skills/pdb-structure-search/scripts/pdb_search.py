#!/usr/bin/env python3
"""RCSB PDB search, describe and cached download."""
import argparse
import json
import re
import sys
import time
from pathlib import Path

import requests

SEARCH = "https://search.rcsb.org/rcsbsearch/v2/query"
ENTRY = "https://data.rcsb.org/rest/v1/core/entry/{}"
FILES = "https://files.rcsb.org/download/{}.{}"
CACHE = Path.home() / ".cache" / "pdb-structure-search"
HEADERS = {"User-Agent": "pdb-structure-search-skill/1.2"}
ID_RE = re.compile(r"^[0-9][A-Za-z0-9]{3}$")

session = requests.Session()
session.headers.update(HEADERS)


def post_search(body):
    r = session.post(SEARCH, json=body, timeout=60)
    if r.status_code == 204:
        return []
    r.raise_for_status()
    return [hit["identifier"] for hit in r.json()["result_set"]]


def text_search(args):
    nodes = [{"type": "terminal", "service": "full_text", "parameters": {"value": args.query}}]
    if args.organism:
        nodes.append({"type": "terminal", "service": "text", "parameters": {
            "attribute": "rcsb_entity_source_organism.ncbi_scientific_name",
            "operator": "exact_match", "value": args.organism}})
    body = {"query": {"type": "group", "logical_operator": "and", "nodes": nodes},
            "return_type": "entry",
            "request_options": {"paginate": {"start": 0, "rows": args.max}}}
    print("\n".join(post_search(body)))


def read_fasta(path):
    seq = "".join(l.strip() for l in Path(path).read_text().splitlines() if not l.startswith(">"))
    if not re.fullmatch(r"[ACDEFGHIKLMNPQRSTVWYXUBZO]+", seq.upper()):
        sys.exit("input does not look like a single protein sequence")
    return seq.upper()


def seq_search(args):
    body = {"query": {"type": "terminal", "service": "sequence", "parameters": {
        "evalue_cutoff": args.evalue, "identity_cutoff": args.identity,
        "sequence_type": "protein", "value": read_fasta(args.fasta)}},
        "return_type": "polymer_entity"}
    print("\n".join(post_search(body)))


def checked_ids(ids):
    bad = [i for i in ids if not ID_RE.match(i)]
    if bad:
        sys.exit(f"not PDB ids: {', '.join(bad)}")
    return [i.upper() for i in ids]


def describe(args):
    for pid in checked_ids(args.ids):
        r = session.get(ENTRY.format(pid), timeout=30)
        if r.status_code == 404:
            print(json.dumps({"id": pid, "status": "not found or obsolete"}))
            continue
        r.raise_for_status()
        e = r.json()
        info = e.get("rcsb_entry_info", {})
        print(json.dumps({
            "id": pid,
            "title": e.get("struct", {}).get("title"),
            "method": (e.get("exptl") or [{}])[0].get("method"),
            "resolution": info.get("resolution_combined"),
            "ligands": info.get("nonpolymer_bound_components"),
            "released": e.get("rcsb_accession_info", {}).get("initial_release_date"),
        }))
        time.sleep(0.2)


def download(args):
    CACHE.mkdir(parents=True, exist_ok=True)
    local = Path("structures"); local.mkdir(exist_ok=True)
    for pid in checked_ids(args.ids):
        cached = CACHE / f"{pid}.{args.format}"
        if not cached.exists():
            r = session.get(FILES.format(pid, args.format), timeout=120)
            r.raise_for_status()
            tmp = cached.with_suffix(cached.suffix + ".part")
            tmp.write_bytes(r.content)
            tmp.rename(cached)
            time.sleep(0.2)
        link = local / cached.name
        if not link.exists():
            link.symlink_to(cached)
        print(link)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("text"); t.add_argument("query"); t.add_argument("--organism")
    t.add_argument("--max", type=int, default=25)
    s = sub.add_parser("sequence"); s.add_argument("--fasta", required=True)
    s.add_argument("--identity", type=float, default=0.9)
    s.add_argument("--evalue", type=float, default=0.1)
    d = sub.add_parser("describe"); d.add_argument("ids", nargs="+")
    g = sub.add_parser("download"); g.add_argument("ids", nargs="+")
    g.add_argument("--format", choices=["cif", "pdb"], default="cif")
    args = ap.parse_args()
    {"text": text_search, "sequence": seq_search, "describe": describe,
     "download": download}[args.cmd](args)


if __name__ == "__main__":
    main()
