#!/usr/bin/env python3
"""Search ESGF for CMIP6 files and download/subset them with checksum verification."""
import argparse
import hashlib
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import requests

INDEX = "https://esgf-node.llnl.gov/esg-search/search"
CACHE = Path.home() / ".cache" / "cmip6"


def search_files(a, experiment):
    docs, offset, total = [], 0, 1
    while offset < total:
        params = {"project": "CMIP6", "variable_id": a.variable, "experiment_id": experiment,
                  "frequency": "day", "member_id": a.member, "source_id": a.models,
                  "type": "File", "latest": "true", "distrib": "true",
                  "format": "application/solr+json", "limit": 500, "offset": offset}
        r = requests.get(INDEX, params=params, timeout=120)
        r.raise_for_status()
        resp = r.json()["response"]
        docs.extend(resp["docs"])
        total = resp["numFound"]
        offset += 500
    return docs


def search(a):
    for d in search_files(a, a.experiment):
        print(f"{d['id'].split('|')[0]}  {d['size'] / 1e6:.0f} MB")


def http_url(doc):
    for u in doc.get("url", []):
        href, _mime, service = u.split("|")
        if service == "HTTPServer":
            return href
    return None


def download_one(doc, dest):
    url = http_url(doc)
    if url is None:
        print(f"no HTTPS url for {doc['id']}", file=sys.stderr)
        return
    while True:  # data nodes come back eventually
        try:
            with requests.get(url, stream=True, timeout=300) as r:
                r.raise_for_status()
                h = hashlib.sha256()
                with open(dest, "wb") as fh:
                    for chunk in r.iter_content(1 << 20):
                        fh.write(chunk); h.update(chunk)
            if h.hexdigest() != doc["checksum"][0]:
                raise IOError("checksum mismatch")
            return
        except (requests.RequestException, IOError) as exc:
            print(f"retrying {url}: {exc}", file=sys.stderr)
            time.sleep(30)


def download(a):
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    CACHE.mkdir(parents=True, exist_ok=True)
    try:
        n, w, s, e = (float(v) for v in a.bbox.split(","))
    except ValueError:
        sys.exit("--bbox must be four numbers: N,W,S,E")
    work = Path(tempfile.mkdtemp(prefix="cmip6_"))
    for doc in search_files(a, a.experiment):
        name = doc["id"].split("|")[0].rsplit(".", 1)[0].split(".")[-1] + ".nc"
        cached = CACHE / name
        if not cached.exists():
            raw = work / name
            download_one(doc, raw)
            shutil.move(str(raw), cached)
        subprocess.run(["cdo", f"sellonlatbox,{w},{e},{s},{n}", str(cached), str(out / name)], check=True)
        print(out / name)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    for name in ("search", "download"):
        p = sub.add_parser(name)
        p.add_argument("--variable", required=True); p.add_argument("--experiment", required=True)
        p.add_argument("--models", required=True); p.add_argument("--member", default="r1i1p1f1")
        p.add_argument("--frequency", default="day")
        if name == "download":
            p.add_argument("--bbox", required=True, help="N,W,S,E")
            p.add_argument("--out", default="data/raw")
    a = ap.parse_args()
    search(a) if a.cmd == "search" else download(a)


if __name__ == "__main__":
    main()
