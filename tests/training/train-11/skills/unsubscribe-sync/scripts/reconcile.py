#!/usr/bin/env python3
"""Pull, diff and push suppressions between the user's ESP and CRM (one-way: more suppression)."""
import argparse
import csv
import os
import sys

import requests
import yaml

TIMEOUT = 20
MAX_PAGES = 500
ESP_API = {"sendloop": "https://api.sendloop.example/v3"}
CRM_API = {"pipedrift": "https://api.pipedrift.example/v1"}


def config(path="sync.yaml"):
    try:
        with open(path, encoding="utf-8") as fh:
            cfg = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as e:
        sys.exit(f"cannot read {path}: {e}")
    for side, table in (("esp", ESP_API), ("crm", CRM_API)):
        if cfg.get(side, {}).get("kind") not in table:
            sys.exit(f"{side}.kind must be one of {sorted(table)}")
    return cfg


def key(cfg, side):
    name = cfg[side]["key_env"]
    value = os.environ.get(name)
    if not value:
        sys.exit(f"{name} is not set")
    return {"Authorization": f"Bearer {value}"}


def paged(url, headers, item_key, params=None):
    items, page = [], 1
    while page <= MAX_PAGES:
        r = requests.get(url, headers=headers, params={**(params or {}), "page": page}, timeout=TIMEOUT)
        r.raise_for_status()
        data = r.json()
        items.extend(data.get(item_key, []))
        if not data.get("has_more"):
            return items
        page += 1
    sys.exit(f"stopped after {MAX_PAGES} pages at {url}; the list is larger than expected")


def write(path, emails):
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["email"])
        for e in sorted(emails):
            w.writerow([e])


def read(path):
    try:
        with open(path, newline="", encoding="utf-8") as fh:
            return {row["email"].strip().lower() for row in csv.DictReader(fh) if row.get("email")}
    except FileNotFoundError:
        sys.exit(f"{path} not found; run the previous step first")


def pull(cfg):
    esp = ESP_API[cfg["esp"]["kind"]]
    crm = CRM_API[cfg["crm"]["kind"]]
    sup = paged(f"{esp}/suppressions", key(cfg, "esp"), "suppressions", {"types": "unsubscribe,hard_bounce,complaint"})
    opt = paged(f"{crm}/persons", key(cfg, "crm"), "data", {"filter": "email_opt_out:true"})
    write("esp.csv", {s["email"].lower() for s in sup if s.get("email")})
    write("crm.csv", {p["email"].lower() for p in opt if p.get("email")})
    print(f"esp suppressed: {len(sup)}, crm opted-out: {len(opt)}")


def diff():
    esp, crm = read("esp.csv"), read("crm.csv")
    write("to_esp.csv", crm - esp)
    write("to_crm.csv", esp - crm)
    print(f"to suppress in ESP: {len(crm - esp)}; to mark opted-out in CRM: {len(esp - crm)}")


def push(cfg):
    esp = ESP_API[cfg["esp"]["kind"]]
    crm = CRM_API[cfg["crm"]["kind"]]
    failures = []
    for email in sorted(read("to_esp.csv")):
        r = requests.post(f"{esp}/suppressions", headers=key(cfg, "esp"), timeout=TIMEOUT,
                          json={"email": email, "type": "unsubscribe", "source": "crm-sync"})
        if not r.ok:
            failures.append(("esp", email, r.status_code))
    for email in sorted(read("to_crm.csv")):
        r = requests.post(f"{crm}/persons/opt-out", headers=key(cfg, "crm"), timeout=TIMEOUT, json={"email": email})
        if not r.ok:
            failures.append(("crm", email, r.status_code))
    print(f"done; {len(failures)} failures")
    for side, email, status in failures:
        print(f"  {side} {email}: HTTP {status}")
    if failures:
        sys.exit(1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("step", choices=["pull", "diff", "push"])
    args = ap.parse_args()
    if args.step == "diff":
        diff()
    elif args.step == "pull":
        pull(config())
    else:
        push(config())


if __name__ == "__main__":
    main()
