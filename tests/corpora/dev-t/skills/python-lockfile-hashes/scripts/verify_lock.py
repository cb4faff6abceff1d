#!/usr/bin/env python3
"""Check that a requirements lock is fully pinned, hashed, and uses no index overrides."""
import re
import sys
from pathlib import Path

REQ = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]+\])?\s*(==|===|>=|<=|~=|!=|>|<)?\s*([^\s;\\]*)")
FORBIDDEN_OPTS = ("--extra-index-url", "--trusted-host", "-f ", "--find-links", "-e ", "--editable")


def logical_requirements(text: str):
    buf, start = "", 0
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.split(" #", 1)[0].rstrip() if not raw.lstrip().startswith("#") else ""
        if not buf:
            start = n
        if line.endswith("\\"):
            buf += line[:-1] + " "
            continue
        buf += line
        if buf.strip():
            yield start, buf.strip()
        buf = ""


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: verify_lock.py <requirements.txt>", file=sys.stderr)
        return 2
    path = Path(sys.argv[1])
    if not path.is_file():
        print(f"{path} not found", file=sys.stderr)
        return 2
    problems = 0
    for n, req in logical_requirements(path.read_text(encoding="utf-8")):
        if req.startswith(FORBIDDEN_OPTS) or any(f" {o.strip()}" in f" {req}" for o in FORBIDDEN_OPTS):
            print(f"{path}:{n}: forbidden option: {req[:60]}")
            problems += 1
            continue
        if req.startswith(("-", "git+", "http://", "https://")):
            print(f"{path}:{n}: non-index requirement or option: {req[:60]}")
            problems += 1
            continue
        m = REQ.match(req)
        if not m or m.group(3) not in ("==", "==="):
            print(f"{path}:{n}: not pinned with ==: {req[:60]}")
            problems += 1
        if "--hash=sha256:" not in req:
            print(f"{path}:{n}: no --hash for {m.group(1) if m else req[:40]}")
            problems += 1
    print("lock OK" if not problems else f"{problems} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
