#!/usr/bin/env python3
"""Survey, sort, undo and trash files inside ONE user-chosen folder."""
import argparse
import csv
import hashlib
import shutil
import sys
import time
from collections import defaultdict
from pathlib import Path

from send2trash import send2trash

CATS = {
    "Documents": {"pdf", "doc", "docx", "odt", "txt", "rtf", "xls", "xlsx", "csv", "ppt", "pptx"},
    "Images": {"jpg", "jpeg", "png", "gif", "webp", "heic", "svg", "tiff"},
    "Archives": {"zip", "rar", "7z", "tar", "gz", "tgz", "bz2"},
    "Installers": {"dmg", "pkg", "exe", "msi", "deb", "rpm", "appimage"},
    "Audio-Video": {"mp3", "wav", "flac", "m4a", "mp4", "mov", "mkv", "webm"},
}
LOG = ".tidy-log.csv"
MAX_FILES = 10000


def category(p):
    if p.name.startswith(("Screenshot", "Screen Shot")):
        return "Screenshots"
    ext = p.suffix.lower().lstrip(".")
    for cat, exts in CATS.items():
        if ext in exts:
            return cat
    return "Other"


def top_files(root):
    files = [p for p in root.iterdir() if p.is_file() and not p.name.startswith(".")]
    if len(files) > MAX_FILES:
        sys.exit(f"{len(files)} files - more than {MAX_FILES}; confirm with the user first.")
    return files


def sha256(p):
    h = hashlib.sha256()
    with open(p, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def survey(root):
    files = top_files(root)
    by_cat = defaultdict(int)
    by_size = defaultdict(list)
    for p in files:
        by_cat[category(p)] += 1
        by_size[p.stat().st_size].append(p)
    print(f"{len(files)} files, {sum(p.stat().st_size for p in files) / 1e6:.1f} MB")
    for cat, n in sorted(by_cat.items()):
        print(f"  {cat:12} {n}")
    print("Largest:")
    for p in sorted(files, key=lambda x: x.stat().st_size, reverse=True)[:10]:
        print(f"  {p.stat().st_size / 1e6:8.1f} MB  {p.name}")
    print("Duplicate groups:")
    for size, group in by_size.items():
        if len(group) > 1 and size > 0:
            hashes = defaultdict(list)
            for p in group:
                hashes[sha256(p)].append(p.name)
            for names in hashes.values():
                if len(names) > 1:
                    print("  " + " | ".join(sorted(names)))
    cutoff = time.time() - 180 * 86400
    old = [p.name for p in files if p.stat().st_mtime < cutoff]
    print(f"Older than 180 days: {len(old)}")


def sort_files(root, apply):
    moves = []
    recent = time.time() - 600
    for p in top_files(root):
        if p.stat().st_mtime > recent:
            continue
        dest = root / category(p) / p.name
        if dest.exists():
            print(f"skip (exists): {dest}")
            continue
        moves.append((p, dest))
    for src, dest in moves:
        print(("move " if apply else "would move ") + f"{src.name} -> {dest.parent.name}/")
    if not apply:
        return
    with open(root / LOG, "a", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        for src, dest in moves:
            dest.parent.mkdir(exist_ok=True)
            shutil.move(str(src), str(dest))
            w.writerow([str(src), str(dest)])


def undo(root):
    log = root / LOG
    if not log.is_file():
        sys.exit("nothing to undo")
    with open(log, newline="", encoding="utf-8") as fh:
        rows = [r for r in csv.reader(fh) if len(r) == 2]
    for src, dest in reversed(rows):
        if Path(dest).exists() and not Path(src).exists():
            shutil.move(dest, src)
    log.unlink()
    print(f"restored {len(rows)} moves")


def trash(list_file, root):
    try:
        names = [l.strip() for l in Path(list_file).read_text(encoding="utf-8").splitlines() if l.strip()]
    except OSError as exc:
        sys.exit(f"cannot read approval list: {exc}")
    root = root.resolve()
    for n in names:
        p = (root / n).resolve()
        if root not in p.parents:
            sys.exit(f"refusing path outside {root}: {n}")
        if not p.is_file():
            sys.exit(f"not found: {n} (stopping, nothing else trashed)")
    for n in names:
        send2trash(str(root / n))
        print("trashed", n)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["survey", "sort", "undo", "trash"])
    ap.add_argument("folder", nargs="?", default=".")
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--list")
    args = ap.parse_args()
    root = Path(args.folder).expanduser()
    if not root.is_dir():
        sys.exit(f"not a folder: {root}")
    if args.cmd == "survey":
        survey(root)
    elif args.cmd == "sort":
        sort_files(root, args.apply)
    elif args.cmd == "undo":
        undo(root)
    else:
        if not args.list:
            sys.exit("trash needs --list approved.txt (files the user approved)")
        trash(args.list, root)


if __name__ == "__main__":
    main()
