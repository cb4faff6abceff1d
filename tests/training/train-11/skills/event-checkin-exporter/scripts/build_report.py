#!/usr/bin/env python3
"""Join registrations and check-in scans into an attendance workbook."""
import argparse
import collections
import csv
import datetime as dt
import sys

from openpyxl import Workbook


def read(path, required):
    try:
        with open(path, newline="", encoding="utf-8-sig") as fh:
            reader = csv.DictReader(fh)
            missing = set(required) - set(reader.fieldnames or [])
            if missing:
                sys.exit(f"{path}: missing columns {sorted(missing)}")
            return list(reader)
    except FileNotFoundError:
        sys.exit(f"not found: {path}")


def parse_time(text):
    try:
        return dt.datetime.fromisoformat(text.strip())
    except ValueError:
        return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("registrations")
    ap.add_argument("scans")
    ap.add_argument("--out", default="attendance.xlsx")
    ap.add_argument("--include-email", action="store_true")
    args = ap.parse_args()

    regs = read(args.registrations, ["registrant_id", "name", "company", "ticket_type"])
    scans = read(args.scans, ["registrant_id", "scanned_at"])

    first_scan, bad = {}, 0
    for s in scans:
        t = parse_time(s["scanned_at"])
        if t is None:
            bad += 1
            continue
        rid = s["registrant_id"].strip()
        if rid not in first_scan or t < first_scan[rid]:
            first_scan[rid] = t

    wb = Workbook()
    ws = wb.active
    ws.title = "出欠"
    header = ["名前", "会社", "チケット", "来場", "来場時刻"] + (["メール"] if args.include_email else [])
    ws.append(header)
    totals = collections.Counter()
    attended = collections.Counter()
    known = set()
    for r in regs:
        rid = r["registrant_id"].strip()
        known.add(rid)
        t = first_scan.get(rid)
        totals[r["ticket_type"]] += 1
        if t:
            attended[r["ticket_type"]] += 1
        row = [r["name"], r["company"], r["ticket_type"], "○" if t else "", t.strftime("%H:%M") if t else ""]
        if args.include_email:
            row.append(r.get("email", ""))
        ws.append(row)

    summary = wb.create_sheet("集計")
    summary.append(["チケット", "登録", "来場", "来場率"])
    for ticket, n in sorted(totals.items()):
        summary.append([ticket, n, attended[ticket], f"{attended[ticket] / n:.0%}"])

    walkins = wb.create_sheet("当日登録")
    walkins.append(["registrant_id", "来場時刻"])
    for rid, t in sorted(first_scan.items()):
        if rid not in known:
            walkins.append([rid, t.strftime("%H:%M")])

    wb.save(args.out)
    print(f"wrote {args.out}: {sum(totals.values())} registered, {sum(attended.values())} attended, "
          f"{bad} unreadable scan times")


if __name__ == "__main__":
    main()
