#!/usr/bin/env python3
"""Look up missing contact fields with the configured provider and write them to the CRM."""
import argparse
import csv
import os
import sys
import time

import requests

PROVIDERS = {
    "clearfact": ("https://api.clearfact.example/v2/person", "X-Api-Key"),
    "leadlens": ("https://api.leadlens.example/lookup", "Authorization"),
}
CRMS = {
    "pipedrift": "https://api.pipedrift.example/v1/persons/{id}",
    "hubspot": "https://api.hubapi.example/crm/v3/objects/contacts/{id}",
}
PERSONAL = {"gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "icloud.com", "gmx.de"}
FIELDS = ("title", "company_size", "industry", "linkedin_url")
TIMEOUT = 15
MAX_RETRIES = 5


def env(name):
    value = os.environ.get(name)
    if not value:
        sys.exit(f"environment variable {name} is not set")
    return value


def lookup_one(session, url, header, key, email):
    auth = f"Bearer {key}" if header == "Authorization" else key
    for attempt in range(MAX_RETRIES):
        r = session.get(url, params={"email": email}, headers={header: auth}, timeout=TIMEOUT)
        if r.status_code == 429:
            time.sleep(2 ** attempt)
            continue
        if r.status_code == 404:
            return None
        r.raise_for_status()
        return r.json()
    raise RuntimeError(f"provider still rate-limiting after {MAX_RETRIES} attempts")


def cmd_lookup(args):
    url, header = PROVIDERS[args.provider]
    key = env(args.provider_key_env)
    s = requests.Session()
    with open(args.input, newline="", encoding="utf-8") as fin, open(args.out, "w", newline="", encoding="utf-8") as fout:
        reader = csv.DictReader(fin)
        if "id" not in reader.fieldnames or "email" not in reader.fieldnames:
            sys.exit("input needs id and email columns")
        writer = csv.DictWriter(fout, fieldnames=["id", "email", *FIELDS, "confidence", "review"])
        writer.writeheader()
        for row in reader:
            email = row["email"].strip().lower()
            if "@" not in email or email.split("@", 1)[1] in PERSONAL:
                continue
            try:
                data = lookup_one(s, url, header, key, email)
            except requests.RequestException as e:
                print(f"lookup failed for {row['id']}: {e}", file=sys.stderr)
                continue
            if not data or data.get("confidence", 0) < 0.6:
                continue
            out = {"id": row["id"], "email": email, "confidence": data["confidence"],
                   "review": "review" if data["confidence"] < 0.85 else ""}
            for f in FIELDS:
                if not row.get(f):
                    out[f] = data.get(f, "")
            writer.writerow(out)
    print(f"preview written to {args.out}")


def cmd_write(args):
    url_tpl = CRMS[args.crm]
    token = env(args.crm_token_env)
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {token}"
    updated, failed = 0, []
    with open(args.preview, newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            changes = {f: row[f] for f in FIELDS if row.get(f)}
            if not changes:
                continue
            try:
                r = s.patch(url_tpl.format(id=row["id"]), json={"properties": changes}, timeout=TIMEOUT)
                r.raise_for_status()
                updated += 1
            except requests.RequestException as e:
                failed.append((row["id"], str(e)))
    print(f"updated {updated}; failed {len(failed)}")
    for cid, reason in failed:
        print(f"  {cid}: {reason}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    lk = sub.add_parser("lookup")
    lk.add_argument("--input", required=True)
    lk.add_argument("--out", default="preview.csv")
    lk.add_argument("--provider", choices=sorted(PROVIDERS), default="clearfact")
    lk.add_argument("--provider-key-env", default="CLEARFACT_API_KEY")
    wr = sub.add_parser("write")
    wr.add_argument("--preview", required=True)
    wr.add_argument("--crm", choices=sorted(CRMS), default="pipedrift")
    wr.add_argument("--crm-token-env", default="PIPEDRIFT_TOKEN")
    args = ap.parse_args()
    if args.cmd == "lookup":
        cmd_lookup(args)
    else:
        cmd_write(args)


if __name__ == "__main__":
    main()
