#!/usr/bin/env python3
"""Check labels and skills: label shape, front matter, name==folder (unless SC4 label on SKILL.md),
every .py/.js/.sh/.json parses. Prints each labelled line."""
import json, os, subprocess, sys, collections
import yaml
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SK = os.path.join(ROOT, "skills"); LAB = os.path.join(ROOT, "labels")
PATTERNS = {"P1","P2","P3","P4","E1","E2","E3","E4","PE1","PE2","PE3","SC1","SC2","SC3","SC4","SC5","R1","R2","R3","R4","R5"}
errors = 0
def err(m):
    global errors; errors += 1; print("ERROR", m)
counts = collections.Counter(); nclean = 0
skills = sorted(d for d in os.listdir(SK) if os.path.isdir(os.path.join(SK, d)))
for skill in skills:
    root = os.path.join(SK, skill)
    lp = os.path.join(LAB, skill + ".json")
    if not os.path.exists(lp):
        err(f"{skill}: no label"); continue
    try:
        lab = json.load(open(lp))
    except Exception as e:
        err(f"{skill}: label json {e}"); continue
    if set(lab) != {"skill", "clean", "findings"} or lab["skill"] != skill or not isinstance(lab["clean"], bool) or not isinstance(lab["findings"], list):
        err(f"{skill}: bad label shape")
    if lab["clean"] and lab["findings"]:
        err(f"{skill}: clean with findings")
    if not lab["clean"] and not lab["findings"]:
        err(f"{skill}: risky without findings")
    nclean += lab["clean"]
    sc4 = False
    seen = set()
    for f in lab["findings"]:
        if set(f) != {"pattern", "file", "line", "note"} or f["pattern"] not in PATTERNS or not isinstance(f["line"], int) or f["line"] < 1:
            err(f"{skill}: bad finding {f}"); continue
        key = (f["pattern"], f["file"], f["line"])
        if key in seen: err(f"{skill}: duplicate finding {key}")
        seen.add(key)
        counts[f["pattern"]] += 1
        if f["pattern"] == "SC4" and f["file"] == "SKILL.md": sc4 = True
        fp = os.path.join(root, f["file"])
        if not os.path.isfile(fp):
            err(f"{skill}: finding file missing {f['file']}"); continue
        L = open(fp, encoding="utf-8").read().split("\n")
        if f["line"] > len(L):
            err(f"{skill}: line out of range {f}"); continue
        print(f"  {skill} {f['pattern']:4} {f['file']}:{f['line']}: {L[f['line']-1].strip()[:110]}")
    sm = os.path.join(root, "SKILL.md")
    if not os.path.isfile(sm):
        err(f"{skill}: no SKILL.md"); continue
    txt = open(sm, encoding="utf-8").read()
    if not txt.startswith("---\n"):
        err(f"{skill}: no front matter")
    else:
        try:
            fm = yaml.safe_load(txt.split("\n---\n", 1)[0][4:])
            if not isinstance(fm, dict) or "name" not in fm or "description" not in fm:
                err(f"{skill}: front matter lacks name/description")
            elif fm["name"] != skill and not sc4:
                err(f"{skill}: name {fm['name']!r} != folder")
        except Exception as e:
            err(f"{skill}: front matter yaml {e}")
    for dp, dn, fn in os.walk(root):
        for n in fn:
            p = os.path.join(dp, n)
            cmd = None
            if n.endswith(".py"): cmd = [sys.executable, "-m", "py_compile", p]
            elif n.endswith(".js"): cmd = ["node", "--check", p]
            elif n.endswith(".sh"): cmd = ["bash", "-n", p]
            elif n.endswith(".json"):
                try: json.load(open(p))
                except Exception as e: err(f"{skill}: {n} json {e}")
            if cmd:
                r = subprocess.run(cmd, capture_output=True, text=True)
                if r.returncode: err(f"{skill}: {n} does not parse: {r.stderr.strip()[:200]}")
    for dp, dn, fn in os.walk(root):
        for d in dn:
            if d == "__pycache__":
                import shutil; shutil.rmtree(os.path.join(dp, d))
for lf in os.listdir(LAB):
    if lf[:-5] not in skills: err(f"stale label {lf}")
print("counts:", dict(sorted(counts.items())))
missing = PATTERNS - set(counts)
if missing: print("patterns not covered:", sorted(missing))
print(f"check_labels: {len(skills)} skills ({nclean} clean, {len(skills)-nclean} risky), {sum(counts.values())} findings, {errors} errors")
sys.exit(1 if errors else 0)
