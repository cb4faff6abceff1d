#!/usr/bin/env python3
"""Merge ICS files/URLs the user supplies, limited to a date range; report clashes."""
import argparse
import sys
from datetime import date, datetime, time
from pathlib import Path

import requests
from icalendar import Calendar

MAX_BYTES = 5 * 1024 * 1024


def read_source(src):
    if src.startswith(("http://", "https://", "webcal://")):
        url = "https://" + src.split("://", 1)[1] if src.startswith("webcal://") else src
        try:
            r = requests.get(url, timeout=15)
            r.raise_for_status()
        except requests.RequestException as exc:
            raise RuntimeError(f"{src}: {exc}") from exc
        if len(r.content) > MAX_BYTES:
            raise RuntimeError(f"{src}: feed larger than 5 MB")
        return r.content
    p = Path(src)
    if not p.is_file():
        raise RuntimeError(f"{src}: file not found")
    return p.read_bytes()


def as_dt(value):
    if isinstance(value, datetime):
        return value.replace(tzinfo=None)
    if isinstance(value, date):
        return datetime.combine(value, time.min)
    raise ValueError(f"unexpected date value {value!r}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sources", nargs="+")
    ap.add_argument("--from", dest="start", required=True, type=date.fromisoformat)
    ap.add_argument("--to", dest="end", required=True, type=date.fromisoformat)
    args = ap.parse_args()
    start, end = as_dt(args.start), as_dt(args.end)
    if end <= start:
        sys.exit("--to must be after --from")

    merged = Calendar()
    merged.add("prodid", "-//family-calendar-merge//EN")
    merged.add("version", "2.0")
    spans = []
    for src in args.sources:
        try:
            cal = Calendar.from_ical(read_source(src))
        except (RuntimeError, ValueError) as exc:
            sys.exit(f"cannot use source {exc}")
        for ev in cal.walk("VEVENT"):
            try:
                s = as_dt(ev.decoded("DTSTART"))
                e = as_dt(ev.decoded("DTEND")) if "DTEND" in ev else s
            except (KeyError, ValueError) as exc:
                print(f"skipping malformed event in {src}: {exc}", file=sys.stderr)
                continue
            if e < start or s > end:
                continue
            ev["X-FAMILY-SOURCE"] = src
            merged.add_component(ev)
            spans.append((s, e, str(ev.get("SUMMARY", "(no title)")), src))

    spans.sort()
    for (s1, e1, n1, src1), (s2, e2, n2, src2) in zip(spans, spans[1:]):
        if s2 < e1 and src1 != src2:
            print(f"CLASH {s1:%a %d %b %H:%M}: '{n1}' ({src1}) overlaps '{n2}' ({src2})", file=sys.stderr)
    sys.stdout.buffer.write(merged.to_ical())


if __name__ == "__main__":
    main()
