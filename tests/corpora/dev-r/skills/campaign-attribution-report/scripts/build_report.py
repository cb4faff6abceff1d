#!/usr/bin/env python3
"""Aggregate ad-platform CSV exports into per-platform totals for the weekly report."""
import argparse
import csv
import json
from collections import defaultdict
from pathlib import Path

PLATFORMS = ("meta", "google", "tiktok")


def load_platform(path: Path) -> dict:
    totals = defaultdict(float)
    with path.open(newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            totals["spend"] += float(row["spend"])
            totals["clicks"] += float(row["clicks"])
            totals["conversions"] += float(row["conversions"])
            totals["conversion_value"] += float(row["conversion_value"])
    return dict(totals)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("input_dir")
    ap.add_argument("--week", required=True)
    ap.add_argument("--client", required=True)
    args = ap.parse_args()

    in_dir = Path(args.input_dir)
    result = {"client": args.client, "week": args.week, "platforms": {}}
    for name in PLATFORMS:
        matches = sorted(in_dir.glob(f"{name}*.csv"))
        if not matches:
            print(f"warning: no export for {name}")
            continue
        t = load_platform(matches[0])
        t["roas"] = t["conversion_value"] / t["spend"] if t.get("spend") else None
        result["platforms"][name] = t
        print(f"{name:8} spend={t['spend']:>12,.2f} roas={t['roas'] or 0:.2f}")

    out = Path("out")
    out.mkdir(exist_ok=True)
    (out / "metrics.json").write_text(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
