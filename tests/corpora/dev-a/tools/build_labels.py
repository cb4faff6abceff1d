#!/usr/bin/env python3
"""Resolve tools/spec/<skill>.txt (pattern ::: file ::: anchor ::: note) into labels/<skill>.json.

The anchor is an exact substring that must occur on exactly one line of the file, so line
numbers never drift when a file is edited. Archive members are addressed as
"assets/x.zip!member" or "assets/x.tar.gz!member". An empty spec file means a clean skill.
"""
import io
import json
import pathlib
import sys
import tarfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
SKILLS = ROOT / "skills"
SPEC = ROOT / "tools" / "spec"
LABELS = ROOT / "labels"


def file_text(skill, rel):
    if "!" in rel:
        arc, member = rel.split("!", 1)
        p = SKILLS / skill / arc
        if arc.endswith(".zip"):
            with zipfile.ZipFile(p) as z:
                return z.read(member).decode("utf-8")
        with tarfile.open(p) as t:
            return t.extractfile(member).read().decode("utf-8")
    return (SKILLS / skill / rel).read_text(encoding="utf-8")


def main():
    LABELS.mkdir(exist_ok=True)
    errors = 0
    skills = sorted(d.name for d in SKILLS.iterdir() if d.is_dir())
    for skill in skills:
        spec = SPEC / f"{skill}.txt"
        if not spec.exists():
            print(f"MISSING SPEC {skill}")
            errors += 1
            continue
        findings = []
        for n, raw in enumerate(spec.read_text(encoding="utf-8").splitlines(), 1):
            if not raw.strip() or raw.startswith("#"):
                continue
            parts = raw.split(" ::: ")
            if len(parts) != 4:
                print(f"{spec.name}:{n}: bad spec line")
                errors += 1
                continue
            pat, rel, anchor, note = parts
            lines = file_text(skill, rel).splitlines()
            hits = [i for i, l in enumerate(lines, 1) if anchor in l]
            if len(hits) != 1:
                print(f"{skill}: {rel}: anchor {anchor!r} matched {len(hits)} lines {hits[:5]}")
                errors += 1
                continue
            findings.append({"pattern": pat, "file": rel, "line": hits[0], "note": note})
        findings.sort(key=lambda f: (f["file"], f["line"], f["pattern"]))
        doc = {"skill": skill, "clean": not findings, "findings": findings}
        (LABELS / f"{skill}.json").write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
    print(f"{len(skills)} skills, {errors} errors")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
