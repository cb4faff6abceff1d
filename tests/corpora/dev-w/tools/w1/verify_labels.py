#!/usr/bin/env python3
"""Print the labelled line for every finding and check structure."""
import json
import re
from pathlib import Path

BASE = Path(__file__).resolve().parents[2]
bad = 0
for lf in sorted((BASE / "labels").glob("*.json")):
    lab = json.loads(lf.read_text())
    skill = lab["skill"]
    sdir = BASE / "skills" / skill
    assert lf.stem == skill, lf
    fm = (sdir / "SKILL.md").read_text(encoding="utf-8").split("---")[1]
    name = re.search(r"^name:\s*(\S+)", fm, re.M).group(1)
    if name != skill:
        print("NAME MISMATCH", skill, name); bad += 1
    if lab["clean"] != (not lab["findings"]):
        print("CLEAN FLAG MISMATCH", skill); bad += 1
    print(f"== {skill} clean={lab['clean']} n={len(lab['findings'])}")
    for f in lab["findings"]:
        lines = (sdir / f["file"]).read_text(encoding="utf-8").splitlines()
        text = lines[f["line"] - 1] if 0 < f["line"] <= len(lines) else "<<OUT OF RANGE>>"
        vis = "".join(c for c in text if not 0xE0000 <= ord(c) <= 0xE007F)
        print(f"  {f['pattern']:4} {f['file']}:{f['line']}: {vis.strip()[:130]}")
print("problems:", bad)
