#!/usr/bin/env python3
"""Log services and report due maintenance for a bicycle fleet."""
import argparse
import sqlite3
import sys
from contextlib import closing
from datetime import date, timedelta

INTERVALS = {
    "brake": (1500, 182),
    "chain": (3000, None),
    "tyre": (1000, 91),
    "safety check": (None, 365),
}


def connect(path):
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    return conn


def last_service(conn, bike, keyword):
    return conn.execute(
        "SELECT day, km FROM services WHERE bike_id = ? AND lower(service) LIKE ? ORDER BY day DESC LIMIT 1",
        (bike, f"%{keyword}%"),
    ).fetchone()


def current_km(conn, bike):
    row = conn.execute("SELECT max(km) AS km FROM services WHERE bike_id = ?", (bike,)).fetchone()
    return row["km"] or 0


def due_items(conn, today):
    out = []
    for b in conn.execute("SELECT bike_id FROM bikes WHERE status != 'retired' ORDER BY bike_id"):
        km_now = current_km(conn, b["bike_id"])
        for item, (km_int, days_int) in INTERVALS.items():
            last = last_service(conn, b["bike_id"], item)
            last_km = last["km"] if last else 0
            last_day = date.fromisoformat(last["day"]) if last else None
            reasons = []
            if km_int and km_now - last_km >= km_int:
                reasons.append(f"{km_now - last_km} km since last")
            if days_int and (last_day is None or (today - last_day).days >= days_int):
                reasons.append("never done" if last_day is None else f"{(today - last_day).days} days since last")
            if reasons:
                out.append((b["bike_id"], item, "; ".join(reasons)))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--db", default="fleet.db")
    sub = ap.add_subparsers(dest="cmd", required=True)
    lg = sub.add_parser("log")
    lg.add_argument("--bike", required=True)
    lg.add_argument("--km", type=int, required=True)
    lg.add_argument("--service", required=True)
    lg.add_argument("--parts", default="")
    lg.add_argument("--day", default=date.today().isoformat())
    sub.add_parser("due")
    rp = sub.add_parser("report")
    rp.add_argument("--month", required=True, help="YYYY-MM")
    rp.add_argument("-o", "--output", required=True)
    a = ap.parse_args()

    with closing(connect(a.db)) as conn:
        if a.cmd == "log":
            if a.km < 0:
                sys.exit("--km cannot be negative")
            if a.km < current_km(conn, a.bike):
                sys.exit(f"odometer {a.km} is lower than the last recorded reading for {a.bike}")
            with conn:
                conn.execute("INSERT INTO services (bike_id, day, km, service, parts) VALUES (?, ?, ?, ?, ?)",
                             (a.bike, a.day, a.km, a.service, a.parts))
            print(f"logged {a.service} for {a.bike} at {a.km} km")
        elif a.cmd == "due":
            for bike, item, why in due_items(conn, date.today()):
                print(f"{bike:8} {item:13} {why}")
        else:
            try:
                start = date.fromisoformat(a.month + "-01")
            except ValueError:
                sys.exit("--month must look like 2025-05")
            end = (start + timedelta(days=32)).replace(day=1)
            rows = conn.execute("SELECT * FROM services WHERE day >= ? AND day < ? ORDER BY day",
                                (start.isoformat(), end.isoformat())).fetchall()
            due = due_items(conn, end - timedelta(days=1))
            with open(a.output, "w", encoding="utf-8") as fh:
                fh.write(f"# Workshop report {a.month}\n\n## Services ({len(rows)})\n")
                for r in rows:
                    fh.write(f"- {r['day']} {r['bike_id']} @ {r['km']} km: {r['service']} {r['parts'] or ''}\n")
                fh.write(f"\n## Due or overdue ({len(due)})\n")
                for bike, item, why in due:
                    fh.write(f"- {bike}: {item} ({why})\n")
            print(f"wrote {a.output}")


if __name__ == "__main__":
    main()
