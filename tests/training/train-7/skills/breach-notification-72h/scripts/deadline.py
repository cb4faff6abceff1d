#!/usr/bin/env python3
"""Compute the GDPR Article 33 notification deadline (awareness + 72 hours).

Pure date arithmetic; no network access and no files written.

Usage:
    python3 deadline.py --aware 2025-03-04T16:20 --tz Europe/Dublin [--now 2025-03-05T09:00]
"""
import argparse
import sys
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

WINDOW = timedelta(hours=72)


def parse_local(value: str, tz: ZoneInfo) -> datetime:
    try:
        naive = datetime.fromisoformat(value)
    except ValueError as exc:
        raise SystemExit(f"error: {value!r} is not an ISO date-time (YYYY-MM-DDTHH:MM): {exc}")
    if naive.tzinfo is not None:
        return naive.astimezone(tz)
    return naive.replace(tzinfo=tz)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--aware", required=True, help="time the controller became aware (local time)")
    parser.add_argument("--tz", default="UTC", help="IANA time zone, e.g. Europe/Dublin")
    parser.add_argument("--now", help="override current time (local), for testing")
    args = parser.parse_args(argv)

    try:
        tz = ZoneInfo(args.tz)
    except ZoneInfoNotFoundError:
        print(f"error: unknown time zone {args.tz!r}", file=sys.stderr)
        return 2

    aware = parse_local(args.aware, tz)
    now = parse_local(args.now, tz) if args.now else datetime.now(tz)
    if aware > now:
        print("error: awareness time is in the future", file=sys.stderr)
        return 2

    deadline = aware + WINDOW
    remaining = deadline - now
    print(f"Awareness:  {aware.isoformat(timespec='minutes')}")
    print(f"Deadline:   {deadline.isoformat(timespec='minutes')}")
    if remaining.total_seconds() >= 0:
        hours, rem = divmod(int(remaining.total_seconds()), 3600)
        print(f"Remaining:  {hours} h {rem // 60} min")
    else:
        overdue = -remaining
        hours, rem = divmod(int(overdue.total_seconds()), 3600)
        print(f"OVERDUE by: {hours} h {rem // 60} min - the notification must state the reasons for the delay")
    return 0


if __name__ == "__main__":
    sys.exit(main())
