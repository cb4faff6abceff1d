#!/usr/bin/env python3
"""Overpass extracts and Nominatim geocoding, policy-aware."""
import argparse
import json
import os
import re
import sys
import time

import requests

OVERPASS = "https://overpass-api.de/api/"
NOMINATIM = "https://nominatim.openstreetmap.org/search"
UA = "osm-overpass-geodata-skill/1.1" + (f" ({os.environ['OSM_CONTACT']})" if os.environ.get("OSM_CONTACT") else "")
HEADERS = {"User-Agent": UA}
TAG = re.compile(r"^[a-z_:]+=([A-Za-z0-9_:;\- ]+|\*)$")


def wait_for_slot(max_wait=300):
    waited = 0
    while waited <= max_wait:
        s = requests.get(OVERPASS + "status", headers=HEADERS, timeout=30).text
        if re.search(r"\d+ slots? available now", s):
            return
        m = re.search(r"in (\d+) seconds", s)
        pause = int(m.group(1)) + 1 if m else 15
        time.sleep(pause); waited += pause
    sys.exit("no Overpass slot became free within 5 minutes; try later")


def geocode(a):
    r = requests.get(NOMINATIM, params={"q": a.place, "format": "jsonv2", "limit": 3},
                     headers=HEADERS, timeout=30)
    time.sleep(1.1)
    r.raise_for_status()
    for hit in r.json():
        print(f"{hit['osm_type']:8} {hit['osm_id']:>10}  {hit.get('type', ''):15} "
              f"bbox={','.join(hit['boundingbox'])}  {hit['display_name'][:70]}")


def to_geojson(elements):
    feats = []
    for e in elements:
        if "lat" in e:
            geom = {"type": "Point", "coordinates": [e["lon"], e["lat"]]}
        elif "center" in e:
            geom = {"type": "Point", "coordinates": [e["center"]["lon"], e["center"]["lat"]]}
        elif "geometry" in e:
            coords = [[p["lon"], p["lat"]] for p in e["geometry"]]
            closed = len(coords) > 3 and coords[0] == coords[-1]
            geom = {"type": "Polygon", "coordinates": [coords]} if closed else {"type": "LineString", "coordinates": coords}
        else:
            continue
        feats.append({"type": "Feature", "geometry": geom,
                      "properties": dict(e.get("tags", {}), osm_type=e["type"], osm_id=e["id"])})
    return {"type": "FeatureCollection", "features": feats}


def extract(a):
    if not TAG.match(a.tag):
        sys.exit("--tag must look like key=value or key=*")
    k, v = a.tag.split("=", 1)
    sel = f'["{k}"]' if v == "*" else f'["{k}"="{v}"]'
    if a.area_relation:
        scope, pre = "(area.a)", f"area(id:{3600000000 + a.area_relation})->.a;"
    else:
        try:
            s, w, n, e = (float(x) for x in a.bbox.split(","))
        except (AttributeError, ValueError):
            sys.exit("give --area-relation or --bbox south,west,north,east")
        if (n - s) * (e - w) > 1 and not a.force:
            sys.exit("bbox larger than 1 square degree; use a Geofabrik extract or --force")
        scope, pre = f"({s},{w},{n},{e})", ""
    q = f"[out:json][timeout:90];{pre}nwr{sel}{scope};out center geom tags;"
    wait_for_slot()
    r = requests.post(OVERPASS + "interpreter", data={"data": q}, headers=HEADERS, timeout=150)
    if r.status_code in (429, 504):
        sys.exit(f"Overpass busy (HTTP {r.status_code}); wait a few minutes and rerun")
    r.raise_for_status()
    data = r.json()
    gj = to_geojson(data["elements"])
    with open(a.out, "w") as fh:
        json.dump(gj, fh)
    print(f"{len(gj['features'])} features, OSM base {data['osm3s']['timestamp_osm_base']} -> {a.out}")
    print("Data © OpenStreetMap contributors, ODbL 1.0")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("geocode"); g.add_argument("place")
    e = sub.add_parser("extract"); e.add_argument("--tag", required=True)
    e.add_argument("--area-relation", type=int); e.add_argument("--bbox")
    e.add_argument("--force", action="store_true"); e.add_argument("--out", default="osm.geojson")
    a = ap.parse_args()
    geocode(a) if a.cmd == "geocode" else extract(a)


if __name__ == "__main__":
    main()
