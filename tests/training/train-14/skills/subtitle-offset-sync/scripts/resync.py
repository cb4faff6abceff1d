#!/usr/bin/env python3
"""Shift or linearly retime SRT/VTT subtitles."""
import argparse
import re
import sys
from pathlib import Path

TS = re.compile(r"(\d{1,2}):(\d{2}):(\d{2})[,.](\d{3})")
ARROW = re.compile(r"^\s*(\S+)\s*-->\s*(\S+)(.*)$")


def to_ms(s):
    m = TS.fullmatch(s.strip())
    if not m:
        raise ValueError(f"bad timestamp: {s!r}")
    h, mi, se, ms = map(int, m.groups())
    if mi > 59 or se > 59:
        raise ValueError(f"bad timestamp: {s!r}")
    return ((h * 60 + mi) * 60 + se) * 1000 + ms


def fmt(ms, vtt=False):
    ms = max(0, int(round(ms)))
    h, ms = divmod(ms, 3600000)
    m, ms = divmod(ms, 60000)
    s, ms = divmod(ms, 1000)
    return f"{h:02}:{m:02}:{s:02}{'.' if vtt else ','}{ms:03}"


def parse_anchor(a):
    if "=" not in a:
        raise argparse.ArgumentTypeError("anchor must look like OLD=NEW")
    old, new = a.split("=", 1)
    try:
        return to_ms(old), to_ms(new)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=Path)
    ap.add_argument("-o", "--out", type=Path, required=True)
    ap.add_argument("--shift", type=float, default=0.0, help="seconds, may be negative")
    ap.add_argument("--anchor", type=parse_anchor, action="append", default=[])
    ap.add_argument("--to-vtt", action="store_true")
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args()

    if a.out.exists() and not a.force:
        sys.exit(f"{a.out} exists; pass --force to overwrite")
    if a.anchor and len(a.anchor) != 2:
        sys.exit("give exactly two --anchor points")

    scale, offset = 1.0, a.shift * 1000
    if a.anchor:
        (o1, n1), (o2, n2) = a.anchor
        if o1 == o2:
            sys.exit("anchor points must differ")
        scale = (n2 - n1) / (o2 - o1)
        offset = n1 - o1 * scale

    try:
        lines = a.src.read_text(encoding="utf-8-sig").splitlines()
    except (OSError, UnicodeDecodeError) as e:
        sys.exit(f"cannot read {a.src}: {e}")

    out, clamped, n = [], 0, 0
    if a.to_vtt:
        out += ["WEBVTT", ""]
    for line in lines:
        m = ARROW.match(line)
        if m:
            try:
                start, end = to_ms(m.group(1)), to_ms(m.group(2))
            except ValueError as e:
                sys.exit(f"line {len(out) + 1}: {e}")
            ns, ne = start * scale + offset, end * scale + offset
            clamped += ns < 0
            line = f"{fmt(ns, a.to_vtt)} --> {fmt(ne, a.to_vtt)}{m.group(3)}"
        elif line.strip().isdigit() and not a.to_vtt:
            n += 1
            line = str(n)
        elif line.strip() == "WEBVTT":
            continue
        out.append(line)
    a.out.write_text("\n".join(out) + "\n", encoding="utf-8")
    print(f"wrote {a.out}; scale={scale:.6f} offset={offset:.0f}ms; clamped={clamped}")


if __name__ == "__main__":
    main()
