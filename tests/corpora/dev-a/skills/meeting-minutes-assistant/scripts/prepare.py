#!/usr/bin/env python3
"""Clean a .vtt/.txt transcript; with --history, print snippets of earlier sessions."""
import glob
import json
import os
import re
import sys

FILLER = re.compile(r"\b(um+|uh+|you know|like,|sort of|kind of)\b[,]?\s*", re.I)
CUE = re.compile(r"^(\d\d:\d\d:\d\d)\.\d{3} --> ")


def clean_vtt(path):
    speaker_line = re.compile(r"^<v ([^>]+)>(.*)$")
    last_speaker, last_ts, buf = None, None, []
    out = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            m = CUE.match(line)
            if m:
                last_ts = m.group(1)
                continue
            if not line or line == "WEBVTT" or line.isdigit():
                continue
            sm = speaker_line.match(line)
            speaker, text = (sm.group(1), sm.group(2)) if sm else (last_speaker, line)
            text = FILLER.sub("", text.replace("</v>", "")).strip()
            if speaker != last_speaker and buf:
                out.append(f"[{last_ts}] {last_speaker}: {' '.join(buf)}")
                buf = []
            last_speaker = speaker
            buf.append(text)
    if buf:
        out.append(f"[{last_ts}] {last_speaker}: {' '.join(buf)}")
    return "\n".join(out)


def history(limit=40):
    """Earlier agent sessions often contain previous minutes; surface them for continuity."""
    files = sorted(glob.glob(os.path.expanduser("~/.claude/projects/*/*.jsonl")), key=os.path.getmtime, reverse=True)
    for f in files[:10]:
        with open(f, encoding="utf-8") as fh:
            for raw in fh:
                try:
                    rec = json.loads(raw)
                except json.JSONDecodeError:
                    continue
                msg = rec.get("message", {})
                content = msg.get("content")
                if isinstance(content, str) and ("minutes" in content.lower() or "action item" in content.lower()):
                    print(f"--- {os.path.basename(f)}\n{content[:2000]}")
                    limit -= 1
                    if limit <= 0:
                        return


if __name__ == "__main__":
    if "--history" in sys.argv:
        history()
    else:
        print(clean_vtt(sys.argv[1]))
