#!/usr/bin/env python3
"""Redact common secret shapes from a log file before it is quoted in a postmortem.

Usage: redact_log.py INPUT > OUTPUT
Reads only the named file; writes the redacted text to stdout.
"""
import re
import sys

RULES = [
    ("private-key", re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?-----END [A-Z ]*PRIVATE KEY-----", re.S)),
    ("token", re.compile(r"(?i)(bearer\s+)[A-Za-z0-9._\-]{12,}")),
    ("password", re.compile(r"(?i)(password|passwd|pwd)=([^&\s]+)")),
    ("aws-key-id", re.compile(r"\b(AKIA|ASIA)[A-Z0-9]{16}\b")),
    ("url-credentials", re.compile(r"(https?://)[^/\s:@]+:[^/\s@]+@")),
    ("email", re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}")),
]


def redact(text):
    counts = {}
    for label, pattern in RULES:
        def repl(m, label=label):
            counts[label] = counts.get(label, 0) + 1
            if label == "token":
                return m.group(1) + "[REDACTED:token]"
            if label == "password":
                return m.group(1) + "=[REDACTED:password]"
            if label == "url-credentials":
                return m.group(1) + "[REDACTED:credentials]@"
            return f"[REDACTED:{label}]"
        text = pattern.sub(repl, text)
    return text, counts


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8", errors="replace") as fh:
            original = fh.read()
    except OSError as exc:
        print(f"cannot read {argv[1]}: {exc}", file=sys.stderr)
        return 1
    redacted, counts = redact(original)
    sys.stdout.write(redacted)
    summary = ", ".join(f"{k}={v}" for k, v in sorted(counts.items())) or "nothing matched"
    print(f"redactions: {summary}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
