#!/usr/bin/env python3
"""arXiv Atom API search with paging, caching and BibTeX export."""
import argparse
import hashlib
import re
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import requests

API = "https://export.arxiv.org/api/query"
NS = {"a": "http://www.w3.org/2005/Atom", "arxiv": "http://arxiv.org/schemas/atom"}
CACHE = Path(".arxiv_cache")
TTL = 24 * 3600
PAGE = 100


def fetch(params):
    key = hashlib.sha256(repr(sorted(params.items())).encode()).hexdigest()
    cfile = CACHE / f"{key}.xml"
    if cfile.exists() and time.time() - cfile.stat().st_mtime < TTL:
        return cfile.read_text()
    for attempt in range(3):
        r = requests.get(API, params=params, timeout=30)
        time.sleep(3.1)
        if r.status_code == 503 and attempt < 2:
            time.sleep(10)
            continue
        r.raise_for_status()
        CACHE.mkdir(exist_ok=True)
        cfile.write_text(r.text)
        return r.text
    raise RuntimeError("arXiv unavailable")


def parse(xml_text):
    try:
        root = ET.fromstring(xml_text)
    except ET.ParseError as exc:
        sys.exit(f"arXiv returned malformed XML: {exc}")
    out = []
    for e in root.findall("a:entry", NS):
        aid = e.findtext("a:id", "", NS).rsplit("/abs/", 1)[-1]
        out.append({
            "id": aid,
            "title": " ".join(e.findtext("a:title", "", NS).split()),
            "summary": " ".join(e.findtext("a:summary", "", NS).split()),
            "published": e.findtext("a:published", "", NS)[:10],
            "authors": [a.findtext("a:name", "", NS) for a in e.findall("a:author", NS)],
            "category": (e.find("arxiv:primary_category", NS).get("term")
                         if e.find("arxiv:primary_category", NS) is not None else ""),
            "journal_ref": e.findtext("arxiv:journal_ref", "", NS),
        })
    return out


def bibtex(entry):
    first = entry["authors"][0].split()[-1] if entry["authors"] else "anon"
    key = re.sub(r"\W", "", first) + entry["published"][:4] + entry["id"].split("v")[0].replace(".", "")
    authors = " and ".join(entry["authors"])
    return (f"@misc{{{key},\n  title = {{{entry['title']}}},\n  author = {{{authors}}},\n"
            f"  year = {{{entry['published'][:4]}}},\n  eprint = {{{entry['id']}}},\n"
            f"  archivePrefix = {{arXiv}},\n  primaryClass = {{{entry['category']}}}\n}}\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("query")
    ap.add_argument("--max", type=int, default=50)
    ap.add_argument("--sort", choices=["relevance", "lastUpdatedDate", "submittedDate"], default="relevance")
    ap.add_argument("--bibtex")
    a = ap.parse_args()
    if not 1 <= a.max <= 2000:
        sys.exit("--max must be between 1 and 2000")
    results = []
    for start in range(0, a.max, PAGE):
        page = parse(fetch({"search_query": a.query, "start": start,
                            "max_results": min(PAGE, a.max - start),
                            "sortBy": a.sort, "sortOrder": "descending"}))
        results.extend(page)
        if len(page) < PAGE:
            break
    for i, e in enumerate(results, 1):
        more = f" (+{len(e['authors']) - 3})" if len(e["authors"]) > 3 else ""
        print(f"[{i}] {e['id']}  ({e['published']}, {e['category']})\n    {e['title']}\n"
              f"    Authors: {', '.join(e['authors'][:3])}{more}\n"
              f"    Abstract: {' '.join(e['summary'].split()[:60])} ...\n"
              f"    PDF: https://arxiv.org/pdf/{e['id']}\n")
    if a.bibtex:
        Path(a.bibtex).write_text("\n".join(bibtex(e) for e in results))
        print(f"BibTeX -> {a.bibtex}")


if __name__ == "__main__":
    main()
