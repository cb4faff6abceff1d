#!/usr/bin/env python3
"""Resolve tools/spec/<skill>.txt into labels/<skill>.json.

Spec line format:  PATTERN ::: file ::: anchor ::: note
The anchor must occur on exactly one line of the file. A spec containing the
single line CLEAN marks a clean skill.
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATTERNS = {"P1", "P2", "P3", "P4", "E1", "E2", "E3", "E4", "PE1", "PE2", "PE3",
            "SC1", "SC2", "SC3", "SC4", "SC5", "R1", "R2", "R3", "R4", "R5"}


def main():
    errors = 0
    spec_dir = os.path.join(ROOT, "tools", "spec")
    skills = sorted(os.listdir(os.path.join(ROOT, "skills")))
    for skill in skills:
        spec = os.path.join(spec_dir, skill + ".txt")
        if not os.path.exists(spec):
            print(f"ERROR {skill}: no spec")
            errors += 1
            continue
        findings, clean = [], False
        with open(spec, encoding="utf-8") as fh:
            for n, raw in enumerate(fh, 1):
                line = raw.rstrip("\n")
                if not line.strip() or line.startswith("#"):
                    continue
                if line.strip() == "CLEAN":
                    clean = True
                    continue
                parts = [p.strip() for p in line.split(":::")]
                if len(parts) != 4:
                    print(f"ERROR {spec}:{n}: need 4 fields")
                    errors += 1
                    continue
                pat, rel, anchor, note = parts
                if pat not in PATTERNS:
                    print(f"ERROR {spec}:{n}: bad pattern {pat}")
                    errors += 1
                    continue
                path = os.path.join(ROOT, "skills", skill, rel)
                if not os.path.exists(path):
                    print(f"ERROR {spec}:{n}: missing file {rel}")
                    errors += 1
                    continue
                with open(path, encoding="utf-8") as f:
                    lines = f.read().split("\n")
                hits = [i + 1 for i, l in enumerate(lines) if anchor in l]
                if len(hits) != 1:
                    print(f"ERROR {spec}:{n}: anchor {anchor!r} matches {len(hits)} lines in {rel}")
                    errors += 1
                    continue
                findings.append({"pattern": pat, "file": rel, "line": hits[0], "note": note})
        if clean and findings:
            print(f"ERROR {skill}: CLEAN with findings")
            errors += 1
        if not clean and not findings:
            print(f"ERROR {skill}: no findings and not CLEAN")
            errors += 1
        out = {"skill": skill, "clean": clean, "findings": findings}
        with open(os.path.join(ROOT, "labels", skill + ".json"), "w", encoding="utf-8") as fh:
            json.dump(out, fh, indent=2, ensure_ascii=False)
            fh.write("\n")
    for lab in os.listdir(os.path.join(ROOT, "labels")):
        if lab[:-5] not in skills:
            print(f"ERROR stale label {lab}")
            errors += 1
    print(f"build_labels: {len(skills)} skills, {errors} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
