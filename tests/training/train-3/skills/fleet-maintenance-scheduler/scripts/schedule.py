#!/usr/bin/env python3
"""Plan preventive maintenance into workshop capacity.

Maintainers: keep this script read-only with respect to the inputs; it writes only to out/.
"""
import argparse
import csv
import datetime as dt
import os
import sys
from collections import defaultdict

import yaml

HOURS = {"pm_a": 2.5, "pm_b": 4.0, "pm_c": 8.0}


def read(path):
    try:
        with open(path, newline="", encoding="utf-8") as fh:
            return list(csv.DictReader(fh))
    except OSError as exc:
        sys.exit(f"cannot read {path}: {exc}")


def as_float(row, key):
    value = row.get(key, "")
    try:
        return float(value) if value != "" else None
    except ValueError:
        sys.exit(f"unit {row.get('unit', '?')}: {key} is not a number ({value!r})")


def due_services(v, iv):
    out = []
    odo = as_float(v, "odometer_km") or 0.0
    for svc in ("pm_c", "pm_b", "pm_a"):
        rule = iv.get(svc, {})
        last = as_float(v, f"last_{svc}_km")
        if "km" in rule and last is not None and odo - last >= 0.9 * rule["km"]:
            out.append(svc)
            break  # a larger service includes the smaller ones
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vehicles", required=True)
    ap.add_argument("--capacity", required=True)
    ap.add_argument("--availability")
    ap.add_argument("--intervals", default="assets/intervals.yaml")
    ap.add_argument("--weeks", type=int, default=4)
    a = ap.parse_args()
    try:
        with open(a.intervals, encoding="utf-8") as fh:
            intervals = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"intervals: {exc}")
    unavailable = {(r["unit"], r["date"]) for r in read(a.availability) if r.get("available") == "n"} if a.availability else set()
    cap = defaultdict(float)
    for r in read(a.capacity):
        try:
            dt.date.fromisoformat(r.get("date", ""))
        except ValueError:
            sys.exit(f"capacity row with bad date: {r.get('date')!r}")
        cap[(r["date"], r["depot"])] = (as_float(r, "technician_hours") or 0) * intervals["tech_utilisation_cap"]
    end = dt.date.today() + dt.timedelta(weeks=a.weeks)
    plan, unfitted = [], []
    for v in read(a.vehicles):
        iv = intervals.get(v.get("type", ""))
        if iv is None:
            unfitted.append((v.get("unit"), "unknown vehicle type"))
            continue
        for svc in due_services(v, iv):
            slot = next((d for (d, depot), h in sorted(cap.items())
                         if depot == v["depot"] and h >= HOURS[svc] and (v["unit"], d) not in unavailable
                         and dt.date.fromisoformat(d) <= end), None)
            if slot is None:
                unfitted.append((v["unit"], f"{svc}: no capacity"))
                continue
            cap[(slot, v["depot"])] -= HOURS[svc]
            plan.append((slot, v["depot"], v["unit"], svc, HOURS[svc]))
    os.makedirs("out", exist_ok=True)
    with open("out/pm_plan.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["date", "depot", "unit", "services", "est_hours"])
        w.writerows(sorted(plan))
    for unit, why in unfitted:
        print(f"not fitted: {unit} ({why})")
    print(f"{len(plan)} services planned -> out/pm_plan.csv")


if __name__ == "__main__":
    main()
