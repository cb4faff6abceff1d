#!/usr/bin/env python3
"""Open-house sign-ins -> consented CRM import + minimal visit log; optional push to the agent's CRM."""
import argparse
import csv
import json
import os
import re
import sys
from pathlib import Path
from urllib.parse import urlparse

import requests

YES = {"sim", "yes", "s", "y", "x", "true", "1"}
PHONE_ONLY = {"só telefone", "so telefone", "phone only"}
EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
TIMEOUT = 20


def norm_phone(p):
    digits = re.sub(r"\D", "", p or "")
    if digits.startswith("351") and len(digits) == 12:
        digits = digits[3:]
    return digits


def consent_of(value):
    v = (value or "").strip().lower()
    if v in YES:
        return "full"
    if v in PHONE_ONLY:
        return "phone-only"
    return "none"


def process(a):
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    seen, leads, log, rejected = {}, [], [], []
    with open(a.signins, newline="", encoding="utf-8-sig") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            name = (row.get("nome") or row.get("name") or "").strip()
            email = (row.get("email") or "").strip().lower()
            phone = norm_phone(row.get("telefone") or row.get("phone"))
            if not name:
                rejected.append(f"line {n}: no name")
                continue
            if email and not EMAIL_RE.match(email):
                rejected.append(f"line {n}: invalid email ignored")
                email = ""
            key = email or phone or name.lower()
            if key in seen:
                continue
            seen[key] = True
            consent = consent_of(row.get("consent") or row.get("consentimento"))
            log.append({"name": name, "date": a.date, "property": a.property})
            if consent != "none":
                leads.append({"name": name, "email": email if consent == "full" else "", "phone": phone,
                              "property": a.property, "source": "open-house", "consent": consent})
    for fname, rows, fields in (("crm_import.csv", leads, ["name", "email", "phone", "property", "source", "consent"]),
                                ("visit_log.csv", log, ["name", "date", "property"])):
        with open(out / fname, "w", newline="", encoding="utf-8") as fh:
            w = csv.DictWriter(fh, fieldnames=fields)
            w.writeheader()
            w.writerows(rows)
    summary = [f"visitors: {len(log)}", f"leads with consent: {len(leads)}", f"rejected: {len(rejected)}", *rejected]
    (out / "summary.txt").write_text("\n".join(summary) + "\n", encoding="utf-8")
    print("\n".join(summary))


def push(a):
    try:
        with open(a.crm, encoding="utf-8") as fh:
            crm = json.load(fh)
        base, key_env = crm["base_url"].rstrip("/"), crm["api_key_env"]
    except (OSError, json.JSONDecodeError, KeyError) as exc:
        sys.exit(f"cannot use CRM settings {a.crm}: {exc}")
    if urlparse(base).scheme != "https":
        sys.exit("CRM base_url must use https")
    with open(a.file, newline="", encoding="utf-8") as fh:
        leads = list(csv.DictReader(fh))
    print(f"{len(leads)} leads -> {crm.get('name', base)} ({base})")
    if not a.yes:
        print("preview only; re-run with --yes after the agent approves")
        return
    key = os.environ.get(key_env)
    if not key:
        sys.exit(f"environment variable {key_env} is not set")
    ok, failures_in_row = 0, 0
    with requests.Session() as s:
        s.headers["Authorization"] = f"Bearer {key}"
        for lead in leads:
            try:
                r = s.post(f"{base}/leads", json={**lead, "pipeline": crm.get("pipeline")}, timeout=TIMEOUT)
                r.raise_for_status()
                ok, failures_in_row = ok + 1, 0
            except requests.RequestException as exc:
                failures_in_row += 1
                print(f"failed: {lead['name']}: {exc}")
                if failures_in_row >= 3:
                    print("three failures in a row; stopping")
                    break
    print(f"imported {ok} of {len(leads)}")


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "push":
        ap = argparse.ArgumentParser(prog="process_signins.py push")
        ap.add_argument("file")
        ap.add_argument("--crm", required=True)
        ap.add_argument("--yes", action="store_true")
        push(ap.parse_args(sys.argv[2:]))
        return
    ap = argparse.ArgumentParser()
    ap.add_argument("signins")
    ap.add_argument("--property", required=True)
    ap.add_argument("--date", required=True)
    ap.add_argument("--out", default="out")
    process(ap.parse_args())


if __name__ == "__main__":
    main()
