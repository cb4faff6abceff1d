#!/usr/bin/env python3
"""Two-pass podcast cleanup chain with ffmpeg."""
import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

TARGET = "I=-16:TP=-1.5:LRA=11"


def chain(hum):
    filters = ["highpass=f=80"]
    if hum:
        filters.append(f"bandreject=f={hum}:w=2")
    filters += ["afftdn=nr=12:nf=-40", "deesser=i=0.4",
                "acompressor=threshold=-20dB:ratio=3:attack=10:release=200"]
    return ",".join(filters)


def measure(src, pre):
    cmd = ["ffmpeg", "-hide_banner", "-nostats", "-i", str(src),
           "-af", f"{pre},loudnorm={TARGET}:print_format=json", "-f", "null", "-"]
    res = subprocess.run(cmd, capture_output=True, text=True, timeout=3600)
    if res.returncode != 0:
        sys.exit(f"ffmpeg measurement failed:\n{res.stderr[-800:]}")
    start = res.stderr.rfind("{")
    end = res.stderr.rfind("}")
    if start == -1 or end == -1:
        sys.exit("could not find loudnorm stats in ffmpeg output")
    try:
        stats = json.loads(res.stderr[start:end + 1])
    except json.JSONDecodeError as exc:
        sys.exit(f"unexpected loudnorm output: {exc}")
    needed = ["input_i", "input_tp", "input_lra", "input_thresh", "target_offset"]
    if any(k not in stats for k in needed):
        sys.exit("loudnorm stats incomplete")
    return stats


def render(src, out_dir, pre, stats):
    ln = (f"loudnorm={TARGET}:measured_I={stats['input_i']}:measured_TP={stats['input_tp']}"
          f":measured_LRA={stats['input_lra']}:measured_thresh={stats['input_thresh']}"
          f":offset={stats['target_offset']}:linear=true")
    wav = out_dir / (src.stem + ".wav")
    mp3 = out_dir / (src.stem + ".mp3")
    subprocess.run(["ffmpeg", "-hide_banner", "-y", "-i", str(src), "-af", f"{pre},{ln}",
                    "-ar", "48000", "-c:a", "pcm_s24le", str(wav)], check=True, timeout=3600)
    subprocess.run(["ffmpeg", "-hide_banner", "-y", "-i", str(wav), "-ar", "44100",
                    "-ac", "1", "-b:a", "128k", str(mp3)], check=True, timeout=3600)
    return wav, mp3


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=Path)
    ap.add_argument("--out", type=Path, default=Path("mastered"))
    ap.add_argument("--hum", type=int, choices=[50, 60])
    args = ap.parse_args()
    if shutil.which("ffmpeg") is None:
        sys.exit("ffmpeg not found on PATH")
    if not args.src.is_file():
        sys.exit(f"no such file: {args.src}")
    args.out.mkdir(parents=True, exist_ok=True)
    pre = chain(args.hum)
    stats = measure(args.src, pre)
    try:
        wav, mp3 = render(args.src, args.out, pre, stats)
    except subprocess.CalledProcessError as exc:
        sys.exit(f"ffmpeg render failed (exit {exc.returncode})")
    print(f"measured {stats['input_i']} LUFS -> -16 LUFS\n  {wav}\n  {mp3}")


if __name__ == "__main__":
    main()
