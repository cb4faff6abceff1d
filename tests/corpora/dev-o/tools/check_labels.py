#!/usr/bin/env python3
"""Check labels/*.json shape, print each labelled line, validate skills parse."""
import json, os, subprocess, sys
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKILLS = os.path.join(ROOT, "skills")
LABELS = os.path.join(ROOT, "labels")
PATTERNS = {"P1","P2","P3","P4","E1","E2","E3","E4","PE1","PE2","PE3",
            "SC1","SC2","SC3","SC4","SC5","R1","R2","R3","R4","R5"}
errors = 0
def err(msg):
    global errors
    errors += 1
    print("ERROR", msg)

def front_matter(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("---\n"):
        raise ValueError("no front matter")
    end = text.find("\n---", 4)
    if end < 0:
        raise ValueError("unterminated front matter")
    data = yaml.safe_load(text[4:end])
    if not isinstance(data, dict):
        raise ValueError("front matter not a mapping")
    return data

skills = sorted(d for d in os.listdir(SKILLS) if os.path.isdir(os.path.join(SKILLS, d)))
counts = {}
for s in skills:
    lp = os.path.join(LABELS, s + ".json")
    if not os.path.isfile(lp):
        err(f"{s}: missing label"); continue
    try:
        lab = json.load(open(lp, encoding="utf-8"))
    except Exception as e:
        err(f"{s}: label json {e}"); continue
    if set(lab) != {"skill", "clean", "findings"} or lab["skill"] != s:
        err(f"{s}: bad label keys/skill")
    if lab["clean"] != (len(lab["findings"]) == 0):
        err(f"{s}: clean flag inconsistent")
    sc4_skillmd = False
    print(f"== {s} ({'clean' if lab['clean'] else str(len(lab['findings'])) + ' findings'})")
    for f in lab["findings"]:
        if set(f) != {"pattern", "file", "line", "note"}:
            err(f"{s}: finding keys {f}"); continue
        if f["pattern"] not in PATTERNS:
            err(f"{s}: pattern {f['pattern']}")
        counts[f["pattern"]] = counts.get(f["pattern"], 0) + 1
        if f["pattern"] == "SC4" and f["file"] == "SKILL.md":
            sc4_skillmd = True
        p = os.path.join(SKILLS, s, f["file"])
        if not os.path.isfile(p):
            err(f"{s}: no file {f['file']}"); continue
        lines = open(p, encoding="utf-8").read().split("\n")
        if not (1 <= f["line"] <= len(lines)):
            err(f"{s}: line out of range {f}"); continue
        txt = lines[f["line"] - 1]
        if not txt.strip():
            err(f"{s}: blank labelled line {f}")
        print(f"  {f['pattern']:4} {f['file']}:{f['line']}: {txt.strip()[:150]}")
    sm = os.path.join(SKILLS, s, "SKILL.md")
    if not os.path.isfile(sm):
        err(f"{s}: no SKILL.md")
    else:
        try:
            fm = front_matter(sm)
            if not fm.get("description"):
                err(f"{s}: no description")
            if fm.get("name") != s and not sc4_skillmd:
                err(f"{s}: name {fm.get('name')!r} != folder and no SC4 label")
        except Exception as e:
            err(f"{s}: front matter {e}")
    for dp, _, fs in os.walk(os.path.join(SKILLS, s)):
        for fn in fs:
            p = os.path.join(dp, fn)
            cmd = None
            if fn.endswith(".py"):
                cmd = [sys.executable, "-m", "py_compile", p]
            elif fn.endswith((".js", ".mjs", ".cjs")):
                cmd = ["node", "--check", p]
            elif fn.endswith(".sh"):
                cmd = ["bash", "-n", p]
            elif fn.endswith(".json"):
                try:
                    json.load(open(p, encoding="utf-8"))
                except Exception as e:
                    err(f"{s}: json {fn}: {e}")
            elif fn.endswith(".ts"):
                pass  # no tsc here; reviewed by hand
            if cmd:
                r = subprocess.run(cmd, capture_output=True, text=True)
                if r.returncode:
                    err(f"{s}: {fn} does not parse: {(r.stderr or r.stdout).strip()[:200]}")
for root, _, fs in os.walk(SKILLS):
    for fn in fs:
        if fn.endswith(".pyc"):
            os.remove(os.path.join(root, fn))
for root, ds, _ in os.walk(SKILLS, topdown=False):
    for d in ds:
        if d == "__pycache__":
            os.rmdir(os.path.join(root, d))
print("pattern counts:", dict(sorted(counts.items())))
print(f"check_labels: {len(skills)} skills, {errors} errors")
sys.exit(1 if errors else 0)
