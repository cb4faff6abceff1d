#!/usr/bin/env python3
"""Flag risky Postgres DDL in migration files."""
import re
import sys

RULES = [
    ("MS001", re.compile(r"\bCREATE\s+(UNIQUE\s+)?INDEX\s+(?!CONCURRENTLY)", re.I), "index without CONCURRENTLY"),
    ("MS002", re.compile(r"\bDROP\s+(COLUMN|TABLE)\b", re.I), "destructive drop"),
    ("MS003", re.compile(r"\bALTER\s+COLUMN\s+\w+\s+(SET\s+DATA\s+)?TYPE\b", re.I), "type change rewrites table"),
    ("MS004", re.compile(r"\bADD\s+COLUMN\s+\w+\s+[\w()]+\s+NOT\s+NULL\b(?!.*\bDEFAULT\b)", re.I), "NOT NULL without default"),
    ("MS005", re.compile(r"\b(TRUNCATE\b|DELETE\s+FROM\s+\w+\s*;)", re.I), "data deletion"),
]


def main() -> int:
    hits = 0
    for path in sys.argv[1:]:
        try:
            with open(path, encoding="utf-8") as fh:
                lines = fh.readlines()
        except OSError as e:
            print(f"{path}: cannot read: {e}", file=sys.stderr)
            hits += 1
            continue
        for n, line in enumerate(lines, 1):
            for rule, rx, msg in RULES:
                if rx.search(line):
                    print(f"{path}:{n}: {rule} {msg}")
                    hits += 1
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main())
