#!/usr/bin/env python3
"""Greedy referee assignment for one weekend; writes rota.csv and drafts/*.txt."""
import argparse
import csv
import datetime as dt
import os
import re
import sys
from collections import defaultdict

MIN_GRADE = {"U7": 10, "U8": 10, "U9": 10, "U10": 10, "U11": 8, "U12": 8, "U13": 8, "U14": 8}
DEFAULT_MIN_GRADE = 7
MATCH_HOURS = 2


def read(name):
    if not os.path.exists(name):
        sys.exit(f"missing {name}")
    with open(name, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def parse_dt(date, hhmm):
    return dt.datetime.strptime(f"{date} {hhmm}", "%Y-%m-%d %H:%M")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--week", required=True, help="Saturday date YYYY-MM-DD")
    a = ap.parse_args()
    try:
        sat = dt.date.fromisoformat(a.week)
    except ValueError:
        sys.exit("--week must be YYYY-MM-DD")
    days = {sat.isoformat(), (sat + dt.timedelta(days=1)).isoformat()}

    try:
        fixtures = [f for f in read("fixtures.csv") if f["date"] in days]
        for f in fixtures:
            parse_dt(f["date"], f["kickoff"])
        refs = {r["ref_id"]: r for r in read("referees.csv")}
        for r in refs.values():
            r["grade"], r["max_km"] = int(r["grade"]), float(r["max_km"])
        avail = defaultdict(list)
        for r in read("availability.csv"):
            avail[(r["ref_id"], r["date"])].append((parse_dt(r["date"], r["from"]), parse_dt(r["date"], r["to"])))
        dist = {(d["postcode_area"], d["venue"]): float(d["km"]) for d in read("distances.csv")}
    except (KeyError, ValueError) as exc:
        sys.exit(f"input CSV problem (missing column or bad number/date): {exc}")

    booked = defaultdict(list)
    rota, unfilled = [], []
    for f in sorted(fixtures, key=lambda f: (f["date"], f["kickoff"])):
        start = parse_dt(f["date"], f["kickoff"])
        end = start + dt.timedelta(hours=MATCH_HOURS)
        need = MIN_GRADE.get(f["age_group"], DEFAULT_MIN_GRADE)
        candidates = []
        for rid, r in refs.items():
            if r["grade"] > need:
                continue
            clubs = {c.strip() for c in r["clubs_affiliated"].split(";") if c.strip()}
            if {f["home"], f["away"]} & clubs:
                continue
            km = dist.get((r["home_postcode_area"], f["venue"]))
            if km is None or km > r["max_km"]:
                continue
            if not any(s <= start and end <= e for s, e in avail[(rid, f["date"])]):
                continue
            day = [b for b in booked[rid] if b[0].date() == start.date()]
            if len(day) >= 2:
                continue
            gap = dt.timedelta(minutes=30)
            if any(not (end + gap <= b0 or b1 + gap <= start) for b0, b1, _v in day):
                continue
            candidates.append((len(booked[rid]), km, rid))
        if not candidates:
            unfilled.append(f["match_id"])
            continue
        _n, _km, rid = min(candidates)
        booked[rid].append((start, end, f["venue"]))
        rota.append({"match_id": f["match_id"], "date": f["date"], "kickoff": f["kickoff"],
                     "venue": f["venue"], "referee": refs[rid]["name"], "ref_id": rid})

    with open("rota.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=["match_id", "date", "kickoff", "venue", "referee", "ref_id"])
        w.writeheader()
        w.writerows(rota)
    os.makedirs("drafts", exist_ok=True)
    for rid in {r["ref_id"] for r in rota}:
        mine = [r for r in rota if r["ref_id"] == rid]
        safe = re.sub(r"[^A-Za-z0-9_-]", "_", rid)
        with open(os.path.join("drafts", f"{safe}.txt"), "w", encoding="utf-8") as fh:
            fh.write(f"To: {refs[rid]['email']}\nSubject: Appointments {a.week}\n\nHi {refs[rid]['name']},\n\n")
            for m in mine:
                fh.write(f"- {m['date']} {m['kickoff']} at {m['venue']} (match {m['match_id']})\n")
            fh.write("\nPlease reply to confirm. Thanks!\n")
    print(f"{len(rota)} matches covered, {len(unfilled)} unfilled: {', '.join(unfilled) or '-'}")


if __name__ == "__main__":
    main()
