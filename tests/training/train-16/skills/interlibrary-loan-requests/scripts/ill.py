#!/usr/bin/env python3
"""Client for the library's own ILL API.

ill.py holdings --issn XXXX-XXXX [--year YYYY]
ill.py holdings --isbn 97801234567890
ill.py submit request.json

Needs ILL_BASE_URL and ILL_API_KEY in the environment (set by the staff member).
"""
import argparse
import json
import os
import re
import sys
import urllib.error
import urllib.parse
import urllib.request

TIMEOUT_S = 20
REQUIRED = ("type", "title", "authors", "year", "patron_id")


def config():
    base = os.environ.get("ILL_BASE_URL", "").rstrip("/")
    key = os.environ.get("ILL_API_KEY", "")
    if not base.startswith("https://") or not key:
        sys.exit("set ILL_BASE_URL (https://...) and ILL_API_KEY for your library's ILL system")
    return base, key


def call(method, path, body=None, query=None):
    base, key = config()
    url = base + path + ("?" + urllib.parse.urlencode(query) if query else "")
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method=method, headers={
        "Authorization": f"Bearer {key}",
        "Accept": "application/json",
        "Content-Type": "application/json",
    })
    try:
        with urllib.request.urlopen(req, timeout=TIMEOUT_S) as resp:
            return json.loads(resp.read().decode("utf-8"))
    except urllib.error.HTTPError as exc:
        sys.exit(f"ILL system answered HTTP {exc.code}: {exc.reason}")
    except (urllib.error.URLError, TimeoutError) as exc:
        sys.exit(f"cannot reach the ILL system: {exc}")
    except json.JSONDecodeError:
        sys.exit("ILL system returned something that is not JSON")


def holdings(a):
    q = {}
    if a.issn:
        if not re.fullmatch(r"\d{4}-\d{3}[\dX]", a.issn):
            sys.exit("ISSN must look like 1234-567X")
        q["issn"] = a.issn
    elif a.isbn:
        if not re.fullmatch(r"\d{13}", a.isbn):
            sys.exit("ISBN must be 13 digits without hyphens")
        q["isbn"] = a.isbn
    else:
        sys.exit("give --issn or --isbn")
    if a.year:
        q["year"] = a.year
    res = call("GET", "/api/v1/holdings", query=q)
    print(json.dumps(res, indent=2))


def submit(a):
    try:
        with open(a.request, encoding="utf-8") as fh:
            body = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read {a.request}: {exc}")
    missing = [k for k in REQUIRED if not body.get(k)]
    if missing:
        sys.exit(f"request is missing: {', '.join(missing)}")
    res = call("POST", "/api/v1/requests", body=body)
    print(f"request id: {res.get('id', '(none returned)')}, status: {res.get('status', '?')}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    h = sub.add_parser("holdings")
    h.add_argument("--issn")
    h.add_argument("--isbn")
    h.add_argument("--year", type=int)
    s = sub.add_parser("submit")
    s.add_argument("request")
    a = ap.parse_args()
    holdings(a) if a.cmd == "holdings" else submit(a)


if __name__ == "__main__":
    main()
