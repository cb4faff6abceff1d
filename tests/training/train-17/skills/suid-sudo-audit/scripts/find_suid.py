#!/usr/bin/env python3
"""List setuid/setgid regular files under explicitly given directories.

Read-only. Does not follow symlinks or cross mount points. Unreadable directories are
logged to stderr and counted, never silently skipped.
"""
import argparse
import json
import logging
import os
import stat
import sys

log = logging.getLogger("find_suid")
REFUSED_ROOTS = {"/", "/home", "/root"}


def load_baseline(path):
    if not path:
        return set()
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        log.error("cannot read baseline %s: %s", path, exc)
        raise
    paths = data.get("paths") if isinstance(data, dict) else None
    if not isinstance(paths, list) or not all(isinstance(p, str) for p in paths):
        raise ValueError(f"baseline {path} must contain a list of strings under 'paths'")
    return set(paths)


def scan(root, errors):
    root_dev = os.lstat(root).st_dev

    def onerror(exc):
        errors.append(f"{exc.filename}: {exc.strerror}")
        log.warning("unreadable: %s (%s)", exc.filename, exc.strerror)

    for dirpath, dirnames, filenames in os.walk(root, onerror=onerror, followlinks=False):
        # stay on the same filesystem
        dirnames[:] = [d for d in dirnames
                       if os.lstat(os.path.join(dirpath, d)).st_dev == root_dev]
        for name in filenames:
            full = os.path.join(dirpath, name)
            try:
                st = os.lstat(full)
            except OSError as exc:
                onerror(exc)
                continue
            if not stat.S_ISREG(st.st_mode):
                continue
            if st.st_mode & (stat.S_ISUID | stat.S_ISGID):
                yield {
                    "path": full,
                    "mode": oct(stat.S_IMODE(st.st_mode)),
                    "uid": st.st_uid,
                    "gid": st.st_gid,
                    "setuid": bool(st.st_mode & stat.S_ISUID),
                    "setgid": bool(st.st_mode & stat.S_ISGID),
                    "world_writable": bool(st.st_mode & stat.S_IWOTH),
                }


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--dir", action="append", required=True, help="directory to scan (repeatable)")
    ap.add_argument("--baseline", help="JSON file with expected paths")
    ap.add_argument("--out", required=True, help="output JSON path")
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")

    for d in args.dir:
        real = os.path.realpath(d)
        if real in REFUSED_ROOTS:
            ap.error(f"refusing to scan {real}: outside the audit scope; pass narrower directories")
        if not os.path.isdir(real):
            ap.error(f"not a directory: {d}")

    baseline = load_baseline(args.baseline)
    errors, results = [], []
    for d in args.dir:
        for item in scan(os.path.realpath(d), errors):
            item["in_baseline"] = item["path"] in baseline
            results.append(item)

    report = {"scanned": args.dir, "findings": results, "unreadable": errors}
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as fh:
        json.dump(report, fh, indent=2)
    extra = sum(1 for r in results if not r["in_baseline"])
    log.info("%d setuid/setgid files, %d outside baseline, %d unreadable paths",
             len(results), extra, len(errors))
    return 0


if __name__ == "__main__":
    sys.exit(main())
