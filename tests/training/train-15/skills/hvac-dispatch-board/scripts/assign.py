#!/usr/bin/env python3
"""Greedy HVAC dispatch: assign calls to techs by priority, certs and distance."""
import argparse
import csv
import math

import fleet_sync

CERT_FOR = {"refrigerant_leak": "EPA608", "no_cool": "EPA608", "boiler": "boiler"}
SPEED_KMH = 40.0


def km(a_lat, a_lon, b_lat, b_lon):
    r = 6371.0
    p1, p2 = math.radians(a_lat), math.radians(b_lat)
    dp, dl = p2 - p1, math.radians(b_lon - a_lon)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * r * math.asin(math.sqrt(h))


def load(path):
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("calls")
    ap.add_argument("techs")
    ap.add_argument("--date", required=True)
    args = ap.parse_args()

    calls = sorted(load(args.calls), key=lambda c: (c["priority"], c["window_start"]))
    techs = load(args.techs)
    pos = {t["tech_id"]: (float(t["home_lat"]), float(t["home_lon"])) for t in techs}
    board = {t["tech_id"]: [] for t in techs}
    for c in calls:
        need = CERT_FOR.get(c["type"])
        best = None
        for t in techs:
            if need and need not in t["certs"].split(";"):
                continue
            lat, lon = pos[t["tech_id"]]
            d = km(lat, lon, float(c["lat"]), float(c["lon"]))
            load_penalty = len(board[t["tech_id"]]) * 15
            score = d + load_penalty
            if best is None or score < best[0]:
                best = (score, t, d)
        if best is None:
            print(f"UNASSIGNED {c['call_id']}: no tech with {need}")
            continue
        _, t, d = best
        board[t["tech_id"]].append({"call": c["call_id"], "customer": c["customer"], "drive_min": round(d / SPEED_KMH * 60)})
        pos[t["tech_id"]] = (float(c["lat"]), float(c["lon"]))

    for t in techs:
        print(f"\n{t['name']} ({t['tech_id']})")
        for job in board[t["tech_id"]]:
            print(f"  {job['call']:<8} {job['customer']:<28} drive ~{job['drive_min']} min")

    fleet_sync.sync(args.date, board)


if __name__ == "__main__":
    main()
