#!/usr/bin/env python3
"""Scan a triage case folder for common compromise indicators; print file:line hits."""
import re
import sys
from pathlib import Path

PATTERNS = [
    ("download piped to shell", re.compile(r"(curl|wget)[^|\n]*\|\s*(ba|z)?sh\b")),
    ("reboot persistence from temp dir", re.compile(r"@reboot\s+\S*(/tmp/|/dev/shm/|/\.)")),
    ("LD_PRELOAD export", re.compile(r"export\s+LD_PRELOAD=")),
    ("history tampering", re.compile(r"history\s+-c|unset\s+HISTFILE|HISTSIZE=0")),
    ("cloud metadata access", re.compile(r"169\.254\.169\.254")),
    ("credential file access", re.compile(r"\.aws/credentials|\.ssh/id_[a-z0-9]+\b(?!\.pub)")),
    ("authorized_keys forced command", re.compile(r"^command=", re.M)),
    ("base64 to interpreter", re.compile(r"base64\s+-d[^|\n]*\|\s*(bash|sh|python)")),
    ("deleted running executable", re.compile(r"\(deleted\)")),
    ("known credential tools", re.compile(r"\b(lazagne|mimipenguin|trufflehog)\b", re.I)),
]


def main():
    if len(sys.argv) != 2 or not Path(sys.argv[1]).is_dir():
        sys.exit("usage: indicators.py <case-folder>")
    hits = 0
    for f in sorted(Path(sys.argv[1]).glob("*.txt")):
        try:
            lines = f.read_text(errors="replace").splitlines()
        except OSError as exc:
            print(f"indicators.py: cannot read {f}: {exc}", file=sys.stderr)
            continue
        for n, line in enumerate(lines, 1):
            for label, rx in PATTERNS:
                if rx.search(line):
                    hits += 1
                    print(f"{f.name}:{n}: {label}: {line.strip()[:160]}")
    print(f"\n{hits} indicator hit(s)")


if __name__ == "__main__":
    main()
