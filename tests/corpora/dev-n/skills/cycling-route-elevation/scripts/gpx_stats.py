#!/usr/bin/env python3
"""Distance, climbing and moving-time estimate from a GPX track."""
import argparse
import math
import sys
import xml.etree.ElementTree as ET

NS = {"g": "http://www.topografix.com/GPX/1/1"}


def haversine(a, b):
    r = 6371000.0
    p1, p2 = math.radians(a[0]), math.radians(b[0])
    dp, dl = p2 - p1, math.radians(b[1] - a[1])
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * r * math.asin(math.sqrt(h))


def load(path):
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError) as e:
        sys.exit(f"cannot read GPX: {e}")
    pts = []
    for tp in root.iterfind(".//g:trkpt", NS):
        try:
            lat, lon = float(tp.get("lat")), float(tp.get("lon"))
        except (TypeError, ValueError):
            continue
        ele = tp.find("g:ele", NS)
        try:
            z = float(ele.text) if ele is not None else None
        except (TypeError, ValueError):
            z = None
        pts.append((lat, lon, z))
    return pts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("gpx")
    ap.add_argument("--ftp", type=float, default=200)
    ap.add_argument("--weight", type=float, default=75)
    a = ap.parse_args()
    pts = load(a.gpx)
    if len(pts) < 2:
        sys.exit("GPX has fewer than two track points")
    dist, climb, has_ele = 0.0, 0.0, all(p[2] is not None for p in pts)
    for p, q in zip(pts, pts[1:]):
        dist += haversine(p, q)
        if has_ele and q[2] > p[2]:
            climb += q[2] - p[2]
    wkg = a.ftp / a.weight
    speed_kmh = 18 + 4 * (wkg - 2.5) - climb / max(dist, 1) * 400
    hours = (dist / 1000) / max(speed_kmh, 8)
    print(f"distance {dist / 1000:.1f} km")
    print(f"climbing {climb:.0f} m" if has_ele else "climbing: no elevation data in GPX")
    print(f"estimated moving time {int(hours)}h{int(hours % 1 * 60):02d}")


if __name__ == "__main__":
    main()
