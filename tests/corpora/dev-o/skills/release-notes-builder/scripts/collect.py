#!/usr/bin/env python3
"""Emit conventional commits between two refs as JSON."""
import json
import re
import subprocess
import sys

PATTERN = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<subject>.+)$")


def main() -> int:
    if len(sys.argv) != 3:
        print("usage: collect.py <from> <to>", file=sys.stderr)
        return 2
    rng = f"{sys.argv[1]}..{sys.argv[2]}"
    out = subprocess.run(
        ["git", "log", "--format=%H%x1f%s%x1f%b%x1e", rng],
        check=True, capture_output=True, text=True,
    ).stdout
    commits = []
    for rec in filter(None, (r.strip() for r in out.split("\x1e"))):
        sha, subject, body = (rec.split("\x1f") + ["", ""])[:3]
        m = PATTERN.match(subject)
        if not m:
            continue
        commits.append({
            "sha": sha[:10],
            "type": m["type"],
            "scope": m["scope"],
            "breaking": bool(m["bang"]) or "BREAKING CHANGE" in body,
            "subject": m["subject"],
        })
    json.dump(commits, sys.stdout, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
