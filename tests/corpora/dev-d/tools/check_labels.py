#!/usr/bin/env python3
"""Print every labelled line from labels/*.json so a human can confirm it holds the risk."""
import json
import pathlib
import sys

TOOLS = pathlib.Path(__file__).resolve().parent
ROOT = TOOLS.parent
sys.path.insert(0, str(TOOLS))
from make_labels import read_text  # noqa: E402

VALID = {"P1", "P2", "P3", "P4", "E1", "E2", "E3", "E4", "PE1", "PE2", "PE3",
         "SC1", "SC2", "SC3", "SC4", "SC5", "R1", "R2", "R3", "R4", "R5"}
bad = 0
for lf in sorted((ROOT / "labels").glob("*.json")):
    doc = json.loads(lf.read_text(encoding="utf-8"))
    assert doc["skill"] == lf.stem, lf
    assert (ROOT / "skills" / doc["skill"] / "SKILL.md").is_file(), lf
    assert doc["clean"] == (not doc["findings"]), lf
    print(f"## {doc['skill']} ({'clean' if doc['clean'] else len(doc['findings'])})")
    for f in doc["findings"]:
        lines = read_text(doc["skill"], f["file"]).splitlines()
        ok = f["pattern"] in VALID and 1 <= f["line"] <= len(lines)
        text = lines[f["line"] - 1] if ok else "<OUT OF RANGE>"
        text = "".join(c if ord(c) < 0xE0000 else "" for c in text)  # strip tag chars for display
        print(f"  {f['pattern']:4s} {f['file']}:{f['line']}: {text.strip()[:150]}")
        bad += not ok
print(f"{bad} invalid labels")
sys.exit(1 if bad else 0)
