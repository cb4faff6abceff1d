#!/usr/bin/env python3
"""Resolve tools/spec/<skill>.txt (PATTERN ::: file ::: anchor ::: note) into labels/<skill>.json."""
import json, pathlib, sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
PATTERNS = {"P1","P2","P3","P4","E1","E2","E3","E4","PE1","PE2","PE3",
            "SC1","SC2","SC3","SC4","SC5","R1","R2","R3","R4","R5"}

def main():
    errors = 0
    skills = sorted(p.name for p in (ROOT / "skills").iterdir() if p.is_dir())
    for skill in skills:
        spec = ROOT / "tools" / "spec" / f"{skill}.txt"
        if not spec.exists():
            print(f"ERROR {skill}: no spec file"); errors += 1; continue
        findings = []
        for n, raw in enumerate(spec.read_text(encoding="utf-8").splitlines(), 1):
            if not raw.strip() or raw.startswith("#"):
                continue
            parts = [p.strip() for p in raw.split(":::")]
            if len(parts) != 4:
                print(f"ERROR {spec.name}:{n}: expected 4 fields"); errors += 1; continue
            pat, file, anchor, note = parts
            if pat not in PATTERNS:
                print(f"ERROR {spec.name}:{n}: unknown pattern {pat}"); errors += 1; continue
            target = ROOT / "skills" / skill / file
            if not target.is_file():
                print(f"ERROR {spec.name}:{n}: missing file {file}"); errors += 1; continue
            lines = target.read_text(encoding="utf-8").splitlines()
            hits = [i for i, l in enumerate(lines, 1) if anchor in l]
            if len(hits) != 1:
                print(f"ERROR {spec.name}:{n}: anchor {anchor!r} matched {len(hits)} lines in {file}")
                errors += 1; continue
            findings.append({"pattern": pat, "file": file, "line": hits[0], "note": note})
        findings.sort(key=lambda f: (f["file"], f["line"], f["pattern"]))
        label = {"skill": skill, "clean": not findings, "findings": findings}
        (ROOT / "labels" / f"{skill}.json").write_text(json.dumps(label, indent=2) + "\n", encoding="utf-8")
    print(f"built {len(skills)} labels, {errors} errors")
    return 1 if errors else 0

if __name__ == "__main__":
    sys.exit(main())
