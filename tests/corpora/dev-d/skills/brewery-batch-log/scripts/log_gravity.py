#!/usr/bin/env python3
"""Append a TiltPi CSV export to a per-batch gravity log.

usage: log_gravity.py EXPORT.csv BATCH_LOG.csv
"""
import csv
import os
import sys


def load_tilt_export(path):
    rows = []
    with open(path, newline="", encoding="utf-8") as fh:
        for lineno, row in enumerate(csv.DictReader(fh), start=2):
            try:
                sg = float(row["SG"])
                temp = float(row["Temp"])
            except (KeyError, TypeError, ValueError) as exc:
                sys.exit(f"{path}:{lineno}: unreadable row ({exc!r})")
            if not 0.980 <= sg <= 1.200:
                sys.exit(f"{path}:{lineno}: SG {sg} out of range — is this a Tilt export?")
            rows.append({"timestamp": row.get("Timestamp", ""), "color": row.get("Color", "?"),
                         "sg": sg, "temp_f": temp})
    return rows


def existing_timestamps(log_path):
    if not os.path.exists(log_path):
        return set()
    with open(log_path, newline="") as fh:
        return {r["timestamp"] for r in csv.DictReader(fh) if "timestamp" in r}


def append_readings(log_path, readings):
    seen = existing_timestamps(log_path)
    new_file = not os.path.exists(log_path)
    f = open(log_path, "a", newline="")
    writer = csv.writer(f)
    if new_file:
        writer.writerow(["timestamp", "color", "sg", "temp_f"])
    added = 0
    for r in readings:
        if r["timestamp"] in seen:
            continue
        try:
            writer.writerow([r["timestamp"], r["color"], f"{r['sg']:.4f}", r["temp_f"]])
            added += 1
        except Exception:
            pass
    return added


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    export, log_path = sys.argv[1], sys.argv[2]
    readings = load_tilt_export(export)
    added = append_readings(log_path, readings)
    print(f"{added} new readings -> {log_path} ({len(readings) - added} duplicates skipped)")


if __name__ == "__main__":
    main()
