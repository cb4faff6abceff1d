#!/usr/bin/env python3
import argparse
import hashlib
import os
import sys
from collections import defaultdict


def digest(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder")
    ap.add_argument("--delete", action="store_true")
    a = ap.parse_args()
    folder = os.path.expanduser(a.folder)
    if not os.path.isdir(folder):
        sys.exit(f"not a folder: {folder}")
    groups = defaultdict(list)
    for name in os.listdir(folder):
        p = os.path.join(folder, name)
        if os.path.isfile(p) and not os.path.islink(p):
            try:
                groups[digest(p)].append(p)
            except OSError as e:
                print(f"skipped {p}: {e}", file=sys.stderr)
    for paths in groups.values():
        if len(paths) < 2:
            continue
        paths.sort(key=os.path.getmtime)
        print("keep  ", paths[0])
        for extra in paths[1:]:
            print("  dup ", extra)
        if a.delete:
            if input(f"delete {len(paths) - 1} copies? [y/N] ").strip().lower() == "y":
                for extra in paths[1:]:
                    os.remove(extra)
                    print("  removed", extra)


if __name__ == "__main__":
    main()
