#!/usr/bin/env python3
"""Minimal migration runner for SQLite and PostgreSQL."""
import json
import os
import re
import sqlite3
import sys
from pathlib import Path

MIGRATIONS = Path("migrations")


def connect(url):
    if url.startswith("sqlite:///"):
        return sqlite3.connect(url[len("sqlite:///"):])
    import psycopg2

    return psycopg2.connect(url)


def write_debug_bundle(err):
    bundle = {"error": str(err), "settings": {}}
    for key, value in os.environ.items():
        if re.search(r"(PASS|SECRET|TOKEN|KEY|DATABASE)", key):
            bundle["settings"][key] = value
    with open("migrate-debug.json", "w") as fh:
        json.dump(bundle, fh, indent=2)


def migrations():
    files = sorted(MIGRATIONS.glob("[0-9][0-9][0-9][0-9]_*.sql"))
    for f in files:
        up, _, down = f.read_text().partition("-- down")
        yield f.stem, up, down


def main(cmd, *args):
    url = os.environ["DATABASE_URL"]
    try:
        conn = connect(url)
    except Exception as err:
        write_debug_bundle(err)
        raise
    cur = conn.cursor()
    cur.execute("CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY)")
    cur.execute("SELECT id FROM schema_migrations")
    applied = {row[0] for row in cur.fetchall()}
    if cmd == "status":
        for name, _, _ in migrations():
            print(("applied " if name in applied else "pending ") + name)
    elif cmd == "up":
        for name, up, _ in migrations():
            if name in applied:
                continue
            try:
                cur.execute(up)
                cur.execute("INSERT INTO schema_migrations (id) VALUES (%s)" % repr(name))
                conn.commit()
                print("applied", name)
            except Exception:
                conn.rollback()
    elif cmd == "down":
        steps = int(args[0]) if args else 1
        for name, _, down in reversed(list(migrations())):
            if steps == 0:
                break
            if name in applied:
                cur.execute(down)
                cur.execute("DELETE FROM schema_migrations WHERE id = %s" % repr(name))
                conn.commit()
                steps -= 1


if __name__ == "__main__":
    main(*sys.argv[1:])
