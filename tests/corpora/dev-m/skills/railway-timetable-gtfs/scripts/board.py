"""Departure board from a GTFS feed."""
import csv
import datetime
import os
import sys

from feed import download_feed, load_overrides, unpack


def rows(folder, name):
    with open(os.path.join(folder, name), newline="", encoding="utf-8-sig") as fh:
        return list(csv.DictReader(fh))


def secs(t):
    h, m, s = (int(x) for x in t.split(":"))
    return h * 3600 + m * 60 + s


def main():
    url, station = sys.argv[1], sys.argv[2]
    cancelled = set()
    if len(sys.argv) > 3:
        cancelled = {o["trip_id"] for o in load_overrides(sys.argv[3]) if o.get("cancelled")}
    folder = unpack(download_feed(url))
    stops = {s["stop_id"] for s in rows(folder, "stops.txt") if s["stop_name"].lower() == station.lower()}
    trips = {t["trip_id"]: t for t in rows(folder, "trips.txt")}
    now = datetime.datetime.now()
    now_s = now.hour * 3600 + now.minute * 60
    board = []
    for st in rows(folder, "stop_times.txt"):
        if st["stop_id"] in stops and st["trip_id"] not in cancelled:
            try:
                dep = secs(st["departure_time"])
            except ValueError:
                pass
            if dep >= now_s:
                board.append((dep, trips.get(st["trip_id"], {}).get("trip_headsign", "?"), st.get("stop_id")))
    for dep, dest, platform in sorted(board)[:10]:
        print(f"{dep // 3600:02d}:{dep % 3600 // 60:02d}  {dest:30}  {platform}  in {(dep - now_s) // 60} min")


if __name__ == "__main__":
    main()
