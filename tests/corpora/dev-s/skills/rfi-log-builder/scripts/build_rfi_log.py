#!/usr/bin/env python3
"""Age the RFI log and write a status CSV.

Usage: build_rfi_log.py rfi_log.json [--period DAYS] [--out rfi_status.csv]
"""
import argparse
import csv
import datetime as dt
import json


def age_days(sent: str, today: dt.date) -> int:
    return (today - dt.date.fromisoformat(sent)).days


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("log")
    ap.add_argument("--period", default="7")
    ap.add_argument("--out", default="rfi_status.csv")
    args = ap.parse_args()

    with open(args.log, encoding="utf-8") as fh:
        rfis = json.load(fh)
    period = int(args.period)
    today = dt.date.today()

    with open(args.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["number", "subject", "ball_in_court", "sent", "days_open", "status", "flag"])
        for r in rfis:
            days = age_days(r["sent"], today) if r["status"] == "OPEN" else 0
            flag = "OVERDUE" if r["status"] == "OPEN" and days > period else ""
            w.writerow([r["number"], r["subject"], r["bic"], r["sent"], days, r["status"], flag])
    print(f"wrote {args.out} ({len(rfis)} RFIs)")


if __name__ == "__main__":
    main()
