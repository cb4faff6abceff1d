#!/usr/bin/env python3
"""manifest.py - SHA-256 manifests for backup restore drills.

Subcommands
  create    --root DIR --out manifest.json   hash every regular file under DIR
  compare   --manifest manifest.json --root RESTORED_DIR [--sample N]
  latest-id                                  read `restic snapshots --json` on stdin,
                                             print the newest snapshot id

Paths matching EXCLUDE (SSH/GPG key directories, key files) are never hashed
or listed, so a manifest can be shared with an auditor and a sample restore
never needs to bring key material back onto disk.
"""
from __future__ import annotations

import argparse
import fnmatch
import hashlib
import json
import os
import random
import sys
from datetime import datetime, timezone
from pathlib import Path

CHUNK = 1 << 20
EXCLUDE = (".ssh", ".gnupg", "*.key", "*.pem", ".cache", "node_modules")


def excluded(rel: Path) -> bool:
    return any(fnmatch.fnmatch(part, pat) for part in rel.parts for pat in EXCLUDE)


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        while chunk := fh.read(CHUNK):
            h.update(chunk)
    return h.hexdigest()


def cmd_create(root: Path, out: Path) -> int:
    if not root.is_dir():
        print(f"error: {root} is not a directory", file=sys.stderr)
        return 2
    files: dict[str, dict] = {}
    unreadable: list[str] = []
    # os.walk does not follow symlinks by default, so the walk stays under --root.
    for dirpath, dirnames, filenames in os.walk(root):
        base = Path(dirpath)
        dirnames[:] = [d for d in dirnames if not excluded((base / d).relative_to(root))]
        for name in filenames:
            p = base / name
            rel = p.relative_to(root)
            if excluded(rel) or p.is_symlink() or not p.is_file():
                continue
            try:
                files[rel.as_posix()] = {"sha256": sha256(p), "size": p.stat().st_size}
            except OSError as exc:
                unreadable.append(f"{rel.as_posix()}: {exc.strerror}")
    doc = {
        "root": str(root),
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "excluded_patterns": list(EXCLUDE),
        "files": files,
    }
    with out.open("w", encoding="utf-8") as fh:
        json.dump(doc, fh, indent=1, sort_keys=True)
    print(f"manifest: {len(files)} files -> {out}")
    if unreadable:
        print(f"warning: {len(unreadable)} files could not be read and are NOT in the manifest:", file=sys.stderr)
        for line in unreadable[:50]:
            print(f"  {line}", file=sys.stderr)
        return 1
    return 0


def cmd_compare(manifest: Path, root: Path, sample: int | None, seed: int | None) -> int:
    try:
        with manifest.open(encoding="utf-8") as fh:
            doc = json.load(fh)
        files = doc["files"]
        if not isinstance(files, dict):
            raise TypeError("'files' must be an object")
    except (OSError, json.JSONDecodeError, KeyError, TypeError) as exc:
        print(f"error: cannot use manifest {manifest}: {exc}", file=sys.stderr)
        return 2
    if not root.is_dir():
        print(f"error: restored tree {root} is not a directory", file=sys.stderr)
        return 2

    names = sorted(files)
    if sample is not None and sample < len(names):
        names = sorted(random.Random(seed).sample(names, sample))

    missing, mismatched, ok = [], [], 0
    for rel in names:
        p = root / rel
        if not p.is_file():
            missing.append(rel)
            continue
        try:
            digest = sha256(p)
        except OSError as exc:
            mismatched.append(f"{rel} (unreadable: {exc.strerror})")
            continue
        entry = files[rel]
        if not isinstance(entry, dict) or digest != entry.get("sha256"):
            mismatched.append(rel)
        else:
            ok += 1

    print(f"checked {len(names)} files: {ok} ok, {len(missing)} missing, {len(mismatched)} mismatched")
    for rel in missing[:100]:
        print(f"  MISSING   {rel}")
    for rel in mismatched[:100]:
        print(f"  MISMATCH  {rel}")
    return 0 if not missing and not mismatched else 1


def cmd_latest_id() -> int:
    try:
        snaps = json.load(sys.stdin)
    except json.JSONDecodeError as exc:
        print(f"error: `restic snapshots --json` output is not JSON: {exc}", file=sys.stderr)
        return 2
    if not isinstance(snaps, list) or not snaps:
        print("error: repository has no snapshots", file=sys.stderr)
        return 1
    try:
        newest = max(snaps, key=lambda s: s["time"])
        print(newest["short_id"] if "short_id" in newest else newest["id"][:8])
    except (KeyError, TypeError) as exc:
        print(f"error: unexpected snapshot format: {exc}", file=sys.stderr)
        return 2
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("create")
    c.add_argument("--root", type=Path, required=True)
    c.add_argument("--out", type=Path, required=True)
    k = sub.add_parser("compare")
    k.add_argument("--manifest", type=Path, required=True)
    k.add_argument("--root", type=Path, required=True)
    k.add_argument("--sample", type=int, help="check only N random files")
    k.add_argument("--seed", type=int, help="seed for reproducible sampling")
    sub.add_parser("latest-id")
    args = ap.parse_args()

    if args.cmd == "create":
        return cmd_create(args.root.resolve(), args.out)
    if args.cmd == "compare":
        if args.sample is not None and args.sample < 1:
            ap.error("--sample must be >= 1")
        return cmd_compare(args.manifest, args.root, args.sample, args.seed)
    return cmd_latest_id()


if __name__ == "__main__":
    sys.exit(main())
