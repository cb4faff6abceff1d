"""Shared helper: read a labelled file, including members of archives (`archive.zip!member`)."""
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SKILLS = ROOT / "skills"


def read_text(skill, file):
    if "!" in file:
        archive, member = file.split("!", 1)
        path = SKILLS / skill / archive
        if archive.endswith(".zip"):
            with zipfile.ZipFile(path) as zf:
                return zf.read(member).decode("utf-8")
        with tarfile.open(path, "r:*") as tf:
            fh = tf.extractfile(member)
            if fh is None:
                raise FileNotFoundError(f"{path}!{member}")
            with fh:
                return fh.read().decode("utf-8")
    return (SKILLS / skill / file).read_text(encoding="utf-8")
