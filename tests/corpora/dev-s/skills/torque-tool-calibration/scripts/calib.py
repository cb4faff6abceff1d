#!/usr/bin/env python3
"""Calibration due list and out-of-tolerance impact for torque tools."""
import argparse
import csv
import datetime as dt
import re
import sys

from dateutil.relativedelta import relativedelta


def read_csv(path, required):
    try:
        with open(path, newline="", encoding="utf-8") as fh:
            rows = list(csv.DictReader(fh))
    except OSError as exc:
        sys.exit(f"cannot read {path}: {exc}")
    if rows and not set(required) <= set(rows[0]):
        sys.exit(f"{path}: needs columns {required}")
    return rows


def parse_date(text, where):
    try:
        return dt.date.fromisoformat(text.strip())
    except (ValueError, AttributeError):
        sys.exit(f"{where}: bad date {text!r}")


def tolerance(tool):
    nums = re.findall(r"\d+(?:\.\d+)?", tool.get("range", ""))
    if not nums:
        sys.exit(f"{tool['tool_id']}: range {tool.get('range')!r} has no number")
    return 6.0 if float(nums[0]) < 10 else 4.0


def cmd_due(a):
    tools = read_csv(a.tools, ["tool_id", "last_cal", "interval_months"])
    horizon = dt.date.today() + relativedelta(months=a.months)
    for t in tools:
        last = parse_date(t["last_cal"], t["tool_id"])
        try:
            months = int(t["interval_months"])
        except ValueError:
            sys.exit(f"{t['tool_id']}: interval_months must be a whole number")
        due = last + relativedelta(months=months)
        if due <= horizon:
            state = "OVERDUE" if due < dt.date.today() else "due"
            print(f"{t['tool_id']:<10} {t.get('type', ''):<22} due {due}  {state}")


def cmd_oot(a):
    if not re.fullmatch(r"[A-Z]{2}-\d{4}", a.tool):
        sys.exit("tool id should look like TW-0113")
    try:
        found = float(a.found)
    except ValueError:
        sys.exit("--found must be a percentage like +7.8 or -5")
    tools = {t["tool_id"]: t for t in read_csv(a.tools, ["tool_id", "last_cal", "range"])}
    if a.tool not in tools:
        sys.exit(f"{a.tool} not in {a.tools}")
    tol = tolerance(tools[a.tool])
    if abs(found) <= tol:
        print(f"{a.tool}: {found:+.1f} % is within ±{tol:.0f} %; no OOT impact")
        return
    since = parse_date(tools[a.tool]["last_cal"], a.tool)
    usage = read_csv(a.usage, ["tool_id", "work_order", "aircraft", "task_card", "date_out"])
    hits = [u for u in usage if u["tool_id"] == a.tool and parse_date(u["date_out"], u["work_order"]) >= since]
    print(f"{a.tool} found {found:+.1f} % (limit ±{tol:.0f} %) — {len(hits)} work orders since {since}:")
    for u in hits:
        print(f"  {u['date_out']}  WO {u['work_order']}  {u['aircraft']}  task {u['task_card']}  {u.get('torque', '')}")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("due")
    d.add_argument("--tools", required=True)
    d.add_argument("--months", type=int, default=1)
    o = sub.add_parser("oot")
    o.add_argument("--tools", required=True)
    o.add_argument("--usage", required=True)
    o.add_argument("--tool", required=True)
    o.add_argument("--found", required=True)
    a = ap.parse_args()
    cmd_due(a) if a.cmd == "due" else cmd_oot(a)


if __name__ == "__main__":
    main()
