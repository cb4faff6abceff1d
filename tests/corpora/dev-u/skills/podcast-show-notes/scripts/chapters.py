#!/usr/bin/env python3
"""Suggest chapter breaks from an SRT/VTT transcript: gaps >= 4 s or speaker changes."""
import re
import sys

TS = re.compile(r"(\d+):(\d+):(\d+)[,.](\d+)\s*-->\s*(\d+):(\d+):(\d+)[,.](\d+)")
SPEAKER = re.compile(r"^(?:<v\s+([^>]+)>|([^:]{1,30}):)")


def secs(h, m, s, ms):
    return int(h) * 3600 + int(m) * 60 + int(s) + int(ms) / 1000


def cues(text):
    blocks = re.split(r"\n\s*\n", text)
    for b in blocks:
        m = TS.search(b)
        if not m:
            continue
        start, end = secs(*m.groups()[:4]), secs(*m.groups()[4:])
        body = b[m.end():].strip()
        sp = SPEAKER.match(body)
        yield start, end, (sp.group(1) or sp.group(2)) if sp else None, body


def main():
    text = open(sys.argv[1], encoding="utf-8").read()
    last_end, last_speaker = 0.0, None
    for start, end, speaker, body in cues(text):
        if start - last_end >= 4 or (speaker and speaker != last_speaker):
            mm, ss = divmod(int(start), 60)
            print(f"{mm:02d}:{ss:02d}  {body[:60]!r}")
        last_end = end
        last_speaker = speaker or last_speaker


if __name__ == "__main__":
    main()
