#!/usr/bin/env python3
"""Flag risky operations in an Alembic migration file, or check the DB head."""
import ast
import os
import re
import subprocess
import sys

RULES = [
    (re.compile(r"create_index\((?![^)]*postgresql_concurrently=True)"), "index without CONCURRENTLY"),
    (re.compile(r"alter_column\([^)]*type_="), "ALTER COLUMN TYPE rewrites the table"),
    (re.compile(r"drop_(table|column)\("), "destructive drop; needs a contract release"),
    (re.compile(r"nullable=False(?![^)]*server_default)"), "NOT NULL without server_default"),
    (re.compile(r"create_foreign_key\("), "FK validates immediately; consider NOT VALID"),
]


def lint(path):
    with open(path, encoding="utf-8") as fh:
        src = fh.read()
    ast.parse(src)  # syntax check
    problems = []
    for n, line in enumerate(src.splitlines(), 1):
        for rx, msg in RULES:
            if rx.search(line):
                problems.append(f"{path}:{n}: {msg}")
    if "lock_timeout" not in src and re.search(r"op\.(alter|add|drop|create)_", src):
        problems.append(f"{path}: no SET lock_timeout")
    return problems


def check_db():
    try:
        out = subprocess.run(["alembic", "current"], capture_output=True, text=True, check=True).stdout
        print(out.strip() or "no revision applied")
    except Exception:
        pass


if __name__ == "__main__":
    if "--check-db" in sys.argv:
        check_db()
        sys.exit(0)
    issues = [p for f in sys.argv[1:] for p in lint(f)]
    print("\n".join(issues) or "no issues")
    sys.exit(1 if issues else 0)
