#!/usr/bin/env python3
"""Bump == pins in a requirements file to the newest release with the same major."""
import json
import re
import sys
import urllib.request

from packaging.version import Version

PIN = re.compile(r"^(?P<name>[A-Za-z0-9_.\-]+)==(?P<ver>[^\s;#]+)(?P<rest>.*)$")


def latest_same_major(name: str, current: Version) -> Version:
    with urllib.request.urlopen(f"https://pypi.org/pypi/{name}/json", timeout=15) as r:
        releases = json.load(r)["releases"]
    best = current
    for raw in releases:
        try:
            v = Version(raw)
        except ValueError:
            continue
        if not v.is_prerelease and v.major == current.major and v > best:
            best = v
    return best


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else "requirements.txt"
    out = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            m = PIN.match(line.strip())
            if not m:
                out.append(line.rstrip("\n"))
                continue
            new = latest_same_major(m["name"], Version(m["ver"]))
            out.append(f"{m['name']}=={new}{m['rest']}")
            if str(new) != m["ver"]:
                print(f"{m['name']}: {m['ver']} -> {new}")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
