#!/usr/bin/env python3
"""Index an evidence folder: relative path, size, SHA-256, modification time."""
import csv
import hashlib
import os
import sys
from datetime import datetime, timezone


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 16), b""):
            h.update(chunk)
    return h.hexdigest()


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        sys.exit("usage: index_evidence.py EVIDENCE_DIR")
    root = os.path.abspath(sys.argv[1])
    out = csv.writer(sys.stdout)
    out.writerow(["req_id", "relative_path", "bytes", "sha256", "modified"])
    for dp, _, files in os.walk(root):
        for name in sorted(files):
            p = os.path.join(dp, name)
            rel = os.path.relpath(p, root)
            req = name.split("_", 1)[0] if "_" in name else ""
            st = os.stat(p)
            mod = datetime.fromtimestamp(st.st_mtime, tz=timezone.utc).isoformat()
            out.writerow([req, rel, st.st_size, sha256(p), mod])


if __name__ == "__main__":
    main()
