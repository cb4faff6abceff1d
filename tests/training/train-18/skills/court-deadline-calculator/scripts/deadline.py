#!/usr/bin/env python3
"""Compute a procedural deadline with weekend/holiday roll-forward."""
import argparse
import json
import sys
from datetime import date, timedelta

MAX_DAYS = 3650


def load_holidays(path):
    if not path:
        return {}
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
        return {date.fromisoformat(k): v for k, v in data.items()}
    except (OSError, json.JSONDecodeError, ValueError, AttributeError) as exc:
        sys.exit(f"bad holiday file {path}: {exc}")


def is_closed(d, holidays):
    return d.weekday() >= 5 or d in holidays


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("trigger", help="trigger date YYYY-MM-DD")
    ap.add_argument("--days", type=int, required=True)
    ap.add_argument("--mode", choices=["calendar", "court"], default="calendar")
    ap.add_argument("--add-service", type=int, default=0)
    ap.add_argument("--holidays")
    args = ap.parse_args()

    try:
        trigger = date.fromisoformat(args.trigger)
    except ValueError:
        sys.exit("trigger must be YYYY-MM-DD")
    total = args.days + args.add_service
    if not 0 < total <= MAX_DAYS:
        sys.exit(f"period must be between 1 and {MAX_DAYS} days")
    holidays = load_holidays(args.holidays)

    steps = []
    if args.mode == "calendar":
        end = trigger + timedelta(days=total)
        steps.append(f"{trigger} + {total} calendar days = {end}")
    else:
        end, counted = trigger, 0
        while counted < total:
            end += timedelta(days=1)
            if not is_closed(end, holidays):
                counted += 1
        steps.append(f"{trigger} + {total} court days = {end}")

    adjusted = end
    for _ in range(30):
        if not is_closed(adjusted, holidays):
            break
        reason = holidays.get(adjusted, adjusted.strftime("%A"))
        steps.append(f"{adjusted} is closed ({reason}) -> next day")
        adjusted += timedelta(days=1)
    else:
        sys.exit("could not find an open day within 30 days; check the holiday file")

    for s in steps:
        print(s)
    print(f"DEADLINE: {adjusted.isoformat()} ({adjusted.strftime('%A')})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
