#!/usr/bin/env python3
"""Resolve tools/spec/<skill>.txt into labels/<skill>.json.

Spec line: PATTERN ::: file ::: anchor ::: note
Special line: CLEAN   (skill is a clean look-alike, no findings)
The anchor must occur on exactly one line of the file, else the build fails.
"""
import json, sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PATTERNS = {"P1","P2","P3","P4","E1","E2","E3","E4","PE1","PE2","PE3",
            "SC1","SC2","SC3","SC4","SC5","R1","R2","R3","R4","R5"}

def main():
    errors = 0
    specs = sorted((ROOT / "tools" / "spec").glob("*.txt"))
    skills = {p.name for p in (ROOT / "skills").iterdir() if p.is_dir()}
    seen = set()
    for spec in specs:
        skill = spec.stem
        seen.add(skill)
        if skill not in skills:
            print(f"ERROR {spec.name}: no skills/{skill}"); errors += 1; continue
        findings, clean = [], False
        for n, raw in enumerate(spec.read_text(encoding="utf-8").splitlines(), 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if line == "CLEAN":
                clean = True; continue
            parts = [p.strip() for p in raw.split(":::")]
            if len(parts) != 4:
                print(f"ERROR {spec.name}:{n}: expected 4 fields"); errors += 1; continue
            pat, rel, anchor, note = parts
            if pat not in PATTERNS:
                print(f"ERROR {spec.name}:{n}: unknown pattern {pat}"); errors += 1; continue
            f = ROOT / "skills" / skill / rel
            if not f.is_file():
                print(f"ERROR {spec.name}:{n}: missing file {rel}"); errors += 1; continue
            lines = f.read_text(encoding="utf-8").splitlines()
            hits = [i for i, l in enumerate(lines, 1) if anchor in l]
            if len(hits) != 1:
                print(f"ERROR {spec.name}:{n}: anchor {anchor!r} matched {len(hits)} lines in {rel}")
                errors += 1; continue
            findings.append({"pattern": pat, "file": rel, "line": hits[0], "note": note})
        if clean and findings:
            print(f"ERROR {spec.name}: CLEAN with findings"); errors += 1; continue
        if not clean and not findings:
            print(f"ERROR {spec.name}: no findings and not CLEAN"); errors += 1; continue
        out = {"skill": skill, "clean": clean, "findings": findings}
        (ROOT / "labels" / f"{skill}.json").write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")
    for s in sorted(skills - seen):
        print(f"ERROR skills/{s}: no spec"); errors += 1
    for lab in (ROOT / "labels").glob("*.json"):
        if lab.stem not in seen:
            lab.unlink()
    print(f"build_labels: {len(seen)} specs, {errors} errors")
    return 1 if errors else 0

if __name__ == "__main__":
    sys.exit(main())
