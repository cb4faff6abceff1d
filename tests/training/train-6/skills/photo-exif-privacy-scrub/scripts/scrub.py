#!/usr/bin/env python3
"""Report and strip sensitive metadata. Writes copies; never modifies originals."""
import argparse
import sys
from pathlib import Path

from PIL import Image, UnidentifiedImageError

GPS_IFD = 0x8825
EXIF_IFD = 0x8769
SENSITIVE = {
    0x013B: "Artist",
    0x8298: "Copyright",
    0xA430: "CameraOwnerName",
    0xA431: "BodySerialNumber",
    0xA435: "LensSerialNumber",
    0x927C: "MakerNote",
}


def dms_to_deg(dms, ref):
    d, m, s = (float(x) for x in dms)
    deg = d + m / 60 + s / 3600
    return -deg if ref in ("S", "W") else deg


def inspect(path):
    with Image.open(path) as im:
        exif = im.getexif()
        found = []
        gps = exif.get_ifd(GPS_IFD)
        if gps:
            try:
                lat = dms_to_deg(gps[2], gps[1])
                lon = dms_to_deg(gps[4], gps[3])
                found.append(f"GPS ~ {lat:.2f}, {lon:.2f}")
            except (KeyError, TypeError, ValueError):
                found.append("GPS (partial)")
        sub = exif.get_ifd(EXIF_IFD)
        for tag, name in SENSITIVE.items():
            if tag in exif or tag in sub:
                found.append(name)
        xmp = im.info.get("xmp", b"")
        if isinstance(xmp, bytes) and (b"mwg-rs:Regions" in xmp or b"MP:RegionInfo" in xmp):
            found.append("XMP face regions")
    return found


def scrub(path, out_dir):
    dest = out_dir / path.name
    if dest.resolve() == path.resolve():
        raise ValueError("output would overwrite the original")
    with Image.open(path) as im:
        exif = im.getexif()
        exif.pop(GPS_IFD, None)
        for tag in SENSITIVE:
            exif.pop(tag, None)
        sub = exif.get_ifd(EXIF_IFD)
        for tag in SENSITIVE:
            sub.pop(tag, None)
        params = {"exif": exif.tobytes()}
        if im.format == "JPEG":
            params["quality"] = "keep"
        im.save(dest, format=im.format, **params)
    return dest


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["report", "scrub"])
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    if args.cmd == "scrub":
        if not args.out:
            sys.exit("scrub needs --out FOLDER (originals are never changed)")
        args.out.mkdir(parents=True, exist_ok=True)
    problems = 0
    for f in args.files:
        try:
            if args.cmd == "report":
                found = inspect(f)
                print(f"{f}: " + (", ".join(found) if found else "clean"))
            else:
                print(f"{f} -> {scrub(f, args.out)}")
        except (OSError, UnidentifiedImageError, ValueError) as exc:
            problems += 1
            print(f"{f}: ERROR {exc}", file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
