#!/usr/bin/env python3
"""Check labels/*.json against skills/: shape, printed lines, front matter, parseable scripts."""
import collections, json, pathlib, subprocess, sys
import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
PATTERNS = {"P1","P2","P3","P4","E1","E2","E3","E4","PE1","PE2","PE3",
            "SC1","SC2","SC3","SC4","SC5","R1","R2","R3","R4","R5"}
errors = []

def err(msg):
    errors.append(msg); print("ERROR", msg)

def front_matter(path):
    text = path.read_text(encoding="utf-8")
    if not text.startswith("---\n"):
        raise ValueError("no front matter")
    end = text.index("\n---", 4)
    data = yaml.safe_load(text[4:end])
    if not isinstance(data, dict):
        raise ValueError("front matter not a mapping")
    return data

def main():
    counts = collections.Counter()
    skills = sorted(p.name for p in (ROOT / "skills").iterdir() if p.is_dir())
    labels = {p.stem for p in (ROOT / "labels").glob("*.json")}
    for extra in labels - set(skills):
        err(f"label without skill: {extra}")
    n_clean = 0
    for skill in skills:
        sdir = ROOT / "skills" / skill
        lp = ROOT / "labels" / f"{skill}.json"
        if not lp.exists():
            err(f"{skill}: no label"); continue
        lab = json.loads(lp.read_text())
        if set(lab) != {"skill", "clean", "findings"} or lab["skill"] != skill:
            err(f"{skill}: bad label keys/skill")
        if lab["clean"] != (not lab["findings"]):
            err(f"{skill}: clean flag inconsistent")
        n_clean += lab["clean"]
        print(f"== {skill} ({'clean' if lab['clean'] else str(len(lab['findings'])) + ' findings'})")
        sc4_skillmd = False
        for f in lab["findings"]:
            if set(f) != {"pattern", "file", "line", "note"}:
                err(f"{skill}: bad finding keys {f}")
                continue
            if f["pattern"] not in PATTERNS:
                err(f"{skill}: bad pattern {f['pattern']}")
            fp = sdir / f["file"]
            if not fp.is_file():
                err(f"{skill}: missing {f['file']}"); continue
            lines = fp.read_text(encoding="utf-8").splitlines()
            if not (isinstance(f["line"], int) and 1 <= f["line"] <= len(lines)):
                err(f"{skill}: line out of range {f}"); continue
            counts[f["pattern"]] += 1
            if f["pattern"] == "SC4" and f["file"] == "SKILL.md":
                sc4_skillmd = True
            shown = lines[f["line"] - 1].strip()
            print(f"  {f['pattern']:4} {f['file']}:{f['line']}: {shown[:110]}")
        sm = sdir / "SKILL.md"
        if not sm.is_file():
            err(f"{skill}: no SKILL.md")
        else:
            try:
                fm = front_matter(sm)
                if "description" not in fm:
                    err(f"{skill}: no description")
                if fm.get("name") != skill and not sc4_skillmd:
                    err(f"{skill}: name {fm.get('name')!r} != folder and no SC4 label")
            except Exception as e:  # report and continue with other skills
                err(f"{skill}: front matter: {e}")
        for p in sorted(sdir.rglob("*")):
            if not p.is_file():
                continue
            cmd = None
            if p.suffix == ".py":
                cmd = [sys.executable, "-m", "py_compile", str(p)]
            elif p.suffix in (".js", ".mjs", ".cjs"):
                cmd = ["node", "--check", str(p)]
            elif p.suffix == ".sh":
                cmd = ["bash", "-n", str(p)]
            elif p.suffix == ".json":
                try:
                    json.loads(p.read_text(encoding="utf-8"))
                except Exception as e:
                    err(f"{p.relative_to(ROOT)}: json: {e}")
                continue
            elif p.suffix == ".ts":
                continue
            if cmd:
                r = subprocess.run(cmd, capture_output=True, text=True)
                if r.returncode:
                    err(f"{p.relative_to(ROOT)}: {r.stderr.strip()[:200]}")
    for pyc in ROOT.rglob("__pycache__"):
        subprocess.run(["rm", "-rf", str(pyc)])
    print()
    print(f"skills: {len(skills)}  clean: {n_clean}  risky: {len(skills) - n_clean}")
    print("counts:", " ".join(f"{p}={counts[p]}" for p in sorted(PATTERNS, key=lambda x: (x[0], len(x), x))))
    low = [p for p in PATTERNS if counts[p] < 2]
    if low:
        print("patterns below 2:", sorted(low))
    print(f"{len(errors)} errors")
    return 1 if errors else 0

if __name__ == "__main__":
    sys.exit(main())
