#!/usr/bin/env python3
"""Validate an obligations register and build a calendar of upcoming items.

Offline. Reads the CSV given; writes calendar.ics and upcoming.md next to it.
"""
import argparse
import csv
import sys
from datetime import date, timedelta
from pathlib import Path

REQUIRED = ["contract_id", "counterparty", "clause", "obligation_type", "owed_by",
            "description", "due_date", "recurrence", "notice_days", "owner", "status", "evidence"]
OWED_BY = {"us", "counterparty", "both"}
RECURRENCE = {"none", "monthly", "quarterly", "annual", "event"}
STATUS = {"open", "done", "waived", "not_applicable"}


def parse_row(n: int, row: dict, problems: list):
    for col in REQUIRED:
        if row.get(col) is None:
            problems.append(f"line {n}: missing column {col}")
            return None
    try:
        due = date.fromisoformat(row["due_date"].strip())
    except ValueError:
        problems.append(f"line {n}: due_date {row['due_date']!r} is not YYYY-MM-DD")
        return None
    notice_raw = row["notice_days"].strip() or "0"
    if not notice_raw.isdigit() or int(notice_raw) > 730:
        problems.append(f"line {n}: notice_days must be a whole number between 0 and 730")
        return None
    if row["owed_by"].strip() not in OWED_BY:
        problems.append(f"line {n}: owed_by must be one of {sorted(OWED_BY)}")
        return None
    if row["recurrence"].strip() not in RECURRENCE:
        problems.append(f"line {n}: recurrence must be one of {sorted(RECURRENCE)}")
        return None
    if row["status"].strip() not in STATUS:
        problems.append(f"line {n}: status must be one of {sorted(STATUS)}")
        return None
    return {**{k: row[k].strip() for k in REQUIRED}, "due": due, "notice": int(notice_raw)}


def ics_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("register", type=Path)
    ap.add_argument("--horizon", type=int, default=180, help="days ahead to include (1-1095)")
    ap.add_argument("--today", type=date.fromisoformat, default=date.today())
    args = ap.parse_args(argv)
    if not 1 <= args.horizon <= 1095:
        print("error: --horizon must be between 1 and 1095", file=sys.stderr)
        return 2
    if not args.register.is_file():
        print(f"error: {args.register} not found", file=sys.stderr)
        return 2

    problems, items = [], []
    try:
        with args.register.open(newline="", encoding="utf-8") as fh:
            for n, row in enumerate(csv.DictReader(fh), start=2):
                parsed = parse_row(n, row, problems)
                if parsed and parsed["status"] == "open":
                    items.append(parsed)
    except (UnicodeDecodeError, csv.Error) as exc:
        print(f"error: cannot read register: {exc}", file=sys.stderr)
        return 2

    for p in problems:
        print(p)
    end = args.today + timedelta(days=args.horizon)
    upcoming = []
    for it in items:
        act_by = it["due"] - timedelta(days=it["notice"])
        if act_by <= end:
            upcoming.append((act_by, it))
    upcoming.sort(key=lambda pair: pair[0])

    out_dir = args.register.parent
    with (out_dir / "upcoming.md").open("w", encoding="utf-8") as md:
        md.write(f"# Upcoming obligations ({args.today} to {end})\n\n")
        md.write("| Act by | Due | Contract | Clause | Type | Owed by | Owner | Description |\n")
        md.write("|---|---|---|---|---|---|---|---|\n")
        for act_by, it in upcoming:
            flag = " (OVERDUE)" if act_by < args.today else ""
            md.write(f"| {act_by}{flag} | {it['due']} | {it['contract_id']} | {it['clause']} | "
                     f"{it['obligation_type']} | {it['owed_by']} | {it['owner']} | {it['description']} |\n")
    with (out_dir / "calendar.ics").open("w", encoding="utf-8", newline="\r\n") as ics:
        ics.write("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//obligations-register//EN\n")
        for i, (act_by, it) in enumerate(upcoming):
            ics.write("BEGIN:VEVENT\n")
            ics.write(f"UID:{it['contract_id']}-{it['clause']}-{i}@obligations.local\n")
            ics.write(f"DTSTART;VALUE=DATE:{act_by.strftime('%Y%m%d')}\n")
            ics.write(f"SUMMARY:{ics_escape(it['contract_id'] + ' ' + it['obligation_type'] + ' - ' + it['description'])}\n")
            ics.write("END:VEVENT\n")
        ics.write("END:VCALENDAR\n")
    print(f"{len(items)} open obligations, {len(upcoming)} within {args.horizon} days, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
