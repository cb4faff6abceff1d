#!/usr/bin/env python3
"""Greedy choir rota: fill each service's per-part minimum fairly."""
import argparse
import csv
import os
import sys
from collections import Counter, defaultdict
from email.message import EmailMessage

PARTS = ("S", "A", "T", "B")


def read_csv(path, required):
    with open(path, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    for i, r in enumerate(rows, start=2):
        missing = [c for c in required if not (r.get(c) or "").strip()]
        if missing:
            sys.exit(f"{path} line {i}: missing {', '.join(missing)}")
    return rows


def positive_int(text, where):
    if not text.strip().isdigit():
        sys.exit(f"{where}: expected a whole number, got {text!r}")
    return int(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("members")
    ap.add_argument("unavailable")
    ap.add_argument("services")
    ap.add_argument("--drafts")
    ap.add_argument("--director", default="Director of Music")
    args = ap.parse_args()

    members = read_csv(args.members, ["name", "part", "email", "max_per_month"])
    away = {(r["name"], r["date"]) for r in read_csv(args.unavailable, ["name", "date"])}
    services = read_csv(args.services, ["date", "service", "min_S", "min_A", "min_T", "min_B"])

    load = Counter()
    rota = defaultdict(list)
    for svc in services:
        month = svc["date"][:7]
        for part in PARTS:
            need = positive_int(svc[f"min_{part}"], f"{svc['date']} min_{part}")
            pool = [m for m in members if m["part"] == part and (m["name"], svc["date"]) not in away
                    and load[(m["name"], month)] < positive_int(m["max_per_month"], m["name"])]
            pool.sort(key=lambda m: load[(m["name"], month)])
            chosen = pool[:need]
            if len(chosen) < need:
                print(f"GAP {svc['date']} {svc['service']}: {part} has {len(chosen)}/{need}")
            for m in chosen:
                load[(m["name"], month)] += 1
                rota[m["name"]].append(f"{svc['date']}  {svc['service']}")

    for name, dates in sorted(rota.items()):
        print(f"{name}: {len(dates)} services")

    if args.drafts:
        os.makedirs(args.drafts, exist_ok=True)
        with open(os.path.join(os.path.dirname(__file__), "..", "assets", "rota-email.txt"), encoding="utf-8") as fh:
            template = fh.read()
        for m in members:
            msg = EmailMessage()
            msg["To"] = m["email"]
            msg["Subject"] = "Choir rota for this term"
            msg.set_content(template.format(first_name=m["name"].split()[0],
                                            dates="\n".join(rota.get(m["name"], ["(no dates this term)"])),
                                            director=args.director))
            with open(os.path.join(args.drafts, m["name"].replace(" ", "_") + ".eml"), "w", encoding="utf-8") as out:
                out.write(msg.as_string())
        print(f"drafts written to {args.drafts} (not sent)")


if __name__ == "__main__":
    main()
