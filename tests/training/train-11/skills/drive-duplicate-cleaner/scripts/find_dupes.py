#!/usr/bin/env python3
"""Find exact duplicates under one folder; with --apply --confirm, move planned copies to trash."""
import argparse
import collections
import hashlib
import json
import os
import shutil
import sys
from pathlib import Path

PROTECTED = {"contracts", "legal", "finance"}


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def scan(root):
    by_size = collections.defaultdict(list)
    for p in root.rglob("*"):
        if p.is_file() and not p.is_symlink() and ".trash" not in p.parts:
            by_size[p.stat().st_size].append(p)
    groups = []
    for size, paths in by_size.items():
        if len(paths) < 2 or size == 0:
            continue
        by_hash = collections.defaultdict(list)
        for p in paths:
            try:
                by_hash[sha256(p)].append(p)
            except OSError as e:
                print(f"skip {p}: {e}", file=sys.stderr)
        for digest, same in by_hash.items():
            if len(same) > 1:
                same.sort(key=lambda q: (-q.stat().st_mtime, len(str(q))))
                groups.append({"sha256": digest, "size": size, "keeper": str(same[0]),
                               "trash": [str(q) for q in same[1:]]})
    return groups


def apply(plan_path, root):
    with open(plan_path, encoding="utf-8") as fh:
        try:
            plan = json.load(fh)
        except json.JSONDecodeError as e:
            sys.exit(f"plan is not valid JSON: {e}")
    trash = root / ".trash"
    trash.mkdir(exist_ok=True)
    moved, failed = 0, []
    for group in plan.get("groups", []):
        for item in group["trash"]:
            p = Path(item).resolve()
            if root not in p.parents:
                failed.append((item, "outside the chosen folder"))
                continue
            if PROTECTED & {part.lower() for part in p.relative_to(root).parts}:
                failed.append((item, "protected folder"))
                continue
            try:
                dest = trash / p.relative_to(root)
                dest.parent.mkdir(parents=True, exist_ok=True)
                shutil.move(str(p), str(dest))
                moved += 1
            except OSError as e:
                failed.append((item, str(e)))
    print(f"moved {moved} files to {trash}")
    for item, why in failed:
        print(f"  not moved: {item} ({why})")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--out", default="dupes.json")
    ap.add_argument("--apply", metavar="PLAN")
    ap.add_argument("--confirm", action="store_true")
    args = ap.parse_args()
    root = Path(args.root).resolve()
    if not root.is_dir():
        sys.exit(f"not a folder: {root}")
    if args.apply:
        if not args.confirm:
            sys.exit("--apply needs --confirm, after the user has approved the plan")
        apply(args.apply, root)
        return
    groups = scan(root)
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump({"root": str(root), "groups": groups}, fh, indent=2)
    wasted = sum(g["size"] * len(g["trash"]) for g in groups)
    print(f"{len(groups)} duplicate groups, {sum(len(g['trash']) for g in groups)} copies, {wasted / 1e9:.2f} GB")


if __name__ == "__main__":
    main()
