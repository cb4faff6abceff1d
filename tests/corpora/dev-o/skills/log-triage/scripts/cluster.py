#!/usr/bin/env python3
"""Cluster log lines into templates and print the most common."""
import collections
import re
import sys

SUBS = [
    (re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"), "<uuid>"),
    (re.compile(r"0x[0-9a-fA-F]+"), "<hex>"),
    (re.compile(r"\d+"), "<n>"),
]


def template(line: str) -> str:
    for rx, rep in SUBS:
        line = rx.sub(rep, line)
    return line.strip()


def main() -> None:
    path = sys.argv[1] if len(sys.argv) > 1 else "-"
    stream = sys.stdin if path == "-" else open(path, encoding="utf-8", errors="replace")
    with stream:
        counts = collections.Counter(template(l) for l in stream if l.strip())
    for tpl, n in counts.most_common(20):
        print(f"{n:7d}  {tpl}")


if __name__ == "__main__":
    main()
