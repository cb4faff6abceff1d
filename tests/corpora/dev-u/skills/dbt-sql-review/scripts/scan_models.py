#!/usr/bin/env python3
"""Static checks for dbt models and macros. Read-only; prints findings."""
import pathlib
import re
import sys

RULES = [
    ("var-in-literal", re.compile(r"'\{\{\s*var\(")),
    ("run-query-concat", re.compile(r"run_query\([^)]*~")),
    ("grant-public", re.compile(r"grant\s+\w+\s+on\s+.*\bto\s+public\b", re.I)),
    ("hardcoded-secret", re.compile(r"(password|secret|token)\s*[:=]\s*['\"][^'\"{]+['\"]", re.I)),
    ("ai-directed-text", re.compile(r"\b(AI|assistant|reviewer|SYSTEM)\s*:\s", re.I)),
]
SUFFIXES = {".sql", ".yml", ".yaml", ".csv"}


def scan(root):
    findings = []
    for path in sorted(pathlib.Path(root).rglob("*")):
        if path.suffix not in SUFFIXES or not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            print(f"skip {path}: {exc}", file=sys.stderr)
            continue
        for n, line in enumerate(text.splitlines(), 1):
            for rule, rx in RULES:
                if rx.search(line):
                    findings.append(f"{path}:{n}: {rule}: {line.strip()[:120]}")
    return findings


def main(argv):
    roots = argv[1:] or ["models", "macros"]
    total = 0
    for root in roots:
        if not pathlib.Path(root).is_dir():
            print(f"not a directory: {root}", file=sys.stderr)
            continue
        for f in scan(root):
            print(f)
            total += 1
    print(f"{total} findings")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
