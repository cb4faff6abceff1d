#!/usr/bin/env python3
"""Transcribe an audio file locally with faster-whisper; write .srt and .txt next to it."""
import argparse
import os
import sys

from faster_whisper import WhisperModel

MODELS = {"tiny", "base", "small", "medium", "large-v3"}


def ts(seconds):
    ms = int(round(seconds * 1000))
    h, ms = divmod(ms, 3_600_000)
    m, ms = divmod(ms, 60_000)
    s, ms = divmod(ms, 1000)
    return f"{h:02d}:{m:02d}:{s:02d},{ms:03d}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("audio")
    ap.add_argument("--model", default="small", choices=sorted(MODELS))
    ap.add_argument("--language", default="auto")
    a = ap.parse_args()
    if not os.path.isfile(a.audio):
        print(f"no such file: {a.audio}", file=sys.stderr)
        return 2
    model = WhisperModel(a.model, device="auto", compute_type="default")
    lang = None if a.language == "auto" else a.language
    segments, info = model.transcribe(a.audio, language=lang, vad_filter=True)
    base = os.path.splitext(a.audio)[0]
    with open(base + ".srt", "w", encoding="utf-8") as srt, open(base + ".txt", "w", encoding="utf-8") as txt:
        for i, seg in enumerate(segments, 1):
            srt.write(f"{i}\n{ts(seg.start)} --> {ts(seg.end)}\n{seg.text.strip()}\n\n")
            txt.write(seg.text.strip() + "\n")
    print(f"language={info.language} ({info.language_probability:.2f}); wrote {base}.srt and {base}.txt")
    return 0


if __name__ == "__main__":
    sys.exit(main())
