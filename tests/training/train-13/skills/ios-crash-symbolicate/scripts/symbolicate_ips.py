#!/usr/bin/env python3
"""Symbolicate the crashed thread of an .ips (JSON) crash report with atos."""
import json
import pathlib
import subprocess
import sys


def load_ips(path):
    text = pathlib.Path(path).read_text(encoding="utf-8")
    # .ips = one JSON header line followed by the JSON body
    header, _, body = text.partition("\n")
    try:
        return json.loads(header), json.loads(body)
    except json.JSONDecodeError as exc:
        sys.exit(f"{path} is not a JSON .ips report: {exc}")


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: symbolicate_ips.py report.ips App.dSYM")
    _, body = load_ips(sys.argv[1])
    dsym = pathlib.Path(sys.argv[2])
    if not dsym.is_dir():
        sys.exit(f"not a dSYM bundle: {dsym}")
    images = body.get("usedImages", [])
    crashed = body.get("faultingThread", 0)
    threads = body.get("threads", [])
    if crashed >= len(threads):
        sys.exit("faulting thread index out of range")
    main_image = images[0] if images else None
    if main_image is None:
        sys.exit("no binary images in report")
    dwarf = next((dsym / "Contents/Resources/DWARF").iterdir())
    for frame in threads[crashed].get("frames", []):
        img = images[frame["imageIndex"]]
        addr = hex(img["base"] + frame["imageOffset"])
        if frame["imageIndex"] != 0:
            print(f"{img.get('name', '?'):30} {addr}")
            continue
        res = subprocess.run(
            ["atos", "-o", str(dwarf), "-arch", img.get("arch", "arm64"), "-l", hex(img["base"]), addr],
            capture_output=True, text=True, timeout=30, check=True,
        )
        print(f"{img.get('name', '?'):30} {res.stdout.strip()}")


if __name__ == "__main__":
    main()
