#!/usr/bin/env python3
"""No-show and late-cancellation analysis from a reservation export."""
import argparse
import csv
import json
import sys
from collections import Counter, defaultdict
from datetime import datetime
from pathlib import Path

FORMATS = ("%Y-%m-%d %H:%M", "%d/%m/%Y %H:%M", "%m/%d/%Y %I:%M %p", "%Y-%m-%dT%H:%M:%S")
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def parse_dt(text):
    for fmt in FORMATS:
        try:
            return datetime.strptime(text.strip(), fmt)
        except ValueError:
            continue
    return None


def load_map(path):
    try:
        with open(path, encoding="utf-8") as fh:
            m = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"column map {path}: {exc}")
    for key in ("booking_time", "covers", "status", "channel", "status_values"):
        if key not in m:
            sys.exit(f"column map lacks {key!r}")
    return m


def slot(dt):
    return "lunch" if dt.hour < 16 else "dinner"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("export")
    ap.add_argument("--map", required=True)
    ap.add_argument("--late-hours", type=float, default=24.0)
    ap.add_argument("--out", default="report.md")
    a = ap.parse_args()
    m = load_map(a.map)
    status_of = {v.lower(): k for k, vals in m["status_values"].items() for v in vals}

    groups = defaultdict(Counter)
    skipped = 0
    with open(a.export, newline="", encoding="utf-8-sig") as fh:
        for row in csv.DictReader(fh):
            dt = parse_dt(row.get(m["booking_time"], ""))
            covers_txt = (row.get(m["covers"]) or "").strip()
            status = status_of.get((row.get(m["status"]) or "").strip().lower())
            if dt is None or not covers_txt.isdigit() or status is None:
                skipped += 1
                continue
            covers = int(covers_txt)
            outcome = status
            if status == "cancelled" and m.get("cancelled_at"):
                c = parse_dt(row.get(m["cancelled_at"], "") or "")
                if c and (dt - c).total_seconds() / 3600 < a.late_hours:
                    outcome = "late-cancel"
            keys = [("all", "all"), ("weekday", WEEKDAYS[dt.weekday()]),
                    ("slot", f"{WEEKDAYS[dt.weekday()]} {slot(dt)}"),
                    ("party", "6+" if covers >= 6 else "1-5"),
                    ("channel", (row.get(m["channel"]) or "unknown").strip() or "unknown")]
            for k in keys:
                groups[k]["bookings"] += 1
                groups[k][outcome] += 1
                groups[k]["covers"] += covers
                if outcome == "no-show":
                    groups[k]["noshow_covers"] += covers

    def rate(c):
        return 100 * c["no-show"] / c["bookings"] if c["bookings"] else 0.0

    lines = ["# No-show report", "", f"Rows skipped (unparseable): {skipped}", ""]
    for dim in ("all", "weekday", "slot", "party", "channel"):
        lines += [f"## By {dim}", "", "| group | bookings | no-show % | late-cancel | covers lost |", "|---|---:|---:|---:|---:|"]
        for (d, name), c in sorted(groups.items(), key=lambda kv: -rate(kv[1])):
            if d == dim:
                lines.append(f"| {name} | {c['bookings']} | {rate(c):.1f} | {c['late-cancel']} | {c['noshow_covers']} |")
        lines.append("")
    Path(a.out).write_text("\n".join(lines), encoding="utf-8")
    print(f"report written to {a.out}; {skipped} rows skipped")


if __name__ == "__main__":
    main()
