#!/usr/bin/env python3
"""Two-pass EBU R128 loudness normalisation with ffmpeg's loudnorm filter."""
import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CODECS = {".mp3": ["-c:a", "libmp3lame", "-b:a", "128k"], ".m4a": ["-c:a", "aac", "-b:a", "160k"],
          ".wav": ["-c:a", "pcm_s24le"]}


def measure(path: Path, target: float) -> dict:
    cmd = ["ffmpeg", "-hide_banner", "-nostats", "-i", str(path),
           "-af", f"loudnorm=I={target}:TP=-1.0:LRA=11:print_format=json", "-f", "null", "-"]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=True, timeout=1800)
    match = re.search(r"\{[^{}]*\"input_i\"[^{}]*\}", proc.stderr, re.S)
    if not match:
        raise RuntimeError("loudnorm did not print measurements; is this an audio file?")
    try:
        return json.loads(match.group(0))
    except json.JSONDecodeError as exc:
        raise RuntimeError(f"could not parse loudnorm output: {exc}") from exc


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--target", type=float, default=-16.0, choices=[-16.0, -19.0])
    ap.add_argument("--out", required=True)
    args = ap.parse_args()

    src, out = Path(args.input), Path(args.out)
    if not src.is_file():
        print(f"no such file: {src}", file=sys.stderr)
        return 2
    if out.suffix not in CODECS:
        print(f"output must be one of {', '.join(CODECS)}", file=sys.stderr)
        return 2

    try:
        m = measure(src, args.target)
        filt = (f"loudnorm=I={args.target}:TP=-1.0:LRA=11:measured_I={m['input_i']}:measured_TP={m['input_tp']}:"
                f"measured_LRA={m['input_lra']}:measured_thresh={m['input_thresh']}:offset={m['target_offset']}:linear=true")
        with tempfile.TemporaryDirectory() as tmp:
            staged = Path(tmp) / out.name
            subprocess.run(["ffmpeg", "-hide_banner", "-y", "-i", str(src), "-af", filt, "-ar", "48000",
                            *CODECS[out.suffix], str(staged)], check=True, capture_output=True, timeout=3600)
            check = measure(staged, args.target)
            shutil.move(str(staged), str(out))
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, RuntimeError) as exc:
        print(f"normalisation failed: {exc}", file=sys.stderr)
        return 1

    print(f"wrote {out}: integrated {check['input_i']} LUFS, true peak {check['input_tp']} dBTP "
          f"(target {args.target} LUFS / -1.0 dBTP)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
