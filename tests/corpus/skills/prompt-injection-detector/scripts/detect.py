#!/usr/bin/env python3
"""Report likely prompt-injection content in a text file. Reads only; never executes."""
import base64
import binascii
import re
import sys
import unicodedata

OVERRIDE = re.compile(
    r"\b(ignore|disregard|forget)\b.{0,40}\b(previous|prior|above|earlier)\b.{0,20}\b(instructions?|rules?)\b",
    re.I,
)
ROLE = re.compile(r"\byou are now\b|\bdeveloper mode\b", re.I)
ASSISTANT_COMMENT = re.compile(r"<!--(?:(?!-->).)*\b(assistant|agent|the ai|claude|llm)\b", re.I | re.S)
B64 = re.compile(r"[A-Za-z0-9+/]{60,}={0,2}")
INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\U000e0000-\U000e007f]")


def visible(s):
    return "".join(f"U+{ord(c):04X}" if unicodedata.category(c) in ("Cf", "Co") else c for c in s)


def check_text(text, origin, hits):
    for lineno, line in enumerate(text.splitlines(), 1):
        for rx, cat in ((OVERRIDE, "override"), (ROLE, "role-switch")):
            m = rx.search(line)
            if m:
                hits.append((origin, lineno, cat, m.group(0)))
        if INVISIBLE.search(line):
            hits.append((origin, lineno, "hidden-characters", visible(line.strip())[:120]))
        for m in B64.finditer(line):
            try:
                decoded = base64.b64decode(m.group(0), validate=True).decode("utf-8")
            except (binascii.Error, UnicodeDecodeError):
                continue
            hits.append((origin, lineno, "encoded-payload", decoded[:80]))
            check_text(decoded, f"{origin}:{lineno}:base64", hits)


def main(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as fh:
            text = fh.read()
    except OSError as err:
        sys.exit(f"cannot read {path}: {err}")
    hits = []
    check_text(text, path, hits)
    for m in ASSISTANT_COMMENT.finditer(text):
        hits.append((path, text.count("\n", 0, m.start()) + 1, "assistant-comment", m.group(0)[:80]))
    for origin, lineno, cat, snippet in sorted(hits, key=lambda h: (h[0], h[1])):
        print(f"{origin}:{lineno}\t{cat}\t{snippet}")
    sys.exit(1 if hits else 0)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: detect.py FILE")
    main(sys.argv[1])
