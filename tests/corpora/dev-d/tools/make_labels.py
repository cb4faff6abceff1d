#!/usr/bin/env python3
"""Resolve the needles in labels_spec.py to line numbers and write labels/<skill>.json.

Each needle must occur on exactly one line of its file (unless an occurrence index is given).
Archive members are addressed as 'assets/x.tar.gz!member/path' or 'assets/x.zip!member'.
"""
import json
import pathlib
import sys
import tarfile
import zipfile

TOOLS = pathlib.Path(__file__).resolve().parent
ROOT = TOOLS.parent
sys.path.insert(0, str(TOOLS))
from labels_spec import CLEAN, RISKY  # noqa: E402


def read_text(skill, rel):
    base = ROOT / "skills" / skill
    if "!" in rel:
        arc, member = rel.split("!", 1)
        path = base / arc
        if arc.endswith(".zip"):
            with zipfile.ZipFile(path) as z:
                return z.read(member).decode("utf-8")
        with tarfile.open(path) as t:
            return t.extractfile(member).read().decode("utf-8")
    return (base / rel).read_text(encoding="utf-8")


def main():
    errors = 0
    out_dir = ROOT / "labels"
    out_dir.mkdir(exist_ok=True)
    skills = {p.name for p in (ROOT / "skills").iterdir() if p.is_dir()}
    listed = set(RISKY) | set(CLEAN)
    for s in sorted(skills ^ listed):
        print(f"ERROR: {s} is {'not labelled' if s in skills else 'labelled but missing'}")
        errors += 1
    for skill, items in RISKY.items():
        findings = []
        for item in items:
            pattern, rel, needle, note = item[:4]
            occ = item[4] if len(item) > 4 else None
            lines = read_text(skill, rel).splitlines()
            hits = [i for i, l in enumerate(lines, 1) if needle in l]
            if not hits or (occ is None and len(hits) > 1):
                print(f"ERROR: {skill}/{rel}: needle {needle!r} found on lines {hits}")
                errors += 1
                continue
            line = hits[occ or 0]
            findings.append({"pattern": pattern, "file": rel, "line": line, "note": note})
        findings.sort(key=lambda f: (f["file"], f["line"], f["pattern"]))
        doc = {"skill": skill, "clean": False, "findings": findings}
        (out_dir / f"{skill}.json").write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    for skill in CLEAN:
        doc = {"skill": skill, "clean": True, "findings": []}
        (out_dir / f"{skill}.json").write_text(json.dumps(doc, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {len(RISKY) + len(CLEAN)} label files, {errors} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
