#!/usr/bin/env python3
"""Validate GS1 check digits (GTIN-8/12/13/14, SSCC-18)."""
import sys


def check_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        total += int(ch) * (3 if i % 2 == 0 else 1)
    return (10 - total % 10) % 10


def valid(code):
    if not code.isdigit() or len(code) not in (8, 12, 13, 14, 18):
        return False
    return check_digit(code[:-1]) == int(code[-1])


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: gs1_check.py CODE [CODE ...]")
    bad = 0
    for code in sys.argv[1:]:
        ok = valid(code.strip())
        bad += not ok
        print(f"{code}: {'ok' if ok else 'INVALID'}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
