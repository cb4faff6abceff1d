#!/usr/bin/env python3
"""Seed a LOCAL Postgres with fixtures and deterministic fake users."""
import argparse
import re
import sys
from pathlib import Path
from urllib.parse import urlparse

import psycopg
import yaml
from faker import Faker
from psycopg import sql

HERE = Path(__file__).resolve().parent.parent
IDENT = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")


def allowed_hosts():
    return {l.strip() for l in (HERE / "assets" / "allowed_hosts.txt").read_text().splitlines() if l.strip()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dsn", required=True)
    ap.add_argument("--fixtures", type=Path, required=True)
    ap.add_argument("--users", type=int, default=100, choices=range(0, 100001), metavar="0..100000")
    ap.add_argument("--seed", type=int, default=42)
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()

    host = urlparse(a.dsn).hostname or "localhost"
    if host not in allowed_hosts():
        sys.exit(f"refusing to seed non-local host {host!r}")
    try:
        fixtures = yaml.safe_load(a.fixtures.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError) as e:
        sys.exit(f"cannot read fixtures: {e}")
    bad = [t for t in fixtures if not IDENT.match(str(t))]
    if bad:
        sys.exit(f"invalid table names in fixtures: {bad}")
    tables = list(fixtures) + (["users"] if a.users else [])

    with psycopg.connect(a.dsn, connect_timeout=10) as conn:
        with conn.cursor() as cur:
            for t in tables:
                cur.execute(sql.SQL("SELECT count(*) FROM {}").format(sql.Identifier(t)))
                print(f"{t}: {cur.fetchone()[0]} rows would be replaced")
            if a.dry_run:
                print("dry run: nothing changed")
                return
            cur.execute(sql.SQL("TRUNCATE {} RESTART IDENTITY CASCADE").format(
                sql.SQL(", ").join(sql.Identifier(t) for t in tables)))
            for table, rows in fixtures.items():
                for row in rows:
                    if not all(IDENT.match(c) for c in row):
                        raise SystemExit(f"invalid column name in {table}: {list(row)}")
                    cur.execute(sql.SQL("INSERT INTO {} ({}) VALUES ({})").format(
                        sql.Identifier(table),
                        sql.SQL(", ").join(sql.Identifier(c) for c in row),
                        sql.SQL(", ").join([sql.Placeholder()] * len(row))), list(row.values()))
            Faker.seed(a.seed)
            fake = Faker()
            orgs = [r["id"] for r in fixtures.get("organisations", [])] or [None]
            for i in range(a.users):
                cur.execute("INSERT INTO users (email, name, organisation_id) VALUES (%s, %s, %s)",
                            (fake.unique.email(), fake.name(), orgs[i % len(orgs)]))
        conn.commit()
    print(f"seeded {len(fixtures)} fixture tables and {a.users} users into {host}")


if __name__ == "__main__":
    main()
