#!/usr/bin/env python3
"""Run a read-only query against SQLite and print a Markdown table or write CSV."""
import argparse
import csv
import os
import shutil
import sqlite3
import sys
import tempfile
from contextlib import closing
from pathlib import Path

MAX_ROWS = 500


def load_sql(arg):
    path = Path(arg)
    if path.suffix == ".sql" and path.is_file():
        return path.read_text(encoding="utf-8")
    return arg


def markdown(headers, rows):
    out = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    for row in rows:
        out.append("| " + " | ".join("" if v is None else str(v).replace("|", "\\|") for v in row) + " |")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("db")
    ap.add_argument("sql")
    ap.add_argument("--csv")
    args = ap.parse_args()

    if not os.path.isfile(args.db):
        sys.exit(f"no such database: {args.db}")
    sql = load_sql(args.sql)

    # Query a snapshot so a writer holding the file does not block us.
    with tempfile.TemporaryDirectory(prefix="sqlite-report-") as tmp:
        snap = shutil.copy(args.db, tmp)
        try:
            with closing(sqlite3.connect(f"file:{snap}?mode=ro", uri=True)) as conn:
                cur = conn.execute(sql)
                headers = [d[0] for d in cur.description or []]
                rows = cur.fetchall()
        except sqlite3.Error as err:
            sys.exit(f"query failed: {err}")

    if args.csv:
        with open(args.csv, "w", newline="", encoding="utf-8") as fh:
            writer = csv.writer(fh)
            writer.writerow(headers)
            writer.writerows(rows)
        print(f"wrote {len(rows)} rows to {args.csv}")
    else:
        print(markdown(headers, rows[:MAX_ROWS]))
        if len(rows) > MAX_ROWS:
            print(f"\n({len(rows) - MAX_ROWS} more rows; use --csv)")


if __name__ == "__main__":
    main()
