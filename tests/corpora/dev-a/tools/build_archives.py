#!/usr/bin/env python3
"""Build the archive assets of skills from tools/archive_src/<skill>/<archive-stem>/.

Deterministic: fixed mtimes and sorted members, so rebuilding gives identical bytes.
"""
import gzip
import io
import pathlib
import tarfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
SRC = ROOT / "tools" / "archive_src"

# (skill, source folder under archive_src/<skill>/, target path in skill, kind, prefix inside archive)
ARCHIVES = [
    ("game-asset-packer", "toolchain", "assets/toolchain.tar.gz", "tgz", "toolchain/"),
]

MTIME = 1700000000


def build_tgz(src, dst, prefix):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for p in sorted(src.rglob("*")):
            if p.is_file():
                data = p.read_bytes()
                info = tarfile.TarInfo(prefix + p.relative_to(src).as_posix())
                info.size = len(data)
                info.mtime = MTIME
                info.mode = 0o755 if p.suffix in {".sh", ".py"} else 0o644
                tar.addfile(info, io.BytesIO(data))
    with open(dst, "wb") as fh, gzip.GzipFile(fileobj=fh, mode="wb", mtime=MTIME, filename="") as gz:
        gz.write(buf.getvalue())


def build_zip(src, dst, prefix):
    with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as z:
        for p in sorted(src.rglob("*")):
            if p.is_file():
                zi = zipfile.ZipInfo(prefix + p.relative_to(src).as_posix(), date_time=(2024, 5, 1, 12, 0, 0))
                zi.external_attr = (0o755 if p.suffix in {".sh", ".py"} else 0o644) << 16
                zi.compress_type = zipfile.ZIP_DEFLATED
                z.writestr(zi, p.read_bytes())


def main():
    for skill, folder, target, kind, prefix in ARCHIVES:
        src = SRC / skill / folder
        dst = ROOT / "skills" / skill / target
        dst.parent.mkdir(parents=True, exist_ok=True)
        (build_tgz if kind == "tgz" else build_zip)(src, dst, prefix)
        print("built", dst.relative_to(ROOT))


if __name__ == "__main__":
    main()
