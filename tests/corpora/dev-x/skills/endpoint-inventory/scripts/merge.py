#!/usr/bin/env python3
"""Merge per-machine inventory JSON files into inventory.csv and inventory-software.csv."""
from __future__ import annotations

import argparse
import csv
import json
import sys
from datetime import date, datetime, timedelta
from pathlib import Path

MACHINE_COLUMNS = ["hostname", "os", "build", "serial", "model", "cpu", "ram_gb", "last_patch", "patched_60d", "collected_at"]


def normalise(rec: dict) -> tuple[dict, list[dict]]:
    """Map Windows (PascalCase) and Linux (snake_case) records to one shape."""
    hotfixes = rec.get("Hotfixes") or []
    dates = sorted(h.get("InstalledOn") for h in hotfixes if isinstance(h, dict) and h.get("InstalledOn"))
    last_patch = dates[-1] if dates else ""
    patched = ""
    if last_patch:
        try:
            patched = str(datetime.strptime(last_patch, "%Y-%m-%d").date() >= date.today() - timedelta(days=60))
        except ValueError:
            patched = "unknown"
    row = {
        "hostname": rec.get("Hostname") or rec.get("hostname", ""),
        "os": rec.get("OS") or rec.get("os", ""),
        "build": rec.get("Build") or rec.get("kernel", ""),
        "serial": rec.get("Serial") or rec.get("serial", ""),
        "model": rec.get("Model", ""),
        "cpu": (rec.get("CPU") or rec.get("cpu") or "").strip(),
        "ram_gb": rec.get("RamGB") or rec.get("ram_gb", ""),
        "last_patch": last_patch,
        "patched_60d": patched,
        "collected_at": rec.get("CollectedAt") or rec.get("collected_at", ""),
    }
    software = []
    for s in rec.get("Software") or []:
        if isinstance(s, dict):
            software.append({"name": s.get("DisplayName", ""), "version": s.get("DisplayVersion", ""),
                             "publisher": s.get("Publisher", "")})
    for p in rec.get("packages") or []:
        if isinstance(p, dict):
            software.append({"name": p.get("name", ""), "version": p.get("version", ""), "publisher": ""})
    return row, software


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--out", type=Path, default=Path("inventory.csv"))
    args = ap.parse_args()

    machines, software_rows, failed = [], [], []
    for f in args.files:
        try:
            with f.open(encoding="utf-8-sig") as fh:
                rec = json.load(fh)
            if not isinstance(rec, dict):
                raise ValueError("top level is not an object")
        except (OSError, ValueError) as exc:
            failed.append(f"{f}: {exc}")
            continue
        row, sw = normalise(rec)
        machines.append(row)
        software_rows += [{"hostname": row["hostname"], **s} for s in sw]

    with args.out.open("w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=MACHINE_COLUMNS)
        w.writeheader()
        w.writerows(machines)
    sw_path = args.out.with_name(args.out.stem + "-software.csv")
    with sw_path.open("w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["hostname", "name", "version", "publisher"])
        w.writeheader()
        w.writerows(software_rows)

    print(f"{len(machines)} machines -> {args.out}, {len(software_rows)} software rows -> {sw_path}")
    if failed:
        print(f"{len(failed)} files could not be read:", file=sys.stderr)
        for line in failed:
            print(f"  {line}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
