#!/usr/bin/env python3
"""Parse kitchen shorthand readings into HACCP log rows."""
import argparse
import csv
import datetime
import re
import sys

LIMITS = {
    "walkin": ("CCP1", lambda t: t <= 5.0),
    "linecooler": ("CCP2", lambda t: t <= 5.0),
    "steam": ("CCP3", lambda t: t >= 63.0),
    "chicken": ("CCP4", lambda t: t >= 74.0),
}
LINE = re.compile(r"^(?P<item>[a-z]+)(?:\s+(?P<batch>b\d+))?\s+(?P<temp>-?\d+(?:\.\d+)?)\s+(?P<time>\d{4})\s+(?P<who>[A-Z]{2,3})$")


def parse(path):
    rows, bad = [], []
    today = datetime.date.today().isoformat()
    with open(path, encoding="utf-8") as fh:
        for n, raw in enumerate(fh, 1):
            line = raw.strip()
            if not line:
                continue
            m = LINE.match(line)
            if not m or m["item"] not in LIMITS:
                bad.append((n, line))
                continue
            temp = float(m["temp"])
            ccp, ok = LIMITS[m["item"]]
            rows.append({"date": today, "time": m["time"], "ccp": ccp,
                         "item": m["item"] + (f" {m['batch']}" if m["batch"] else ""),
                         "reading_c": f"{temp:.1f}", "initials": m["who"],
                         "in_limit": "yes" if ok(temp) else "NO",
                         "corrective_action": "", "verified_by": ""})
    return rows, bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("readings")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    rows, bad = parse(a.readings)
    for n, line in bad:
        print(f"line {n} not understood, please re-enter: {line}", file=sys.stderr)
    fields = ["date", "time", "ccp", "item", "reading_c", "initials", "in_limit",
              "corrective_action", "verified_by"]
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=fields)
        w.writeheader()
        w.writerows(rows)
    out_of_limit = sum(r["in_limit"] == "NO" for r in rows)
    print(f"{len(rows)} readings, {out_of_limit} out of limit, {len(bad)} unparsed")


if __name__ == "__main__":
    main()
