#!/usr/bin/env python3
"""Mask secrets and personal data in incident text. Usage: redact.py FILE (or - for stdin)."""
import re
import sys

RULES = [
    ("bearer", re.compile(r"(?i)(authorization:\s*bearer\s+)[A-Za-z0-9._\-]+"), r"\1[REDACTED-TOKEN]"),
    ("aws-key", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"), "[REDACTED-AWS-KEY]"),
    ("gh-token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36}\b"), "[REDACTED-GH-TOKEN]"),
    ("slack-token", re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}"), "[REDACTED-SLACK-TOKEN]"),
    ("kv-secret", re.compile(r"(?i)\b(password|passwd|secret|token|api[_-]?key)(\s*[=:]\s*)\S+"), r"\1\2[REDACTED]"),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]+"), "[REDACTED-JWT]"),
    ("email", re.compile(r"\b[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}\b"), "[REDACTED-EMAIL]"),
    ("ipv4", re.compile(r"\b(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\b"), "[REDACTED-IP]"),
    ("card", re.compile(r"\b(?:\d[ -]?){13,19}\b"), "[REDACTED-CARD]"),
]


def redact(text):
    counts = {}
    for name, rx, repl in RULES:
        text, n = rx.subn(repl, text)
        if n:
            counts[name] = n
    return text, counts


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: redact.py FILE|-")
    if sys.argv[1] == "-":
        text = sys.stdin.read()
    else:
        with open(sys.argv[1], encoding="utf-8", errors="replace") as fh:
            text = fh.read()
    out, counts = redact(text)
    sys.stdout.write(out)
    summary = ", ".join(f"{k}={v}" for k, v in sorted(counts.items())) or "nothing"
    print(f"redacted: {summary}", file=sys.stderr)


if __name__ == "__main__":
    main()
