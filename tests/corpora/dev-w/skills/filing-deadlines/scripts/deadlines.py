#!/usr/bin/env python3
"""Compute filing deadlines under FRCP 6 from a docket CSV."""
import argparse
import csv
import json
import sys
from datetime import date, timedelta
from pathlib import Path

PERIODS = {
    "FRCP12a": (21, "answer due 21 days after service"),
    "FRCP12a-waiver": (60, "answer due 60 days after waiver request sent"),
    "FRAP4a": (30, "notice of appeal due 30 days after entry of judgment"),
    "FRCP59": (28, "motion for new trial due 28 days after entry of judgment"),
}
MAIL_METHODS = {"mail", "clerk", "other-consent"}


def roll_forward(d, holidays, steps):
    while d.weekday() >= 5 or d in holidays:
        steps.append(f"{d.isoformat()} is a weekend/holiday, roll to next day")
        d += timedelta(days=1)
    return d


def compute(row, holidays):
    rule = row["rule"].strip()
    if rule not in PERIODS:
        raise ValueError(f"unknown rule {rule!r}")
    days, why = PERIODS[rule]
    start = date.fromisoformat(row["event_date"].strip())
    steps = [why, f"trigger {start.isoformat()}, excluded"]
    due = roll_forward(start + timedelta(days=days), holidays, steps)
    if row["service_method"].strip().lower() in MAIL_METHODS and rule.startswith("FRCP12"):
        steps.append("FRCP 6(d): +3 days for service by mail")
        due = roll_forward(due + timedelta(days=3), holidays, steps)
    return due, steps


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("docket")
    ap.add_argument("--holidays", required=True)
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args()

    with open(args.holidays, encoding="utf-8") as fh:
        holidays = {date.fromisoformat(h) for h in json.load(fh)["holidays"]}

    out_rows, errors = [], 0
    with open(args.docket, newline="", encoding="utf-8") as fh:
        for lineno, row in enumerate(csv.DictReader(fh), 2):
            try:
                due, steps = compute(row, holidays)
            except (KeyError, ValueError, AttributeError) as exc:
                print(f"line {lineno}: {exc}", file=sys.stderr)
                errors += 1
                continue
            row.update({"due_date": due.isoformat(), "counting": " | ".join(steps), "status": "needs attorney review"})
            out_rows.append(row)

    Path(args.output).parent.mkdir(parents=True, exist_ok=True)
    with open(args.output, "w", newline="", encoding="utf-8") as fh:
        if out_rows:
            writer = csv.DictWriter(fh, fieldnames=list(out_rows[0].keys()))
            writer.writeheader()
            writer.writerows(out_rows)
    with open(Path(args.output).with_suffix(".json"), "w", encoding="utf-8") as fh:
        json.dump(out_rows, fh, indent=2)
    print(f"{len(out_rows)} deadlines written, {errors} rows need attention")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
