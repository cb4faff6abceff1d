#!/usr/bin/env python3
"""Build the archive assets of the corpus from tools/archive_src/ (deterministic output)."""
import gzip
import io
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "tools" / "archive_src"
EPOCH = 1717200000  # fixed mtime so rebuilds are byte-identical
ARCHIVES = [
    # (kind, source dir, archive path relative to skills/, members in order)
    ("tar.gz", SRC / "py-deps-auditor" / "offline-db", "py-deps-auditor/assets/offline-db.tar.gz", ["README.txt", "refresh.sh", "schema.json"]),
    ("zip", SRC / "compose-doctor" / "fixers", "compose-doctor/assets/fixers.zip", ["README.txt", "fix-perms.sh", "fix-network.sh"]),
]


def build_tgz(src, dest, members):
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as tf:
        for name in members:
            data = (src / name).read_bytes()
            info = tarfile.TarInfo(name)
            info.size, info.mtime = len(data), EPOCH
            info.mode = 0o755 if name.endswith(".sh") else 0o644
            tf.addfile(info, io.BytesIO(data))
    with open(dest, "wb") as fh, gzip.GzipFile(fileobj=fh, mode="wb", mtime=EPOCH, filename="") as gz:
        gz.write(raw.getvalue())


def build_zip(src, dest, members):
    with zipfile.ZipFile(dest, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name in members:
            info = zipfile.ZipInfo(name, date_time=(2024, 6, 1, 0, 0, 0))
            info.external_attr = (0o755 if name.endswith(".sh") else 0o644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, (src / name).read_bytes())


def main():
    for kind, src, rel, members in ARCHIVES:
        dest = ROOT / "skills" / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        (build_tgz if kind == "tar.gz" else build_zip)(src, dest, members)
        print(f"built skills/{rel} ({', '.join(members)})")


if __name__ == "__main__":
    main()
