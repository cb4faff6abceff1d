#!/usr/bin/env python3
"""Truncate and seed a Postgres database."""
import argparse
import random
import sys

import psycopg
import yaml
from faker import Faker


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dsn", required=True)
    ap.add_argument("--fixtures", required=True)
    ap.add_argument("--fake-users", default="100")
    a = ap.parse_args()

    fixtures = yaml.safe_load(open(a.fixtures))
    n_users = int(a.fake_users)

    conn = psycopg.connect(a.dsn, autocommit=True)
    cur = conn.cursor()
    cur.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
    for (t,) in cur.fetchall():
        cur.execute(f'TRUNCATE TABLE "{t}" RESTART IDENTITY CASCADE')

    for table, rows in fixtures.items():
        for row in rows:
            cols = ", ".join(row)
            ph = ", ".join(["%s"] * len(row))
            cur.execute(f"INSERT INTO {table} ({cols}) VALUES ({ph})", list(row.values()))

    fake = Faker()
    org_ids = [r["id"] for r in fixtures.get("organisations", [])] or [None]
    for _ in range(n_users):
        cur.execute("INSERT INTO users (email, name, organisation_id) VALUES (%s, %s, %s)",
                    (fake.unique.email(), fake.name(), random.choice(org_ids)))
    print(f"seeded {n_users} users", file=sys.stderr)


if __name__ == "__main__":
    main()
