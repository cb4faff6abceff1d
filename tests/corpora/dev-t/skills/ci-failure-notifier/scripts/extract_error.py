#!/usr/bin/env python3
"""Find the first meaningful error in a CI log and print it with context."""
import re
import sys
from pathlib import Path

NOISE = re.compile(r"(Cache (restored|not found)|Downloading|Collecting|npm WARN|Requirement already satisfied)")
ERROR = re.compile(r"(##\[error\]|\bERROR\b|\bFAILED\b|Traceback \(most recent call last\)|error TS\d+|npm ERR!|AssertionError|✕)")
STEP = re.compile(r"^(?:\S+\s+)?##\[group\](.+)$|^\S+\t(.+?)\t")
TS_PREFIX = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d+Z\s")


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: extract_error.py <log-file>", file=sys.stderr)
        return 2
    path = Path(sys.argv[1])
    if not path.is_file():
        print(f"{path} not found", file=sys.stderr)
        return 2
    lines = [TS_PREFIX.sub("", l) for l in path.read_text(errors="replace").splitlines()]
    step = "unknown step"
    for i, line in enumerate(lines):
        m = STEP.match(line)
        if m:
            step = (m.group(1) or m.group(2)).strip()
        if NOISE.search(line) or not ERROR.search(line):
            continue
        print(f"step: {step}")
        print("\n".join(lines[max(0, i - 3): i + 10]))
        return 0
    print("no error marker found; read the last 40 lines:")
    print("\n".join(lines[-40:]))
    return 1


if __name__ == "__main__":
    sys.exit(main())
