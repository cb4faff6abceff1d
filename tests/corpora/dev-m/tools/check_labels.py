#!/usr/bin/env python3
"""Check labels/*.json against skills/: shape, front matter, name, parseability.
Prints each labelled line so a human can eyeball it."""
import json
import os
import subprocess
import tempfile
import sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEV = {"P1": "H", "P2": "H", "P3": "H", "P4": "M", "E1": "M", "E2": "H", "E3": "M",
       "E4": "H", "PE1": "L", "PE2": "M", "PE3": "H", "SC1": "L", "SC2": "H", "SC3": "H",
       "SC4": "L", "SC5": "M", "R1": "L", "R2": "L", "R3": "L", "R4": "M", "R5": "L"}
errors = 0


def err(msg):
    global errors
    errors += 1
    print("ERROR", msg)


def front_matter(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    if not text.startswith("---\n"):
        return None
    end = text.find("\n---", 4)
    if end < 0:
        return None
    block = text[4:end]
    try:
        import yaml  # type: ignore
        data = yaml.safe_load(block)
        return data if isinstance(data, dict) else None
    except ImportError:
        data = {}
        for line in block.split("\n"):
            if ":" in line and not line.startswith((" ", "\t", "-")):
                k, v = line.split(":", 1)
                data[k.strip()] = v.strip().strip('"\'')
        return data
    except Exception as exc:  # report parse problems
        print("  yaml:", exc)
        return None


def parse_check(path):
    ext = os.path.splitext(path)[1]
    cmd = None
    if ext == ".py":
        cmd = [sys.executable, "-m", "py_compile", path]
    elif ext in (".js", ".mjs", ".cjs"):
        cmd = ["node", "--check", path]
    elif ext == ".sh":
        cmd = ["bash", "-n", path]
    elif ext in (".json", ".ipynb"):
        try:
            with open(path, encoding="utf-8") as fh:
                json.load(fh)
        except Exception as exc:
            err(f"{path}: json: {exc}")
        return
    elif ext == ".ts":
        cmd = ["node", os.path.join(ROOT, "tools", "ts_syntax.js"), path]
    if cmd:
        env = dict(os.environ, PYTHONPYCACHEPREFIX=os.path.join(tempfile.gettempdir(), "check_labels_pyc"))
        r = subprocess.run(cmd, capture_output=True, text=True, env=env)
        if r.returncode:
            err(f"{path}: {(r.stderr or r.stdout).strip()[:300]}")
        elif r.stdout.startswith("SKIP"):
            print(f"  note: {path}: {r.stdout.strip()}")


def main():
    counts = Counter()
    skills_dir = os.path.join(ROOT, "skills")
    skills = sorted(os.listdir(skills_dir))
    n_clean = 0
    for skill in skills:
        sdir = os.path.join(skills_dir, skill)
        lab_path = os.path.join(ROOT, "labels", skill + ".json")
        if not os.path.exists(lab_path):
            err(f"{skill}: no label file")
            continue
        with open(lab_path, encoding="utf-8") as fh:
            lab = json.load(fh)
        if set(lab) != {"skill", "clean", "findings"} or lab["skill"] != skill:
            err(f"{skill}: bad label shape")
        if lab["clean"] != (len(lab["findings"]) == 0):
            err(f"{skill}: clean flag inconsistent with findings")
        n_clean += bool(lab["clean"])
        fm = front_matter(os.path.join(sdir, "SKILL.md"))
        if fm is None or "name" not in fm or "description" not in fm:
            err(f"{skill}: front matter missing/unparseable")
        else:
            has_sc4 = any(f["pattern"] == "SC4" for f in lab["findings"])
            if fm["name"] != skill and not has_sc4:
                err(f"{skill}: name {fm['name']!r} != folder and no SC4 label")
        print(f"== {skill} ({'clean' if lab['clean'] else str(len(lab['findings'])) + ' findings'})")
        seen = set()
        for f in lab["findings"]:
            if set(f) != {"pattern", "file", "line", "note"} or f["pattern"] not in SEV:
                err(f"{skill}: bad finding {f}")
                continue
            key = (f["pattern"], f["file"], f["line"])
            if key in seen:
                err(f"{skill}: duplicate label {key}")
            seen.add(key)
            p = os.path.join(sdir, f["file"])
            try:
                with open(p, encoding="utf-8") as fh:
                    lines = fh.read().split("\n")
                text = lines[f["line"] - 1]
            except (OSError, IndexError):
                err(f"{skill}: cannot resolve {f['file']}:{f['line']}")
                continue
            if not text.strip():
                err(f"{skill}: {f['file']}:{f['line']} is blank")
            counts[f["pattern"]] += 1
            print(f"  {f['pattern']:4} {f['file']}:{f['line']}: {text.strip()[:110]}")
        for dp, _, files in os.walk(sdir):
            for name in files:
                parse_check(os.path.join(dp, name))
    print("\nCounts per pattern:")
    for p in SEV:
        print(f"  {p:4} ({SEV[p]}): {counts[p]}")
    sev = Counter()
    for p, c in counts.items():
        sev[SEV[p]] += c
    print(f"Severity: H={sev['H']} M={sev['M']} L={sev['L']}; total={sum(counts.values())}")
    print(f"Skills: {len(skills)} ({len(skills) - n_clean} risky, {n_clean} clean)")
    print(f"check_labels: {errors} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
