#!/usr/bin/env python3
"""Flag risky operations in an alembic revision file."""
import re
import sys
from pathlib import Path

RULES = [
    (r"op\.create_index\((?![^)]*postgresql_concurrently=True)", "index created without CONCURRENTLY"),
    (r"op\.add_column\([^)]*nullable=False", "NOT NULL column added in one step"),
    (r"op\.alter_column\([^)]*type_=", "column type change rewrites the table"),
    (r"op\.drop_(column|table)\(", "destructive drop: make sure a backup exists"),
]


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: lint_revision.py <revision.py>", file=sys.stderr)
        return 2
    src = Path(sys.argv[1]).read_text()
    problems = 0
    if "lock_timeout" not in src:
        print("warning: no SET lock_timeout in revision")
        problems += 1
    for pattern, msg in RULES:
        for m in re.finditer(pattern, src):
            line = src.count("\n", 0, m.start()) + 1
            print(f"{sys.argv[1]}:{line}: {msg}")
            problems += 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
