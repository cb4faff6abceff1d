#!/usr/bin/env python3
"""Convert timeline markers (EDL, CSV/TSV) to YouTube chapters, ffmetadata or a shot list."""
import argparse
import csv
import re
import sys
from pathlib import Path

TC = re.compile(r"^(\d{2}):(\d{2}):(\d{2})[:;](\d{2})$")
EDL_LINE = re.compile(r"^\d{3,}\s+\S+\s+\S+\s+\S+\s+(\S+)")
EDL_NAME = re.compile(r"\|C:(\w+)\s+\|M:(.*?)\s+\|D:")
FPS_CHOICES = {"23.976": 24, "24": 24, "25": 25, "29.97": 30, "30": 30, "50": 50, "59.94": 60, "60": 60}


def tc_to_seconds(tc, fps):
    m = TC.match(tc.strip())
    if not m:
        raise ValueError(f"not a timecode: {tc!r}")
    h, mi, s, f = (int(x) for x in m.groups())
    if f >= fps or mi > 59 or s > 59:
        raise ValueError(f"timecode out of range for {fps} fps: {tc}")
    return h * 3600 + mi * 60 + s + f / fps


def read_markers(path, fps, colour):
    text = path.read_text(encoding="utf-8", errors="replace")
    markers = []
    if not text.strip():
        return markers
    if path.suffix.lower() == ".edl":
        lines = text.splitlines()
        for i, line in enumerate(lines):
            m = EDL_LINE.match(line)
            if m and i + 1 < len(lines):
                n = EDL_NAME.search(lines[i + 1])
                if n and (colour is None or n.group(1).lower() == colour.lower()):
                    markers.append((tc_to_seconds(m.group(1), fps), n.group(2).strip()))
    else:
        dialect = "excel-tab" if "\t" in text.splitlines()[0] else "excel"
        for row in csv.DictReader(text.splitlines(), dialect=dialect):
            tc = row.get("timecode") or row.get("In") or ""
            name = row.get("name") or row.get("Marker Name") or ""
            markers.append((tc_to_seconds(tc, fps), name.strip()))
    return sorted(markers)


def fmt(sec):
    sec = int(sec)
    h, rem = divmod(sec, 3600)
    m, s = divmod(rem, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("markers", type=Path)
    ap.add_argument("--fps", required=True, choices=sorted(FPS_CHOICES))
    ap.add_argument("--start", default="00:00:00:00")
    ap.add_argument("--format", default="youtube", choices=["youtube", "ffmetadata", "shotlist"])
    ap.add_argument("--colour")
    args = ap.parse_args()

    fps = FPS_CHOICES[args.fps]
    if not args.markers.is_file():
        sys.exit(f"no such file: {args.markers}")
    try:
        offset = tc_to_seconds(args.start, fps)
        markers = [(t - offset, n) for t, n in read_markers(args.markers, fps, args.colour)]
    except ValueError as exc:
        sys.exit(f"bad marker file: {exc}")
    if not markers:
        sys.exit("no markers found")
    if any(t < 0 for t, _ in markers):
        sys.exit("a marker is before --start; check the timeline start offset")

    warnings = []
    if markers[0][0] != 0:
        warnings.append("first chapter is not at 0:00 - YouTube requires it")
    if len(markers) < 3:
        warnings.append("fewer than 3 chapters - YouTube will ignore them")
    for (t1, n1), (t2, _) in zip(markers, markers[1:]):
        if t2 - t1 < 10:
            warnings.append(f"'{n1}' is shorter than 10 s")

    if args.format == "youtube":
        for t, n in markers:
            print(f"{fmt(t)} {n}")
    elif args.format == "ffmetadata":
        print(";FFMETADATA1")
        ends = [t for t, _ in markers[1:]] + [markers[-1][0] + 60]
        for (t, n), end in zip(markers, ends):
            print(f"[CHAPTER]\nTIMEBASE=1/1000\nSTART={int(t * 1000)}\nEND={int(end * 1000)}\ntitle={n}")
    else:
        print("| Start | Name |\n|---|---|")
        for t, n in markers:
            print(f"| {fmt(t)} | {n} |")
    for w in warnings:
        print("WARNING:", w, file=sys.stderr)


if __name__ == "__main__":
    main()
