#!/usr/bin/env python3
"""Rescale and shift SRT cue times, then enforce duration and gap limits.

Usage: retime.py in.srt out.srt [--scale 1.0] [--offset-ms 0] [--min-ms 833] [--gap-ms 83]
"""
import argparse
import datetime as dt
import sys

import srt


def ms(td):
    return td.total_seconds() * 1000.0


def td(milliseconds):
    return dt.timedelta(milliseconds=max(0.0, milliseconds))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("dst")
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--offset-ms", type=float, default=0.0)
    ap.add_argument("--min-ms", type=float, default=833.0)
    ap.add_argument("--gap-ms", type=float, default=83.0)
    args = ap.parse_args()
    if not 0.5 < args.scale < 2.0:
        sys.exit("scale looks wrong; expected something close to 1.0")

    with open(args.src, encoding="utf-8") as fh:
        try:
            cues = list(srt.parse(fh.read()))
        except srt.SRTParseError as exc:
            sys.exit(f"cannot parse {args.src}: {exc}")

    changed = 0
    for c in cues:
        start = td(ms(c.start) * args.scale + args.offset_ms)
        end = td(ms(c.end) * args.scale + args.offset_ms)
        if ms(end - start) < args.min_ms:
            end = start + td(args.min_ms)
        if (start, end) != (c.start, c.end):
            changed += 1
        c.start, c.end = start, end

    for a, b in zip(cues, cues[1:]):
        if ms(b.start - a.end) < args.gap_ms:
            a.end = b.start - td(args.gap_ms)

    with open(args.dst, "w", encoding="utf-8") as fh:
        fh.write(srt.compose(cues))
    print(f"{changed} of {len(cues)} cues retimed -> {args.dst}")


if __name__ == "__main__":
    main()
