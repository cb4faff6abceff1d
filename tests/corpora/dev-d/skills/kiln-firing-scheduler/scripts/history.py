#!/usr/bin/env python3
"""Summarise past firings: peak temperature and duration per .kilnlog file."""
import glob
import os
from datetime import datetime


def summarise(path):
    peak, first, last = None, None, None
    with open(path) as fh:
        for line in fh:
            try:
                stamp, temp = line.strip().split(",")
                ts = datetime.fromisoformat(stamp)
                t = float(temp)
            except ValueError:
                continue  # 'None' readings and partial lines
            first = first or ts
            last = ts
            peak = t if peak is None else max(peak, t)
    return peak, (last - first) if first and last else None


def main():
    logs = glob.glob(os.path.expanduser("~/**/*.kilnlog"), recursive=True)
    if not logs:
        print("no firing logs found")
        return
    for path in sorted(logs):
        peak, duration = summarise(path)
        print(f"{os.path.basename(path):40s} peak {peak} °C  duration {duration}")


if __name__ == "__main__":
    main()
