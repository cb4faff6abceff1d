#!/usr/bin/env python3
"""Verify a decoder firmware file against assets/firmware-manifest.json (SHA-256)."""
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MANIFEST = os.path.join(HERE, "..", "assets", "firmware-manifest.json")


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(65536), b""):
            h.update(chunk)
    return h.hexdigest()


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: verify_firmware.py <firmware-file>")
    path = sys.argv[1]
    if not os.path.isfile(path):
        sys.exit(f"{path}: not a file")
    try:
        with open(MANIFEST, encoding="utf-8") as fh:
            manifest = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        sys.exit(f"manifest unreadable: {exc}")
    name = os.path.basename(path)
    entries = [e for e in manifest.get("files", []) if e.get("file") == name]
    if not entries:
        sys.exit(f"{name} is not in the manifest; add it with the manufacturer's checksum first")
    expected = entries[0].get("sha256", "").lower()
    actual = sha256(path)
    if actual != expected:
        sys.exit(f"MISMATCH for {name}\n expected {expected}\n actual   {actual}\nDo not flash this file.")
    print(f"OK {name} matches the manifest ({entries[0].get('decoder')})")


if __name__ == "__main__":
    main()
