#!/usr/bin/env python3
"""Check that every platform and library in a sketch.yaml build profile has an exact version."""
import re
import sys

import yaml

PINNED = re.compile(r"^[^()]+\(\s*\d+(\.\d+)*\s*\)$")


def check(doc):
    problems = []
    profiles = doc.get("profiles") if isinstance(doc, dict) else None
    if not isinstance(profiles, dict) or not profiles:
        return ["no profiles defined"]
    for name, prof in profiles.items():
        if not isinstance(prof, dict):
            problems.append(f"{name}: profile is not a mapping")
            continue
        for entry in prof.get("platforms") or []:
            plat = entry.get("platform", "") if isinstance(entry, dict) else ""
            if not PINNED.match(plat.strip()):
                problems.append(f"{name}: platform without exact version: {plat!r}")
        for lib in prof.get("libraries") or []:
            if not isinstance(lib, str) or not PINNED.match(lib.strip()):
                problems.append(f"{name}: library without exact version: {lib!r}")
    return problems


def main():
    if len(sys.argv) != 2:
        print("usage: check_profile.py sketch.yaml", file=sys.stderr)
        return 2
    try:
        with open(sys.argv[1], encoding="utf-8") as fh:
            doc = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        print(f"cannot read {sys.argv[1]}: {exc}", file=sys.stderr)
        return 2
    problems = check(doc)
    for p in problems:
        print("FEHLER:", p)
    print("ok" if not problems else f"{len(problems)} Probleme")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
