#!/usr/bin/env python3
"""Draft, and on explicit confirmation send, appointment reminder SMS via Twilio."""
import argparse
import csv
import json
import os
import re
import sys
import time
from pathlib import Path

import requests

TWILIO_URL = "https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json"
E164 = re.compile(r"^\+[1-9]\d{7,14}$")
MAX_ATTEMPTS = 3
TIMEOUT_S = 10


def load_templates():
    path = Path(__file__).resolve().parent.parent / "assets" / "templates.json"
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def read_rows(path, day):
    required = {"appt_id", "date", "time", "pet", "owner", "phone", "sms_consent", "reason", "vet"}
    with open(path, newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh)
        missing = required - set(reader.fieldnames or [])
        if missing:
            sys.exit(f"{path} is missing columns: {', '.join(sorted(missing))}")
        rows = [{k: (v or "").strip() for k, v in r.items() if k} for r in reader]
    return [r for r in rows if r["date"] == day]


def draft(row, templates):
    if row["sms_consent"].strip().lower() != "yes":
        return None, "no SMS consent"
    phone = row["phone"].replace(" ", "")
    if not E164.match(phone):
        return None, f"phone {row['phone']!r} is not in +countrycode format"
    tpl = templates.get(row["reason"].strip().lower())
    if tpl is None:
        return None, f"no template for reason {row['reason']!r}"
    body = tpl.format(clinic=templates["clinic_name"], owner=row["owner"].split()[0] if row["owner"].strip() else "there",
                      pet=row["pet"], date=row["date"], time=row["time"], vet=row["vet"])
    return (phone, body), None


def send_sms(session, sid, sender, to, body):
    """POST one message; retry at most MAX_ATTEMPTS times on 429/5xx or network errors."""
    url = TWILIO_URL.format(sid=sid)
    last_error = None
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            resp = session.post(url, data={"From": sender, "To": to, "Body": body}, timeout=TIMEOUT_S)
        except requests.RequestException as exc:
            last_error = str(exc)
        else:
            if resp.status_code in (200, 201):
                return None
            if resp.status_code != 429 and resp.status_code < 500:
                return f"HTTP {resp.status_code}: {resp.text[:200]}"
            last_error = f"HTTP {resp.status_code}"
        time.sleep(2 ** attempt)
    return f"gave up after {MAX_ATTEMPTS} attempts ({last_error})"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("appointments")
    ap.add_argument("--date", required=True, help="YYYY-MM-DD")
    ap.add_argument("--send", action="store_true")
    ap.add_argument("--confirm", action="store_true", help="required with --send, after staff approval")
    args = ap.parse_args()

    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", args.date):
        sys.exit("--date must be YYYY-MM-DD")
    if args.send and not args.confirm:
        sys.exit("refusing to send without --confirm; show the drafts to staff first")

    templates = load_templates()
    drafts, skipped = [], []
    for row in read_rows(args.appointments, args.date):
        msg, why = draft(row, templates)
        if msg:
            drafts.append((row["appt_id"], *msg))
        else:
            skipped.append((row["appt_id"], why))

    out = Path("out")
    out.mkdir(exist_ok=True)
    with open(out / f"drafts-{args.date}.csv", "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows([("appt_id", "phone", "message"), *drafts])
    for appt, phone, body in drafts:
        print(f"[{appt}] {phone}: {body}")
    for appt, why in skipped:
        print(f"[{appt}] skipped: {why}")

    if not args.send:
        print(f"{len(drafts)} drafts, {len(skipped)} skipped; nothing sent")
        return 0

    sid = os.environ.get("TWILIO_ACCOUNT_SID")
    token = os.environ.get("TWILIO_AUTH_TOKEN")
    sender = os.environ.get("TWILIO_FROM")
    if not (sid and token and sender):
        sys.exit("set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM first")

    failed = []
    with requests.Session() as session:
        session.auth = (sid, token)
        for appt, phone, body in drafts:
            err = send_sms(session, sid, sender, phone, body)
            if err:
                failed.append((appt, phone, err))
                print(f"[{appt}] FAILED: {err}", file=sys.stderr)
    with open(out / f"failed-{args.date}.csv", "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows([("appt_id", "phone", "error"), *failed])
    print(f"sent {len(drafts) - len(failed)}, failed {len(failed)}, skipped {len(skipped)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
