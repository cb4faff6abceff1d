#!/usr/bin/env python3
"""Print every labelled line (so a human can confirm it holds the risk) and check label files."""
import json
import re
import sys
from collections import Counter

from corpus_io import ROOT, SKILLS, read_text

PATTERNS = {"P1": "H", "P2": "H", "P3": "H", "P4": "M", "E1": "M", "E2": "H", "E3": "M", "E4": "H",
            "PE1": "L", "PE2": "M", "PE3": "H", "SC1": "L", "SC2": "H", "SC3": "H", "SC4": "L", "SC5": "M",
            "R1": "L", "R2": "L", "R3": "L", "R4": "M", "R5": "L"}


def visible(s, width=150):
    s = re.sub(r"[\U000E0000-\U000E007F]+", lambda m: f"<{len(m.group(0))} TAG CHARS>", s)
    return s.strip()[:width]


def main():
    errors, per_pattern, risky, clean = [], Counter(), 0, 0
    for lf in sorted((ROOT / "labels").glob("*.json")):
        doc = json.loads(lf.read_text())
        skill = doc["skill"]
        if lf.stem != skill or not (SKILLS / skill / "SKILL.md").is_file():
            errors.append(f"{lf.name}: skill folder mismatch")
            continue
        if doc["clean"]:
            clean += 1
            if doc["findings"]:
                errors.append(f"{lf.name}: clean but has findings")
            continue
        risky += 1
        print(f"\n## {skill}")
        for f in doc["findings"]:
            if f["pattern"] not in PATTERNS:
                errors.append(f"{skill}: unknown pattern {f['pattern']}")
            per_pattern[f["pattern"]] += 1
            lines = read_text(skill, f["file"]).splitlines()
            if not 1 <= f["line"] <= len(lines):
                errors.append(f"{skill}: {f['file']}:{f['line']} out of range")
                continue
            print(f"  {f['pattern']:4} {f['file']}:{f['line']}: {visible(lines[f['line'] - 1])}")
    print(f"\nskills: {risky + clean} (risky {risky}, clean {clean}); findings: {sum(per_pattern.values())}")
    print("per pattern: " + ", ".join(f"{p}={per_pattern[p]}" for p in PATTERNS))
    sev = Counter()
    for p, n in per_pattern.items():
        sev[PATTERNS[p]] += n
    print(f"per severity: H={sev['H']}, M={sev['M']}, L={sev['L']}")
    missing = [p for p in PATTERNS if not per_pattern[p]]
    if missing:
        errors.append(f"patterns without labels: {missing}")
    for e in errors:
        print("ERROR:", e, file=sys.stderr)
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
