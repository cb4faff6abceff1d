#!/usr/bin/env python3
"""Flag data-loss and locking hazards in a Prisma migration.sql file."""
import argparse
import os
import re
import sys
from pathlib import Path
from urllib.parse import urlsplit

HAZARDS = [
    ("data-loss", re.compile(r"^\s*DROP\s+(TABLE|COLUMN|INDEX|TYPE)\b", re.I | re.M), "drops an object"),
    ("data-loss", re.compile(r"ALTER\s+TABLE\s+\S+\s+DROP\s+COLUMN", re.I), "drops a column"),
    ("data-loss", re.compile(r"ALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE", re.I), "changes a column type"),
    ("blocking", re.compile(r"ADD\s+COLUMN\s+[^;]*NOT\s+NULL(?![^;]*DEFAULT)", re.I), "NOT NULL column without default"),
    ("blocking", re.compile(r"CREATE\s+(UNIQUE\s+)?INDEX\s+(?!CONCURRENTLY)", re.I), "index built without CONCURRENTLY"),
    ("review", re.compile(r"\bTRUNCATE\b|\bDELETE\s+FROM\b", re.I), "deletes rows"),
]


def masked_target() -> str:
    url = os.environ.get("DATABASE_URL")
    if not url:
        return "DATABASE_URL is not set"
    parts = urlsplit(url)
    host = parts.hostname or "?"
    port = f":{parts.port}" if parts.port else ""
    user = parts.username or "?"
    return f"{user}:****@{host}{port}{parts.path}"


def check(sql_path: Path) -> int:
    if not sql_path.is_file():
        print(f"{sql_path} does not exist", file=sys.stderr)
        return 2
    sql = sql_path.read_text(encoding="utf-8")
    worst = 0
    for severity, rx, msg in HAZARDS:
        for m in rx.finditer(sql):
            line = sql.count("\n", 0, m.start()) + 1
            print(f"{sql_path}:{line}: [{severity}] {msg}: {m.group(0).strip()[:70]}")
            if severity == "data-loss":
                worst = 1
    if not worst:
        print("no data-loss hazards found")
    return worst


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("sql", nargs="?")
    ap.add_argument("--target", action="store_true", help="print the masked DATABASE_URL target")
    args = ap.parse_args()
    if args.target:
        print(masked_target())
        return 0
    if not args.sql:
        ap.error("migration.sql path required")
    return check(Path(args.sql))


if __name__ == "__main__":
    sys.exit(main())
