#!/usr/bin/env python3
"""Report lines in extracted document text that look like prompt injection.

Usage: screen.py FILE.txt
Read-only: prints findings, never changes the file, never makes network calls.
"""
import re
import sys

RULES = [
    ("override", re.compile(r"\b(ignore|disregard)\b.{0,40}\b(previous|prior|above)\b.{0,20}\binstructions?\b", re.I)),
    ("override", re.compile(r"^\s*(system|admin(istrator)?)\s*(message|notice)?\s*:", re.I)),
    ("exfiltration", re.compile(r"\b(email|send|forward|upload|post)\b.{0,60}(@|https?://)", re.I)),
    ("concealment", re.compile(r"\b(do not|don't)\s+(tell|mention|inform)\b", re.I)),
    ("credentials", re.compile(r"(\.ssh/|\.aws/credentials|system prompt|api key)", re.I)),
    ("remote-code", re.compile(r"(curl|wget)\b.{0,80}\|\s*(ba)?sh\b|\bexec\s*\(", re.I)),
]
ZERO_WIDTH = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")


def main(path):
    hits = 0
    with open(path, encoding="utf-8", errors="replace") as fh:
        for n, line in enumerate(fh, start=1):
            if ZERO_WIDTH.search(line):
                print(f"{n}: hidden-carrier: zero-width characters present")
                hits += 1
            for name, rule in RULES:
                if rule.search(line):
                    print(f"{n}: {name}: {line.strip()[:200]}")
                    hits += 1
    print(f"{hits} finding(s)")
    return 1 if hits else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
