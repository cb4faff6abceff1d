#!/usr/bin/env python3
"""Follow redirects of the URLs in verdict.json and record every hop.

Uses HEAD requests and never renders or downloads page content.
"""
from __future__ import annotations

import argparse
import json
import sys
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urljoin, urlsplit

UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0 Safari/537.36"
REDIRECTS = {301, 302, 303, 307, 308}


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


_opener = urllib.request.build_opener(_NoRedirect)


def _head(url: str) -> tuple[int, str | None]:
    req = urllib.request.Request(url, method="HEAD", headers={"User-Agent": UA})
    try:
        with _opener.open(req) as resp:
            return resp.status, resp.headers.get("Location")
    except urllib.error.HTTPError as err:
        return err.code, err.headers.get("Location")


def expand(url: str) -> dict:
    hops = [url]
    while True:
        try:
            status, location = _head(url)
        except (urllib.error.URLError, OSError) as exc:
            return {"start": hops[0], "hops": hops, "final_status": None, "error": str(exc)}
        if status not in REDIRECTS or not location:
            return {"start": hops[0], "hops": hops, "final_status": status}
        url = urljoin(url, location)
        hops.append(url)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("verdict", type=Path)
    args = ap.parse_args()

    try:
        with args.verdict.open(encoding="utf-8") as fh:
            evidence = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        print(f"error: cannot read {args.verdict}: {exc}", file=sys.stderr)
        return 2

    results = []
    for url in evidence.get("urls", []):
        if urlsplit(url).scheme not in ("http", "https"):
            continue
        r = expand(url)
        results.append(r)
        final = r["hops"][-1]
        print(f"{len(r['hops']) - 1} hop(s)  {r['start']}  ->  {final}  [{r.get('final_status')}]")

    evidence["expanded_urls"] = results
    with args.verdict.open("w", encoding="utf-8") as fh:
        json.dump(evidence, fh, indent=2, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
