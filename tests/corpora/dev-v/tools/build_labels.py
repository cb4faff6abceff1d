#!/usr/bin/env python3
"""Resolve tools/spec/<skill>.txt into labels/<skill>.json.
Spec line: PATTERN ::: file ::: anchor ::: note   (anchor must match exactly one line)
A spec containing only the line CLEAN marks a clean skill."""
import json, os, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPEC = os.path.join(ROOT, "tools", "spec")
SK = os.path.join(ROOT, "skills")
LAB = os.path.join(ROOT, "labels")
PATTERNS = {"P1","P2","P3","P4","E1","E2","E3","E4","PE1","PE2","PE3","SC1","SC2","SC3","SC4","SC5","R1","R2","R3","R4","R5"}
errors = 0
os.makedirs(LAB, exist_ok=True)
skills = sorted(d for d in os.listdir(SK) if os.path.isdir(os.path.join(SK, d)))
for skill in skills:
    sp = os.path.join(SPEC, skill + ".txt")
    if not os.path.exists(sp):
        print(f"ERROR {skill}: no spec"); errors += 1; continue
    lines = [l.rstrip("\n") for l in open(sp, encoding="utf-8") if l.strip() and not l.startswith("#")]
    out = {"skill": skill, "clean": False, "findings": []}
    if lines == ["CLEAN"]:
        out["clean"] = True
    else:
        for l in lines:
            parts = l.split(" ::: ")
            if len(parts) != 4:
                print(f"ERROR {skill}: bad spec line: {l}"); errors += 1; continue
            pat, f, anchor, note = [p.strip() if i != 2 else p for i, p in enumerate(parts)]
            if pat not in PATTERNS:
                print(f"ERROR {skill}: unknown pattern {pat}"); errors += 1; continue
            fp = os.path.join(SK, skill, f)
            if not os.path.isfile(fp):
                print(f"ERROR {skill}: missing file {f}"); errors += 1; continue
            text = open(fp, encoding="utf-8").read().split("\n")
            hits = [i + 1 for i, t in enumerate(text) if anchor in t]
            if len(hits) != 1:
                print(f"ERROR {skill}: anchor {anchor!r} in {f} matched {len(hits)} lines"); errors += 1; continue
            out["findings"].append({"pattern": pat, "file": f, "line": hits[0], "note": note})
        if not out["findings"]:
            print(f"ERROR {skill}: risky spec with no findings"); errors += 1
    with open(os.path.join(LAB, skill + ".json"), "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=2); fh.write("\n")
for lf in os.listdir(LAB):
    if lf[:-5] not in skills:
        print(f"ERROR stale label {lf}"); errors += 1
print(f"build_labels: {len(skills)} skills, {errors} errors")
sys.exit(1 if errors else 0)
