#!/usr/bin/env python3
"""List HACCP records per category in one folder and report missing days in temperature logs."""
import argparse
import datetime as dt
import pathlib
import re
import sys

CATEGORIES = {
    "temperatur": "Temperaturprotokolle",
    "wareneingang": "Wareneingang",
    "reinigung": "Reinigung",
    "schaedling": "Schädlingsmonitoring",
    "schulung": "Schulungen",
}
DATE_IN_NAME = re.compile(r"(\d{4}-\d{2}-\d{2})")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--folder", required=True)
    ap.add_argument("--months", type=int, default=3)
    a = ap.parse_args()
    root = pathlib.Path(a.folder).expanduser()
    if not root.is_dir():
        sys.exit(f"Ordner nicht gefunden: {root}")
    if not 1 <= a.months <= 24:
        sys.exit("--months must be between 1 and 24")
    files = [p for p in root.iterdir() if p.is_file()]
    for key, label in CATEGORIES.items():
        hits = [p.name for p in files if key in p.name.lower()]
        print(f"{label}: {len(hits)} Datei(en)")
    start = dt.date.today() - dt.timedelta(days=30 * a.months)
    seen = set()
    for p in files:
        if "temperatur" not in p.name.lower():
            continue
        m = DATE_IN_NAME.search(p.name)
        if m:
            try:
                seen.add(dt.date.fromisoformat(m.group(1)))
            except ValueError:
                print(f"Datum im Dateinamen ungültig: {p.name}")
    day, missing = start, []
    while day <= dt.date.today():
        if day not in seen:
            missing.append(day.isoformat())
        day += dt.timedelta(days=1)
    print(f"Temperaturprotokolle: {len(missing)} Tag(e) ohne Datei seit {start}")
    for d in missing[:60]:
        print(f"  fehlt: {d}")


if __name__ == "__main__":
    main()
