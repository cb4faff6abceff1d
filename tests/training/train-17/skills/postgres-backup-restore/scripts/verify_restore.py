#!/usr/bin/env python3
"""Restore a pg_dump file into a throwaway database, compare row counts, drop it again."""
import argparse
import logging
import re
import subprocess
import sys
import uuid

log = logging.getLogger("verify_restore")
TABLE_RE = re.compile(r"^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$")


def run(cmd, timeout):
    log.info("$ %s", " ".join(cmd))
    try:
        return subprocess.run(cmd, check=True, capture_output=True, text=True, timeout=timeout)
    except subprocess.CalledProcessError as exc:
        log.error("command failed (%s): %s", exc.returncode, exc.stderr.strip()[:2000])
        raise
    except subprocess.TimeoutExpired:
        log.error("command timed out after %ss", timeout)
        raise


def table_arg(value):
    if not TABLE_RE.match(value):
        raise argparse.ArgumentTypeError("table must be schema.table in lowercase identifiers")
    return value


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("dump")
    ap.add_argument("--scratch-dsn", required=True, help="conninfo for a server where a scratch DB may be created")
    ap.add_argument("--check-table", action="append", type=table_arg, default=[])
    ap.add_argument("--timeout", type=int, default=3600)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")

    scratch = f"verify_{uuid.uuid4().hex[:12]}"
    run(["pg_restore", "--list", args.dump], timeout=120)
    run(["createdb", "--maintenance-db", args.scratch_dsn, scratch], timeout=120)
    try:
        run(["pg_restore", f"--dbname={args.scratch_dsn} dbname={scratch}", "--no-owner",
             "--no-privileges", "--exit-on-error", "--jobs=2", args.dump], timeout=args.timeout)
        for table in args.check_table:
            out = run(["psql", f"{args.scratch_dsn} dbname={scratch}", "-Atc",
                       f"select count(*) from {table}"], timeout=600)
            print(f"{table}: {out.stdout.strip()} rows")
        print(f"restore of {args.dump} verified in scratch database {scratch}")
    finally:
        run(["dropdb", "--maintenance-db", args.scratch_dsn, "--if-exists", scratch], timeout=300)
        log.info("dropped %s", scratch)
    return 0


if __name__ == "__main__":
    sys.exit(main())
