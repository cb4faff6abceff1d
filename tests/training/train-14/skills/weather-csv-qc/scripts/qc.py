#!/usr/bin/env python3
"""Range/step/persistence/gap QC for weather station CSV exports."""
import argparse
import csv
import json
import math
import sys
from datetime import datetime, timedelta
from pathlib import Path

LIMITS = Path(__file__).resolve().parent.parent / "assets" / "qc_limits.json"


def num(s):
    try:
        v = float(s)
    except (TypeError, ValueError):
        return None
    return v if math.isfinite(v) else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv", type=Path)
    ap.add_argument("--time-col", default="time")
    ap.add_argument("--period-min", type=int, default=5, choices=range(1, 61), metavar="1..60")
    ap.add_argument("-o", "--out", type=Path, required=True)
    a = ap.parse_args()
    try:
        limits = json.loads(LIMITS.read_text(encoding="utf-8"))
        with a.csv.open(encoding="utf-8-sig", newline="") as fh:
            rows = list(csv.DictReader(fh))
    except (OSError, json.JSONDecodeError, csv.Error) as e:
        sys.exit(f"input error: {e}")
    if not rows or a.time_col not in rows[0]:
        sys.exit(f"no rows or no {a.time_col!r} column")

    variables = [v for v in limits if v in rows[0]]
    prev, stuck_since, gaps, bad_time = {}, {}, [], 0
    last_t = None
    for row in rows:
        try:
            t = datetime.fromisoformat(row[a.time_col])
        except ValueError:
            bad_time += 1
            for v in variables:
                row[f"{v}_flag"] = "bad_time"
            continue
        if last_t and t - last_t > timedelta(minutes=2 * a.period_min):
            gaps.append((last_t, t))
        last_t = t
        for v in variables:
            lim, x = limits[v], num(row.get(v))
            flag = "ok"
            if x is None:
                flag = "missing"
            elif not lim["min"] <= x <= lim["max"]:
                flag = "range"
            elif v in prev and abs(x - prev[v][1]) > lim["max_step"]:
                flag = "step"
            elif lim["stuck_hours"] and v in prev and x == prev[v][1]:
                since = stuck_since.setdefault(v, prev[v][0])
                if t - since >= timedelta(hours=lim["stuck_hours"]):
                    flag = "stuck"
            else:
                stuck_since.pop(v, None)
            if x is not None:
                prev[v] = (t, x)
            row[f"{v}_flag"] = flag

    fields = list(rows[0].keys())
    for v in variables:
        if f"{v}_flag" not in fields:
            fields.append(f"{v}_flag")
    with a.out.open("w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=fields)
        w.writeheader()
        w.writerows(rows)
    print(f"{len(rows)} rows, {bad_time} bad timestamps, {len(gaps)} gaps")
    for start, end in gaps[:10]:
        print(f"  gap {start} -> {end}")


if __name__ == "__main__":
    main()
