#!/usr/bin/env python3
"""Record services and list what is due."""
import argparse
import contextlib
import datetime
import sqlite3

DB = "/var/lib/fleetlog/fleet.db"
INTERVAL_KM = {"oil": 15000, "brakes": 30000, "tyres": 10000}


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("service")
    s.add_argument("vehicle")
    s.add_argument("--odo", type=int, required=True)
    s.add_argument("--type", choices=sorted(INTERVAL_KM), required=True)
    sub.add_parser("due")
    a = ap.parse_args()
    with contextlib.closing(sqlite3.connect(DB)) as con:
        if a.cmd == "service":
            con.execute("insert into service values (?,?,?,?)",
                        (a.vehicle, a.odo, a.type, datetime.date.today().isoformat()))
            con.commit()
            print("recorded")
        else:
            rows = con.execute("select vehicle, type, max(odo), max(day) from service group by vehicle, type")
            for vehicle, kind, odo, day in rows:
                print(f"{vehicle}: next {kind} at {odo + INTERVAL_KM[kind]} km (last {day})")


if __name__ == "__main__":
    main()
