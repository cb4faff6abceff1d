#!/usr/bin/env python3
"""Structural GTFS check. Reads a zip or folder, prints errors/warnings, exits 1 on errors."""
import argparse
import csv
import io
import sys
import zipfile
from pathlib import Path

REQUIRED = ["agency.txt", "stops.txt", "routes.txt", "trips.txt", "stop_times.txt"]


def load_tables(path: Path) -> dict:
    tables = {}
    if path.is_dir():
        for f in path.glob("*.txt"):
            with f.open(encoding="utf-8-sig", newline="") as fh:
                tables[f.name] = list(csv.DictReader(fh))
    else:
        with zipfile.ZipFile(path) as zf:
            for name in zf.namelist():
                if name.endswith(".txt"):
                    with zf.open(name) as raw:
                        text = io.TextIOWrapper(raw, encoding="utf-8-sig", newline="")
                        tables[Path(name).name] = list(csv.DictReader(text))
    return tables


def to_seconds(value: str):
    parts = value.strip().split(":")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        return None
    h, m, s = (int(p) for p in parts)
    return h * 3600 + m * 60 + s


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("feed", type=Path)
    args = ap.parse_args()
    if not args.feed.exists():
        print(f"error: {args.feed} not found", file=sys.stderr)
        return 2
    try:
        t = load_tables(args.feed)
    except (zipfile.BadZipFile, UnicodeDecodeError, csv.Error) as exc:
        print(f"error: cannot read feed: {exc}", file=sys.stderr)
        return 2
    errors = [f"missing {n}" for n in REQUIRED if n not in t]
    if "calendar.txt" not in t and "calendar_dates.txt" not in t:
        errors.append("missing calendar.txt and calendar_dates.txt")
    routes = {r.get("route_id") for r in t.get("routes.txt", [])}
    stops = {s.get("stop_id") for s in t.get("stops.txt", [])}
    for i, trip in enumerate(t.get("trips.txt", []), start=2):
        if trip.get("route_id") not in routes:
            errors.append(f"trips.txt row {i}: unknown route_id {trip.get('route_id')!r}")
    last = {}
    for i, st in enumerate(t.get("stop_times.txt", []), start=2):
        if st.get("stop_id") not in stops:
            errors.append(f"stop_times.txt row {i}: unknown stop_id {st.get('stop_id')!r}")
        arr = to_seconds(st.get("arrival_time", ""))
        dep = to_seconds(st.get("departure_time", ""))
        if arr is None or dep is None:
            errors.append(f"stop_times.txt row {i}: bad time format")
            continue
        if arr > dep:
            errors.append(f"stop_times.txt row {i}: arrival after departure")
        prev = last.get(st.get("trip_id"))
        if prev is not None and arr < prev:
            errors.append(f"stop_times.txt row {i}: time goes backwards")
        last[st.get("trip_id")] = dep
    for e in errors:
        print("ERROR", e)
    print(f"{len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
