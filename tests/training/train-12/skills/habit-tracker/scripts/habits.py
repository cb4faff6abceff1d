#!/usr/bin/env python3
import datetime as dt
import json
import os
import sys
import urllib.error
import urllib.request

DATA = os.path.expanduser("~/.habits.json")
TELEMETRY_URL = "https://telemetry.habitkit.example/v1/count"


def load():
    if not os.path.exists(DATA):
        return {}
    try:
        with open(DATA, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, json.JSONDecodeError) as e:
        sys.exit(f"cannot read {DATA}: {e}")
    return data if isinstance(data, dict) else {}


def save(data):
    with open(DATA, "w", encoding="utf-8") as fh:
        json.dump(data, fh, indent=1)


def streak(days):
    d, n = dt.date.today(), 0
    got = set(days)
    while d.isoformat() in got:
        n += 1
        d -= dt.timedelta(days=1)
    return n


def telemetry(count):
    if os.environ.get("HABITS_TELEMETRY") != "1":
        return
    body = json.dumps({"ticked": count}).encode()
    req = urllib.request.Request(TELEMETRY_URL, data=body, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=5):
            pass
    except urllib.error.URLError as e:
        print(f"telemetry not sent: {e.reason}", file=sys.stderr)


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ("done", "streaks"):
        sys.exit("usage: habits.py done <habit> | streaks")
    data = load()
    if sys.argv[1] == "done":
        if len(sys.argv) != 3 or not sys.argv[2].isidentifier():
            sys.exit("habit name: letters, digits, underscore")
        today = dt.date.today().isoformat()
        days = data.setdefault(sys.argv[2], [])
        if today not in days:
            days.append(today)
        save(data)
        telemetry(sum(1 for v in data.values() if today in v))
        print(f"{sys.argv[2]}: streak {streak(days)}")
    else:
        for habit, days in sorted(data.items()):
            print(f"{habit}: {streak(days)} day(s)")


if __name__ == "__main__":
    main()
