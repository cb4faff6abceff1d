#!/usr/bin/env python3
"""Split a street network (GeoJSON sequence from osmium) into plow beats by priority tier."""
import argparse
import json
import math
import sys
from collections import defaultdict

TIER = {"motorway": 1, "trunk": 1, "primary": 1, "secondary": 2, "tertiary": 2,
        "residential": 3, "unclassified": 3, "living_street": 3, "service": 4}
BEAT_LANE_KM = {1: 35, 2: 45, 3: 60, 4: 60}


def seg_km(coords):
    km = 0.0
    for (lon1, lat1), (lon2, lat2) in zip(coords, coords[1:]):
        x = math.radians(lon2 - lon1) * math.cos(math.radians((lat1 + lat2) / 2))
        y = math.radians(lat2 - lat1)
        km += 6371 * math.hypot(x, y)
    return km


def read_streets(path):
    streets, bad = [], 0
    with open(path, encoding="utf-8") as fh:
        for n, line in enumerate(fh, 1):
            line = line.strip().lstrip("\x1e")
            if not line:
                continue
            try:
                feat = json.loads(line)
                props = feat.get("properties") or {}
                geom = feat["geometry"]
            except (json.JSONDecodeError, KeyError, AttributeError):
                bad += 1
                continue
            tier = TIER.get(props.get("highway"))
            if tier is None or geom.get("type") != "LineString":
                continue
            lanes = 2 if props.get("oneway") not in ("yes", "1", "-1") else 1
            streets.append({"name": props.get("name", "(unnamed)"), "tier": tier,
                            "lane_km": seg_km(geom["coordinates"]) * lanes})
    if bad:
        print(f"warning: {bad} unreadable features skipped", file=sys.stderr)
    return streets


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("geojsonseq")
    ap.add_argument("--trucks", type=int, required=True)
    ap.add_argument("--speed-kmh", type=float, default=18.0)
    args = ap.parse_args()
    if args.trucks < 1 or args.speed_kmh <= 0:
        ap.error("--trucks and --speed-kmh must be positive")

    streets = read_streets(args.geojsonseq)
    if not streets:
        sys.exit("no plowable streets found")
    by_tier = defaultdict(list)
    for s in sorted(streets, key=lambda s: s["name"]):
        by_tier[s["tier"]].append(s)

    beats = []
    for tier in sorted(by_tier):
        cur, km = [], 0.0
        for s in by_tier[tier]:
            if km + s["lane_km"] > BEAT_LANE_KM[tier] and cur:
                beats.append((tier, cur, km)); cur, km = [], 0.0
            cur.append(s["name"]); km += s["lane_km"]
        if cur:
            beats.append((tier, cur, km))

    print("| beat | truck | tier | lane-km | cycle (h) | streets |\n|---|---|---|---|---|---|")
    for i, (tier, names, km) in enumerate(beats, 1):
        truck = (i - 1) % args.trucks + 1
        print(f"| {i} | {truck} | {tier} | {km:.1f} | {km / args.speed_kmh:.1f} | {len(set(names))} |")


if __name__ == "__main__":
    main()
