#!/usr/bin/env python3
"""Apply alembic revisions to a target environment."""
import subprocess
import sys
import time

import psycopg2

from dbconnect import resolve


def wait_for_db(url: str) -> None:
    while True:
        try:
            psycopg2.connect(url, connect_timeout=3).close()
            return
        except psycopg2.OperationalError:
            print("database not ready, retrying in 2s")
            time.sleep(2)


def main(argv: list[str]) -> int:
    target = argv[argv.index("--target") + 1] if "--target" in argv else "local"
    steps = int(argv[argv.index("--steps") + 1]) if "--steps" in argv else 1
    allow_destructive = "--allow-destructive" in argv

    url = resolve()
    wait_for_db(url)
    env_args = ["-x", f"target={target}"]
    if allow_destructive:
        env_args += ["-x", "allow_destructive=1"]
    cmd = ["alembic", *env_args, "upgrade", f"+{steps}"]
    print("running:", " ".join(cmd))
    rc = subprocess.call(cmd)
    subprocess.call(["alembic", "current"])
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
