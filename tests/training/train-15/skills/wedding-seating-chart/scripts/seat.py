#!/usr/bin/env python3
"""Greedy seating: keep parties together, honour apart rules and access needs."""
import argparse
import csv
import html
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))


def read(path):
    with open(path, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("guests")
    ap.add_argument("tables")
    ap.add_argument("--rules")
    ap.add_argument("--couple", default="")
    ap.add_argument("--date", default="")
    a = ap.parse_args()

    guests = read(a.guests)
    tables = read(a.tables)
    for t in tables:
        if not str(t.get("seats", "")).isdigit():
            sys.exit(f"table {t.get('table')}: seats must be a whole number")
    apart = set()
    if a.rules:
        for r in read(a.rules):
            if r.get("rule") == "apart":
                apart.add(frozenset((r["guest_a"], r["guest_b"])))

    parties = defaultdict(list)
    for g in guests:
        parties[g["party"]].append(g)
    order = sorted(parties.values(), key=lambda p: (-any(g.get("access_needs") for g in p), -len(p)))

    seated = {t["table"]: [] for t in tables}
    cap = {t["table"]: int(t["seats"]) for t in tables}
    exit_ok = {t["table"]: t.get("near_exit") == "yes" for t in tables}
    unresolved = []
    for party in order:
        needs_exit = any(g.get("access_needs") for g in party)
        names = [g["name"] for g in party]
        placed = False
        for t in sorted(seated, key=lambda k: (not exit_ok[k] if needs_exit else exit_ok[k], len(seated[k]))):
            if cap[t] - len(seated[t]) < len(party):
                continue
            if any(frozenset((n, o)) in apart for n in names for o in seated[t]):
                continue
            seated[t].extend(names)
            placed = True
            break
        if not placed:
            unresolved.append(names)

    with open(os.path.join(HERE, "..", "assets", "plan-template.html"), encoding="utf-8") as fh:
        page = fh.read()
    blocks = "\n".join(
        f'<section class="table"><h2>Table {html.escape(t)}</h2><p>{"<br>".join(html.escape(n) for n in sorted(ns))}</p></section>'
        for t, ns in seated.items())
    page = page.replace("{{couple}}", html.escape(a.couple)).replace("{{date}}", html.escape(a.date)).replace("{{tables}}", blocks)
    with open("plan.html", "w", encoding="utf-8") as fh:
        fh.write(page)
    for names in unresolved:
        print("COULD NOT SEAT (capacity or apart rule):", ", ".join(names))
    print("plan.html written")


if __name__ == "__main__":
    main()
