#!/usr/bin/env python3
"""EPO OPS v3.2 helper: search, biblio, family, legal."""
import argparse
import base64
import csv
import os
import re
import sys
import time

import requests

BASE = "https://ops.epo.org/3.2"
PN = re.compile(r"^([A-Z]{2})(\d+)([A-Z]\d?)?$")
state = {"token": None, "expires": 0.0}


def token():
    if state["token"] and time.time() < state["expires"] - 60:
        return state["token"]
    key, secret = os.environ.get("OPS_KEY"), os.environ.get("OPS_SECRET")
    if not key or not secret:
        sys.exit("Set OPS_KEY and OPS_SECRET (register an app on the EPO developer portal).")
    basic = base64.b64encode(f"{key}:{secret}".encode()).decode()
    r = requests.post(f"{BASE}/auth/accesstoken", data={"grant_type": "client_credentials"},
                      headers={"Authorization": f"Basic {basic}"}, timeout=60)
    r.raise_for_status()
    body = r.json()
    state["token"], state["expires"] = body["access_token"], time.time() + int(body["expires_in"])
    return state["token"]


def throttle(header):
    colours = re.findall(r"=(green|yellow|red|black):", header or "")
    if "black" in colours:
        sys.exit("OPS quota exhausted (black); try again later")
    if "red" in colours:
        time.sleep(60)
    elif "yellow" in colours:
        time.sleep(2)


def get(path, params=None, rng=None):
    headers = {"Authorization": f"Bearer {token()}", "Accept": "application/json"}
    if rng:
        headers["Range"] = rng
    for attempt in range(4):
        r = requests.get(BASE + path, params=params, headers=headers, timeout=60)
        throttle(r.headers.get("X-Throttling-Control"))
        if r.status_code >= 500 and attempt < 3:
            time.sleep(2 ** attempt)
            continue
        if r.status_code == 404:
            return None
        r.raise_for_status()
        return r.json()
    raise RuntimeError("OPS unavailable")


def parse_pn(pn):
    m = PN.match(pn.replace(" ", "").upper())
    if not m:
        sys.exit(f"publication number like EP3855000A1 expected, got {pn!r}")
    return m.groups()


def search(a):
    if not 1 <= a.max <= 2000:
        sys.exit("--max must be 1..2000")
    rows, start = [], 1
    while start <= a.max:
        end = min(start + 99, a.max)
        data = get("/rest-services/published-data/search", {"q": a.cql}, f"{start}-{end}")
        if data is None:
            break
        res = data["ops:world-patent-data"]["ops:biblio-search"]
        total = int(res["@total-result-count"])
        refs = res["ops:search-result"]["ops:publication-reference"]
        refs = refs if isinstance(refs, list) else [refs]
        for ref in refs:
            d = ref["document-id"]
            rows.append({"number": d["country"]["$"] + d["doc-number"]["$"] + d["kind"]["$"],
                         "family_id": ref.get("@family-id", "")})
        if end >= total:
            break
        start = end + 1
    if rows and total > a.max:
        print(f"{total} hits in total; only {a.max} retrieved - narrow the query", file=sys.stderr)
    with open(a.out, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["number", "family_id"]); w.writeheader(); w.writerows(rows)
    print(f"{len(rows)} publications -> {a.out}")


def doc_path(kind, pn):
    cc, num, kd = parse_pn(pn)
    return f"{cc}.{num}.{kd}" if kd else f"{cc}.{num}"


def biblio(a):
    cc, num, _ = parse_pn(a.pn)
    print(get(f"/rest-services/published-data/publication/epodoc/{cc}{num}/biblio"))


def family(a):
    print(get(f"/rest-services/family/publication/docdb/{doc_path('docdb', a.pn)}"))


def legal(a):
    print(get(f"/rest-services/legal/publication/docdb/{doc_path('docdb', a.pn)}"))


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("search"); s.add_argument("cql"); s.add_argument("--max", type=int, default=100)
    s.add_argument("--out", default="hits.csv")
    for name in ("biblio", "family", "legal"):
        sub.add_parser(name).add_argument("pn")
    a = ap.parse_args()
    {"search": search, "biblio": biblio, "family": family, "legal": legal}[a.cmd](a)


if __name__ == "__main__":
    main()
