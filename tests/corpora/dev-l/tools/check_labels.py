#!/usr/bin/env python3
"""Check labels/*.json against skills/: shape, front matter, name=folder, parsable code.
Prints every labelled line so a human can eyeball it."""
import json, subprocess, sys
from collections import Counter
from pathlib import Path
import yaml

ROOT = Path(__file__).resolve().parent.parent
PATTERNS = {"P1","P2","P3","P4","E1","E2","E3","E4","PE1","PE2","PE3",
            "SC1","SC2","SC3","SC4","SC5","R1","R2","R3","R4","R5"}
errors = 0

def err(msg):
    global errors
    errors += 1
    print("ERROR", msg)

def front_matter(text):
    if not text.startswith("---\n"):
        return None
    end = text.find("\n---", 4)
    if end < 0:
        return None
    return yaml.safe_load(text[4:end])

def check_code(path):
    suf = path.suffix
    if suf == ".py":
        r = subprocess.run([sys.executable, "-m", "py_compile", str(path)], capture_output=True, text=True)
    elif suf in (".js", ".mjs", ".cjs"):
        r = subprocess.run(["node", "--check", str(path)], capture_output=True, text=True)
    elif suf == ".ts":
        return  # no TS compiler assumed; reviewed by eye
    elif suf == ".sh":
        r = subprocess.run(["bash", "-n", str(path)], capture_output=True, text=True)
    elif suf == ".json":
        try:
            json.loads(path.read_text(encoding="utf-8"))
        except Exception as e:
            err(f"{path.relative_to(ROOT)}: json: {e}")
        return
    else:
        return
    if r.returncode != 0:
        err(f"{path.relative_to(ROOT)}: {r.stderr.strip()[:300]}")

def main():
    counts = Counter()
    skills = sorted(p for p in (ROOT / "skills").iterdir() if p.is_dir())
    nclean = nrisky = 0
    for sk in skills:
        name = sk.name
        md = sk / "SKILL.md"
        lab_path = ROOT / "labels" / f"{name}.json"
        if not md.is_file():
            err(f"{name}: no SKILL.md"); continue
        if not lab_path.is_file():
            err(f"{name}: no label"); continue
        lab = json.loads(lab_path.read_text(encoding="utf-8"))
        if set(lab) != {"skill", "clean", "findings"} or lab["skill"] != name:
            err(f"{name}: bad label shape")
        if lab["clean"] != (lab["findings"] == []):
            err(f"{name}: clean flag disagrees with findings")
        nclean += lab["clean"]; nrisky += not lab["clean"]
        try:
            fm = front_matter(md.read_text(encoding="utf-8"))
        except Exception as e:
            err(f"{name}: front matter does not parse: {e}"); fm = None
        if not isinstance(fm, dict) or "name" not in fm or "description" not in fm:
            err(f"{name}: front matter lacks name/description")
        elif fm["name"] != name and not any(f["pattern"] == "SC4" for f in lab["findings"]):
            err(f"{name}: name {fm['name']!r} != folder without SC4 label")
        for f in sorted(sk.rglob("*")):
            if f.is_file():
                check_code(f)
        print(f"== {name} ({'clean' if lab['clean'] else 'risky'})")
        seen = set()
        for fd in lab["findings"]:
            if set(fd) != {"pattern", "file", "line", "note"} or fd["pattern"] not in PATTERNS:
                err(f"{name}: bad finding {fd}"); continue
            key = (fd["pattern"], fd["file"], fd["line"])
            if key in seen:
                err(f"{name}: duplicate finding {key}")
            seen.add(key)
            p = sk / fd["file"]
            if not p.is_file():
                err(f"{name}: finding file missing {fd['file']}"); continue
            lines = p.read_text(encoding="utf-8").splitlines()
            if not (1 <= fd["line"] <= len(lines)):
                err(f"{name}: line out of range {fd}"); continue
            text = lines[fd["line"] - 1].strip()
            shown = text.encode("unicode_escape").decode("ascii") if not text.isascii() else text
            print(f"  {fd['pattern']:4} {fd['file']}:{fd['line']}: {shown[:150]}")
            counts[fd["pattern"]] += 1
    print("\ncounts:", dict(sorted(counts.items())), "total", sum(counts.values()))
    print(f"skills: {len(skills)} ({nrisky} risky, {nclean} clean)")
    print(f"check_labels: {errors} errors")
    return 1 if errors else 0

if __name__ == "__main__":
    sys.exit(main())
