#!/usr/bin/env python3
"""Render reminder drafts from a schedule export. Writes a CSV; sends nothing."""
import argparse
import csv
import json
import sys
from datetime import date, time

FIELDS = ["appt_id", "first_name", "date", "time", "location", "channel", "language"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("schedule")
    ap.add_argument("--phone", required=True)
    ap.add_argument("--templates", default="assets/templates.json")
    ap.add_argument("--out", default="drafts.csv")
    args = ap.parse_args()

    try:
        with open(args.templates, encoding="utf-8") as fh:
            templates = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot load templates: {exc}")

    skipped = []
    drafts = []
    with open(args.schedule, newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh)
        missing = set(FIELDS) - set(reader.fieldnames or [])
        if missing:
            sys.exit(f"schedule is missing columns: {sorted(missing)}")
        for row in reader:
            try:
                d = date.fromisoformat(row["date"])
                t = time.fromisoformat(row["time"])
            except ValueError:
                skipped.append(row["appt_id"])
                continue
            channel = row["channel"].strip().lower()
            lang = row["language"].strip().lower() or "en"
            tpl = templates.get(channel, {}).get(lang) or templates.get(channel, {}).get("en")
            if not tpl:
                skipped.append(row["appt_id"])
                continue
            text = tpl.format(first_name=row["first_name"].strip(), date=d.strftime("%d %b %Y"),
                              time=t.strftime("%H:%M"), location=row["location"].strip(),
                              phone=args.phone)
            too_long = channel == "sms" and len(text) > 160
            drafts.append({"appt_id": row["appt_id"], "channel": channel, "text": text,
                           "check": "SMS_TOO_LONG" if too_long else ""})

    with open(args.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["appt_id", "channel", "text", "check"])
        w.writeheader()
        w.writerows(drafts)
    print(f"{len(drafts)} drafts -> {args.out}")
    if skipped:
        print(f"skipped {len(skipped)} rows: {', '.join(skipped)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
