#!/usr/bin/env python3
"""List duplicate/stale slicer presets; optionally move chosen ones into a dated archive."""
import argparse
import datetime as dt
import hashlib
import os
import platform
import shutil
import sys
import time
from pathlib import Path

APP_DIRS = {"prusaslicer": "PrusaSlicer", "orcaslicer": "OrcaSlicer/user", "superslicer": "SuperSlicer"}
KINDS = ("print", "filament", "printer")
IGNORED_KEYS = ("inherits", "name", "#")


def config_root(slicer: str) -> Path:
    sub = APP_DIRS[slicer]
    system = platform.system()
    if system == "Darwin":
        return Path.home() / "Library" / "Application Support" / sub
    if system == "Windows":
        return Path(os.environ["APPDATA"]) / sub
    return Path.home() / ".config" / sub


def fingerprint(path: Path) -> str:
    lines = []
    with path.open(encoding="utf-8", errors="replace") as fh:
        for line in fh:
            s = line.strip()
            if s and not s.startswith(IGNORED_KEYS) and not s.startswith('"name"') and not s.startswith('"inherits"'):
                lines.append(s)
    return hashlib.sha256("\n".join(sorted(lines)).encode()).hexdigest()


def scan(root: Path, stale_days: int) -> list:
    rows = []
    cutoff = time.time() - stale_days * 86400
    for kind in KINDS:
        seen = {}
        folder = root / kind
        if not folder.is_dir():
            continue
        for f in sorted(folder.iterdir()):
            if f.suffix not in (".ini", ".json") or not f.is_file():
                continue
            fp = fingerprint(f)
            mtime = f.stat().st_mtime
            reason = None
            if fp in seen:
                reason = f"duplicate of {seen[fp].name}"
            elif mtime < cutoff:
                reason = "stale"
            seen.setdefault(fp, f)
            if reason:
                rows.append({"path": f, "kind": kind, "mtime": mtime, "reason": reason})
    return rows


def parse_selection(text: str, count: int) -> list:
    chosen = []
    for part in text.split(","):
        part = part.strip()
        if not part.isdigit() or not 1 <= int(part) <= count:
            raise SystemExit(f"invalid selection {part!r}: use row numbers 1..{count}")
        chosen.append(int(part))
    return sorted(set(chosen))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--slicer", choices=sorted(APP_DIRS), required=True)
    ap.add_argument("--stale-days", type=int, default=365)
    ap.add_argument("--archive", help="comma-separated row numbers the user confirmed")
    args = ap.parse_args()

    root = config_root(args.slicer)
    if not root.is_dir():
        print(f"no profile folder at {root}", file=sys.stderr)
        return 2
    rows = scan(root, args.stale_days)
    for i, r in enumerate(rows, 1):
        when = dt.date.fromtimestamp(r["mtime"]).isoformat()
        print(f"{i:3}  {r['kind']:8}  {r['path'].name:40}  {when}  {r['reason']}")
    if not rows:
        print("nothing to clean up")
        return 0
    if not args.archive:
        print("dry run: nothing moved. Re-run with --archive <rows> after the user confirms.")
        return 0

    archive = root / f"archive-{dt.date.today().isoformat()}"
    for n in parse_selection(args.archive, len(rows)):
        src = rows[n - 1]["path"]
        dst = archive / rows[n - 1]["kind"] / src.name
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(src), str(dst))
        print(f"moved {src.name} -> {dst}")
    print(f"archive: {archive}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
