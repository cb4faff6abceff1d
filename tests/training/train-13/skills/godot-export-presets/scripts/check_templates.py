#!/usr/bin/env python3
"""Report whether Godot export templates for a version are installed locally."""
import pathlib
import re
import sys

VERSION_RE = re.compile(r"^\d+\.\d+(\.\d+)?\.[a-z0-9]+$")


def main() -> int:
    if len(sys.argv) != 2 or not VERSION_RE.match(sys.argv[1]):
        print("usage: check_templates.py <version like 4.2.2.stable>", file=sys.stderr)
        return 2
    base = pathlib.Path.home() / ".local/share/godot/export_templates" / sys.argv[1]
    needed = ["linux_release.x86_64", "windows_release_x86_64.exe", "web_release.zip"]
    missing = [n for n in needed if not (base / n).is_file()]
    if missing:
        print(f"missing in {base}: {', '.join(missing)}")
        return 1
    print(f"templates complete in {base}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
