#!/usr/bin/env python3
"""Download the locked toolchain archive, verify its SHA-256, then extract it.

Nothing downloaded is executed. On mismatch the archive is discarded and we exit 1.
"""
import hashlib
import json
import platform
import shutil
import sys
import tarfile
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

MAX_ATTEMPTS = 3
TIMEOUT_S = 60


def platform_key() -> str:
    system = platform.system().lower()
    machine = platform.machine().lower()
    if system == "linux" and machine in ("x86_64", "amd64"):
        return "linux-x86_64"
    if system == "darwin" and machine in ("arm64", "aarch64"):
        return "darwin-arm64"
    raise SystemExit(f"no locked toolchain for {system}/{machine}")


def download(url: str, dest: Path) -> None:
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            with urllib.request.urlopen(url, timeout=TIMEOUT_S) as resp, dest.open("wb") as fh:
                shutil.copyfileobj(resp, fh)
            return
        except (urllib.error.URLError, TimeoutError) as exc:
            print(f"attempt {attempt}/{MAX_ATTEMPTS} failed: {exc}", file=sys.stderr)
            if attempt == MAX_ATTEMPTS:
                raise SystemExit("download failed; giving up")
            time.sleep(2 * attempt)


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def main() -> int:
    if len(sys.argv) != 3:
        print("usage: fetch_toolchain.py LOCKFILE DEST_DIR", file=sys.stderr)
        return 2
    try:
        lock = json.loads(Path(sys.argv[1]).read_text())
        artifact = lock["artifacts"][platform_key()]
        url, expected = artifact["url"], artifact["sha256"].lower()
    except (OSError, json.JSONDecodeError, KeyError) as exc:
        print(f"bad lock file: {exc}", file=sys.stderr)
        return 2
    dest_dir = Path(sys.argv[2]).resolve()

    with tempfile.TemporaryDirectory() as tmp:
        archive = Path(tmp) / url.rsplit("/", 1)[-1]
        download(url, archive)
        actual = sha256(archive)
        if actual != expected:
            print(f"checksum mismatch: expected {expected}, got {actual}; archive discarded", file=sys.stderr)
            return 1
        dest_dir.mkdir(parents=True, exist_ok=True)
        with tarfile.open(archive) as tar:
            tar.extractall(dest_dir, filter="data")
    print(f"toolchain {lock['version']} verified and extracted to {dest_dir}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
