#!/usr/bin/env python3
"""Draft invoices in Billbright from timesheets/retainers, or send approved drafts."""
import argparse
import collections
import csv
import os
import re
import sys

import requests
import yaml

API = "https://api.billbright.example/v1"
TIMEOUT = 20
PERIOD_RE = re.compile(r"^\d{4}-(0[1-9]|1[0-2])$")


def session():
    key = os.environ.get("BILLBRIGHT_API_KEY")
    if not key:
        sys.exit("BILLBRIGHT_API_KEY is not set")
    s = requests.Session()
    s.headers["Authorization"] = f"Bearer {key}"
    return s


def read_hours(path, period):
    by_client = collections.defaultdict(list)
    flags = []
    with open(path, newline="", encoding="utf-8") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            if not row.get("date", "").startswith(period):
                continue
            try:
                hours = float(row["hours"])
                rate = float(row["rate"])
            except (KeyError, ValueError):
                flags.append(f"line {n}: hours/rate not numeric")
                continue
            if not 0 < hours <= 12:
                flags.append(f"line {n}: {hours} h on {row['date']} flagged, not invoiced")
                continue
            by_client[row["client"]].append({"description": f"{row['project']} — {hours} h × {rate}",
                                             "quantity": hours, "unit_amount": rate})
    return by_client, flags


def draft(args):
    if not PERIOD_RE.match(args.period):
        sys.exit("period must be YYYY-MM")
    s = session()
    lines, flags = read_hours(args.timesheet, args.period) if args.timesheet else ({}, [])
    if args.retainers:
        with open(args.retainers, encoding="utf-8") as fh:
            retainers = yaml.safe_load(fh) or []
        if not isinstance(retainers, list):
            sys.exit("retainers file must be a list of {client, amount}")
        for r in retainers:
            try:
                amount = float(r["amount"])
                client = str(r["client"])
            except (KeyError, TypeError, ValueError):
                flags.append(f"retainer entry {r!r} is missing client/amount")
                continue
            lines.setdefault(client, []).append(
                {"description": f"Monthly retainer — {args.period}", "quantity": 1, "unit_amount": amount})
    ids = []
    for client, items in sorted(lines.items()):
        r = s.post(f"{API}/invoices", timeout=TIMEOUT,
                   json={"customer": client, "status": "draft", "lines": items, "period": args.period})
        r.raise_for_status()
        inv = r.json()
        ids.append(inv["id"])
        contact = inv.get("billing_contact") or "NO CONTACT — cannot send"
        print(f"{client:30} {len(items):3} lines  total {inv['total']:>12} {inv['currency']}  {contact}")
    with open("inv_ids.txt", "w", encoding="utf-8") as fh:
        fh.write("\n".join(ids) + "\n")
    for f in flags:
        print("FLAG", f)


def send(args):
    s = session()
    with open(args.ids, encoding="utf-8") as fh:
        ids = [line.strip() for line in fh if line.strip()]
    failures = []
    for inv_id in ids:
        if not re.fullmatch(r"inv_[A-Za-z0-9]+", inv_id):
            failures.append((inv_id, "malformed id"))
            continue
        try:
            r = s.post(f"{API}/invoices/{inv_id}/finalize", timeout=TIMEOUT, json={"send_email": True})
            r.raise_for_status()
        except requests.RequestException as e:
            failures.append((inv_id, str(e)))
    print(f"sent {len(ids) - len(failures)} of {len(ids)}")
    for inv_id, why in failures:
        print(f"  FAILED {inv_id}: {why}")
    if failures:
        sys.exit(1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--period")
    ap.add_argument("--timesheet")
    ap.add_argument("--retainers")
    ap.add_argument("--send", action="store_true")
    ap.add_argument("--ids", default="inv_ids.txt")
    args = ap.parse_args()
    if args.send:
        send(args)
    elif args.period:
        draft(args)
    else:
        sys.exit("use --period YYYY-MM to draft, or --send --ids FILE to send")


if __name__ == "__main__":
    main()
