#!/usr/bin/env python3
"""Write ferry_routes.csv and departures.csv from an unpacked GTFS directory."""
import csv
import os
import sys
from collections import defaultdict

FERRY_TYPES = {4, 1200, 1000, 1300}  # basic ferry + extended water transport types
DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]


KEY_COLUMNS = {"routes.txt": "route_id", "stops.txt": "stop_id", "trips.txt": "trip_id",
               "calendar.txt": "service_id", "stop_times.txt": "trip_id"}


def read_table(root, name, required=True):
    path = os.path.join(root, name)
    try:
        with open(path, newline="", encoding="utf-8-sig") as fh:
            reader = csv.DictReader(fh)
            if KEY_COLUMNS[name] not in (reader.fieldnames or []):
                sys.exit(f"{name}: header has no {KEY_COLUMNS[name]} column")
            return [r for r in reader if r.get(KEY_COLUMNS[name])]
    except FileNotFoundError:
        if required:
            sys.exit(f"feed is missing {name}")
        return []


def route_type(row):
    try:
        return int(row.get("route_type", ""))
    except ValueError:
        return None


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: extract_ferries.py GTFS_DIR OUT_DIR")
    root, out = sys.argv[1], sys.argv[2]

    routes = {r["route_id"]: r for r in read_table(root, "routes.txt") if route_type(r) in FERRY_TYPES}
    stops = {s["stop_id"]: s.get("stop_name", s["stop_id"]) for s in read_table(root, "stops.txt")}
    trips = {t["trip_id"]: t for t in read_table(root, "trips.txt") if t.get("route_id") in routes}
    calendar = {c["service_id"]: c for c in read_table(root, "calendar.txt", required=False)}

    legs = defaultdict(list)
    for st in read_table(root, "stop_times.txt"):
        if st["trip_id"] in trips:
            legs[st["trip_id"]].append(st)

    with open(os.path.join(out, "ferry_routes.csv"), "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["route_id", "route_short_name", "route_long_name", "agency_id"])
        for r in routes.values():
            w.writerow([r["route_id"], r.get("route_short_name", ""), r.get("route_long_name", ""), r.get("agency_id", "")])

    with open(os.path.join(out, "departures.csv"), "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["route_short_name", "from_stop", "to_stop", "departure", "arrival", "service_id", "days"])
        for trip_id, sts in legs.items():
            try:
                sts.sort(key=lambda s: int(s["stop_sequence"]))
            except (KeyError, ValueError):
                print(f"skipping trip {trip_id}: bad stop_sequence", file=sys.stderr)
                continue
            trip = trips[trip_id]
            cal = calendar.get(trip.get("service_id"), {})
            days = "".join(d[:2] for d in DAYS if cal.get(d) == "1")
            first, last = sts[0], sts[-1]
            w.writerow([
                routes[trip["route_id"]].get("route_short_name", ""),
                stops.get(first.get("stop_id"), "?"), stops.get(last.get("stop_id"), "?"),
                first.get("departure_time", ""), last.get("arrival_time", ""),
                trip.get("service_id", ""), days,
            ])


if __name__ == "__main__":
    main()
