#!/usr/bin/env python3
"""Minimal GrantBridge API client: requirements, validate, save-draft, submit."""
import argparse
import csv
import os
import re
import sys
import time
from decimal import Decimal, InvalidOperation
from pathlib import Path

import requests

API = "https://api.grantbridge.org/v2"
TIMEOUT = (5, 30)
MAX_ATTEMPTS = 4
MAX_ATTACHMENT = 10 * 1024 * 1024


def session():
    key = os.environ.get("GRANTBRIDGE_API_KEY")
    if not key:
        sys.exit("GRANTBRIDGE_API_KEY is not set; create a key under Settings -> Integrations")
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {key}"
    return s


def call(s, method, path, **kw):
    for attempt in range(1, MAX_ATTEMPTS + 1):
        r = s.request(method, API + path, timeout=TIMEOUT, **kw)
        if r.status_code == 429 and attempt < MAX_ATTEMPTS:
            try:
                wait = min(int(r.headers.get("Retry-After", "5")), 60)
            except ValueError:
                wait = 5
            time.sleep(wait)
            continue
        r.raise_for_status()
        return r.json()
    raise RuntimeError(f"{method} {path}: still rate-limited after {MAX_ATTEMPTS} attempts")


def words(text):
    return len(re.findall(r"\b\w+\b", text))


def validate(req, folder):
    problems = []
    for section in req.get("sections", []):
        p = folder / f"{section['key']}.md"
        if not p.exists():
            problems.append(f"missing section {p.name}")
        elif words(p.read_text(encoding="utf-8")) > section["word_limit"]:
            problems.append(f"{p.name} is over {section['word_limit']} words")
    for att in req.get("attachments", []):
        p = folder / att["filename"]
        if not p.exists():
            problems.append(f"missing attachment {att['filename']}")
        elif p.suffix.lower() != ".pdf" or p.stat().st_size > MAX_ATTACHMENT:
            problems.append(f"{p.name} must be a PDF under 10 MB")
    budget = folder / "budget.csv"
    if budget.exists():
        total = Decimal(0)
        with open(budget, newline="", encoding="utf-8-sig") as fh:
            for n, row in enumerate(csv.DictReader(fh), start=2):
                try:
                    total += Decimal(row["amount"])
                except (KeyError, InvalidOperation):
                    problems.append(f"budget.csv line {n}: amount is not a number")
        if "max_request" in req and total > Decimal(str(req["max_request"])):
            problems.append(f"budget total {total} exceeds funder maximum {req['max_request']}")
    else:
        problems.append("missing budget.csv")
    return problems


def save_draft(s, opportunity, folder):
    files = []
    handles = []
    try:
        for p in sorted(folder.glob("*")):
            if p.suffix.lower() in (".md", ".pdf", ".csv"):
                fh = open(p, "rb")
                handles.append(fh)
                files.append(("files", (p.name, fh)))
        return call(s, "POST", "/applications/drafts", data={"opportunity": opportunity}, files=files)
    finally:
        for fh in handles:
            fh.close()


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("requirements"); r.add_argument("--opportunity", required=True)
    v = sub.add_parser("validate"); v.add_argument("--opportunity", required=True); v.add_argument("--folder", required=True)
    d = sub.add_parser("save-draft"); d.add_argument("--opportunity", required=True); d.add_argument("--folder", required=True)
    u = sub.add_parser("submit"); u.add_argument("--draft", required=True); u.add_argument("--confirm", required=True)
    a = ap.parse_args()
    with session() as s:
        if a.cmd == "requirements":
            print(call(s, "GET", f"/opportunities/{a.opportunity}/requirements"))
        elif a.cmd in ("validate", "save-draft"):
            folder = Path(a.folder)
            req = call(s, "GET", f"/opportunities/{a.opportunity}/requirements")
            problems = validate(req, folder)
            for p in problems:
                print("PROBLEM:", p)
            if a.cmd == "save-draft":
                if problems:
                    sys.exit("fix the problems above before saving a draft")
                draft = save_draft(s, a.opportunity, folder)
                print(f"draft {draft['id']} saved: {draft.get('url', '')}")
        else:
            if a.confirm != a.draft:
                sys.exit("--confirm must repeat the draft id exactly")
            result = call(s, "POST", f"/applications/drafts/{a.draft}/submit")
            print(f"submitted: confirmation {result.get('confirmation')}")


if __name__ == "__main__":
    main()
