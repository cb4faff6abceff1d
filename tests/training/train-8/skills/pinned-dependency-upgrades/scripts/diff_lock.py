#!/usr/bin/env python3
"""Compare two pip requirements/lock files and list version changes.

Usage: diff_lock.py OLD NEW
Only reads the two files given. Lines that are not 'name==version' are ignored.
"""
import re
import sys

PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._\-]*)(\[[^\]]*\])?==([^\s;\\]+)")


def load(path):
    pins = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            m = PIN.match(line.strip())
            if m:
                pins[m.group(1).lower().replace("_", "-")] = m.group(3)
    return pins


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    old, new = load(argv[1]), load(argv[2])
    changed = False
    for name in sorted(set(old) | set(new)):
        a, b = old.get(name), new.get(name)
        if a == b:
            continue
        changed = True
        if a is None:
            print(f"+ {name} {b}  (new)")
        elif b is None:
            print(f"- {name} {a}  (removed)")
        else:
            print(f"~ {name} {a} -> {b}")
    if not changed:
        print("no version changes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
