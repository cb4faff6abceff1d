#!/usr/bin/env python3
"""Replay fuzzer crashes against an ASan build and bucket them by stack.

Local only: runs the given binary on each crash file inside a scratch directory.
"""
import argparse
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

FRAME_RE = re.compile(r"#\d+ 0x[0-9a-f]+ in (\S+) (\S+)")
TYPE_RE = re.compile(r"AddressSanitizer: ([\w-]+)")
SKIP = ("libc.so", "libstdc++", "compiler-rt", "asan_", "__interceptor")
MAX_CRASHES = 5000


def replay(binary: Path, arg: str, crash: Path, workdir: Path, timeout: int):
    argv = [str(binary)] + [str(crash) if a == "@@" else a for a in arg.split()]
    stdin_data = None
    if "@@" not in arg:
        stdin_data = crash.read_bytes()
    try:
        proc = subprocess.run(argv, input=stdin_data, capture_output=True,
                              cwd=workdir, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "timeout", []
    report = proc.stderr.decode("utf-8", "replace")
    m = TYPE_RE.search(report)
    if not m:
        return "nonrepro", []
    frames = [f"{fn}@{loc.rsplit(':', 1)[0]}" for fn, loc in FRAME_RE.findall(report)
              if not any(s in fn or s in loc for s in SKIP)]
    return m.group(1), frames[:3]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True, type=Path)
    ap.add_argument("--arg", default="@@")
    ap.add_argument("--crashes", required=True, type=Path)
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--timeout", type=int, default=10)
    a = ap.parse_args()

    if not a.bin.is_file():
        sys.exit(f"binary not found: {a.bin}")
    crashes = sorted(p for p in a.crashes.glob("id:*") if p.is_file())[:MAX_CRASHES]
    if not crashes:
        sys.exit("no crash files found (expected AFL-style id:* names)")

    buckets = {}
    with tempfile.TemporaryDirectory(prefix="triage-") as scratch:
        for c in crashes:
            kind, frames = replay(a.bin, a.arg, c, Path(scratch), a.timeout)
            key = hashlib.sha1("|".join([kind] + frames).encode()).hexdigest()[:12]
            b = buckets.setdefault(key, {"type": kind, "frames": frames, "crashes": []})
            b["crashes"].append(str(c))

    a.out.mkdir(parents=True, exist_ok=True)
    for key, b in buckets.items():
        smallest = min(b["crashes"], key=lambda p: Path(p).stat().st_size)
        dest = a.out / key
        dest.mkdir(exist_ok=True)
        shutil.copy2(smallest, dest / "repro.bin")
        b["repro"] = str(dest / "repro.bin")
    with (a.out / "buckets.json").open("w", encoding="utf-8") as fh:
        json.dump(buckets, fh, indent=2)
    print(f"{len(crashes)} crashes -> {len(buckets)} buckets; see {a.out}/buckets.json")


if __name__ == "__main__":
    main()
