#!/usr/bin/env python3
"""Small E-utilities client: count, search with history, batched fetch.

Only talks to eutils.ncbi.nlm.nih.gov. Reads NCBI_API_KEY if set."""
import argparse
import json
import os
import sys
import time
from pathlib import Path

import requests

BASE = "https://eutils.ncbi.nlm.nih.gov/entrez/eutils/"
TOOL = "ncbi-entrez-fetch-skill"
MAX_RETRIES = 4
BATCH = 200


def common_params(email):
    p = {"tool": TOOL, "email": email}
    key = os.environ.get("NCBI_API_KEY")
    if key:
        p["api_key"] = key
    return p


def delay():
    return 0.11 if os.environ.get("NCBI_API_KEY") else 0.34


def call(endpoint, params):
    for attempt in range(MAX_RETRIES + 1):
        r = requests.get(BASE + endpoint, params=params, timeout=60)
        if r.status_code == 429 or r.status_code >= 500:
            if attempt == MAX_RETRIES:
                r.raise_for_status()
            time.sleep(2 ** attempt)
            continue
        r.raise_for_status()
        time.sleep(delay())
        return r
    raise RuntimeError("unreachable")


def search(args):
    params = common_params(args.email)
    params.update({"db": args.db, "term": args.term, "retmode": "json",
                   "retmax": 0 if args.count_only else 20})
    if args.history:
        params["usehistory"] = "y"
    res = call("esearch.fcgi", params).json()["esearchresult"]
    print(f"count: {res['count']}")
    if args.history:
        out = Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        hist = {"db": args.db, "webenv": res["webenv"],
                "query_key": res["querykey"], "count": int(res["count"])}
        (out / ".history.json").write_text(json.dumps(hist, indent=2))


def load_history(out):
    path = Path(out) / ".history.json"
    try:
        return json.loads(path.read_text())
    except FileNotFoundError:
        sys.exit(f"no search history in {path}; run 'search --history' first")
    except json.JSONDecodeError as exc:
        sys.exit(f"{path} is not valid JSON ({exc}); rerun the search")


def fetch(args):
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    base = common_params(args.email)
    base.update({"db": args.db, "rettype": args.rettype, "retmode": "text"})
    if args.ids:
        ids = [i.strip() for i in args.ids.split(",") if i.strip()]
        r = call("efetch.fcgi", dict(base, id=",".join(ids)))
        (out / f"{args.db}_ids.txt").write_text(r.text)
        print(f"wrote {len(ids)} ids to {out}")
        return
    hist = load_history(out)
    for n, start in enumerate(range(0, hist["count"], BATCH)):
        target = out / f"{args.db}_{n:04d}.{args.rettype}"
        if target.exists():
            continue  # resume: batch already complete
        params = dict(base, WebEnv=hist["webenv"], query_key=hist["query_key"],
                      retstart=start, retmax=BATCH)
        target.write_text(call("efetch.fcgi", params).text)
        print(f"batch {n}: records {start}-{min(start + BATCH, hist['count'])}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--email", required=True)
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("search")
    s.add_argument("--db", required=True)
    s.add_argument("--term", required=True)
    s.add_argument("--count-only", action="store_true")
    s.add_argument("--history", action="store_true")
    s.add_argument("--out", default="ncbi_downloads")
    f = sub.add_parser("fetch")
    f.add_argument("--db", required=True)
    f.add_argument("--rettype", default="fasta")
    f.add_argument("--ids")
    f.add_argument("--out", default="ncbi_downloads")
    args = ap.parse_args()
    search(args) if args.cmd == "search" else fetch(args)


if __name__ == "__main__":
    main()
