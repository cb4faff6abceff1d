#!/usr/bin/env python3
"""Move checklist files older than N days into archive/ after the user confirms."""
import argparse
import datetime
import pathlib
import shutil
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--older-than", type=int, default=90)
    a = ap.parse_args()
    if a.older_than < 90:
        sys.exit("keep at least 90 days of checklists")
    root = pathlib.Path(a.folder)
    if not root.is_dir():
        sys.exit(f"not a folder: {root}")
    cutoff = datetime.datetime.now().timestamp() - a.older_than * 86400
    old = sorted(p for p in root.glob("closing_*.md") if p.stat().st_mtime < cutoff)
    if not old:
        print("nothing to archive")
        return
    for p in old:
        print(f"  {p.name}")
    answer = input(f"Move these {len(old)} file(s) to {root / 'archive'}? [y/N] ").strip().lower()
    if answer != "y":
        print("nothing moved")
        return
    dest = root / "archive"
    dest.mkdir(exist_ok=True)
    for p in old:
        shutil.move(str(p), str(dest / p.name))
    print(f"moved {len(old)} file(s)")


if __name__ == "__main__":
    main()
