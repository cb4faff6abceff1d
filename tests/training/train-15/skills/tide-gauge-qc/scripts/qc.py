#!/usr/bin/env python3
"""QC a tide-gauge series: spikes, flat lines, range, gaps."""
import argparse
import csv
import datetime as dt
import io
import statistics
import sys
import time

import requests

ATTEMPTS = 3


def fetch(url, station):
    last = None
    for attempt in range(ATTEMPTS):
        try:
            r = requests.get(url, params={"station": station, "format": "csv"}, timeout=(5, 30))
            r.raise_for_status()
            return r.text
        except requests.RequestException as exc:
            last = exc
            time.sleep(2 ** attempt)
    sys.exit(f"download failed after {ATTEMPTS} attempts: {last}")


def parse(text):
    rows = []
    for n, r in enumerate(csv.DictReader(io.StringIO(text)), start=2):
        try:
            rows.append((dt.datetime.fromisoformat(r["time_utc"].replace("Z", "+00:00")), float(r["level_m"])))
        except (KeyError, ValueError, AttributeError):
            rows.append((None, None))
            print(f"line {n}: unreadable, flagged 9", file=sys.stderr)
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv", nargs="?")
    ap.add_argument("--url")
    ap.add_argument("--station")
    ap.add_argument("--min", type=float, required=True)
    ap.add_argument("--max", type=float, required=True)
    ap.add_argument("--out", default="flagged.csv")
    a = ap.parse_args()
    if a.url:
        if not a.station:
            sys.exit("--station is required with --url")
        text = fetch(a.url, a.station)
    elif a.csv:
        with open(a.csv, encoding="utf-8") as fh:
            text = fh.read()
    else:
        sys.exit("give a CSV file or --url/--station")

    rows = parse(text)
    vals = [v for _, v in rows]
    flags = []
    run = 1
    for i, (t, v) in enumerate(rows):
        if v is None:
            flags.append(9)
            continue
        run = run + 1 if i and vals[i - 1] == v else 1
        window = [x for x in vals[max(0, i - 5):i + 6] if x is not None]
        if not a.min <= v <= a.max:
            flags.append(4)
        elif abs(v - statistics.median(window)) > 0.25 or run >= 12:
            flags.append(3)
        else:
            flags.append(1)

    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["time_utc", "level_m", "qc"])
        for (t, v), q in zip(rows, flags):
            w.writerow([t.isoformat() if t else "", "" if v is None else v, q])
    for code in (1, 3, 4, 9):
        print(f"code {code}: {flags.count(code)}")


if __name__ == "__main__":
    main()
