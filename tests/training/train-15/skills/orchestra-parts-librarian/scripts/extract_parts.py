#!/usr/bin/env python3
"""Extract parts and check rehearsal marks in a MusicXML score (stdlib only)."""
import argparse
import sys
import xml.etree.ElementTree as ET


def parts(root):
    names = {sp.get("id"): (sp.findtext("part-name") or sp.get("id")) for sp in root.iter("score-part")}
    for p in root.findall("part"):
        yield p.get("id"), names.get(p.get("id"), p.get("id")), p


def marks(part):
    out = []
    for m in part.findall("measure"):
        for reh in m.iter("rehearsal"):
            out.append((m.get("number"), (reh.text or "").strip()))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("score")
    ap.add_argument("--desks", default="")
    ap.add_argument("--check-marks", action="store_true")
    args = ap.parse_args()
    try:
        root = ET.parse(args.score).getroot()
    except (ET.ParseError, OSError) as exc:
        sys.exit(f"cannot read score: {exc}")

    all_parts = list(parts(root))
    if args.check_marks:
        ref = marks(all_parts[0][2]) if all_parts else []
        for pid, name, p in all_parts[1:]:
            if marks(p) != ref:
                print(f"MISMATCH {name}: {marks(p)} vs {ref}")
        print(f"checked {len(all_parts)} parts")
        return

    desks = [int(x) for x in args.desks.split(".") if x.isdigit()]
    for i, (pid, name, p) in enumerate(all_parts):
        copies = (desks[i] + 1) // 2 if i < len(desks) else 1
        print(f"{name}: {copies} cop{'y' if copies == 1 else 'ies'}")


if __name__ == "__main__":
    main()
