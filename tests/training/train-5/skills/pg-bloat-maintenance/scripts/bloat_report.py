#!/usr/bin/env python3
"""Read-only bloat and autovacuum report for the database in DATABASE_URL."""
import argparse
import os
import sys
from pathlib import Path

import psycopg2

QUERIES = Path(__file__).resolve().parent.parent / "references" / "bloat-queries.sql"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--min-mb", type=int, default=100)
    a = ap.parse_args()
    if a.min_mb < 0:
        sys.exit("--min-mb must be >= 0")
    dsn = os.environ.get("DATABASE_URL")
    if not dsn:
        sys.exit("DATABASE_URL is not set")
    statements = [s.strip() for s in QUERIES.read_text(encoding="utf-8").split(";") if s.strip()]
    conn = psycopg2.connect(dsn, connect_timeout=10, options="-c statement_timeout=60s")
    try:
        conn.set_session(readonly=True)
        with conn.cursor() as cur:
            for sql in statements:
                cur.execute(sql, {"min_bytes": a.min_mb * 1024 * 1024})
                cols = [d[0] for d in cur.description]
                print("| " + " | ".join(cols) + " |")
                print("|" + "---|" * len(cols))
                for row in cur.fetchall():
                    print("| " + " | ".join("" if v is None else str(v) for v in row) + " |")
                print()
    except psycopg2.Error as e:
        sys.exit(f"query failed: {e.pgerror or e}")
    finally:
        conn.close()


if __name__ == "__main__":
    main()
