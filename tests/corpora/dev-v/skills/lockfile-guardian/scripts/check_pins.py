#!/usr/bin/env python3
"""Check requirements.txt / package.json for loose pins and risky sources."""
import json
import re
import sys
from pathlib import Path

POPULAR = {"requests", "urllib3", "numpy", "pandas", "django", "flask", "lodash", "react",
           "express", "colors", "chalk", "axios", "boto3", "setuptools", "pyyaml"}
EXACT_PIP = re.compile(r"^[A-Za-z0-9_.\-\[\],]+==[A-Za-z0-9_.+\-!]+$")
EXACT_NPM = re.compile(r"^\d+\.\d+\.\d+(?:-[0-9A-Za-z.\-]+)?$")


def one_edit_apart(a, b):
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                                  and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]])
    short, long_ = sorted((a, b), key=len)
    return any(long_[:i] + long_[i + 1:] == short for i in range(len(long_)))


def lookalike(name):
    n = name.lower()
    return next((p for p in POPULAR if one_edit_apart(n, p)), None)


def logical_lines(text):
    buf = ""
    for raw in text.splitlines():
        line = raw.split(" #", 1)[0].rstrip()
        if line.endswith("\\"):
            buf += line[:-1] + " "
            continue
        buf += line
        if buf.strip() and not buf.lstrip().startswith("#"):
            yield buf.strip()
        buf = ""


def check_requirements(path):
    problems = []
    for line in logical_lines(path.read_text(encoding="utf-8")):
        if line.startswith(("--extra-index-url", "--trusted-host", "-i ", "--index-url")):
            problems.append(f"index option: {line}")
            continue
        if line.startswith(("-r ", "-c ", "--require-hashes")):
            continue
        spec, *opts = line.split()
        if "://" in spec or spec.startswith(("git+", "./", "../", "/")):
            problems.append(f"non-index source: {spec}")
            continue
        if not EXACT_PIP.match(spec):
            problems.append(f"not an exact pin: {spec}")
        if not any(o.startswith("--hash=") for o in opts):
            problems.append(f"no hash: {spec}")
        name = re.split(r"[=<>~!\[]", spec, 1)[0]
        sim = lookalike(name)
        if sim:
            problems.append(f"name '{name}' is one edit away from '{sim}' — verify")
    return problems


def check_package_json(path):
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        return [f"invalid JSON: {e}"]
    problems = []
    for section in ("dependencies", "devDependencies", "optionalDependencies"):
        for name, ver in (data.get(section) or {}).items():
            if not isinstance(ver, str):
                problems.append(f"{section}.{name}: version is not a string")
                continue
            if "://" in ver or ver.startswith(("github:", "git+", "file:")):
                problems.append(f"{section}.{name}: non-registry source {ver}")
            elif not EXACT_NPM.match(ver):
                problems.append(f"{section}.{name}: not an exact version ({ver})")
            sim = lookalike(name.split("/")[-1])
            if sim:
                problems.append(f"{section}.{name}: one edit away from '{sim}' — verify")
    if not (path.parent / "package-lock.json").exists():
        problems.append("no package-lock.json next to package.json")
    return problems


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: check_pins.py FILE [FILE...]")
    total = 0
    for arg in sys.argv[1:]:
        p = Path(arg)
        if not p.is_file():
            print(f"{p}: not found", file=sys.stderr)
            total += 1
            continue
        probs = check_package_json(p) if p.name == "package.json" else check_requirements(p)
        for msg in probs:
            print(f"{p}: {msg}")
        total += len(probs)
    print(f"{total} problem(s)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
