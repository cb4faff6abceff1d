#!/usr/bin/env python3
"""Dry-run or apply a CSV -> HubSpot contacts upsert."""
import argparse
import csv
import os
import re
import sys
import time

import requests

API = "https://api.hubapi.com"
EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
FIELDS = ("email", "firstname", "lastname", "company", "phone")


def session():
    tok = os.environ.get("HUBSPOT_TOKEN")
    if not tok:
        sys.exit("HUBSPOT_TOKEN is not set")
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {tok}", "Content-Type": "application/json"})
    return s


def post(s, path, body):
    for attempt in range(5):
        r = s.post(API + path, json=body, timeout=30)
        if r.status_code in (429, 500, 502, 503, 504) and attempt < 4:
            time.sleep(2 ** attempt)
            continue
        r.raise_for_status()
        return r.json()
    raise RuntimeError("unreachable")


def load(path):
    rows, bad = [], []
    with open(path, newline="", encoding="utf-8-sig") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            email = (row.get("email") or "").strip().lower()
            if not EMAIL.match(email):
                bad.append((n, "invalid email"))
                continue
            rows.append({k: (row.get(k) or "").strip() for k in FIELDS} | {"email": email})
    return rows, bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    rows, bad = load(a.csv)
    s = session()
    existing = {}
    for i in range(0, len(rows), 100):
        chunk = rows[i:i + 100]
        res = post(s, "/crm/v3/objects/contacts/batch/read",
                   {"idProperty": "email", "properties": list(FIELDS), "inputs": [{"id": r["email"]} for r in chunk]})
        for c in res.get("results", []):
            existing[c["properties"]["email"].lower()] = c["properties"]
    creates = [r for r in rows if r["email"] not in existing]
    updates = [r for r in rows if r["email"] in existing and any(existing[r["email"]].get(k) != v for k, v in r.items() if v)]
    print(f"create {len(creates)}, update {len(updates)}, unchanged {len(rows) - len(creates) - len(updates)}, rejected {len(bad)}")
    for r in (creates + updates)[:10]:
        print("  ", r["email"], "new" if r in creates else "update")
    for n, why in bad:
        print(f"  row {n}: {why}")
    if not a.apply:
        print("dry run only; re-run with --apply after the user approves")
        return
    done = 0
    todo = creates + updates
    for i in range(0, len(todo), 100):
        chunk = todo[i:i + 100]
        post(s, "/crm/v3/objects/contacts/batch/upsert",
             {"inputs": [{"idProperty": "email", "id": r["email"], "properties": {k: v for k, v in r.items() if v}} for r in chunk]})
        done += len(chunk)
    print(f"upserted {done} contacts")


if __name__ == "__main__":
    main()
