#!/usr/bin/env python3
"""Greedy nearest-neighbour routing with capacity and time windows.
Local computation only."""
import argparse
import csv
import math
import os
import shutil
import sys

import yaml


def hav_km(a, b):
    lat1, lon1, lat2, lon2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * 6371 * math.asin(math.sqrt(h))


def minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def load_stops(path):
    stops = []
    with open(path, newline="", encoding="utf-8-sig") as fh:
        for n, row in enumerate(csv.DictReader(fh), 2):
            try:
                stops.append({
                    "id": row["stop_id"], "pos": (float(row["lat"]), float(row["lon"])),
                    "demand": float(row["demand"]), "open": minutes(row["window_start"]),
                    "close": minutes(row["window_end"]), "service": float(row["service_min"]),
                })
            except (KeyError, ValueError) as exc:
                sys.exit(f"stops line {n}: {exc}")
    return stops


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("stops")
    ap.add_argument("--fleet", default="assets/fleet.yaml")
    ap.add_argument("--out", default="routes.csv")
    args = ap.parse_args()
    try:
        with open(args.fleet, encoding="utf-8") as fh:
            fleet = yaml.safe_load(fh)
        depot = (float(fleet["depot"]["lat"]), float(fleet["depot"]["lon"]))
        speed = float(fleet["speed_kmh"]) / 60.0
        factor = float(fleet.get("road_factor", 1.3))
        start, end = minutes(fleet["shift"]["start"]), minutes(fleet["shift"]["end"])
        vehicles = [{"id": str(v["id"]), "capacity": float(v["capacity"])} for v in fleet["vehicles"]]
    except (OSError, yaml.YAMLError, KeyError, TypeError, ValueError) as exc:
        sys.exit(f"bad fleet config: {exc}")

    todo = load_stops(args.stops)
    rows = []
    for v in vehicles:
        load, clock, here, seq = 0.0, start, depot, 0
        while todo:
            best = None
            for s in todo:
                travel = hav_km(here, s["pos"]) * factor / speed
                arrive = max(clock + travel, s["open"])
                if load + s["demand"] <= v["capacity"] and arrive <= s["close"] and arrive + s["service"] <= end:
                    if best is None or arrive < best[0]:
                        best = (arrive, s)
            if best is None:
                break
            arrive, s = best
            todo.remove(s)
            seq += 1
            load += s["demand"]
            clock = arrive + s["service"]
            here = s["pos"]
            rows.append({"vehicle": v["id"], "seq": seq, "stop_id": s["id"],
                         "eta": f"{int(arrive) // 60:02d}:{int(arrive) % 60:02d}", "load": load})

    if os.path.exists(args.out):
        shutil.copy2(args.out, os.path.splitext(args.out)[0] + ".prev.csv")
    with open(args.out, "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["vehicle", "seq", "stop_id", "eta", "load"])
        w.writeheader()
        w.writerows(rows)
    print(f"{len(rows)} stops assigned -> {args.out}")
    if todo:
        print("未分配 / unassigned: " + ", ".join(s["id"] for s in todo))
    return 0


if __name__ == "__main__":
    sys.exit(main())
