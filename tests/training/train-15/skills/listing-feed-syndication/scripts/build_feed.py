#!/usr/bin/env python3
"""Map listing sheet rows to RESO fields and validate per portal."""
import argparse
import csv
import json
import os
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
REQUIRED = {"homeseek": {"min_photos": 5}, "nestfinder": {"min_photos": 3}}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("listings")
    ap.add_argument("--portals", required=True)
    args = ap.parse_args()
    with open(os.path.join(HERE, "..", "assets", "field-map.json"), encoding="utf-8") as fh:
        fmap = json.load(fh)
    portals = [p for p in args.portals.split(",") if p in REQUIRED]

    root = ET.Element("Listings")
    problems = []
    with open(args.listings, newline="", encoding="utf-8") as fh:
        for n, row in enumerate(csv.DictReader(fh), start=2):
            photos = [p for p in row.get("photos", "").split("|") if p]
            for p in portals:
                if len(photos) < REQUIRED[p]["min_photos"]:
                    problems.append(f"row {n}: {p} needs {REQUIRED[p]['min_photos']} photos, has {len(photos)}")
            if not row.get("agent_id"):
                problems.append(f"row {n}: missing agent_id")
            el = ET.SubElement(root, "Listing")
            for src, dst in fmap.items():
                if src == "photos":
                    media = ET.SubElement(el, dst)
                    for url in photos:
                        ET.SubElement(media, "MediaURL").text = url
                else:
                    ET.SubElement(el, dst).text = row.get(src, "")
    ET.ElementTree(root).write("feed.xml", encoding="utf-8", xml_declaration=True)
    print("\n".join(problems) or "all listings valid")


if __name__ == "__main__":
    main()
