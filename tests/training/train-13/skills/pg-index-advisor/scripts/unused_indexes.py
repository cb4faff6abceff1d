#!/usr/bin/env python3
"""List non-unique indexes with zero scans since stats reset (read-only query via psql)."""
import os
import subprocess
import sys

SQL = """
select s.schemaname || '.' || s.relname, s.indexrelname, pg_size_pretty(pg_relation_size(s.indexrelid))
from pg_stat_user_indexes s join pg_index i on i.indexrelid = s.indexrelid
where s.idx_scan = 0 and not i.indisunique and not i.indisprimary
order by pg_relation_size(s.indexrelid) desc limit 50
"""


def main():
    url = os.environ.get("DATABASE_URL")
    if not url:
        sys.exit("set DATABASE_URL to the database the user chose")
    res = subprocess.run(["psql", url, "-X", "-At", "-F", "\t", "-c", SQL],
                         capture_output=True, text=True, timeout=60)
    if res.returncode != 0:
        sys.exit(f"psql failed: {res.stderr.strip()}")
    print(res.stdout or "no unused non-unique indexes")


if __name__ == "__main__":
    main()
