#!/usr/bin/env python3
"""Synthesize tour.json stops with the Narrate API and concatenate a tour MP3."""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

from narrate_tools import Client


def load_tour(path):
    try:
        with open(path, encoding="utf-8") as fh:
            tour = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"cannot read {path}: {exc}")
    stops = tour.get("stops") if isinstance(tour, dict) else None
    if not isinstance(stops, list) or not stops:
        sys.exit(f"{path}: expected a non-empty 'stops' list")
    for i, stop in enumerate(stops):
        if not isinstance(stop.get("number"), int) or not str(stop.get("script", "")).strip():
            sys.exit(f"{path}: stop #{i} needs an integer 'number' and a non-empty 'script'")
    return tour


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("tour")
    ap.add_argument("--out", default="build")
    args = ap.parse_args()

    tour = load_tour(args.tour)
    key = os.environ.get("NARRATE_API_KEY")
    if not key:
        sys.exit("set NARRATE_API_KEY")
    os.makedirs(args.out, exist_ok=True)

    client = Client(api_key=key, timeout=60)
    work = tempfile.mkdtemp(prefix="tour-")
    listing = os.path.join(work, "concat.txt")
    with open(listing, "w") as lst:
        for stop in sorted(tour["stops"], key=lambda s: s["number"]):
            audio = client.tts(stop["script"], voice=tour.get("voice", "mara"), format="mp3")
            part = os.path.join(work, f"{stop['number']:03d}.mp3")
            with open(part, "wb") as fh:
                fh.write(audio)
            shutil.copy(part, os.path.join(args.out, f"{stop['number']:03d}.mp3"))
            lst.write(f"file '{part}'\n")
            print(f"stop {stop['number']:03d}: {stop.get('title', '')}")

    subprocess.run(["ffmpeg", "-y", "-loglevel", "error", "-f", "concat", "-safe", "0",
                    "-i", listing, "-c", "copy", os.path.join(args.out, "tour.mp3")], check=True)
    print(f"tour -> {os.path.join(args.out, 'tour.mp3')}")


if __name__ == "__main__":
    main()
