#!/usr/bin/env python3
"""Build archive assets from tools/archive_src (deterministic: fixed mtime/owner)."""
import io
import pathlib
import tarfile

TOOLS = pathlib.Path(__file__).resolve().parent
SKILLS = TOOLS.parent / "skills"
ARCHIVES = {
    # archive path (relative to skills/) -> source dir containing the top-level member folder
    "snowplow-route-optimizer/assets/plow-tools.tar.gz": TOOLS / "archive_src" / "snowplow",
}


def add(tar, path, arcname):
    info = tarfile.TarInfo(arcname)
    info.mtime = 1700000000
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    if path.is_dir():
        info.type = tarfile.DIRTYPE
        info.mode = 0o755
        tar.addfile(info)
    else:
        data = path.read_bytes()
        info.size = len(data)
        info.mode = 0o755 if path.suffix == ".sh" else 0o644
        tar.addfile(info, io.BytesIO(data))


for rel, src in ARCHIVES.items():
    out = SKILLS / rel
    out.parent.mkdir(parents=True, exist_ok=True)
    with tarfile.open(out, "w:gz") as tar:
        for p in sorted(src.rglob("*")):
            add(tar, p, p.relative_to(src).as_posix())
    with tarfile.open(out) as tar:
        print(out, tar.getnames())
