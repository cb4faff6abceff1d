#!/usr/bin/env python3
"""Europe PMC search, dedupe and PRISMA counts."""
import argparse
import csv
import json
import re
import sys
import time
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path

import requests

API = "https://www.ebi.ac.uk/europepmc/webservices/rest/search"


def get(params):
    for attempt in range(4):
        r = requests.get(API, params=params, timeout=60)
        time.sleep(0.5)
        if r.status_code >= 500 and attempt < 3:
            time.sleep(2 ** attempt)
            continue
        r.raise_for_status()
        return r.json()
    raise RuntimeError("Europe PMC unavailable")


def search(a):
    query = Path(a.query_file).read_text().strip()
    cursor, n = "*", 0
    with open(a.out, "w") as out:
        while True:
            page = get({"query": query, "format": "json", "resultType": "core",
                        "pageSize": 1000, "cursorMark": cursor})
            for rec in page["resultList"]["result"]:
                out.write(json.dumps(rec) + "\n"); n += 1
            nxt = page.get("nextCursorMark")
            if not nxt or nxt == cursor or not page["resultList"]["result"]:
                break
            cursor = nxt
    log = {"date": datetime.now(timezone.utc).isoformat(), "query": query,
           "hit_count": page.get("hitCount"), "retrieved": n}
    Path("search_log.json").write_text(json.dumps(log, indent=2))
    print(f"{n} records -> {a.out}")


def norm_title(t):
    return re.sub(r"[^a-z0-9]", "", (t or "").lower())


def dedupe(a):
    seen, kept, dup = set(), [], 0
    with open(a.infile) as fh:
        for line in fh:
            rec = json.loads(line)
            keys = {("doi", (rec.get("doi") or "").lower()), ("pmid", rec.get("pmid") or ""),
                    ("ty", norm_title(rec.get("title")) + str(rec.get("pubYear")))}
            keys = {k for k in keys if k[1]}
            if keys & seen:
                dup += 1; continue
            seen |= keys; kept.append(rec)
    with open(a.out, "w") as out:
        out.writelines(json.dumps(r) + "\n" for r in kept)
    Path("dedupe_log.json").write_text(json.dumps({"duplicates_removed": dup}))
    print(f"{len(kept)} unique, {dup} duplicates removed")


def prisma(a):
    try:
        log = json.loads(Path(a.log).read_text())
        dd = json.loads(Path("dedupe_log.json").read_text())
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"missing or invalid log: {exc}")
    with open(a.decisions) as fh:
        rows = list(csv.DictReader(fh))
    dec = Counter(r["decision"] for r in rows)
    crit = Counter(r["criterion"] for r in rows if r["decision"] == "exclude")
    print(f"identified: {log['retrieved']}\nduplicates removed: {dd['duplicates_removed']}\n"
          f"screened: {len(rows)}\nexcluded: {dec['exclude']} {dict(crit)}\n"
          f"unsure (to reviewers): {dec['unsure']}\nsought for retrieval: {dec['include']}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd")
    d = sub.add_parser("dedupe"); d.add_argument("infile"); d.add_argument("--out", default="unique.jsonl")
    p = sub.add_parser("prisma"); p.add_argument("--log", default="search_log.json"); p.add_argument("--decisions", required=True)
    ap.add_argument("--query-file"); ap.add_argument("--out", default="records.jsonl")
    a = ap.parse_args()
    if a.cmd == "dedupe":
        dedupe(a)
    elif a.cmd == "prisma":
        prisma(a)
    elif a.query_file:
        search(a)
    else:
        ap.error("give --query-file, or a subcommand")


if __name__ == "__main__":
    main()
