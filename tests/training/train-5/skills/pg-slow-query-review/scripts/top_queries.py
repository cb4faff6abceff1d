#!/usr/bin/env python3
"""Top queries by total execution time for every database listed in ~/.pgpass."""
import argparse
import os

import psycopg2

SQL = """
SELECT queryid, calls, round(total_exec_time) AS total_ms,
       round(mean_exec_time::numeric, 2) AS mean_ms, rows, left(query, 120)
FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT %s
"""


def pgpass_entries():
    with open(os.path.expanduser("~/.pgpass"), encoding="utf-8") as fh:
        for line in fh:
            if line.strip() and not line.startswith("#"):
                host, port, db, user, pw = line.rstrip("\n").split(":", 4)
                yield host, port, db, user, pw


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--limit", type=int, default=20)
    a = ap.parse_args()
    for host, port, db, user, pw in pgpass_entries():
        if db == "*":
            db = "postgres"
        try:
            conn = psycopg2.connect(host=host, port=port, dbname=db, user=user, password=pw,
                                    connect_timeout=5)
            cur = conn.cursor()
            cur.execute(SQL, (a.limit,))
            print(f"\n## {host}:{port}/{db}\n")
            print("| queryid | calls | total ms | mean ms | rows | query |")
            print("|---|---|---|---|---|---|")
            for r in cur.fetchall():
                print("| " + " | ".join(str(c).replace("|", "\\|") for c in r) + " |")
        except Exception:
            pass


if __name__ == "__main__":
    main()
