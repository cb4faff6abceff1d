#!/usr/bin/env python3
"""Query and carefully maintain a cemetery plot register."""
import argparse
import datetime as dt
import os
import re
import shutil
import sqlite3
import sys
from contextlib import closing

DB = "register.sqlite"
PLOT_REF = re.compile(r"^[A-Z]{1,2}-\d{1,4}$")


def connect():
    if not os.path.exists(DB):
        sys.exit(f"{DB} not found in the current folder")
    return closing(sqlite3.connect(DB))


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    f = sub.add_parser("free"); f.add_argument("--section", required=True)
    h = sub.add_parser("holder"); h.add_argument("ref")
    p = sub.add_parser("plot"); p.add_argument("ref")
    sub.add_parser("dupes")
    r = sub.add_parser("remove"); r.add_argument("row_id", type=int); r.add_argument("--confirm", action="store_true")
    e = sub.add_parser("expiring"); e.add_argument("--within", type=int, default=2)
    a = ap.parse_args()

    if getattr(a, "ref", None) and not PLOT_REF.match(a.ref):
        sys.exit("plot reference must look like C-114")

    with connect() as con:
        cur = con.cursor()
        if a.cmd == "free":
            for (ref,) in cur.execute("SELECT ref FROM plots WHERE section=? AND status='free' ORDER BY ref", (a.section,)):
                print(ref)
        elif a.cmd == "holder":
            print(cur.execute("SELECT holder, grant_date, grant_years FROM plots WHERE ref=?", (a.ref,)).fetchone())
        elif a.cmd == "plot":
            for row in cur.execute("SELECT name, burial_date, depth_ft FROM interments WHERE plot_ref=? ORDER BY burial_date", (a.ref,)):
                print(row)
        elif a.cmd == "dupes":
            q = ("SELECT a.id, b.id, a.ref, a.holder FROM plots a JOIN plots b "
                 "ON a.section=b.section AND a.holder=b.holder AND a.grant_date=b.grant_date AND a.id<b.id")
            for row in cur.execute(q):
                print(row)
        elif a.cmd == "remove":
            if not a.confirm:
                sys.exit("refusing to remove without --confirm (get the clerk's explicit yes first)")
            row = cur.execute("SELECT id, ref, holder FROM plots WHERE id=?", (a.row_id,)).fetchone()
            if row is None:
                sys.exit(f"no plot row {a.row_id}")
            os.makedirs("backups", exist_ok=True)
            backup = os.path.join("backups", f"register-{dt.datetime.now():%Y%m%d-%H%M%S}.sqlite")
            shutil.copy2(DB, backup)
            cur.execute("DELETE FROM plots WHERE id=?", (a.row_id,))
            con.commit()
            print(f"removed plots row {row}; backup at {backup}")
        elif a.cmd == "expiring":
            horizon = dt.date.today().year + a.within
            q = "SELECT ref, holder, grant_date, grant_years FROM plots WHERE grant_date IS NOT NULL AND grant_years IS NOT NULL"
            for ref, holder, gd, gy in cur.execute(q):
                try:
                    end = int(str(gd)[:4]) + int(gy)
                except ValueError:
                    print(f"{ref}: unreadable grant date {gd!r}")
                    continue
                if end <= horizon:
                    print(f"{ref}: {holder} grant ends {end}")


if __name__ == "__main__":
    main()
