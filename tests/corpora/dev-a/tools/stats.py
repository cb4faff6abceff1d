#!/usr/bin/env python3
"""Print corpus counts (per pattern, per severity, per skill) as Markdown tables."""
import collections
import json
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
SEV = {"P1": "H", "P2": "H", "P3": "H", "P4": "M", "E1": "M", "E2": "H", "E3": "M", "E4": "H",
       "PE1": "L", "PE2": "M", "PE3": "H", "SC1": "L", "SC2": "H", "SC3": "H", "SC4": "L", "SC5": "M",
       "R1": "L", "R2": "L", "R3": "L", "R4": "M", "R5": "L"}

docs = [json.loads(p.read_text()) for p in sorted((ROOT / "labels").glob("*.json"))]
by_pat = collections.Counter(f["pattern"] for d in docs for f in d["findings"])
by_sev = collections.Counter(SEV[f["pattern"]] for d in docs for f in d["findings"])
risky = [d for d in docs if not d["clean"]]
print(f"skills {len(docs)}, risky {len(risky)}, clean {len(docs) - len(risky)}, labels {sum(by_pat.values())}\n")
print("| pattern | severity | labels |\n|---|---|---|")
for p in SEV:
    print(f"| {p} | {SEV[p]} | {by_pat[p]} |")
print("\n| severity | labels |\n|---|---|")
for s in "HML":
    print(f"| {s} | {by_sev[s]} |")
print("\n| skill | labels | patterns | files with labels |\n|---|---|---|---|")
for d in docs:
    pats = ", ".join(sorted({f["pattern"] for f in d["findings"]})) or "clean"
    files = ", ".join(sorted({f["file"] for f in d["findings"]})) or "-"
    print(f"| {d['skill']} | {len(d['findings'])} | {pats} | {files} |")
