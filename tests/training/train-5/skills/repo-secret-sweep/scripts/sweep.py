#!/usr/bin/env python3
"""Find likely secrets in a working tree and report them redacted.

Standard library only. Reads files below the given root; no network access.
"""
import argparse
import hashlib
import json
import re
import sys
from pathlib import Path

SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "__pycache__", "dist", "build"}
MAX_SIZE = 5 * 1024 * 1024

RULES = {
    "aws-access-key-id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |)PRIVATE KEY-----"),
    "generic-password": re.compile(r"(?i)\b(pass(word)?|secret|api_?key)\s*[:=]\s*['\"]?([^'\"\s]{8,})"),
    "connection-string": re.compile(r"\b[a-z]+://[^:\s/]+:([^@\s]{6,})@"),
}


def redact(value: str) -> str:
    if len(value) <= 8:
        return "****"
    return value[:4] + "*" * (len(value) - 8) + value[-4:]


def files(root: Path):
    for path in root.rglob("*"):
        if any(part in SKIP_DIRS for part in path.relative_to(root).parts):
            continue
        if path.is_symlink() or not path.is_file():
            continue
        if path.stat().st_size > MAX_SIZE:
            continue
        yield path


def scan_file(path: Path, root: Path):
    try:
        text = path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError) as e:
        print(f"skipped {path.relative_to(root)}: {e.__class__.__name__}", file=sys.stderr)
        return
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            for m in rx.finditer(line):
                value = m.group(m.lastindex) if m.lastindex else m.group(0)
                yield {
                    "file": str(path.relative_to(root)),
                    "line": n,
                    "rule": rule,
                    "preview": redact(value),
                    "fingerprint": hashlib.sha256(value.encode()).hexdigest()[:16],
                }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".", type=Path)
    ap.add_argument("--out", type=Path)
    a = ap.parse_args()
    root = a.root.resolve()
    if not (root / ".git").exists():
        sys.exit(f"{root} is not the top of a Git working tree")
    findings = [f for p in files(root) for f in scan_file(p, root)]
    for f in findings:
        print(f"{f['file']}:{f['line']}\t{f['rule']}\t{f['preview']}")
    if a.out:
        a.out.write_text(json.dumps(findings, indent=2), encoding="utf-8")
    print(f"{len(findings)} findings", file=sys.stderr)


if __name__ == "__main__":
    main()
