#!/usr/bin/env python3
"""Report duplicate QSOs and out-of-band frequencies in a Cabrillo log."""
import sys
from collections import defaultdict

BAND_EDGES_KHZ = {
    "160": (1800, 2000), "80": (3500, 4000), "40": (7000, 7300), "20": (14000, 14350),
    "15": (21000, 21450), "10": (28000, 29700),
}


def band_of(khz):
    for band, (lo, hi) in BAND_EDGES_KHZ.items():
        if lo <= khz <= hi:
            return band
    return None


def main(path):
    seen = defaultdict(list)
    problems = []
    with open(path, encoding="ascii", errors="replace") as fh:
        for lineno, line in enumerate(fh, 1):
            if not line.startswith("QSO:"):
                continue
            parts = line.split()
            if len(parts) < 10:
                problems.append(f"line {lineno}: too few fields")
                continue
            try:
                khz = int(parts[1])
            except ValueError:
                problems.append(f"line {lineno}: frequency '{parts[1]}' is not a number")
                continue
            band = band_of(khz)
            if band is None:
                problems.append(f"line {lineno}: {khz} kHz is outside the HF contest bands")
                continue
            call = parts[8]
            seen[(band, parts[2], call)].append(lineno)
    dupes = {k: v for k, v in seen.items() if len(v) > 1}
    for (band, mode, call), lines in sorted(dupes.items()):
        print(f"DUPE {call} on {band}m {mode}: lines {', '.join(map(str, lines))}")
    for p in problems:
        print(p)
    print(f"{len(dupes)} dupes, {len(problems)} other problems")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: dupe_check.py LOG.cbr")
    sys.exit(main(sys.argv[1]))
