#!/usr/bin/env python3
"""Wait until a replica's replay lag is below a threshold."""
import argparse
import time

import psycopg2

SQL = "SELECT EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp())"


def lag(host):
    with psycopg2.connect(host=host, dbname="postgres", connect_timeout=5) as conn:
        with conn.cursor() as cur:
            cur.execute(SQL)
            value = cur.fetchone()[0]
            return float(value) if value is not None else 0.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--replica", required=True)
    ap.add_argument("--max-lag", type=float, default=60.0)
    a = ap.parse_args()
    while True:
        try:
            current = lag(a.replica)
            print(f"lag {current:.1f}s")
            if current <= a.max_lag:
                print("OK")
                return
        except Exception:
            pass
        time.sleep(2)


if __name__ == "__main__":
    main()
