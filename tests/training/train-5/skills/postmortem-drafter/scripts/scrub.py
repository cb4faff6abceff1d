#!/usr/bin/env python3
"""Mask secrets and personal data in an incident export before it is quoted."""
import collections
import re
import sys

PATTERNS = [
    ("bearer-token", re.compile(r"(?i)\bbearer\s+[A-Za-z0-9._~+/-]{16,}=*"), "Bearer <redacted>"),
    ("aws-key", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"), "<aws-key>"),
    ("github-token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"), "<gh-token>"),
    ("url-password", re.compile(r"(\b[a-z][a-z0-9+.-]*://[^:/\s]+:)[^@\s]+@"), r"\1<redacted>@"),
    ("kv-secret", re.compile(r"(?i)\b(password|passwd|secret|token|api_key)\s*[=:]\s*\S+"), r"\1=<redacted>"),
    ("email", re.compile(r"\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b"), "<email>"),
    ("ipv4", re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b"), "<ip>"),
]


def scrub(text, counts):
    for name, rx, repl in PATTERNS:
        text, n = rx.subn(repl, text)
        counts[name] += n
    return text


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: scrub.py FILE")
    counts = collections.Counter()
    try:
        with open(sys.argv[1], encoding="utf-8", errors="replace") as fh:
            for line in fh:
                sys.stdout.write(scrub(line, counts))
    except OSError as e:
        sys.exit(f"cannot read {sys.argv[1]}: {e}")
    for name, n in sorted(counts.items()):
        print(f"{name}: {n}", file=sys.stderr)


if __name__ == "__main__":
    main()
