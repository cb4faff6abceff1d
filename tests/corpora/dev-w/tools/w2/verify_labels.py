#!/usr/bin/env python3
"""Print the labelled line for every finding and check structure."""
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ok = True
counts = Counter()
total = 0
for lab in sorted((ROOT / "labels").glob("*.json")):
    data = json.loads(lab.read_text())
    skill = data["skill"]
    sdir = ROOT / "skills" / skill
    fm = (sdir / "SKILL.md").read_text(encoding="utf-8").split("---")[1]
    if f"name: {skill}\n" not in fm or "description:" not in fm:
        print(f"!! {skill}: front matter name/description problem"); ok = False
    if data["clean"] != (not data["findings"]):
        print(f"!! {skill}: clean flag inconsistent"); ok = False
    if not data["clean"] and not (3 <= len(data["findings"]) <= 8):
        print(f"!! {skill}: {len(data['findings'])} findings"); ok = False
    print(f"== {skill} ({'clean' if data['clean'] else 'risky'}, {len(data['findings'])})")
    for f in data["findings"]:
        lines = (sdir / f["file"]).read_text(encoding="utf-8").splitlines()
        if not 1 <= f["line"] <= len(lines):
            print(f"!! {f}"); ok = False; continue
        shown = "".join(c if ord(c) < 0xE0000 else "" for c in lines[f["line"] - 1])
        hidden = sum(1 for c in lines[f["line"] - 1] if ord(c) >= 0xE0000)
        print(f"  {f['pattern']:4} {f['file']}:{f['line']}: {shown.strip()[:110]}" + (f"  [+{hidden} invisible tag chars]" if hidden else ""))
        counts[f["pattern"]] += 1
        total += 1
order = ["P1","P2","P3","P4","E1","E2","E3","E4","PE1","PE2","PE3","SC1","SC2","SC3","SC4","SC5","R1","R2","R3","R4","R5"]
print("\nper pattern:", ", ".join(f"{p}={counts[p]}" for p in order))
print("total:", total, "| missing patterns:", [p for p in order if not counts[p]])
sys.exit(0 if ok else 1)
