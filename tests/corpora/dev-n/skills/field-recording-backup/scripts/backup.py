#!/usr/bin/env python3
"""Plan, confirm, upload with rclone, then verify."""
import pathlib
import shutil
import subprocess
import sys

AUDIO = {".wav", ".flac", ".bwf", ".txt", ".csv"}


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: backup.py <card-folder> <rclone-remote:path>")
    src = pathlib.Path(sys.argv[1])
    dest = sys.argv[2]
    if not src.is_dir():
        sys.exit(f"not a folder: {src}")
    if ":" not in dest:
        sys.exit("destination must be an rclone remote like name:path")
    if shutil.which("rclone") is None:
        sys.exit("rclone is not installed; see https://rclone.org/install/")
    files = [p for p in src.rglob("*") if p.is_file() and p.suffix.lower() in AUDIO]
    size = sum(p.stat().st_size for p in files)
    for p in files[:20]:
        print("  ", p.relative_to(src))
    if len(files) > 20:
        print(f"   ... and {len(files) - 20} more")
    answer = input(f"Upload {len(files)} files ({size / 1e9:.2f} GB) to {dest}? [y/N] ")
    if answer.strip().lower() != "y":
        print("Nothing uploaded.")
        return
    filters = [arg for ext in sorted(AUDIO) for arg in ("--include", f"*{ext}")]
    subprocess.run(["rclone", "copy", str(src), dest, *filters, "--progress"], check=True)
    check = subprocess.run(["rclone", "check", str(src), dest, *filters, "--one-way"])
    if check.returncode == 0:
        print("Verified: 0 differences.")
    else:
        print("rclone check reported differences; do not format the card.")
        sys.exit(1)


if __name__ == "__main__":
    main()
