#!/usr/bin/env python3
"""Gaia TAP helper: resolve, count, sync/async query to CSV."""
import argparse
import io
import re
import sys
import time
from pathlib import Path

import requests

TAP = "https://gea.esac.esa.int/tap-server/tap"
SESAME = "https://cds.unistra.fr/cgi-bin/nph-sesame/-oI/A"
TIMEOUT = 120
POLL_SECONDS, MAX_POLLS = 5, 360


def resolve(a):
    r = requests.get(SESAME, params={a.name: ""}, timeout=30)
    r.raise_for_status()
    m = re.search(r"^%J\s+([\d.+-]+)\s+([\d.+-]+)", r.text, re.M)
    if not m:
        sys.exit(f"Sesame could not resolve {a.name!r}")
    print(f"ra={m.group(1)} dec={m.group(2)}")


def sync(query):
    r = requests.post(f"{TAP}/sync", data={"REQUEST": "doQuery", "LANG": "ADQL",
                                           "FORMAT": "csv", "QUERY": query}, timeout=TIMEOUT)
    r.raise_for_status()
    return r.text


def run_async(query):
    r = requests.post(f"{TAP}/async", data={"REQUEST": "doQuery", "LANG": "ADQL", "FORMAT": "csv",
                                            "PHASE": "RUN", "QUERY": query},
                      timeout=TIMEOUT, allow_redirects=False)
    if r.status_code != 303:
        sys.exit(f"async submit failed: HTTP {r.status_code} {r.text[:300]}")
    job = r.headers["Location"]
    for _ in range(MAX_POLLS):
        phase = requests.get(f"{job}/phase", timeout=TIMEOUT).text.strip()
        if phase == "COMPLETED":
            res = requests.get(f"{job}/results/result", timeout=TIMEOUT)
            res.raise_for_status()
            return res.text
        if phase in ("ERROR", "ABORTED"):
            err = requests.get(f"{job}/error", timeout=TIMEOUT).text
            sys.exit(f"job {phase}: {err[:500]}")
        time.sleep(POLL_SECONDS)
    sys.exit(f"job still running after {MAX_POLLS * POLL_SECONDS} s: {job}")


def count(a):
    text = sync(f"SELECT COUNT(*) AS n FROM gaiadr3.gaia_source WHERE {a.where}")
    print(text.splitlines()[1])


def query(a):
    q = Path(a.adql).read_text()
    if re.search(r"select\s+\*", q, re.I):
        sys.exit("select explicit columns instead of SELECT *")
    text = run_async(q) if a.async_ else sync(q)
    Path(a.out).write_text(text)
    rows = max(len(io.StringIO(text).readlines()) - 1, 0)
    print(f"{rows} rows -> {a.out}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("resolve"); r.add_argument("name")
    c = sub.add_parser("count"); c.add_argument("where")
    q = sub.add_parser("query"); q.add_argument("--adql", required=True)
    q.add_argument("--async", dest="async_", action="store_true"); q.add_argument("--out", default="gaia.csv")
    a = ap.parse_args()
    {"resolve": resolve, "count": count, "query": query}[a.cmd](a)


if __name__ == "__main__":
    main()
