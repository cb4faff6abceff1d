#!/usr/bin/env python3
"""Resolve tools/spec/<skill>.txt into labels/<skill>.json.

Spec line format:  PATTERN ::: file ::: anchor ::: note
A spec containing only the line CLEAN (plus comments/blank lines) yields a clean label.
The anchor must occur on exactly one line of the file, else the build fails.
"""
import json, os, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPEC = os.path.join(ROOT, "tools", "spec")
SKILLS = os.path.join(ROOT, "skills")
LABELS = os.path.join(ROOT, "labels")
PATTERNS = {"P1","P2","P3","P4","E1","E2","E3","E4","PE1","PE2","PE3",
            "SC1","SC2","SC3","SC4","SC5","R1","R2","R3","R4","R5"}

def main():
    errors = 0
    os.makedirs(LABELS, exist_ok=True)
    specs = sorted(f[:-4] for f in os.listdir(SPEC) if f.endswith(".txt"))
    skills = sorted(d for d in os.listdir(SKILLS) if os.path.isdir(os.path.join(SKILLS, d)))
    for s in skills:
        if s not in specs:
            print(f"ERROR {s}: no spec"); errors += 1
    for s in specs:
        if s not in skills:
            print(f"ERROR spec {s}: no skill folder"); errors += 1; continue
        findings, clean = [], False
        with open(os.path.join(SPEC, s + ".txt"), encoding="utf-8") as fh:
            for n, raw in enumerate(fh, 1):
                line = raw.rstrip("\n")
                if not line.strip() or line.lstrip().startswith("#"):
                    continue
                if line.strip() == "CLEAN":
                    clean = True; continue
                parts = [p.strip() for p in line.split(":::")]
                if len(parts) != 4:
                    print(f"ERROR {s}.txt:{n}: need 4 fields"); errors += 1; continue
                pat, rel, anchor, note = parts
                if pat not in PATTERNS:
                    print(f"ERROR {s}.txt:{n}: bad pattern {pat}"); errors += 1; continue
                path = os.path.join(SKILLS, s, rel)
                if not os.path.isfile(path):
                    print(f"ERROR {s}.txt:{n}: no file {rel}"); errors += 1; continue
                with open(path, encoding="utf-8") as fh2:
                    lines = fh2.read().split("\n")
                hits = [i + 1 for i, l in enumerate(lines) if anchor in l]
                if len(hits) != 1:
                    print(f"ERROR {s}.txt:{n}: anchor {anchor!r} matches {len(hits)} lines in {rel}")
                    errors += 1; continue
                findings.append({"pattern": pat, "file": rel, "line": hits[0], "note": note})
        if clean and findings:
            print(f"ERROR {s}: CLEAN with findings"); errors += 1
        if not clean and not findings:
            print(f"ERROR {s}: no findings and not CLEAN"); errors += 1
        findings.sort(key=lambda f: (f["file"], f["line"], f["pattern"]))
        with open(os.path.join(LABELS, s + ".json"), "w", encoding="utf-8") as out:
            json.dump({"skill": s, "clean": clean, "findings": findings}, out, indent=2)
            out.write("\n")
    for f in os.listdir(LABELS):
        if f.endswith(".json") and f[:-5] not in specs:
            print(f"ERROR stray label {f}"); errors += 1
    print(f"build_labels: {len(specs)} specs, {errors} errors")
    sys.exit(1 if errors else 0)

if __name__ == "__main__":
    main()
