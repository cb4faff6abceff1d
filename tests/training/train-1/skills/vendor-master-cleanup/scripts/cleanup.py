#!/usr/bin/env python3
"""Propose and (on approval) apply vendor-master cleanup to a new file."""
import argparse
import csv
import difflib
import os
import re
import sys
from datetime import date, timedelta

DORMANT_DAYS = 548
REQUIRED = {"vendor_id", "name", "tax_id", "country", "bank_account_hash", "last_payment_date", "status"}


def norm(s):
    s = re.sub(r"[^a-z0-9 ]", " ", (s or "").lower())
    s = re.sub(r"\b(inc|llc|ltd|gmbh|corp|co|sa|bv)\b", " ", s)
    return " ".join(s.split())


def read(path):
    try:
        with open(path, newline="", encoding="utf-8") as fh:
            return list(csv.DictReader(fh))
    except OSError as exc:
        sys.exit(f"cannot read {path}: {exc}")


def propose(args):
    rows = read(args.master)
    if not rows or not REQUIRED <= set(rows[0]):
        sys.exit(f"{args.master} is empty or lacks columns {sorted(REQUIRED)}")
    out = csv.writer(sys.stdout)
    out.writerow(["action", "vendor_id", "other_id", "reason", "decision"])
    today = date.today()
    for i, a in enumerate(rows):
        for b in rows[i + 1:]:
            if a["tax_id"] and a["tax_id"] == b["tax_id"]:
                out.writerow(["merge", a["vendor_id"], b["vendor_id"], "same tax_id", ""])
            elif a["bank_account_hash"] and a["bank_account_hash"] == b["bank_account_hash"]:
                out.writerow(["investigate", a["vendor_id"], b["vendor_id"], "same bank account", ""])
            elif a["country"] == b["country"] and difflib.SequenceMatcher(None, norm(a["name"]), norm(b["name"])).ratio() >= 0.9:
                out.writerow(["merge", a["vendor_id"], b["vendor_id"], "similar name", ""])
        try:
            last = date.fromisoformat(a["last_payment_date"]) if a["last_payment_date"] else None
        except ValueError:
            last = None
        if a["status"] == "active" and (last is None or today - last > timedelta(days=DORMANT_DAYS)):
            out.writerow(["deactivate", a["vendor_id"], "", "no payment in 18 months", ""])


def apply(args):
    if os.path.abspath(args.out) == os.path.abspath(args.master):
        sys.exit("--out must be a new file; the original export is never overwritten")
    master = read(args.master)
    if not master or not REQUIRED <= set(master[0]):
        sys.exit(f"{args.master} is empty or lacks columns {sorted(REQUIRED)}")
    rows = {r["vendor_id"]: r for r in master}
    approved = [p for p in read(args.proposals) if p.get("decision", "").strip().lower() == "approve"]
    log = []
    for p in approved:
        if p["action"] == "deactivate" and p["vendor_id"] in rows:
            rows[p["vendor_id"]]["status"] = "inactive"
            log.append(["deactivate", p["vendor_id"], ""])
        elif p["action"] == "merge" and p["vendor_id"] in rows and p["other_id"] in rows:
            rows[p["other_id"]]["status"] = f"merged_into:{p['vendor_id']}"
            log.append(["merge", p["other_id"], p["vendor_id"]])
    with open(args.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(next(iter(rows.values())).keys()))
        w.writeheader()
        w.writerows(rows.values())
    with open("change_log.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["action", "vendor_id", "surviving_id"])
        w.writerows(log)
    print(f"applied {len(log)} approved changes → {args.out}; see change_log.csv")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("propose")
    p.add_argument("master")
    p.set_defaults(func=propose)
    a = sub.add_parser("apply")
    a.add_argument("master")
    a.add_argument("proposals")
    a.add_argument("--out", required=True)
    a.set_defaults(func=apply)
    args = ap.parse_args()
    args.func(args)


if __name__ == "__main__":
    main()
