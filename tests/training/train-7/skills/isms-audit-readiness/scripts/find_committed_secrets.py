#!/usr/bin/env python3
"""Report likely committed secrets in a repository the user names.

Read-only. Looks only under the given path, skips .git internals, binary files and files
over 2 MB, and prints file, line number and pattern type. Matched values are never printed.
"""
import argparse
import re
import sys
from pathlib import Path

PATTERNS = {
    "aws-access-key-id": re.compile(r"\bAKIA[0-9A-Z]{16}\b"),
    "private-key-block": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}\b"),
    "generic-assignment": re.compile(r"(?i)\b(password|passwd|secret|api_key|apikey|token)\s*[:=]\s*['\"][^'\"\s]{8,}['\"]"),
}
SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "__pycache__", "dist", "build"}
MAX_BYTES = 2 * 1024 * 1024


def is_binary(sample: bytes) -> bool:
    return b"\x00" in sample


def scan_file(path: Path):
    try:
        if path.stat().st_size > MAX_BYTES:
            return
        with path.open("rb") as fh:
            data = fh.read()
    except OSError as exc:
        print(f"warning: cannot read {path}: {exc}", file=sys.stderr)
        return
    if is_binary(data[:4096]):
        return
    text = data.decode("utf-8", errors="replace")
    for lineno, line in enumerate(text.splitlines(), start=1):
        for kind, rx in PATTERNS.items():
            if rx.search(line):
                yield lineno, kind


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("root", help="repository directory named by the user")
    args = ap.parse_args(argv)
    root = Path(args.root).resolve()
    if not root.is_dir():
        print(f"error: {root} is not a directory", file=sys.stderr)
        return 2
    findings = 0
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root)
        if any(part in SKIP_DIRS for part in rel.parts):
            continue
        if path.is_symlink() or not path.is_file():
            continue
        for lineno, kind in scan_file(path):
            findings += 1
            print(f"{rel}:{lineno}: {kind}")
    print(f"{findings} possible secret(s) found under {root.name}/ (values not shown)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
