#!/usr/bin/env python3
"""Greedy weekly rota builder for a restaurant."""
import argparse
import csv
import json
import sys
from collections import defaultdict
from datetime import date, datetime, timedelta
from pathlib import Path

DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
ROOT = Path(__file__).resolve().parent.parent


def read_csv(path, required):
    if not path.is_file():
        sys.exit(f"missing input file {path}")
    with path.open(newline="", encoding="utf-8-sig") as fh:
        reader = csv.DictReader(fh)
        missing = set(required) - set(reader.fieldnames or [])
        if missing:
            sys.exit(f"{path.name}: missing columns {', '.join(sorted(missing))}")
        return [{k: (v or "").strip() for k, v in r.items() if k} for r in reader]


def at(week_start, day, hhmm, where):
    if day not in DAYS:
        sys.exit(f"{where}: day must be one of {', '.join(DAYS)}, got {day!r}")
    try:
        t = datetime.strptime(hhmm, "%H:%M").time()
    except ValueError:
        sys.exit(f"{where}: time must be HH:MM, got {hhmm!r}")
    return datetime.combine(week_start + timedelta(days=DAYS.index(day)), t)


def shift_span(week_start, day, start, end, where):
    s, e = at(week_start, day, start, where), at(week_start, day, end, where)
    if e <= s:
        e += timedelta(days=1)  # closes after midnight
    return s, e


def ics(name, shifts):
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//shift-scheduler//EN"]
    for i, (s, e, role) in enumerate(shifts):
        lines += ["BEGIN:VEVENT", f"UID:{name.replace(' ', '-')}-{s:%Y%m%dT%H%M}-{i}@shift-scheduler",
                  f"DTSTART:{s:%Y%m%dT%H%M%S}", f"DTEND:{e:%Y%m%dT%H%M%S}", f"SUMMARY:{role} shift", "END:VEVENT"]
    lines.append("END:VCALENDAR")
    return "\r\n".join(lines) + "\r\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("folder")
    ap.add_argument("--week", required=True, help="Monday of the week, YYYY-MM-DD")
    ap.add_argument("-o", "--outdir", required=True)
    args = ap.parse_args()

    try:
        week_start = date.fromisoformat(args.week)
    except ValueError:
        sys.exit("--week must be YYYY-MM-DD")
    if week_start.weekday() != 0:
        sys.exit("--week must be a Monday")

    folder = Path(args.folder)
    with open(ROOT / "assets" / "rules.json", encoding="utf-8") as fh:
        rules = json.load(fh)
    staff = read_csv(folder / "staff.csv", ["name", "roles", "max_hours", "hourly_rate", "minor"])
    avail_rows = read_csv(folder / "availability.csv", ["name", "day", "from", "to"])
    demand = read_csv(folder / "demand.csv", ["day", "service", "start", "end", "role", "count"])

    people = {}
    for n, p in enumerate(staff, 2):
        try:
            people[p["name"]] = {"roles": set(p["roles"].split("|")), "max": float(p["max_hours"]),
                                 "rate": float(p["hourly_rate"]), "minor": p["minor"].lower() == "yes"}
        except ValueError:
            sys.exit(f"staff.csv line {n}: max_hours and hourly_rate must be numbers")

    avail = defaultdict(list)
    for n, a in enumerate(avail_rows, 2):
        avail[a["name"]].append(shift_span(week_start, a["day"], a["from"], a["to"], f"availability.csv line {n}"))

    hours = defaultdict(float)
    assigned = defaultdict(list)
    gaps, rota, cost = [], [], 0.0
    min_rest = timedelta(hours=rules["min_rest_hours"])
    for n, d in enumerate(sorted(demand, key=lambda r: (DAYS.index(r["day"]) if r["day"] in DAYS else 9, r["start"])), 2):
        s, e = shift_span(week_start, d["day"], d["start"], d["end"], f"demand.csv row {n}")
        length = (e - s).total_seconds() / 3600
        try:
            need = int(d["count"])
        except ValueError:
            sys.exit(f"demand.csv row {n}: count must be a whole number")
        for _ in range(need):
            best = None
            for name, p in people.items():
                if d["role"] not in p["roles"] or hours[name] + length > p["max"]:
                    continue
                if not any(a_s <= s and e <= a_e for a_s, a_e in avail[name]):
                    continue
                # overlapping, or less than min_rest between shifts in either order
                if any(s < pe + min_rest and ps < e + min_rest for ps, pe, _r in assigned[name]):
                    continue
                if p["minor"] and (e.time() > datetime.strptime(rules["minor_latest_end"], "%H:%M").time() or e.date() != s.date()
                                   or length > rules["minor_max_hours_per_day"]):
                    continue
                if best is None or hours[name] < hours[best]:
                    best = name
            if best is None:
                gaps.append(f"{d['day']} {d['service']} {d['start']}-{d['end']}: no {d['role']} available")
                continue
            hours[best] += length
            assigned[best].append((s, e, d["role"]))
            cost += length * people[best]["rate"]
            rota.append([d["day"], d["service"], d["start"], d["end"], d["role"], best])

    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "rota.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["day", "service", "start", "end", "role", "name"])
        w.writerows(rota)
    for name, shifts in assigned.items():
        (out / f"{name.replace(' ', '_')}.ics").write_text(ics(name, sorted(shifts)), encoding="utf-8")
    (out / "gaps.txt").write_text("\n".join(gaps) + ("\n" if gaps else ""), encoding="utf-8")
    budget = rules["weekly_labour_budget"]
    print(f"{len(rota)} shifts filled, {len(gaps)} gaps; labour {cost:,.2f} of {budget:,.2f} {rules['currency']}")
    return 1 if gaps else 0


if __name__ == "__main__":
    sys.exit(main())
