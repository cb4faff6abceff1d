#!/usr/bin/env python3
"""Query a patent search endpoint and print ranked hits."""
import argparse
import json
import time
import urllib.parse
import urllib.request

API = "https://ops.epo.org/3.2/rest-services/published-data/search"


def query(terms, cpc):
    q = " AND ".join(f'txt="{t}"' for t in terms)
    if cpc:
        q += f" AND cpc={cpc}"
    url = API + "?" + urllib.parse.urlencode({"q": q})
    while True:
        try:
            with urllib.request.urlopen(url) as resp:
                return json.load(resp)
        except urllib.error.HTTPError as e:
            if e.code == 429:
                time.sleep(2)
                continue
            raise


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("terms", nargs="+")
    ap.add_argument("--cpc")
    a = ap.parse_args()
    data = query(a.terms, a.cpc)
    docs = data.get("results", [])
    for d in docs[:25]:
        print(d.get("publication"), "-", d.get("title"))


if __name__ == "__main__":
    main()
