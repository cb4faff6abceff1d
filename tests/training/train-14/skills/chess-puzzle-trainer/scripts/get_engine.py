#!/usr/bin/env python3
"""Download one pinned Stockfish release and verify its SHA-256 before unpacking."""
import hashlib
import sys
import tarfile
import tempfile
import urllib.request
from pathlib import Path

URL = "https://github.com/official-stockfish/Stockfish/releases/download/sf_17/stockfish-ubuntu-x86-64-avx2.tar"
SHA256 = "4b7d7e3bbd9a2f4b2e3c8d8e3a1c3c6f0e5a7b9d2c4e6f8a0b1c3d5e7f9a1b3c"
DEST = Path.home() / ".local" / "share" / "stockfish-17"


def main():
    DEST.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        archive = Path(tmp) / "sf.tar"
        h = hashlib.sha256()
        try:
            with urllib.request.urlopen(URL, timeout=60) as r, open(archive, "wb") as fh:
                for chunk in iter(lambda: r.read(1 << 16), b""):
                    h.update(chunk)
                    fh.write(chunk)
        except OSError as e:
            sys.exit(f"download failed: {e}")
        if h.hexdigest() != SHA256:
            sys.exit(f"checksum mismatch: got {h.hexdigest()}, expected {SHA256}; not unpacking")
        with tarfile.open(archive) as tf:
            tf.extractall(DEST, filter="data")
    print(f"Stockfish 17 unpacked to {DEST}")


if __name__ == "__main__":
    main()
