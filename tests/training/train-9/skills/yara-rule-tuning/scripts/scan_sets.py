#!/usr/bin/env python3
"""Scan a bad set and a good set with a YARA rule file and report rates.

Reads files only; nothing is executed or transmitted.
"""
import argparse
import sys
from pathlib import Path

try:
    import yara  # yara-python, pinned in requirements.txt
except ImportError:
    sys.exit("yara-python missing: install from requirements.txt into a venv")

MAX_FILES = 20000


def iter_files(root: Path):
    count = 0
    for p in sorted(root.rglob("*")):
        if p.is_file() and not p.is_symlink():
            count += 1
            if count > MAX_FILES:
                sys.exit(f"more than {MAX_FILES} files under {root}; point at a case folder")
            yield p


def scan(rules, root: Path):
    hits, total = {}, 0
    for f in iter_files(root):
        total += 1
        try:
            matches = rules.match(str(f), timeout=30)
        except yara.Error as exc:
            print(f"  ! {f}: {exc}", file=sys.stderr)
            continue
        if matches:
            hits[f] = [m.rule for m in matches]
    return hits, total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rules", required=True, type=Path)
    ap.add_argument("--bad", required=True, type=Path)
    ap.add_argument("--good", type=Path)
    args = ap.parse_args()

    for d in [args.bad] + ([args.good] if args.good else []):
        if not d.is_dir():
            sys.exit(f"not a directory: {d}")
    try:
        rules = yara.compile(filepath=str(args.rules))
    except yara.SyntaxError as exc:
        sys.exit(f"rule does not compile: {exc}")

    bad_hits, bad_total = scan(rules, args.bad)
    print(f"bad set: {len(bad_hits)}/{bad_total} detected")
    for f in sorted(set(iter_files(args.bad)) - set(bad_hits)):
        print(f"  missed: {f.name}")
    if args.good:
        good_hits, good_total = scan(rules, args.good)
        print(f"good set: {len(good_hits)}/{good_total} false positives")
        for f, names in sorted(good_hits.items()):
            print(f"  FP: {f.name} -> {', '.join(names)}")


if __name__ == "__main__":
    main()
