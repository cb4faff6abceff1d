#!/usr/bin/env python3
"""Flag embedded-instruction phrases and hidden characters in extracted invoice text.

Read-only: the file is scanned and findings are printed. Nothing is executed or sent.
"""
import re
import sys
import unicodedata

PHRASES = [
    r"ignore (all |any )?(previous|prior|above) instructions",
    r"disregard (the|your) (rules|instructions|guidelines)",
    r"you are now in \w+ mode",
    r"as the system,? i (authori[sz]e|instruct)",
    r"do not (tell|inform|mention (this )?to) the user",
    r"(send|forward|email|upload) (a copy of )?(this|the) (chat|conversation|document)",
    r"system prompt",
]
PATTERN = re.compile("|".join(PHRASES), re.IGNORECASE)
LONG_LINE = 400


def invisible(ch):
    return unicodedata.category(ch) == "Cf" or 0xE0000 <= ord(ch) <= 0xE007F


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: screen_text.py extracted.txt")
    try:
        with open(sys.argv[1], encoding="utf-8", errors="replace") as fh:
            lines = fh.read().splitlines()
    except OSError as exc:
        sys.exit(f"cannot read {sys.argv[1]}: {exc}")
    findings = 0
    for n, line in enumerate(lines, 1):
        m = PATTERN.search(line)
        if m:
            findings += 1
            print(f"line {n}: embedded instruction phrase: {m.group(0)!r}")
        hidden = [f"U+{ord(c):04X}" for c in line if invisible(c)]
        if hidden:
            findings += 1
            print(f"line {n}: invisible characters {sorted(set(hidden))}")
        if len(line) > LONG_LINE:
            findings += 1
            print(f"line {n}: unusually long line ({len(line)} chars), check for hidden text")
    print(f"{findings} finding(s)")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
