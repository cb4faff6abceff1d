#!/usr/bin/env python3
"""Print tonight's closing checklist in Markdown."""
import argparse
import datetime
import sys

import yaml


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--station", default="all")
    ap.add_argument("--date", default=datetime.date.today().isoformat())
    ap.add_argument("--items", default="assets/checklist_items.yaml")
    a = ap.parse_args()
    try:
        datetime.date.fromisoformat(a.date)
    except ValueError:
        sys.exit("--date must be YYYY-MM-DD")
    try:
        with open(a.items, encoding="utf-8") as fh:
            items = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"items file: {exc}")
    stations = list(items) if a.station == "all" else [a.station]
    unknown = [s for s in stations if s not in items]
    if unknown:
        sys.exit(f"unknown station(s): {unknown}")
    print(f"# Closing checklist - {a.date}\n")
    for s in stations:
        print(f"## {s}")
        for it in items[s]:
            print(f"- [ ] {it}")
        print()
    print("Shift lead: ________  Time: ______")


if __name__ == "__main__":
    main()
