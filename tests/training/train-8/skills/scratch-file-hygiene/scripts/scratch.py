#!/usr/bin/env python3
"""Create, list and clean agent scratch files under .scratch/ using a manifest.

Usage:
  scratch.py new NAME     create .scratch/NAME (empty) and register it
  scratch.py list         show registered files
  scratch.py clean        delete registered files, then the manifest
"""
import os
import sys

SCRATCH = os.path.abspath(".scratch")
MANIFEST = os.path.join(SCRATCH, "MANIFEST")


def inside_scratch(path):
    real = os.path.realpath(path)
    return os.path.commonpath([real, os.path.realpath(SCRATCH)]) == os.path.realpath(SCRATCH)


def read_manifest():
    if not os.path.exists(MANIFEST):
        return []
    with open(MANIFEST, encoding="utf-8") as fh:
        return [line.strip() for line in fh if line.strip()]


def cmd_new(name):
    if os.path.isabs(name) or ".." in name.split(os.sep) or not name.strip():
        print(f"refusing name {name!r}: must be a plain relative name", file=sys.stderr)
        return 2
    path = os.path.join(SCRATCH, name)
    if not inside_scratch(path):
        print(f"refusing {name!r}: resolves outside .scratch/", file=sys.stderr)
        return 2
    if os.path.exists(path):
        print(f"already exists: {path}", file=sys.stderr)
        return 1
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "x", encoding="utf-8"):
        pass
    with open(MANIFEST, "a", encoding="utf-8") as fh:
        fh.write(name + "\n")
    print(path)
    return 0


def cmd_list():
    for name in read_manifest():
        print(name)
    return 0


def cmd_clean():
    failures = 0
    for name in read_manifest():
        path = os.path.join(SCRATCH, name)
        if not inside_scratch(path):
            print(f"skipping {name!r}: outside .scratch/", file=sys.stderr)
            failures += 1
            continue
        if os.path.isfile(path):
            os.remove(path)
            print(f"removed {name}")
        else:
            print(f"already gone: {name}")
    if failures:
        print("manifest kept because some entries were skipped", file=sys.stderr)
        return 1
    if os.path.exists(MANIFEST):
        os.remove(MANIFEST)
    return 0


def main(argv):
    if len(argv) == 3 and argv[1] == "new":
        return cmd_new(argv[2])
    if len(argv) == 2 and argv[1] == "list":
        return cmd_list()
    if len(argv) == 2 and argv[1] == "clean":
        return cmd_clean()
    print(__doc__.strip(), file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
